// lark-mcp's builtin Markdown import: it uploads the Markdown as `docx.md` (drive media
// upload_all, parent_type ccm_import_open), creates an import task to docx in the root of the
// caller's space and polls it; when the task is done it returns the task result as it is.
// The document is owned by whoever imported it: the app (tenant token) or the user (useUAT).
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity } from '../lib/users.js';
import { docUrl } from '../lib/drive.js';
import { markdownToBlocks } from '../lib/docx.js';

const TOOL = 'docx_builtin_import';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const md = args.data.markdown;
  // An empty file cannot be uploaded: upload_all answers 1061002 and lark-mcp passes it on.
  if (md.length === 0) return larkError(ctx, TOOL, ERRORS.DRIVE_PARAMS_ERROR);
  const documentId = ctx.id('{ALPHA:1}{mixed:26}');
  const ticket = ctx.id('7{digits:18}');
  const now = String(ctx.nowSec());
  // Without file_name the import keeps the uploaded file's name (`docx.md`) minus its extension.
  const title = args.data.file_name !== undefined && args.data.file_name !== '' ? args.data.file_name : 'docx';
  ctx.create('documents', {
    document_id: documentId,
    title,
    owner_open_id: ident.openId,
    creator_open_id: ident.openId,
    folder_token: '',
    create_time: now,
    edit_time: now,
    revision_id: 1,
    members: {},
    import_ticket: ticket,
    blocks: markdownToBlocks(md),
  }, { id: documentId });
  return ok({
    result: {
      ticket,
      type: 'docx',
      job_status: 0,
      job_error_msg: 'success',
      token: documentId,
      url: docUrl(ctx, 'docx', documentId),
      extra: ['2000'],
    },
  });
}
