// Untrusted kernel code: runaway loops, memory bombs, throws after partial mutation and escape
// attempts are each contained, with the context exactly as it was and the session still usable.
import { describe, it, expect, afterEach } from 'vitest';
import { toySession } from './helpers/toy.ts';
import type { Session } from '../runtime/session/session.ts';
import { hashTree } from '../runtime/snapshot/snapshot.ts';

let session: Session | null = null;
afterEach(() => session?.close());

function text(r: { content: { text?: string }[] }) {
  return r.content.map((c) => c.text).join('');
}

describe('sandbox containment', () => {
  for (const tool of ['infinite_loop', 'memory_bomb', 'throw_after_mutation', 'bad_result'] as const) {
    it(`${tool}: error result, context unchanged, session usable`, () => {
      // The memory bomb needs a few hundred ms to fill its heap; only the loop needs a short limit.
      session = toySession({ limits: { timeoutMs: tool === 'memory_bomb' ? 3000 : 300, memoryLimitMb: 24 } });
      const before = hashTree(session.state('toy'));
      const { record, result } = session.call('toy', tool, { folder: 'f1' });
      expect(result.isError).toBe(true);
      expect(record.patch).toEqual([]);
      expect(record.fault?.kind).toBe({ infinite_loop: 'timeout', memory_bomb: 'memory', throw_after_mutation: 'throw', bad_result: 'invalid-result' }[tool]);
      expect(text(result)).toMatch(/^persona: kernel fault/);
      expect(hashTree(session.state('toy'))).toBe(before);
      expect(session.sandboxTreesMatchHost()).toBe(true);
      // Still usable afterwards (a fresh isolate after the memory bomb).
      const ok = session.call('toy', 'add_note', { folder: 'f1', title: 'after' });
      expect(ok.result.isError).toBeUndefined();
      expect(session.sandboxTreesMatchHost()).toBe(true);
    });
  }

  it('kernels cannot reach process, require, the host through constructor chains, or host globals', () => {
    session = toySession();
    const out = JSON.parse(text(session.call('toy', 'escape', {}).result));
    expect(out.process).toBe('absent');
    expect(out.require).toBe('absent');
    // SES makes Function.prototype.constructor inert; either way no host object is reached.
    expect(out.constructorChain).toMatch(/^(absent|blocked: )/);
    expect(out.functionChain).toMatch(/^(own global only|blocked: )/);
    expect(out.errorStack).toMatch(/^(undefined|blocked: )/);
    expect(out.fetch).toBe('undefined');
    expect(out.globals).toBe('none');
  });

  it('the clock is frozen at the run clock, in UTC, and randomness is seeded', () => {
    session = toySession({ clock: { anchor: '2026-03-10T23:30:00Z', stepMs: 1000 } });
    const a = JSON.parse(text(session.call('toy', 'clock', {}).result));
    expect(a.iso).toBe('2026-03-10T23:30:00.000Z');
    expect(a.str).toBe('Tue Mar 10 2026 23:30:00 GMT+0000 (Coordinated Universal Time)');
    expect(a.called).toBe(a.str);
    expect(a.hours).toBe(23);
    expect(a.tz).toBe(0);
    expect(a.parsed).toBe('2026-01-05T10:00:00.000Z');
    expect(a.local).toBe('3/10/2026, 11:30:00 PM');
    expect(a.perf).toBe(0);
    expect([a.weakref, a.fr, a.sab, a.atomics]).toEqual(['undefined', 'undefined', 'undefined', 'undefined']);
    const b = JSON.parse(text(session.call('toy', 'clock', {}).result));
    expect(b.iso).toBe('2026-03-10T23:30:01.000Z');
    expect(b.random).not.toBe(a.random);
    const again = toySession({ clock: { anchor: '2026-03-10T23:30:00Z', stepMs: 1000 } });
    try {
      expect(JSON.parse(text(again.call('toy', 'clock', {}).result))).toEqual(a);
    } finally {
      again.close();
    }
  });

  it('imports outside the server folder are refused when the sandbox is built', async () => {
    const { mkdtempSync, cpSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { TOY_KERNELS } = await import('./helpers/toy.ts');
    const { Sandbox } = await import('../runtime/sandbox/sandbox.ts');
    const { loadServer } = await import('../runtime/servers/registry.ts');
    const dir = mkdtempSync(join(tmpdir(), 'persona-k-'));
    cpSync(join(TOY_KERNELS, 'toy'), join(dir, 'toy'), { recursive: true });
    writeFileSync(join(dir, 'toy', 'tools', 'bad_result.js'), "import fs from '../../../../node_modules/msgpackr/index.js';\nexport default () => ({content: []});\n");
    expect(() => new Sandbox([loadServer('toy', dir)])).toThrow(/not allowed in the sandbox/);
  });
});
