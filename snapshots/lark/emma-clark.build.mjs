// Builds snapshots/lark/emma-clark.json, the Lark context of the persona Emma Clark (Brightline
// Labs on Lark, larksuite.com), from the shared roster (snapshots/personas/emma-clark.json), the
// people/calendar/chat content in emma-clark.content.mjs and the Bases, Docs and wikis in
// emma-clark.docs.mjs.
//
//   node snapshots/lark/emma-clark.build.mjs [output.json]
//
// Deterministic: ids and jitter come from seeded generators consumed in a fixed order; nothing
// reads the clock, the environment or Math.random.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import * as content from './emma-clark.content.mjs';
import * as docs from './emma-clark.docs.mjs';
import { buildLarkTree } from './tree-build.mjs';
import { buildCloud } from './cloud-build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const roster = JSON.parse(readFileSync(join(here, '..', 'personas', 'emma-clark.json'), 'utf8'));
const outFile = process.argv[2] || join(here, 'emma-clark.json');

const built = buildLarkTree({
  seed: [0x4c41524b, 0x656d6d61, 0x636c6172, 20260101],
  roster,
  content,
  contentFile: 'emma-clark.content.mjs',
  // Pacific standard time; the snapshot's dates stay clear of the March DST change.
  utcOffsetHours: -8,
  eventZone: 'America/Los_Angeles',
  calendarDomain: 'larksuite.com',
  vcHost: 'vc.larksuite.com',
  displayName: (p) => p.name,
  ownerExtra: {},
  employeePrefix: 'BL',
  appName: 'Brightline Assistant',
  ciAppName: 'Lumen CI',
  defaultCreated: '2025-12-15 10:00',
  // Chat lines carry MM-DD: July–December is 2025, January 2026.
  yearOf: (month) => (month >= 7 ? 2025 : 2026),
  tenant: (tenantKey) => ({ tenant_key: tenantKey, name: roster.company.name, domain: roster.company.domain }),
});

const cloud = buildCloud({
  seed: [0x4c41524b, 0x646f6373, 0x656d6d61, 20260101],
  content: docs,
  contentFile: 'emma-clark.docs.mjs',
  settings: { domain: 'brightline-labs.larksuite.com', locale: 'en_us', time_zone: 'America/Los_Angeles', platform: 'lark' },
  utcOffsetHours: -8,
  who: built.who,
  app: built.app,
  chatByKey: built.chatByKey,
  deptByTeam: built.deptByTeam,
});

const tree = Object.assign(built.tree, cloud);
const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'lark', persona: roster.persona, tree };
writeFileSync(outFile, JSON.stringify(snapshot, null, 2) + '\n');
