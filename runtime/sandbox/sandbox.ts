// One isolated-vm isolate holding the context trees of one session. Kernels are compiled once
// per isolate; each call sends arguments in and gets result + patch operations out as JSON
// strings, so no reference to a host object ever reaches kernel code.

import ivm from 'isolated-vm';
import { readFileSync } from 'node:fs';
import { posix, join, dirname } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ServerDefinition } from '../servers/registry.ts';
import type { CallFault, CallToolResult, PatchOp } from '../kernel/types.ts';
import { ASYNC_SYNTAX, ASYNC_SYNTAX_RULE, findAsyncSyntax } from './no-async.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const PRELUDE = readFileSync(here('./isolate-prelude.js'), 'utf8');
// SES lockdown(): freezes every intrinsic, hidden ones included (iterator prototypes, async
// function prototypes…), which hand-written freezing would miss. It runs after the prelude has
// fixed Date/Intl/Math, so those fixes are what gets frozen.
const SES_LOCKDOWN = readFileSync(join(dirname(createRequire(import.meta.url).resolve('ses')), 'lockdown.umd.js'), 'utf8');
// Locale taming stays ours (the prelude fixes the locale to en-US rather than removing it);
// errors keep no stack; no reporting (there is no console to report to). Override taming is
// 'severe' so that kernels keep assigning any key to their own objects (`map[name] = …` with a
// name such as "constructor" or "toString" would otherwise hit a frozen prototype property).
const LOCKDOWN_CALL = `lockdown({ errorTaming: 'safe', overrideTaming: 'severe', consoleTaming: 'unsafe', localeTaming: 'unsafe', reporting: 'none', evalTaming: 'safe-eval' });`;
// After lockdown: no kernel can rebind a global (JSON, Object, Date…) that trusted code looks up,
// or add new ones. The per-call hook stays deletable for the dispatcher to take.
// No promises at all (see no-async.js): the Promise global goes, and code compiled at run time is
// held to the same rule as kernel files.
const SEAL_GLOBALS = `(function seal(g) {
  'use strict';
  delete g.lockdown;
  delete g.Compartment;
  delete g.Promise;
  const asyncSyntax = new RegExp(${JSON.stringify(ASYNC_SYNTAX.source)});
  const refuse = (src) => {
    if (asyncSyntax.test(src)) throw new SyntaxError(${JSON.stringify(ASYNC_SYNTAX_RULE)});
  };
  const realEval = g.eval;
  const realFunction = g.Function;
  g.eval = { eval(src) { if (typeof src === 'string') refuse(src); return realEval(src); } }.eval;
  const SafeFunction = function Function(...args) { refuse(args.map(String).join(',')); return realFunction(...args); };
  SafeFunction.prototype = realFunction.prototype;
  g.Function = harden(SafeFunction);
  harden(g.eval);
  for (const k of Reflect.ownKeys(g)) {
    if (k === '__personaSetCall') continue;
    const d = Object.getOwnPropertyDescriptor(g, k);
    Object.defineProperty(g, k, 'value' in d ? { writable: false, configurable: false } : { configurable: false });
  }
  Object.preventExtensions(g);
})(globalThis);`;

/** Runtime files visible inside the isolate, by their virtual path. */
const RUNTIME_MODULES: Record<string, string> = {
  '/runtime/context/paths.js': readFileSync(here('../context/paths.js'), 'utf8'),
  '/runtime/context/handler.js': readFileSync(here('../context/handler.js'), 'utf8'),
  '/runtime/context/ids.js': readFileSync(here('../context/ids.js'), 'utf8'),
  '/runtime/context/kernel-context.js': readFileSync(here('../context/kernel-context.js'), 'utf8'),
  '/runtime/sandbox/isolate-dispatcher.js': readFileSync(here('./isolate-dispatcher.js'), 'utf8'),
};

const DISPATCHER = '/runtime/sandbox/isolate-dispatcher.js';
let sesCodeCache: ivm.ExternalCopy<ArrayBuffer> | undefined;
const entryPath = (server: string) => `/entry/${server}.js`;

export interface SandboxLimits {
  /** Per-isolate heap limit in MiB (isolated-vm minimum is 8). */
  memoryLimitMb: number;
  /** Per-call CPU time limit in ms. */
  timeoutMs: number;
  /** How long past timeoutMs an asynchronous call may take before its isolate is discarded. */
  watchdogGraceMs: number;
}

export const DEFAULT_LIMITS: SandboxLimits = { memoryLimitMb: 128, timeoutMs: 2000, watchdogGraceMs: 1000 };

export type SandboxOutcome = { result: CallToolResult; ops: PatchOp[] } | { fault: CallFault };

/** The isolate is gone: killed by its memory limit, or discarded by the watchdog (a timeout). */
export class SandboxDeadError extends Error {
  constructor(message: string, readonly kind: 'memory' | 'timeout' = 'memory') {
    super(message);
  }
}


export class Sandbox {
  private isolate: ivm.Isolate;
  private context: ivm.Context;
  private dispatchRef: ivm.Reference<Function>;
  private rollbackRef: ivm.Reference<Function>;
  private loadTreeRef: ivm.Reference<Function>;
  private getTreeRef: ivm.Reference<Function>;
  readonly limits: SandboxLimits;

  constructor(servers: ServerDefinition[], limits: Partial<SandboxLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    this.isolate = new ivm.Isolate({ memoryLimit: this.limits.memoryLimitMb });
    this.context = this.isolate.createContextSync();
    this.isolate.compileScriptSync(PRELUDE, { filename: '/runtime/sandbox/isolate-prelude.js' }).runSync(this.context);
    // SES is large: its compiled code is cached per process (V8 code cache), every isolate reuses it.
    const ses = this.isolate.compileScriptSync(SES_LOCKDOWN, { filename: '/ses/lockdown.js', ...(sesCodeCache ? { cachedData: sesCodeCache } : { produceCachedData: true }) });
    const produced = (ses as unknown as ivm.CachedDataResult).cachedData;
    if (!sesCodeCache && produced) sesCodeCache = produced;
    ses.runSync(this.context);
    this.isolate.compileScriptSync(LOCKDOWN_CALL, { filename: '/runtime/sandbox/lockdown.js' }).runSync(this.context);
    this.isolate.compileScriptSync(SEAL_GLOBALS, { filename: '/runtime/sandbox/seal.js' }).runSync(this.context);

    const sources = new Map<string, string>(Object.entries(RUNTIME_MODULES));
    for (const s of servers) {
      for (const [rel, src] of s.sources) sources.set(`/kernels/${rel}`, src);
      const tools = s.tools.map((t) => t.name);
      // The entry lives outside /kernels: only it may import the dispatcher, and no kernel can
      // import it.
      const entry = [
        `import { registerServer } from '${DISPATCHER}';`,
        ...tools.map((t, i) => `import k${i} from ${JSON.stringify(`/kernels/${s.name}/tools/${t}.js`)};`),
        `registerServer(${JSON.stringify(s.name)}, {${tools.map((t, i) => `${JSON.stringify(t)}: k${i}`).join(', ')}}, ${JSON.stringify(JSON.stringify(s.hierarchy))});`,
      ].join('\n');
      sources.set(entryPath(s.name), entry);
    }

    const modules = new Map<string, ivm.Module>();
    const pathOf = new Map<ivm.Module, string>();
    const compile = (path: string): ivm.Module => {
      const hit = modules.get(path);
      if (hit) return hit;
      const src = sources.get(path);
      if (src === undefined) throw new Error(`module not found in sandbox: ${path}`);
      const found = path.startsWith('/kernels/') ? findAsyncSyntax(src) : null;
      if (found) throw new Error(`${path.slice(1)}: ${ASYNC_SYNTAX_RULE} (found "${found.word}" at offset ${found.index})`);
      const m = this.isolate.compileModuleSync(src, { filename: `file://${path}` });
      modules.set(path, m);
      pathOf.set(m, path);
      return m;
    };
    // Only the runtime's context helpers, the shared kernel helpers (kernels/_shared) and files of
    // the importing server's own folder resolve. The dispatcher (which can swap trees and register
    // servers) is importable only by the generated entries.
    const entries = new Set(servers.map((s) => entryPath(s.name)));
    const resolve = (specifier: string, referrer: ivm.Module): ivm.Module => {
      const from = pathOf.get(referrer) ?? '/';
      const target = specifier.startsWith('/') ? posix.normalize(specifier) : posix.normalize(posix.join(posix.dirname(from), specifier));
      const server = from.startsWith('/kernels/') ? from.split('/')[2] : entries.has(from) ? posix.basename(from, '.js') : null;
      const allowed = target.startsWith('/runtime/context/') || (target === DISPATCHER && entries.has(from))
        || (server !== null && (target.startsWith(`/kernels/${server}/`) || target.startsWith('/kernels/_shared/')));
      if (!allowed) throw new Error(`import of "${specifier}" from ${from} is not allowed in the sandbox`);
      return compile(target);
    };

    const dispatcher = compile(DISPATCHER);
    dispatcher.instantiateSync(this.context, resolve);
    dispatcher.evaluateSync();
    for (const s of servers) {
      const entry = compile(entryPath(s.name));
      entry.instantiateSync(this.context, resolve);
      entry.evaluateSync({ timeout: this.limits.timeoutMs * 5 });
    }
    const ns = dispatcher.namespace;
    this.dispatchRef = ns.getSync('dispatch', { reference: true }) as ivm.Reference<Function>;
    this.rollbackRef = ns.getSync('rollbackPending', { reference: true }) as ivm.Reference<Function>;
    this.loadTreeRef = ns.getSync('loadTree', { reference: true }) as ivm.Reference<Function>;
    this.getTreeRef = ns.getSync('getTree', { reference: true }) as ivm.Reference<Function>;
  }

  get disposed(): boolean {
    return this.isolate.isDisposed;
  }

  loadTree(server: string, tree: unknown): void {
    this.loadTreeRef.applySync(undefined, [server, JSON.stringify(tree)], { timeout: this.limits.timeoutMs * 5 });
  }

  getTree(server: string): unknown {
    return JSON.parse(this.getTreeRef.applySync(undefined, [server], { timeout: this.limits.timeoutMs * 5 }) as string);
  }

  /**
   * Run one kernel. Kernel errors come back as a fault with the context rolled back; a time-limit
   * overrun is rolled back here; a memory-limit overrun kills the isolate and throws
   * SandboxDeadError (the owner rebuilds a sandbox from its own copy of the trees).
   * Synchronous: the calling thread waits (replay, verify, scripts). Servers use callAsync.
   */
  call(server: string, tool: string, args: unknown, clockMs: number, seq: number, seed: number[]): SandboxOutcome {
    if (this.isolate.isDisposed) throw new SandboxDeadError('sandbox isolate is disposed');
    let out: unknown;
    try {
      out = this.dispatchRef.applySync(undefined, this.dispatchArgs(server, tool, args, clockMs, seq, seed), { timeout: this.limits.timeoutMs });
    } catch (e) {
      return this.failed(server, tool, e, () => this.rollbackRef.applySync(undefined, [], { timeout: this.limits.timeoutMs * 5 }));
    }
    return this.outcome(out);
  }

  /**
   * The same call on the isolate's own thread: the process's event loop keeps serving other
   * sessions while this kernel runs. A watchdog disposes the isolate if the call has not
   * settled shortly after its time limit (isolated-vm copies some values out of the isolate
   * without a limit; the host never waits on that), which reads as a timeout.
   */
  async callAsync(server: string, tool: string, args: unknown, clockMs: number, seq: number, seed: number[]): Promise<SandboxOutcome> {
    if (this.isolate.isDisposed) throw new SandboxDeadError('sandbox isolate is disposed');
    let timer: NodeJS.Timeout | undefined;
    const watchdog = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.dispose();
        // Worded as the ordinary time-limit fault: the record does not depend on which guard fired.
        reject(new SandboxDeadError(`kernel ${server}/${tool} ran past its time limit of ${this.limits.timeoutMs} ms`, 'timeout'));
      }, this.limits.timeoutMs + this.limits.watchdogGraceMs);
    });
    const applying = this.dispatchRef.apply(undefined, this.dispatchArgs(server, tool, args, clockMs, seq, seed), { timeout: this.limits.timeoutMs });
    applying.catch(() => undefined); // settled late after the watchdog, or read below
    try {
      let out: unknown;
      try {
        out = await Promise.race([applying, watchdog]);
      } catch (e) {
        if (e instanceof SandboxDeadError) throw e;
        let rollback: Promise<unknown> | null = null;
        const outcome = this.failed(server, tool, e, () => { rollback = this.rollbackRef.apply(undefined, [], { timeout: this.limits.timeoutMs * 5 }); });
        if (rollback) await rollback;
        return outcome;
      }
      return this.outcome(out);
    } finally {
      clearTimeout(timer);
    }
  }

  private dispatchArgs(server: string, tool: string, args: unknown, clockMs: number, seq: number, seed: number[]) {
    return [server, tool, args === undefined ? '' : JSON.stringify(args), clockMs, seq, seed[0], seed[1], seed[2], seed[3]];
  }

  // Only isolated-vm's own errors reach here (dispatch never throws): a time limit or a dead isolate.
  private failed(server: string, tool: string, e: unknown, rollback: () => void): SandboxOutcome {
    const message = e instanceof Error ? e.message : 'sandbox call failed';
    if (this.isolate.isDisposed) {
      throw new SandboxDeadError(`kernel ${server}/${tool} exceeded the sandbox memory limit (${this.limits.memoryLimitMb} MiB): ${message}`);
    }
    rollback();
    if (/timed out/i.test(message)) {
      return { fault: { kind: 'timeout', message: `kernel ${server}/${tool} ran past its time limit of ${this.limits.timeoutMs} ms` } };
    }
    return { fault: { kind: 'throw', message } };
  }

  private outcome(out: unknown): SandboxOutcome {
    // dispatch() answers with a string in every case; anything else is a broken sandbox.
    if (typeof out !== 'string') return { fault: { kind: 'invalid-result', message: 'sandbox answered with a non-string' } };
    return JSON.parse(out) as SandboxOutcome;
  }

  dispose(): void {
    if (!this.isolate.isDisposed) this.isolate.dispose();
  }
}
