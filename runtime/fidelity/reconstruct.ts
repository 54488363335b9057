// Context Reconstruction (paper §4.3): the real server's state before a call, as the trace recorded
// it, is turned into the simulated server's context tree, so the simulator runs on exactly the state
// the real server had and any disagreement is down to its logic. Each simulated server that can be
// measured provides kernels/<server>/state.js:
//   export function toTree(realState)  -> context tree   (required)
//   export function fromTree(tree)     -> real state      (optional: lets the harness compare the
//                                                           state after the call as well)
// A documentation-only variant `<server>-vanilla` without its own state.js uses <server>'s: the two
// simulate the same real server.
import { existsSync } from 'node:fs';
import { join, relative, dirname, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PersonaError } from '../util/errors.ts';
import { kernelsDirOf } from '../servers/registry.ts';

export interface StateCodec {
  /** The file the codec came from, relative to the kernels folder (for reports). */
  source: string;
  toTree(realState: unknown): Record<string, unknown>;
  fromTree?: (tree: Record<string, unknown>) => unknown;
}

export function stateCodecFile(kernelsDir: string, server: string): string | null {
  const own = join(kernelsDir, server, 'state.js');
  if (existsSync(own)) return own;
  const base = server.replace(/-vanilla$/, '');
  // The real server's own folder may sit elsewhere on the --kernels-dir search path.
  const shared = join(existsSync(join(kernelsDir, base, 'server.json')) ? kernelsDir : kernelsDirOf(base), base, 'state.js');
  if (base !== server && existsSync(shared)) return shared;
  return null;
}

export async function loadStateCodec(kernelsDir: string, server: string): Promise<StateCodec> {
  const file = stateCodecFile(kernelsDir, server);
  if (!file) throw new PersonaError(`${join(kernelsDir, server, 'state.js')}: not found — a server needs toTree(realState) to be measured (see docs/fidelity.md)`);
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  if (typeof mod.toTree !== 'function') throw new PersonaError(`${file}: does not export a function toTree(realState)`);
  const rel = relative(dirname(dirname(file)), file).split(sep).join('/');
  return {
    source: rel,
    toTree: (state) => {
      const tree = (mod.toTree as (s: unknown) => unknown)(state);
      if (!tree || typeof tree !== 'object' || Array.isArray(tree)) throw new PersonaError(`${file}: toTree returned ${Array.isArray(tree) ? 'an array' : typeof tree}, not a context tree object`);
      return tree as Record<string, unknown>;
    },
    fromTree: typeof mod.fromTree === 'function' ? (mod.fromTree as (t: Record<string, unknown>) => unknown) : undefined,
  };
}
