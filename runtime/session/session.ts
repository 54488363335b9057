// A session: one agent's (or one script's) view of its simulated servers. It owns one sandbox
// holding every server's context, keeps the host's copy of each tree in step by applying the
// emitted patches, and appends every call to the journal when it has one.
//
// A call goes: unknown tool? -> argument validation (the real server's wording) -> kernel in the
// sandbox -> patch applied to the host copy -> journal record. Kernel faults leave the context
// unchanged; an isolate killed by its memory limit is rebuilt from the host copy.

import { loadServer, type ServerDefinition } from '../servers/registry.ts';
import { validatorFor } from '../servers/validate.ts';
import { Sandbox, SandboxDeadError, type SandboxLimits, type SandboxOutcome } from '../sandbox/sandbox.ts';
import { callSeedWords } from '../determinism/seed.ts';
import { clockAt, defaultClock, type ClockSpec } from '../determinism/clock.ts';
import { cloneJson } from '../context/handler.js';
import { applyPatch } from '../context/apply-patch.ts';
import { measureArguments, jsonTextIterative, type ArgumentShape } from './arguments.ts';
import { wellFormed, wellFormedDeep } from '../util/unicode.ts';
import { loadSnapshot, hashTree, type LoadedSnapshot } from '../snapshot/snapshot.ts';
import { PersonaError } from '../util/errors.ts';
import type { CallToolResult, CallFault, PatchOp } from '../kernel/types.ts';
import { JOURNAL_VERSION, type CallRecord, type JournalHeader, type RunSettings } from '../format/run-format.ts';

export type Trees = Record<string, Record<string, unknown>>;

export interface SessionOptions {
  servers: string[];
  /** Per server: a snapshot reference (`lark/li-ming`, a path) or an already-loaded snapshot; default: the server's defaultSnapshot. */
  snapshots?: Record<string, string | LoadedSnapshot>;
  seed?: number;
  clock?: Partial<ClockSpec>;
  limits?: Partial<SandboxLimits>;
  kernelsDir?: string;
  snapshotsDir?: string;
  /** Receives each call record as it happens (the journal writer, a progress printer…). */
  onCall?: (record: CallRecord) => void;
  /** Number of calls already made (a resumed or replayed run starts after them). */
  startSeq?: number;
  /**
   * Per server, the only tools this session offers (a preset or a `--tools` subset); any other
   * name is answered as the real server answers an unknown tool. Default: every manifest tool.
   */
  exposed?: Record<string, string[]>;
}

interface PendingCall {
  server: ServerDefinition;
  tool: string;
  seq: number;
  clockMs: number;
  shape: ArgumentShape;
  args: unknown;
  recorded: Pick<CallRecord, 'args' | 'argsJson'>;
}

interface Answer {
  result: CallToolResult;
  patch: PatchOp[];
  fault?: CallFault;
}

// A host-side failure is a bug, but the call still gets an answer and a record.
function internalError(e: unknown): Answer {
  const fault: CallFault = { kind: 'throw', message: `persona internal error: ${wellFormed(String((e as Error)?.message ?? e))}` };
  return { result: faultResult(fault), patch: [], fault };
}

export interface CallOutcome {
  record: CallRecord;
  result: CallToolResult;
}

/** The arguments a journaled call was made with (undefined: the request carried none). */
export function recordedArguments(call: Pick<CallRecord, 'args' | 'argsJson'>): unknown {
  if (typeof call.argsJson === 'string') return JSON.parse(call.argsJson);
  return call.args === null ? undefined : call.args;
}

export function faultResult(fault: CallFault): CallToolResult {
  return { content: [{ type: 'text', text: `persona: kernel fault (${fault.kind}): ${fault.message}` }], isError: true };
}

export class Session {
  readonly servers: ServerDefinition[];
  readonly seed: number;
  readonly clock: ClockSpec;
  readonly snapshots: Record<string, LoadedSnapshot>;
  private readonly byName = new Map<string, ServerDefinition>();
  private readonly trees: Trees = {};
  private sandbox: Sandbox;
  private readonly limits: Partial<SandboxLimits>;
  private seq: number;
  private readonly onCall?: (record: CallRecord) => void;
  private closed = false;
  /** Asynchronous calls made and not yet answered, and the promise the next one waits for. */
  private queued = 0;
  private tail: Promise<unknown> = Promise.resolve();
  private readonly exposed?: Record<string, string[]>;
  private readonly exposedSets = new Map<string, Set<string>>();

  constructor(opts: SessionOptions) {
    if (!opts.servers.length) throw new PersonaError('no servers given');
    // Without kernelsDir, each server comes from the --kernels-dir search path (then kernels/).
    const kernelsDir = opts.kernelsDir;
    const seen = new Set<string>();
    this.servers = opts.servers.map((name) => {
      if (seen.has(name)) throw new PersonaError(`server "${name}" is listed twice`);
      seen.add(name);
      return loadServer(name, kernelsDir);
    });
    this.seed = opts.seed ?? 0;
    if (!Number.isSafeInteger(this.seed)) throw new PersonaError(`seed must be an integer (got ${opts.seed})`);
    this.clock = { ...defaultClock(), ...(opts.clock ?? {}) };
    this.limits = opts.limits ?? {};
    this.seq = opts.startSeq ?? 0;
    this.onCall = opts.onCall;
    this.snapshots = {};
    for (const s of this.servers) {
      this.byName.set(s.name, s);
      const given = opts.snapshots?.[s.name];
      const snap = typeof given === 'object' ? given : loadSnapshot(given ?? s.config.defaultSnapshot, opts.snapshotsDir);
      if (snap.server !== s.name) throw new PersonaError(`snapshot ${snap.ref} is for server "${snap.server}", not "${s.name}"`);
      this.snapshots[s.name] = snap;
      this.trees[s.name] = cloneJson(snap.tree);
    }
    for (const name of Object.keys(opts.snapshots ?? {})) {
      if (!seen.has(name)) throw new PersonaError(`snapshot given for server "${name}", which is not in this session`);
    }
    if (opts.exposed) {
      this.exposed = {};
      for (const [name, tools] of Object.entries(opts.exposed)) {
        const def = this.byName.get(name);
        if (!def) throw new PersonaError(`exposed tools given for server "${name}", which is not in this session`);
        for (const t of tools) if (!def.toolsByName.has(t)) throw new PersonaError(`server "${name}" has no tool "${t}"`);
        this.exposed[name] = [...tools];
        this.exposedSets.set(name, new Set(tools));
      }
    }
    this.sandbox = this.buildSandbox();
  }

  private buildSandbox(): Sandbox {
    const sb = new Sandbox(this.servers, this.limits);
    for (const s of this.servers) sb.loadTree(s.name, this.trees[s.name]);
    return sb;
  }

  /** The journal header describing this session. */
  header(settings: RunSettings = { kind: 'scenario' }): JournalHeader {
    const snapshots: JournalHeader['snapshots'] = {};
    const kernels: JournalHeader['kernels'] = {};
    for (const s of this.servers) {
      const snap = this.snapshots[s.name];
      snapshots[s.name] = { ref: snap.ref, persona: snap.persona, hash: snap.hash };
      kernels[s.name] = s.kernelHash;
    }
    const header: JournalHeader = {
      type: 'header', format: 'mcp-persona/journal', version: JOURNAL_VERSION, seed: this.seed, clock: this.clock,
      servers: this.servers.map((s) => s.name), snapshots, kernels, settings,
    };
    if (this.exposed) header.exposed = this.exposed;
    return header;
  }

  /** The tools of a server as its manifest lists them. */
  tools(server: string) {
    return this.server(server).tools;
  }

  private server(name: string): ServerDefinition {
    const s = this.byName.get(name);
    if (!s) throw new PersonaError(`unknown server "${name}" in this session (servers: ${[...this.byName.keys()].join(', ')})`);
    return s;
  }

  /** Current number of calls made. */
  get callCount(): number {
    return this.seq;
  }

  /** A copy of a server's current tree (or all of them). */
  state(server: string): Record<string, unknown> {
    this.server(server);
    return cloneJson(this.trees[server]);
  }

  states(): Trees {
    return cloneJson(this.trees);
  }

  /**
   * Call a tool. `args` undefined means the request carried no `arguments` (SDK servers read that
   * as `{}`, low-level servers see it as it is). Never throws for what a real server would answer;
   * throws PersonaError for an unknown server.
   */
  call(serverName: string, rawTool: string, rawArgs: unknown): CallOutcome {
    if (this.queued > 0) throw new Error('session has asynchronous calls in flight; use callAsync');
    const p = this.begin(serverName, rawTool, rawArgs);
    let answer: Answer;
    try {
      const step = this.prepare(p);
      answer = 'kernelArgs' in step ? this.settle(p, this.runKernel(p, step.kernelArgs)) : step;
    } catch (e) {
      answer = internalError(e);
    }
    return this.finish(p, answer);
  }

  /**
   * Journal a call as having run past its time limit, without running its kernel. Replay uses it
   * for a recorded timeout: whether a kernel overran depends on the machine's speed and load, not
   * on the run's inputs, so it is an observation to take as given (the call changed nothing).
   */
  replayTimeout(serverName: string, rawTool: string, rawArgs: unknown, fault: CallFault): CallOutcome {
    if (this.queued > 0) throw new Error('session has asynchronous calls in flight; use callAsync');
    const p = this.begin(serverName, rawTool, rawArgs);
    return this.finish(p, { result: faultResult(fault), patch: [], fault });
  }

  /**
   * The same call with the kernel running on the sandbox's own thread, so the process's event
   * loop (other MCP sessions, other runs) is not blocked meanwhile. Calls on one session are
   * answered one at a time in the order they were made, so records stay in order and replayable.
   */
  callAsync(serverName: string, rawTool: string, rawArgs: unknown): Promise<CallOutcome> {
    if (this.closed) return Promise.reject(new Error('session is closed'));
    this.queued += 1;
    const run = async (): Promise<CallOutcome> => {
      try {
        const p = this.begin(serverName, rawTool, rawArgs);
        let answer: Answer;
        try {
          const step = this.prepare(p);
          answer = 'kernelArgs' in step ? this.settle(p, await this.runKernelAsync(p, step.kernelArgs)) : step;
        } catch (e) {
          answer = internalError(e);
        }
        return this.finish(p, answer);
      } finally {
        this.queued -= 1;
      }
    };
    const next = this.tail.then(run, run);
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** Resolves when every asynchronous call made so far has been answered. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }

  // Everything before the kernel: the sequence number (from here on the call is journaled
  // whatever happens), the arguments as measured, made well-formed and as they will be recorded.
  private begin(serverName: string, rawTool: string, rawArgs: unknown): PendingCall {
    if (this.closed) throw new Error('session is closed');
    const server = this.server(serverName);
    const tool = wellFormed(String(rawTool));
    const seq = (this.seq += 1);
    const clockMs = clockAt(this.clock, seq);
    const shape = measureArguments(rawArgs);
    let args: unknown;
    let recorded: Pick<CallRecord, 'args' | 'argsJson'>;
    try {
      if (shape.ok || shape.reason === 'size') {
        args = wellFormedDeep(rawArgs);
        recorded = rawArgs === undefined ? { args: null } : rawArgs === null ? { args: null, argsJson: 'null' } : { args: cloneJson(args) };
      } else {
        args = undefined;
        recorded = { args: null, argsJson: jsonTextIterative(rawArgs) };
      }
    } catch {
      // Not JSON at all (a library caller's BigInt, a cycle): journaled as no arguments.
      args = undefined;
      recorded = { args: null };
    }
    return { server, tool, seq, clockMs, shape, args, recorded };
  }

  // The answer without the kernel (unknown tool, bounds, validation) or the arguments for it.
  private prepare(p: PendingCall): Answer | { kernelArgs: unknown } {
    const { server, tool, shape } = p;
    const hidden = this.exposedSets.has(server.name) && !this.exposedSets.get(server.name)!.has(tool);
    const def = hidden ? undefined : server.toolsByName.get(tool);
    if (!def) {
      const result: CallToolResult = { content: [{ type: 'text', text: server.config.unknownTool.text.replace('{name}', () => tool) }] };
      if (server.config.unknownTool.isError) result.isError = true;
      return { result, patch: [] };
    }
    if (!shape.ok) {
      return { result: { content: [{ type: 'text', text: `MCP error -32602: Input validation error: Invalid arguments for tool ${tool}: ${shape.message}` }], isError: true }, patch: [] };
    }
    const checked = validatorFor(def, server.config.validation).validate(p.args);
    if (!checked.ok) return { result: { content: [{ type: 'text', text: checked.message }], isError: true }, patch: [] };
    return { kernelArgs: checked.args };
  }

  // The kernel's outcome as an answer; its patch keeps the host copy in step (the one patch
  // helper replay uses too).
  private settle(p: PendingCall, outcome: SandboxOutcome): Answer {
    if ('fault' in outcome) return { result: faultResult(outcome.fault), patch: [], fault: outcome.fault };
    applyPatch(this.trees[p.server.name], outcome.ops);
    return { result: outcome.result, patch: outcome.ops };
  }

  private finish(p: PendingCall, answer: Answer): CallOutcome {
    const record: CallRecord = {
      type: 'call', seq: p.seq, clock: new Date(p.clockMs).toISOString(), server: p.server.name, tool: p.tool,
      // args null without argsJson records a call that sent no `arguments` at all.
      ...p.recorded, result: answer.result, patch: answer.patch,
    };
    if (answer.fault) record.fault = answer.fault;
    // A call still on the sandbox's thread when its session closed is answered, not journaled.
    if (!this.closed) this.onCall?.(record);
    return { record, result: answer.result };
  }

  private runKernel(p: PendingCall, args: unknown): SandboxOutcome {
    try {
      return this.sandbox.call(p.server.name, p.tool, args, p.clockMs, p.seq, callSeedWords(this.seed, p.server.name, p.seq));
    } catch (e) {
      return this.sandboxDied(e);
    }
  }

  private async runKernelAsync(p: PendingCall, args: unknown): Promise<SandboxOutcome> {
    try {
      return await this.sandbox.callAsync(p.server.name, p.tool, args, p.clockMs, p.seq, callSeedWords(this.seed, p.server.name, p.seq));
    } catch (e) {
      return this.sandboxDied(e);
    }
  }

  // The isolate died with the call's partial mutations in it; the host copy never saw them.
  private sandboxDied(e: unknown): SandboxOutcome {
    if (!(e instanceof SandboxDeadError)) throw e;
    this.sandbox.dispose();
    if (!this.closed) this.sandbox = this.buildSandbox();
    return { fault: { kind: e.kind, message: e.message } };
  }

  /** Sanity check used by tests and verify: the sandbox's trees equal the host copy. */
  sandboxTreesMatchHost(): boolean {
    return this.servers.every((s) => hashTree(this.sandbox.getTree(s.name)) === hashTree(this.trees[s.name]));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.sandbox.dispose();
  }
}
