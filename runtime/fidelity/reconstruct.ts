// Context Reconstruction (paper §4.3): the real server's state before a call, as the trace recorded
// it, is turned into the simulated server's context tree, so the simulator runs on exactly the state
// the real server had and any disagreement is down to its logic. Each simulated server that can be
// measured provides kernels/<server>/state.js:
//   export function toTree(realState)  -> context tree   (required)
//   export function fromTree(tree)     -> real state      (optional: lets the harness compare the
//                                                           state after the call as well)
// A documentation-only variant `<server>-vanilla` without its own state.js uses <server>'s: the two
// simulate the same real server.
//
// state.js is untrusted like a kernel (`persona gen kernel` has a model write it), so it runs in an
// isolated-vm isolate of its own, with no imports and no host objects: states cross as JSON text.
import ivm from 'isolated-vm';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, dirname, sep, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PersonaError } from '../util/errors.ts';
import { kernelsDirOf } from '../servers/registry.ts';

export interface StateCodec {
  /** The file the codec came from, relative to the kernels folder (for reports). */
  source: string;
  toTree(realState: unknown): Record<string, unknown>;
  fromTree?: (tree: Record<string, unknown>) => unknown;
  /** Frees the isolate. */
  close(): void;
}

const CALL_TIMEOUT_MS = 5000;

export function stateCodecFile(kernelsDir: string, server: string): string | null {
  const own = join(kernelsDir, server, 'state.js');
  if (existsSync(own)) return own;
  const base = server.replace(/-vanilla$/, '');
  // The real server's own folder may sit elsewhere on the --kernels-dir search path.
  const shared = join(existsSync(join(kernelsDir, base, 'server.json')) ? kernelsDir : kernelsDirOf(base), base, 'state.js');
  if (base !== server && existsSync(shared)) return shared;
  return null;
}

/** Loads a state.js source into its own isolate; `file` names it in messages. */
export function stateCodecFromSource(src: string, file: string, source = file): StateCodec {
  const isolate = new ivm.Isolate({ memoryLimit: 128 });
  const fail = (msg: string): never => {
    isolate.dispose();
    throw new PersonaError(`${file}: ${msg}`);
  };
  const context = isolate.createContextSync();
  let mod: ivm.Module;
  try {
    // Imports resolve to .js files of the kernels folder the state.js sits in (a -vanilla server
    // re-exports its real server's), read from disk, and nothing else.
    const root = dirname(dirname(resolvePath(file)));
    const pathOf = new Map<ivm.Module, string>();
    const compile = (code: string, path: string) => {
      const m = isolate.compileModuleSync(code, { filename: pathToFileURL(path).href });
      pathOf.set(m, path);
      return m;
    };
    mod = compile(src, resolvePath(file));
    mod.instantiateSync(context, (spec, referrer) => {
      const target = resolvePath(dirname(pathOf.get(referrer) ?? file), spec);
      if (!spec.startsWith('.') || !target.endsWith('.js') || !target.startsWith(root + sep) || !existsSync(target)) {
        throw new Error(`state.js may import only .js files of its kernels folder (it imports "${spec}")`);
      }
      return compile(readFileSync(target, 'utf8'), target);
    });
    mod.evaluateSync({ timeout: CALL_TIMEOUT_MS });
  } catch (e) {
    return fail(String((e as Error).message).split('\n')[0]);
  }
  const exported = (name: string) => mod.namespace.getSync(name, { reference: true }) as ivm.Reference<unknown> | undefined;
  const toTreeRef = exported('toTree');
  if (!toTreeRef || toTreeRef.typeof !== 'function') return fail('does not export a function toTree(realState)');
  const fromTreeRef = exported('fromTree');
  const hasFrom = !!fromTreeRef && fromTreeRef.typeof === 'function';
  // JSON in, JSON out: nothing of the host's reaches the isolate.
  const wrap = (ref: ivm.Reference<unknown>, name: string) => {
    context.global.setSync(`__${name}`, ref.derefInto());
    isolate.compileScriptSync(
      `globalThis.__call_${name} = (fn => json => { const v = fn(JSON.parse(json)); return v === undefined ? 'null' : JSON.stringify(v); })(globalThis.__${name}); delete globalThis.__${name};`,
    ).runSync(context);
    return context.global.getSync(`__call_${name}`, { reference: true }) as ivm.Reference<(json: string) => string>;
  };
  const toTreeFn = wrap(toTreeRef, 'toTree');
  const fromTreeFn = hasFrom ? wrap(fromTreeRef!, 'fromTree') : null;
  const call = (fn: ivm.Reference<(json: string) => string>, name: string, value: unknown): unknown => {
    let out: unknown;
    try {
      out = fn.applySync(undefined, [JSON.stringify(value ?? null)], { timeout: CALL_TIMEOUT_MS });
    } catch (e) {
      throw new PersonaError(`${name} threw: ${String((e as Error).message).split('\n')[0]}`);
    }
    if (typeof out !== 'string') throw new PersonaError(`${name} returned something that is not JSON`);
    return JSON.parse(out);
  };
  return {
    source,
    toTree: (state) => {
      const tree = call(toTreeFn, 'toTree', state);
      if (!tree || typeof tree !== 'object' || Array.isArray(tree)) throw new PersonaError(`${file}: toTree returned ${Array.isArray(tree) ? 'an array' : tree === null ? 'null' : typeof tree}, not a context tree object`);
      return tree as Record<string, unknown>;
    },
    fromTree: fromTreeFn ? (tree) => call(fromTreeFn, 'fromTree', tree) : undefined,
    close: () => { if (!isolate.isDisposed) isolate.dispose(); },
  };
}

export async function loadStateCodec(kernelsDir: string, server: string): Promise<StateCodec> {
  const file = stateCodecFile(kernelsDir, server);
  if (!file) throw new PersonaError(`${join(kernelsDir, server, 'state.js')}: not found — a server needs toTree(realState) to be measured (see docs/fidelity.md)`);
  return stateCodecFromSource(readFileSync(file, 'utf8'), file, relative(dirname(dirname(file)), file).split(sep).join('/'));
}
