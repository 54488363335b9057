// check_login_status: opens xiaohongshu.com with the saved cookies and reports the account name.
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { currentSession } from '../lib/session.js';

export default function check_login_status(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.check_login_status, ctx);
  if (bad) return bad;
  const s = currentSession(ctx);
  if (!s.logged_in) return ctx.text('❌ 未登录\n\n请使用 get_login_qrcode 工具获取二维码进行登录。');
  const me = ctx.get(`users[${s.user_id}]`);
  return ctx.text(`✅ 已登录\n用户名: ${me.nickname}\n\n你可以使用其他功能了。`);
}
