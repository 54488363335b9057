// Builds the Gmail snapshots (snapshots/gmail/<persona>.json) for both personas from the shared
// rosters (snapshots/personas/) and the authored content (<persona>.content.mjs).
//
//   node snapshots/gmail/build.mjs [output-directory]
//
// Deterministic: every id, second and jitter comes from one seeded generator per persona,
// consumed in a fixed order; nothing reads the clock, the environment or Math.random.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { sfc32 } from '../../runtime/context/ids.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;

const PERSONAS = [
  { persona: 'emma-clark', seed: [0x474d4c01, 0x656d6d61, 0x636c6172, 20260101] },
  { persona: 'li-ming', seed: [0x474d4c02, 0x6c696d69, 0x6e670003, 20260101] },
];

const DEFAULT_SCOPES = ['https://www.googleapis.com/auth/gmail.modify', 'https://www.googleapis.com/auth/gmail.settings.basic'];

// labels.list order of a Gmail account's system labels.
const SYSTEM_LABELS = ['CHAT', 'SENT', 'INBOX', 'IMPORTANT', 'TRASH', 'DRAFT', 'SPAM', 'CATEGORY_FORUMS', 'CATEGORY_UPDATES', 'CATEGORY_PERSONAL', 'CATEGORY_PROMOTIONS', 'CATEGORY_SOCIAL', 'STARRED', 'UNREAD'];
const CATEGORY = { personal: 'CATEGORY_PERSONAL', social: 'CATEGORY_SOCIAL', promotions: 'CATEGORY_PROMOTIONS', updates: 'CATEGORY_UPDATES', forums: 'CATEGORY_FORUMS' };

// ---------------------------------------------------------------------------------------------
// Seeded randomness (sfc32).


function tools(rand) {
  const chars = (alphabet, n) => {
    let s = '';
    for (let i = 0; i < n; i += 1) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  return {
    chars,
    int,
    pick: (xs) => xs[Math.floor(rand() * xs.length)],
    hex: (n) => chars('0123456789abcdef', n),
    mixed: (n) => chars('0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', n),
    digits: (n) => chars('123456789', 1) + chars('0123456789', n - 1),
  };
}

// ---------------------------------------------------------------------------------------------
// Time. Content is written as 'MM-DD HH:MM' in the persona's local time; Jul-Dec is 2025.

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n) => String(n).padStart(2, '0');

function localToUtcMs(stamp, offsetMinutes) {
  const m = /^(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(stamp);
  if (!m) throw new Error(`gmail content: bad time "${stamp}" (want MM-DD HH:MM)`);
  const month = Number(m[1]);
  const year = month >= 7 ? 2025 : 2026;
  return Date.UTC(year, month - 1, Number(m[2]), Number(m[3]), Number(m[4])) - offsetMinutes * 60000;
}

/** RFC 2822 date in one of the styles mail clients and services write. */
function dateHeader(ms, offsetMinutes, style) {
  const shown = style === 'utc' ? 0 : offsetMinutes;
  const d = new Date(ms + shown * 60000);
  const day = style === 'gmail' ? String(d.getUTCDate()) : pad(d.getUTCDate());
  const sign = shown < 0 ? '-' : '+';
  const abs = Math.abs(shown);
  const zone = `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
  const base = `${DAYS[d.getUTCDay()]}, ${day} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${zone}`;
  return style === 'utc' ? `${base} (UTC)` : base;
}

// Mail received after this instant and still in the inbox is unread in the snapshot.
const RECENT_MS = Date.UTC(2025, 11, 29, 8, 0);

const CITY_OFFSET = { 'San Francisco': -480, Seattle: -480, 'New York': -300, Remote: -420, Shanghai: 480, Hangzhou: 480, Beijing: 480, Shenzhen: 480, Singapore: 480 };

const MIME = {
  pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', md: 'text/markdown', txt: 'text/plain', csv: 'text/csv',
  ics: 'text/calendar', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', key: 'application/vnd.apple.keynote',
};
const mimeOf = (name) => MIME[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] || 'application/octet-stream';

// ---------------------------------------------------------------------------------------------

async function build({ persona, seed }) {
  const roster = JSON.parse(readFileSync(join(here, '..', 'personas', `${persona}.json`), 'utf8'));
  const content = await import(`./${persona}.content.mjs`);
  const t = tools(sfc32(seed, 32));
  const acct = content.ACCOUNT;
  const myEmail = acct.email || roster.owner.email;
  const offset = acct.utcOffsetMinutes;

  const people = new Map(roster.people.map((p) => [p.key, p]));
  people.set('me', { ...roster.owner, email: myEmail });
  const party = (key) => {
    if (people.has(key)) {
      const p = people.get(key);
      return { name: p.name, email: p.email, style: 'gmail', offset: CITY_OFFSET[p.city] ?? offset, person: true };
    }
    if (content.LISTS[key]) return { name: content.LISTS[key].name, email: content.LISTS[key].email, style: 'gmail', offset };
    if (content.SENDERS[key]) {
      const s = content.SENDERS[key];
      return { name: s.name, email: s.email, style: s.style, offset, category: s.category, list: s.list };
    }
    if (key.includes('@')) return { name: '', email: key, style: 'plain', offset };
    throw new Error(`gmail content (${persona}): unknown sender/recipient "${key}"`);
  };
  const address = (key) => {
    const p = party(key);
    if (!p.name) return p.email;
    return /[",.]/.test(p.name) ? `"${p.name}" <${p.email}>` : `${p.name} <${p.email}>`;
  };

  // Labels: system, then the user's, with Gmail-shaped ids.
  const labels = {};
  for (const id of SYSTEM_LABELS) labels[id] = { id, name: id, type: 'system' };
  const labelIdByKey = {};
  for (const l of content.USER_LABELS) {
    const id = `Label_${t.digits(19)}`;
    labelIdByKey[l.key] = id;
    const [messageListVisibility, labelListVisibility] = l.visibility || ['show', 'labelShow'];
    labels[id] = { id, name: l.name, type: 'user', messageListVisibility, labelListVisibility };
  }
  const labelId = (key) => {
    if (!labelIdByKey[key]) throw new Error(`gmail content (${persona}): unknown label key "${key}"`);
    return labelIdByKey[key];
  };

  const helpers = {
    int: t.int,
    pick: t.pick,
    hex: t.hex,
    fixed: (x, digits) => x.toFixed(digits),
    name: (key) => party(key).name,
    days(from, to) {
      const out = [];
      for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86400000) out.push(new Date(ms).toISOString().slice(0, 10));
      return out;
    },
    weekday: (day) => new Date(`${day}T00:00:00Z`).getUTCDay(),
    dayLabel: (day) => {
      const d = new Date(`${day}T00:00:00Z`);
      return `${DAY_NAMES[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
    },
    local: (day, hhmm) => `${day.slice(5)} ${hhmm}`,
  };
  const threads = content.THREADS.concat(content.generated(helpers));

  const messages = [];
  const drafts = {};
  const usedIds = new Set();
  for (const thread of threads) {
    let threadId = null;
    const chain = [];
    thread.messages.forEach((raw, i) => {
      const [when, fromKey, toKeys, ccKeys, body, opts = {}] = raw;
      const from = party(fromKey);
      const fromMe = fromKey === 'me';
      const sentMs = localToUtcMs(when, offset) + t.int(0, 59) * 1000;
      const internalMs = fromMe ? sentMs : sentMs + t.int(1, 6) * 1000;
      let id;
      do id = internalMs.toString(16).padStart(11, '0') + t.hex(5); while (usedIds.has(id));
      usedIds.add(id);
      if (!threadId) threadId = id;
      const messageIdHeader = from.person || fromMe
        ? `<CA${t.mixed(42)}@mail.gmail.com>`
        : `<${t.hex(16)}.${t.digits(8)}@${from.email.split('@')[1]}>`;
      const subject = i === 0 || thread.keepSubject ? thread.subject : `Re: ${thread.subject}`;
      const headers = [
        { name: 'MIME-Version', value: '1.0' },
        { name: 'Date', value: dateHeader(sentMs, fromMe ? offset : from.offset, fromMe ? 'gmail' : from.style) },
        { name: 'Message-ID', value: messageIdHeader },
        { name: 'Subject', value: subject },
        { name: 'From', value: address(fromKey) },
        { name: 'To', value: toKeys.map(address).join(', ') },
      ];
      if (ccKeys.length) headers.push({ name: 'Cc', value: ccKeys.map(address).join(', ') });
      if (chain.length) {
        headers.push({ name: 'In-Reply-To', value: chain[chain.length - 1] });
        headers.push({ name: 'References', value: chain.join(' ') });
      }
      if (from.list) {
        headers.push({ name: 'List-Id', value: from.list });
        headers.push({ name: 'List-Unsubscribe', value: `<https://${from.email.split('@')[1]}/unsubscribe/${t.hex(24)}>` });
      }
      chain.push(messageIdHeader);

      const attachments = {};
      let size = 1400 + body.length * 2;
      for (const [filename, bytes] of opts.attach || []) {
        const attachmentId = 'ANGjdJ' + t.mixed(74);
        attachments[attachmentId] = { attachmentId, filename, mimeType: mimeOf(filename), size: bytes };
        size += Math.ceil(bytes * 4 / 3) + 300;
      }
      const isHtml = Boolean(opts.html);
      const hasAttachments = Object.keys(attachments).length > 0;
      const mimeType = hasAttachments ? 'multipart/mixed' : isHtml ? 'text/html' : 'text/plain';
      headers.push({ name: 'Content-Type', value: mimeType.startsWith('multipart/') ? `${mimeType}; boundary="000000000000${t.hex(16)}"` : `${mimeType}; charset="UTF-8"` });

      // Labels.
      const labelIds = [];
      const last = i === thread.messages.length - 1;
      if (thread.draft) labelIds.push('DRAFT');
      else if (fromMe) labelIds.push('SENT');
      else {
        // Unread: what the content says, else the last message of a flagged thread, else anything
        // still in the inbox that arrived in the last few days before the snapshot.
        const recentInInbox = !thread.archived && !thread.spam && !thread.trash && internalMs >= RECENT_MS;
        const unread = opts.unread === true || (opts.unread !== false && ((last && thread.unreadIf === true) || recentInInbox));
        if (unread) labelIds.push('UNREAD');
        if (thread.important) labelIds.push('IMPORTANT');
        const category = thread.category || from.category || 'personal';
        labelIds.push(CATEGORY[category] || 'CATEGORY_PERSONAL');
        if (thread.spam) labelIds.push('SPAM');
        else if (thread.trash) labelIds.push('TRASH');
        else if (!thread.archived) labelIds.push('INBOX');
      }
      if (thread.starred && last) labelIds.push('STARRED');
      if (fromMe && thread.trash) labelIds.push('TRASH');
      for (const key of thread.labels || []) labelIds.push(labelId(key));

      const message = {
        id,
        threadId: thread.draft ? id : threadId,
        labelIds,
        internalDate: String(internalMs),
        sizeEstimate: size,
        mimeType,
        headers,
        body: isHtml ? { html: body } : { text: body },
        attachments,
      };
      messages.push(message);
      if (thread.draft) {
        const draftId = 'r' + (t.int(0, 1) ? '-' : '') + t.digits(19);
        drafts[draftId] = { id: draftId, messageId: id };
      }
    });
  }
  messages.sort((a, b) => Number(a.internalDate) - Number(b.internalDate) || (a.id < b.id ? -1 : 1));
  const messageMap = {};
  for (const m of messages) messageMap[m.id] = m;

  const filters = {};
  for (const f of content.FILTERS) {
    const id = 'ANe1Bm' + t.mixed(36);
    const action = {};
    if (f.action.addLabels) action.addLabelIds = f.action.addLabels.map(labelId);
    if (f.action.removeLabelIds) action.removeLabelIds = f.action.removeLabelIds;
    filters[id] = { id, criteria: f.criteria, action };
  }

  const localFiles = {};
  for (const [rel, size] of content.LOCAL_FILES) {
    const path = `${acct.cwd}/${rel}`;
    localFiles[path] = { path, size, mimeType: mimeOf(rel) };
  }

  const tree = {
    account: {
      emailAddress: myEmail,
      displayName: acct.displayName,
      utcOffsetMinutes: offset,
      grantedScopes: DEFAULT_SCOPES,
      forwardingAddresses: acct.forwardingAddresses,
    },
    host: { cwd: acct.cwd },
    labels,
    messages: messageMap,
    drafts,
    filters,
    localFiles,
  };
  const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'gmail', persona, tree };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, `${persona}.json`), JSON.stringify(snapshot, null, 2) + '\n');
  return messages.length;
}

for (const p of PERSONAS) {
  const n = await build(p);
  process.stderr.write(`gmail/${p.persona}: ${n} messages\n`);
}
