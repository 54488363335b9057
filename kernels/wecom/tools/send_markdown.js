// send_markdown: a markdown message to the robot's group (mentions with <@userid>).
import { readArgs, ok, toolError } from '../lib/go.js';
import { postJson, setWebhookUrl, SEND_URL } from '../lib/webhook.js';

export default function (args, ctx) {
  const read = readArgs(args, [['content', 'string']]);
  if (read.crash) return read.crash;
  setWebhookUrl(ctx, SEND_URL);
  const res = postJson(ctx, { msgtype: 'markdown', markdown: { content: read.values.content } });
  if (res.errcode !== 0) return toolError(`Failed to send markdown message: WeCom API error: ${res.errmsg}`);
  return ok('Markdown message sent successfully');
}
