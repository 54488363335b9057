// POST /v1/search with { query?, filter?, sort?, start_cursor?, page_size? }: pages (database rows
// included) and databases shared with the integration whose title matches, trash excluded.
// Ranking without `sort`: exact title, then titles starting with the query, then the rest, each
// group most recently edited first; with `sort`, by last_edited_time as asked.
import { argsMissing, apiResponse, validationError, shown, Fail } from '../lib/respond.js';
import { scan, accessible, inTrash } from '../lib/store.js';
import { plainText } from '../lib/richtext.js';
import { renderPage, renderDatabase, pageTitleRuns, listBody } from '../lib/render.js';
import { paginate } from '../lib/paging.js';

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function checkFilter(ctx, f) {
  if (!isObj(f)) return validationError(ctx, `body failed validation: body.filter should be an object, instead was \`${shown(f)}\`.`);
  if (f.property !== 'object') return validationError(ctx, `body failed validation: body.filter.property should be \`"object"\`, instead was \`${shown(f.property)}\`.`);
  if (f.value !== 'page' && f.value !== 'database') return validationError(ctx, `body failed validation: body.filter.value should be \`"page"\` or \`"database"\`, instead was \`${shown(f.value)}\`.`);
  return null;
}

function checkSort(ctx, s) {
  if (!isObj(s)) return validationError(ctx, `body failed validation: body.sort should be an object, instead was \`${shown(s)}\`.`);
  if (s.direction !== 'ascending' && s.direction !== 'descending') return validationError(ctx, `body failed validation: body.sort.direction should be \`"ascending"\` or \`"descending"\`, instead was \`${shown(s.direction)}\`.`);
  if (s.timestamp !== 'last_edited_time') return validationError(ctx, `body failed validation: body.sort.timestamp should be \`"last_edited_time"\`, instead was \`${shown(s.timestamp)}\`.`);
  return null;
}

function rank(title, query) {
  if (!query) return 0;
  const t = title.toLowerCase();
  const q = query.toLowerCase().trim();
  if (t === q) return 0;
  if (t.startsWith(q)) return 1;
  if (t.includes(q)) return 2;
  const words = q.split(/\s+/).filter(Boolean);
  return words.length && words.every((w) => t.includes(w)) ? 3 : -1;
}

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (args.query !== undefined && args.query !== '' && typeof args.query !== 'string') {
    return validationError(ctx, `body failed validation: body.query should be a string or \`undefined\`, instead was \`${shown(args.query)}\`.`);
  }
  if (args.filter) {
    const err = checkFilter(ctx, args.filter);
    if (err) return err;
  }
  if (args.sort) {
    const err = checkSort(ctx, args.sort);
    if (err) return err;
  }
  const query = args.query || '';
  const want = args.filter ? args.filter.value : null;
  const hits = [];
  const consider = (kind) => (e) => {
    if (want && want !== kind) return;
    const title = plainText(ctx, kind === 'page' ? pageTitleRuns(e) : e.title);
    const r = rank(title, query);
    if (r >= 0) hits.push({ kind, id: e.id, rank: r, edited: e.last_edited_time });
  };
  scan(ctx, 'pages', consider('page'));
  scan(ctx, 'databases', consider('database'));
  const visible = hits.filter((h) => accessible(ctx, h.id) && !inTrash(ctx, h.id));
  const byEdit = (a, b) => (a.edited < b.edited ? 1 : a.edited > b.edited ? -1 : a.id < b.id ? -1 : 1);
  if (args.sort) {
    visible.sort((a, b) => (args.sort.direction === 'ascending' ? -byEdit(a, b) : byEdit(a, b)));
  } else {
    visible.sort((a, b) => a.rank - b.rank || byEdit(a, b));
  }
  const page = paginate(ctx, 'body', visible.map((h) => h.id), args.start_cursor, args.page_size);
  if (page instanceof Fail) return page.result;
  const kinds = new Map(visible.map((h) => [h.id, h.kind]));
  const schemas = new Map();
  const results = page.ids.map((id) => {
    if (kinds.get(id) === 'database') return renderDatabase(ctx, ctx.get(`databases[${id}]`));
    const p = ctx.get(`pages[${id}]`);
    let schema = null;
    if (p.parent.type === 'database_id') {
      if (!schemas.has(p.parent.database_id)) schemas.set(p.parent.database_id, ctx.get(`databases[${p.parent.database_id}].properties`));
      schema = schemas.get(p.parent.database_id);
    }
    return renderPage(ctx, p, schema);
  });
  return apiResponse(ctx, listBody(results, page.nextCursor, 'page_or_database'));
}
