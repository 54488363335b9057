// Builds the WeCom snapshots (snapshots/wecom/<persona>.json) for both personas from the shared
// rosters (snapshots/personas/) and the authored content (<persona>.content.mjs).
//
//   node snapshots/wecom/build.mjs [output-directory]
//
// The tree is what gotoolkits/mcp-wecombot-server reaches: the corp directory (`members`), the
// groups with their history (`groups`, the robot's group among them), the robot's webhook
// (`webhook`), the Go process's current webhook URL (`bot_state`), uploaded media (`media`) and the
// machine the server runs on (`host`: working directory, public IP, files upload_file can read).
// Deterministic: one seeded generator per persona; no clock, no Math.random, no environment.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { sfc32 } from '../../runtime/context/ids.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;

const PERSONAS = [
  { persona: 'li-ming', seed: [0x5765436f, 0x6c696d69, 0x6e670004, 20260101], utcOffset: 8, chineseNames: true },
  { persona: 'emma-clark', seed: [0x5765436f, 0x656d6d61, 0x636c6172, 20260102], utcOffset: -8, chineseNames: false },
];
const SEND_URL = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=';


const HANZI_SURNAME = { Wang: '王', Li: '李', Zhang: '张', Liu: '刘', Chen: '陈', Yang: '杨', Zhao: '赵', Huang: '黄', Zhou: '周', Wu: '吴', Xu: '徐', Sun: '孙', Hu: '胡', Zhu: '朱', Gao: '高', Lin: '林', He: '何', Guo: '郭', Ma: '马', Luo: '罗' };
const HANZI_GIVEN = { Wei: '伟', Fang: '芳', Na: '娜', Min: '敏', Jing: '静', Lei: '磊', Jun: '军', Yang: '洋', Tao: '涛', Chao: '超', Xiu: '秀', Hao: '浩', Yan: '艳', Qiang: '强', Lin: '林', Ping: '平', Hui: '慧', Yun: '云', Jie: '杰', Xin: '欣', Bo: '波', Yu: '宇', Kai: '凯', Rui: '瑞', Ting: '婷', Shan: '珊', Mei: '梅', Dong: '东', Feng: '峰', Ming: '明' };
const zhName = (p) => p.name_zh || `${HANZI_SURNAME[p.last_name] || ''}${HANZI_GIVEN[p.first_name] || ''}` || p.name;

const DEPARTMENTS = { Product: '产品部', Engineering: '研发部', Data: '数据部', Sales: '销售部', Operations: '运营部' };

/** WeCom stores mainland numbers bare and others as "+<cc>-<number>". */
function wecomMobile(m) {
  const digits = m.replace(/[^\d+]/g, '');
  if (digits.startsWith('+86')) return digits.slice(3);
  const mm = /^\+(\d)(\d+)$/.exec(digits);
  return mm ? `+${mm[1]}-${mm[2]}` : digits;
}

async function buildPersona({ persona, seed, utcOffset, chineseNames }) {
  const roster = JSON.parse(readFileSync(join(here, '..', 'personas', `${persona}.json`), 'utf8'));
  const content = await import(join(here, `${persona}.content.mjs`));
  const { CORP, HOST, WEBHOOK, GROUPS } = content;
  const rand = sfc32(seed, 32);
  const chars = (alphabet, n) => { let s = ''; for (let i = 0; i < n; i += 1) s += alphabet[Math.floor(rand() * alphabet.length)]; return s; };
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const hex = (n) => chars('0123456789abcdef', n);
  const MIXED = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const uuid = () => { const h = hex(32).split(''); h[12] = '4'; h[16] = '89ab'[parseInt(h[16], 16) & 3]; const s = h.join(''); return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`; };

  const people = new Map([['me', { ...roster.owner, key: 'me' }], ...roster.people.map((p) => [p.key, p]), ...(content.EXTRA_PEOPLE || []).map((p) => [p.key, p])]);
  const inGroups = new Set(GROUPS.flatMap((g) => g.members));

  // Directory: every colleague of the corp, plus the outside contacts who share a group.
  const userid = new Map();
  const members = {};
  for (const [key, p] of people) {
    const outside = p.team === 'external' || p.team === 'partner';
    if (outside && !inGroups.has(key)) continue;
    let id = outside ? `wm${chars(MIXED, 20)}AA` : chineseNames ? `${p.last_name}${p.first_name}` : `${p.first_name}${p.last_name}`;
    while (members[id]) id = `${id}${int(1, 9)}`;
    userid.set(key, id);
    const m = {
      userid: id,
      name: chineseNames && !outside ? zhName(p) : (p.name_zh && chineseNames ? p.name_zh : p.name),
      english_name: p.name,
      mobile: wecomMobile(p.mobile),
      email: p.email,
      position: p.title,
      department: outside ? null : (chineseNames ? DEPARTMENTS[p.team] || p.team : p.team),
      external: outside,
    };
    if (outside) m.corp_name = p.email.split('@')[1].split('.')[0];
    members[id] = m;
  }

  const toUnix = (mmdd, hhmm, offset) => {
    const month = Number(mmdd.slice(0, 2));
    const year = month >= 7 ? 2025 : 2026;
    return Date.UTC(year, month - 1, Number(mmdd.slice(3, 5)), Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)), int(0, 59)) / 1000 - offset * 3600;
  };

  const webhookKey = uuid();
  const otherHooks = {};
  const groups = {};
  const chatOf = new Map();
  for (const g of GROUPS) {
    const chatid = `wr${chars(MIXED, 26)}`;
    chatOf.set(g.key, chatid);
    const [d, t] = g.created.split(' ');
    groups[chatid] = {
      chatid,
      name: g.name,
      owner: userid.get(g.owner),
      create_time: Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10), +t.slice(0, 2), +t.slice(3, 5)) / 1000 - utcOffset * 3600,
      external: Boolean(g.external),
      members: g.members.map((k) => {
        if (!userid.has(k)) throw new Error(`${persona}.content.mjs: group ${g.key}: unknown member "${k}"`);
        return userid.get(k);
      }),
      messages: {},
    };
  }

  const entries = [];
  for (const g of GROUPS) for (const [at, by, body] of g.messages) entries.push({ group: g.key, at, by, body });
  for (const e of content.generated ? content.generated({
    int,
    days(from, to) { const out = []; for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86400000) out.push(new Date(ms).toISOString().slice(0, 10)); return out; },
    weekday: (day) => new Date(`${day}T00:00:00Z`).getUTCDay(),
  }) : []) entries.push(e);

  for (const e of entries) {
    const chatid = chatOf.get(e.group);
    if (!chatid) throw new Error(`${persona}.content.mjs: unknown group "${e.group}"`);
    const group = groups[chatid];
    const [mmdd, hhmm] = e.at.split(' ');
    const createTime = toUnix(mmdd, hhmm, utcOffset);
    const msgid = `${chars('0123456789', 20)}_${createTime}`;
    const msg = { msgid, create_time: createTime };
    if (e.bot) {
      const isOurs = e.bot === WEBHOOK.bot_name;
      if (!isOurs && !otherHooks[e.bot]) otherHooks[e.bot] = uuid();
      msg.from = { type: 'bot', name: e.bot, webhook: isOurs ? webhookKey : otherHooks[e.bot] };
      if (e.markdown) Object.assign(msg, { msgtype: 'markdown', markdown: { content: e.markdown } });
      else {
        msg.msgtype = 'text';
        msg.text = { content: e.text, mentioned_list: e.mentionAll ? ['@all'] : [], mentioned_mobile_list: [] };
        msg.mentions = e.mentionAll ? group.members.slice() : [];
      }
    } else {
      if (!userid.has(e.by)) throw new Error(`${persona}.content.mjs: unknown sender "${e.by}"`);
      msg.from = { type: 'user', userid: userid.get(e.by) };
      if (typeof e.body === 'object' && e.body.image) {
        const path = Object.keys(HOST.files).find((p) => p.endsWith(e.body.image));
        const size = path ? HOST.files[path] : int(80000, 400000);
        Object.assign(msg, { msgtype: 'image', image: { md5: hex(32), size, format: e.body.image.endsWith('.png') ? 'png' : 'jpg' } });
      } else {
        msg.msgtype = 'text';
        msg.text = { content: e.body };
      }
    }
    group.messages[msgid] = msg;
  }
  for (const group of Object.values(groups)) {
    const sorted = Object.values(group.messages).sort((a, b) => a.create_time - b.create_time || (a.msgid < b.msgid ? -1 : 1));
    group.messages = Object.fromEntries(sorted.map((m) => [m.msgid, m]));
  }

  const files = {};
  for (const [path, spec] of Object.entries(HOST.files)) {
    if (spec === 'directory') files[path] = { type: 'directory' };
    else if (typeof spec === 'object') files[path] = { type: 'file', size: spec.size, readable: spec.readable };
    else files[path] = { type: 'file', size: spec };
  }

  const tree = {
    corp: { corpid: `ww${hex(16)}`, name: CORP.name, english_name: CORP.english },
    me: userid.get('me'),
    webhook: { key: webhookKey, bot_name: WEBHOOK.bot_name, chat_id: chatOf.get(WEBHOOK.group), status: 'active', created_by: userid.get(GROUPS.find((g) => g.key === WEBHOOK.group).owner) },
    bot_state: { webhook_url: SEND_URL },
    host: { cwd: HOST.cwd, public_ip: HOST.public_ip, files },
    members,
    groups,
    media: {},
  };
  return { format: 'mcp-persona/snapshot', version: 1, server: 'wecom', persona, tree };
}

mkdirSync(outDir, { recursive: true });
for (const p of PERSONAS) {
  const snap = await buildPersona(p);
  writeFileSync(join(outDir, `${p.persona}.json`), JSON.stringify(snap, null, 2) + '\n');
}
