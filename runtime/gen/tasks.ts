// `persona gen tasks`: the paper's Persona-Gen (§3.3). Chains are sampled from the tool dependency
// graph (tool-graph.ts) and written to chains.json (review it; give it back with --chains); for each
// chain the model writes a prototype with typed placeholders (`{Channel.name}`), instruction,
// ground-truth chain, checkpoints and answer; context injection fills every placeholder from one
// entity of that type in the persona's snapshots (a child from its chosen parent), drawn with the
// seed; fuzzification keeps implicit context — ids and what the prototype marks implicit — out of
// the instruction (an id is replaced by its entity's name, else the placeholder is refused); the
// draft must pass the task loader (schema, references, evidence rules); then the oracle and the
// adversarial reference agents run it on the snapshots and the rule-based judge scores them. A
// draft is kept only when the oracle succeeds and no adversary does; kept drafts say so in their
// title ("DRAFT: …") for human review, and REVIEW.md lists every draft with why it was kept or not.
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { z } from 'zod';
import { loadServer, REPO_ROOT, kernelsSearchPath } from '../servers/registry.ts';
import { loadSnapshot } from '../snapshot/snapshot.ts';
import { parseTaskFile } from '../tasks/load.ts';
import { CATEGORIES, isStateChanging, type Category, type Task } from '../tasks/schema.ts';
import { referenceModels } from '../agents/registry.ts';
import { seededRandom, pickOne } from '../determinism/sample.ts';
import { canonicalJson, sha256Hex } from '../util/canonical.ts';
import { clipCodePoints, wellFormedDeep } from '../util/unicode.ts';
import { PersonaError } from '../util/errors.ts';
import type { ChatMessage } from '../llm/index.ts';
import { entitiesAt } from './context.ts';
import { buildToolGraph, sampleChains, type SampledChain } from './tool-graph.ts';
import type { GenModel } from './model.ts';
import { jsonObject } from '../util/json-object.ts';

export const SOLVED_AT = 0.8;

const ChainsFile = z.object({ chains: z.array(z.object({ tools: z.array(z.object({ server: z.string(), tool: z.string() })).min(1) })).min(1) });

const SERVER_CATEGORY: Record<string, Category> = {
  lark: 'Collaboration Platform', slack: 'Collaboration Platform', wecom: 'Collaboration Platform',
  notion: 'Content Management', obsidian: 'Content Management',
  xiaohongshu: 'Social Media', reddit: 'Social Media', instagram: 'Social Media', telegram: 'Social Media', discord: 'Social Media',
  gmail: 'Email', email163: 'Email',
};

export function categoryOf(servers: string[]): Category {
  if (servers.length === 1) return SERVER_CATEGORY[servers[0]] ?? 'Hodgepodge';
  if (servers.includes('lark')) return 'Lark-Centric';
  if (servers.includes('xiaohongshu')) return 'Rednote-Centric';
  return CATEGORIES[6];
}

export const PROTO_SYSTEM = 'You write benchmark tasks for LLM agents that use personal-app MCP tools. A task is a fuzzy, natural request '
  + 'of one user, a ground-truth tool chain that fulfils it, and checkpoints that verify the work. Use typed placeholders '
  + '{Type.field} for every concrete value from the user\'s data; they are filled from the user\'s context later.';

function placeholderVocabulary(servers: string[], snapshots: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const s of servers) {
    const def = loadServer(s);
    for (const [type, e] of Object.entries(def.hierarchy.entities)) {
      const ents = entitiesAt(snapshots[s], e.path);
      if (!ents.length) continue;
      const fields = Object.entries(ents[0].entity).filter(([, v]) => v === null || typeof v !== 'object').map(([f, v]) => `${f} (e.g. ${clipCodePoints(JSON.stringify(wellFormedDeep(v)), 40)})`);
      lines.push(`- ${type} (server ${s}${e.parent ? `, child of ${e.parent}` : ''}; id field ${e.idField ?? '(key)'}): ${fields.join(', ')}`);
    }
  }
  return lines;
}

export function prototypePrompt(chain: SampledChain, servers: string[], persona: unknown, snapshots: Record<string, unknown>): ChatMessage[] {
  const tools = chain.tools.map(({ server, tool }) => {
    const t = loadServer(server).toolsByName.get(tool)!;
    return `- ${server}/${tool}: ${clipCodePoints((t.description ?? '').replace(/\s+/g, ' '), 400)}\n  input schema: ${canonicalJson(t.inputSchema)}`;
  });
  const user = [
    `## PERSONA\n${clipCodePoints(canonicalJson(wellFormedDeep(persona ?? null)), 1500)}`,
    '',
    '## TOOL CHAIN (in this order; later tools need what earlier ones return)',
    ...tools,
    '',
    '## PLACEHOLDERS YOU MAY USE (types of the user\'s data and their fields)',
    ...placeholderVocabulary(servers, snapshots),
    '',
    '## WRITE ONE TASK PROTOTYPE',
    '- "instruction": the user\'s request, natural and a little fuzzy; name things by their names ({Channel.name}), never by ids.',
    '- "chain": the steps [{"id", "server", "tool", "role": "search"|"resolve"|"operate", "args"}] following the tool chain above. In args use placeholders',
    '  ("{Channel.id}") or references to earlier results ({"$ref": "steps.<id>.result.<path>"}, {"$fmt": "text ${steps.<id>.result.x}"}).',
    '- "answer": the final answer a correct agent gives: a {"$fmt": "… ${steps.<id>.result.<path>} …"} template that takes every reported value from',
    '  step results (never typed in; placeholders only for what the user already said, e.g. {Channel.name}).',
    '- "checkpoints": at least 3, of types personalized_search / generic_search ({"type","summary","server","tool","expected": [values a tool returns that are NOT in the instruction]}),',
    '  operate ({"type":"operate","summary","server","tool","operate_type":"create"|"modify"|"delete","entityType","parent"?,"expect"?}), other ({"type":"other","summary","expected"|"call"|"state"}).',
    '- "implicit": the placeholders that are implicit context (needed to execute, never said by the user), e.g. ["Channel.id"].',
    '- "title": a short title.',
    'Answer with ONE ```json block holding {"title","instruction","chain","answer","checkpoints","implicit"}.',
  ].join('\n');
  return [{ role: 'system', content: PROTO_SYSTEM }, { role: 'user', content: user }];
}

const Prototype = z.object({
  title: z.string().min(1), instruction: z.string().min(1), chain: z.array(jsonObject()).min(1),
  answer: z.unknown(), checkpoints: z.array(jsonObject()), implicit: z.array(z.string()).default([]),
}).passthrough();
type Prototype = z.infer<typeof Prototype>;

const PLACEHOLDER = /\{([A-Z][A-Za-z0-9]*)\.([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Every placeholder a prototype uses, `Type.field`. */
function placeholdersIn(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string') for (const m of v.matchAll(PLACEHOLDER)) out.add(`${m[1]}.${m[2]}`);
  else if (Array.isArray(v)) v.forEach((x) => placeholdersIn(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => placeholdersIn(x, out));
  return out;
}

function fill(v: unknown, values: Map<string, unknown>): unknown {
  if (typeof v === 'string') {
    const whole = /^\{([A-Z][A-Za-z0-9]*)\.([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(v);
    if (whole && values.has(`${whole[1]}.${whole[2]}`)) return values.get(`${whole[1]}.${whole[2]}`);
    return v.replace(PLACEHOLDER, (m, t, f) => (values.has(`${t}.${f}`) ? String(values.get(`${t}.${f}`)) : m));
  }
  if (Array.isArray(v)) return v.map((x) => fill(x, values));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x, values)]));
  return v;
}

const NAME_FIELDS = ['name', 'title', 'real_name', 'summary', 'subject', 'display_name', 'topic'];

/**
 * Context injection: one entity per placeholder type from the snapshots (a child type from the
 * chosen parent's children), drawn with the seed; fuzzification: ids and implicit placeholders
 * in the instruction become the entity's name, or the draft is refused.
 */
export function inject(p: Prototype, servers: string[], snapshots: Record<string, unknown>, seed: number, key: string): { instruction: string; values: Map<string, unknown>; problems: string[] } {
  const used = placeholdersIn({ ...p, implicit: [] });
  const types = new Set([...used].map((u) => u.split('.')[0]));
  const problems: string[] = [];
  const chosen = new Map<string, { id: string; entity: Record<string, unknown>; parentIds: string[] }>();
  const where = new Map<string, { server: string; path: string; idField?: string; parent: string | null }>();
  for (const s of servers) for (const [t, e] of Object.entries(loadServer(s).hierarchy.entities)) if (!where.has(t)) where.set(t, { server: s, path: e.path, idField: e.idField, parent: e.parent ?? null });
  const order = [...types].sort((a, b) => (where.get(a)?.parent === b ? 1 : where.get(b)?.parent === a ? -1 : a < b ? -1 : 1));
  for (const t of order) {
    const w = where.get(t);
    if (!w) { problems.push(`placeholder type ${t} is not an entity type of ${servers.join(', ')}`); continue; }
    // Only entities that have every field the prototype uses, as plain values (a DM has no name).
    const needed = [...used].filter((u) => u.split('.')[0] === t).map((u) => u.split('.')[1]).filter((f) => f !== w.idField && f !== 'id');
    let pool = entitiesAt(snapshots[w.server], w.path).filter((e) => needed.every((f) => e.entity[f] !== undefined && e.entity[f] !== null && e.entity[f] !== '' && typeof e.entity[f] !== 'object'));
    const parent = w.parent ? chosen.get(w.parent) : undefined;
    if (parent) pool = pool.filter((e) => e.parentIds[e.parentIds.length - 1] === parent.id);
    const pick = pickOne(pool, seededRandom(`gen-tasks/inject/${key}/${t}`, seed));
    if (!pick) { problems.push(`no ${t} in the ${w.server} snapshot to fill its placeholders`); continue; }
    chosen.set(t, pick);
  }
  const values = new Map<string, unknown>();
  for (const u of used) {
    const [t, f] = u.split('.');
    const c = chosen.get(t);
    if (!c) continue;
    const v = f === (where.get(t)?.idField ?? '') || f === 'id' ? (c.entity[f] ?? c.id) : c.entity[f];
    if (v === undefined || (v !== null && typeof v === 'object')) problems.push(`placeholder {${u}}: the chosen ${t} has no plain field ${f}`);
    else values.set(u, v);
  }
  // Fuzzification: what is implicit never reaches the instruction.
  const implicit = new Set([...p.implicit, ...[...used].filter((u) => { const [t, f] = u.split('.'); return f === where.get(t)?.idField || /(^id$|_id$|Id$)/.test(f); })]);
  let instruction = p.instruction;
  for (const u of implicit) {
    if (!instruction.includes(`{${u}}`)) continue;
    const t = u.split('.')[0];
    const c = chosen.get(t);
    const nameField = c ? NAME_FIELDS.find((f) => typeof c.entity[f] === 'string' && c.entity[f]) : undefined;
    if (nameField) instruction = instruction.split(`{${u}}`).join(`{${t}.${nameField}}`), values.set(`${t}.${nameField}`, c!.entity[nameField]);
    else problems.push(`the instruction says {${u}}, implicit context with no name to say instead`);
  }
  return { instruction: fill(instruction, values) as string, values, problems };
}

export interface GenTasksOptions {
  servers: string[];
  count: number;
  out: string;
  persona?: string;
  seed: number;
  chainsFile?: string;
  model: GenModel;
  log?: (l: string) => void;
}

export interface DraftOutcome { id: string; chain: string; kept: boolean; why: string; scores?: Record<string, number> }

export async function generateTasks(o: GenTasksOptions) {
  const defs = o.servers.map((s) => loadServer(s));
  const persona = o.persona ?? loadSnapshot(defs[0].config.defaultSnapshot).persona;
  const snapshots: Record<string, unknown> = {};
  for (const s of o.servers) snapshots[s] = loadSnapshot(`${s}/${persona}`).tree;
  const personaFile = join(REPO_ROOT, 'snapshots', 'personas', `${persona}.json`);
  const roster = existsSync(personaFile) ? JSON.parse(readFileSync(personaFile, 'utf8')) : { persona };
  const out = resolve(o.out);
  mkdirSync(out, { recursive: true });

  let chains: SampledChain[];
  if (o.chainsFile) {
    let raw: unknown;
    try { raw = JSON.parse(readFileSync(o.chainsFile, 'utf8')); } catch (e) { throw new PersonaError(`${o.chainsFile}: ${(e as Error).message.split('\n')[0]}`); }
    const r = ChainsFile.safeParse(raw);
    if (!r.success) throw new PersonaError(`${o.chainsFile}: ${r.error.issues[0].path.join('.') || '(root)'}: ${r.error.issues[0].message}`);
    r.data.chains.forEach((c, i) => c.tools.forEach((t, j) => {
      if (!o.servers.includes(t.server) || !loadServer(t.server).toolsByName.has(t.tool)) throw new PersonaError(`${o.chainsFile}: chains.${i}.tools.${j}: "${t.server}/${t.tool}" is not a tool of ${o.servers.join(', ')}`);
    }));
    chains = r.data.chains.slice(0, o.count);
  } else {
    const personal = new Set(o.servers.filter((s) => Object.keys(loadServer(s).hierarchy.entities).length > 0));
    chains = sampleChains(buildToolGraph(defs), o.servers, o.count, o.seed, personal);
    if (!chains.length) throw new PersonaError(`no coherent tool chain in ${o.servers.join(', ')} (the dependency graph has no producer → consumer unit)`);
  }
  // Everything but the kept drafts lives under _gen/, which the task loader skips: --tasks-dir <out> runs the kept drafts.
  const meta = join(out, '_gen');
  mkdirSync(join(meta, 'rejected'), { recursive: true });
  writeFileSync(join(meta, 'chains.json'), JSON.stringify({ chains }, null, 2) + '\n');

  const drafts = join(meta, 'drafts');
  rmSync(drafts, { recursive: true, force: true });
  mkdirSync(drafts, { recursive: true });
  const outcomes: DraftOutcome[] = [];
  const candidates: { id: string; task: Record<string, unknown>; chain: string }[] = [];
  for (const [i, chain] of chains.entries()) {
    const chainText = chain.tools.map((t) => `${t.server}/${t.tool}`).join(' > ');
    const id = `gen-${o.servers.join('-')}-${sha256Hex(`${chainText}\0${o.seed}\0${i}`).slice(0, 8)}`;
    o.log?.(`prototype ${i + 1}/${chains.length}: ${chainText}`);
    const answer = await o.model.complete(prototypePrompt(chain, o.servers, roster, snapshots));
    let proto: Prototype;
    try {
      const fence = /```(?:json)?[ \t]*\r?\n([\s\S]*?)```/i.exec(answer);
      proto = Prototype.parse(JSON.parse((fence ? fence[1] : answer).trim()));
    } catch (e) {
      outcomes.push({ id, chain: chainText, kept: false, why: `unusable prototype: ${String((e as Error).message).split('\n')[0].slice(0, 200)}` });
      continue;
    }
    const inj = inject(proto, o.servers, snapshots, o.seed, id);
    if (inj.problems.length) { outcomes.push({ id, chain: chainText, kept: false, why: `context injection: ${inj.problems[0]}` }); continue; }
    const task = {
      id, category: categoryOf(o.servers), title: `DRAFT: ${proto.title}`, persona, servers: o.servers,
      snapshots: Object.fromEntries(o.servers.map((s) => [s, `${s}/${persona}`])), seed: 0,
      instruction: inj.instruction, context: { necessary: [], unnecessary: [] }, vars: {},
      chain: fill(proto.chain, inj.values), answer: fill(proto.answer, inj.values), checkpoints: fill(proto.checkpoints, inj.values), forbidden: [],
    };
    const file = join(drafts, `${id}.json`);
    writeFileSync(file, JSON.stringify(task, null, 2) + '\n');
    try {
      parseTaskFile(file, drafts);
    } catch (e) {
      rmSync(file);
      outcomes.push({ id, chain: chainText, kept: false, why: `task check: ${(e as Error).message.replace(file + ': ', '')}` });
      continue;
    }
    candidates.push({ id, task, chain: chainText });
  }

  // Verification: the oracle must succeed, every adversarial reference agent must not.
  if (candidates.length) {
    // The adversarial reference agents (docs/tasks.md): naive shows failure archetypes, it is no adversary.
    const adversaries = referenceModels().filter((m) => m !== 'oracle' && m !== 'naive');
    o.log?.(`verifying ${candidates.length} draft(s) with oracle${adversaries.length ? ` and ${adversaries.join(', ')}` : ''}`);
    const scores = verify(drafts, join(meta, 'runs'), ['oracle', ...adversaries]);
    for (const c of candidates) {
      const s = scores.get(c.id) ?? {};
      const oracle = s.oracle;
      // An adversary "solves" a draft at the paper's success threshold (SR-0.8), not only at Acc 1;
      // each is held to what docs/tasks.md expects of it (a read-only task is the claimer's to pass).
      const against = adversaries.filter((a) => adversaryApplies(a, c.task as unknown as Task));
      const solvedBy = against.filter((a) => (s[a] ?? 0) >= SOLVED_AT);
      const why = oracle !== 1 ? `the oracle does not solve it (Acc ${oracle ?? 'no run'})`
        : solvedBy.length ? `an adversarial agent solves it too (${solvedBy.join(', ')})` : `the oracle solves it (Acc 1) and ${against.join(', ') || 'no adversary'} do${against.length === 1 ? 'es' : ''} not`;
      const kept = oracle === 1 && !solvedBy.length;
      outcomes.push({ id: c.id, chain: c.chain, kept, why, scores: s });
      writeFileSync(kept ? join(out, `${c.id}.json`) : join(meta, 'rejected', `${c.id}.json`), JSON.stringify(c.task, null, 2) + '\n');
    }
  }
  rmSync(drafts, { recursive: true, force: true });
  rmSync(join(meta, 'runs'), { recursive: true, force: true });
  outcomes.sort((a, b) => (a.id < b.id ? -1 : 1));
  writeFileSync(join(meta, 'report.json'), JSON.stringify({ servers: o.servers, persona, seed: o.seed, drafts: outcomes }, null, 2) + '\n');
  writeFileSync(join(meta, 'REVIEW.md'), [
    `# Task drafts for ${o.servers.join(', ')} (${persona}) — generated by \`persona gen tasks\`, for human review`,
    '',
    'Every kept draft was written by a model and solved by the oracle on the snapshots while the adversarial reference agents failed it;',
    'none has been reviewed by a person. Check realism, the instruction\'s fuzziness, the checkpoints and the minefields (none are generated) before adding a draft to tasks/.',
    'Kept drafts are the task files beside _gen/ (`persona run --tasks-dir <out>` runs them); rejected ones are in _gen/rejected/.',
    'Chains sampled: _gen/chains.json (edit it and pass --chains to regenerate from reviewed chains).',
    '',
    '| draft | chain | kept | why |', '| --- | --- | --- | --- |',
    ...outcomes.map((d) => `| ${d.kept ? `\`${d.id}.json\`` : `\`_gen/rejected/${d.id}.json\``} | ${d.chain} | ${d.kept ? 'yes' : 'no'} | ${d.why.replace(/\|/g, '\\|')} |`),
    '',
  ].join('\n'));
  return { out, outcomes };
}

/**
 * Whether an adversary must fail a task (docs/tasks.md, Adversarial reference agents): `claimer`
 * reads and claims, so only state-changing tasks must hold against it; `decoy` is the oracle
 * unless a step declares a decoy; every other adversary must fail every task.
 */
export function adversaryApplies(adversary: string, task: Task): boolean {
  if (adversary === 'claimer') return isStateChanging(task);
  if (adversary === 'decoy') return task.chain.some((st) => st.decoy !== undefined);
  return true;
}

/** Runs the agents on the drafts (a child `persona run` + `persona eval`, as a user would) and
 * returns each draft's Acc per agent. */
function verify(tasksDir: string, runsDir: string, models: string[]): Map<string, Record<string, number>> {
  const bin = join(REPO_ROOT, 'bin', 'persona.js');
  const kd = kernelsSearchPath().slice(0, -1);
  const extra = kd.length ? ['--kernels-dir', kd.join(',')] : [];
  const run = spawnSync(process.execPath, [bin, 'run', '--model', models.join(','), '--tasks', 'all', '--tasks-dir', tasksDir, '--out', runsDir, ...extra], { encoding: 'utf8', timeout: 600_000 });
  if (run.status !== 0 && run.status !== 1) throw new PersonaError(`verifying the drafts: persona run failed: ${(run.stderr || '').trim().split('\n').pop()}`);
  const ev = spawnSync(process.execPath, [bin, 'eval', runsDir, '--json', '--tasks-dir', tasksDir, '--no-write', '--quiet'], { encoding: 'utf8', timeout: 600_000 });
  const scores = new Map<string, Record<string, number>>();
  for (const line of (ev.stdout || '').split('\n')) {
    if (!line.trim().startsWith('{')) continue;
    try {
      const s = JSON.parse(line) as { task: string; model: string; acc: number; success: boolean };
      scores.set(s.task, { ...(scores.get(s.task) ?? {}), [s.model]: s.acc });
    } catch { /* a pretty-printed object spans lines: handled below */ }
  }
  if (!scores.size && ev.stdout.trim()) {
    const all = JSON.parse(ev.stdout.trim().startsWith('[') ? ev.stdout : `[${ev.stdout.trim().replace(/\}\s*\n\s*\{/g, '},{')}]`) as { task: string; model: string; acc: number; success: boolean }[];
    for (const s of all) scores.set(s.task, { ...(scores.get(s.task) ?? {}), [s.model]: s.acc });
  }
  return scores;
}
