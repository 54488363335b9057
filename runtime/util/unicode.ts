// The one text rule of mcp-persona: text that is stored, hashed, clipped or sent anywhere is
// well-formed UTF-16. A lone surrogate (from an agent's argument, a kernel that cut an emoji in
// half, a provider's stream) becomes U+FFFD where it crosses into a stored form, in both
// directions, and clipping never cuts inside a surrogate pair.

/** `s` with every lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, ES2024). */
export function wellFormed(s: string): string {
  return s.isWellFormed() ? s : s.toWellFormed();
}

/**
 * Every string inside a JSON-like value made well-formed — keys too. Returns the same object when
 * nothing needed changing, so the common case allocates nothing.
 */
export function wellFormedDeep<T>(value: T): T {
  return fix(value) as T;
}

function fix(v: unknown): unknown {
  if (typeof v === 'string') return wellFormed(v);
  if (Array.isArray(v)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < v.length; i += 1) {
      const f = fix(v[i]);
      if (f !== v[i]) (out ??= v.slice())[i] = f;
    }
    return out ?? v;
  }
  if (v && typeof v === 'object') {
    let changed = false;
    const entries: [string, unknown][] = [];
    for (const [k, x] of Object.entries(v)) {
      const fk = wellFormed(k);
      const fx = fix(x);
      if (fk !== k || fx !== x) changed = true;
      entries.push([fk, fx]);
    }
    if (!changed) return v;
    const out: Record<string, unknown> = {};
    // defineProperty, not assignment: a key such as "__proto__" is ordinary data here.
    for (const [k, x] of entries) Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
    return out;
  }
  return v;
}

/**
 * The first `max` code points of `s` (never half a surrogate pair), with `ellipsis` appended when
 * something was cut. The result is well-formed.
 */
export function clipCodePoints(s: string, max: number, ellipsis = '…'): string {
  const text = wellFormed(s);
  if (text.length <= max) return text; // fewer UTF-16 units than max ⇒ fewer code points too
  let units = 0;
  let points = 0;
  while (units < text.length && points < max) {
    const c = text.charCodeAt(units);
    units += c >= 0xd800 && c <= 0xdbff ? 2 : 1;
    points += 1;
  }
  return units >= text.length ? text : text.slice(0, units) + ellipsis;
}
