// Loading the bundled tasks: every tasks/<group>/<id>.json (folders starting with `_` hold the
// distractor pool and skills documents, not tasks). A file is checked twice: its shape (zod) and
// its meaning against the servers and snapshots it names — references point to earlier steps,
// tools exist, the affected entities exist in the starting snapshot. Any problem is one line
// naming the file and the field.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, basename } from 'node:path';
import { REPO_ROOT, loadServer, presetTools, type ServerDefinition } from '../servers/registry.ts';
import { loadSnapshot, type LoadedSnapshot } from '../snapshot/snapshot.ts';
import { PersonaError } from '../util/errors.ts';
import { CATEGORIES, SINGLE_SERVER, Task, spellings, type Category, type Checkpoint } from './schema.ts';
import { unmet } from './match.ts';
import { valueAtContextPath } from './entities.ts';
import { templateRefs, stepOf, varOf, parseRef, RefError } from './refs.ts';
import { entityExists } from './entities.ts';

export const TASKS_DIR = join(REPO_ROOT, 'tasks');
export const MAX_CHAIN_STEPS = 19;

export interface LoadedTask {
  task: Task;
  /** Path relative to the repository root (never absolute: it may end up in outputs). */
  file: string;
}

/** Which single-server category a server belongs to (Table 8's families). */
export const SERVER_FAMILY: Record<string, Category> = {
  lark: 'Collaboration Platform',
  slack: 'Collaboration Platform',
  wecom: 'Collaboration Platform',
  notion: 'Content Management',
  obsidian: 'Content Management',
  xiaohongshu: 'Social Media',
  reddit: 'Social Media',
  instagram: 'Social Media',
  telegram: 'Social Media',
  discord: 'Social Media',
  gmail: 'Email',
  email163: 'Email',
};

function taskFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('_') || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...taskFiles(full));
    else if (name.endsWith('.json')) out.push(full);
  }
  return out;
}

function fieldError(file: string, path: (string | number)[], message: string): PersonaError {
  return new PersonaError(`${file}: field ${path.join('.') || '(root)'}: ${message}`);
}

/**
 * Parse and check one task file. `file` is the path recorded in run headers: relative to the
 * repository for bundled tasks, relative to the tasks folder for others (never absolute); errors
 * name the file as the user can find it.
 */
/** `snapshots`: snapshots already read by this load, by reference (many tasks share a persona). */
export function parseTaskFile(full: string, tasksDir = TASKS_DIR, snapshots = new Map<string, LoadedSnapshot>()): LoadedTask {
  const inRepo = !relative(REPO_ROOT, full).startsWith('..');
  const recorded = relative(inRepo ? REPO_ROOT : tasksDir, full).split('\\').join('/');
  const file = inRepo ? recorded : full;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(full, 'utf8'));
  } catch (e) {
    throw new PersonaError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  const parsed = Task.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(file, issue.path as (string | number)[], issue.message);
  }
  const task = parsed.data;
  if (basename(full) !== `${task.id}.json`) throw fieldError(file, ['id'], `"${task.id}" does not match the file name (expected ${task.id}.json)`);
  checkMeaning(task, file, snapshots);
  return { task, file: recorded };
}

/**
 * The information-seeking servers (Table 8's second half: maps, images, docs, medicine). They add
 * tools to a task but never decide its category: a task is categorised by its other servers.
 */
export const INFORMATION_SERVERS: readonly string[] = ['amap', 'mcpollinations', 'context7', 'medical'];

function checkCategory(task: Task, file: string): void {
  const own = task.servers.filter((s) => !INFORMATION_SERVERS.includes(s));
  const n = own.length;
  const has = (s: string) => own.includes(s);
  if (n === 0) throw fieldError(file, ['servers'], `a task uses at least one server besides information servers (got only ${task.servers.join(', ')})`);
  if (SINGLE_SERVER.includes(task.category)) {
    if (n !== 1) throw fieldError(file, ['servers'], `a ${task.category} task uses exactly one server besides information servers (got ${own.join(', ')})`);
    const family = SERVER_FAMILY[own[0]];
    if (family && family !== task.category) throw fieldError(file, ['category'], `server ${own[0]} belongs to ${family}, not ${task.category}`);
    return;
  }
  if (n < 2) throw fieldError(file, ['servers'], `a ${task.category} task uses at least two servers besides information servers`);
  // Lark + Rednote alone (Table 7's Lark_Rednote subset) may sit in either centric category — the
  // author says which app the task centres on; with a third app it is Hodgepodge.
  const larkAndRednoteOnly = n === 2 && has('lark') && has('xiaohongshu');
  if (task.category === 'Lark-Centric' && (!has('lark') || (has('xiaohongshu') && !larkAndRednoteOnly))) throw fieldError(file, ['servers'], 'a Lark-Centric task uses lark, and xiaohongshu only as its one other server');
  if (task.category === 'Rednote-Centric' && (!has('xiaohongshu') || (has('lark') && !larkAndRednoteOnly))) throw fieldError(file, ['servers'], 'a Rednote-Centric task uses xiaohongshu, and lark only as its one other server');
  if (task.category === 'Hodgepodge' && n < 3 && (has('lark') || has('xiaohongshu'))) {
    throw fieldError(file, ['servers'], 'a Hodgepodge task uses three or more servers, or two that are neither lark nor xiaohongshu');
  }
}

function checkMeaning(task: Task, file: string, snapshots: Map<string, LoadedSnapshot>): void {
  if (new Set(task.servers).size !== task.servers.length) throw fieldError(file, ['servers'], 'a server is listed twice');
  checkCategory(task, file);
  const defs = new Map<string, ServerDefinition>();
  const trees = new Map<string, Record<string, unknown>>();
  for (const [i, s] of task.servers.entries()) {
    try {
      defs.set(s, loadServer(s));
    } catch (e) {
      throw fieldError(file, ['servers', i], (e as Error).message);
    }
    const ref = task.snapshots[s];
    if (!ref) throw fieldError(file, ['snapshots', s], `no snapshot for server "${s}"`);
    try {
      const snap = snapshots.get(ref) ?? loadSnapshot(ref);
      snapshots.set(ref, snap);
      if (snap.server !== s) throw new PersonaError(`snapshot ${ref} is for server "${snap.server}"`);
      trees.set(s, snap.tree);
    } catch (e) {
      throw fieldError(file, ['snapshots', s], (e as Error).message);
    }
  }
  for (const s of Object.keys(task.snapshots)) {
    if (!task.servers.includes(s)) throw fieldError(file, ['snapshots', s], `server "${s}" is not in servers`);
  }

  const tool = (path: (string | number)[], server: string, name: string) => {
    const def = defs.get(server);
    if (!def) throw fieldError(file, [...path, 'server'], `server "${server}" is not in the task's servers (${task.servers.join(', ')})`);
    if (!def.toolsByName.has(name)) throw fieldError(file, [...path, 'tool'], `server ${server} has no tool "${name}"`);
  };
  // A chain step is what the agent must be able to do: its tool must be among those a run of the
  // task exposes (the server's default preset; `--tools all` exposes no fewer), or the oracle
  // itself fails at run time (Lark's Base, doc and wiki tools are not in its 14-tool default).
  const exposedTool = (path: (string | number)[], server: string, name: string) => {
    tool(path, server, name);
    const def = defs.get(server)!;
    if (!presetTools(def).some((t) => t.name === name)) throw fieldError(file, [...path, 'tool'], `"${name}" is not among the tools ${server} exposes to a task run (its default preset: ${def.presets.default.length} tools)`);
  };
  const refsOk = (path: (string | number)[], template: unknown, earlier: Set<string>, loopVar: boolean) => {
    let refs;
    try {
      refs = templateRefs(template);
    } catch (e) {
      throw fieldError(file, path, (e as Error).message);
    }
    for (const r of refs) {
      const step = stepOf(r);
      if (r.root === 'steps' && (!step || !earlier.has(step))) throw fieldError(file, path, `reference "${r.source}" names no earlier step`);
      const v = varOf(r);
      if (r.root === 'vars' && (!v || !(v in task.vars))) throw fieldError(file, path, `reference "${r.source}" names no entry of vars`);
      if ((r.root === 'item' || r.root === 'index') && !loopVar) throw fieldError(file, path, `reference "${r.source}" uses ${r.root} outside a forEach step`);
      if (!['steps', 'vars', 'item', 'index', 'task'].includes(r.root)) throw fieldError(file, path, `reference "${r.source}" starts at unknown root "${r.root}"`);
    }
  };

  // One chain step per model round, plus the final answer, within the paper's 20 rounds.
  if (task.chain.length > MAX_CHAIN_STEPS) throw fieldError(file, ['chain'], `${task.chain.length} steps; at most ${MAX_CHAIN_STEPS} fit in 20 rounds with the final answer`);
  const seen = new Set<string>();
  for (const [i, step] of task.chain.entries()) {
    if (seen.has(step.id)) throw fieldError(file, ['chain', i, 'id'], `step id "${step.id}" is used twice`);
    exposedTool(['chain', i], step.server, step.tool);
    if (step.forEach) {
      try {
        const e = parseRef(step.forEach);
        if (e.root === 'steps' && !seen.has(stepOf(e) ?? '')) throw new RefError(`reference "${step.forEach}" names no earlier step`);
      } catch (e) {
        throw fieldError(file, ['chain', i, 'forEach'], (e as Error).message);
      }
    }
    refsOk(['chain', i, 'args'], step.args, seen, !!step.forEach);
    if (step.decoy !== undefined) refsOk(['chain', i, 'decoy'], step.decoy, seen, !!step.forEach);
    seen.add(step.id);
  }
  refsOk(['answer'], task.answer, seen, false);
  checkAnswer(task, file);

  for (const [i, c] of task.checkpoints.entries()) {
    checkGiven(task, file, c, i);
    if (c.type === 'other') {
      const kinds = (['expected', 'call', 'state'] as const).filter((k) => c[k] !== undefined);
      if (kinds.length !== 1) {
        throw fieldError(file, ['checkpoints', i], kinds.length
          ? `an other checkpoint checks one thing (got ${kinds.join(' and ')})`
          : 'an other checkpoint states what it checks: expected (values reported that a tool returned), call (a call made) or state (a state reached)');
      }
      if (c.call) {
        tool(['checkpoints', i, 'call'], c.call.server, c.call.tool);
        if (c.call.before?.tool) tool(['checkpoints', i, 'call', 'before'], c.call.before.server, c.call.before.tool);
        else if (c.call.before && !defs.has(c.call.before.server)) throw fieldError(file, ['checkpoints', i, 'call', 'before', 'server'], `server "${c.call.before.server}" is not in the task's servers (${task.servers.join(', ')})`);
      }
      if (c.state) {
        if (!trees.has(c.state.server)) throw fieldError(file, ['checkpoints', i, 'state', 'server'], `server "${c.state.server}" is not in the task's servers (${task.servers.join(', ')})`);
        const start = valueAtContextPath(trees.get(c.state.server)!, c.state.path);
        if (start !== undefined && !unmet(start, c.state.expect).length) {
          throw fieldError(file, ['checkpoints', i, 'state'], `${c.state.path} already holds the expected state in ${task.snapshots[c.state.server]} (it measures nothing)`);
        }
      }
      continue;
    }
    tool(['checkpoints', i], c.server, c.tool);
    const used = task.chain.some((s) => s.server === c.server && s.tool === c.tool);
    if (!used) throw fieldError(file, ['checkpoints', i, 'tool'], `${c.server}/${c.tool} is not in the ground-truth chain`);
    if (c.type !== 'operate') continue;
    const def = defs.get(c.server)!;
    if (c.entityType && !def.hierarchy.entities[c.entityType]) throw fieldError(file, ['checkpoints', i, 'entityType'], `${c.server} has no entity type "${c.entityType}"`);
    if ((c.operate_type === 'modify' || c.operate_type === 'delete') && !c.affected) throw fieldError(file, ['checkpoints', i, 'affected'], `a ${c.operate_type} checkpoint names the affected entity`);
    if (c.operate_type === 'create' && !c.parent && !c.entityType) throw fieldError(file, ['checkpoints', i], 'a create checkpoint names its parent or entityType');
    if (!task.chain.some((s) => s.role === 'operate' && s.server === c.server && s.tool === c.tool)) {
      throw fieldError(file, ['checkpoints', i, 'tool'], `no operate step of the chain calls ${c.server}/${c.tool}`);
    }
    for (const key of ['affected', 'parent'] as const) {
      const v = c[key];
      if (v && !entityExists(trees.get(c.server)!, def.hierarchy, v)) throw fieldError(file, ['checkpoints', i, key], `"${v}" is not in the starting snapshot ${task.snapshots[c.server]}`);
    }
  }
  for (const [i, f] of task.forbidden.entries()) {
    const def = defs.get(f.server);
    if (!def) throw fieldError(file, ['forbidden', i, 'server'], `server "${f.server}" is not in the task's servers`);
    if (f.entityType && !def.hierarchy.entities[f.entityType]) throw fieldError(file, ['forbidden', i, 'entityType'], `${f.server} has no entity type "${f.entityType}"`);
    for (const key of ['affected', 'parent'] as const) {
      const v = f[key];
      if (v && !entityExists(trees.get(f.server)!, def.hierarchy, v)) throw fieldError(file, ['forbidden', i, key], `"${v}" is not in the starting snapshot ${task.snapshots[f.server]}`);
    }
  }
}

/**
 * A checkpoint value the task itself gives away measures nothing: an agent could copy it from the
 * request. Search and `other` expected values (every spelling) must not appear, case-insensitively,
 * in the instruction or either context list.
 */
function checkGiven(task: Task, file: string, c: Checkpoint, i: number): void {
  if (!('expected' in c) || !c.expected) return;
  const given: [string, string][] = [['instruction', task.instruction], ...task.context.necessary.map((t, k): [string, string] => [`context.necessary.${k}`, t]), ...task.context.unnecessary.map((t, k): [string, string] => [`context.unnecessary.${k}`, t])];
  c.expected.forEach((v, k) => {
    for (const s of spellings(v)) {
      const hit = given.find(([, text]) => text.toLowerCase().includes(s.toLowerCase()));
      if (hit) throw fieldError(file, ['checkpoints', i, 'expected', k], `"${s}" appears verbatim in the ${hit[0]} (it measures nothing: the agent could copy it from the request)`);
    }
  });
}

/** The literal text of a template: its strings and the text of `$fmt` outside `${…}` (what is typed in, not composed). */
export function templateLiterals(t: unknown): string[] {
  const out: string[] = [];
  const walk = (x: unknown): void => {
    if (typeof x === 'string') out.push(x);
    else if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      if ('$ref' in o) return;
      if ('$fmt' in o) {
        out.push(...String(o.$fmt).split(/\$\{[^}]*\}/));
        return;
      }
      Object.values(o).forEach(walk);
    }
  };
  walk(t);
  return out;
}

/**
 * The oracle earns its answer: the answer template is composed from step results (it holds a
 * reference), and no expected value of a search or `other` checkpoint is typed into its literal
 * text — so the oracle's 100 % proves the chain really yields what the checkpoints expect.
 */
function checkAnswer(task: Task, file: string): void {
  let refs;
  try {
    refs = templateRefs(task.answer);
  } catch {
    return; // reported by the reference check
  }
  if (!refs.some((r) => r.root === 'steps')) throw fieldError(file, ['answer'], 'typed-in text: compose the answer from step results (${steps.…})');
  const literal = templateLiterals(task.answer).join('\u0000').toLowerCase();
  task.checkpoints.forEach((c, i) => {
    if (!('expected' in c) || !c.expected) return;
    c.expected.forEach((v, k) => {
      for (const sp of spellings(v)) {
        if (literal.includes(sp.toLowerCase())) throw fieldError(file, ['answer'], `types in "${sp}", an expected value of checkpoints.${i}.expected.${k}: compose it from step results so the oracle has to obtain it`);
      }
    });
  });
}

/** Every task under `dir`, sorted by id; ids and instructions are unique. */
export function loadTasks(dir = TASKS_DIR): LoadedTask[] {
  if (!existsSync(dir)) throw new PersonaError(`${dir}: tasks folder not found`);
  // One read of each snapshot per load: reading and hashing them was most of its time.
  const snapshots = new Map<string, LoadedSnapshot>();
  const out = taskFiles(dir).map((f) => parseTaskFile(f, dir, snapshots));
  out.sort((a, b) => (a.task.id < b.task.id ? -1 : a.task.id > b.task.id ? 1 : 0));
  const byId = new Map<string, string>();
  for (const t of out) {
    const prev = byId.get(t.task.id);
    if (prev) throw new PersonaError(`${t.file}: field id: "${t.task.id}" is also the id of ${prev}`);
    byId.set(t.task.id, t.file);
  }
  // The reference agents find their task by its instruction, so no instruction may contain another.
  for (const a of out) {
    for (const b of out) {
      if (a !== b && b.task.instruction.includes(a.task.instruction)) {
        throw new PersonaError(`${b.file}: field instruction: contains the instruction of ${a.file}`);
      }
    }
  }
  return out;
}

export function categorySlug(c: string): string {
  return c.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** `all`, a category (its name or slug, e.g. `lark-centric`), or task ids separated by commas. */
export function selectTasks(all: LoadedTask[], selector: string): LoadedTask[] {
  const sel = selector.trim();
  if (!sel) throw new PersonaError('--tasks: empty selector (give all, a category, or task ids separated by commas)');
  if (sel === 'all') return all;
  const cat = CATEGORIES.find((c) => c.toLowerCase() === sel.toLowerCase() || categorySlug(c) === sel.toLowerCase());
  if (cat) return all.filter((t) => t.task.category === cat);
  const ids = sel.split(',').map((s) => s.trim()).filter(Boolean);
  const byId = new Map(all.map((t) => [t.task.id, t]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) {
    throw new PersonaError(`--tasks: unknown task ${missing.map((m) => `"${m}"`).join(', ')} (give all, a category — ${CATEGORIES.map(categorySlug).join(', ')} — or task ids; \`persona tasks\` lists them)`);
  }
  const seen = new Set<string>();
  return ids.filter((id) => (seen.has(id) ? false : (seen.add(id), true))).map((id) => byId.get(id)!);
}
