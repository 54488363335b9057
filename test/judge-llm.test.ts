// The LLM checkpoint judge against a loopback OpenAI-compatible server: record its answers into a
// cassette, then replay the evaluation with the server stopped — in another process and TZ — and
// get the same score files to the byte. Only what the evidence leaves open reaches the model (a value
// a call returned but the answer does not report verbatim); an answer that cannot be parsed falls
// back to the rule-based judge.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, cpSync, readdirSync, statSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { cli } from './helpers/cli.ts';
import { startStub, type Stub } from './helpers/openai-stub.ts';
import { loadTasks } from '../runtime/tasks/load.ts';
import { openRun } from '../runtime/run/run-folder.ts';
import { findRunFolders, writeScore } from '../runtime/eval/store.ts';
import { scoreRuns, type RunScore } from '../runtime/eval/score.ts';
import { ruleBasedJudge } from '../runtime/judge/rules.ts';
import { checkpointJudge } from '../runtime/judge/client.ts';
import { readCassetteFile } from '../runtime/llm/index.ts';

const TASKS = 'lark-cancel-coffee,email163-mom-lunch-reply,lark-demo-day-lineup';
const tmp = mkdtempSync(join(tmpdir(), 'persona-judge-'));
const runs = join(tmp, 'runs');
const cassette = join(tmp, 'judge.cassette.msgpack');
const tasks = new Map(loadTasks().map((t) => [t.task.id, t]));

/**
 * A judge model for tests: reads the ground-truth values, the final answer and the call arguments out
 * of the prompt and scores 1 / 0.5 / 0 by how many of the values the agent reported; without ground truth it answers in prose
 * (which the judge cannot parse). Answers are a function of the request alone.
 */
interface JudgeServer { url: string; requests: { body: any }[]; close(): Promise<void> }
async function startJudgeModel(): Promise<JudgeServer> {
  const requests: { body: any }[] = [];
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c) => parts.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8'));
      requests.push({ body });
      const user = String(body.messages.at(-1).content);
      const gt = /^Ground-truth values: (.*)$/m.exec(user);
      // What the agent reported: its final answer and the arguments of its calls.
      const answer = [(/^Final answer \([a-z_]+\): ([\s\S]*)$/m.exec(user)?.[1] ?? ''), ...user.split('\n').filter((l) => /^ {2}step \d+: /.test(l))].join('\n').toLowerCase();
      let content: string;
      if (gt) {
        const values: (string | string[])[] = JSON.parse(gt[1]);
        const found = values.filter((v) => (typeof v === 'string' ? [v] : v).some((s) => answer.includes(s.toLowerCase())));
        const score = found.length === values.length ? 1 : found.length ? 0.5 : 0;
        content = `Thoughts: checked ${values.length} value(s).\n{"score": ${score}, "reason": "stub judge: ${found.length} of ${values.length} ground-truth values reported"}`;
      } else {
        content = 'I would need to look at the application myself to tell.';
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'chatcmpl-judge', object: 'chat.completion', created: 1, model: body.model, choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, requests, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

function scoreFiles(root: string, name: string): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (d: string) => {
    for (const n of readdirSync(d).sort()) {
      const f = join(d, n);
      if (statSync(f).isDirectory()) visit(f);
      else if (n === name) out.set(relative(root, f), readFileSync(f, 'utf8'));
    }
  };
  visit(root);
  return out;
}

let model: JudgeServer;
let recorded: RunScore[];
let rules: RunScore[];

beforeAll(async () => {
  const r = await cli(['run', '--model', 'oracle,naive', '--tasks', TASKS, '--out', runs]);
  expect(r.code, r.stderr).toBe(0);
  // A pristine copy to replay into (no score files yet).
  cpSync(runs, join(tmp, 'replay'), { recursive: true });
  model = await startJudgeModel();
  const judge = checkpointJudge('stub-judge', {
    'judge-base-url': model.url, 'judge-api-key-env': '', 'judge-cassette': cassette, 'judge-cassette-mode': 'record',
  }, { concurrency: 4 });
  const dirs = findRunFolders([runs]);
  try {
    recorded = await scoreRuns(dirs.map((d) => openRun(d)), tasks, judge);
  } finally {
    await judge.close();
  }
  recorded.forEach((s, i) => writeScore(dirs[i], s));
  rules = await scoreRuns(dirs.map((d) => openRun(d)), tasks, ruleBasedJudge);
  await model.close();
}, 120_000);

afterAll(async () => {
  await model?.close().catch(() => {});
});

describe('LLM judge', () => {
  it('asks the model only what the evidence leaves open, once per distinct prompt, with the paper’s criteria', async () => {
    const all = recorded.flatMap((s) => s.checkpoints);
    const judged = all.filter((c) => c.by === 'judge' || c.by === 'rules-fallback');
    const exact = all.filter((c) => c.by === 'executor');
    expect(judged.length).toBeGreaterThan(0);
    expect(exact.length).toBeGreaterThan(0);
    expect(all.every((c) => c.type === 'operate' ? c.by === 'executor' : c.by !== 'executor')).toBe(true);
    // Every judged checkpoint has evidence — a value a call returned that the answer does not report
    // verbatim — and no checkpoint without evidence, nor one the rules fully pass, reaches the model.
    for (const c of judged) {
      expect(c.rules!.score).toBeLessThan(1);
      expect(c.evidence?.search?.returned.some((r) => !c.evidence!.search!.reported.includes(r.value))).toBe(true);
    }
    for (const c of all.filter((x) => x.evidence?.search && !x.evidence.search.returned.length)) expect(c.by).toBe('rules');
    expect(model.requests.length).toBeLessThanOrEqual(judged.length);
    const first = model.requests[0].body;
    expect(first).toMatchObject({ model: 'stub-judge', temperature: 0 });
    expect(first.messages[0].content).toContain('Information must come from the tool calls in the log');
    expect(first.messages[0].content).toContain('{"score": <0, 0.5 or 1>, "reason"');
    const prompts = model.requests.map((r) => String(r.body.messages[1].content));
    expect(prompts.some((p) => p.includes('Returned by a tool call: '))).toBe(true);
    expect(prompts.every((p) => /Tool calls \(\d+ in the run/.test(p) && /Final answer \(/.test(p))).toBe(true);
    // Every distinct request was recorded once, as the first of its kind (concurrency cannot move ordinals).
    const entries = readCassetteFile(cassette);
    expect(entries).toHaveLength(model.requests.length);
    expect(entries.every((e) => e.ordinal === 0)).toBe(true);
  });

  it('takes parsed verdicts, falls back to the rules on unparseable answers, and keeps Exec-Acc executor-based', async () => {
    const naive = recorded.find((s) => s.model === 'naive' && s.task === 'lark-cancel-coffee')!;
    const oracle = recorded.find((s) => s.model === 'oracle' && s.task === 'email163-mom-lunch-reply')!;
    const byJudge = recorded.flatMap((s) => s.checkpoints).filter((c) => c.by === 'judge');
    expect(byJudge.length).toBeGreaterThan(0);
    for (const c of byJudge) {
      expect(c.reason).toMatch(/^stub judge: \d+ of \d+ ground-truth values reported$/);
      expect(c.rules).toBeDefined();
    }
    // The oracle reports every value it obtained: the evidence decides, no model is asked.
    expect(oracle.checkpoints.filter((c) => c.type !== 'operate').every((c) => c.by === 'rules' && c.score === 1)).toBe(true);
    // The naive agent never listed the calendar: no evidence, so the rules' 0 stands.
    expect(naive.checkpoints[0]).toMatchObject({ by: 'rules', score: 0 });
    const fallbacks = recorded.flatMap((s) => s.checkpoints).filter((c) => c.by === 'rules-fallback');
    for (const c of fallbacks) {
      expect(c.reason).toMatch(/^judge answer unparseable; rules: /);
      expect(c.score).toBe(c.rules!.score);
    }
    // Exec-Acc is the execution-based evaluation: the same whichever judge gives Acc; minefields zero it.
    for (const s of recorded) {
      const r = rules.find((x) => x.run === s.run)!;
      expect(s.execAcc, s.run).toBe(r.execAcc);
      expect(s.judge).toMatchObject({ kind: 'llm', id: 'judge-stub-judge', model: 'stub-judge', temperature: 0, promptVersion: 2 });
    }
    expect(naive.minefields.tripped).toBe(true);
    expect(naive.execAcc).toBe(0);
    // Minefields are executor-verified: they zero Acc under an LLM judge too.
    expect(naive.acc).toBe(0);
  });

  it('replays offline in another process and TZ to the same score files, byte for byte', async () => {
    const replay = join(tmp, 'replay');
    const r = await cli(['eval', replay, '--judge', 'stub-judge', '--judge-cassette', cassette, '--quiet', '--summary', '--concurrency', '1'], { TZ: 'America/Los_Angeles', PERSONA_JUDGE_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(r.code, r.stderr).toBe(0);
    const a = scoreFiles(runs, 'score.judge-stub-judge.json');
    const b = scoreFiles(replay, 'score.judge-stub-judge.json');
    expect(a.size).toBe(6);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [k, v] of a) expect(b.get(k), k).toBe(v);
    // The tables pick the only judge there is.
    const t = await cli(['tables', replay, '--table', '3']);
    expect(t.code, t.stderr).toBe(0);
    expect(t.stdout).toBe((await cli(['tables', runs, '--table', '3', '--judge', 'stub-judge'])).stdout);
  });

  it('a request the cassette lacks fails with a one-line cassette miss', async () => {
    const other = join(tmp, 'other.cassette.msgpack');
    const r = await cli(['eval', join(tmp, 'replay', 'naive', 'email163-mom-lunch-reply'), '--judge', 'stub-judge', '--judge-cassette', other, '--no-write', '--quiet']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^persona eval: cassette miss in .*other\.cassette\.msgpack/);
    expect(existsSync(other)).toBe(false);
  });
});

describe('LLM judge, unparseable answers', () => {
  let echo: Stub;
  beforeAll(async () => {
    echo = await startStub({ orderFree: true });
  });
  afterAll(async () => {
    await echo.close().catch(() => {});
  });

  it('an echoing model gives no verdict: every judged checkpoint falls back to the rule-based score, recorded and replayed', async () => {
    const dirs = findRunFolders([join(tmp, 'replay', 'naive')]);
    const echoCassette = join(tmp, 'echo.cassette.msgpack');
    const score = async (flags: Record<string, string>) => {
      const judge = checkpointJudge('echo', { 'judge-api-key-env': '', 'judge-cassette': echoCassette, ...flags });
      try {
        return await scoreRuns(dirs.map((d) => openRun(d)), tasks, judge);
      } finally {
        await judge.close();
      }
    };
    const scores = await score({ 'judge-base-url': echo.openaiBaseUrl, 'judge-cassette-mode': 'record' });
    expect(echo.served()).toBeGreaterThan(0);
    expect(scores.flatMap((s) => s.checkpoints).filter((c) => c.by === 'rules-fallback').length).toBe(echo.served());
    for (const s of scores) {
      const r = rules.find((x) => x.run === s.run)!;
      expect(s.checkpoints.map((c) => c.score)).toEqual(r.checkpoints.map((c) => c.score));
      expect(s.checkpoints.every((c) => c.by !== 'judge')).toBe(true);
    }
    // With the model gone, the cassette answers.
    await echo.close();
    const replayed = await score({ 'judge-base-url': echo.openaiBaseUrl, 'judge-cassette-mode': 'replay' });
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(scores));
  });
});
