// upload_file: uploads a file of the server's machine to the robot's media store (type=file) and
// returns its media_id. The handler points the process's webhook URL at upload_media before it
// opens the file, so the switch stays even when the upload fails — and send_text, which never
// resets it, fails afterwards. No tool can send the uploaded file.
import { readArgs, ok, toolError } from '../lib/go.js';
import { postFile, setWebhookUrl, UPLOAD_URL } from '../lib/webhook.js';

export default function (args, ctx) {
  const read = readArgs(args, [['file_path', 'string']]);
  if (read.crash) return read.crash;
  const path = read.values.file_path;
  setWebhookUrl(ctx, UPLOAD_URL);

  // os.Open resolves relative paths against the server's working directory; Go's errors quote
  // the path as given.
  const host = ctx.get('host') || {};
  const files = host.files || {};
  const full = path.startsWith('/') ? path : `${(host.cwd || '/').replace(/\/$/, '')}/${path.replace(/^\.\//, '')}`;
  const file = Object.prototype.hasOwnProperty.call(files, full) ? files[full] : null;
  if (!file) return toolError(`Failed to upload file: open ${path}: no such file or directory`);
  if (file.readable === false) return toolError(`Failed to upload file: open ${path}: permission denied`);
  if (file.type === 'directory') return toolError(`Failed to upload file: read ${path}: is a directory`);

  const res = postFile(ctx, path, file.size);
  if (res.errcode !== 0) return toolError(`Failed to upload file: WeCom API error: ${res.errmsg}`);
  return ok(`File uploaded successfully, media ID: ${res.media_id}`);
}
