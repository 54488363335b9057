// Streamable HTTP serving: concurrent sessions are isolated (own sandbox, context, journal), bad
// requests get protocol errors without disturbing other sessions, and every ended session leaves
// a complete run folder that verifies.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { buildCatalog } from '../runtime/mcp/catalog.ts';
import { HttpFront, MAX_BODY_BYTES } from '../runtime/mcp/http-front.ts';
import { openRun } from '../runtime/run/run-folder.ts';
import { stateAt, verifyRun } from '../runtime/replay/replay.ts';
import { TOY_KERNELS, TOY_SNAPSHOTS } from './helpers/toy.ts';

let front: HttpFront;
let runsDir: string;

beforeAll(async () => {
  runsDir = mkdtempSync(join(tmpdir(), 'persona-http-'));
  front = new HttpFront({
    catalog: buildCatalog(['toy'], { kernelsDir: TOY_KERNELS }),
    runsDir,
    session: { kernelsDir: TOY_KERNELS, snapshotsDir: TOY_SNAPSHOTS, seed: 5 },
    host: '127.0.0.1',
    port: 0,
    idleTimeoutMs: 60_000,
  });
  await front.start();
});
afterAll(async () => front.stop());

async function connect(): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: 'test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(front.url));
  await client.connect(transport);
  return { client, transport };
}

function raw(method: string, body: string | Buffer | null, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(front.url);
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } }, (res) => {
      let data = '';
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
    if (body !== null) req.write(body);
    req.end();
  });
}

describe('persona serve over Streamable HTTP', () => {
  it('16 concurrent sessions each see and journal only their own calls', async () => {
    const N = 16;
    const sessions = await Promise.all(Array.from({ length: N }, () => connect()));
    const ids = sessions.map((s) => s.transport.sessionId!);
    expect(new Set(ids).size).toBe(N);
    const tools = await sessions[0].client.listTools();
    expect(tools.tools.map((t) => t.name)).toContain('add_note');
    // Interleave: every session creates three notes, round-robin, all in flight together.
    await Promise.all(sessions.flatMap((s, i) => [0, 1, 2].map((k) =>
      s.client.callTool({ name: 'add_note', arguments: { folder: 'f1', title: `s${i}-n${k}` } }))));
    for (const s of sessions) await s.transport.terminateSession();
    await Promise.all(sessions.map((s) => s.client.close()));
    for (let i = 0; i < N; i += 1) {
      const dir = join(runsDir, ids[i]);
      const run = openRun(dir);
      // Written completely: the journal's end record holds the final state's hash (run format 2).
      expect(run.finalHashes).not.toBeNull();
      expect(run.calls).toHaveLength(3);
      expect(run.calls.map((c) => (c.args as any).title).sort()).toEqual([`s${i}-n0`, `s${i}-n1`, `s${i}-n2`]);
      const titles = Object.values((stateAt(run, 3).toy.folders as any).f1.notes).map((n: any) => n.title).sort();
      expect(titles).toEqual(['first note', `s${i}-n0`, `s${i}-n1`, `s${i}-n2`]);
      expect(verifyRun(run, { kernelsDir: TOY_KERNELS }).mismatch).toBeNull();
      // The start tree (not a bundled snapshot) is stored once for the whole server, not per session.
      expect(existsSync(join(dir, 'snapshots'))).toBe(false);
    }
    expect(readdirSync(join(runsDir, 'snapshots'))).toHaveLength(1);
  });

  it('answers bad requests with protocol errors and keeps serving other sessions', async () => {
    const { client, transport } = await connect();
    const sid = transport.sessionId!;
    const parse = await raw('POST', '{"jsonrpc": "2.0", broken', { 'mcp-session-id': sid });
    expect(parse.status).toBe(400);
    expect(JSON.parse(parse.body).error.code).toBe(-32700);
    const unknown = await raw('POST', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), { 'mcp-session-id': 'no-such-session' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).error.message).toBe('Session not found');
    const big = await raw('POST', Buffer.alloc(MAX_BODY_BYTES + 10, 0x20), { 'mcp-session-id': sid });
    expect(big.status).toBe(413);
    const noSession = await raw('POST', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
    expect(noSession.status).toBe(400);
    const put = await raw('PUT', '{}', { 'mcp-session-id': sid });
    expect(put.status).toBe(405);
    // A client that disconnects mid-request does not take the server down.
    await new Promise<void>((resolve) => {
      const u = new URL(front.url);
      const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'mcp-session-id': sid } });
      req.on('error', () => resolve());
      req.write('{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"add_note","argu');
      setTimeout(() => { req.destroy(); resolve(); }, 50);
    });
    const still = await client.callTool({ name: 'add_note', arguments: { folder: 'f1', title: 'still here' } });
    expect(still.isError).toBeUndefined();
    const invalid = await client.callTool({ name: 'add_note', arguments: { folder: 1 } });
    expect(invalid.isError).toBe(true);
    expect((invalid.content as any)[0].text).toBe('MCP error -32602: Input validation error: Invalid arguments for tool add_note: Expected string, received number at folder\nRequired at title');
    const unknownTool = await client.callTool({ name: 'nope', arguments: {} });
    expect((unknownTool.content as any)[0].text).toBe('MCP error -32602: Tool nope not found');
    await transport.terminateSession();
    await client.close();
    const run = openRun(join(runsDir, sid));
    expect(run.calls.map((c) => c.tool)).toEqual(['add_note', 'add_note', 'nope']);
  });

  it('an idle session is closed and its run folder written', async () => {
    const idleRuns = mkdtempSync(join(tmpdir(), 'persona-idle-'));
    const idleFront = new HttpFront({
      catalog: buildCatalog(['toy'], { kernelsDir: TOY_KERNELS }), runsDir: idleRuns,
      session: { kernelsDir: TOY_KERNELS, snapshotsDir: TOY_SNAPSHOTS }, host: '127.0.0.1', port: 0, idleTimeoutMs: 200,
    });
    await idleFront.start();
    try {
      const client = new Client({ name: 'idle', version: '1' });
      const transport = new StreamableHTTPClientTransport(new URL(idleFront.url));
      await client.connect(transport);
      const sid = transport.sessionId!;
      await client.callTool({ name: 'add_note', arguments: { folder: 'f1', title: 'then silence' } });
      await new Promise((r) => setTimeout(r, 700));
      expect(idleFront.liveSessions).toBe(0);
      expect(openRun(join(idleRuns, sid)).calls).toHaveLength(1);
      expect(openRun(join(idleRuns, sid)).finalHashes).not.toBeNull();
      await client.close().catch(() => undefined);
    } finally {
      await idleFront.stop();
    }
  });
});

describe('persona serve --http with Lark and a second server', () => {
  it('lists the real Lark tools and answers with Lark-shaped successes and failures', async () => {
    const larkRuns = mkdtempSync(join(tmpdir(), 'persona-http-lark-'));
    const larkFront = new HttpFront({ catalog: buildCatalog(['lark']), runsDir: larkRuns, session: { seed: 2 }, host: '127.0.0.1', port: 0, idleTimeoutMs: 60_000 });
    await larkFront.start();
    try {
      const client = new Client({ name: 'generic', version: '1' });
      const transport = new StreamableHTTPClientTransport(new URL(larkFront.url));
      await client.connect(transport);
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(14);
      const ok = await client.callTool({ name: 'im_v1_chat_list', arguments: { params: { page_size: 5 } } });
      expect(ok.isError).toBeFalsy();
      expect(JSON.parse((ok.content as any)[0].text)).toHaveProperty('items');
      const bad = await client.callTool({ name: 'im_v1_message_list', arguments: { params: { container_id_type: 'chat', container_id: 'oc_nope' } } });
      expect(bad.isError).toBe(true);
      expect(JSON.parse((bad.content as any)[0].text).code).toBeGreaterThan(0);
      const sid = transport.sessionId!;
      await transport.terminateSession();
      await client.close();
      expect(verifyRun(openRun(join(larkRuns, sid))).mismatch).toBeNull();
    } finally {
      await larkFront.stop();
    }
  });

  it('prefixes colliding tool names with their server and honours --tools', () => {
    const both = buildCatalog(['toy', 'toy2'], { kernelsDir: TOY_KERNELS });
    expect(both.tools.map((t) => t.name).filter((n) => n.includes('__')).sort()).toEqual(['toy2__add_note', 'toy__add_note']);
    expect(both.byName.has('ping')).toBe(true);
    expect(both.byName.get('toy2__add_note')).toMatchObject({ server: 'toy2', tool: 'add_note' });
    const some = buildCatalog(['toy'], { kernelsDir: TOY_KERNELS, only: ['add_note', 'toy/clock'] });
    expect(some.tools.map((t) => t.name)).toEqual(['add_note', 'clock']);
    expect(() => buildCatalog(['toy'], { kernelsDir: TOY_KERNELS, only: ['nope'] })).toThrow(/--tools: unknown tool "nope"/);
  });
});

describe('tool subsets', () => {
  it('a tool left out by --tools is unknown to the session, and the run still verifies', async () => {
    const runs = mkdtempSync(join(tmpdir(), 'persona-subset-'));
    const sub = new HttpFront({
      catalog: buildCatalog(['toy'], { kernelsDir: TOY_KERNELS, only: ['add_note'] }), runsDir: runs,
      session: { kernelsDir: TOY_KERNELS, snapshotsDir: TOY_SNAPSHOTS }, host: '127.0.0.1', port: 0, idleTimeoutMs: 60_000,
    });
    await sub.start();
    try {
      const client = new Client({ name: 'subset', version: '1' });
      const transport = new StreamableHTTPClientTransport(new URL(sub.url));
      await client.connect(transport);
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['add_note']);
      const hidden = await client.callTool({ name: 'clock', arguments: {} });
      expect((hidden.content as any)[0].text).toBe('MCP error -32602: Tool clock not found');
      const sid = transport.sessionId!;
      await transport.terminateSession();
      await client.close();
      const run = openRun(join(runs, sid));
      expect(run.header.exposed).toEqual({ toy: ['add_note'] });
      expect(verifyRun(run, { kernelsDir: TOY_KERNELS }).mismatch).toBeNull();
    } finally {
      await sub.stop();
    }
  });
});
