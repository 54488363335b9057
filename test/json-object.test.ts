// JSON objects that are data keep every own key through every zod-validated reader — snapshot
// files, the content-addressed tree store, scenario arguments, task variables. zod's z.record()
// rebuilt objects by assignment and dropped "__proto__" (a key JSON.parse keeps, and kernels,
// patches and journals treat as data): a snapshot whose tree had it lost it on load.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { jsonObject, listAt } from '../runtime/util/json-object.ts';
import { normalizeRequest } from '../runtime/llm/cassette/normalize.ts';
import { proposeHierarchy } from '../runtime/gen/hierarchy-proposal.ts';
import { loadSnapshot } from '../runtime/snapshot/snapshot.ts';
import { storeTree, readStoredTree } from '../runtime/run/snapshot-store.ts';
import { parseScenario } from '../runtime/scenario/scenario.ts';
import { canonicalJson } from '../runtime/util/canonical.ts';

const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'a', 'b'];
const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ minLength: 1, maxLength: 5 }));
const leaf = fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.boolean(), fc.constant(null));
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('tree'), { maxLength: 3 }), tie('object')),
  object: fc.array(fc.tuple(key, tie('tree')), { maxLength: 4 }).map((pairs) => JSON.parse(`{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`)),
}));
// Objects written as JSON text, as files hold them: "__proto__" is an own key after JSON.parse.
const objectText = fc.array(fc.tuple(key, tree), { minLength: 1, maxLength: 4 }).map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`);

describe('JSON objects as data through zod', () => {
  it('jsonObject() passes the very object through and refuses what is not an object', () => {
    fc.assert(fc.property(objectText, (text) => {
      const v = JSON.parse(text);
      expect(jsonObject().parse(v)).toBe(v);
    }));
    for (const bad of [null, [], 'x', 1]) expect(jsonObject().safeParse(bad).success).toBe(false);
  });

  it('a snapshot tree, a stored tree and scenario arguments keep every key, "__proto__" included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'persona-jsonobj-'));
    let n = 0;
    fc.assert(fc.property(objectText, (text) => {
      n += 1;
      const want = canonicalJson(JSON.parse(text));
      const file = join(dir, `s${n}.json`);
      writeFileSync(file, `{"format":"mcp-persona/snapshot","version":1,"server":"toy","persona":"p","tree":${text}}`);
      const loaded = loadSnapshot(file);
      expect(canonicalJson(loaded.tree)).toBe(want);
      const stored = storeTree(join(dir, 'store'), loaded.tree, loaded.hash);
      expect(canonicalJson(readStoredTree(stored, loaded.hash))).toBe(want);
      const scenario = join(dir, `c${n}.jsonl`);
      writeFileSync(scenario, `{"servers":["toy"]}\n{"tool":"add_note","args":${text}}\n`);
      expect(canonicalJson(parseScenario(scenario).calls[0].args)).toBe(want);
    }), { numRuns: 150 });
  });

  it('the case that was seen: a top-level "__proto__" key of a snapshot tree', () => {
    const dir = mkdtempSync(join(tmpdir(), 'persona-jsonobj-'));
    writeFileSync(join(dir, 'p.json'), '{"format":"mcp-persona/snapshot","version":1,"server":"toy","persona":"p","tree":{"__proto__":{"a":1},"folders":{}}}');
    const t = loadSnapshot(join(dir, 'p.json')).tree;
    expect(Object.keys(t)).toEqual(['__proto__', 'folders']);
    expect(Object.getPrototypeOf(t)).toBe(Object.prototype);
  });

  it('lists keyed by data hold every key as an own list, whatever the key is named', () => {
    fc.assert(fc.property(fc.array(fc.tuple(key, fc.integer()), { maxLength: 30 }), (pairs) => {
      const record: Record<string, number[]> = {};
      for (const [k, v] of pairs) listAt(record, k).push(v);
      const want = new Map<string, number[]>();
      for (const [k, v] of pairs) want.set(k, [...(want.get(k) ?? []), v]);
      expect(Object.keys(record).sort()).toEqual([...want.keys()].sort());
      for (const [k, v] of want) expect(Object.getOwnPropertyDescriptor(record, k)!.value).toEqual(v);
      expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    }));
  });

  it('the readers that group by data keys answer prototype-named keys (cassette queries, generator traces)', () => {
    // Seen: a query parameter or a trace field named valueOf/constructor/__proto__ threw a TypeError.
    const n = normalizeRequest({ method: 'GET', path: '/v1/models?valueOf=1&constructor=2&__proto__=3&toString=4', headers: {}, body: null } as never);
    expect(JSON.stringify(n)).toContain('valueOf');
    expect(() => proposeHierarchy('x', [{ args: {}, response: [], state: { ' ': [{ valueOf: false, __proto__: 1, constructor: 'c' }] } } as never])).not.toThrow();
  });
});
