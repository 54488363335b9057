// The import order of runtime/ (docs/architecture.md "The layers of runtime/"): a folder imports
// only from folders of its own or a lower layer, and no two folders import each other, directly
// or through others. Every relative import and re-export of every .ts/.js file under runtime/ is
// read, `import type` included (a type cycle is still a design cycle). Known exceptions are listed
// below with why; the test also fails when one is no longer needed, so the list only shrinks.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNTIME = fileURLToPath(new URL('../runtime', import.meta.url));

/** Low to high. A folder may import from its own layer and any lower one. */
const LAYERS: string[][] = [
  ['util'],
  ['format', 'determinism', 'kernel', 'context', 'servers'],
  ['snapshot', 'sandbox'],
  ['session'],
  ['journal'],
  ['run'],
  ['replay', 'scenario', 'mcp', 'llm'],
  ['fidelity'],
  ['tasks', 'traverse'],
  ['judge', 'agents'],
  ['eval', 'gen'],
  ['runner'],
  ['report'],
  ['cli', '(root)'],
];

/**
 * Folder cycles allowed, each with why. Empty since the evidence pieces moved below the judges
 * (tasks/) and compare joined the report; the test fails when a listed cycle no longer exists,
 * so the list can only shrink.
 */
const KNOWN_CYCLES = new Set<string>([]);

interface Edge { from: string; to: string; file: string; spec: string }

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|js|mjs)$/.test(name)) out.push(full);
  }
  return out;
}

function folderOf(file: string): string {
  const rel = relative(RUNTIME, file).split(sep);
  return rel.length === 1 ? '(root)' : rel[0];
}

function edges(): Edge[] {
  const out: Edge[] = [];
  // import … from '…', export … from '…', import '…', import('…')
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const file of sourceFiles(RUNTIME)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(re)) {
      const target = resolve(dirname(file), m[1]);
      if (!target.startsWith(RUNTIME + sep)) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to) out.push({ from, to, file: relative(RUNTIME, file), spec: m[1] });
    }
  }
  return out;
}

const layerOf = new Map(LAYERS.flatMap((folders, i) => folders.map((f) => [f, i] as const)));

/** Folder pairs that depend on each other, directly or through other folders (`a<->b`, a < b). */
function cyclesOf(edges: Edge[]): Set<string> {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, new Set());
    next.get(e.from)!.add(e.to);
  }
  const reaches = (a: string, b: string): boolean => {
    const seen = new Set<string>();
    const stack = [a];
    while (stack.length) {
      const x = stack.pop()!;
      for (const y of next.get(x) ?? []) {
        if (y === b) return true;
        if (!seen.has(y)) {
          seen.add(y);
          stack.push(y);
        }
      }
    }
    return false;
  };
  const cycles = new Set<string>();
  for (const e of edges) if (reaches(e.to, e.from)) cycles.add([e.from, e.to].sort().join('<->'));
  return cycles;
}

describe('runtime/ import order', () => {
  const all = edges();

  it('every folder of runtime/ has a layer', () => {
    const folders = new Set(sourceFiles(RUNTIME).map(folderOf));
    expect([...folders].filter((f) => !layerOf.has(f)).sort()).toEqual([]);
  });

  it('no import goes to a higher layer', () => {
    const up = all.filter((e) => layerOf.get(e.to)! > layerOf.get(e.from)!);
    expect(up.map((e) => `runtime/${e.file} imports ${e.spec} (${e.from}, layer ${layerOf.get(e.from)} → ${e.to}, layer ${layerOf.get(e.to)})`)).toEqual([]);
  });

  it('no two folders depend on each other, except the known cycles (which must still exist)', () => {
    const cycles = cyclesOf(all);
    expect([...cycles].filter((c) => !KNOWN_CYCLES.has(c)).sort()).toEqual([]);
    expect([...KNOWN_CYCLES].filter((c) => !cycles.has(c)).sort()).toEqual([]);
  });

  it('the check finds an upward import and a cycle when there is one', () => {
    // The rules above, applied to made-up edges, so the test cannot pass by finding nothing.
    const fake: Edge[] = [{ from: 'util', to: 'run', file: 'util/x.ts', spec: '../run/y.ts' }];
    expect(fake.filter((e) => layerOf.get(e.to)! > layerOf.get(e.from)!)).toHaveLength(1);
    const loop: Edge[] = [
      { from: 'eval', to: 'judge', file: 'eval/a.ts', spec: '../judge/b.ts' },
      { from: 'judge', to: 'tasks', file: 'judge/b.ts', spec: '../tasks/c.ts' },
      { from: 'tasks', to: 'eval', file: 'tasks/c.ts', spec: '../eval/a.ts' },
    ];
    expect([...cyclesOf(loop)].sort()).toEqual(['eval<->judge', 'eval<->tasks', 'judge<->tasks']);
    expect([...cyclesOf(loop.slice(0, 2))]).toEqual([]);
    expect(all.length).toBeGreaterThan(100);
  });
});
