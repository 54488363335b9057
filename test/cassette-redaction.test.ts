// Secrets split across SSE events (a model echoing a key a few characters at a time) are found in
// the text each JSON field assembles to, and replaced, whatever the split.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SseRedactor } from '../runtime/llm/cassette/stream-redact.ts';
import { normalizeRequest, redactBytes } from '../runtime/llm/cassette/normalize.ts';

const SECRET = 'sk-test-0123456789abcdef';
const TEXT = `before ${SECRET} middle ${SECRET}${SECRET} after sk-test- not-a-secret`;
const EXPECTED = 'before [REDACTED] middle [REDACTED][REDACTED] after sk-test- not-a-secret';

function frames(pieces: string[]): Buffer[] {
  return [
    ...pieces.map((p, i) => Buffer.from(`data: ${JSON.stringify({ id: 'c1', choices: [{ index: 0, delta: { content: p }, finish_reason: null }], n: i })}\n\n`)),
    Buffer.from('data: [DONE]\n\n'),
  ];
}

function pieces(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let at = 0;
  for (const p of points) {
    out.push(text.slice(at, p));
    at = p;
  }
  out.push(text.slice(at));
  return out;
}

function assembled(out: Buffer[]): string {
  return out
    .map((f) => f.toString('utf8'))
    .filter((f) => !f.includes('[DONE]'))
    .map((f) => JSON.parse(f.slice(6)).choices[0].delta.content as string)
    .join('');
}

describe('SSE redaction across frames', () => {
  it('removes every secret from the assembled text under any split, keeping frames, order and other fields', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (cuts) => {
        const r = new SseRedactor([SECRET]);
        const input = frames(pieces(TEXT, cuts));
        const out: Buffer[] = [];
        for (const f of input) out.push(...r.push(f));
        out.push(...r.finish());
        expect(out).toHaveLength(input.length);
        expect(assembled(out)).toBe(EXPECTED);
        expect(out.map((f) => (f.toString().includes('[DONE]') ? -1 : JSON.parse(f.toString().slice(6)).n))).toEqual(input.map((_, i) => (i === input.length - 1 ? -1 : i)));
        for (const f of out) expect(f.toString()).toMatch(/\n\n$/);
      }),
      { numRuns: 400 },
    );
  });

  it('holds a frame back only while a secret may still be forming through it', () => {
    const r = new SseRedactor([SECRET]);
    const [a, b, c] = frames(['hello sk-te', 'st-0123', '456789abcdef!']);
    expect(r.push(a)).toEqual([]); // "sk-te" could be the start of the secret
    expect(r.push(b)).toEqual([]);
    const out = r.push(c);
    expect(assembled(out)).toBe('hello [REDACTED]!');
    const r2 = new SseRedactor([SECRET]);
    expect(r2.push(frames(['plain text'])[0])).toHaveLength(1); // nothing secret-like: delivered at once
  });

  it('leaves frames untouched when no secret forms', () => {
    const r = new SseRedactor([SECRET]);
    const input = frames(['a', 'b sk-', 'tesla']);
    const out = [...input.flatMap((f) => r.push(f)), ...r.finish()];
    expect(Buffer.concat(out).equals(Buffer.concat(input))).toBe(true);
  });
});

describe('request redaction', () => {
  it('redacts the key from body text, tool arguments, query and protocol headers', () => {
    const body = { model: 'm', messages: [{ role: 'user', content: `my key is ${SECRET}` }, { role: 'assistant', tool_calls: [{ function: { arguments: `{"k":"${SECRET}"}` } }] }] };
    const n = normalizeRequest({ method: 'POST', path: `/v1/x?key=${SECRET}&mode=${SECRET}`, headers: { authorization: `Bearer ${SECRET}` }, body: Buffer.from(JSON.stringify(body)) });
    expect(JSON.stringify(n.request)).not.toContain(SECRET);
    expect(n.request.query).toEqual({ mode: ['[REDACTED]'] });
    expect(n.secrets).toEqual([`Bearer ${SECRET}`, SECRET]);
    expect(redactBytes(Buffer.from(`x${SECRET}y${SECRET}`), n.secrets).toString()).toBe('x[REDACTED]y[REDACTED]');
  });
});
