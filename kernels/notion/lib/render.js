// Objects as the Notion API (version 2022-06-28) returns them, field order included.
import { renderRichText, plainText } from './richtext.js';
import { partialUser } from './users.js';
import { compactId } from './ids.js';
import { renderValue } from './properties.js';
import { parentsWithChildren } from './store.js';

/** `https://www.notion.so/Title-Words-<32 hex>`; non-ASCII titles get no slug. */
export function pageUrl(title, id) {
  const slug = String(title || '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `https://www.notion.so/${slug ? `${slug}-` : ''}${compactId(id)}`;
}

/** A page's title runs (stored form). */
export function pageTitleRuns(page) {
  const t = Object.values(page.properties || {}).find((v) => v.type === 'title');
  return t ? t.title || [] : [];
}

export function pageTitle(ctx, page) {
  return plainText(ctx, pageTitleRuns(page));
}

/** The schema of the database a page belongs to (null for pages under pages). */
export function schemaFor(ctx, page) {
  if (page.parent.type !== 'database_id') return null;
  return ctx.get(`databases[${page.parent.database_id}].properties`);
}

export function renderPage(ctx, page, schema) {
  const props = {};
  if (schema) {
    for (const [name, prop] of Object.entries(schema)) props[name] = renderValue(ctx, prop, page.properties[name], page);
  } else {
    props.title = renderValue(ctx, { id: 'title', type: 'title' }, page.properties.title, page);
  }
  return {
    object: 'page',
    id: page.id,
    created_time: page.created_time,
    last_edited_time: page.last_edited_time,
    created_by: partialUser(page.created_by),
    last_edited_by: partialUser(page.last_edited_by),
    cover: page.cover || null,
    icon: page.icon || null,
    parent: page.parent,
    archived: Boolean(page.archived),
    in_trash: Boolean(page.archived),
    properties: props,
    url: pageUrl(pageTitle(ctx, page), page.id),
    public_url: null,
  };
}

export function renderDatabase(ctx, db) {
  return {
    object: 'database',
    id: db.id,
    cover: db.cover || null,
    icon: db.icon || null,
    created_time: db.created_time,
    created_by: partialUser(db.created_by),
    last_edited_by: partialUser(db.last_edited_by),
    last_edited_time: db.last_edited_time,
    title: renderRichText(ctx, db.title),
    description: renderRichText(ctx, db.description),
    is_inline: Boolean(db.is_inline),
    properties: db.properties,
    parent: db.parent,
    url: `https://www.notion.so/${compactId(db.id)}`,
    public_url: null,
    archived: Boolean(db.archived),
    in_trash: Boolean(db.archived),
  };
}

/** A stored block's type-specific content as the API shows it. */
export function renderContent(ctx, type, c) {
  const rt = () => renderRichText(ctx, c.rich_text);
  switch (type) {
    case 'paragraph': case 'bulleted_list_item': case 'numbered_list_item': case 'toggle': case 'quote':
      return { rich_text: rt(), color: c.color || 'default' };
    case 'heading_1': case 'heading_2': case 'heading_3':
      return { rich_text: rt(), is_toggleable: Boolean(c.is_toggleable), color: c.color || 'default' };
    case 'to_do':
      return { rich_text: rt(), checked: Boolean(c.checked), color: c.color || 'default' };
    case 'callout':
      return { rich_text: rt(), icon: c.icon || { type: 'emoji', emoji: '💡' }, color: c.color || 'gray_background' };
    case 'code':
      return { caption: renderRichText(ctx, c.caption), rich_text: rt(), language: c.language || 'plain text' };
    case 'divider':
      return {};
    case 'table_of_contents':
      return { color: c.color || 'default' };
    case 'bookmark': case 'embed':
      return { caption: renderRichText(ctx, c.caption), url: c.url };
    case 'image': case 'video': case 'file': case 'pdf':
      return { caption: renderRichText(ctx, c.caption), type: 'external', external: { url: c.external.url } };
    case 'equation':
      return { expression: c.expression };
    default:
      return Object.assign({}, c);
  }
}

function blockShell(rec, hasChildren, type) {
  return {
    object: 'block',
    id: rec.id,
    parent: rec.parent,
    created_time: rec.created_time,
    last_edited_time: rec.last_edited_time,
    created_by: partialUser(rec.created_by),
    last_edited_by: partialUser(rec.last_edited_by),
    has_children: hasChildren,
    archived: Boolean(rec.archived),
    in_trash: Boolean(rec.archived),
    type,
  };
}

/**
 * Any object as a block: blocks as themselves, pages as `child_page`, databases as
 * `child_database` (that is how they appear among their parent's children).
 * `withKids` is a Set of IDs that have children (computed once per call).
 */
export function renderAsBlock(ctx, kind, rec, withKids) {
  const kids = withKids || parentsWithChildren(ctx);
  if (kind === 'page') {
    const b = blockShell(rec, kids.has(rec.id), 'child_page');
    b.child_page = { title: pageTitle(ctx, rec) };
    return b;
  }
  if (kind === 'database') {
    const b = blockShell(rec, false, 'child_database');
    b.child_database = { title: plainText(ctx, rec.title) };
    return b;
  }
  const b = blockShell(rec, kids.has(rec.id), rec.type);
  b[rec.type] = renderContent(ctx, rec.type, rec[rec.type] || {});
  return b;
}

export function renderComment(ctx, c) {
  return {
    object: 'comment',
    id: c.id,
    parent: c.parent,
    discussion_id: c.discussion_id,
    created_time: c.created_time,
    last_edited_time: c.last_edited_time,
    created_by: partialUser(c.created_by),
    rich_text: renderRichText(ctx, c.rich_text),
  };
}

/** A paginated list body: `{ object: 'list', results, next_cursor, has_more, type, [type]: {} }`. */
export function listBody(results, nextCursor, type) {
  return { object: 'list', results, next_cursor: nextCursor, has_more: nextCursor !== null, type, [type]: {} };
}
