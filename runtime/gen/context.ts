// `persona gen context`: the paper's Context-Tree construction (§3.2). The fields of every entity
// type of the hierarchy (seen in a reference snapshot of the server) get one of four methods —
// Enumerate (a fixed set), Free-Form (the model writes them), Random (a seeded generator from a
// template), Authentic (sanitized lines of a corpus the user gives) — or Link (an id of another
// entity type: cross-entity linking). The model proposes that plan; it is written to a reviewable
// plan file and can be given back edited with --plan. Values are then produced (every draw seeded by
// --seed), entities linked, and the tree validated against the hierarchy before it is written as a
// snapshot.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { loadServer, type HierarchyDef } from '../servers/registry.ts';
import { loadSnapshot, SNAPSHOTS_DIR } from '../snapshot/snapshot.ts';
import { expandIdTemplate } from '../context/ids.js';
import { seededRandom, pickOne } from '../determinism/sample.ts';
import { canonicalJson } from '../util/canonical.ts';
import { clipCodePoints, wellFormed, wellFormedDeep } from '../util/unicode.ts';
import { PersonaError } from '../util/errors.ts';
import type { ChatMessage } from '../llm/index.ts';
import type { GenModel } from './model.ts';
import { listAt } from '../util/json-object.ts';

export const METHODS = ['enumerate', 'free-form', 'random', 'authentic', 'link'] as const;

const FieldPlan = z.discriminatedUnion('method', [
  z.object({ method: z.literal('enumerate'), values: z.array(z.unknown()).min(1) }),
  z.object({ method: z.literal('free-form'), hint: z.string().optional() }),
  z.object({ method: z.literal('random'), template: z.string().optional(), min: z.number().optional(), max: z.number().optional(), type: z.enum(['string', 'integer', 'number', 'boolean', 'timestamp']).optional() }),
  z.object({ method: z.literal('authentic'), maxLength: z.number().int().positive().optional() }),
  z.object({ method: z.literal('link'), to: z.string(), many: z.boolean().optional() }),
]);
export const Plan = z.object({
  server: z.string(),
  entities: z.record(z.string(), z.object({ count: z.number().int().min(0).max(200), fields: z.record(z.string(), FieldPlan) })),
});
export type Plan = z.infer<typeof Plan>;
type FieldPlan = z.infer<typeof FieldPlan>;

interface EntityShape { type: string; path: string; idField?: string; idFormat?: string; parent: string | null; fields: Record<string, unknown[]>; perParent: number }

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The entities at a hierarchy path (`a[*].b`) of a tree, with the id each is keyed by. */
export function entitiesAt(tree: unknown, path: string): { id: string; parentIds: string[]; entity: Record<string, unknown> }[] {
  const segs = path.split('[*].');
  let level: { node: unknown; parentIds: string[] }[] = [{ node: tree, parentIds: [] }];
  for (const [i, seg] of segs.entries()) {
    const next: { node: unknown; parentIds: string[] }[] = [];
    for (const { node, parentIds } of level) {
      const coll = isObj(node) ? node[seg] : undefined;
      if (!isObj(coll)) continue;
      for (const [id, child] of Object.entries(coll)) next.push({ node: child, parentIds: i < segs.length - 1 ? [...parentIds, id] : [...parentIds, id] });
    }
    level = next;
  }
  return level.filter((l) => isObj(l.node)).map((l) => ({ id: l.parentIds[l.parentIds.length - 1], parentIds: l.parentIds.slice(0, -1), entity: l.node as Record<string, unknown> }));
}

/** The entity types with their fields and example values, from a reference tree. */
export function shapesOf(h: HierarchyDef, tree: unknown): EntityShape[] {
  return Object.entries(h.entities).map(([type, e]) => {
    const found = entitiesAt(tree, e.path);
    // A child type's collection inside these entities is structure, not a field.
    const childKeys = new Set(Object.values(h.entities).filter((c) => c.parent === type).map((c) => c.path.split('[*].').pop()!));
    const fields: Record<string, unknown[]> = {};
    for (const { entity } of found) for (const [f, v] of Object.entries(entity)) if (!childKeys.has(f)) listAt(fields, f).push(v);
    const parents = new Set(found.map((f) => f.parentIds.join('/'))).size || 1;
    return { type, path: e.path, idField: e.idField, idFormat: e.idFormat, parent: e.parent ?? null, fields, perParent: Math.max(1, Math.min(20, Math.round(found.length / parents))) };
  });
}

export const PLAN_SYSTEM = 'You plan how to fill a simulated app\'s context tree for one persona. For every field of every entity type '
  + 'choose one method: enumerate (a fixed set of realistic values), free-form (written by a language model), random (a seeded '
  + 'generator from a template), authentic (real text from a corpus, sanitized), or link (the id of another entity type).';

export function planPrompt(server: string, persona: unknown, shapes: EntityShape[]): ChatMessage[] {
  const lines = [
    `## SERVER: ${server}`,
    `## PERSONA: ${clipCodePoints(canonicalJson(wellFormedDeep(persona ?? null)), 1500)}`,
    '',
    '## ENTITY TYPES (path in the tree, id field, parent) AND THEIR FIELDS WITH EXAMPLE VALUES',
    ...shapes.map((s) => [`### ${s.type} — path ${s.path}${s.idField ? `, id field ${s.idField}` : ''}${s.idFormat ? `, id format ${s.idFormat}` : ''}, parent ${s.parent ?? 'root'}; about ${s.perParent} per parent`,
      ...Object.entries(s.fields).map(([f, vs]) => `- ${f}: ${clipCodePoints(canonicalJson(wellFormedDeep(vs.slice(0, 3))), 240)}`)].join('\n')),
    '',
    '## OUTPUT',
    'One JSON object in ONE ```json block: {"server": "<server>", "entities": {"<Type>": {"count": <per parent>, "fields": {"<field>": <method>}}}} where <method> is one of',
    '{"method":"enumerate","values":[…]} | {"method":"free-form","hint":"…"} | {"method":"random","template":"oc_{hex:32}"} (or "type":"integer"|"number"|"boolean"|"timestamp" with "min"/"max")',
    '| {"method":"authentic"} | {"method":"link","to":"<Type>","many":false}. Every field listed above needs a method.',
  ];
  return [{ role: 'system', content: PLAN_SYSTEM }, { role: 'user', content: lines.join('\n') }];
}

export const FREEFORM_SYSTEM = 'You write realistic, coherent content for a simulated personal app of one persona. Answer with JSON only.';

export function freeFormPrompt(server: string, persona: unknown, type: string, count: number, fields: Record<string, string | undefined>, examples: Record<string, unknown[]>): ChatMessage[] {
  return [{ role: 'system', content: FREEFORM_SYSTEM }, { role: 'user', content: [
    `Server: ${server}. Persona: ${clipCodePoints(canonicalJson(wellFormedDeep(persona ?? null)), 1500)}`,
    `Write ${count} ${type} entries. Fields (with a hint or example values):`,
    ...Object.entries(fields).map(([f, hint]) => `- ${f}: ${hint ?? clipCodePoints(canonicalJson(wellFormedDeep((examples[f] ?? []).slice(0, 3))), 200)}`),
    `Answer with ONE \`\`\`json block holding an array of exactly ${count} objects with exactly those fields.`,
  ].join('\n') }];
}

function jsonBlock(answer: string): unknown {
  const fence = /```(?:json)?[ \t]*\r?\n([\s\S]*?)```/i.exec(answer);
  return JSON.parse((fence ? fence[1] : answer).trim());
}

/** Authentic text with the person-identifying parts masked: e-mail addresses, phone numbers, @handles, URLs. */
export function sanitize(text: string): string {
  return wellFormed(text)
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, 'user@example.com')
    .replace(/https?:\/\/\S+/g, 'https://example.com/…')
    .replace(/(^|[^\w])@[\w.]{2,}/g, '$1@user')
    .replace(/\+?\d[\d\s().-]{6,}\d/g, (m) => m.replace(/\d/g, '0'));
}

export interface GenContextOptions {
  server: string;
  persona: string;
  out: string;
  model: GenModel;
  /** A reviewed plan to use instead of asking the model. */
  planFile?: string;
  /** The reference snapshot whose entities show each type's fields (default: the server's default snapshot). */
  like?: string;
  corpusFile?: string;
  seed: number;
  log?: (l: string) => void;
}

async function askJson(model: GenModel, messages: ChatMessage[], check: (v: unknown) => string | null, what: string, tries = 3): Promise<unknown> {
  let convo = messages;
  for (let i = 1; i <= tries; i += 1) {
    const answer = await model.complete(convo);
    let problem: string | null;
    let v: unknown;
    try { v = jsonBlock(answer); problem = check(v); } catch (e) { problem = `not JSON (${(e as Error).message.split('\n')[0]})`; }
    if (!problem) return v;
    convo = [...messages, { role: 'assistant', content: answer }, { role: 'user', content: `That answer cannot be used: ${problem}. Answer again with ONE \`\`\`json block.` }];
  }
  throw new PersonaError(`the model gave no usable ${what} in ${tries} tries`);
}

export async function generateContext(o: GenContextOptions) {
  const def = loadServer(o.server);
  const ref = loadSnapshot(o.like ?? def.config.defaultSnapshot);
  if (ref.server !== o.server) throw new PersonaError(`--like ${o.like}: a snapshot of "${ref.server}", not "${o.server}"`);
  const personaFile = join(SNAPSHOTS_DIR, 'personas', `${o.persona}.json`);
  const persona = existsSync(personaFile) ? JSON.parse(readFileSync(personaFile, 'utf8')) : { persona: o.persona };
  const shapes = shapesOf(def.hierarchy, ref.tree);
  const checkPlan = (v: unknown): string | null => {
    const r = Plan.safeParse(v);
    if (!r.success) return `${r.error.issues[0].path.join('.') || '(root)'}: ${r.error.issues[0].message}`;
    for (const s of shapes) {
      const p = r.data.entities[s.type];
      if (!p) return `entities.${s.type}: missing`;
      for (const f of Object.keys(s.fields)) if (!p.fields[f]) return `entities.${s.type}.fields.${f}: no method`;
      for (const [f, m] of Object.entries(p.fields)) if (m.method === 'link' && !def.hierarchy.entities[m.to]) return `entities.${s.type}.fields.${f}: links to unknown type "${m.to}"`;
    }
    return null;
  };
  const out = resolve(o.out);
  const planOut = out.replace(/\.json$/, '') + '.plan.json';
  let plan: Plan;
  if (o.planFile) {
    let raw: unknown;
    try { raw = JSON.parse(readFileSync(o.planFile, 'utf8')); } catch (e) { throw new PersonaError(`${o.planFile}: ${(e as Error).message.split('\n')[0]}`); }
    const problem = checkPlan(raw);
    if (problem) throw new PersonaError(`${o.planFile}: ${problem}`);
    plan = Plan.parse(raw);
  } else {
    o.log?.('plan');
    plan = Plan.parse(await askJson(o.model, planPrompt(o.server, persona, shapes), checkPlan, 'plan'));
  }
  const needsCorpus = Object.values(plan.entities).some((e) => Object.values(e.fields).some((f) => f.method === 'authentic'));
  let corpus: string[] = [];
  if (needsCorpus) {
    if (!o.corpusFile) throw new PersonaError('the plan has authentic fields: give --corpus <file> (one text a line)');
    if (!existsSync(o.corpusFile)) throw new PersonaError(`${o.corpusFile}: corpus not found`);
    corpus = readFileSync(o.corpusFile, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean).map(sanitize);
    if (!corpus.length) throw new PersonaError(`${o.corpusFile}: the corpus is empty`);
  }

  // Parents before children, then values field by field; links last, once every id exists.
  const order: EntityShape[] = [];
  const placed = new Set<string>();
  while (order.length < shapes.length) {
    const before = order.length;
    for (const s of shapes) if (!placed.has(s.type) && (!s.parent || placed.has(s.parent))) { order.push(s); placed.add(s.type); }
    if (order.length === before) throw new PersonaError(`${def.dir}/hierarchy.json: the parent relations form a cycle`);
  }
  const tree: Record<string, unknown> = {};
  // Nodes that are not entity collections (settings, storage) are kept from the reference.
  const topCollections = new Set(shapes.map((s) => s.path.split('[*].')[0]));
  for (const [k, v] of Object.entries(ref.tree)) if (!topCollections.has(k)) tree[k] = v;
  const ids = new Map<string, string[]>();
  const made: { shape: EntityShape; entity: Record<string, unknown> }[] = [];
  const nowMs = Date.UTC(2026, 0, 1);
  for (const s of order) {
    const p = plan.entities[s.type];
    const parentEntries = s.parent ? entitiesAt(tree, shapes.find((x) => x.type === s.parent)!.path) : [{ id: '', parentIds: [], entity: tree }];
    const count = p.count;
    const total = count * parentEntries.length;
    const random = seededRandom(`gen-context/${o.server}/${o.persona}/${s.type}`, o.seed);
    const freeFields = Object.entries(p.fields).filter(([, m]) => m.method === 'free-form');
    let free: Record<string, unknown>[] = [];
    if (freeFields.length && total) {
      o.log?.(`free-form ${s.type} ×${total}`);
      const want = Object.fromEntries(freeFields.map(([f, m]) => [f, (m as { hint?: string }).hint]));
      free = (await askJson(o.model, freeFormPrompt(o.server, persona, s.type, total, want, s.fields),
        (v) => (Array.isArray(v) && v.length === total && v.every(isObj) ? null : `expected an array of ${total} objects`), `${s.type} values`)) as Record<string, unknown>[];
    }
    const list: string[] = [];
    let n = 0;
    for (const parent of parentEntries) {
      const coll: Record<string, unknown> = {};
      for (let i = 0; i < count; i += 1, n += 1) {
        const entity: Record<string, unknown> = {};
        for (const [f, m] of Object.entries(p.fields)) {
          if (m.method === 'link') continue;
          entity[f] = valueOf(m, f, free[n], random, corpus, nowMs, s.fields[f]);
        }
        let id = s.idField && typeof entity[s.idField] === 'string' && entity[s.idField] ? String(entity[s.idField]) : '';
        if (!id || coll[id] !== undefined) id = expandIdTemplate(s.idFormat ?? `${s.type.toLowerCase()}_{hex:8}`, random, nowMs);
        if (s.idField) entity[s.idField] = id;
        coll[id] = entity;
        list.push(id);
        made.push({ shape: s, entity });
      }
      const seg = s.path.split('[*].').pop()!;
      (parent.entity as Record<string, unknown>)[seg] = coll;
    }
    ids.set(s.type, list);
  }
  // Cross-entity linking: each link field gets ids sampled from what was generated.
  for (const { shape, entity } of made) {
    const random = seededRandom(`gen-context/link/${o.server}/${o.persona}/${shape.type}/${canonicalJson(entity)}`, o.seed);
    for (const [f, m] of Object.entries(plan.entities[shape.type].fields)) {
      if (m.method !== 'link') continue;
      const pool = ids.get(m.to) ?? [];
      entity[f] = m.many ? pool.filter(() => random() < 0.5) : (pickOne(pool, random) ?? null);
    }
  }
  const problems = validateTree(def.hierarchy, tree, plan);
  if (problems.length) throw new PersonaError(`the generated tree does not validate against ${def.dir}/hierarchy.json: ${problems[0]}`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(planOut, JSON.stringify(plan, null, 2) + '\n');
  writeFileSync(out, JSON.stringify({ format: 'mcp-persona/snapshot', version: 1, server: o.server, persona: o.persona, tree }, null, 2) + '\n');
  const loaded = loadSnapshot(out);
  return { out, planOut, hash: loaded.hash, counts: Object.fromEntries([...ids].map(([t, l]) => [t, l.length])) };
}

function valueOf(m: FieldPlan, field: string, free: Record<string, unknown> | undefined, random: () => number, corpus: string[], nowMs: number, examples: unknown[] = []): unknown {
  switch (m.method) {
    case 'enumerate': return pickOne(m.values, random);
    case 'free-form': return wellFormedDeep(free?.[field] ?? null);
    case 'authentic': {
      const t = pickOne(corpus, random) ?? '';
      return m.maxLength ? clipCodePoints(t, m.maxLength) : t;
    }
    case 'random': {
      const type = m.type ?? (typeof examples[0] === 'number' ? 'integer' : typeof examples[0] === 'boolean' ? 'boolean' : 'string');
      const nums = examples.filter((x): x is number => typeof x === 'number');
      const lo = m.min ?? (nums.length ? Math.min(...nums) : 0);
      const hi = m.max ?? (nums.length ? Math.max(...nums) : 1000);
      if (type === 'boolean') return random() < 0.5;
      if (type === 'integer') return lo + Math.floor(random() * (hi - lo + 1));
      if (type === 'number') return Number((lo + random() * (hi - lo)).toFixed(2));
      if (type === 'timestamp') return new Date(nowMs - Math.floor(random() * 90 * 86_400_000)).toISOString();
      return expandIdTemplate(m.template ?? '{alnum:12}', random, nowMs);
    }
    default: return null;
  }
}

/** Problems of a tree against the hierarchy and the plan: collections are id-keyed maps of objects
 * whose id field matches the key, every planned field is present, and every link resolves. */
export function validateTree(h: HierarchyDef, tree: unknown, plan: Plan): string[] {
  const problems: string[] = [];
  const idsOf = new Map<string, Set<string>>();
  for (const [type, e] of Object.entries(h.entities)) idsOf.set(type, new Set(entitiesAt(tree, e.path).map((x) => x.id)));
  for (const [type, e] of Object.entries(h.entities)) {
    for (const { id, entity } of entitiesAt(tree, e.path)) {
      if (e.idField && entity[e.idField] !== id) problems.push(`${e.path}[${id}].${e.idField} is ${JSON.stringify(entity[e.idField])}, not its key`);
      for (const [f, m] of Object.entries(plan.entities[type]?.fields ?? {})) {
        if (!(f in entity)) problems.push(`${e.path}[${id}] has no ${f}`);
        else if (m.method === 'link') {
          const targets = Array.isArray(entity[f]) ? (entity[f] as unknown[]) : entity[f] === null ? [] : [entity[f]];
          for (const t of targets) if (!idsOf.get(m.to)?.has(String(t))) problems.push(`${e.path}[${id}].${f} links to ${JSON.stringify(t)}, not a ${m.to}`);
        }
      }
    }
  }
  return problems;
}
