import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clipCodePoints, wellFormed, wellFormedDeep } from '../runtime/util/unicode.ts';

describe('the one text rule', () => {
  it('replaces lone surrogates by U+FFFD and keeps pairs', () => {
    expect(wellFormed('a\ud800b')).toBe('a\ufffdb');
    expect(wellFormed('😀')).toBe('😀');
    expect(wellFormedDeep({ 'k\udc00': ['x\ud83d'] })).toEqual({ 'k\ufffd': ['x\ufffd'] });
  });
  it('keeps __proto__ as an ordinary key', () => {
    const v = JSON.parse('{"__proto__": "\\ud800"}');
    const out = wellFormedDeep(v) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
  it('clipping never yields an ill-formed string, for any input and bound', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), fc.nat(40), (s, n) => {
      const c = clipCodePoints(s, n, '');
      expect(c.isWellFormed()).toBe(true);
      expect([...c].length).toBeLessThanOrEqual(n);
      expect(wellFormed(s).startsWith(c)).toBe(true);
    }));
  });
});
