// Storage ratio (issue 20): a whole `--out` folder's bytes over the sum of its journals, for a real
// reference run, measured in one run for the current layout (snapshots by hash, final states
// rebuilt from patches) and for the version-1 layout (start and final snapshot copied into every
// run folder), whose extra bytes are computed from the same runs: encodeRunSnapshot of each run's
// start and final trees, exactly what version 1 wrote. Target: the current ratio ≤ 3.
import { existsSync, mkdtempSync, readdirSync, statSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../runtime/cli/main.ts';
import { openRun, encodeRunSnapshot, RUN_FILES } from '../runtime/run/run-folder.ts';
import { listRunFolders, SNAPSHOT_STORE } from '../runtime/run/storage.ts';
import { stateAt } from '../runtime/replay/replay.ts';

function folderBytes(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    total += st.isDirectory() ? folderBytes(p) : st.size;
  }
  return total;
}

export interface StorageFigures {
  tasks: string;
  runs: number;
  journalsBytes: number;
  outBytes: number;
  /** Whole --out folder over the sum of its journals, as written now. */
  ratio: number;
  /** The same runs in the version-1 layout (start + final snapshot in every run folder). */
  v1OutBytes: number;
  v1Ratio: number;
  /** How many times smaller the output folder is than in version 1. */
  shrink: number;
}

export async function storageBench(tasks = 'all', models = 'oracle'): Promise<StorageFigures> {
  const out = join(mkdtempSync(join(tmpdir(), 'persona-bench-storage-')), 'out');
  const write = process.stdout.write.bind(process.stdout);
  const writeErr = process.stderr.write.bind(process.stderr);
  process.stdout.write = (() => true) as typeof process.stdout.write;
  process.stderr.write = (() => true) as typeof process.stderr.write;
  let code: number;
  try {
    code = await main(['run', '--model', models, '--tasks', tasks, '--out', out, '--concurrency', '2']);
  } finally {
    process.stdout.write = write;
    process.stderr.write = writeErr;
  }
  if (code !== 0) throw new Error(`persona run exited ${code}`);
  const dirs = listRunFolders(out).map((rel) => join(out, rel));
  let journalsBytes = 0;
  let v1Extra = 0;
  for (const dir of dirs) {
    journalsBytes += statSync(join(dir, RUN_FILES.journal)).size;
    const run = openRun(dir);
    const last = run.calls.length ? run.calls[run.calls.length - 1].seq : 0;
    v1Extra += encodeRunSnapshot(run.start).length + encodeRunSnapshot(stateAt(run, last)).length;
  }
  const outBytes = folderBytes(out);
  // Version 1 had no store: the per-run copies replace it.
  const store = join(out, SNAPSHOT_STORE);
  const storeBytes = existsSync(store) ? folderBytes(store) : 0;
  const v1OutBytes = outBytes - storeBytes + v1Extra;
  rmSync(out, { recursive: true, force: true });
  const r = (x: number) => Math.round(x * 100) / 100;
  return {
    tasks, runs: dirs.length, journalsBytes, outBytes, ratio: r(outBytes / journalsBytes),
    v1OutBytes, v1Ratio: r(v1OutBytes / journalsBytes), shrink: r(v1OutBytes / outBytes),
  };
}
