// Builds snapshots/notion/emma-clark.json and li-ming.json from the shared rosters
// (snapshots/personas/*.json) and the authored content next to this file.
//
//   node snapshots/notion/build.mjs [output-directory]
//
// Deterministic: IDs, minutes and avatars come from a generator seeded by the persona name and
// consumed in a fixed order; nothing reads the clock, the environment or Math.random.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildWorkspace, rng } from './workspace.mjs';
import { emmaNotion } from './emma-clark.content.mjs';
import { liMingNotion } from './li-ming.content.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;
mkdirSync(outDir, { recursive: true });

const PERSONAS = [
  ['emma-clark', emmaNotion],
  ['li-ming', liMingNotion],
];

for (const [persona, content] of PERSONAS) {
  const roster = JSON.parse(readFileSync(join(here, '..', 'personas', `${persona}.json`), 'utf8'));
  const spec = content(roster, rng(`notion-content/${persona}`));
  const { tree } = buildWorkspace(spec);
  const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'notion', persona, tree };
  writeFileSync(join(outDir, `${persona}.json`), `${JSON.stringify(snapshot, null, 2)}\n`);
}
