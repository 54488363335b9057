// GET /open-apis/docx/v1/documents/:document_id/raw_content: the plain text of a document (its
// title, then each block's text on its own line). `lang` names mentioned people by their display
// name (0, and 2 which is not supported and falls back) or English name (1).
import { ok, larkError, fieldViolation } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity, directory } from '../lib/users.js';
import { accessRank, tokenSafe, PERM_RANK } from '../lib/drive.js';
import { rawContent } from '../lib/docx.js';

const TOOL = 'docx_v1_document_rawContent';
const ID_LENGTH = 27;

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const id = args.path.document_id;
  // The gateway checks the documented length of document_id (27) before the service runs.
  if (id.length < ID_LENGTH) return fieldViolation(ctx, TOOL, 'document_id', id, `the min len is ${ID_LENGTH}`);
  if (id.length > ID_LENGTH) return fieldViolation(ctx, TOOL, 'document_id', id, `the max len is ${ID_LENGTH}`);
  const lang = args.params && args.params.lang !== undefined ? args.params.lang : 0;
  if (![0, 1, 2].includes(lang)) return larkError(ctx, TOOL, ERRORS.DOCX_INVALID_PARAM);
  const doc = tokenSafe(id) ? ctx.get(`documents[${id}]`) : null;
  if (!doc) return larkError(ctx, TOOL, ERRORS.DOCX_NOT_FOUND);
  if (doc.deleted) return larkError(ctx, TOOL, ERRORS.DOCX_DELETED);
  if (accessRank(ctx, ident, doc, id) < PERM_RANK.view) return larkError(ctx, TOOL, ERRORS.DOCX_FORBIDDEN);
  return ok({ content: rawContent(doc, directory(ctx), lang) });
}
