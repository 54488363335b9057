// The code in a model's answer: the first fenced block (```js, ```javascript, ```mjs or bare ```),
// or the whole answer when it has no fence but reads as a module. Anything else is "unparseable"
// and goes back to the model as such.
export type Extracted = { ok: true; code: string } | { ok: false; reason: string };

export function extractCode(answer: string): Extracted {
  const fence = /```[ \t]*(js|javascript|mjs|ecmascript)?[ \t]*\r?\n([\s\S]*?)```/i.exec(answer);
  if (fence) {
    const code = fence[2].trim();
    return code ? { ok: true, code: code + '\n' } : { ok: false, reason: 'the code block is empty' };
  }
  const t = answer.trim();
  if (/^(\/\/|\/\*|import\s|export\s)/.test(t)) return { ok: true, code: t + '\n' };
  return { ok: false, reason: 'no JavaScript code block in the answer' };
}
