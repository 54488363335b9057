// POST /open-apis/contact/v3/users/batch_get_id: user ids by email and/or mobile. Each email and
// each mobile gets one entry; one that matches nobody in the tenant comes back without user_id.
// Resigned users are matched only with include_resigned. External contacts are not in the tenant.
import { ok, fieldViolation } from '../lib/envelope.js';
import { directory, idAs, normaliseMobile } from '../lib/users.js';

const TOOL = 'contact_v3_user_batchGetId';
const MAX = 50;

export default function (args, ctx) {
  const d = args.data || {};
  const emails = d.emails || [];
  const mobiles = d.mobiles || [];
  if (emails.length > MAX) return fieldViolation(ctx, TOOL, 'emails', emails.length, `the max len is ${MAX}`);
  if (mobiles.length > MAX) return fieldViolation(ctx, TOOL, 'mobiles', mobiles.length, `the max len is ${MAX}`);
  const idType = (args.params && args.params.user_id_type) || 'open_id';
  const dir = directory(ctx);
  const app = ctx.get('app');
  const tenantUsers = Object.values(dir).filter((u) => !u.is_external && (d.include_resigned === true || !u.status.is_resigned));
  const hit = (u, key, value) => {
    const item = { user_id: idAs(dir, app, u.open_id, idType) };
    item[key] = value;
    item.status = u.status;
    return item;
  };
  const userList = [];
  for (const email of emails) {
    const u = tenantUsers.find((x) => typeof email === 'string' && x.email.toLowerCase() === email.trim().toLowerCase());
    userList.push(u ? hit(u, 'email', email) : { email });
  }
  for (const mobile of mobiles) {
    const want = normaliseMobile(mobile);
    const u = tenantUsers.find((x) => x.mobile === want);
    userList.push(u ? hit(u, 'mobile', mobile) : { mobile });
  }
  return ok({ user_list: userList });
}
