// send_image: an image message (base64 of a JPG/PNG up to 2 MB, with the MD5 of the raw image).
import { readArgs, ok, toolError } from '../lib/go.js';
import { postJson, setWebhookUrl, SEND_URL } from '../lib/webhook.js';

export default function (args, ctx) {
  const read = readArgs(args, [['base64_data', 'string'], ['md5', 'string']]);
  if (read.crash) return read.crash;
  setWebhookUrl(ctx, SEND_URL);
  const res = postJson(ctx, { msgtype: 'image', image: { base64: read.values.base64_data, md5: read.values.md5 } });
  if (res.errcode !== 0) return toolError(`Failed to send image message: WeCom API error: ${res.errmsg}`);
  return ok('Image message sent successfully');
}
