// The judge never crashes on text and sends a temperature only when one applies: evidence is clipped
// by code points (never inside a surrogate pair, never a lone surrogate out), and
// `--judge-temperature none` omits the temperature so a reasoning model can judge.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clipText, clipValue } from '../runtime/tasks/evidence.ts';
import { checkpointJudge } from '../runtime/judge/client.ts';
import { createLlmClient } from '../runtime/llm/index.ts';
import { openAiWhole, startWire } from './helpers/provider-wire.ts';

const wellFormed = (s: string) => s.isWellFormed();

describe('evidence clipping', () => {
  it('is well-formed for every string and every limit, and keeps whole strings that fit', () => {
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string({ unit: fc.constantFrom('a', '😀', '\ud800', '\udc00', 'é') }));
    fc.assert(fc.property(text, fc.integer({ min: 0, max: 40 }), (s, max) => {
      const c = clipText(s, max);
      expect(wellFormed(c)).toBe(true);
      expect(JSON.parse(JSON.stringify(c))).toBe(c);
      if ([...s].length <= max && wellFormed(s)) expect(c).toBe(s);
      const v = clipValue({ k: [s, { s }] }, max) as { k: [string, { s: string }] };
      expect(wellFormed(v.k[0]) && wellFormed(v.k[1].s)).toBe(true);
    }), { numRuns: 500 });
  });

  it('the quoted case: an emoji astride the limit is kept whole or dropped whole', () => {
    const s = `${'x'.repeat(599)}😀 tail`;
    expect(clipText(s)).toBe(`${'x'.repeat(599)}😀… (5 more characters)`);
  });
});

describe('judge sampling', () => {
  it.each([[undefined, 0], ['none', null], ['0.3', 0.3]])('--judge-temperature %s: the judge sends %s', async (flag, sent) => {
    const wire = await startWire(() => ({ json: openAiWhole({ content: '{"score": 1, "reason": "ok"}' }) }));
    const flags: Record<string, string | undefined> = { 'judge-base-url': `${wire.origin}/v1`, 'judge-api-key-env': '', 'judge-cassette-mode': 'off', 'judge-temperature': flag };
    const judge = checkpointJudge('o3', flags, { env: {} });
    await judge.close();
    expect(judge.info.temperature).toBe(sent);
    // What the judge's completer does with it: null sends no temperature at all.
    const client = createLlmClient({ model: 'o3', baseUrl: `${wire.origin}/v1`, apiKeyEnv: null, cassette: { path: null, mode: 'off' } });
    await client.complete({ messages: [{ role: 'user', content: 'judge' }], temperature: sent });
    await client.close();
    await wire.close();
    if (sent === null) expect(wire.requests[0].body).not.toHaveProperty('temperature');
    else expect(wire.requests[0].body).toMatchObject({ temperature: sent });
  });
});
