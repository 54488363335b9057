// Kernels are synchronous, and inside the sandbox nothing may create a promise: isolated-vm
// copies the value of a promise left rejected and unhandled out of the isolate after the call,
// without a time limit, and reading a hostile value there (a Proxy, a getter) can hang its thread.
// The sandbox removes the Promise global; this check refuses the syntax that makes promises
// anyway — `async`, `await` and dynamic `import(` — in kernel modules (when the sandbox is built)
// and in code a kernel compiles at run time (eval, Function).
//
// Deliberately not a tokenizer: any occurrence counts, in comments and strings too. A lexer that
// skips comments, strings and regular expressions can be fooled by code whose `/` it misreads;
// a plain search cannot. (Escaped spellings such as `\u0061sync` are syntax errors as keywords.)
// Plain JavaScript: it runs in the host and, for eval/Function, inside the isolate.

export const ASYNC_SYNTAX = /async|await|\bimport\s*(?:(?:\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)\s*)*\(/;

/**
 * The first promise-making construct in `src`, or null.
 * @param {string} src
 * @returns {{ word: string, index: number } | null}
 */
export function findAsyncSyntax(src) {
  const m = ASYNC_SYNTAX.exec(String(src));
  return m ? { word: m[0].startsWith('import') ? 'import(' : m[0], index: m.index } : null;
}

export const ASYNC_SYNTAX_RULE = 'kernels are synchronous: the words async and await, and import(…), may not appear anywhere in a kernel file (comments and strings included)';
