// Small formatting helpers: RFC 2822 dates, header lookup, the server's address check, POSIX
// paths (the server runs `path.join` on the machine it lives on) and content types by extension
// (what nodemailer puts on an attachment part).

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n) => String(n).padStart(2, '0');

/** `Thu, 1 Jan 2026 01:03:00 -0800`: the Date header Gmail writes on mail sent from the account. */
export function rfc2822(ms, offsetMinutes) {
  const d = new Date(ms + offsetMinutes * 60000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** First header with this name, case-insensitively (how read_email looks them up). */
export function headerCI(message, name) {
  const lower = name.toLowerCase();
  const h = (message.headers || []).find((x) => x.name.toLowerCase() === lower);
  return h ? h.value : undefined;
}

/** First header with exactly this name (how search_emails looks them up). */
export function headerExact(message, name) {
  const h = (message.headers || []).find((x) => x.name === name);
  return h ? h.value : undefined;
}

/** The server's own check on every `to` address (utl.ts validateEmail). */
export function validateEmail(email) {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** Bare addresses out of a header value like `Ann <a@x.example>, b@y.example`. */
export function addresses(value) {
  if (!value) return [];
  const out = [];
  for (const part of splitAddressList(value)) {
    const m = /<([^>]+)>/.exec(part);
    const addr = (m ? m[1] : part).trim().toLowerCase();
    if (addr) out.push(addr);
  }
  return out;
}

function splitAddressList(value) {
  const parts = [];
  let cur = '';
  let quoted = false;
  let angle = false;
  for (const ch of value) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === '<') angle = true;
    if (!quoted && ch === '>') angle = false;
    if (ch === ',' && !quoted && !angle) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  parts.push(cur);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Plain text of an HTML body, for search. */
export function htmlToText(html) {
  return String(html)
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

// ---------------------------------------------------------------------------------------------
// POSIX paths, as Node's path.posix does them.

export function normalizePath(p) {
  if (p === '') return '.';
  const abs = p.startsWith('/');
  const trailing = p.endsWith('/');
  const out = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length && out[out.length - 1] !== '..') out.pop();
      else if (!abs) out.push('..');
    } else out.push(seg);
  }
  let s = out.join('/');
  if (abs) s = '/' + s;
  if (!s) return abs ? '/' : '.';
  return trailing ? s + '/' : s;
}

export function joinPath(...parts) {
  const kept = parts.filter((p) => p !== '');
  return kept.length ? normalizePath(kept.join('/')) : '.';
}

/** An absolute path: relative ones resolve against the server's working directory. */
export function resolvePath(cwd, p) {
  const joined = p.startsWith('/') ? normalizePath(p) : joinPath(cwd, p);
  return joined.length > 1 && joined.endsWith('/') ? joined.slice(0, -1) : joined;
}

export function basename(p) {
  const trimmed = p.replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

const TYPES = {
  pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif',
  svg: 'image/svg+xml', txt: 'text/plain', md: 'text/markdown', csv: 'text/csv', html: 'text/html',
  json: 'application/json', zip: 'application/zip', ics: 'text/calendar',
  doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ipynb: 'application/x-ipynb+json', py: 'text/x-python', yaml: 'text/yaml', yml: 'text/yaml',
  mp4: 'video/mp4', mov: 'video/quicktime', key: 'application/vnd.apple.keynote',
};

export function mimeTypeFor(filename) {
  const dot = filename.lastIndexOf('.');
  const ext = dot >= 0 ? filename.slice(dot + 1).toLowerCase() : '';
  return TYPES[ext] || 'application/octet-stream';
}
