// Turns an authored workspace spec into the Notion context tree the kernels read
// (kernels/notion/lib/store.js describes it). Everything random — IDs, minutes, avatars — comes
// from one seeded generator consumed in a fixed order, so a spec always builds the same bytes.
//
// Page bodies are written in a small markup, one block per line:
//   # / ## / ###  headings        - bullet        1. numbered       [ ] / [x] to-do
//   > quote        ! callout      --- divider     ```lang … ``` code   (text) paragraph
//   two leading spaces nest a line under the block above it.
// Inline: **bold**, *italic*, `code`, [label](https://…), @p07 (a user mention by roster key),
//   {{date:2026-01-16}} (a date mention).

export function rng(seedText) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  let a = h; let b = h ^ 0x9e3779b9; let c = 0x85ebca6b; let d = 0xc2b2ae35;
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 32; i += 1) next();
  return next;
}

export function makeTools(rand) {
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i += 1) s += '0123456789abcdef'[Math.floor(rand() * 16)]; return s; };
  const uuid = () => {
    const h = hex(32).split('');
    h[12] = '4';
    h[16] = '89ab'[Math.floor(rand() * 4)];
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (list) => list[Math.floor(rand() * list.length)];
  return { hex, uuid, int, pick };
}

const PROP_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789:;<=>?@[]^_`{|}~';

/** `2025-12-03 14:20` (UTC) or `2025-12-03` to the minute-rounded ISO Notion stores. */
export function iso(text) {
  const t = text.length === 10 ? `${text}T00:00` : text.replace(' ', 'T');
  return new Date(`${t}:00.000Z`).toISOString();
}

function inline(text, users, dates) {
  const runs = [];
  const re = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((https?:\/\/[^)\s]+)\)|@(p\d\d|x\d|me)\b|\{\{date:(\d{4}-\d{2}-\d{2})\}\}/g;
  let last = 0;
  let m;
  const plain = (s) => { if (s) runs.push({ type: 'text', text: { content: s } }); };
  while ((m = re.exec(text)) !== null) {
    plain(text.slice(last, m.index));
    if (m[1]) runs.push({ type: 'text', text: { content: m[1] }, annotations: { bold: true } });
    else if (m[2]) runs.push({ type: 'text', text: { content: m[2] }, annotations: { italic: true } });
    else if (m[3]) runs.push({ type: 'text', text: { content: m[3] }, annotations: { code: true } });
    else if (m[4]) runs.push({ type: 'text', text: { content: m[4], link: { url: m[5] } } });
    else if (m[6]) {
      if (!users[m[6]]) throw new Error(`unknown user key @${m[6]} in: ${text}`);
      runs.push({ type: 'mention', mention: { type: 'user', user: { id: users[m[6]] } } });
    } else if (m[7]) {
      dates.push(m[7]);
      runs.push({ type: 'mention', mention: { type: 'date', date: { start: m[7] } } });
    }
    last = re.lastIndex;
  }
  plain(text.slice(last));
  return runs;
}

/** Parse markup into `[{ type, content, children }]`. */
export function parseMarkup(markup, users) {
  const out = [];
  const lines = markup.replace(/^\n+|\s+$/g, '').split('\n');
  let lastTop = null;
  for (let i = 0; i < lines.length; i += 1) {
    let line = lines[i];
    if (!line.trim()) continue;
    const nested = line.startsWith('  ') && lastTop;
    line = nested ? line.slice(2) : line;
    let node;
    const rt = (s) => inline(s, users, []);
    if (line.startsWith('```')) {
      const lang = line.slice(3).trim() || 'plain text';
      const body = [];
      i += 1;
      while (i < lines.length && !lines[i].startsWith('```')) { body.push(lines[i]); i += 1; }
      node = { type: 'code', content: { rich_text: [{ type: 'text', text: { content: body.join('\n') } }], language: lang } };
    } else if (line.startsWith('### ')) node = { type: 'heading_3', content: { rich_text: rt(line.slice(4)) } };
    else if (line.startsWith('## ')) node = { type: 'heading_2', content: { rich_text: rt(line.slice(3)) } };
    else if (line.startsWith('# ')) node = { type: 'heading_1', content: { rich_text: rt(line.slice(2)) } };
    else if (line.startsWith('- ')) node = { type: 'bulleted_list_item', content: { rich_text: rt(line.slice(2)) } };
    else if (/^\d+\. /.test(line)) node = { type: 'numbered_list_item', content: { rich_text: rt(line.replace(/^\d+\. /, '')) } };
    else if (line.startsWith('[ ] ')) node = { type: 'to_do', content: { rich_text: rt(line.slice(4)) } };
    else if (line.startsWith('[x] ')) node = { type: 'to_do', content: { rich_text: rt(line.slice(4)), checked: true } };
    else if (line.startsWith('> ')) node = { type: 'quote', content: { rich_text: rt(line.slice(2)) } };
    else if (line.startsWith('! ')) {
      const [emoji, ...rest] = line.slice(2).split(' ');
      node = { type: 'callout', content: { rich_text: rt(rest.join(' ')), icon: { type: 'emoji', emoji } } };
    } else if (line === '---') node = { type: 'divider', content: {} };
    else if (line.startsWith('>> ')) node = { type: 'toggle', content: { rich_text: rt(line.slice(3)) } };
    else node = { type: 'paragraph', content: { rich_text: rt(line) } };
    node.children = [];
    if (nested) lastTop.children.push(node);
    else { out.push(node); lastTop = node; }
  }
  return out;
}

/** Rich text runs of a plain string (with inline markup). */
export function runs(text, users) {
  return inline(text, users, []);
}

/**
 * Build the tree. `spec`: { workspace, me, bot, otherBots, members (roster people keys),
 * roster, pages: [...], databases: [...], rows: [...], comments: [...], shared: [page keys] }.
 */
export function buildWorkspace(spec) {
  const rand = rng(`notion/${spec.persona}`);
  const { uuid, int } = makeTools(rand);
  const users = {};
  const userIds = {};
  const roster = spec.roster;
  const people = [Object.assign({ key: 'me' }, roster.owner)].concat(roster.people.filter((p) => spec.members.includes(p.key)));
  for (const p of people) {
    const id = uuid();
    userIds[p.key] = id;
    const avatar = rand() < 0.7 ? `https://s3-us-west-2.amazonaws.com/public.notion-static.com/${uuid()}/${p.first_name.toLowerCase()}.png` : null;
    users[id] = { id, name: p.name, avatar_url: avatar, type: 'person', person: { email: p.email } };
  }
  const botId = uuid();
  users[botId] = { id: botId, name: spec.bot, avatar_url: null, type: 'bot' };
  for (const name of spec.otherBots || []) {
    const id = uuid();
    users[id] = { id, name, avatar_url: null, type: 'bot' };
  }
  const who = (key) => {
    if (!userIds[key]) throw new Error(`${spec.persona}: ${key} is not a workspace member`);
    return userIds[key];
  };
  const latest = iso(spec.latest);
  const stamp = (date) => {
    // Authored dates are local working days; spread edits over office hours (UTC hours given
    // per workspace) so timestamps look organic but stay deterministic, and never after the
    // moment the snapshot is taken.
    const [h0, h1] = spec.workHoursUtc;
    const hour = h0 + int(0, h1 - h0);
    const t = iso(`${date.slice(0, 10)} ${String(hour).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}`);
    return t > latest ? latest : t;
  };
  const after = (a, b) => (b < a ? a : b);
  const tree = {
    workspace: { name: spec.workspace, id: uuid() },
    bot_id: botId,
    users,
    connections: {},
    pages: {},
    databases: {},
    blocks: {},
    comments: {},
  };
  const pageIds = {};
  const dbIds = {};
  const positions = {};
  const nextPos = (parentId) => { positions[parentId] = (positions[parentId] || 0) + 1; return positions[parentId]; };

  function addBlocks(nodes, parentRef, created, author) {
    for (const n of nodes) {
      const id = uuid();
      const parentId = parentRef.page_id || parentRef.block_id;
      tree.blocks[id] = {
        id, parent: parentRef, type: n.type, [n.type]: n.content, archived: false,
        created_time: created, last_edited_time: created, created_by: author, last_edited_by: author,
        position: nextPos(parentId),
      };
      if (n.children.length) addBlocks(n.children, { type: 'block_id', block_id: id }, created, author);
    }
  }

  function titleProp(text) {
    return { title: { type: 'title', title: runs(text, userIds) } };
  }

  // Pages and databases in authored order (parents before children).
  for (const item of spec.pages) {
    const id = uuid();
    const author = who(item.by || 'me');
    const created = stamp(item.created);
    const edited = item.edited ? after(created, stamp(item.edited)) : created;
    let parent;
    if (!item.parent) parent = { type: 'workspace', workspace: true };
    else parent = { type: 'page_id', page_id: pageIds[item.parent] };
    if (item.database) {
      dbIds[item.key] = id;
      const properties = {};
      for (const [name, def] of Object.entries(item.database)) {
        const type = typeof def === 'string' ? def : def.type;
        const pid = type === 'title' ? 'title' : encodeURIComponent(Array.from({ length: 4 }, () => PROP_ID_CHARS[Math.floor(rand() * PROP_ID_CHARS.length)]).join(''));
        const entry = { id: pid, name, type, [type]: {} };
        if (type === 'select' || type === 'multi_select' || type === 'status') {
          entry[type] = { options: def.options.map(([n, color]) => ({ id: uuid(), name: n, color })) };
          if (type === 'status') entry.status.groups = def.groups.map(([gname, color, members]) => ({ id: uuid(), name: gname, color, option_ids: members.map((m) => entry.status.options.find((o) => o.name === m).id) }));
        }
        if (type === 'number') entry.number = { format: def.format || 'number' };
        if (type === 'relation') entry.relation = { database_id: null, type: 'single_property', single_property: {}, to: def.to };
        properties[name] = entry;
      }
      tree.databases[id] = {
        id, parent, title: runs(item.title, userIds), description: item.description ? runs(item.description, userIds) : [],
        is_inline: Boolean(item.inline), icon: item.icon ? { type: 'emoji', emoji: item.icon } : null, cover: null,
        properties, archived: false, created_time: created, last_edited_time: edited, created_by: author, last_edited_by: author,
        position: nextPos(parent.page_id),
      };
    } else {
      pageIds[item.key] = id;
      tree.pages[id] = {
        id, parent, icon: item.icon ? { type: 'emoji', emoji: item.icon } : null, cover: null,
        archived: Boolean(item.archived), created_time: created, last_edited_time: edited, created_by: author, last_edited_by: who(item.editedBy || item.by || 'me'),
        properties: titleProp(item.title),
      };
      if (parent.page_id) tree.pages[id].position = nextPos(parent.page_id);
      if (item.body) addBlocks(parseMarkup(item.body, userIds), { type: 'page_id', page_id: id }, created, author);
    }
  }
  // Relations point at databases by key; resolve now that every database has its ID.
  for (const db of Object.values(tree.databases)) {
    for (const p of Object.values(db.properties)) {
      if (p.type === 'relation') {
        p.relation.database_id = dbIds[p.relation.to];
        delete p.relation.to;
        p.relation = { database_id: p.relation.database_id, type: 'single_property', single_property: {} };
      }
    }
  }

  const rowIds = {};
  for (const row of spec.rows) {
    const dbId = dbIds[row.db];
    if (!dbId) throw new Error(`${spec.persona}: unknown database ${row.db}`);
    const schema = tree.databases[dbId].properties;
    const id = uuid();
    if (row.key) rowIds[row.key] = id;
    const author = who(row.by || 'me');
    const created = stamp(row.created);
    const edited = row.edited ? after(created, stamp(row.edited)) : created;
    const properties = {};
    for (const [name, value] of Object.entries(row.props)) {
      const prop = schema[name];
      if (!prop) throw new Error(`${spec.persona}: ${row.db} has no property ${name}`);
      if (value === null || value === undefined || (Array.isArray(value) && !value.length)) continue;
      let v;
      switch (prop.type) {
        case 'title': case 'rich_text': v = runs(value, userIds); break;
        case 'select': case 'status':
          if (!prop[prop.type].options.some((o) => o.name === value)) throw new Error(`${spec.persona}: ${row.db}.${name} has no option ${value}`);
          v = { name: value };
          break;
        case 'multi_select':
          for (const n of value) if (!prop.multi_select.options.some((o) => o.name === n)) throw new Error(`${spec.persona}: ${row.db}.${name} has no option ${n}`);
          v = value.map((n) => ({ name: n }));
          break;
        case 'people': v = value.map((k) => ({ id: who(k) })); break;
        case 'date': v = typeof value === 'string' ? { start: value } : value; break;
        case 'relation': v = value.map((k) => ({ id: rowIds[k] })); break;
        default: v = value;
      }
      properties[name] = { type: prop.type, [prop.type]: v };
    }
    tree.pages[id] = {
      id, parent: { type: 'database_id', database_id: dbId }, icon: row.icon ? { type: 'emoji', emoji: row.icon } : null, cover: null,
      archived: Boolean(row.archived), created_time: created, last_edited_time: edited, created_by: author, last_edited_by: who(row.editedBy || row.by || 'me'),
      properties,
    };
    if (row.body) addBlocks(parseMarkup(row.body, userIds), { type: 'page_id', page_id: id }, created, author);
  }

  for (const key of spec.shared) tree.connections[pageIds[key] || dbIds[key]] = { page_id: pageIds[key] || dbIds[key], connected_time: iso(spec.connectedAt) };

  const threads = {};
  const threadLast = {};
  for (const c of spec.comments) {
    const on = pageIds[c.on] || rowIds[c.on];
    if (!on) throw new Error(`${spec.persona}: comment on unknown page ${c.on}`);
    const thread = c.thread ? threads[c.thread] : null;
    const discussion = thread || uuid();
    if (c.thread && !thread) threads[c.thread] = discussion;
    const id = uuid();
    let when = stamp(c.date);
    if (thread && threadLast[discussion] >= when) when = new Date(Date.parse(threadLast[discussion]) + 17 * 60000).toISOString();
    threadLast[discussion] = when;
    tree.comments[id] = {
      id, parent: { type: 'page_id', page_id: on }, discussion_id: discussion, created_time: when, last_edited_time: when,
      created_by: who(c.by), rich_text: runs(c.text, userIds), resolved: Boolean(c.resolved),
    };
  }
  return { tree, pageIds, dbIds, rowIds, userIds };
}
