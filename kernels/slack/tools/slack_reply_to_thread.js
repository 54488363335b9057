// slack_reply_to_thread -> POST chat.postMessage {channel, thread_ts, text} as the bot.
import { serverError } from '../lib/result.js';
import { postMessage } from '../lib/post.js';

export default function (args, ctx) {
  if (!args) return serverError('No arguments provided');
  if (!args.channel_id || !args.thread_ts || !args.text) {
    return serverError('Missing required arguments: channel_id, thread_ts, and text');
  }
  return postMessage(ctx, args.channel_id, args.text, args.thread_ts);
}
