// The benchmark task format (docs/tasks.md). A task is data: a fuzzy instruction, the context the
// agent is given, the servers and persona snapshots it starts from, the ground-truth tool chain
// (whose arguments are templates the oracle resolves from task data and earlier results), the
// checkpoints of the paper's Appendix B.2.2 and, optionally, forbidden changes (minefields).
import { z } from 'zod';
import { ClockSpec } from '../determinism/clock.ts';
import { jsonObject } from '../util/json-object.ts';

/** Table 3's categories, spelled as the paper spells them. */
export const CATEGORIES = [
  'Collaboration Platform',
  'Content Management',
  'Social Media',
  'Email',
  'Lark-Centric',
  'Rednote-Centric',
  'Hodgepodge',
] as const;
export type Category = (typeof CATEGORIES)[number];
export const SINGLE_SERVER: readonly Category[] = ['Collaboration Platform', 'Content Management', 'Social Media', 'Email'];

const Id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes');
const ServerName = z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'a server folder name under kernels/');

/** A template: any JSON where `{"$ref"}`, `{"$fmt"}` and `{"$json"}` objects are resolved (runtime/tasks/refs.ts). */
export const Template: z.ZodType<unknown> = z.unknown();

export const StepRole = z.enum(['search', 'resolve', 'operate']);

export const Step = z.object({
  /** Name later steps use in references: `steps.<id>.result…`. */
  id: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'letters, digits and _ (used in references)'),
  server: ServerName,
  /** The real tool name (as in the server's manifest). */
  tool: z.string().min(1),
  /** search: reads public or personal data; resolve: turns what the user said (a name, a phone) into an ID; operate: changes state. */
  role: StepRole,
  args: Template,
  /** One call per element of this reference's value, made as parallel tool calls in one round; `item` names the element. */
  forEach: z.string().min(1).optional(),
  /** Why the step is needed (documentation, shown by `persona tasks --json`). */
  why: z.string().optional(),
  /** What a careless agent would use instead of this step's result (the naive agent's wrong pick): a template. */
  decoy: Template.optional(),
}).strict();
export type Step = z.infer<typeof Step>;

/**
 * One expected value: a string, or a list of equivalent spellings (`["2026-01-22", "Jan 22"]`).
 * Evidence rule (docs/scoring.md): some spelling must be in what a successful tool call returned —
 * not merely echoed from its own arguments — and some spelling must appear in the agent's output
 * after that call. A value no tool returned earns nothing, however it is spelled in the answer.
 */
export const ExpectedValue = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
export type ExpectedValue = z.infer<typeof ExpectedValue>;
const Expected = z.array(ExpectedValue).min(1);

/** The spellings of an expected value (the first is how it is named in reasons). */
export function spellings(v: ExpectedValue): string[] {
  return typeof v === 'string' ? [v] : v;
}

/** `other` checkpoint, a call made: a successful call of the tool whose arguments match, optionally before another tool's first successful call. */
export const CallCheck = z.object({
  server: ServerName,
  tool: z.string().min(1),
  /** Matchers over the call's arguments (runtime/tasks/match.ts; dotted names reach nested fields). */
  args: jsonObject().optional(),
  /** The call must come before the first successful call of this tool (which must be made). */
  /**
   * The call it must precede: the first successful call of `tool`, or, without a tool, the first
   * successful call of `server` that changed the context — "reads before changing anything",
   * whichever tool the change is made with (a note patched or appended to).
   */
  before: z.object({ server: ServerName, tool: z.string().min(1).optional() }).strict().optional(),
}).strict();
export type CallCheck = z.infer<typeof CallCheck>;

/** `other` checkpoint, a state reached: at the end of the run the value at the context path matches, and the run changed it. */
export const StateCheck = z.object({
  server: ServerName,
  /** A context path (`files['inbox/list.md']`, `chats[oc_1].messages[om_2]`). */
  path: z.string().min(1),
  /** Matchers over the value at the path (runtime/tasks/match.ts). */
  expect: jsonObject(),
}).strict();
export type StateCheck = z.infer<typeof StateCheck>;

const SearchCheckpoint = {
  summary: z.string().min(1),
  server: ServerName,
  tool: z.string().min(1),
  /** Exact ground-truth values; each must be returned by a successful call of the server and appear in the agent's output after it (final answer, or arguments of a later call). */
  expected: Expected,
  /**
   * The values are computed from what the tool returned (a sum, a count), so no result holds them:
   * a successful call of the checkpoint's own tool stands as their source, and each must then be
   * reported. Use only where no spelling of the value can be in a result.
   */
  derived: z.boolean().optional(),
};

export const Checkpoint = z.discriminatedUnion('type', [
  z.object({ type: z.literal('generic_search'), ...SearchCheckpoint }).strict(),
  z.object({ type: z.literal('personalized_search'), ...SearchCheckpoint }).strict(),
  z.object({
    type: z.literal('operate'),
    summary: z.string().min(1),
    server: ServerName,
    tool: z.string().min(1),
    operate_type: z.enum(['create', 'delete', 'modify', 'other']),
    /** The affected context: an entity's context path (`chats[oc_1].messages[om_2]`) or bare ID. */
    affected: z.string().min(1).optional(),
    /** For create: the context path of the parent the entity is created under. */
    parent: z.string().min(1).optional(),
    /** Entity type from the server's hierarchy.json. */
    entityType: z.string().min(1).optional(),
    /** Expected field values where they are exact (matchers of runtime/tasks/match.ts). */
    expect: jsonObject().optional(),
  }).strict(),
  z.object({
    type: z.literal('other'),
    summary: z.string().min(1),
    // Exactly one of the three (checked when the task is loaded): what the checkpoint checks.
    /** A value reported: each must be in the final answer and in what a successful tool call returned. */
    expected: Expected.optional(),
    /** A call made. */
    call: CallCheck.optional(),
    /** A state reached. */
    state: StateCheck.optional(),
  }).strict(),
]);
export type Checkpoint = z.infer<typeof Checkpoint>;
export type OperateCheckpoint = Extract<Checkpoint, { type: 'operate' }>;
export type SearchCheckpoint = Extract<Checkpoint, { type: 'generic_search' | 'personalized_search' }>;

/** A change the task must not make: any entity change matching it is a violation. */
export const Forbidden = z.object({
  summary: z.string().min(1),
  server: ServerName,
  change: z.enum(['created', 'updated', 'deleted', 'any']).default('any'),
  affected: z.string().min(1).optional(),
  parent: z.string().min(1).optional(),
  entityType: z.string().min(1).optional(),
  /** Only changes whose entity (after, or before for deletions) matches these values. */
  where: jsonObject().optional(),
}).strict().refine((f) => f.affected || f.parent || f.entityType, { message: 'give affected, parent or entityType' });
export type Forbidden = z.infer<typeof Forbidden>;

export const Task = z.object({
  id: Id,
  category: z.enum(CATEGORIES),
  title: z.string().min(1),
  /** The persona (snapshots/personas/<persona>.json) the task is written for. */
  persona: z.string().min(1),
  servers: z.array(ServerName).min(1),
  /** Per server: the starting snapshot `<server>/<persona>` (what `persona serve --task` reads). */
  snapshots: z.record(ServerName, z.string().min(1)),
  /** Session seed (IDs the kernels draw); default 0. */
  seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  clock: ClockSpec.partial().optional(),
  /** The request as a user would write it: fuzzy, with implicit context. */
  instruction: z.string().min(20),
  context: z.object({
    /** What the agent cannot find out with the tools (given in the prompt). */
    necessary: z.array(z.string().min(1)).default([]),
    /** True but irrelevant facts about the user (given in the prompt unless --context necessary). */
    unnecessary: z.array(z.string().min(1)).default([]),
  }).strict(),
  /** Task data the ground-truth chain draws on (`vars.<name>` in references): texts to send, times meant… */
  vars: jsonObject().default({}),
  chain: z.array(Step).min(1),
  /** The final answer a correct agent gives (a template). */
  answer: Template,
  checkpoints: z.array(Checkpoint).min(3),
  forbidden: z.array(Forbidden).default([]),
  /** The failure archetype the naive reference agent shows on this task (default: chosen from the task id). */
  naive: z.enum(['skip-dependent', 'invent-ids', 'under-explore', 'stop-early']).optional(),
}).strict();
export type Task = z.infer<typeof Task>;
export type TaskInput = z.input<typeof Task>;

export function isStateChanging(task: Task): boolean {
  return task.checkpoints.some((c) => c.type === 'operate' && c.operate_type !== 'other');
}
