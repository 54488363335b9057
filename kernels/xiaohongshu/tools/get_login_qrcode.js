// get_login_qrcode: logged in → "你当前已处于登录状态"; otherwise the login page's QR code (a PNG) and
// the scan deadline — four minutes, printed in the server's local time (UTC+8). The browser keeps
// waiting in the background; the scan (if the persona makes it) lands before the next call.
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { currentSession, startQrLogin } from '../lib/session.js';
import { formatAt, LOCAL_OFFSET_MIN } from '../lib/gotime.js';
import { qrPngBase64 } from '../lib/png.js';

export default function get_login_qrcode(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.get_login_qrcode, ctx);
  if (bad) return bad;
  const s = currentSession(ctx);
  if (s.logged_in) return ctx.text('你当前已处于登录状态');
  const deadline = startQrLogin(ctx);
  return {
    content: [
      { type: 'text', text: `请用小红书 App 在 ${formatAt(deadline, LOCAL_OFFSET_MIN, true)} 前扫码登录 👇` },
      { type: 'image', data: qrPngBase64(() => ctx.random()), mimeType: 'image/png' },
    ],
  };
}
