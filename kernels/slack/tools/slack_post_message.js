// slack_post_message -> POST chat.postMessage {channel, text} as the bot.
import { serverError } from '../lib/result.js';
import { postMessage } from '../lib/post.js';

export default function (args, ctx) {
  if (!args) return serverError('No arguments provided');
  if (!args.channel_id || !args.text) return serverError('Missing required arguments: channel_id and text');
  return postMessage(ctx, args.channel_id, args.text, undefined);
}
