// A generic MCP client (the SDK's) lists and calls the Lark tools over stdio; the session's run
// folder verifies and diff shows what the client changed.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { cli, REPO } from './helpers/cli.ts';

describe('persona serve over stdio', () => {
  it('serves the real Lark tools and writes a verifiable run folder on close', async () => {
    const runs = mkdtempSync(join(tmpdir(), 'persona-stdio-'));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(REPO, 'bin/persona.js'), 'serve', '--servers', 'lark', '--runs', runs, '--seed', '9'],
      cwd: REPO,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'generic-client', version: '1.0.0' });
    await client.connect(transport);
    expect(client.getServerVersion()).toEqual({ name: 'Feishu/Lark MCP Server', version: '0.5.1' });
    const listed = await client.listTools();
    const manifest = JSON.parse(readFileSync(join(REPO, 'kernels/lark/manifest.json'), 'utf8'));
    // The default preset: the 14 tools of lark.json, which come first in the manifest.
    expect(listed.tools.map((t) => t.name)).toEqual(manifest.tools.slice(0, 14).map((t: any) => t.name));
    expect(listed.tools[0].inputSchema).toEqual(manifest.tools[0].inputSchema);
    expect(listed.tools[0].description).toBe(manifest.tools[0].description);

    const primary = await client.callTool({ name: 'calendar_v4_calendar_primary', arguments: {} });
    expect(primary.isError).toBeFalsy();
    const calendarId = JSON.parse((primary.content as any)[0].text).calendars[0].calendar.calendar_id;
    const created = await client.callTool({
      name: 'calendar_v4_calendarEvent_create',
      arguments: { path: { calendar_id: calendarId }, data: { summary: 'Stdio sync', start_time: { timestamp: '1767862800' }, end_time: { timestamp: '1767866400' } } },
    });
    expect(created.isError).toBeFalsy();
    const bad = await client.callTool({ name: 'calendar_v4_calendarEvent_get', arguments: { path: { calendar_id: calendarId, event_id: 'does-not-exist' } } });
    expect(bad.isError).toBe(true);
    expect(JSON.parse((bad.content as any)[0].text)).toMatchObject({ code: expect.any(Number), msg: expect.any(String), error: { log_id: expect.any(String) } });
    await client.close();

    // The server writes the run folder once the client has gone.
    let dirs: string[] = [];
    for (let i = 0; i < 100 && !(dirs.length && readdirSync(join(runs, dirs[0])).includes('final.snapshot.msgpack')); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      dirs = readdirSync(runs);
    }
    expect(dirs).toHaveLength(1);
    const dir = join(runs, dirs[0]);
    expect((await cli(['replay', dir, '--verify'])).stdout).toMatch(/^verify ok: 3 calls/);
    expect((await cli(['diff', dir])).stdout).toMatch(/\+ created Event .*"Stdio sync"/);
  });

  it('--task starts from the task\'s snapshots; an unknown task is a one-line error', async () => {
    const runs = mkdtempSync(join(tmpdir(), 'persona-stdio-task-'));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(REPO, 'bin/persona.js'), 'serve', '--servers', 'lark', '--task', 'lark-cancel-coffee', '--runs', runs],
      cwd: REPO,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'task-client', version: '1.0.0' });
    await client.connect(transport);
    const r = await client.callTool({ name: 'calendar_v4_calendar_primary', arguments: {} });
    expect(r.isError).toBeFalsy();
    await client.close();
    let dirs: string[] = [];
    for (let i = 0; i < 100 && !(dirs.length && readdirSync(join(runs, dirs[0])).includes('final.snapshot.msgpack')); i += 1) {
      await new Promise((res) => setTimeout(res, 100));
      dirs = readdirSync(runs);
    }
    const replay = await cli(['replay', join(runs, dirs[0])]);
    expect(replay.stdout).toMatch(/lark: snapshot lark\/li-ming/);
    const bad = await cli(['serve', '--servers', 'lark', '--task', 'no-such-task']);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toMatch(/^persona serve: --task: no task "no-such-task" under /);
  });
});

