// Sessions cannot slow each other (issue 20): a kernel runs on its isolate's own thread, so the
// event loop serves other sessions meanwhile; one session's calls are still answered in order and
// journaled exactly as the synchronous path journals them; and a kernel whose leftovers would make
// isolated-vm inspect a hostile value without a limit is cut off by the watchdog (issue 13).
import { describe, it, expect, afterEach } from 'vitest';
import { toySession } from './helpers/toy.ts';
import type { Session, CallOutcome } from '../runtime/session/session.ts';
import { hashTree } from '../runtime/snapshot/snapshot.ts';
import { canonicalJson } from '../runtime/util/canonical.ts';

const open: Session[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
const session = (opts: Parameters<typeof toySession>[0] = {}) => {
  const s = toySession(opts);
  open.push(s);
  return s;
};
const text = (o: CallOutcome) => o.result.content.map((c) => c.text).join('');

describe('asynchronous kernel calls', () => {
  it('while one session runs a kernel to its time limit, another session is answered', async () => {
    const slow = session({ limits: { timeoutMs: 1500 } });
    const fast = session();
    const order: string[] = [];
    const hog = slow.callAsync('toy', 'infinite_loop', { folder: 'f1' }).then((o) => {
      order.push('slow');
      return o;
    });
    for (let i = 0; i < 10; i += 1) {
      await fast.callAsync('toy', 'add_note', { folder: 'f1', title: `n${i}` });
      order.push('fast');
    }
    const slowOutcome = await hog;
    expect(slowOutcome.record.fault?.kind).toBe('timeout');
    // With kernels on the main thread the slow call would have finished first.
    expect(order.indexOf('slow')).toBe(10);
    expect(slow.sandboxTreesMatchHost()).toBe(true);
  });

  it('calls made at once on one session are answered in order and journaled as the synchronous path does', async () => {
    const calls: [string, unknown][] = [
      ['add_note', { folder: 'f1', title: 'a' }],
      ['throw_after_mutation', { folder: 'f1' }],
      ['add_note', { folder: 'missing', title: 'b' }],
      ['bad_result', {}],
      ['hostile', { code: 'ctx.set("owner.name", "x"); return ctx.text(String(Math.random()))' }],
      ['add_note', null],
      ['no_such_tool', {}],
    ];
    const a = session();
    const syncRecords = calls.map(([t, args]) => a.call('toy', t, args).record);
    const b = session();
    const asyncRecords = (await Promise.all(calls.map(([t, args]) => b.callAsync('toy', t, args)))).map((o) => o.record);
    expect(canonicalJson(asyncRecords)).toBe(canonicalJson(syncRecords));
    expect(hashTree(b.state('toy'))).toBe(hashTree(a.state('toy')));
    expect(() => {
      void b.callAsync('toy', 'add_note', { folder: 'f1', title: 'c' });
      b.call('toy', 'add_note', { folder: 'f1', title: 'd' });
    }).toThrow(/asynchronous calls in flight/);
    await b.idle();
  });

  it('a call that does not settle is cut off by the watchdog without waiting for the isolate; the session goes on', async () => {
    // A negative grace makes the watchdog fire before isolated-vm's own time limit.
    const s = session({ limits: { timeoutMs: 3000, watchdogGraceMs: -2700 } });
    const before = hashTree(s.state('toy'));
    const t0 = performance.now();
    const out = await s.callAsync('toy', 'hostile', { code: 'ctx.set("owner.name", "x"); for (;;) {}' });
    expect(performance.now() - t0).toBeLessThan(2500);
    expect(out.record.fault?.kind).toBe('timeout');
    expect(out.record.fault?.message).toBe('kernel toy/hostile ran past its time limit of 3000 ms');
    expect(hashTree(s.state('toy'))).toBe(before);
    const next = await s.callAsync('toy', 'add_note', { folder: 'f1', title: 'after' });
    expect(text(next)).not.toMatch(/fault/);
    expect(s.sandboxTreesMatchHost()).toBe(true);
  });
});
