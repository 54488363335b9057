// lark-mcp's builtin document search: POST /open-apis/suite/docs-api/search/object, always sent
// with the configured user_access_token (the builtin ignores useUAT and only needs the token to
// exist). It finds the user's readable documents and Bases whose title or text contains every
// keyword; title matches first, then the most recently edited.
import { ok, fieldViolation } from '../lib/envelope.js';
import { identity, directory } from '../lib/users.js';
import { accessRank, PERM_RANK } from '../lib/drive.js';
import { documentMatches } from '../lib/docx.js';

const TOOL = 'docx_builtin_search';

// Which stored objects each docs_types value covers. Upgraded documents answer as `docx` but are
// found by the `doc` filter (the search predates docx and files both under documents).
const TYPE_FILTER = { doc: ['docx'], bitable: ['bitable'] };

export default function (args, ctx) {
  const ident = identity(ctx, { useUAT: true });
  const d = args.data;
  const count = d.count === undefined ? 20 : d.count;
  const offset = d.offset === undefined ? 0 : d.offset;
  if (!Number.isInteger(count)) return fieldViolation(ctx, TOOL, 'count', count, 'the value must be an integer');
  if (count < 0) return fieldViolation(ctx, TOOL, 'count', count, 'the min value is 0');
  if (count > 50) return fieldViolation(ctx, TOOL, 'count', count, 'the max value is 50');
  if (!Number.isInteger(offset)) return fieldViolation(ctx, TOOL, 'offset', offset, 'the value must be an integer');
  if (offset < 0) return fieldViolation(ctx, TOOL, 'offset', offset, 'the min value is 0');
  if (offset + count >= 200) return fieldViolation(ctx, TOOL, 'offset', offset, 'offset + count must be less than 200');

  const dir = directory(ctx);
  const terms = d.search_key.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const wanted = d.docs_types && d.docs_types.length ? new Set(d.docs_types.flatMap((t) => TYPE_FILTER[t] || [])) : null;
  const owners = d.owner_ids && d.owner_ids.length ? new Set(d.owner_ids) : null;
  const chats = d.chat_ids && d.chat_ids.length ? d.chat_ids : null;

  const candidates = [];
  for (const doc of Object.values(ctx.get('documents') || {})) candidates.push({ type: 'docx', token: doc.document_id, title: doc.title, obj: doc });
  for (const base of Object.values(ctx.get('bases') || {})) candidates.push({ type: 'bitable', token: base.app_token, title: base.name, obj: base });

  const hits = [];
  for (const c of candidates) {
    if (c.obj.deleted) continue;
    if (wanted && !wanted.has(c.type)) continue;
    if (owners && !owners.has(c.obj.owner_open_id)) continue;
    if (chats && !chats.some((id) => Object.prototype.hasOwnProperty.call(c.obj.members || {}, id))) continue;
    if (accessRank(ctx, ident, c.obj, c.token) < PERM_RANK.view) continue;
    const title = c.title.toLowerCase();
    const inTitle = terms.every((t) => title.includes(t));
    const inBody = !inTitle && c.type === 'docx' && terms.length > 0 && documentMatches(c.obj, dir, terms);
    if (inTitle || inBody) hits.push({ c, rank: inTitle ? 0 : 1 });
  }
  hits.sort((a, b) => a.rank - b.rank || Number(b.c.obj.edit_time) - Number(a.c.obj.edit_time));
  const page = hits.slice(offset, offset + count);
  return ok({
    docs_entities: page.map(({ c }) => ({ docs_token: c.token, docs_type: c.type, owner_id: c.obj.owner_open_id, title: c.title })),
    has_more: offset + count < hits.length,
    total: hits.length,
  });
}
