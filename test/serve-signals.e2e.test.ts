// `persona serve --http` started the way a user starts it (bin/persona.js, which re-spawns Node
// with --no-node-snapshot) and stopped by a signal to that process: the signal reaches the real
// server, every open session's run folder is written, and no process is left behind. Killing the
// wrapper outright (SIGKILL, nothing to forward) must not leave the server running either.
import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { REPO } from './helpers/cli.ts';
import { openRun } from '../runtime/run/run-folder.ts';
import { checkFinalState } from '../runtime/replay/replay.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
// The wrapper's children (Linux /proc), so the test can name the re-spawned server.
const childrenOf = (pid: number): number[] => {
  const f = `/proc/${pid}/task/${pid}/children`;
  return existsSync(f) ? readFileSync(f, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
};

async function startServe(runs: string): Promise<{ proc: ChildProcess; url: string; stderr: () => string; exited: Promise<{ code: number | null; signal: string | null }> }> {
  const proc = spawn(process.execPath, [join(REPO, 'bin/persona.js'), 'serve', '--servers', 'lark', '--http', '0', '--host', '127.0.0.1', '--runs', runs], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  proc.stderr!.setEncoding('utf8');
  const exited = new Promise<{ code: number | null; signal: string | null }>((r) => proc.on('exit', (code, signal) => r({ code, signal })));
  const url = await new Promise<string>((resolve, reject) => {
    proc.stderr!.on('data', (d: string) => {
      err += d;
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err);
      if (m) resolve(m[1]);
    });
    void exited.then(() => reject(new Error(`serve exited early: ${err}`)));
  });
  return { proc, url, stderr: () => err, exited };
}

async function openSession(url: string): Promise<string> {
  const client = new Client({ name: 'signal-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(url));
  await client.connect(transport);
  const r = await client.callTool({ name: 'calendar_v4_calendar_primary', arguments: {} });
  expect(r.isError).toBeFalsy();
  // Leave the session open: the signal has to close it.
  return transport.sessionId!;
}

async function waitGone(pids: number[]) {
  for (let i = 0; i < 100 && pids.some(alive); i += 1) await new Promise((r) => setTimeout(r, 50));
  return pids.filter(alive);
}

// Whatever a failing test leaves running is stopped here, not left to the machine.
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

describe('persona serve --http stopped by a signal', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGKILL'] as const)('%s to the process the user started writes every open session and leaves no process', async (sig) => {
    const runs = mkdtempSync(join(tmpdir(), `persona-sig-${sig}-`));
    const s = await startServe(runs);
    const server = childrenOf(s.proc.pid!);
    started.push(s.proc.pid!, ...server);
    // Started as `node bin/persona.js`: exactly one re-spawned server under the wrapper.
    expect(server).toHaveLength(1);
    const sids = [await openSession(s.url), await openSession(s.url)];
    s.proc.kill(sig);
    const how = await s.exited;
    if (sig === 'SIGKILL') expect(how.signal).toBe('SIGKILL');
    else {
      // The wrapper ends the way the server did: the server stops cleanly and exits 0.
      expect(how, s.stderr()).toEqual({ code: 0, signal: null });
      expect(s.stderr()).toMatch(new RegExp(`${sig}: closing 2 open session\\(s\\)`));
      expect(s.stderr()).toMatch(/stopped; 2 session\(s\) written/);
    }
    expect(await waitGone(server)).toEqual([]);
    // A session's run folder is written completely when its journal ends with the `end` record
    // (the final state's hashes, docs/run-format.md) and that final state checks out.
    const written = (id: string) => { try { return openRun(join(runs, id)).finalHashes !== null; } catch { return false; } };
    for (let i = 0; i < 100 && !sids.every(written); i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(runs).filter((f) => f !== 'snapshots').sort()).toEqual([...sids].sort());
    for (const id of sids) {
      const run = openRun(join(runs, id));
      expect(run.finalHashes, id).not.toBeNull();
      expect(checkFinalState(run), id).toBeNull();
    }
  });
});
