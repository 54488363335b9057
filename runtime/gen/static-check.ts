// The static check of a generated module, before it ever runs: it must parse as an ES module (V8,
// in a throwaway isolate), import only files of its own server folder or kernels/_shared/, export
// what the contract asks (a default function for a kernel; named functions for state.js), and be
// synchronous — no async functions, await, promises, timers, dynamic import, require, process or
// fetch. The sandbox would refuse most of these at run time anyway; catching them here lets the
// repair loop tell the model why, in one line.
import ivm from 'isolated-vm';
import { posix } from 'node:path';

/** Identifiers a synchronous kernel has no business naming (outside strings and comments). */
const FORBIDDEN: Record<string, string> = {
  async: 'async functions are not allowed (kernels are synchronous)',
  await: 'await is not allowed (kernels are synchronous)',
  Promise: 'promises are not allowed (kernels are synchronous)',
  setTimeout: 'timers do not exist in the sandbox',
  setInterval: 'timers do not exist in the sandbox',
  setImmediate: 'timers do not exist in the sandbox',
  queueMicrotask: 'microtasks are not allowed (kernels are synchronous)',
  require: 'require does not exist in the sandbox (use a static import of a file of this server)',
  process: 'process does not exist in the sandbox',
  fetch: 'there is no network in the sandbox',
  XMLHttpRequest: 'there is no network in the sandbox',
  eval: 'eval is not allowed',
  'import(': 'dynamic import() is not allowed (use a static import of a file of this server)',
};

/**
 * The code's identifier tokens, with comments, string and template text and regular-expression
 * literals left out (template `${…}` expressions are kept: they are code).
 */
export function codeIdentifiers(src: string): string[] {
  const out: string[] = [];
  let i = 0;
  let prevSignificant = ''; // last non-space token, to tell a regex from a division
  const braceStack: string[] = []; // 'tpl' when a `}` closes a template expression
  const regexAllowedAfter = (t: string) => t === '' || /^[(,=:[!&|?{};+\-*%<>~^]$/.test(t) || /^(return|typeof|case|do|else|in|of|new|delete|void|throw|instanceof|yield)$/.test(t);
  const readTemplate = () => {
    // at a position just after ` or after the } closing an expression
    while (i < src.length) {
      const c = src[i];
      if (c === '\\') { i += 2; continue; }
      if (c === '`') { i += 1; prevSignificant = 'str'; return; }
      if (c === '$' && src[i + 1] === '{') { i += 2; braceStack.push('tpl'); prevSignificant = '{'; return; }
      i += 1;
    }
  };
  while (i < src.length) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') { while (i < src.length && src[i] !== '\n') i += 1; continue; }
    if (c === '/' && src[i + 1] === '*') { const e = src.indexOf('*/', i + 2); i = e < 0 ? src.length : e + 2; continue; }
    if (c === '"' || c === "'") {
      i += 1;
      while (i < src.length && src[i] !== c && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1;
      i += 1; prevSignificant = 'str'; continue;
    }
    if (c === '`') { i += 1; readTemplate(); continue; }
    if (c === '{') { braceStack.push('{'); prevSignificant = '{'; i += 1; continue; }
    if (c === '}') {
      const top = braceStack.pop();
      i += 1;
      if (top === 'tpl') readTemplate(); else prevSignificant = '}';
      continue;
    }
    if (c === '/' && regexAllowedAfter(prevSignificant)) {
      i += 1;
      let inClass = false;
      while (i < src.length && src[i] !== '\n') {
        if (src[i] === '\\') { i += 2; continue; }
        if (src[i] === '[') inClass = true;
        else if (src[i] === ']') inClass = false;
        else if (src[i] === '/' && !inClass) break;
        i += 1;
      }
      i += 1;
      while (i < src.length && /[a-z]/i.test(src[i])) i += 1;
      prevSignificant = 'regex';
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      let j = i + 1;
      while (j < src.length && /[\w$]/.test(src[j])) j += 1;
      const word = src.slice(i, j);
      // a property name (`x.process`, `{ process: 1 }` is still flagged: rare and harmless to rename)
      if (src[i - 1] !== '.') out.push(word === 'import' && /^\s*\(/.test(src.slice(j, j + 20)) ? 'import(' : word);
      prevSignificant = word;
      i = j;
      continue;
    }
    if (/\s/.test(c)) { i += 1; continue; }
    prevSignificant = c;
    i += 1;
  }
  return out;
}

export interface StaticCheckOptions {
  /** The module's path inside the server folder, e.g. `tools/put.js` or `state.js`. */
  file: string;
  /** `kernel`: a default-exported function; `state`: named toTree (and optional fromTree). */
  kind: 'kernel' | 'state';
}

/** Problems found, one line each; empty when the module passes. */
export function staticCheck(code: string, opts: StaticCheckOptions): string[] {
  const problems: string[] = [];
  const isolate = new ivm.Isolate({ memoryLimit: 16 });
  let specifiers: string[] = [];
  try {
    const m = isolate.compileModuleSync(code, { filename: `file:///server/${opts.file}` });
    specifiers = m.dependencySpecifiers;
  } catch (e) {
    problems.push(`does not parse as an ES module: ${String((e as Error).message).split('\n')[0]}`);
  } finally {
    isolate.dispose();
  }
  for (const s of specifiers) {
    const target = posix.normalize(posix.join('/server', posix.dirname(opts.file), s));
    const allowed = /^\.\.?\//.test(s) && (target.startsWith('/server/') || target.startsWith('/_shared/'));
    if (!allowed) problems.push(`imports "${s}": only files of this server's folder and ../../_shared/ can be imported`);
    if (opts.kind === 'state' && !s.startsWith('.')) problems.push(`imports "${s}": state.js must be self-contained`);
  }
  const seen = new Set<string>();
  for (const id of codeIdentifiers(code)) {
    if (Object.hasOwn(FORBIDDEN, id) && !seen.has(id)) {
      seen.add(id);
      problems.push(`uses ${id}: ${FORBIDDEN[id]}`);
    }
  }
  if (/\bfunction\s*\*/.test(code)) problems.push('generator functions are not allowed (return a result directly)');
  if (opts.kind === 'kernel' && !/export\s+default\s+(function\b|\(|[A-Za-z_$])/.test(code)) problems.push('has no `export default function (args, ctx)`');
  if (opts.kind === 'state' && !/export\s+(function\s+toTree\b|const\s+toTree\b|\{[^}]*\btoTree\b)/.test(code)) problems.push('does not export function toTree(realState)');
  return problems;
}
