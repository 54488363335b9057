// `persona run` as a researcher uses it: shards merged equal one process, an interrupted run
// resumes to the same bytes, trials, the ablation options in every run header, progress lines,
// and one-line errors for bad input.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, cpSync, rmSync, readFileSync, writeFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { fileTree, treeDifferences, notTimings } from './helpers/file-tree.ts';
import { cli, REPO, type CliResult } from './helpers/cli.ts';
import { openRun } from '../runtime/run/run-folder.ts';
import { planJobs } from '../runtime/runner/runner.ts';
import { loadTasks, selectTasks, SERVER_FAMILY, INFORMATION_SERVERS } from '../runtime/tasks/load.ts';
import { availableServers } from '../runtime/servers/registry.ts';
import { drawDistractors, loadDistractorPool } from '../runtime/runner/ablations.ts';
import { createProgress } from '../runtime/runner/progress.ts';

const TASKS = 'lark-cancel-coffee,lark-demo-day-lineup,lark-orbitpay-golive-group';
const tmp = mkdtempSync(join(tmpdir(), 'persona-runcli-'));
const whole = join(tmp, 'whole');
let wholeRun: CliResult;

beforeAll(async () => {
  wholeRun = await cli(['run', '--model', 'oracle,naive', '--tasks', TASKS, '--out', whole, '--trials', '2']);
}, 120_000);

describe('one process', () => {
  it('writes <out>/<model>/<task>/trial-<k>, an index, and plain progress lines off a terminal', async () => {
    expect(wholeRun.code, wholeRun.stderr).toBe(0);
    for (const m of ['oracle', 'naive']) for (const t of TASKS.split(',')) for (const k of [1, 2]) expect(existsSync(join(whole, m, t, `trial-${k}`, 'journal.msgpack'))).toBe(true);
    const index = JSON.parse(readFileSync(join(whole, 'runs.json'), 'utf8'));
    expect(index.runs).toHaveLength(12);
    expect(index.runs[0]).toMatchObject({ model: 'naive', task: 'lark-cancel-coffee', trial: 1, dir: 'naive/lark-cancel-coffee/trial-1', status: 'answered' });
    expect(wholeRun.stdout).toContain(`run folders: ${whole}/<model>/<task-id>/trial-<k>`);
    expect(wholeRun.stderr).toMatch(/^\[\d+\/12\] oracle lark-cancel-coffee trial-1: answered, \d+ rounds, \d+ tool calls, \d+ tokens, \$0\.0000$/m);
    expect(wholeRun.stderr).toMatch(/persona run: 12\/12 done · 0 running · 0 failed · \d+k? tokens · \$0\.0000/);
  });

  it('records every option in the journal header; trials differ only in their trial number', async () => {
    const t1 = openRun(join(whole, 'oracle', 'lark-cancel-coffee', 'trial-1'));
    const t2 = openRun(join(whole, 'oracle', 'lark-cancel-coffee', 'trial-2'));
    expect(t1.header.settings).toMatchObject({
      runner: 'mcp-persona/run', model: 'oracle', endpoint: 'reference', trial: 1, seed: 0, maxRounds: 20, tools: 'task', context: 'all',
      distractors: { count: 0, sha256: [] }, skills: { choice: 'none', sha256: null }, temperature: null, prices: { input: 0, output: 0 },
      task: { id: 'lark-cancel-coffee', category: 'Collaboration Platform', file: 'tasks/collaboration-platform/lark-cancel-coffee.json' },
    });
    expect(t2.header.settings.trial).toBe(2);
    const strip = (r: typeof t1) => JSON.stringify({ ...r.header, settings: { ...r.header.settings, trial: 0 } }) + JSON.stringify(r.calls);
    expect(strip(t1)).toBe(strip(t2));
    // LLM calls are journaled with their cassette entry, then the final answer with usage and cost.
    const llm = t1.records.filter((r) => r.type === 'llm');
    expect(llm.length).toBeGreaterThan(1);
    expect(llm[0]).toMatchObject({ cassette: 'oracle/lark-cancel-coffee/trial-1', ordinal: 0, round: 1 });
    expect((llm[0] as { key: string }).key).toMatch(/^[0-9a-f]{64}$/);
    const final = t1.records.find((r) => r.type === 'final')!;
    expect(final).toMatchObject({ status: 'answered', rounds: llm.length, cost_usd: 0 });
  });

  it('refuses an output folder that already holds runs, unless --resume', async () => {
    const r = await cli(['run', '--model', 'oracle', '--tasks', 'lark-cancel-coffee', '--out', whole]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toMatch(/^persona run: .*oracle\/lark-cancel-coffee\/trial-1: already holds a run \(use --resume/);
  });
});

describe('shards', () => {
  it('slice the job list deterministically and completely', async () => {
    const tasks = selectTasks(loadTasks(), TASKS);
    const all = planJobs({ models: ['oracle', 'naive'], tasks, out: '/o', trials: 2, shard: null }).map((j) => j.dir);
    const parts = [1, 2, 3].map((i) => planJobs({ models: ['oracle', 'naive'], tasks, out: '/o', trials: 2, shard: { index: i, count: 3 } }).map((j) => j.dir));
    expect(parts.flat().sort()).toEqual([...all].sort());
    expect(new Set(parts.flat()).size).toBe(all.length);
  });

  it('merged, are byte-identical to one process', async () => {
    const dirs = [1, 2, 3].map((i) => join(tmp, `shard-${i}`));
    for (const [i, d] of dirs.entries()) {
      const r = await cli(['run', '--model', 'oracle,naive', '--tasks', TASKS, '--out', d, '--trials', '2', '--shard', `${i + 1}/3`]);
      expect(r.code, r.stderr).toBe(0);
    }
    const merged = join(tmp, 'merged');
    const m = await cli(['merge', ...dirs, '--out', merged]);
    expect(m.code, m.stderr).toBe(0);
    expect(m.stdout).toContain('merged 12 run folder(s) from 3 shard(s)');
    expect(treeDifferences(fileTree(merged, notTimings), fileTree(whole, notTimings))).toEqual([]);
    // Merging again into a non-empty folder, or a shard that disagrees, is refused.
    expect((await cli(['merge', ...dirs, '--out', merged])).stderr).toMatch(/output folder is not empty/);
    const liar = join(tmp, 'liar');
    cpSync(dirs[0], liar, { recursive: true });
    const someRun = readFileSync(join(liar, 'runs.json'), 'utf8').match(/"dir": "([^"]+)"/)![1];
    writeFileSync(join(liar, someRun, 'final.snapshot.msgpack'), 'x');
    expect((await cli(['merge', dirs[0], liar, '--out', join(tmp, 'merged-2')])).stderr).toMatch(/is also in .* with different contents/);
  });
});

describe('resume', () => {
  it('keeps finished runs and redoes unfinished ones from scratch', async () => {
    const dir = join(tmp, 'resumed');
    cpSync(whole, dir, { recursive: true });
    // One run was killed while closing (its journal's last record, `end`, is cut), another has a torn journal.
    const closing = join(dir, 'oracle', 'lark-demo-day-lineup', 'trial-2', 'journal.msgpack');
    writeFileSync(closing, readFileSync(closing).subarray(0, readFileSync(closing).length - 2));
    const j = join(dir, 'naive', 'lark-cancel-coffee', 'trial-1', 'journal.msgpack');
    const bytes = readFileSync(j);
    writeFileSync(j, bytes.subarray(0, bytes.length - 7));
    rmSync(join(dir, 'runs.json'));
    const r = await cli(['run', '--model', 'oracle,naive', '--tasks', TASKS, '--out', dir, '--trials', '2', '--resume']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('(2 run now, 10 kept from before)');
    expect(treeDifferences(fileTree(dir, notTimings), fileTree(whole, notTimings))).toEqual([]);
  });

  it('after a kill mid-run, --resume finishes with the same bytes as an uninterrupted run', async () => {
    const dir = join(tmp, 'killed');
    const bin = fileURLToPath(new URL('../bin/persona.js', import.meta.url));
    const child = spawn(process.execPath, ['--no-node-snapshot', bin, 'run', '--model', 'oracle,naive', '--tasks', TASKS, '--out', dir, '--trials', '2'], { cwd: REPO, stdio: 'ignore' });
    const done = (d: string) => existsSync(join(d, 'final.snapshot.msgpack'));
    const finished = () => (existsSync(dir) ? ['oracle', 'naive'].flatMap((m) => (existsSync(join(dir, m)) ? readdirSync(join(dir, m)).flatMap((t) => readdirSync(join(dir, m, t)).map((k) => join(dir, m, t, k))) : [])).filter(done).length : 0);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    for (let i = 0; i < 600 && finished() < 3 && child.exitCode === null; i += 1) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    await exited;
    const r = await cli(['run', '--model', 'oracle,naive', '--tasks', TASKS, '--out', dir, '--trials', '2', '--resume']);
    expect(r.code, r.stderr).toBe(0);
    expect(treeDifferences(fileTree(dir, notTimings), fileTree(whole, notTimings))).toEqual([]);
  }, 120_000);
});

describe('ablation options', () => {
  it('--tools all, --skills ours, --context necessary, --distractors 5 and --seed go into the header', async () => {
    const dir = join(tmp, 'ablate');
    const r = await cli(['run', '--model', 'oracle', '--tasks', 'lark-cancel-coffee', '--out', dir, '--tools', 'all', '--skills', 'ours', '--context', 'necessary', '--distractors', '5', '--seed', '7']);
    expect(r.code, r.stderr).toBe(0);
    const run = openRun(join(dir, 'oracle', 'lark-cancel-coffee', 'trial-1'));
    const s = run.header.settings as Record<string, any>;
    // Every personal server and every information server (the paper's "All Tools").
    expect(run.header.servers).toEqual(availableServers().filter((x) => x in SERVER_FAMILY || INFORMATION_SERVERS.includes(x)));
    expect(run.header.servers).toEqual(expect.arrayContaining(['amap', 'context7', 'mcpollinations', 'medical', 'lark', 'xiaohongshu']));
    expect(run.header.seed).toBe(14 + 7);
    expect(s).toMatchObject({ tools: 'all', context: 'necessary', seed: 7 });
    const skills = readFileSync(join(REPO, 'tasks', '_skills', 'lark.md'), 'utf8').trim();
    expect(s.skills).toEqual({ choice: 'ours', sha256: createHash('sha256').update(skills).digest('hex') });
    const drawn = drawDistractors(7, 'lark-cancel-coffee', 5);
    expect(s.distractors).toEqual({ count: 5, sha256: drawn.map((p) => createHash('sha256').update(p).digest('hex')) });
    expect(new Set(drawn).size).toBe(5);
    expect(drawn.every((p) => loadDistractorPool().includes(p))).toBe(true);
    // The same seed draws the same paragraphs; another seed, others.
    expect(drawDistractors(7, 'lark-cancel-coffee', 5)).toEqual(drawn);
    expect(drawDistractors(8, 'lark-cancel-coffee', 5)).not.toEqual(drawn);
    // The oracle still finishes with every server's tools in view (collision prefixes included).
    expect(run.records.find((x) => x.type === 'final')!.status).toBe('answered');
    expect(run.calls.every((c) => !c.result.isError)).toBe(true);
  });
});

describe('progress', () => {
  it('on a terminal: one status line rewritten in place with done, running, failed, tokens and cost', async () => {
    let out = '';
    const p = createProgress({ write: (x: string) => (out += x), isTTY: true });
    p.start(3, 1);
    p.started('oracle a trial-1');
    p.tokens(12_345);
    const usage = { prompt_tokens: 12_000, completion_tokens: 345, total_tokens: 12_345 };
    p.finished('oracle a trial-1', { status: 'answered', rounds: 3, calls: 2, usage, cost_usd: 0.0123 });
    p.started('naive a trial-1');
    p.finished('naive a trial-1', { status: 'error', rounds: 1, calls: 0, usage, cost_usd: 0.001, error: 'cassette miss' });
    p.end();
    const frames = out.split('\r\x1b[K').filter(Boolean);
    expect(frames[0]).toBe('persona run: 1/3 done · 0 running · 0 failed · 0 tokens · $0.0000');
    expect(frames).toContain('persona run: 1/3 done · 1 running · 0 failed · 12k tokens · $0.0000');
    expect(frames[frames.length - 1]).toBe('persona run: 3/3 done · 0 running · 1 failed · 12k tokens · $0.0133\n');
    expect(out.split('\n')).toHaveLength(2);
  });
});

describe('bad input is one line', () => {
  const cases: [string[], RegExp][] = [
    [['run', '--tasks', 'all', '--out', 'x'], /--model is required/],
    [['run', '--model', 'oracle', '--out', 'x'], /--tasks is required/],
    [['run', '--model', 'oracle', '--tasks', 'all'], /--out is required/],
    [['run', '--model', 'oracle', '--tasks', 'nope', '--out', 'x'], /--tasks: unknown task "nope"/],
    [['run', '--model', 'oracle', '--tasks', 'all', '--out', 'x', '--shard', '0/2'], /--shard must be i\/n with 1 ≤ i ≤ n/],
    [['run', '--model', 'oracle', '--tasks', 'all', '--out', 'x', '--shard', '3/2'], /--shard must be i\/n/],
    [['run', '--model', 'oracle', '--tasks', 'all', '--out', 'x', '--tools', 'some'], /--tools must be one of task, all/],
    [['run', '--model', 'oracle', '--tasks', 'all', '--out', 'x', '--max-rounds', '0'], /--max-rounds must be an integer from 1/],
    [['run', '--model', 'oracle', '--tasks', 'all', '--out', 'x', '--cassette-mode', 'record'], /--cassette-mode record needs --cassettes/],
    [['run', '--model', 'oracle', '--tasks', 'all', '--out', 'x', '--skills', 'nofile.md'], /--skills: nofile\.md: file not found/],
    [['run', '--model', 'oracle', '--tasks', 'all', '--out', 'x', '--distractors', '99'], /--distractors must be an integer from 0 to 50/],
    [['run', '--model', 'oracle', '--tasks', 'all', '--out', 'x', '--price', 'cheap'], /--price must be IN,OUT/],
    [['run', '--model', 'oracle', '--tasks', 'all', '--out', 'x', '--bogus'], /Unknown option '--bogus'/],
    [['run', '--model', 'oracle', '--tasks', 'all', '--out', 'x', '--concurrency', 'many'], /--concurrency must be an integer from 1 to 256 \(got "many"\)/],
    [['merge', '--out', 'x'], /give the shard folders to merge/],
  ];
  for (const [args, re] of cases) {
    it(args.join(' '), async () => {
      const r = await cli(args, {}, tmp);
      expect(r.code).not.toBe(0);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(re);
      expect(existsSync(join(tmp, 'x'))).toBe(false);
    });
  }
});
