// Builds the Context7 documentation world (snapshots/context7/<persona>.json) from
// world.content.mjs: one entry per library (id, title, description, snippet count, trust and
// benchmark scores, versions, name aliases) holding its sample snippets, numbered in order. The
// service has no per-user data: both personas get the same tree.
//
//   node snapshots/context7/build.mjs [output-directory]

import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { LIBRARIES, SNIPPETS } from './world.content.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;

const libraries = {};
for (const [id, title, description, totalSnippets, trustScore, benchmarkScore, versions, aliases] of LIBRARIES) {
  if (!/^\/[^/]+\/[^/]+$/.test(id)) throw new Error(`context7 content: bad library id ${id}`);
  libraries[id] = { id, title, description, totalSnippets, trustScore, benchmarkScore, versions, aliases, snippets: {} };
}
let n = 0;
for (const [lib, title, description, language, code, file] of SNIPPETS) {
  const l = libraries[lib];
  if (!l) throw new Error(`context7 content: snippet "${title}" names unknown library ${lib}`);
  const k = String(Object.keys(l.snippets).length + 1);
  const source = file.startsWith('nextjs.org') ? `https://${file}` : `https://github.com${lib}/blob/main/${file}`;
  l.snippets[k] = { id: k, title, description, language, code, source };
  n += 1;
}
const tree = { libraries };
mkdirSync(outDir, { recursive: true });
for (const persona of ['li-ming', 'emma-clark']) {
  const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'context7', persona, tree };
  writeFileSync(join(outDir, `${persona}.json`), JSON.stringify(snapshot, null, 2) + '\n');
}
process.stderr.write(`context7: ${LIBRARIES.length} libraries, ${n} snippets\n`);
