// The conversation of one run, rebuilt from its journal: what the model was told (the system and
// user messages, recomposed from the task and the run's settings), each model round with its text
// and the tool calls it asked for, each call's result and the context change it made (entity by
// entity, field by field), and the final answer. `persona replay`, `persona report` and
// `persona compare` all read runs through this one view, so they never disagree about what
// happened. Pure data: no formatting here (see format.ts, text.ts, html.ts).
import { cloneJson } from '../context/handler.js';
import { parsePath } from '../context/paths.js';
import { diffServer } from '../replay/diff.ts';
import { fallbackLabel } from './labels.ts';
import { externalAnswer } from '../run/storage.ts';
import { loadServer, type HierarchyDef } from '../servers/registry.ts';
import { drawDistractors, skillsChoice } from '../runner/ablations.ts';
import { PROMPT_VERSION, systemPrompt, userPrompt } from '../runner/prompt.ts';
import { canonicalHash } from '../util/canonical.ts';
import { wellFormedDeep } from '../util/unicode.ts';
import jsonpatch from 'fast-json-patch';
import type { Operation } from 'fast-json-patch';
import type { OpenedRun } from '../run/run-folder.ts';
import type { CallRecord, FinalRecord, LlmRecord } from '../journal/journal.ts';
import type { LoadedTask } from '../tasks/load.ts';
import type { Trees } from '../session/session.ts';

export interface FieldView {
  field: string;
  /** Absent for a created entity's fields. */
  before?: unknown;
  /** Absent for a deleted entity's fields. */
  after?: unknown;
}

export interface EntityView {
  server: string;
  change: 'created' | 'updated' | 'deleted';
  type: string;
  id: string;
  /** A name a person recognises: a message's subject or text, an event's summary, a page's title. */
  label: string | null;
  /** Context path, e.g. `calendars[cal_1].events[evt_9]`. */
  path: string;
  /** Updated: the changed fields old → new; created / deleted: every field of the entity. */
  fields: FieldView[];
  /**
   * Comparisons only: the same entity under another id in the first state (two runs created
   * "the same" message or event, and the seeded ids differ); `fields` then hold what else differs.
   */
  otherId?: string;
}

export interface CallView {
  /** Journal sequence number; null for a tool call that was never executed (bad arguments). */
  seq: number | null;
  /** The model's id for the tool call, when recorded. */
  toolCallId: string | null;
  /** The name the model used (may be `<server>__<tool>`); server and tool as the journal has them. */
  name: string;
  server: string | null;
  tool: string;
  args: unknown;
  /** The run clock at the call (ISO 8601, UTC); null when not executed. */
  clock: string | null;
  status: 'ok' | 'error' | 'fault' | 'not-run';
  /** The result's text (every content item, joined), or why the call was not run. */
  result: string;
  /** The context change this call made. */
  changes: EntityView[];
}

export interface RoundView {
  /** 1-based model round; 0 for calls made without a model (scripted runs). */
  round: number;
  /** What the model wrote in this round (null when nothing, or not recorded). */
  content: string | null;
  /** The model's reasoning, when the provider sent it apart from the answer. */
  reasoning: string | null;
  finish: string | null;
  usage: { prompt_tokens: number; completion_tokens: number } | null;
  calls: CallView[];
}

export interface FinalView {
  answer: string;
  status: string;
  rounds: number | null;
  calls: number | null;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
  cost_usd: number | null;
  error: string | null;
}

export interface Trajectory {
  /** The system and user messages the model started from; null when they cannot be recomposed. */
  system: string | null;
  user: string | null;
  /** Why the messages are missing or approximate (e.g. the task file changed since the run). */
  promptNote: string | null;
  rounds: RoundView[];
  final: FinalView | null;
  /** The journal ends in a torn record: what is shown stops before it. */
  torn: string | null;
}

interface Settings {
  model?: string;
  seed?: number;
  context?: 'all' | 'necessary';
  distractors?: { count?: number };
  skills?: { choice?: string };
  promptVersion?: number;
  task?: { id?: string; hash?: string };
}

/** A server's hierarchy, or null when the server is not installed (the diff then shows no entities). */
export function hierarchyOf(server: string, kernelsDir?: string): HierarchyDef | null {
  try {
    return loadServer(server, kernelsDir).hierarchy; // cached per process by the registry
  } catch {
    return null;
  }
}

function entityAt(tree: unknown, path: string): unknown {
  let node = tree;
  try {
    for (const t of parsePath(path)) {
      if (t.name !== '') node = (node as Record<string, unknown> | undefined)?.[t.name];
      if (t.selector !== null) node = (node as Record<string, unknown> | undefined)?.[t.selector];
    }
  } catch {
    return undefined;
  }
  return node;
}

function entityFields(v: unknown, side: 'before' | 'after'): FieldView[] {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return [{ field: '(value)', [side]: v }];
  return Object.keys(v).sort().map((k) => ({ field: k, [side]: (v as Record<string, unknown>)[k] }));
}

/** The entity-level change between two states of one server's tree. */
export function entityChanges(server: string, before: Record<string, unknown>, after: Record<string, unknown>, hierarchy: HierarchyDef | null): EntityView[] {
  if (!hierarchy) return [];
  return diffServer(before, after, hierarchy).entities.map((e) => ({
    server,
    change: e.change,
    type: e.type,
    id: e.id,
    label: e.label ?? (e.change === 'deleted' ? fallbackLabel(entityAt(before, e.path), before) : fallbackLabel(entityAt(after, e.path), after)),
    path: e.path,
    fields: e.change === 'updated' ? e.fields.map((f) => ({ field: f.field, before: f.before, after: f.after }))
      : e.change === 'created' ? entityFields(entityAt(after, e.path), 'after')
      : entityFields(entityAt(before, e.path), 'before'),
  }));
}

/**
 * The arguments as sent: the journal keeps them as JSON text (`argsJson`) when structured data
 * cannot hold them exactly (an explicit null, nesting too deep); that text is shown as it is.
 */
export function callArgs(c: CallRecord): unknown {
  return typeof c.argsJson === 'string' ? c.argsJson : c.args;
}

function callStatus(c: CallRecord): CallView['status'] {
  return c.fault ? 'fault' : c.result?.isError ? 'error' : 'ok';
}

function resultText(c: CallRecord): string {
  const content = Array.isArray(c.result?.content) ? c.result.content : [];
  return content.map((x) => (typeof x?.text === 'string' ? x.text : JSON.stringify(x))).join('\n');
}

interface RecordedToolCall { id: string; name: string; arguments: string }

function recordedToolCalls(r: LlmRecord): RecordedToolCall[] | null {
  const m = r.message as { tool_calls?: unknown } | undefined;
  if (!m || !Array.isArray(m.tool_calls)) return null;
  return m.tool_calls.map((t) => ({ id: String(t?.id ?? ''), name: String(t?.name ?? ''), arguments: String(t?.arguments ?? '') }));
}

function parsedArgs(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const v = JSON.parse(raw.trim() || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? { ok: true, value: v } : { ok: false };
  } catch {
    return { ok: false };
  }
}

const names = (c: CallRecord, name: string) => name === c.tool || name === `${c.server}__${c.tool}`;

/**
 * The system and user messages of the run, recomposed the way the runner composed them. Null with
 * a note when that is impossible (no task, another prompt version, another task version).
 */
function promptOf(settings: Settings, task: LoadedTask | undefined): { system: string | null; user: string | null; note: string | null } {
  if (!settings.model) return { system: null, user: null, note: null };
  if (!task) return { system: null, user: null, note: `task "${settings.task?.id ?? '?'}" is not among the loaded tasks` };
  const t = task.task;
  const notes: string[] = [];
  if (settings.task?.hash && settings.task.hash !== canonicalHash(t)) notes.push(`${task.file} changed since the run; the messages below are from its current version`);
  if (settings.promptVersion !== undefined && settings.promptVersion !== PROMPT_VERSION) notes.push(`the run used prompt version ${settings.promptVersion}; shown in version ${PROMPT_VERSION}`);
  let skills: string | null = null;
  const choice = settings.skills?.choice ?? 'none';
  if (choice === 'ours') skills = skillsChoice('ours').forTask(t);
  else if (choice !== 'none') notes.push(`the skills document (${choice}) is not shown`);
  let distractors: string[] = [];
  try {
    distractors = drawDistractors(settings.seed ?? 0, t.id, settings.distractors?.count ?? 0);
  } catch {
    notes.push('the distractor paragraphs could not be drawn again');
  }
  try {
    return {
      system: systemPrompt(t, skills),
      user: userPrompt(t, { context: settings.context ?? 'all', distractors, skills }),
      note: notes.length ? notes.join('; ') : null,
    };
  } catch (e) {
    return { system: null, user: t.instruction, note: `the system message could not be recomposed (${(e as Error).message.split('\n')[0]})` };
  }
}

export interface TrajectoryOptions {
  task?: LoadedTask;
  kernelsDir?: string;
}

/** The whole conversation of a run, with the context change of every call. */
export function buildTrajectory(run: OpenedRun, opts: TrajectoryOptions = {}): Trajectory {
  const settings = (run.header.settings ?? {}) as Settings;
  const prompt = promptOf(settings, opts.task);
  const trees = cloneJson(run.start) as Trees;
  const rounds: RoundView[] = [];
  let current: RoundView | null = null;
  let pending: RecordedToolCall[] | null = null;
  let final: FinalView | null = null;

  const callView = (c: CallRecord, toolCallId: string | null, name: string): CallView => {
    let changes: EntityView[] = [];
    const tree = trees[c.server];
    if (tree && Array.isArray(c.patch) && c.patch.length) {
      const before = cloneJson(tree) as Record<string, unknown>;
      try {
        jsonpatch.applyPatch(tree, cloneJson(c.patch) as Operation[], false, true);
        changes = entityChanges(c.server, before, tree, hierarchyOf(c.server, opts.kernelsDir));
      } catch {
        trees[c.server] = before;
      }
    }
    return {
      seq: c.seq, toolCallId, name, server: c.server, tool: c.tool, args: callArgs(c), clock: c.clock,
      status: callStatus(c), result: resultText(c), changes,
    };
  };

  // Tool calls the model asked for that never reached a server (their arguments were not a JSON
  // object) are shown where they were asked for. `upTo`: the pending calls before that index.
  const settlePending = (upTo: number) => {
    if (!pending || !current) return;
    for (const t of pending.splice(0, upTo)) {
      if (parsedArgs(t.arguments).ok) continue;
      current.calls.push({ seq: null, toolCallId: t.id || null, name: t.name, server: null, tool: t.name, args: t.arguments, clock: null, status: 'not-run', result: 'not run: the arguments are not a JSON object', changes: [] });
    }
  };

  for (const r of run.records) {
    if (r.type === 'llm') {
      const rec = r as LlmRecord;
      settlePending(pending?.length ?? 0);
      const msg = rec.message as { content?: unknown; reasoning?: unknown } | undefined;
      const usage = rec.usage as { prompt_tokens?: number; completion_tokens?: number } | undefined;
      current = {
        round: typeof rec.round === 'number' ? rec.round : rounds.length + 1,
        content: typeof msg?.content === 'string' && msg.content !== '' ? msg.content : null,
        reasoning: typeof msg?.reasoning === 'string' && msg.reasoning !== '' ? msg.reasoning : null,
        finish: typeof rec.finish_reason === 'string' ? rec.finish_reason : null,
        usage: usage ? { prompt_tokens: Number(usage.prompt_tokens ?? 0), completion_tokens: Number(usage.completion_tokens ?? 0) } : null,
        calls: [],
      };
      rounds.push(current);
      pending = recordedToolCalls(rec);
    } else if (r.type === 'call') {
      const c = r as CallRecord & { toolCallId?: string; round?: number };
      if (!current) {
        current = { round: 0, content: null, reasoning: null, finish: null, usage: null, calls: [] };
        rounds.push(current);
      }
      let id: string | null = typeof c.toolCallId === 'string' ? c.toolCallId : null;
      let name = c.tool;
      if (pending) {
        // Pair with the model's tool call: by id when the journal has it, else the next one by name.
        const at = pending.findIndex((t) => (id !== null ? t.id === id : parsedArgs(t.arguments).ok && names(c, t.name)));
        if (at >= 0) {
          settlePending(at);
          const t = pending.shift()!;
          id = t.id || id;
          name = t.name;
        }
      }
      current.calls.push(callView(c, id, name));
    } else if (r.type === 'final') {
      const f = r as FinalRecord & Record<string, unknown>;
      settlePending(pending?.length ?? 0);
      const usage = f.usage as FinalView['usage'] | undefined;
      final = {
        answer: typeof f.answer === 'string' ? f.answer : '',
        status: typeof f.status === 'string' ? f.status : 'answered',
        rounds: typeof f.rounds === 'number' ? f.rounds : null,
        calls: typeof f.calls === 'number' ? f.calls : null,
        usage: usage && typeof usage === 'object' ? { prompt_tokens: Number(usage.prompt_tokens ?? 0), completion_tokens: Number(usage.completion_tokens ?? 0), total_tokens: Number(usage.total_tokens ?? 0) } : null,
        cost_usd: typeof f.cost_usd === 'number' ? f.cost_usd : null,
        error: typeof f.error === 'string' ? f.error : null,
      };
    }
  }
  // An outside agent (persona serve + persona answer) leaves its answer beside the journal.
  if (!final) {
    let external: ReturnType<typeof externalAnswer> = null;
    try {
      external = externalAnswer(run.dir);
    } catch {
      external = null;
    }
    if (external) final = { answer: external.answer, status: external.status, rounds: null, calls: null, usage: null, cost_usd: null, error: null };
  }
  // The last round's content is the final answer; do not show it twice.
  const last = rounds[rounds.length - 1];
  if (final && last && !last.calls.length && last.content === final.answer) last.content = null;
  return wellFormedDeep({
    system: prompt.system,
    user: prompt.user,
    promptNote: prompt.note,
    rounds,
    final,
    torn: run.corrupt ? `the journal is damaged at byte ${run.corrupt.offset} (${run.corrupt.reason}); only the records before it are shown`
      : run.torn ? `the journal ends in a torn record at byte ${run.torn.offset} (${run.torn.reason})` : null,
  });
}
