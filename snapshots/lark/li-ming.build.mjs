// Builds snapshots/lark/li-ming.json, the Lark context of the persona Li Ming, from the shared
// roster (snapshots/personas/li-ming.json), the authored people/calendar/chat content in
// li-ming.content.mjs and the cloud documents (Bases, Docs, wiki) in li-ming.docs.mjs.
//
//   node snapshots/lark/li-ming.build.mjs [output.json]
//
// Deterministic: ids and jitter come from seeded generators consumed in a fixed order (one for
// people, calendars and chats, one for the cloud documents, so adding documents never moves the
// other ids); nothing reads the clock, the environment or Math.random.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import * as content from './li-ming.content.mjs';
import * as docs from './li-ming.docs.mjs';
import { buildLarkTree } from './tree-build.mjs';
import { buildCloud } from './cloud-build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const roster = JSON.parse(readFileSync(join(here, '..', 'personas', 'li-ming.json'), 'utf8'));
const outFile = process.argv[2] || join(here, 'li-ming.json');

// Lark shows Chinese colleagues by their Chinese names, surname first.
const HANZI_SURNAME = { Wang: '王', Li: '李', Zhang: '张', Liu: '刘', Chen: '陈', Yang: '杨', Zhao: '赵', Huang: '黄', Zhou: '周', Wu: '吴', Xu: '徐', Sun: '孙', Hu: '胡', Zhu: '朱', Gao: '高', Lin: '林', He: '何', Guo: '郭', Ma: '马', Luo: '罗' };
const HANZI_GIVEN = { Wei: '伟', Fang: '芳', Na: '娜', Min: '敏', Jing: '静', Lei: '磊', Jun: '军', Yang: '洋', Tao: '涛', Chao: '超', Xiu: '秀', Hao: '浩', Yan: '艳', Qiang: '强', Lin: '林', Ping: '平', Hui: '慧', Yun: '云', Jie: '杰', Xin: '欣', Bo: '波', Yu: '宇', Kai: '凯', Rui: '瑞', Ting: '婷', Shan: '珊', Mei: '梅', Dong: '东', Feng: '峰', Ming: '明' };
function zhName(p) {
  const s = HANZI_SURNAME[p.last_name];
  const g = HANZI_GIVEN[p.first_name];
  if (!s || !g) throw new Error(`li-ming.build.mjs: no Chinese name for ${p.name} (${p.key})`);
  return s + g;
}

const built = buildLarkTree({
  seed: [0x4c41524b, 0x6c696d69, 0x6e670001, 20260101],
  roster,
  content,
  contentFile: 'li-ming.content.mjs',
  utcOffsetHours: 8,
  eventZone: 'Asia/Shanghai',
  displayName: zhName,
  ownerExtra: { name: roster.owner.name_zh },
  employeePrefix: 'HX',
  appName: '华信助手',
  ciAppName: 'Atlas CI',
  defaultCreated: '2025-12-15 10:00',
  // Chat lines carry MM-DD: December is 2025, January 2026.
  yearOf: (month) => (month >= 7 ? 2025 : 2026),
  tenant: (tenantKey) => ({ tenant_key: tenantKey, name: roster.company.name, name_zh: '华信云', domain: roster.company.domain }),
});

const cloud = buildCloud({
  seed: [0x4c41524b, 0x646f6373, 0x6c696d69, 20260101],
  content: docs,
  contentFile: 'li-ming.docs.mjs',
  settings: { domain: 'huaxin-cloud.feishu.cn', locale: 'zh_cn', time_zone: 'Asia/Shanghai', platform: 'feishu' },
  utcOffsetHours: 8,
  who: built.who,
  app: built.app,
  chatByKey: built.chatByKey,
  deptByTeam: built.deptByTeam,
});

const tree = Object.assign(built.tree, cloud);
const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'lark', persona: roster.persona, tree };
writeFileSync(outFile, JSON.stringify(snapshot, null, 2) + '\n');
