// The run format: zod schemas for every record mcp-persona stores about a run, the TypeScript
// types derived from them, and the migration of the previous version's records. Every read of a
// stored run goes through these schemas (runtime/journal/journal.ts, runtime/run/run-folder.ts,
// runtime/run/storage.ts), so a malformed or unknown record is a one-line error naming the file and
// the field, never a cast. docs/run-format.md is the reference for people; this file is the one
// for programs — keep the two together.
//
// Versions (the journal header's `version`):
//   1  until issue 20: `settings` untyped ({} for scenarios and served sessions), no `end` record,
//      start and final snapshots copied into every run folder.
//   2  `settings.kind` says what kind of run it is (agent / scenario / served) with one shape per
//      kind; call records may carry `round` and `toolCallId`; the journal ends with an `end`
//      record holding the hash of each server's final state.
// Readers accept both; version 1 is migrated on read (migrateHeader) and nothing is rewritten.
import { z } from 'zod';
import { jsonObject } from '../util/json-object.ts';

export const JOURNAL_FORMAT = 'mcp-persona/journal';
export const JOURNAL_VERSION = 2;
/** Versions this code reads: the current one and the one it migrates. */
export const READABLE_JOURNAL_VERSIONS = [1, 2] as const;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'expected a sha256 hex digest');
const Count = z.number().int().min(0);

// ---- journal header ---------------------------------------------------------------------------

/** What the frozen clock does: the first call sees `anchor`, each call after it `stepMs` later. */
export const ClockRecord = z.object({ anchor: z.string().min(1), stepMs: Count });

/** A run made by `persona run`: one model, one task, one trial; every option that shapes it. */
export const AgentSettings = z.looseObject({
  kind: z.literal('agent'),
  runner: z.literal('mcp-persona/run'),
  version: z.number().int(),
  model: z.string().min(1),
  /** `reference` (the built-in oracle/naive endpoint) or the base URL, without credentials. */
  endpoint: z.string(),
  task: z.object({ id: z.string().min(1), category: z.string(), file: z.string(), hash: Sha256 }),
  trial: z.number().int().min(1),
  seed: z.number().int(),
  maxRounds: z.number().int().min(1),
  tools: z.string(),
  context: z.string(),
  distractors: z.object({ count: Count, sha256: z.array(Sha256) }),
  skills: z.object({ choice: z.string(), sha256: Sha256.nullable() }),
  temperature: z.number().nullable(),
  prices: z.object({ input: z.number(), output: z.number() }).nullable(),
  promptVersion: z.union([z.string(), z.number()]),
});

/** A scripted run (`persona exec --scenario`, or a RecordedSession driven by a program). */
export const ScenarioSettings = z.looseObject({ kind: z.literal('scenario') });

/** One MCP session of `persona serve` (stdio or HTTP), driven by an outside client. */
export const ServedSettings = z.looseObject({ kind: z.literal('served') });

export const RunSettings = z.discriminatedUnion('kind', [AgentSettings, ScenarioSettings, ServedSettings]);

export const JournalHeader = z.strictObject({
  type: z.literal('header'),
  format: z.literal(JOURNAL_FORMAT),
  version: z.literal(JOURNAL_VERSION),
  seed: z.number().int(),
  clock: ClockRecord,
  servers: z.array(z.string().min(1)),
  /** Per server: the snapshot the run starts from (`ref` as named; `hash` identifies its tree). */
  snapshots: z.record(z.string(), z.strictObject({ ref: z.string(), persona: z.string(), hash: Sha256 })),
  /** Per server: hash of its kernels, manifest and hierarchy (verify notes when it changed). */
  kernels: z.record(z.string(), Sha256),
  settings: RunSettings,
  /** Per server, the only tools the session offered (absent: every tool of the manifest). */
  exposed: z.record(z.string(), z.array(z.string())).optional(),
});

// ---- journal records ---------------------------------------------------------------------------

const PatchOpRecord = z.strictObject({
  op: z.enum(['add', 'remove', 'replace']),
  path: z.string(),
  value: z.unknown().optional(),
});

const ResultRecord = z.looseObject({
  content: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })),
  isError: z.boolean().optional(),
});

/** One tool call: what was asked, what the kernel answered, and the context change as patches. */
export const CallRecord = z.strictObject({
  type: z.literal('call'),
  seq: z.number().int().min(1),
  /** The frozen clock's time of the call (ISO-8601). */
  clock: z.string(),
  server: z.string(),
  tool: z.string(),
  /** The arguments as sent (text made well-formed); null when the request carried none. */
  args: z.unknown(),
  /**
   * The arguments as JSON text, when `args` cannot hold them exactly: an explicit `null`, or a
   * value nested too deep to store as structured data. Replay reads this field first.
   */
  argsJson: z.string().optional(),
  result: ResultRecord,
  patch: z.array(PatchOpRecord),
  fault: z.strictObject({ kind: z.enum(['throw', 'timeout', 'memory', 'invalid-result']), message: z.string() }).optional(),
  /** Agent runs: the model round (1-based) whose message asked for this call. */
  round: z.number().int().min(1).optional(),
  /** Agent runs: the id of the tool call in that model message (when the model gave one). */
  toolCallId: z.string().optional(),
});

const TokenUsage = z.looseObject({
  prompt_tokens: Count, completion_tokens: Count, total_tokens: Count.optional(), reasoning_tokens: Count.optional(), cached_tokens: Count.optional(),
});

/** One model call: where its exchange is stored (cassette entry) and what it cost. */
export const LlmRecord = z.looseObject({
  type: z.literal('llm'),
  cassette: z.string(),
  key: z.string(),
  ordinal: Count,
  round: z.number().int().min(1).optional(),
  usage: TokenUsage.optional(),
  finish_reason: z.string().nullable().optional(),
});

/** How an agent run ended. */
export const FinalRecord = z.looseObject({
  type: z.literal('final'),
  answer: z.string(),
  status: z.string().optional(),
  rounds: Count.optional(),
  calls: Count.optional(),
  usage: TokenUsage.optional(),
  cost_usd: z.number().nullable().optional(),
  error: z.string().optional(),
});

/** Version 2: the last record; the hash of each server's state when the run ended. */
export const EndRecord = z.strictObject({
  type: z.literal('end'),
  final: z.record(z.string(), Sha256),
});

export const JournalRecord = z.discriminatedUnion('type', [CallRecord, LlmRecord, FinalRecord, EndRecord]);

export type ClockRecord = z.infer<typeof ClockRecord>;
export type AgentSettings = z.infer<typeof AgentSettings>;
export type ScenarioSettings = z.infer<typeof ScenarioSettings>;
export type ServedSettings = z.infer<typeof ServedSettings>;
export type RunSettings = z.infer<typeof RunSettings>;
export type RunKind = RunSettings['kind'];
export type JournalHeader = z.infer<typeof JournalHeader>;
export type CallRecord = z.infer<typeof CallRecord>;
export type LlmRecord = z.infer<typeof LlmRecord>;
export type FinalRecord = z.infer<typeof FinalRecord>;
export type EndRecord = z.infer<typeof EndRecord>;
export type JournalRecord = z.infer<typeof JournalRecord>;

// ---- migration ---------------------------------------------------------------------------------

/**
 * A stored header in the current shape. Version 1 headers get `settings.kind`: the runner's
 * settings (`runner: "mcp-persona/run"`) are an agent run; empty settings were written both by
 * `persona exec` and by `persona serve`, which version 1 did not tell apart — they read as
 * `scenario`. Anything else is returned unchanged for the schema to judge.
 */
export function migrateHeader(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || (raw as { version?: unknown }).version !== 1) return raw;
  const h = raw as Record<string, unknown>;
  const s = h.settings;
  let settings: unknown = s;
  if (s && typeof s === 'object' && !Array.isArray(s)) {
    const o = s as Record<string, unknown>;
    if (o.runner === 'mcp-persona/run') settings = { kind: 'agent', ...o };
    else if (Object.keys(o).length === 0) settings = { kind: 'scenario' };
  }
  return { ...h, version: JOURNAL_VERSION, settings };
}

// ---- other stored files ------------------------------------------------------------------------

export const RUN_SNAPSHOT_FORMAT = 'mcp-persona/run-snapshot';

/** start/final.snapshot.msgpack: each server's tree with the hash of its canonical JSON. */
export const RunSnapshotFile = z.strictObject({
  format: z.literal(RUN_SNAPSHOT_FORMAT),
  version: z.literal(1),
  servers: z.record(z.string(), z.strictObject({ hash: Sha256, tree: jsonObject() })),
});

/** timings.json: wall-clock figures, the one file that is not deterministic; nothing compares it. */
export const TimingsFile = z.looseObject({
  note: z.string().optional(),
  totalMs: z.number(),
  calls: z.array(z.looseObject({ seq: z.number(), server: z.string(), tool: z.string(), ms: z.number() })),
  runner: z.looseObject({}).optional(),
});

export const INDEX_FORMAT = 'mcp-persona/runs';
export const INDEX_VERSION = 1;

export const IndexEntry = z.strictObject({
  model: z.string(),
  task: z.string(),
  category: z.string(),
  trial: z.number().int(),
  dir: z.string(),
  status: z.string(),
  rounds: Count,
  calls: Count,
  usage: z.unknown(),
  cost_usd: z.number().nullable(),
});

/** <out>/runs.json: one entry per run folder, rebuilt from the journals. */
export const RunIndex = z.strictObject({
  format: z.literal(INDEX_FORMAT),
  version: z.literal(INDEX_VERSION),
  runs: z.array(IndexEntry),
});

export const SCORE_FILE_FORMAT = 'mcp-persona/score';

/**
 * score.<judge>.json (written by persona eval; runtime/eval/score.ts assembles it). Checked here
 * field by field at the top level; checkpoint details are the scorer's. `journal` (added with run
 * format 2, absent in older score files) is the sha256 of the journal the score was computed
 * from, so a run changed after scoring is not counted.
 */
export const ScoreFile = z.looseObject({
  format: z.literal(SCORE_FILE_FORMAT),
  version: z.literal(1),
  task: z.string(),
  category: z.string(),
  model: z.string(),
  trial: z.number(),
  run: z.string(),
  variant: z.looseObject({}),
  servers: z.array(z.string()),
  taskHash: z.string(),
  judge: z.looseObject({ id: z.string() }),
  status: z.string(),
  calls: z.number(),
  acc: z.number(),
  checkpointAcc: z.number(),
  execAcc: z.number().nullable(),
  success: z.boolean(),
  penalized: z.boolean(),
  checkpoints: z.array(z.looseObject({})),
  minefields: z.looseObject({}),
  journal: z.strictObject({ sha256: Sha256 }).optional(),
});

export type RunSnapshotFile = z.infer<typeof RunSnapshotFile>;
export type TimingsFile = z.infer<typeof TimingsFile>;
export type IndexEntry = z.infer<typeof IndexEntry>;
export type RunIndex = z.infer<typeof RunIndex>;
export type ScoreFile = z.infer<typeof ScoreFile>;
