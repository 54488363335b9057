// A run folder: everything needed to replay, diff and score one run.
//   journal.msgpack          header + one record per tool call (and LLM call, final answer)
//   start.snapshot.msgpack   the trees the run started from
//   final.snapshot.msgpack   the trees when the run ended
//   timings.json             wall-clock durations — the only file that is not deterministic;
//                            nothing compares it
import { mkdirSync, readdirSync, existsSync, writeFileSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { pack, unpack } from '../util/msgpack.ts';
import { PersonaError } from '../util/errors.ts';
import { JournalWriter, readJournal, type CallRecord, type JournalRecord } from '../journal/journal.ts';
import { hashTree } from '../snapshot/snapshot.ts';
import { Session, type SessionOptions, type Trees } from '../session/session.ts';

export const RUN_FILES = {
  journal: 'journal.msgpack',
  start: 'start.snapshot.msgpack',
  final: 'final.snapshot.msgpack',
  timings: 'timings.json',
} as const;

const RunSnapshot = z.object({
  format: z.literal('mcp-persona/run-snapshot'),
  version: z.literal(1),
  servers: z.record(z.string(), z.object({ hash: z.string(), tree: z.record(z.string(), z.unknown()) })),
});

export function encodeRunSnapshot(trees: Trees): Buffer {
  const servers: Record<string, { hash: string; tree: unknown }> = {};
  for (const name of Object.keys(trees).sort()) servers[name] = { hash: hashTree(trees[name]), tree: trees[name] };
  return pack({ format: 'mcp-persona/run-snapshot', version: 1, servers });
}

export function readRunSnapshot(file: string): Trees {
  if (!existsSync(file)) throw new PersonaError(`${file}: snapshot not found`);
  let raw: unknown;
  try {
    raw = unpack(readFileSync(file));
  } catch (e) {
    throw new PersonaError(`${file}: snapshot is corrupt (${(e as Error).message})`);
  }
  const parsed = RunSnapshot.safeParse(raw);
  if (!parsed.success) throw new PersonaError(`${file}: snapshot field ${parsed.error.issues[0].path.join('.') || '(root)'}: ${parsed.error.issues[0].message}`);
  const trees: Trees = {};
  // The trees as decoded, not zod's copies: zod rebuilds records by assignment, which turns a
  // "__proto__" key (ordinary data, issue 13) into a prototype.
  const decoded = (raw as { servers: Record<string, { hash: string; tree: Record<string, unknown> }> }).servers;
  for (const name of Object.keys(parsed.data.servers)) {
    const s = decoded[name];
    if (hashTree(s.tree) !== s.hash) throw new PersonaError(`${file}: snapshot of ${name} does not match its hash (corrupt)`);
    trees[name] = s.tree;
  }
  return trees;
}

/** Atomic write: a reader never sees half a file, and a crash never leaves one behind. */
function writeFileAtomic(file: string, data: string | Buffer): void {
  const tmp = `${file}.partial`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/** Make `dir` for a new run; refuses a folder that already holds files. */
export function prepareRunDir(dir: string): void {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new PersonaError(`${dir}: output folder is not empty (not overwriting an existing run)`);
  }
  mkdirSync(dir, { recursive: true });
}

/** A session whose every call goes to a run folder's journal. */
export class RecordedSession {
  readonly session: Session;
  readonly dir: string;
  private readonly journal: JournalWriter;
  private readonly durations: { seq: number; server: string; tool: string; ms: number }[] = [];
  private readonly startedAt = performance.now();

  constructor(dir: string, opts: SessionOptions, settings: Record<string, unknown> = {}) {
    prepareRunDir(dir);
    this.dir = dir;
    let journal: JournalWriter | null = null;
    const userOnCall = opts.onCall;
    this.session = new Session({ ...opts, onCall: (r) => { journal?.append(r); userOnCall?.(r); } });
    writeFileAtomic(join(dir, RUN_FILES.start), encodeRunSnapshot(this.session.states()));
    journal = new JournalWriter(join(dir, RUN_FILES.journal), this.session.header(settings));
    this.journal = journal;
  }

  call(server: string, tool: string, args: unknown) {
    const t0 = performance.now();
    const out = this.session.call(server, tool, args);
    this.durations.push({ seq: out.record.seq, server, tool, ms: Math.round((performance.now() - t0) * 1000) / 1000 });
    return out;
  }

  /** The same call with the kernel off the event loop (Session.callAsync); journaled in call order. */
  async callAsync(server: string, tool: string, args: unknown) {
    const t0 = performance.now();
    const out = await this.session.callAsync(server, tool, args);
    this.durations.push({ seq: out.record.seq, server, tool, ms: Math.round((performance.now() - t0) * 1000) / 1000 });
    return out;
  }

  /** Append a non-call record (LLM call, final answer). */
  append(record: JournalRecord): void {
    this.journal.append(record);
  }

  close(): void {
    try {
      this.journal.close();
      writeFileAtomic(join(this.dir, RUN_FILES.final), encodeRunSnapshot(this.session.states()));
      const total = Math.round((performance.now() - this.startedAt) * 1000) / 1000;
      writeFileAtomic(join(this.dir, RUN_FILES.timings), JSON.stringify({ note: 'wall-clock only; not deterministic, never compared', totalMs: total, calls: this.durations }, null, 2) + '\n');
    } finally {
      // Whatever failed above, the isolate does not outlive its session.
      this.session.close();
    }
  }
}

export interface OpenedRun {
  dir: string;
  header: ReturnType<typeof readJournal>['header'];
  records: JournalRecord[];
  calls: CallRecord[];
  torn: ReturnType<typeof readJournal>['torn'];
  start: Trees;
}

export function openRun(dir: string): OpenedRun {
  if (!existsSync(dir)) throw new PersonaError(`${dir}: run folder not found`);
  const j = readJournal(join(dir, RUN_FILES.journal));
  const start = readRunSnapshot(join(dir, RUN_FILES.start));
  for (const name of j.header.servers) {
    if (!start[name]) throw new PersonaError(`${join(dir, RUN_FILES.start)}: no tree for server ${name}`);
    if (hashTree(start[name]) !== j.header.snapshots[name]?.hash) {
      throw new PersonaError(`${join(dir, RUN_FILES.start)}: tree of ${name} does not match the journal header's snapshot hash`);
    }
  }
  return { dir, header: j.header, records: j.records, calls: j.records.filter((r): r is CallRecord => r.type === 'call'), torn: j.torn, start };
}
