// What any agent (or kernel) can send is ordinary input (issue 13): prototype keys, lone
// surrogates, deep nesting, exotic values and a null `arguments` each get an answer, an exact
// journal record, and a run folder that verifies and whose final snapshot matches its patches.
import { describe, it, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { RecordedSession } from '../runtime/run/run-folder.ts';
import { TOY_KERNELS, TOY_SNAPSHOTS } from './helpers/toy.ts';
import { checkRunFolder } from './helpers/run-check.ts';
import { applyPatch } from '../runtime/context/apply-patch.ts';
import { createHandler, indexHierarchy } from '../runtime/context/handler.js';
import { pack, unpack } from '../runtime/util/msgpack.ts';
import { MAX_ARGUMENT_DEPTH } from '../runtime/session/arguments.ts';
import { wellFormedDeep } from '../runtime/util/unicode.ts';
import type { SessionOptions } from '../runtime/session/session.ts';

type Call = [server: string, tool: string, args: unknown];

function recorded(opts: Omit<SessionOptions, 'onCall'>, calls: Call[]) {
  const dir = mkdtempSync(join(tmpdir(), 'persona-inputs-'));
  const run = new RecordedSession(join(dir, 'run'), opts);
  const outcomes = calls.map(([s, t, a]) => run.call(s, t, a));
  const states = run.session.states();
  const matched = run.session.sandboxTreesMatchHost();
  run.close();
  return { dir: join(dir, 'run'), outcomes, states, matched };
}

const toy = (calls: Call[]) => recorded({ servers: ['toy'], kernelsDir: TOY_KERNELS, snapshotsDir: TOY_SNAPSHOTS, seed: 5 }, calls);
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

describe('prototype keys are ordinary data end to end', () => {
  it('from a kernel: set, create with such ids, update and delete are stored, journaled and replayed exactly', () => {
    const code = `
      ctx.set('__proto__', { polluted: true });
      ctx.create('constructor', { x: 1 }, { id: 'prototype' });
      ctx.create('folders', { name: 'p' }, { id: '__proto__' });
      ctx.update('folders[__proto__]', { constructor: { a: 1 }, __proto__: 'v' });
      ctx.create('folders[f1].notes', { title: 't' }, { id: 'constructor' });
      ctx.delete('folders[f1].notes[constructor]');
      return ctx.json(ctx.get('folders[__proto__]'));`;
    const r = toy([['toy', 'hostile', { code }], ['toy', 'add_note', { folder: '__proto__', title: 'inside' }]]);
    expect(r.outcomes[0].result.isError).toBeUndefined();
    expect(r.outcomes[1].result.isError).toBeUndefined();
    const tree = r.states.toy as Record<string, any>;
    expect(Object.getPrototypeOf(tree)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(tree, '__proto__')).toBe(true);
    expect(tree.constructor).toEqual({ prototype: { x: 1 } });
    expect(Object.keys(tree.folders.__proto__.notes)).toHaveLength(1);
    expect(r.matched).toBe(true);
    expect(checkRunFolder(r.dir, TOY_KERNELS)).toEqual({ calls: 2, mismatch: null, finalMatches: true });
  });

  it('from agent arguments: filesystem and obsidian paths named __proto__', () => {
    const fs = recorded({ servers: ['filesystem'], seed: 1 }, [
      ['filesystem', 'write_file', { path: '__proto__', content: 'a' }],
      ['filesystem', 'write_file', { path: 'constructor', content: 'b' }],
      ['filesystem', 'read_file', { path: '__proto__' }],
      ['filesystem', 'list_directory', { path: '.' }],
    ]);
    expect(fs.outcomes.map((o) => o.record.fault)).toEqual([undefined, undefined, undefined, undefined]);
    expect(fs.matched).toBe(true);
    expect(checkRunFolder(fs.dir).mismatch).toBeNull();
    expect(checkRunFolder(fs.dir).finalMatches).toBe(true);
    const ob = recorded({ servers: ['obsidian'], seed: 1 }, [
      ['obsidian', 'obsidian_append_content', { filepath: '__proto__', content: 'x' }],
      ['obsidian', 'obsidian_append_content', { filepath: 'prototype', content: 'y' }],
    ]);
    expect(ob.outcomes.map((o) => o.record.fault)).toEqual([undefined, undefined]);
    expect(checkRunFolder(ob.dir)).toMatchObject({ mismatch: null, finalMatches: true });
  });

  it('property: the host helper and the handler agree on any tree and any keys; msgpack keeps them', () => {
    const key = fc.oneof(fc.constantFrom(...PROTO_KEYS, 'a', 'b', 'toString', 'valueOf', 'hasOwnProperty'), fc.string({ minLength: 1, maxLength: 4 }).filter((k) => !/[[\].]/.test(k)));
    const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.dictionary(key, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }));
    fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom('set', 'create', 'delete'), key, key, value), { maxLength: 12 }), (steps) => {
      const tree: Record<string, unknown> = {};
      const host = {};
      const h = createHandler(tree, { hierarchy: indexHierarchy({ entities: {} }), newId: () => 'x' });
      for (const [op, a, b, v] of steps) {
        try {
          if (op === 'set') h.api.set(`m[${a}]`, v);
          else if (op === 'create') h.api.create(`m[${a}].c`, { v }, { id: b || 'id' });
          else h.api.delete(`m[${a}]`);
        } catch (e) {
          if ((e as Error).name !== 'ContextError') throw e;
        }
        if (op === 'set' && !('m' in tree)) h.api.set('m', {});
      }
      applyPatch(host, h.ops);
      expect(JSON.stringify(host)).toBe(JSON.stringify(tree));
      expect(JSON.stringify(unpack(pack(tree)))).toBe(JSON.stringify(tree));
    }), { numRuns: 200 });
  });
});

describe('one unicode rule at the boundary: lone surrogates become U+FFFD', () => {
  it('in arguments, kernel results and kernel writes; the run folder is written and verifies', () => {
    const r = toy([
      ['toy', 'add_note', { folder: 'f1', title: 'half \ud83d', tags: ['\udc00', 'ok'] }],
      ['toy', 'hostile', { code: 'ctx.set("owner.name", "cut \\ud83d"); return ctx.text("😀".slice(0, 1))' }],
      ['toy', 'hostile', { code: 'throw new Error("bad \\udfff")' }],
      ['toy', 'unknown_\ud800', { '\ud800': '\udc00' }],
    ]);
    for (const o of r.outcomes) expect(wellFormedDeep(o.record)).toBe(o.record);
    expect(r.outcomes[0].record.args).toEqual({ folder: 'f1', title: 'half \ufffd', tags: ['\ufffd', 'ok'] });
    expect(r.outcomes[1].result.content[0].text).toBe('\ufffd');
    expect((r.states.toy.owner as { name: string }).name).toBe('cut \ufffd');
    expect(r.matched).toBe(true);
    expect(checkRunFolder(r.dir, TOY_KERNELS)).toEqual({ calls: 4, mismatch: null, finalMatches: true });
  });

  it('gmail batch_modify_emails no longer cuts an emoji in half', () => {
    const id = '😀'.repeat(8) + 'x';
    const r = recorded({ servers: ['gmail'], seed: 1 }, [['gmail', 'batch_modify_emails', { messageIds: [id], addLabelIds: ['STARRED'] }]]);
    const text = r.outcomes[0].result.content.map((c) => c.text).join('');
    expect(wellFormedDeep(text)).toBe(text);
    expect(checkRunFolder(r.dir)).toMatchObject({ mismatch: null, finalMatches: true });
  });
});

describe('depth, size and exotic values get the real kind of error and an exact record', () => {
  const deep = (n: number) => {
    let v: unknown = 'leaf';
    for (let i = 0; i < n; i += 1) v = { a: v };
    return v;
  };
  it('arguments nested 6,000 deep: a -32602 answer, journaled, verify passes', () => {
    const r = toy([['toy', 'add_note', { folder: 'f1', title: 'x', tags: deep(6000) }], ['toy', 'add_note', deep(200)], ['toy', 'add_note', { folder: 'f1', title: 'after' }]]);
    for (const o of r.outcomes.slice(0, 2)) {
      expect(o.result.isError).toBe(true);
      expect(o.result.content[0].text).toMatch(/^MCP error -32602: .*nested deeper than/);
      expect(typeof o.record.argsJson).toBe('string');
    }
    expect(r.outcomes[2].result.isError).toBeUndefined();
    expect(r.outcomes[2].record.seq).toBe(3);
    expect(checkRunFolder(r.dir, TOY_KERNELS)).toEqual({ calls: 3, mismatch: null, finalMatches: true });
  });

  it('arguments right at the depth bound still reach validation', () => {
    const r = toy([['toy', 'add_note', { folder: 'f1', title: 'x', extra: deep(MAX_ARGUMENT_DEPTH - 2) }]]);
    expect(r.outcomes[0].result.isError).toBeUndefined();
  });

  it('exotic JSON values: toString/valueOf keys, null arguments, nulls everywhere', () => {
    const t = toy([
      ['toy', 'add_note', { folder: { toString: 'x' }, title: { valueOf: 1 } }],
      ['toy', 'add_note', null],
      ['toy', 'add_note', undefined],
      ['toy', 'add_note', [] as unknown],
      ['toy', 'add_note', 'text' as unknown],
      ['toy', 'unknown_$&_$1', null],
    ]);
    expect(t.outcomes.every((o) => o.result.isError)).toBe(true);
    expect(t.outcomes[1].record.argsJson).toBe('null');
    expect(t.outcomes[2].record.argsJson).toBeUndefined();
    expect(t.outcomes[5].result.content[0].text).toContain('unknown_$&_$1');
    expect(checkRunFolder(t.dir, TOY_KERNELS)).toEqual({ calls: 6, mismatch: null, finalMatches: true });
  });

  it('an enum argument given as {"toString": "x"} gets the validation error, not a host exception', () => {
    const r = recorded({ servers: ['filesystem'], seed: 1 }, [['filesystem', 'list_directory_with_sizes', { path: '.', sortBy: { toString: 'x' } }]]);
    expect(r.outcomes[0].record.fault).toBeUndefined();
    expect(r.outcomes[0].result.content[0].text).toMatch(/^MCP error -32602: Input validation error: .*sortBy/s);
    expect(checkRunFolder(r.dir)).toMatchObject({ mismatch: null, finalMatches: true });
  });
});

describe('kernel bugs the fuzzer found', () => {
  it('gmail: label, filter and attachment ids such as "constructor" are unknown ids, not faults', () => {
    const calls: Call[] = ['constructor', 'valueOf', 'toString', '__proto__'].flatMap((id) => [
      ['gmail', 'update_label', { id, name: 'x' }],
      ['gmail', 'delete_label', { id }],
      ['gmail', 'get_filter', { filterId: id }],
      ['gmail', 'batch_modify_emails', { messageIds: ['m1'], addLabelIds: [id] }],
    ] as Call[]);
    const r = recorded({ servers: ['gmail'], seed: 1 }, calls);
    expect(r.outcomes.map((o) => o.record.fault)).toEqual(calls.map(() => undefined));
    expect(checkRunFolder(r.dir)).toMatchObject({ mismatch: null, finalMatches: true });
  });
});

describe('verify does not depend on the speed of the machine', () => {
  it('a recorded timeout is taken as given; a slower re-execution gets a generous limit', () => {
    // ~1e9 additions: far past 100 ms anywhere, far below verify's limit.
    const spin = 'let x = 0; for (let i = 0; i < 1e9; i += 1) x += i; ctx.set("owner.name", String(x)); return ctx.text("done")';
    const r = recorded({ servers: ['toy'], kernelsDir: TOY_KERNELS, snapshotsDir: TOY_SNAPSHOTS, seed: 5, limits: { timeoutMs: 100 } }, [
      ['toy', 'hostile', { code: spin }],
      ['toy', 'add_note', { folder: 'f1', title: 'after' }],
    ]);
    expect(r.outcomes[0].record.fault?.kind).toBe('timeout');
    expect(checkRunFolder(r.dir, TOY_KERNELS)).toEqual({ calls: 2, mismatch: null, finalMatches: true });
  }, 60_000);
});

describe('ids that do not parse as a context path read as absent', () => {
  it('instagram: account and page ids with brackets, dots and quotes are unknown ids, not faults', () => {
    const ids = ['LZN%<Wq[x-', ']{', '.q- ]@ "', "'Eg]S", 'a[b]c', '[', ']', '*'];
    const calls: Call[] = ids.flatMap((id) => [
      ['instagram', 'get_profile_info', { account_id: id }],
      ['instagram', 'get_conversations', { page_id: id }],
    ] as Call[]);
    const r = recorded({ servers: ['instagram'], seed: 1 }, calls);
    expect(r.outcomes.map((o) => o.record.fault)).toEqual(calls.map(() => undefined));
    expect(checkRunFolder(r.dir)).toMatchObject({ mismatch: null, finalMatches: true });
  });
});
