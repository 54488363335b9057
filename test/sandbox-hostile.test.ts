// A hostile kernel author's catalogue (issue 13, "The sandbox"): whatever a kernel throws,
// returns, replaces or leaves behind, the host gets an answer within the time limit, the clock /
// zone / locale are the run's, the session's own runtime stays intact, and every change it makes
// is journaled. The toy `hostile` tool runs `args.code` as a kernel body.
import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { toySession, TOY_KERNELS } from './helpers/toy.ts';
import type { Session } from '../runtime/session/session.ts';
import { Sandbox } from '../runtime/sandbox/sandbox.ts';
import { loadServer } from '../runtime/servers/registry.ts';
import { hashTree } from '../runtime/snapshot/snapshot.ts';
import { wellFormed } from '../runtime/util/unicode.ts';

let session: Session | null = null;
afterEach(() => {
  session?.close();
  session = null;
});

const text = (r: { content: { text?: string }[] }) => r.content.map((c) => c.text).join('');
const run = (s: Session, code: string) => s.call('toy', 'hostile', { code });
const json = (s: Session, code: string) => JSON.parse(text(run(s, code).result));

describe('nothing a kernel throws, returns or leaves behind is inspected by the host outside the limit', () => {
  // Each of these hung the host, threw in it, or passed a kernel value across before the fix.
  const thrown: Record<string, string> = {
    'a Proxy whose getPrototypeOf throws an object with a looping getter': 'throw new Proxy({}, { getPrototypeOf() { throw { get x() { for (;;) {} } }; } })',
    'a Proxy whose every trap loops': 'throw new Proxy({}, new Proxy({}, { get() { return () => { for (;;) {} }; } }))',
    'an object whose getters loop': 'throw { get message() { for (;;) {} }, get name() { for (;;) {} } }',
    'an Error whose name and message are getters that throw': 'const e = new Error("x"); Object.defineProperty(e, "message", { get() { throw e; } }); throw e',
    'a symbol': 'throw Symbol("s")',
    'a BigInt': 'throw 10n',
    'a function': 'throw function f() {}',
    'a cyclic object': 'const o = {}; o.o = o; throw o',
    'a lone surrogate message': 'throw new Error("\\ud800")',
  };
  for (const [what, code] of Object.entries(thrown)) {
    it(`throwing ${what}: a fault within the limit, context unchanged`, () => {
      session ??= toySession({ limits: { timeoutMs: 400 } });
      const before = hashTree(session.state('toy'));
      const t0 = performance.now();
      const { record } = run(session, `ctx.set('owner.name', 'changed'); ${code}`);
      expect(performance.now() - t0).toBeLessThan(5000);
      expect(['throw', 'timeout']).toContain(record.fault?.kind);
      expect(record.patch).toEqual([]);
      expect(wellFormed(record.fault!.message)).toBe(record.fault!.message);
      expect(hashTree(session.state('toy'))).toBe(before);
      expect(session.sandboxTreesMatchHost()).toBe(true);
    });
  }

  const returned: Record<string, string> = {
    'a Proxy whose get loops': 'return new Proxy({}, { get() { for (;;) {} } })',
    'a result whose content getter throws a Proxy': 'return { get content() { throw new Proxy({}, { getPrototypeOf() { for (;;) {} } }); } }',
    'a result with a toJSON that loops': 'return { content: [{ type: "text", text: "x" }], toJSON() { for (;;) {} } }',
    'a thenable whose then getter loops': 'return { get then() { for (;;) {} } }',
    'a result with a BigInt': 'return { content: [{ type: "text", text: 1n }] }',
    'a cyclic result': 'const r = { content: [{ type: "text", text: "x" }] }; r.self = r; return r',
    'a symbol': 'return Symbol("r")',
    'a result nested 100,000 deep': 'let v = []; for (let i = 0; i < 1e5; i += 1) v = [v]; return { content: [{ type: "text", text: "x", v }] }',
    'a microtask that loops forever': 'Promise.resolve().then(() => { for (;;) {} }); return ctx.text("ok")',
  };
  for (const [what, code] of Object.entries(returned)) {
    it(`returning ${what}: a fault (or a plain result) within the limit`, () => {
      session ??= toySession({ limits: { timeoutMs: 400 } });
      const before = hashTree(session.state('toy'));
      const { record } = run(session, `ctx.set('owner.name', 'changed'); ${code}`);
      expect(['invalid-result', 'timeout', 'throw']).toContain(record.fault?.kind);
      expect(hashTree(session.state('toy'))).toBe(before);
      expect(session.sandboxTreesMatchHost()).toBe(true);
      expect(text(run(session, 'return ctx.text("still usable")').result)).toBe('still usable');
    });
  }

  it("a ctx kept from an earlier call cannot change the tree behind the journal's back", () => {
    session = toySession();
    run(session, 'stash.ctx = ctx; return ctx.text("kept")');
    const { record } = run(session, 'try { stash.ctx.set("owner.name", "late"); } catch (e) { return ctx.text(e.message); } return ctx.text("wrote")');
    expect(text(record.result)).toMatch(/after the kernel call ended/);
    expect(record.patch).toEqual([]);
    expect((session.state('toy').owner as { name: string }).name).toBe('Test User');
    expect(session.sandboxTreesMatchHost()).toBe(true);
  });
});

describe('nothing in the sandbox can make a promise (isolated-vm copies unhandled rejections without a limit)', () => {
  const attempts: Record<string, string> = {
    'Promise.reject of a hostile Proxy': 'Promise.reject(new Proxy({}, { get() { for (;;) {} } }))',
    'an async function that throws': 'new Function("(async () => { throw new Proxy({}, { get() { for (;;) {} } }); })()")()',
    'an async arrow through eval': 'eval("(async () => 1)()")',
    'await through Function': 'Function("return (async function () { await 1; })()")()',
    'dynamic import': 'new Function("return import(\'x\')")()',
    'the inert AsyncFunction constructor': 'Object.getPrototypeOf(function* () {}).constructor("yield 1")',
  };
  for (const [what, code] of Object.entries(attempts)) {
    it(`${what}: refused, the session answers within the limit`, () => {
      session ??= toySession({ limits: { timeoutMs: 400 } });
      const before = hashTree(session.state('toy'));
      const { record } = run(session, `ctx.set('owner.name', 'changed'); ${code}; return ctx.text('made it');`);
      expect(record.fault?.kind, text(record.result)).toBe('throw');
      expect(hashTree(session.state('toy'))).toBe(before);
      expect(session.sandboxTreesMatchHost()).toBe(true);
    });
  }

  it('a kernel file with async, await or import() is refused when the sandbox is built', () => {
    const dir = mkdtempSync(join(tmpdir(), 'persona-k-'));
    cpSync(join(TOY_KERNELS, 'toy'), join(dir, 'toy'), { recursive: true });
    for (const body of ['export default async (a, ctx) => ctx.text("x");', 'export default (a, ctx) => { import /* x */ ("y"); return ctx.text("x"); };', 'const f = async function () {}; export default (a, ctx) => ctx.text("x");']) {
      writeFileSync(join(dir, 'toy', 'tools', 'bad_result.js'), body);
      expect(() => new Sandbox([loadServer('toy', dir)])).toThrow(/kernels are synchronous/);
    }
  });
});

describe('clock, zone and locale are the run\'s in every form', () => {
  // Evaluated in sessions built under two host time zones; every value must be the same.
  const probes = `
    const now = new Date();
    const dtf = new Intl.DateTimeFormat();
    return ctx.json({
      parseFree: Date.parse('Jan 5 2026 10:00'),
      parseSlash: Date.parse('2026/01/05 10:00'),
      parsePm: Date.parse('1/5/2026, 10:00:00 PM'),
      parseIsoLocal: Date.parse('2026-01-05T10:00'),
      parseDateOnly: Date.parse('2026-01-05'),
      parseZoned: Date.parse('Mon, 05 Jan 2026 10:00:00 +0100'),
      parseNamedZone: Date.parse('Jan 5 2026 10:00 EST'),
      parseCommented: Date.parse('Mon Jan 05 2026 10:00:00 GMT-0800 (PST)'),
      ctorString: new Date('Jan 5 2026 10:00').getTime(),
      ctorObject: new Date({ valueOf() { return 'Jan 5 2026 10:00'; } }).getTime(),
      ctorParts: new Date(2026, 0, 5, 10).getTime(),
      format: dtf.format(),
      formatNow: dtf.format(now),
      formatToParts: dtf.formatToParts().map((p) => p.value).join(''),
      formatCalled: Intl.DateTimeFormat().format(),
      formatLong: new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'full' }).format(),
      resolved: dtf.resolvedOptions(),
      emptyLocales: new Intl.DateTimeFormat([]).resolvedOptions(),
      viaConstructor: new (dtf.constructor)().resolvedOptions(),
      number: new Intl.NumberFormat().resolvedOptions().locale,
      toLocale: [now.toLocaleString(), now.toLocaleDateString(), now.toLocaleTimeString(), (1234.5).toLocaleString(), 12n.toLocaleString(), [now, 1e6].toLocaleString()],
      upper: 'i'.toLocaleUpperCase(),
      getters: [now.getHours(), now.getTimezoneOffset(), now.toString(), now.toTimeString()],
      dateCtor: Date.prototype.constructor === Date,
    });`;

  it('is independent of the host TZ and never the real time', () => {
    const saved = process.env.TZ;
    const outs: Record<string, unknown>[] = [];
    try {
      for (const tz of ['America/Los_Angeles', 'Asia/Kolkata']) {
        process.env.TZ = tz;
        const s = toySession({ clock: { anchor: '2026-03-10T23:30:00Z', stepMs: 0 } });
        try {
          outs.push(json(s, probes));
        } finally {
          s.close();
        }
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
    expect(outs[1]).toEqual(outs[0]);
    const o = outs[0] as Record<string, any>;
    expect(o.parseFree).toBe(Date.UTC(2026, 0, 5, 10));
    expect(o.parseSlash).toBe(Date.UTC(2026, 0, 5, 10));
    expect(o.parsePm).toBe(Date.UTC(2026, 0, 5, 22));
    expect(o.parseIsoLocal).toBe(Date.UTC(2026, 0, 5, 10));
    expect(o.parseZoned).toBe(Date.UTC(2026, 0, 5, 9));
    expect(o.parseNamedZone).toBe(Date.UTC(2026, 0, 5, 15));
    expect(o.parseCommented).toBe(Date.UTC(2026, 0, 5, 18));
    expect(o.ctorString).toBe(Date.UTC(2026, 0, 5, 10));
    expect(o.ctorObject).toBe(Date.UTC(2026, 0, 5, 10));
    expect(o.format).toBe('3/10/2026');
    expect(o.format).toBe(o.formatNow);
    expect(o.formatToParts).toBe('3/10/2026');
    expect(o.formatCalled).toBe('3/10/2026');
    expect(o.formatLong).toContain('11:30:00 PM');
    expect([o.resolved.locale, o.resolved.timeZone]).toEqual(['en-US', 'UTC']);
    expect([o.emptyLocales.locale, o.emptyLocales.timeZone]).toEqual(['en-US', 'UTC']);
    expect([o.viaConstructor.locale, o.viaConstructor.timeZone]).toEqual(['en-US', 'UTC']);
    expect(o.number).toBe('en-US');
    expect(o.toLocale[0]).toBe('3/10/2026, 11:30:00 PM');
    expect(o.getters.slice(0, 2)).toEqual([23, 0]);
  });

  it('has no WebAssembly, SharedArrayBuffer or Atomics to grow memory outside the limits', () => {
    session = toySession();
    expect(json(session, 'return ctx.json([typeof WebAssembly, typeof SharedArrayBuffer, typeof Atomics])')).toEqual(['undefined', 'undefined', 'undefined']);
  });
});

describe("a kernel cannot poison its session's own runtime", () => {
  const poisons: Record<string, string> = {
    'Array.prototype.push': 'Array.prototype.push = function () { return 0; }',
    'Object.keys': 'Object.keys = () => []',
    'Object.entries': 'Object.entries = () => []',
    'JSON.stringify': 'JSON.stringify = () => "{\\"result\\":{\\"content\\":[]},\\"ops\\":[]}"',
    'JSON.parse': 'JSON.parse = () => ({})',
    'the JSON global': 'globalThis.JSON = { stringify: () => "[]", parse: () => ({}) }',
    'the Object global': 'globalThis.Object = function () {}',
    'a new global': 'globalThis.injected = 1',
    'Function.prototype.call': 'Function.prototype.call = function () {}',
    'Object.defineProperty': 'Object.defineProperty = () => {}',
    'String.prototype.replace': 'String.prototype.replace = () => ""',
    'Error.prototype.toString': 'Error.prototype.toString = () => "x"',
    'Array.prototype[Symbol.iterator]': 'Array.prototype[Symbol.iterator] = function* () {}',
    'the context helpers a kernel imports': 'ctx.ContextError.prototype.name = "x"',
  };
  it('every replacement fails and later calls are journaled exactly', () => {
    session = toySession();
    for (const [what, code] of Object.entries(poisons)) {
      const { record } = run(session, `try { ${code}; } catch (e) {} return ctx.text('done');`);
      expect(record.result.isError, what).toBeUndefined();
      const before = session.state('toy');
      const ok = session.call('toy', 'add_note', { folder: 'f1', title: `after ${what}` });
      expect(ok.result.isError, what).toBeUndefined();
      expect(ok.record.patch.length, what).toBeGreaterThan(0);
      expect(session.sandboxTreesMatchHost(), what).toBe(true);
      expect(hashTree(session.state('toy')), what).not.toBe(hashTree(before));
    }
  });

  it('a filter function gets copies, not live tree nodes', () => {
    session = toySession();
    const { record } = run(session, 'ctx.list("folders", { filter: (f) => { f.name = "hacked"; delete f.notes; return true; } }); return ctx.json(ctx.get("folders.f1.name"))');
    expect(text(record.result)).toBe('"Inbox"');
    expect(record.patch).toEqual([]);
    expect((session.state('toy').folders as any).f1.name).toBe('Inbox');
    expect(session.sandboxTreesMatchHost()).toBe(true);
  });

  it("a kernel cannot import the runtime's dispatcher", () => {
    const dir = mkdtempSync(join(tmpdir(), 'persona-k-'));
    cpSync(join(TOY_KERNELS, 'toy'), join(dir, 'toy'), { recursive: true });
    writeFileSync(join(dir, 'toy', 'tools', 'bad_result.js'), "import { loadTree } from '/runtime/sandbox/isolate-dispatcher.js';\nexport default (a, ctx) => { loadTree('toy', '{}'); return ctx.text('swapped'); };\n");
    expect(() => new Sandbox([loadServer('toy', dir)])).toThrow(/not allowed in the sandbox/);
    writeFileSync(join(dir, 'toy', 'tools', 'bad_result.js'), "import { registerServer } from '../../../runtime/sandbox/isolate-dispatcher.js';\nexport default (a, ctx) => ctx.text(typeof registerServer);\n");
    expect(() => new Sandbox([loadServer('toy', dir)])).toThrow(/not allowed in the sandbox/);
  });
});
