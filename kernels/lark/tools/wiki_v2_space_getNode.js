// GET /open-apis/wiki/v2/spaces/get_node: a wiki node by its node token, or the node that holds a
// cloud document (token = the document's own token, obj_type = its type). The caller must be able
// to read the node (a member of its space, or a collaborator on the document).
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity } from '../lib/users.js';
import { accessRank, tokenSafe, PERM_RANK } from '../lib/drive.js';
import { nodeObject, renderNode, objPath } from '../lib/wiki.js';

const TOOL = 'wiki_v2_space_getNode';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const token = args.params.token;
  const objType = args.params.obj_type || 'wiki';
  const notFound = (msg) => larkError(ctx, TOOL, ERRORS.WIKI_NOT_FOUND, msg ? { msg } : undefined);
  if (!tokenSafe(token)) return larkError(ctx, TOOL, ERRORS.WIKI_PARAM_ERR);

  const filter = objType === 'wiki' ? (n) => n.node_token === token : (n) => n.obj_token === token && n.obj_type === objType;
  const hit = ctx.entries('wiki_spaces[*].nodes', { filter, limit: 1 })[0];
  if (!hit) {
    // A cloud document that exists but sits outside any wiki space.
    if (objType !== 'wiki' && ctx.exists(objPath(objType, token))) return notFound('document is not in wiki');
    return notFound(objType === 'wiki' ? undefined : `not found: document not found by token ${token}`);
  }
  const node = hit.entity;
  const space = ctx.get(hit.parentPath);
  const obj = nodeObject(ctx, node);
  if (accessRank(ctx, ident, obj, node.obj_token) < PERM_RANK.view) return larkError(ctx, TOOL, ERRORS.WIKI_PERMISSION_DENIED);
  const hasChild = Object.values(space.nodes || {}).some((n) => n.parent_node_token === node.node_token);
  return ok({ node: renderNode(space, node, obj, hasChild) });
}
