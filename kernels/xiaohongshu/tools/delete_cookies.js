// delete_cookies: removes the cookies file (a missing file counts as deleted) and so the login.
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { currentSession } from '../lib/session.js';

export default function delete_cookies(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.delete_cookies, ctx);
  if (bad) return bad;
  const s = currentSession(ctx);
  ctx.update('session', { logged_in: false, cookies_saved_at: null, pending_login: null });
  return ctx.text(`Cookies 已成功删除，登录状态已重置。\n\n删除的文件路径: ${s.cookies_path}\n\n下次操作时，需要重新登录。`);
}
