// An outside agent scored like a `persona run` run: any MCP client connected to
// `persona serve --task <id> --model LABEL` leaves a run folder naming the task and the label;
// `persona answer` gives its final answer; `persona eval` scores it (and refuses it as unfinished without one).
import { mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { REPO } from './helpers/cli.ts';
import { personaMain } from './helpers/persona-main.ts';
import { openRun } from '../runtime/run/run-folder.ts';

describe('an external agent on persona serve --task', () => {
  it('leaves a run folder that persona answer completes and persona eval scores', async () => {
    const runs = mkdtempSync(join(tmpdir(), 'persona-external-'));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(REPO, 'bin/persona.js'), 'serve', '--servers', 'lark', '--task', 'lark-cancel-coffee', '--model', 'my-agent', '--runs', runs],
      cwd: REPO,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'my-agent-framework', version: '1.0.0' });
    await client.connect(transport);
    await client.callTool({ name: 'calendar_v4_calendar_primary', arguments: { useUAT: true } });
    await client.close();
    const [session] = readdirSync(runs);
    const dir = join(runs, session);
    for (let i = 0; i < 100 && !existsSync(join(dir, 'final.snapshot.msgpack')); i += 1) await new Promise((ok) => setTimeout(ok, 50));
    const run = openRun(dir);
    expect(run.header.settings).toMatchObject({ kind: 'served', model: 'my-agent', agent: { name: 'external' }, task: { id: 'lark-cancel-coffee' } });

    // Without an answer the run is unfinished: not scored.
    const before = await personaMain(['eval', dir, '--rule-based', '--no-write']);
    expect(before.code).toBe(1);
    expect(before.stderr).toMatch(/not scored \(the run is unfinished/);

    const a = await personaMain(['answer', dir, '--text', 'I cancelled the coffee chat ☕.']);
    expect(a.code, a.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'answer.json'), 'utf8'))).toEqual({ answer: 'I cancelled the coffee chat ☕.', status: 'answered' });
    const again = await personaMain(['answer', dir, '--text', 'other']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already has an answer/);

    const e = await personaMain(['eval', dir, '--rule-based', '--json', '--no-write']);
    expect(e.code, e.stderr).toBe(0);
    const score = JSON.parse(e.stdout.trim().split('\n')[0]);
    expect(score).toMatchObject({ task: 'lark-cancel-coffee', model: 'my-agent', status: 'answered', calls: 1 });
  }, 60_000);
});
