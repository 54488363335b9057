// Builds the 163-Email snapshots (snapshots/email163/<persona>.json) for both personas from the
// shared rosters (snapshots/personas/) and the authored mail (<persona>.content.mjs).
//
//   node snapshots/email163/build.mjs [output-directory]
//
// The tree is what TimeCyber/email-mcp sees: its process environment (`env`, as launched with a
// .env file), the host it runs on (`host`: locale, time zone, files that can be attached) and the
// mailboxes of this world (`mailboxes`, address -> INBOX by UID + the SMTP record of sent mail).
// Deterministic: one seeded generator per persona, no clock, no Math.random, no environment.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { sfc32 } from '../../runtime/context/ids.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;

const PERSONAS = [
  { persona: 'li-ming', seed: [0x31363301, 0x6c696d69, 0x6e670003, 20260101] },
  { persona: 'emma-clark', seed: [0x31363302, 0x656d6d61, 0x636c6172, 20260101] },
];


const HANZI_SURNAME = { Wang: '王', Li: '李', Zhang: '张', Liu: '刘', Chen: '陈', Yang: '杨', Zhao: '赵', Huang: '黄', Zhou: '周', Wu: '吴', Xu: '徐', Sun: '孙', Hu: '胡', Zhu: '朱', Gao: '高', Lin: '林', He: '何', Guo: '郭', Ma: '马', Luo: '罗' };
const HANZI_GIVEN = { Wei: '伟', Fang: '芳', Na: '娜', Min: '敏', Jing: '静', Lei: '磊', Jun: '军', Yang: '洋', Tao: '涛', Chao: '超', Xiu: '秀', Hao: '浩', Yan: '艳', Qiang: '强', Lin: '林', Ping: '平', Hui: '慧', Yun: '云', Jie: '杰', Xin: '欣', Bo: '波', Yu: '宇', Kai: '凯', Rui: '瑞', Ting: '婷', Shan: '珊', Mei: '梅', Dong: '东', Feng: '峰', Ming: '明' };
const zhName = (p) => `${HANZI_SURNAME[p.last_name] || ''}${HANZI_GIVEN[p.first_name] || ''}` || p.name;

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "YYYY-MM-DD HH:MM" local + seconds -> { ms, header } with an RFC 5322 Date in that zone. */
function stamp(text, seconds, utcOffset) {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
  if (!m) throw new Error(`email163 content: bad time "${text}" (want YYYY-MM-DD HH:MM)`);
  const localMs = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], seconds);
  const d = new Date(localMs);
  const p2 = (n) => String(n).padStart(2, '0');
  const sign = utcOffset >= 0 ? '+' : '-';
  const zone = `${sign}${p2(Math.abs(utcOffset))}00`;
  return {
    ms: localMs - utcOffset * 3600000,
    header: `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${zone}`,
  };
}

const CONTENT_TYPES = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip: 'application/zip', jpg: 'image/jpeg', png: 'image/png' };

function htmlOf(text) {
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const paras = text.split('\n\n').map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`).join('');
  return `<html><body><div style="font-family:Arial,sans-serif;font-size:14px">${paras}</div></body></html>`;
}

async function buildPersona({ persona, seed }) {
  const roster = JSON.parse(readFileSync(join(here, '..', 'personas', `${persona}.json`), 'utf8'));
  const content = await import(join(here, `${persona}.content.mjs`));
  const { ACCOUNT, SECONDARY, MAILS, SECONDARY_MAILS } = content;
  const rand = sfc32(seed, 32);
  const chars = (alphabet, n) => { let s = ''; for (let i = 0; i < n; i += 1) s += alphabet[Math.floor(rand() * alphabet.length)]; return s; };
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const chance = (p) => rand() < p;
  const hex = (n) => chars('0123456789abcdef', n);
  const sample = (xs, n) => { const pool = xs.slice(); const out = []; while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]); return out; };

  const chinese = ACCOUNT.host.locale === 'zh-CN';
  const people = new Map([['me', { ...roster.owner, key: 'me' }], ...roster.people.map((p) => [p.key, p])]);
  const personal = { name: ACCOUNT.display_name, address: ACCOUNT.address };
  const party = (who) => {
    if (typeof who === 'object') return { name: who.name, address: who.address };
    if (who === 'me') return personal;
    const p = people.get(who);
    if (!p) throw new Error(`${persona}.content.mjs: unknown person "${who}"`);
    // Colleagues and Chinese friends show their Chinese names in a Chinese mailbox.
    const useZh = chinese && (p.team !== 'external' || ['x2', 'x4'].includes(p.key));
    return { name: useZh ? zhName(p) : p.name, address: p.email };
  };
  const headerOf = (a, style) => {
    if (!a.name) return a.address;
    if (/[^\x00-\x7f]/.test(a.name)) return `${a.name} <${a.address}>`;
    return style === 'quoted' ? `"${a.name}" <${a.address}>` : `${a.name} <${a.address}>`;
  };

  const g = {
    int, pick, chance, sample,
    days(from, to) {
      const out = [];
      for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86400000) out.push(new Date(ms).toISOString().slice(0, 10));
      return out;
    },
    weekday: (day) => new Date(`${day}T00:00:00Z`).getUTCDay(),
    weekLabel: (friday) => {
      const f = new Date(`${friday}T00:00:00Z`);
      const mon = new Date(f.getTime() - 4 * 86400000);
      return `${mon.getUTCMonth() + 1}.${String(mon.getUTCDate()).padStart(2, '0')}-${f.getUTCMonth() + 1}.${String(f.getUTCDate()).padStart(2, '0')}`;
    },
    zhName: (k) => zhName(people.get(k)),
    enName: (k) => people.get(k).name,
  };

  const entries = [...MAILS, ...(content.generated ? content.generated(g) : [])];
  const built = entries.map(([at, fromWho, subject, text, opts = {}]) => {
    const from = party(fromWho);
    const t = stamp(at, int(0, 59), ACCOUNT.utcOffset);
    const outgoing = fromWho === 'me';
    const to = opts.to ? opts.to.map(party) : [personal];
    const cc = (opts.cc || []).map(party);
    const style = chance(0.5) ? 'quoted' : 'plain';
    const domain = from.address.split('@')[1];
    const messageId = `${hex(8)}.${hex(4)}.${hex(12)}@${domain}`;
    const headers = { date: t.header, from: headerOf(from, style), to: to.map((a) => headerOf(a, style)).join(', ') };
    if (cc.length) headers.cc = cc.map((a) => headerOf(a, style)).join(', ');
    headers.subject = subject;
    headers.message_id = `<${messageId}>`;
    const msg = {
      flags: outgoing ? ['\\Seen'] : opts.seen === false ? [] : ['\\Seen'],
      headers,
      from: [from],
      to,
      cc,
      text: `${text}\n`,
    };
    if (opts.html) msg.html = htmlOf(text);
    msg.attachments = (opts.attachments || []).map(([filename, size]) => ({ filename, size, content_type: CONTENT_TYPES[filename.split('.').pop()] || 'application/octet-stream' }));
    return { ms: t.ms, outgoing, messageId, msg, seenOverride: opts.seen };
  });
  built.sort((a, b) => a.ms - b.ms);

  // Mail of the last two days that nobody marked is still unread.
  const lastMs = built.length ? built[built.length - 1].ms : 0;
  const inbox = {};
  const sent = {};
  let uid = 0;
  for (const b of built) {
    if (b.outgoing) {
      sent[b.messageId] = {
        message_id: b.messageId,
        headers: b.msg.headers,
        envelope: { from: ACCOUNT.address, to: [...b.msg.to, ...b.msg.cc].map((a) => a.address) },
        from: b.msg.from, to: b.msg.to, cc: b.msg.cc, text: b.msg.text,
        bcc: [], attachments: b.msg.attachments.map(({ filename, size }) => ({ filename, size })), rejected: [],
      };
      continue;
    }
    uid += 1;
    if (b.seenOverride === undefined && lastMs - b.ms < 2 * 86400000 && chance(0.6)) b.msg.flags = [];
    inbox[String(uid)] = { uid, ...b.msg };
  }

  const authCode = (kind) => (kind === 'gmail' ? chars('abcdefghijklmnopqrstuvwxyz', 16) : chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 16));
  const mailbox = (acct, messages, sentMail) => ({
    address: acct.address,
    display_name: acct.display_name,
    provider: acct.provider,
    auth_code: authCode(acct.provider),
    services: { smtp: true, imap: true, pop3: true },
    uidvalidity: int(1400000000, 1700000000),
    uidnext: Object.keys(messages).length + 1,
    messages,
    sent: sentMail,
  });

  const primary = mailbox(ACCOUNT, inbox, sent);
  const mailboxes = { [ACCOUNT.address]: primary };
  if (SECONDARY) {
    const secInbox = {};
    SECONDARY_MAILS.map(([at, fromWho, subject, text, opts = {}]) => {
      const from = party(fromWho);
      const t = stamp(at, int(0, 59), ACCOUNT.utcOffset);
      const headers = { date: t.header, from: headerOf(from, 'plain'), to: SECONDARY.address, subject, message_id: `<${hex(16)}@${from.address.split('@')[1]}>` };
      const msg = { flags: ['\\Seen'], headers, from: [from], to: [{ name: '', address: SECONDARY.address }], cc: [], text: `${text}\n` };
      if (opts.html) msg.html = htmlOf(text);
      msg.attachments = (opts.attachments || []).map(([filename, size]) => ({ filename, size, content_type: CONTENT_TYPES[filename.split('.').pop()] || 'application/octet-stream' }));
      return { ms: t.ms, msg };
    }).sort((a, b) => a.ms - b.ms).forEach((b, i) => { secInbox[String(i + 1)] = { uid: i + 1, ...b.msg }; });
    mailboxes[SECONDARY.address] = mailbox(SECONDARY, secInbox, {});
  }

  const p = ACCOUNT.provider;
  const servers = {
    163: { smtp: ['smtp.163.com', '465', 'true'], imap: ['imap.163.com', '993', 'true'] },
    gmail: { smtp: ['smtp.gmail.com', '465', 'true'], imap: ['imap.gmail.com', '993', 'true'] },
  }[p];
  const env = {
    EMAIL_USER: ACCOUNT.address,
    EMAIL_PASSWORD: primary.auth_code,
    EMAIL_SMTP_HOST: servers.smtp[0],
    EMAIL_SMTP_PORT: servers.smtp[1],
    EMAIL_SMTP_SECURE: servers.smtp[2],
    EMAIL_IMAP_HOST: servers.imap[0],
    EMAIL_IMAP_PORT: servers.imap[1],
    EMAIL_IMAP_SECURE: servers.imap[2],
  };
  const files = {};
  for (const [path, size] of Object.entries(ACCOUNT.files)) files[path] = size === 'directory' ? { type: 'directory' } : { type: 'file', size };

  const tree = {
    env,
    host: { hostname: ACCOUNT.host.hostname, locale: ACCOUNT.host.locale, time_zone: ACCOUNT.host.time_zone, files },
    mailboxes,
  };
  return { format: 'mcp-persona/snapshot', version: 1, server: 'email163', persona, tree };
}

mkdirSync(outDir, { recursive: true });
for (const p of PERSONAS) {
  const snap = await buildPersona(p);
  writeFileSync(join(outDir, `${p.persona}.json`), JSON.stringify(snap, null, 2) + '\n');
}
