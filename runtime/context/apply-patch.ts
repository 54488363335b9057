// The one host-side helper that applies a journaled patch (RFC 6902 add/remove/replace) to a
// context tree. The session keeps its host copy in step with it, and replay / verify rebuild
// states with it, so a tree is rebuilt exactly as it was written.
//
// Keys are ordinary data: "__proto__", "constructor" and "prototype" are own members like any
// other (fast-json-patch refuses them, and plain assignment would change an object's prototype).
// Values are copied in (well-formed, detached from the patch), so a record's patch never shares
// objects with a live tree.
import { fromPointer } from './paths.js';
import { cloneJson } from './handler.js';

/** One RFC 6902 operation, relative to one server's context tree (what the handler emits). */
export interface PatchOp {
  op: 'add' | 'remove' | 'replace';
  path: string;
  value?: unknown;
}

export class PatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatchError';
  }
}

type Container = Record<string, unknown> | unknown[];

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const isContainer = (v: unknown): v is Container => v !== null && typeof v === 'object';

function putMember(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
}

function arrayIndex(arr: unknown[], token: string, forAdd: boolean, where: string): number {
  if (forAdd && token === '-') return arr.length;
  if (!/^(0|[1-9]\d*)$/.test(token)) throw new PatchError(`${where}: "${token}" is not an array index`);
  const i = Number(token);
  if (i > arr.length || (!forAdd && i === arr.length)) throw new PatchError(`${where}: index ${i} is out of range`);
  return i;
}

/** Apply `ops` to `tree` in place, in order. Throws PatchError naming the operation that cannot apply. */
export function applyPatch(tree: Record<string, unknown>, ops: readonly PatchOp[]): void {
  if (!Array.isArray(ops)) throw new PatchError('patch is not a list of operations');
  ops.forEach((op, n) => {
    const where = `operation ${n} (${String(op?.op)} ${String(op?.path)})`;
    if (!op || typeof op !== 'object' || typeof op.path !== 'string') throw new PatchError(`${where}: malformed operation`);
    if (op.op !== 'add' && op.op !== 'remove' && op.op !== 'replace') throw new PatchError(`${where}: unsupported operation`);
    let segments: string[];
    try {
      segments = fromPointer(op.path);
    } catch (e) {
      throw new PatchError(`${where}: ${(e as Error).message}`);
    }
    if (segments.length === 0) throw new PatchError(`${where}: the root cannot be patched`);
    if (op.op !== 'remove' && !hasOwn(op, 'value')) throw new PatchError(`${where}: no value`);
    let parent: unknown = tree;
    for (const seg of segments.slice(0, -1)) {
      if (Array.isArray(parent)) parent = parent[arrayIndex(parent, seg, false, where)];
      else if (isContainer(parent) && hasOwn(parent, seg)) parent = (parent as Record<string, unknown>)[seg];
      else throw new PatchError(`${where}: parent not found`);
    }
    if (!isContainer(parent)) throw new PatchError(`${where}: parent is not an object or array`);
    const key = segments[segments.length - 1];
    if (Array.isArray(parent)) {
      const i = arrayIndex(parent, key, op.op === 'add', where);
      if (op.op === 'add') parent.splice(i, 0, cloneJson(op.value));
      else if (op.op === 'remove') parent.splice(i, 1);
      else parent[i] = cloneJson(op.value);
      return;
    }
    const obj = parent as Record<string, unknown>;
    if (op.op !== 'add' && !hasOwn(obj, key)) throw new PatchError(`${where}: member not found`);
    if (op.op === 'remove') delete obj[key];
    else putMember(obj, key, cloneJson(op.value));
  });
}
