// The cloud documents of a persona's Lark context: folders, Bases (tables, fields, views,
// records), upgraded documents and wiki spaces, built from authored content. Used by
// <persona>.build.mjs after the people and chats exist (documents name people by roster key and
// can be shared with chats by chat key).
//
// Fields and documents are made with the kernels' own helpers (kernels/lark/lib/bitable.js
// buildField, kernels/lark/lib/docx.js markdownToBlocks), so a snapshot holds exactly the shapes
// the tools write. Ids come from a generator of their own, so adding documents never moves the
// ids of the people, calendars and chats built before them.
//
// Authored content (see li-ming.docs.mjs):
//   FOLDERS   [{ key, name, owner, created, members? }]
//   BASES     [{ key, name, owner, created, edited, legacy?, folder?, members?, link_share?, tables }]
//     table   { name, by?, created?, fields: [[name, uiType, extra?]], views?: [{ name, filter?, sort?, hidden? }],
//               records: [[cell, …]] }   cells by position; Link cells name target records by their index text
//   DOCUMENTS [{ key, title, owner, created, edited, legacy?, folder?, members?, link_share?, deleted?, body }]
//             body is Markdown; `@{key}` mentions a person
//   WIKI      [{ key, name, description, members, nodes: [{ doc | base, parent?, by?, created? }] }]
//   members   { <person key> | bot | chat:<chat key> | dept:<team>: 'view' | 'edit' | 'full_access' }

import { expandIdTemplate } from '../../runtime/context/ids.js';
import { buildField, FIELD_TYPES } from '../../kernels/lark/lib/bitable.js';
import { markdownToBlocks } from '../../kernels/lark/lib/docx.js';
import { localSec } from './tree-build.mjs';
import { sfc32 } from '../../runtime/context/ids.js';

// ui_type → field type number.
const TYPE_OF = Object.fromEntries(Object.entries(FIELD_TYPES).map(([n, ui]) => [ui, Number(n)]));
Object.assign(TYPE_OF, { Barcode: 1, Progress: 2, Currency: 2, Rating: 2 });

const DAY_MS = 86400000;

/**
 * @param {object} spec { seed, content, contentFile, settings (tree.cloud), utcOffsetHours,
 *   who(key) → user, app, chatByKey, deptByTeam }
 */
export function buildCloud(spec) {
  const { FOLDERS = [], BASES = [], DOCUMENTS = [], WIKI = [] } = spec.content;
  const where = spec.contentFile;
  const rand = sfc32(spec.seed, 0);
  for (let i = 0; i < 32; i += 1) rand();
  const ctx = { id: (template) => expandIdTemplate(template, rand, 0) };
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const token = (legacy, prefix) => ctx.id(legacy ? `${prefix}{mixed:22}` : '{ALPHA:1}{mixed:26}');
  const sec = (text) => localSec(text.length === 10 ? `${text} 09:00` : text, spec.utcOffsetHours, where);
  const openId = (key) => (key === 'bot' ? spec.app.open_id : spec.who(key).open_id);

  function members(def, what) {
    const out = {};
    for (const [key, perm] of Object.entries(def || {})) {
      if (!['view', 'edit', 'full_access'].includes(perm)) throw new Error(`${where}: ${what}: bad role "${perm}" for ${key}`);
      if (key.startsWith('chat:')) {
        const id = spec.chatByKey[key.slice(5)];
        if (!id) throw new Error(`${where}: ${what}: unknown chat "${key}"`);
        out[id] = { member_id: id, member_type: 'openchat', perm, type: 'chat' };
      } else if (key.startsWith('dept:')) {
        const id = spec.deptByTeam[key.slice(5)];
        if (!id) throw new Error(`${where}: ${what}: unknown department "${key}"`);
        out[id] = { member_id: id, member_type: 'opendepartmentid', perm, type: 'department' };
      } else {
        const id = openId(key);
        out[id] = { member_id: id, member_type: 'openid', perm, type: 'user' };
      }
    }
    return out;
  }

  // -------------------------------------------------------------------------------------------
  // Folders.
  const folders = {};
  const folderByKey = {};
  for (const f of FOLDERS) {
    const id = token(f.legacy !== false, 'fldcn');
    folders[id] = { folder_token: id, name: f.name, owner_open_id: openId(f.owner), parent_token: '', create_time: String(sec(f.created)), members: members(f.members, `folder ${f.key}`) };
    folderByKey[f.key] = id;
  }
  const folderOf = (key, what) => {
    if (!key) return '';
    if (!folderByKey[key]) throw new Error(`${where}: ${what}: unknown folder "${key}"`);
    return folderByKey[key];
  };

  // -------------------------------------------------------------------------------------------
  // Bases.
  const bases = {};
  const baseByKey = {};
  for (const b of BASES) {
    const what = `base ${b.key}`;
    const appToken = token(b.legacy, 'bascn');
    const created = sec(b.created);
    const base = {
      app_token: appToken,
      name: b.name,
      owner_open_id: openId(b.owner),
      creator_open_id: openId(b.owner),
      folder_token: folderOf(b.folder, what),
      time_zone: spec.settings.time_zone,
      revision: int(20, 400),
      create_time: String(created),
      edit_time: String(sec(b.edited || b.created)),
      members: members(b.members, what),
    };
    if (b.link_share) base.link_share = b.link_share;
    base.tables = {};
    const tablesByName = {};
    const pending = []; // link cells resolved once every table has its records
    for (const t of b.tables) {
      const tWhat = `${what}, table "${t.name}"`;
      const tableId = ctx.id('tbl{mixed:13}');
      const table = { table_id: tableId, name: t.name, revision: int(5, 200), create_time: String(sec(t.created || b.created)), field_order: [], view_order: [], fields: {}, views: {}, records: {} };
      for (const [name, ui, extra] of t.fields) {
        if (!TYPE_OF[ui]) throw new Error(`${where}: ${tWhat}: unknown field type "${ui}"`);
        const def = { field_name: name, type: TYPE_OF[ui], ui_type: ui };
        if (ui === 'SingleSelect' || ui === 'MultiSelect') def.property = { options: (extra || []).map((o) => ({ name: o })) };
        else if (ui === 'SingleLink' || ui === 'DuplexLink') {
          const target = tablesByName[extra && extra.table];
          if (!target) throw new Error(`${where}: ${tWhat}: link "${name}" to unknown or later table "${extra && extra.table}"`);
          def.property = { table_id: target.table_id, back_field_name: extra.back };
        } else if (extra && typeof extra === 'object') def.property = extra;
        const built = buildField(ctx, def, { locale: spec.settings.locale, tableName: t.name, linkTarget: (id) => Object.values(base.tables).find((x) => x.table_id === id) || null });
        if (built.error) throw new Error(`${where}: ${tWhat}: field "${name}" rejected (${built.error.msg})`);
        const field = built.field;
        if (table.field_order.length === 0) field.is_primary = true;
        table.fields[field.field_id] = field;
        table.field_order.push(field.field_id);
        if (built.backLink) {
          const target = base.tables[built.backLink.tableId];
          const back = { field_id: ctx.id('fld{mixed:7}'), field_name: built.backLink.name, type: 21, ui_type: 'DuplexLink', is_primary: false, property: { table_id: tableId, table_name: t.name, back_field_id: field.field_id, back_field_name: name, multiple: true } };
          field.property.back_field_id = back.field_id;
          field.property.back_field_name = back.field_name;
          target.fields[back.field_id] = back;
          target.field_order.push(back.field_id);
        }
      }
      const fieldNamed = (name) => Object.values(table.fields).find((f) => f.field_name === name);
      const views = t.views && t.views.length ? t.views : [{ name: spec.settings.locale === 'zh_cn' ? '表格' : 'Grid View' }];
      for (const v of views) {
        const viewId = ctx.id('vew{mixed:7}');
        const view = { view_id: viewId, view_name: v.name, view_type: 'grid' };
        if (v.hidden) view.hidden_fields = v.hidden.map((n) => fieldNamed(n).field_id);
        if (v.filter) view.filter = v.filter;
        if (v.sort) view.sort = v.sort;
        table.views[viewId] = view;
        table.view_order.push(viewId);
      }
      // Records: created over the days after the table, edited a little later.
      const by = openId(t.by || b.owner);
      let at = sec(t.created || b.created) * 1000;
      const ordered = table.field_order.map((id) => table.fields[id]);
      let serial = 1;
      for (const row of t.records) {
        if (row.length > ordered.length) throw new Error(`${where}: ${tWhat}: record "${row[0]}" has more cells than fields`);
        at += int(20, 600) * 60000;
        const recordId = ctx.id('rec{mixed:10}');
        const cells = {};
        ordered.forEach((f, i) => {
          const v = row[i];
          if (f.type === 1005) cells[f.field_name] = serial;
          if (v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0)) return;
          if (f.type === 18 || f.type === 21) pending.push({ table, recordId, field: f, names: [].concat(v) });
          else cells[f.field_name] = cellValue(f, v, `${tWhat}, record "${row[0]}"`);
        });
        const edited = at + int(0, 5) * DAY_MS / 4;
        table.records[recordId] = { record_id: recordId, fields: cells, created_by: by, created_time: at, last_modified_by: by, last_modified_time: edited };
        serial += 1;
      }
      if (ordered.some((f) => f.type === 1005)) table.next_serial = serial;
      base.tables[tableId] = table;
      tablesByName[t.name] = table;
    }
    for (const p of pending) {
      const target = base.tables[p.field.property.table_id];
      const primary = target.fields[target.field_order[0]].field_name;
      const ids = p.names.map((n) => {
        const rec = Object.values(target.records).find((r) => r.fields[primary] === n);
        if (!rec) throw new Error(`${where}: ${what}: link to unknown record "${n}" of "${target.name}"`);
        return rec.record_id;
      });
      p.table.records[p.recordId].fields[p.field.field_name] = ids;
      if (p.field.type === 21) {
        const back = target.fields[p.field.property.back_field_id];
        for (const id of ids) {
          const r = target.records[id];
          r.fields[back.field_name] = (r.fields[back.field_name] || []).concat([p.recordId]);
        }
      }
    }
    bases[appToken] = base;
    baseByKey[b.key] = appToken;
  }

  /** An authored cell in its stored shape. */
  function cellValue(field, v, what) {
    switch (field.type) {
      case 1: case 13: case 22: return String(v);
      case 2: if (typeof v !== 'number') throw new Error(`${where}: ${what}: "${field.field_name}" needs a number`); return v;
      case 3: return String(v);
      case 4: return [].concat(v);
      case 5: return sec(v) * 1000;
      case 7: return v === true;
      case 11: return [].concat(v).map(openId);
      case 15: return Array.isArray(v) ? { link: v[1], text: v[0] } : { link: v, text: v };
      case 23: return [].concat(v).map((k) => spec.chatByKey[k]);
      default: throw new Error(`${where}: ${what}: "${field.field_name}" (${field.ui_type}) cannot be authored`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Documents.
  const documents = {};
  const docByKey = {};
  for (const d of DOCUMENTS) {
    const what = `document ${d.key}`;
    const id = token(d.legacy, 'doxcn');
    const body = d.body.replace(/@\{(\w+)\}/g, (whole, key) => `@[${openId(key)}]`);
    const doc = {
      document_id: id,
      title: d.title,
      owner_open_id: openId(d.owner),
      creator_open_id: openId(d.owner),
      folder_token: folderOf(d.folder, what),
      create_time: String(sec(d.created)),
      edit_time: String(sec(d.edited || d.created)),
      revision_id: int(8, 260),
      members: members(d.members, what),
    };
    if (d.link_share) doc.link_share = d.link_share;
    if (d.deleted) doc.deleted = true;
    doc.blocks = markdownToBlocks(body);
    documents[id] = doc;
    docByKey[d.key] = id;
  }

  // -------------------------------------------------------------------------------------------
  // Wiki spaces.
  const wikiSpaces = {};
  for (const w of WIKI) {
    const what = `wiki ${w.key}`;
    const spaceId = ctx.id('7{digits:18}');
    const space = { space_id: spaceId, name: w.name, description: w.description || '', space_type: 'team', visibility: 'private', members: members(w.members, what), nodes: {} };
    const nodeOf = {};
    const siblings = {};
    for (const n of w.nodes) {
      const objKey = n.doc || n.base;
      const objToken = n.doc ? docByKey[n.doc] : baseByKey[n.base];
      if (!objToken) throw new Error(`${where}: ${what}: node for unknown ${n.doc ? 'document' : 'base'} "${objKey}"`);
      const parent = n.parent ? nodeOf[n.parent] : '';
      if (n.parent && !parent) throw new Error(`${where}: ${what}: node "${objKey}" under unknown or later node "${n.parent}"`);
      const obj = n.doc ? documents[objToken] : bases[objToken];
      const nodeToken = token(w.legacy, 'wikcn');
      siblings[parent] = (siblings[parent] || 0) + 1;
      space.nodes[nodeToken] = {
        node_token: nodeToken,
        obj_token: objToken,
        obj_type: n.doc ? 'docx' : 'bitable',
        parent_node_token: parent,
        node_type: 'origin',
        node_creator: n.by ? openId(n.by) : obj.owner_open_id,
        node_create_time: n.created ? String(sec(n.created)) : obj.create_time,
        sort_id: siblings[parent],
      };
      nodeOf[objKey] = nodeToken;
    }
    wikiSpaces[spaceId] = space;
  }

  return { cloud: spec.settings, folders, bases, documents, wiki_spaces: wikiSpaces };
}
