// `persona cassette ls|show|prune` through the real CLI (bin/persona.js in a child process), on
// cassettes recorded from the loopback stub and run folders whose journals name the entries used.
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { JournalWriter, type JournalHeader } from '../runtime/journal/journal.ts';
import { createLlmClient, readCassetteFile, type ChatResponse } from '../runtime/llm/index.ts';
import { cli } from './helpers/cli.ts';
import { startStub } from './helpers/openai-stub.ts';

const HEADER: JournalHeader = {
  type: 'header',
  format: 'mcp-persona/journal',
  version: 2,
  seed: 1,
  clock: { anchor: '2026-01-01T09:00:00Z', stepMs: 1000 },
  servers: [],
  snapshots: {},
  kernels: {},
  settings: { kind: 'scenario' },
};

let dir: string;
const agent = 'cassettes/agent.cassette.msgpack';
const judge = 'cassettes/nested/judge.cassette.msgpack';
let answers: ChatResponse[];
let judged: ChatResponse;

function writeRun(name: string, records: { cassette: string; key: string; ordinal: number }[]): string {
  const runDir = join(dir, 'runs', name);
  mkdirSync(runDir, { recursive: true });
  const w = new JournalWriter(join(runDir, 'journal.msgpack'), HEADER);
  for (const r of records) w.append({ type: 'llm', ...r });
  w.append({ type: 'final', answer: 'done' });
  w.close();
  return join(runDir, 'journal.msgpack');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cassette-cli-'));
  const stub = await startStub();
  const a = createLlmClient({ model: 'agent-model', baseUrl: stub.openaiBaseUrl, apiKeyEnv: null, cassette: { path: join(dir, agent), mode: 'record' } });
  const tools = [{ name: 'lookup', description: 'Look up', parameters: { type: 'object', properties: { q: { type: 'string' } } } }];
  answers = [
    await a.chat({ messages: [{ role: 'user', content: 'first' }] }),
    await a.chat({ messages: [{ role: 'user', content: 'first' }] }),
    await a.chat({ messages: [{ role: 'user', content: 'use the tool' }], tools, stream: true }),
    await a.chat({ messages: [{ role: 'user', content: 'third' }], temperature: 0 }),
  ];
  const j = createLlmClient({ model: 'judge-model', baseUrl: stub.openaiBaseUrl, apiKeyEnv: null, cassette: { path: join(dir, judge), mode: 'record' } });
  judged = await j.chat({ messages: [{ role: 'user', content: 'verdict?' }] });
  await a.close();
  await j.close();
  await stub.close();
});

describe('persona cassette', () => {
  it('ls lists each cassette with its entries, distinct requests and streamed entries', async () => {
    const r = await cli(['cassette', 'ls'], {}, dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^entries\s+requests\s+streamed\s+bytes\s+file$/);
    expect(lines[1]).toMatch(new RegExp(`^\\s+4\\s+3\\s+1\\s+\\d+\\s+${agent}$`));
    expect(lines[2]).toMatch(new RegExp(`^\\s+1\\s+1\\s+0\\s+\\d+\\s+${judge}$`));

    const long = await cli(['cassette', 'ls', 'cassettes/agent.cassette.msgpack', '--long', '--json'], {}, dir);
    const parsed = JSON.parse(long.stdout);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ file: agent, version: 1, entries: 4, requests: 3, streamed: 1 });
    expect(parsed[0].exchanges.filter((e: { key: string }) => e.key === answers[0].cassette!.key).map((e: { ordinal: number }) => e.ordinal)).toEqual([0, 1]);
    expect(parsed[0].exchanges.every((e: { model: string; path: string }) => e.model === 'agent-model' && e.path === '/v1/chat/completions')).toBe(true);
  });

  it('show prints a recorded exchange as JSON: the request and the response (parsed, or SSE frames as recorded)', async () => {
    const key = answers[3].cassette!.key;
    const r = await cli(['cassette', 'show', agent, key.slice(0, 10)], {}, dir);
    expect(r.code).toBe(0);
    const ex = JSON.parse(r.stdout);
    expect(ex).toMatchObject({
      key,
      ordinal: 0,
      request: { method: 'POST', path: '/v1/chat/completions', body: { model: 'agent-model', messages: [{ role: 'user', content: 'third' }], temperature: 0 } },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: { object: 'chat.completion', choices: [{ message: { content: answers[3].message.content } }] } },
    });

    const twice = JSON.parse((await cli(['cassette', 'show', agent, answers[0].cassette!.key], {}, dir)).stdout);
    expect(twice.map((e: { ordinal: number }) => e.ordinal)).toEqual([0, 1]);
    const second = JSON.parse((await cli(['cassette', 'show', agent, answers[0].cassette!.key, '--ordinal', '1'], {}, dir)).stdout);
    expect(second.response.body.choices[0].message.content).toBe(answers[1].message.content);

    const sse = JSON.parse((await cli(['cassette', 'show', agent, answers[2].cassette!.key], {}, dir)).stdout);
    expect(sse.response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(sse.response.frames.length).toBeGreaterThan(5);
    expect(sse.response.frames.every((f: string) => f.endsWith('\n\n'))).toBe(true);
    expect(sse.response.frames.at(-1)).toBe('data: [DONE]\n\n');

    const all = JSON.parse((await cli(['cassette', 'show', agent], {}, dir)).stdout);
    expect(all).toHaveLength(4);
  });

  it('rejects bad input with a one-line reason', async () => {
    const cases: [string[], RegExp][] = [
      [['cassette'], /^persona cassette: expected a subcommand: ls, show or prune\n$/],
      [['cassette', 'list'], /^persona cassette: unknown subcommand "list" \(ls, show, prune\)\n$/],
      [['cassette', 'show', 'cassettes/none.cassette.msgpack'], /^persona cassette: cassettes\/none\.cassette\.msgpack: cassette not found\n$/],
      [['cassette', 'show', agent, 'xyz'], /^persona cassette: KEY must be hexadecimal/],
      [['cassette', 'show', agent, 'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'], /no recorded request has a key starting with f{64}\n$/],
      [['cassette', 'show', agent, answers[3].cassette!.key, '--ordinal', '5'], /no exchange with occurrence #5/],
      [['cassette', 'ls', 'nowhere'], /^persona cassette: nowhere: no such cassette file or folder\n$/],
      [['cassette', 'prune'], /^persona cassette: prune needs --runs DIR/],
      [['cassette', 'ls', '--bogus'], /^persona cassette: Unknown option '--bogus'/],
    ];
    for (const [args, err] of cases) {
      const r = await cli(args, {}, dir);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr, args.join(' ')).toMatch(err);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    expect((await cli(['cassette', '--help'], {}, dir)).stdout).toMatch(/^usage: persona cassette ls/);
  });

  it('prune removes the entries no stored run used (dry run first), reading cassette paths and runner-style names', async () => {
    mkdirSync(join(dir, 'empty-runs'), { recursive: true });
    const none = await cli(['cassette', 'prune', '--runs', 'empty-runs'], {}, dir);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/no journal\.msgpack under empty-runs: refusing to prune/);

    // run-a names the cassette by its path; run-b as the runner does: relative to the cassettes folder, no ending.
    writeRun('run-a', [answers[0], answers[2]].map((x) => ({ cassette: agent, key: x.cassette!.key, ordinal: x.cassette!.ordinal })));
    const b = writeRun('run-b', [{ cassette: 'nested/judge', key: judged.cassette!.key, ordinal: 0 }]);
    appendFileSync(b, Buffer.from([0, 0, 0, 9, 1])); // a torn last record (a crashed writer)
    const before = readFileSync(join(dir, agent));

    const dry = await cli(['cassette', 'prune', '--runs', 'runs', '--dry-run'], {}, dir);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toBe(`${agent}: kept 2, would remove 2\n${judge}: kept 1, would remove 0\n2 journals read; 2 entries would be removed (dry run)\n`);
    expect(dry.stderr).toMatch(/run-b\/journal\.msgpack ends in a torn record; its whole records were used/);
    expect(readFileSync(join(dir, agent)).equals(before)).toBe(true);

    const real = await cli(['cassette', 'prune', '--runs', 'runs'], {}, dir);
    expect(real.code).toBe(0);
    expect(real.stdout).toContain(`${agent}: kept 2, removed 2`);
    const left = readCassetteFile(join(dir, agent)).map((e) => `${e.key}#${e.ordinal}`);
    expect(left).toEqual([answers[0], answers[2]].map((x) => `${x.cassette!.key}#${x.cassette!.ordinal}`).sort());
    expect(readCassetteFile(join(dir, judge))).toHaveLength(1);
    // The kept entries still replay.
    const again = await cli(['cassette', 'ls', '--json'], {}, dir);
    expect(JSON.parse(again.stdout).map((c: { entries: number }) => c.entries)).toEqual([2, 1]);
  });
});
