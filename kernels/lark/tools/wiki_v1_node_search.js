// POST /open-apis/wiki/v1/nodes/search: wiki nodes whose title (first) or content matches the
// query, among those the user can read; optionally inside one space or one node's subtree.
// The API accepts only a user_access_token: called as the app it fails the token check.
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity, directory } from '../lib/users.js';
import { accessRank, docUrl, cloudSettings, PERM_RANK } from '../lib/drive.js';
import { nodeObject, objTitle, OBJ_TYPE_NUMBERS } from '../lib/wiki.js';
import { documentMatches } from '../lib/docx.js';
import { makeToken, readToken } from '../lib/paging.js';

const TOOL = 'wiki_v1_node_search';

/** Node tokens of `root` and everything below it. */
function subtree(nodes, root) {
  const out = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const n of nodes) if (out.has(n.parent_node_token) && !out.has(n.node_token)) { out.add(n.node_token); grew = true; }
  }
  return out;
}

export default function (args, ctx) {
  const ident = identity(ctx, args);
  if (ident.kind !== 'user') {
    const host = cloudSettings(ctx).platform === 'lark' ? 'open.larksuite.com' : 'open.feishu.cn';
    return larkError(ctx, TOOL, ERRORS.INVALID_ACCESS_TOKEN, { message: `Refer to the documentation to fix the error: https://${host}/document/uAjLw4CM/ugTN1YjL4UTN24CO1UjN/trouble-shooting/how-to-fix-99991663-error` });
  }
  const d = args.data;
  const p = args.params || {};
  const invalid = () => larkError(ctx, TOOL, ERRORS.WIKI_SEARCH_INVALID_PARAM);
  let size = 20;
  if (p.page_size !== undefined) {
    if (!Number.isInteger(p.page_size) || p.page_size <= 0 || p.page_size > 50) return invalid();
    size = p.page_size;
  }
  if (d.node_id !== undefined && !d.space_id) return invalid();
  const query = d.query.trim().toLowerCase();

  const dir = directory(ctx);
  const titleHits = [];
  const bodyHits = [];
  const spaces = Object.values(ctx.get('wiki_spaces') || {}).filter((s) => !d.space_id || s.space_id === d.space_id);
  for (const space of spaces) {
    const nodes = Object.values(space.nodes || {}).sort((a, b) => a.sort_id - b.sort_id);
    const within = d.node_id ? subtree(nodes, d.node_id) : null;
    for (const node of nodes) {
      if (within && !within.has(node.node_token)) continue;
      const obj = nodeObject(ctx, node);
      if (!obj || obj.deleted || accessRank(ctx, ident, obj, node.obj_token) < PERM_RANK.view) continue;
      const item = {
        node_id: node.node_token,
        obj_token: node.obj_token,
        obj_type: OBJ_TYPE_NUMBERS[node.obj_type],
        parent_id: '',
        sort_id: node.sort_id,
        space_id: space.space_id,
        title: objTitle(obj),
        url: docUrl(ctx, 'wiki', node.node_token),
      };
      if (query === '' || item.title.toLowerCase().includes(query)) titleHits.push(item);
      else if (node.obj_type === 'docx' && documentMatches(obj, dir, query.split(/\s+/))) bodyHits.push(item);
    }
  }
  const hits = titleHits.concat(bodyHits);
  const scope = JSON.stringify([d.query, d.space_id || '', d.node_id || '']);
  let offset = 0;
  if (p.page_token !== undefined && p.page_token !== '') {
    const t = readToken(p.page_token, 'wiki', scope);
    if (t.error) return invalid();
    offset = t.offset;
  }
  const items = hits.slice(offset, offset + size);
  const more = offset + size < hits.length;
  const out = { has_more: more, items };
  if (more) out.page_token = makeToken('wiki', scope, offset + size);
  return ok(out);
}
