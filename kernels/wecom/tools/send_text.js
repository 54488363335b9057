// send_text: a text message to the robot's group, optionally mentioning members.
// The Go handler only reads the mention lists when at least one is present — and then asserts
// BOTH are strings (one given without the other crashes the server) — and uses them only when
// both are non-empty, split on "," without trimming. It does not touch the webhook URL, so after
// upload_file it posts to upload_media and fails.
import { readArgs, argument, assertionPanic, crashed, ok, toolError } from '../lib/go.js';
import { postJson } from '../lib/webhook.js';

export default function (args, ctx) {
  const read = readArgs(args, [['content', 'string']]);
  if (read.crash) return read.crash;
  const content = read.values.content;

  let userList = '';
  let mobileList = '';
  const listArg = argument(args, 'mentioned_list');
  const mobileArg = argument(args, 'mentioned_mobile_list');
  if (!((listArg === undefined || listArg === null) && (mobileArg === undefined || mobileArg === null))) {
    const p1 = assertionPanic(listArg, 'string');
    if (p1) return crashed('mentioned_list', p1);
    const p2 = assertionPanic(mobileArg, 'string');
    if (p2) return crashed('mentioned_mobile_list', p2);
    userList = listArg;
    mobileList = mobileArg;
  }
  const both = userList !== '' && mobileList !== '';
  const res = postJson(ctx, {
    msgtype: 'text',
    text: {
      content,
      mentioned_list: both ? userList.split(',') : [],
      mentioned_mobile_list: both ? mobileList.split(',') : [],
    },
  });
  if (res.errcode !== 0) return toolError(`Failed to send text message: WeCom API error: ${res.errmsg}`);
  return ok('Text message sent successfully');
}
