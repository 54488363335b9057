// The workspace as the context tree holds it, and the structural rules of Notion over it:
// which object an ID names, who its parent is, what the integration may see, the order of a
// container's children.
//
// Tree: `pages`, `databases`, `blocks`, `comments`, `users` (id-keyed maps), `connections`
// (pages/databases shared with the integration — Notion only shows an integration what was
// shared with it, and everything beneath), `bot_id`, `workspace`. Pages, databases and blocks
// carry `parent` ({ type: 'page_id' | 'database_id' | 'block_id' | 'workspace', … }) and, for
// children of a page or block, `position` (their order among siblings).

/** Visit each live entity of a collection without copying it (read-only). */
export function scan(ctx, collection, visit) {
  ctx.list(collection, { filter: (e) => { visit(e); return false; } });
}

/** The parent's ID (null for workspace-level pages). */
export function parentId(rec) {
  const p = rec.parent || {};
  return p.page_id || p.database_id || p.block_id || null;
}

/** What an ID names: `{ kind: 'page' | 'database' | 'block', rec }` or null. */
export function find(ctx, id) {
  const page = ctx.get(`pages[${id}]`);
  if (page) return { kind: 'page', rec: page };
  const db = ctx.get(`databases[${id}]`);
  if (db) return { kind: 'database', rec: db };
  const block = ctx.get(`blocks[${id}]`);
  if (block) return { kind: 'block', rec: block };
  return null;
}

function kindOf(ctx, id) {
  if (ctx.exists(`pages[${id}]`)) return 'page';
  if (ctx.exists(`databases[${id}]`)) return 'database';
  if (ctx.exists(`blocks[${id}]`)) return 'block';
  return null;
}

function parentOf(ctx, id) {
  const kind = kindOf(ctx, id);
  if (!kind) return { kind: null, parent: null, archived: false };
  const p = ctx.get(`${kind === 'page' ? 'pages' : kind === 'database' ? 'databases' : 'blocks'}[${id}].parent`);
  const archived = Boolean(ctx.get(`${kind === 'page' ? 'pages' : kind === 'database' ? 'databases' : 'blocks'}[${id}].archived`));
  return { kind, parent: p ? (p.page_id || p.database_id || p.block_id || null) : null, archived };
}

/** Whether the integration can see an object: it, or an ancestor, was shared with it. */
export function accessible(ctx, id) {
  let cur = id;
  for (let depth = 0; cur && depth < 64; depth += 1) {
    if (ctx.exists(`connections[${cur}]`)) return true;
    cur = parentOf(ctx, cur).parent;
  }
  return false;
}

/** Whether an object or any ancestor is archived (in the trash). */
export function inTrash(ctx, id) {
  let cur = id;
  for (let depth = 0; cur && depth < 64; depth += 1) {
    const info = parentOf(ctx, cur);
    if (info.archived) return true;
    cur = info.parent;
  }
  return false;
}

/** The ID of the page an object lives on (itself for pages), or null. */
export function owningPage(ctx, id) {
  let cur = id;
  for (let depth = 0; cur && depth < 64; depth += 1) {
    const info = parentOf(ctx, cur);
    if (info.kind === 'page') return cur;
    cur = info.parent;
  }
  return null;
}

/** An accessible object by ID, or null (Notion answers 404 for both missing and unshared). */
export function findVisible(ctx, id) {
  const hit = find(ctx, id);
  if (!hit || !accessible(ctx, id)) return null;
  return hit;
}

/** Children of a page or block (blocks, sub-pages, inline databases), in order, not archived. */
export function childrenOf(ctx, id) {
  const kids = [];
  const add = (kind) => (e) => {
    if (!e.archived && parentId(e) === id && (e.parent.type === 'page_id' || e.parent.type === 'block_id')) kids.push({ kind, id: e.id, position: e.position || 0, created: e.created_time });
  };
  scan(ctx, 'blocks', add('block'));
  scan(ctx, 'pages', add('page'));
  scan(ctx, 'databases', add('database'));
  kids.sort((a, b) => a.position - b.position || (a.created < b.created ? -1 : a.created > b.created ? 1 : 0) || (a.id < b.id ? -1 : 1));
  return kids;
}

/** The position a new last child of `id` takes (after every child, archived ones included). */
export function nextPosition(ctx, id) {
  let max = 0;
  const see = (e) => {
    if (parentId(e) === id && (e.position || 0) > max) max = e.position || 0;
  };
  scan(ctx, 'blocks', see);
  scan(ctx, 'pages', see);
  scan(ctx, 'databases', see);
  return max + 1;
}

/** IDs of every page/block that has at least one live child (for `has_children`). */
export function parentsWithChildren(ctx) {
  const set = new Set();
  const see = (e) => {
    if (!e.archived && (e.parent.type === 'page_id' || e.parent.type === 'block_id')) set.add(parentId(e));
  };
  scan(ctx, 'blocks', see);
  scan(ctx, 'pages', see);
  scan(ctx, 'databases', see);
  return set;
}

/** The tree path of an entity. */
export function pathOf(kind, id) {
  return `${kind === 'page' ? 'pages' : kind === 'database' ? 'databases' : 'blocks'}[${id}]`;
}

/** Stamp an edit on an object (and on the page it lives on): last_edited_time / _by. */
export function touch(ctx, kind, id, when) {
  const by = ctx.get('bot_id');
  ctx.update(pathOf(kind, id), { last_edited_time: when, last_edited_by: by });
  if (kind !== 'page') {
    const page = owningPage(ctx, id);
    if (page) ctx.update(`pages[${page}]`, { last_edited_time: when, last_edited_by: by });
  }
}

/** Notion refuses edits inside the trash. Returns the message, or null when editable. */
export function archivedMessage(ctx, kind, id) {
  if (!inTrash(ctx, id)) return null;
  const word = kind === 'page' ? 'page' : kind === 'database' ? 'database' : 'block';
  return `Can't edit ${word} that is archived. You must unarchive the ${word} before editing.`;
}
