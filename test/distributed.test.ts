// Distributed runs (docs/tasks.md "Shards", docs/architecture.md): shards written on different
// machines — other absolute paths, other TZ — merge into exactly the bytes of one process that ran
// everything, snapshot store included (a start tree that is not bundled is stored once, by hash).
import { describe, it, expect, afterEach } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../runtime/cli/main.ts';
import { sha256Hex } from '../runtime/util/canonical.ts';
import { SNAPSHOTS_DIR } from '../runtime/snapshot/snapshot.ts';

const TASKS = 'telegram-brunch-reply,telegram-family-birthday-dinner';
const TZ0 = process.env.TZ;

async function persona(argv: string[], tz: string): Promise<number> {
  process.env.TZ = tz;
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = (() => true) as typeof process.stdout.write;
  process.stderr.write = (() => true) as typeof process.stderr.write;
  try {
    return await main(argv);
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

/** Every file under `dir` but timings.json, as relative path → sha256. */
function tree(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(out, tree(full, `${prefix}${name}/`));
    else if (name !== 'timings.json') out[`${prefix}${name}`] = sha256Hex(readFileSync(full));
  }
  return out;
}

afterEach(() => {
  if (TZ0 === undefined) delete process.env.TZ;
  else process.env.TZ = TZ0;
});

describe('shards on different machines', () => {
  it('merge byte-identically to one process, whatever their absolute paths and TZ', async () => {
    // A persona's snapshot changed locally (not the bundled one): its tree goes to the store.
    const own = mkdtempSync(join(tmpdir(), 'persona-dist-snap-'));
    mkdirSync(join(own, 'telegram'));
    const snap = JSON.parse(readFileSync(join(SNAPSHOTS_DIR, 'telegram/emma-clark.json'), 'utf8'));
    snap.tree.note_for_test = 'a local edit';
    writeFileSync(join(own, 'telegram/emma-clark.json'), JSON.stringify(snap));
    const common = ['--model', 'oracle,naive', '--tasks', TASKS, '--snapshots-dir', own];

    const one = join(mkdtempSync(join(tmpdir(), 'persona-dist-one-')), 'whole');
    expect(await persona(['run', ...common, '--out', one], 'UTC')).toBe(0);
    const machineA = join(mkdtempSync(join(tmpdir(), 'persona-dist-a-')), 'deep', 'nested', 'shard-1');
    const machineB = join(mkdtempSync(join(tmpdir(), 'persona-dist-b-')), 'shard-2');
    expect(await persona(['run', ...common, '--shard', '1/2', '--out', machineA], 'Asia/Shanghai')).toBe(0);
    expect(await persona(['run', ...common, '--shard', '2/2', '--out', machineB], 'America/Los_Angeles')).toBe(0);

    // Collected on a third machine, under yet other paths.
    const collected = mkdtempSync(join(tmpdir(), 'persona-dist-c-'));
    cpSync(machineA, join(collected, 'from-a'), { recursive: true });
    cpSync(machineB, join(collected, 'from-b'), { recursive: true });
    const merged = join(collected, 'all');
    expect(await persona(['merge', join(collected, 'from-a'), join(collected, 'from-b'), '--out', merged], 'Pacific/Auckland')).toBe(0);

    const expected = tree(one);
    expect(Object.keys(expected).filter((f) => f.startsWith('snapshots/'))).toHaveLength(1);
    expect(Object.keys(expected).filter((f) => f.endsWith('journal.msgpack'))).toHaveLength(4);
    expect(tree(merged)).toEqual(expected);
    // Each shard stored the tree it needed; the merged store holds it once.
    expect(readdirSync(join(machineA, 'snapshots'))).toEqual(readdirSync(join(one, 'snapshots')));
    // Every merged run verifies against the merged store.
    for (const rel of Object.keys(expected).filter((f) => f.endsWith('journal.msgpack'))) {
      expect(await persona(['replay', join(merged, rel, '..'), '--verify'], 'UTC')).toBe(0);
    }
  }, 120_000);
});
