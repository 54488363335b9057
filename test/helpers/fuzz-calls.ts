// Randomized tool calls for one server, derived from its tools' input schemas (fast-check): mostly
// well-typed arguments built from the snapshot's own ids and values, mixed with wrong types, huge
// and ill-formed strings, deep nesting, prototype keys, missing and extra fields, unknown ids and
// tools, and arguments that are null, absent or not an object. Used by the fuzz test (sized for
// CI) and by bench/fuzz-soak.ts (by hand, 100,000 calls).
import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadServer, type ToolDefinition } from '../../runtime/servers/registry.ts';
import { loadSnapshot } from '../../runtime/snapshot/snapshot.ts';
import { RecordedSession } from '../../runtime/run/run-folder.ts';

type Schema = Record<string, unknown>;
export interface FuzzCall { tool: string; args: unknown }

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

/** Ids, names and short texts found in a snapshot: the "existing ids" a fuzzer should hit. */
export function valuePool(tree: unknown, max = 300): string[] {
  const out = new Set<string>();
  const stack: unknown[] = [tree];
  while (stack.length && out.size < max * 4) {
    const v = stack.pop();
    if (typeof v === 'string' && v.length <= 80) out.add(v);
    else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k.length <= 80) out.add(k);
        stack.push(x);
      }
    }
  }
  const all = [...out].sort();
  // An even spread over the sorted values keeps the pool deterministic and varied.
  const step = Math.max(1, Math.floor(all.length / max));
  return all.filter((_, i) => i % step === 0).slice(0, max);
}

function deepValue(depth: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) v = i % 2 ? [v] : { d: v };
  return v;
}

// Arbitraries are built once per pool (building them per call dominated the fuzz test's time).
const memo = new WeakMap<string[], { strings?: fc.Arbitrary<string>; any?: fc.Arbitrary<unknown> }>();
function cached<K extends 'strings' | 'any'>(pool: string[], key: K, build: () => NonNullable<ReturnType<typeof memo.get>>[K]) {
  let m = memo.get(pool);
  if (!m) memo.set(pool, (m = {}));
  return (m[key] ??= build()) as NonNullable<NonNullable<ReturnType<typeof memo.get>>[K]>;
}

function strings(pool: string[]): fc.Arbitrary<string> {
  return cached(pool, 'strings', () => buildStrings(pool));
}

function buildStrings(pool: string[]): fc.Arbitrary<string> {
  const known = pool.length ? fc.constantFrom(...pool) : fc.constant('x');
  return fc.oneof(
    { weight: 6, arbitrary: known },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, '', '\ud800', '\udc00x', '😀'.slice(0, 1), '../..', '/', '.', '*', 'a/../../b', '$&', '%s', '\u0000') },
    { weight: 1, arbitrary: fc.tuple(known, fc.constantFrom('', '_unknown', 'x', '\ud83d')).map(([a, b]) => a + b) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => 'é😀x'.repeat(Math.ceil(n / 4)).slice(0, n)) },
  );
}

function anyJson(pool: string[]): fc.Arbitrary<unknown> {
  return cached(pool, 'any', () => fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 2, arbitrary: strings(pool) },
    { weight: 1, arbitrary: fc.integer({ min: 2, max: 400 }).map(deepValue) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, 0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, { toString: 'x' }, { valueOf: 1 }, JSON.parse('{"__proto__": {"a": 1}}')) },
  ));
}

/** A value for `schema`: usually of the right shape, sometimes anything at all. */
function valueFor(schema: unknown, pool: string[], depth: number): fc.Arbitrary<unknown> {
  const s = (schema && typeof schema === 'object' ? schema : {}) as Schema;
  if (depth > 4) return anyJson(pool);
  const wrong = anyJson(pool);
  let right: fc.Arbitrary<unknown>;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (Array.isArray(s.enum) && s.enum.length) right = fc.constantFrom(...(s.enum as unknown[]));
  else if (Array.isArray(s.anyOf) && s.anyOf.length) right = fc.oneof(...(s.anyOf as unknown[]).map((x) => valueFor(x, pool, depth + 1)));
  else if (Array.isArray(s.oneOf) && s.oneOf.length) right = fc.oneof(...(s.oneOf as unknown[]).map((x) => valueFor(x, pool, depth + 1)));
  else if (type === 'string') right = strings(pool);
  else if (type === 'integer') right = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer());
  else if (type === 'number') right = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
  else if (type === 'boolean') right = fc.boolean();
  else if (type === 'null') right = fc.constant(null);
  else if (type === 'array') right = fc.array(valueFor(s.items, pool, depth + 1), { maxLength: 5 });
  else if (type === 'object' || s.properties) right = objectFor(s, pool, depth + 1);
  else right = wrong;
  return fc.oneof({ weight: 8, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

function objectFor(s: Schema, pool: string[], depth: number): fc.Arbitrary<unknown> {
  const props = (s.properties && typeof s.properties === 'object' ? s.properties : {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, sub] of Object.entries(props)) fields[k] = valueFor(sub, pool, depth);
  const keys = Object.keys(fields);
  const base = fc.record(fields, { requiredKeys: keys.filter((k) => required.has(k) || k.length % 2 === 0) });
  const extra = fc.dictionary(fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 6 })), anyJson(pool), { maxKeys: 2 });
  return fc.tuple(base, fc.nat(9), extra).map(([obj, r, more]) => {
    const out: Record<string, unknown> = {};
    const put = (k: string, v: unknown) => Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    for (const [k, v] of Object.entries(obj as Record<string, unknown>)) if (!(r === 0 && required.has(k))) put(k, v); // r=0: drop the required ones
    if (r === 1) for (const [k, v] of Object.entries(more)) put(k, v);
    return out;
  });
}

/** Arguments for one tool call, including the exotic whole-argument cases. */
function argsFor(tool: ToolDefinition, pool: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 30, arbitrary: objectFor(tool.inputSchema as Schema, pool, 0) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, [], 'text', 7, true) },
    { weight: 1, arbitrary: fc.integer({ min: 90, max: 3000 }).map((n) => ({ deep: deepValue(n) })) },
  );
}

/** `count` calls on `server`'s tools (and a few unknown tools), reproducible from `seed`. */
export function fuzzCalls(server: string, count: number, seed: number): FuzzCall[] {
  const def = loadServer(server);
  const pool = valuePool(loadSnapshot(def.config.defaultSnapshot).tree);
  const perTool = def.tools.map((t) => argsFor(t, pool).map((args) => ({ tool: t.name, args })));
  const call = fc.oneof(
    { weight: 40, arbitrary: fc.oneof(...perTool) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('no_such_tool', '__proto__', 'constructor', '', '\ud800', '$&'), anyJson(pool)).map(([tool, args]) => ({ tool, args })) },
  );
  return fc.sample(call, { numRuns: count, seed });
}

export interface FuzzOutcome {
  server: string;
  dir: string;
  calls: number;
  hostExceptions: string[];
  faults: Record<string, number>;
  sandboxMatchesHost: boolean;
  ms: number;
}

/** Run the calls in a recorded session; a thrown exception is a host exception (counted, kept). */
export function runFuzz(server: string, calls: FuzzCall[], root = mkdtempSync(join(tmpdir(), 'persona-fuzz-'))): FuzzOutcome {
  const dir = join(root, server);
  const t0 = performance.now();
  const run = new RecordedSession(dir, { servers: [server], seed: 13 });
  const hostExceptions: string[] = [];
  const faults: Record<string, number> = {};
  for (const c of calls) {
    try {
      const { record } = run.call(server, c.tool, c.args);
      if (record.fault) {
        const key = `${record.fault.kind} ${c.tool}: ${record.fault.message.slice(0, 120)}`;
        faults[key] = (faults[key] ?? 0) + 1;
      }
    } catch (e) {
      hostExceptions.push(`${c.tool}: ${(e as Error)?.stack?.split('\n').slice(0, 3).join(' | ') ?? String(e)}`);
    }
  }
  const sandboxMatchesHost = run.session.sandboxTreesMatchHost();
  run.close();
  return { server, dir, calls: calls.length, hostExceptions, faults, sandboxMatchesHost, ms: performance.now() - t0 };
}
