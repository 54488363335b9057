// Adversarial failure induction (paper §3.1.1): a successful seed call is perturbed into the four
// failure classes of the paper's taxonomy. The paper uses an LLM for this; here the perturbations
// are derived deterministically from the tool's input schema and the recorded state, so a
// traversal is reproducible and needs no model:
//   type_mismatch       the first argument with a declared type gets a value of another type
//   schema_violation    a required argument is left out (or, with none required, an enum is
//                       broken, an unknown argument is added to a closed schema, or a required
//                       field of an array's first item is left out)
//   boundary_condition  a number just past its declared bound (or -1 when unbounded), an array
//                       below its minItems (or empty), a string below its minLength (or empty) or
//                       past its maxLength
//   semantic_conflict   well-typed but contradictory with the state: a string that names something
//                       in the state before the call is pointed at something that does not exist;
//                       or, when no argument names anything, the same call is repeated against the
//                       state it produced (a duplicate create, a second delete, a task done twice)
// Every perturbation can fail to apply (a tool without arguments has no type to break); those
// are skipped. The real server's answer is recorded whatever it is: some perturbed calls succeed.
import type { FailureClass } from '../fidelity/traces.ts';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = Record<string, unknown>;

export interface Perturbation {
  class: FailureClass;
  args: Record<string, unknown>;
  change: string;
  /** Run the call again as it is (against the state the seed produced). */
  repeat?: boolean;
}

function props(schema: Schema): Array<[string, Schema]> {
  const p = schema.properties;
  if (!p || typeof p !== 'object') return [];
  return Object.entries(p as Record<string, Schema>);
}

function required(schema: Schema): string[] {
  return Array.isArray(schema.required) ? (schema.required as unknown[]).filter((x): x is string => typeof x === 'string') : [];
}

/** The JSON type a property schema declares (the first non-null one of a union). */
export function declaredType(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return (schema.type as string[]).find((t) => t !== 'null');
  for (const key of ['anyOf', 'oneOf']) {
    const alts = schema[key];
    if (Array.isArray(alts)) for (const a of alts as Schema[]) {
      const t = declaredType(a);
      if (t && t !== 'null') return t;
    }
  }
  if (schema.enum) return 'string';
  return undefined;
}

function jsonTypeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/** Arguments present in the call, required ones first, each in schema order. */
function orderedPresent(schema: Schema, args: Record<string, unknown>): Array<[string, Schema]> {
  const req = required(schema);
  const all = props(schema).filter(([k]) => k in args);
  return [...all.filter(([k]) => req.includes(k)), ...all.filter(([k]) => !req.includes(k))];
}

const WRONG_VALUE: Record<string, Json> = {
  string: 12345,
  number: 'not-a-number',
  integer: 'not-a-number',
  boolean: 'true',
  array: 'not-an-array',
  object: 'not-an-object',
};

function typeMismatch(schema: Schema, args: Record<string, unknown>): Perturbation | null {
  for (const [key, s] of orderedPresent(schema, args)) {
    const t = declaredType(s);
    if (!t || !(t in WRONG_VALUE)) continue;
    const wrong = WRONG_VALUE[t];
    return { class: 'type_mismatch', args: { ...args, [key]: wrong }, change: `args.${key}: ${t} -> ${jsonTypeOf(wrong)}` };
  }
  return null;
}

function schemaViolation(schema: Schema, args: Record<string, unknown>): Perturbation | null {
  const req = required(schema).find((k) => k in args);
  if (req) {
    const { [req]: _dropped, ...rest } = args;
    return { class: 'schema_violation', args: rest, change: `args.${req} left out (required)` };
  }
  for (const [key, s] of orderedPresent(schema, args)) {
    if (Array.isArray(s.enum)) return { class: 'schema_violation', args: { ...args, [key]: '__not_in_enum__' }, change: `args.${key}: outside its enum` };
  }
  for (const [key, s] of orderedPresent(schema, args)) {
    const items = s.items as Schema | undefined;
    const first = Array.isArray(args[key]) ? (args[key] as unknown[])[0] : undefined;
    const itemReq = items ? required(items).find((k) => first && typeof first === 'object' && k in (first as object)) : undefined;
    if (itemReq && first && typeof first === 'object') {
      const { [itemReq]: _dropped, ...item } = first as Record<string, unknown>;
      return { class: 'schema_violation', args: { ...args, [key]: [item, ...(args[key] as unknown[]).slice(1)] }, change: `args.${key}[0].${itemReq} left out (required)` };
    }
  }
  if (schema.additionalProperties === false) return { class: 'schema_violation', args: { ...args, __unexpected__: true }, change: 'unknown argument __unexpected__ added to a closed schema' };
  return null;
}

function boundaryCondition(schema: Schema, args: Record<string, unknown>): Perturbation | null {
  const candidates = orderedPresent(schema, args);
  const bounded = (s: Schema) => ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'minLength', 'maxLength'].some((k) => typeof s[k] === 'number');
  // Declared bounds first: they are what the server's validation knows about.
  for (const [key, s] of [...candidates.filter(([, s]) => bounded(s)), ...candidates.filter(([, s]) => !bounded(s))]) {
    const t = declaredType(s);
    const set = (v: unknown, why: string): Perturbation => ({ class: 'boundary_condition', args: { ...args, [key]: v }, change: `args.${key}: ${why}` });
    if (t === 'number' || t === 'integer') {
      if (typeof s.minimum === 'number') return set(s.minimum - 1, `${s.minimum - 1} (below minimum ${s.minimum})`);
      if (typeof s.exclusiveMinimum === 'number') return set(s.exclusiveMinimum, `${s.exclusiveMinimum} (at exclusive minimum)`);
      if (typeof s.maximum === 'number') return set(s.maximum + 1, `${s.maximum + 1} (above maximum ${s.maximum})`);
      if (typeof s.exclusiveMaximum === 'number') return set(s.exclusiveMaximum, `${s.exclusiveMaximum} (at exclusive maximum)`);
      return set(-1, '-1 (negative, no bound declared)');
    }
    if (t === 'array') {
      if (typeof s.minItems === 'number' && s.minItems > 0) return set((args[key] as unknown[]).slice(0, s.minItems - 1), `${s.minItems - 1} items (minItems ${s.minItems})`);
      if (Array.isArray(args[key]) && (args[key] as unknown[]).length > 0) return set([], 'empty array');
      continue;
    }
    if (t === 'string') {
      if (typeof s.maxLength === 'number') return set('x'.repeat(s.maxLength + 1), `${s.maxLength + 1} characters (maxLength ${s.maxLength})`);
      if (typeof s.minLength === 'number' && s.minLength > 0) return set('', `empty (minLength ${s.minLength})`);
      if (args[key] !== '' && !Array.isArray(s.enum)) return set('', 'empty string');
    }
  }
  return null;
}

/** Every string in the state, looking inside strings that hold JSON or JSON lines (data files). */
export function stateStrings(state: unknown): Set<string> {
  const out = new Set<string>();
  const visit = (v: unknown, depth: number) => {
    if (typeof v === 'string') {
      out.add(v);
      if (depth < 3 && /^\s*[[{]/.test(v)) {
        for (const line of v.split('\n')) {
          try {
            visit(JSON.parse(line), depth + 1);
          } catch {
            /* not JSON lines */
          }
        }
        try {
          visit(JSON.parse(v), depth + 1);
        } catch {
          /* not one JSON document */
        }
      }
    } else if (Array.isArray(v)) v.forEach((x) => visit(x, depth));
    else if (v && typeof v === 'object') Object.values(v).forEach((x) => visit(x, depth));
  };
  visit(state, 0);
  return out;
}

function namesSomething(value: string, known: Set<string>): boolean {
  if (value.length < 2) return false;
  if (known.has(value)) return true;
  // A path argument names an entry of a folder listing by its relative path.
  for (const k of known) if (k.length >= 2 && value.endsWith('/' + k)) return true;
  return false;
}

function missingVariant(value: string, known: Set<string>): string {
  const dot = value.lastIndexOf('.');
  const slash = value.lastIndexOf('/');
  const base = dot > slash + 1 ? `${value.slice(0, dot)}-missing${value.slice(dot)}` : `${value}-missing`;
  let candidate = base;
  for (let i = 2; known.has(candidate); i++) candidate = `${base}${i}`;
  return candidate;
}

/** String leaves of a value, depth first, with their paths (`[0, "entityName"]`). */
function stringLeaves(v: unknown, path: Array<string | number> = []): Array<[Array<string | number>, string]> {
  if (typeof v === 'string') return [[path, v]];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringLeaves(x, [...path, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => stringLeaves(x, [...path, k]));
  return [];
}

function setAt(v: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(v)) return v.map((x, i) => (i === head ? setAt(x, rest, value) : x));
  const o = v as Record<string, unknown>;
  return { ...o, [head]: setAt(o[head as string], rest, value) };
}

function semanticConflict(schema: Schema, args: Record<string, unknown>, stateBefore: unknown, changedState: boolean): Perturbation | null {
  const known = stateStrings(stateBefore);
  for (const [key, s] of orderedPresent(schema, args)) {
    if (Array.isArray(s.enum)) continue;
    for (const [path, v] of stringLeaves(args[key])) {
      if (!namesSomething(v, known)) continue;
      const other = missingVariant(v, known);
      const where = `args.${key}${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('')}`;
      return { class: 'semantic_conflict', args: { ...args, [key]: setAt(args[key], path, other) }, change: `${where}: "${v}" -> "${other}" (names nothing in the state)` };
    }
  }
  if (changedState) return { class: 'semantic_conflict', args: { ...args }, change: 'the same call again, against the state it produced', repeat: true };
  return null;
}

/** The perturbations of one successful seed call, in the taxonomy's order, duplicates dropped. */
export function perturb(inputSchema: Schema | undefined, args: unknown, stateBefore: unknown, stateAfter: unknown): Perturbation[] {
  const schema = inputSchema ?? {};
  const a = args && typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
  const changed = JSON.stringify(stateBefore) !== JSON.stringify(stateAfter);
  const all = [typeMismatch(schema, a), schemaViolation(schema, a), boundaryCondition(schema, a), semanticConflict(schema, a, stateBefore, changed)];
  const seen = new Set<string>();
  const out: Perturbation[] = [];
  for (const p of all) {
    if (!p) continue;
    const key = p.repeat ? 'repeat' : JSON.stringify(p.args);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}
