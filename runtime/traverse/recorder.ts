// Tool-Traverse recorder (paper §3.1.1): start a live MCP server over stdio, play seed calls at it
// and record, per call, (tool, args, response, state before, state after) in the shared traces
// format. With induction on, every successful seed is followed by its perturbations into the four
// failure classes, recorded the same way and tagged with their class.
//
// Responses are recorded exactly as they came over the wire: requests are written to the transport
// directly and their answers taken before the SDK client parses them, so neither a result's extra
// fields nor a JSON-RPC error's wording is lost.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { PersonaError } from '../util/errors.ts';
import { ruleLabel } from '../fidelity/labels.ts';
import type { Induced } from '../fidelity/traces.ts';
import type { ServerCommand } from './cmdline.ts';
import { readState, restoreState, type StateSpec } from './state.ts';
import { perturb } from './induce.ts';
import type { Seed } from './seeds.ts';
import { callKey, EXPAND_BATCH } from './expand.ts';

export interface RecordedLine {
  server: string;
  seq: number;
  tool: string | null;
  args: unknown;
  rawParams?: unknown;
  response: Record<string, unknown>;
  responseKind: 'result' | 'jsonrpc_error';
  isError: boolean;
  intent?: string;
  expected?: 'ok' | 'fail';
  induced?: Induced;
  /** A call proposed by the model (traverse --expand): the proposal round it came from. */
  expanded?: { round: number };
  state_before: unknown;
  state_after: unknown;
}

export interface RecordOptions {
  server: string;
  command: ServerCommand;
  cwd?: string;
  seeds: Seed[];
  state: StateSpec;
  induce: boolean;
  callTimeoutMs?: number;
  onLine?: (line: RecordedLine) => void;
  /** Self-FC: after the seeds, up to `count` calls proposed by `propose` (see expand.ts). */
  expand?: {
    count: number;
    propose: (tools: Array<{ name: string; description?: string; inputSchema?: Record<string, unknown> }>, calls: RecordedLine[], wanted: number) => Promise<Seed[]>;
  };
}

export interface Recording {
  lines: RecordedLine[];
  tools: unknown[];
  serverInfo: unknown;
}

interface Pending {
  resolve: (msg: Record<string, unknown>) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

export async function recordTraversal(opts: RecordOptions): Promise<Recording> {
  const stderrChunks: string[] = [];
  const transport = new StdioClientTransport({
    command: opts.command.command,
    args: opts.command.args,
    env: { ...getDefaultEnvironment(), ...opts.command.env },
    cwd: opts.cwd,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (d: Buffer) => {
    stderrChunks.push(d.toString('utf8'));
    if (stderrChunks.length > 200) stderrChunks.shift();
  });
  const serverSaid = () => {
    const tail = stderrChunks.join('').trim().split('\n').slice(-3).join(' | ');
    return tail ? ` (server stderr: ${tail})` : '';
  };
  const client = new Client({ name: 'persona-traverse', version: '0.1.0' });
  const timeoutMs = opts.callTimeoutMs ?? 30_000;
  try {
    await client.connect(transport, { timeout: timeoutMs });
  } catch (e) {
    await client.close().catch(() => {});
    throw new PersonaError(`could not start or initialize the server "${opts.command.command}": ${(e as Error).message}${serverSaid()}`);
  }

  const pending = new Map<string, Pending>();
  const clientOnMessage = transport.onmessage;
  transport.onmessage = (msg: JSONRPCMessage, extra?: unknown) => {
    const id = (msg as { id?: unknown }).id;
    if (typeof id === 'string' && pending.has(id)) {
      const p = pending.get(id) as Pending;
      pending.delete(id);
      clearTimeout(p.timer);
      p.resolve(msg as unknown as Record<string, unknown>);
      return;
    }
    (clientOnMessage as ((m: JSONRPCMessage, x?: unknown) => void) | undefined)?.(msg, extra);
  };
  const clientOnClose = transport.onclose;
  transport.onclose = () => {
    for (const [, p] of pending) {
      clearTimeout(p.timer);
      p.reject(new PersonaError(`the server exited during a call${serverSaid()}`));
    }
    pending.clear();
    clientOnClose?.();
  };

  let nextId = 0;
  const send = (params: unknown): Promise<Record<string, unknown>> => {
    const id = `persona-traverse-${++nextId}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new PersonaError(`the server did not answer a tools/call within ${timeoutMs} ms${serverSaid()}`));
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      transport.send({ jsonrpc: '2.0', id, method: 'tools/call', params } as JSONRPCMessage).catch((e: Error) => {
        clearTimeout(timer);
        pending.delete(id);
        reject(new PersonaError(`could not send to the server: ${e.message}${serverSaid()}`));
      });
    });
  };

  const lines: RecordedLine[] = [];
  let tools: Array<{ name: string; inputSchema?: Record<string, unknown> }> = [];
  let serverInfo: unknown = null;
  try {
    tools = (await client.listTools(undefined, { timeout: timeoutMs })).tools as typeof tools;
    serverInfo = client.getServerVersion() ?? null;
    const schemaOf = (tool: string) => tools.find((t) => t.name === tool)?.inputSchema;

    const call = async (c: { tool: string | null; args: unknown; rawParams?: unknown; intent?: string; expected?: 'ok' | 'fail'; induced?: Induced; expanded?: { round: number } }) => {
      const params = c.rawParams !== undefined ? c.rawParams : c.args === undefined ? { name: c.tool } : { name: c.tool, arguments: c.args };
      const stateBefore = readState(opts.state);
      const msg = await send(params);
      const stateAfter = readState(opts.state);
      const isRpcError = 'error' in msg;
      const response = (isRpcError ? msg.error : msg.result) as Record<string, unknown>;
      const line: RecordedLine = {
        server: opts.server,
        seq: lines.length,
        tool: c.tool,
        args: c.args === undefined ? null : c.args,
        ...(c.rawParams !== undefined ? { rawParams: c.rawParams } : {}),
        response,
        responseKind: isRpcError ? 'jsonrpc_error' : 'result',
        isError: isRpcError || response?.isError === true,
        ...(c.intent !== undefined ? { intent: c.intent } : {}),
        ...(c.expected !== undefined ? { expected: c.expected } : {}),
        ...(c.induced ? { induced: c.induced } : {}),
        ...(c.expanded ? { expanded: c.expanded } : {}),
        state_before: stateBefore,
        state_after: stateAfter,
      };
      lines.push(line);
      opts.onLine?.(line);
      return line;
    };

    const play = async (seed: Seed, expanded?: { round: number }) => {
      const rawName = (seed.rawParams as { name?: unknown } | null | undefined)?.name;
      const tool = seed.tool ?? (typeof rawName === 'string' ? rawName : null);
      const args = seed.rawParams !== undefined ? (seed.rawParams as { arguments?: unknown } | null)?.arguments : seed.args;
      const recorded = await call({ tool, args, rawParams: seed.rawParams, intent: seed.intent, expected: seed.expected, expanded });
      if (!opts.induce || seed.rawParams !== undefined || tool === null) return;
      if (ruleLabel(recorded.response).verdict !== 'success') return;
      for (const p of perturb(schemaOf(tool), seed.args, recorded.state_before, recorded.state_after)) {
        const probe = await call({
          tool, args: p.args, intent: `[induced ${p.class}] ${p.change}`, expected: 'fail',
          induced: { class: p.class, from: recorded.seq, change: p.change },
        });
        // An induced call is a probe: undo what it changed so the next seeds see their own state.
        if (JSON.stringify(probe.state_after) !== JSON.stringify(probe.state_before)) restoreState(opts.state, probe.state_before);
      }
    };
    for (const seed of opts.seeds) await play(seed);
    if (opts.expand) {
      const made = new Set(lines.map((l) => callKey(l.tool, l.args)));
      let added = 0;
      for (let round = 1; added < opts.expand.count; round += 1) {
        const wanted = Math.min(EXPAND_BATCH, opts.expand.count - added);
        const fresh = (await opts.expand.propose(tools, lines, wanted)).filter((s) => {
          const k = callKey(s.tool, s.args);
          if (made.has(k)) return false;
          made.add(k);
          return true;
        }).slice(0, wanted);
        if (!fresh.length) break;
        for (const seed of fresh) await play(seed, { round });
        added += fresh.length;
      }
    }
  } finally {
    await client.close().catch(() => {});
  }
  return { lines, tools, serverInfo };
}
