// Builds snapshots/obsidian/emma-clark.json and li-ming.json: each persona's vault (files keyed
// by vault path), the machine's time zone and the Periodic Notes / Dataview settings the Local
// REST API consults.
//
//   node snapshots/obsidian/build.mjs [output-directory]
//
// Deterministic: jitter on file times comes from a generator seeded by the persona name and
// consumed in a fixed order; nothing reads the clock, the environment or Math.random.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { rng } from './vault.mjs';
import { emmaVault } from './emma-clark.vault.mjs';
import { liMingVault } from './li-ming.vault.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;
mkdirSync(outDir, { recursive: true });

for (const [persona, build] of [['emma-clark', emmaVault], ['li-ming', liMingVault]]) {
  const roster = JSON.parse(readFileSync(join(here, '..', 'personas', `${persona}.json`), 'utf8'));
  const tree = build(roster, rng(`obsidian/${persona}`));
  const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'obsidian', persona, tree };
  writeFileSync(join(outDir, `${persona}.json`), `${JSON.stringify(snapshot, null, 2)}\n`);
}
