// send_news: a news (link card) message with one article. The handler asserts all four fields
// as strings, so leaving out the "optional" description or picurl crashes the server.
import { readArgs, ok, toolError } from '../lib/go.js';
import { postJson, setWebhookUrl, SEND_URL } from '../lib/webhook.js';

export default function (args, ctx) {
  const read = readArgs(args, [['title', 'string'], ['description', 'string'], ['url', 'string'], ['picurl', 'string']]);
  if (read.crash) return read.crash;
  const { title, description, url, picurl } = read.values;
  setWebhookUrl(ctx, SEND_URL);
  const res = postJson(ctx, { msgtype: 'news', news: { articles: [{ title, description, url, picurl }] } });
  if (res.errcode !== 0) return toolError(`Failed to send news message: WeCom API error: ${res.errmsg}`);
  return ok('News message sent successfully');
}
