// The runner scales with --concurrency (issue 20): the same oracle run over every bundled task at
// --concurrency 1 and at the number of cores, in this process (`persona run` through main()).
// Reports both wall times and the speed-up ratio (1.0: no gain; the cores: perfect scaling).
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir, availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { main } from '../runtime/cli/main.ts';

async function timedRun(concurrency: number, extra: string[]): Promise<number> {
  const out = join(mkdtempSync(join(tmpdir(), 'persona-bench-conc-')), 'out');
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (() => true) as typeof process.stdout.write;
  const t0 = performance.now();
  let code: number;
  try {
    code = await main(['run', '--model', 'oracle', '--out', out, '--concurrency', String(concurrency), ...(extra.length ? extra : ['--tasks', 'all'])]);
  } finally {
    process.stdout.write = write;
  }
  // A run whose task failed still measures the runner; only a refused command is an error.
  if (code !== 0 && code !== 1) throw new Error(`persona run exited ${code}`);
  return (performance.now() - t0) / 1000;
}

export async function runnerConcurrencyBench(extra: string[] = []) {
  const cores = Math.max(2, availableParallelism());
  await timedRun(1, ['--tasks', 'lark-cancel-coffee']); // warm-up: module loading, kernel compilation caches
  const one = await timedRun(1, extra);
  const many = await timedRun(cores, extra);
  return { concurrency: cores, secondsAt1: Math.round(one * 10) / 10, secondsAtN: Math.round(many * 10) / 10, speedup: Math.round((one / many) * 100) / 100 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table([await runnerConcurrencyBench(process.argv.slice(2))]);
