// The front door for tool arguments: whatever JSON an agent sends gets an answer and an exact
// journal record. Arguments are measured without recursion (a value nested a million deep must
// not overflow the host's stack), bounded in depth and size, and their text made well-formed
// (runtime/util/unicode.ts) before anything else reads them.
import { wellFormed } from '../util/unicode.ts';

/** Deepest nesting accepted (the arguments object itself is level 1). */
export const MAX_ARGUMENT_DEPTH = 100;
/** Largest arguments accepted, in UTF-16 units of their JSON text (the HTTP front's body limit). */
export const MAX_ARGUMENT_CHARS = 4 * 1024 * 1024;

export type ArgumentShape = { ok: true } | { ok: false; reason: 'depth' | 'size'; message: string };

/** Depth and approximate JSON size of `args`, walking iteratively; stops early past a bound. */
export function measureArguments(args: unknown): ArgumentShape {
  let chars = 0;
  const stack: [unknown, number][] = [[args, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') {
      chars += typeof v === 'string' ? v.length + 2 : 8;
    } else {
      if (depth > MAX_ARGUMENT_DEPTH) return { ok: false, reason: 'depth', message: `arguments are nested deeper than ${MAX_ARGUMENT_DEPTH} levels` };
      chars += 2;
      if (Array.isArray(v)) {
        for (const x of v) stack.push([x, depth + 1]);
        chars += v.length;
      } else {
        for (const k of Object.keys(v)) {
          chars += k.length + 4;
          stack.push([(v as Record<string, unknown>)[k], depth + 1]);
        }
      }
    }
    if (chars > MAX_ARGUMENT_CHARS) return { ok: false, reason: 'size', message: `arguments are larger than ${MAX_ARGUMENT_CHARS} characters of JSON` };
  }
  return { ok: true };
}

/**
 * JSON text of any JSON value, however deep, built without recursion; strings and keys are
 * made well-formed. Used to journal arguments too deep to be stored as structured data.
 */
export function jsonTextIterative(value: unknown): string {
  const out: string[] = [];
  type Frame = { kind: 'value'; v: unknown } | { kind: 'text'; t: string };
  const stack: Frame[] = [{ kind: 'value', v: value }];
  while (stack.length) {
    const f = stack.pop()!;
    if (f.kind === 'text') {
      out.push(f.t);
      continue;
    }
    const v = f.v;
    if (v === null || typeof v !== 'object') {
      const t = typeof v === 'string' ? JSON.stringify(wellFormed(v)) : JSON.stringify(v);
      out.push(t === undefined ? 'null' : t);
      continue;
    }
    const parts: Frame[] = [];
    if (Array.isArray(v)) {
      parts.push({ kind: 'text', t: '[' });
      v.forEach((x, i) => {
        if (i) parts.push({ kind: 'text', t: ',' });
        parts.push({ kind: 'value', v: x });
      });
      parts.push({ kind: 'text', t: ']' });
    } else {
      parts.push({ kind: 'text', t: '{' });
      let first = true;
      for (const k of Object.keys(v)) {
        const x = (v as Record<string, unknown>)[k];
        if (x === undefined || typeof x === 'function') continue;
        parts.push({ kind: 'text', t: `${first ? '' : ','}${JSON.stringify(wellFormed(k))}:` });
        parts.push({ kind: 'value', v: x });
        first = false;
      }
      parts.push({ kind: 'text', t: '}' });
    }
    for (let i = parts.length - 1; i >= 0; i -= 1) stack.push(parts[i]);
  }
  return out.join('');
}
