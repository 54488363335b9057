// download_attachment -> users.messages.attachments.get, then (without a filename) the original
// name from users.messages.get, then a write under savePath (default: the server's working
// directory, created when missing). This tool has its own try/catch: every failure prints
// `Failed to download attachment: <message>` — no `Error:` prefix. Argument errors still go
// through the outer handler.
import { handle, text, ApiError, ServerError } from '../lib/errors.js';
import { DownloadAttachmentSchema } from '../lib/schemas.js';
import { getAttachment, own } from '../lib/mailbox.js';
import { joinPath, resolvePath } from '../lib/format.js';

export default function (args, ctx) {
  return handle(DownloadAttachmentSchema, args, (a) => {
    try {
      const { attachment } = getAttachment(ctx, a.messageId, a.attachmentId);
      const cwd = (ctx.get('host') || {}).cwd || '/';
      const savePath = a.savePath || cwd;
      const filename = a.filename || attachment.filename || `attachment-${a.attachmentId}`;
      const fullPath = joinPath(savePath, filename);
      const key = resolvePath(cwd, fullPath);
      // savePath naming an existing file: existsSync is true so no mkdir, and the write fails.
      if (own(ctx.get('localFiles') || {}, resolvePath(cwd, savePath))) {
        return text(`Failed to download attachment: ENOTDIR: not a directory, open '${fullPath}'`);
      }
      const file = { path: key, size: attachment.size, mimeType: attachment.mimeType, fromMessage: a.messageId };
      ctx.set(`localFiles[${key}]`, file);
      return text(`Attachment downloaded successfully:\nFile: ${filename}\nSize: ${attachment.size} bytes\nSaved to: ${fullPath}`);
    } catch (e) {
      if (e instanceof ApiError || e instanceof ServerError) return text(`Failed to download attachment: ${e.message}`);
      throw e;
    }
  });
}
