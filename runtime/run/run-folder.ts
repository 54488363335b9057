// A run folder: everything needed to replay, diff and score one run (docs/run-format.md).
//   journal.msgpack          header + one record per tool call, LLM call and final answer, then
//                            `end` with the final state's hash
//   snapshots/<hash>.tree.msgpack   start trees that are not bundled snapshots, when no output
//                            folder store was given (run/snapshot-store.ts)
//   timings.json             wall-clock durations — the only file that is not deterministic;
//                            nothing compares it
// Folders written before content addressing also hold start.snapshot.msgpack and
// final.snapshot.msgpack; they are read and checked as they are.
import { mkdirSync, readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pack, unpack } from '../util/msgpack.ts';
import { PersonaError } from '../util/errors.ts';
import { zodMessage } from '../util/zod-error.ts';
import { writeFileAtomic } from '../util/atomic-write.ts';
import { JournalWriter, readJournal, type ReadJournal } from '../journal/journal.ts';
import { RunSnapshotFile, RUN_SNAPSHOT_FORMAT, JOURNAL_VERSION, type CallRecord, type EndRecord, type JournalHeader, type JournalRecord, type RunSettings } from '../format/run-format.ts';
import { hashTree } from '../snapshot/snapshot.ts';
import { findTree, isBundled, storeTree, SNAPSHOT_STORE } from './snapshot-store.ts';
import { Session, type SessionOptions, type Trees } from '../session/session.ts';

export const RUN_FILES = {
  journal: 'journal.msgpack',
  start: 'start.snapshot.msgpack',
  final: 'final.snapshot.msgpack',
  timings: 'timings.json',
} as const;

export function encodeRunSnapshot(trees: Trees): Buffer {
  const servers: Record<string, { hash: string; tree: unknown }> = {};
  for (const name of Object.keys(trees).sort()) servers[name] = { hash: hashTree(trees[name]), tree: trees[name] };
  return pack({ format: RUN_SNAPSHOT_FORMAT, version: 1, servers });
}

/** A run snapshot file's trees, each checked against the hash stored beside it. */
export function readRunSnapshot(file: string): Trees {
  if (!existsSync(file)) throw new PersonaError(`${file}: snapshot not found`);
  let raw: unknown;
  try {
    raw = unpack(readFileSync(file));
  } catch (e) {
    throw new PersonaError(`${file}: snapshot is corrupt (${(e as Error).message.split('\n')[0]})`);
  }
  const parsed = RunSnapshotFile.safeParse(raw);
  if (!parsed.success) throw new PersonaError(zodMessage(`${file}: snapshot`, parsed.error));
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

/** What ties a call record to the model message that asked for it (agent runs). */
export interface CallContext {
  round: number;
  toolCallId?: string;
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

  private context: CallContext | null = null;

  /**
   * `store`: where start trees that are not bundled snapshots are kept by hash (default: the run
   * folder's own snapshots/; the runner and persona serve pass their output folder's, so a tree is
   * stored once per output folder).
   */
  constructor(dir: string, opts: SessionOptions, settings: RunSettings = { kind: 'scenario' }, store?: string) {
    prepareRunDir(dir);
    this.dir = dir;
    let journal: JournalWriter | null = null;
    const userOnCall = opts.onCall;
    this.session = new Session({
      ...opts,
      onCall: (r) => {
        // The call context (agent runs) is part of the stored record, not of the kernel's answer.
        const c = this.context;
        const rec: CallRecord = c ? { ...r, round: c.round, ...(c.toolCallId !== undefined ? { toolCallId: c.toolCallId } : {}) } : r;
        journal?.append(rec);
        userOnCall?.(rec);
      },
    });
    const header: JournalHeader = { ...this.session.header(), version: JOURNAL_VERSION, settings };
    // The start state is referenced by hash: stored once per store unless it is a bundled snapshot.
    const states = this.session.states();
    for (const server of header.servers) {
      const { ref, hash } = header.snapshots[server];
      if (!isBundled(ref, hash)) storeTree(store ?? join(dir, SNAPSHOT_STORE), states[server], hash);
    }
    journal = new JournalWriter(join(dir, RUN_FILES.journal), header);
    this.journal = journal;
  }

  /** Every call from now on answers this model round's tool call (null: none). */
  setCallContext(context: CallContext | null): void {
    this.context = context;
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
      const states = this.session.states();
      const end: EndRecord = { type: 'end', final: Object.fromEntries(Object.keys(states).sort().map((s) => [s, hashTree(states[s])])) };
      this.journal.append(end);
      this.journal.close();
      // No final snapshot: the final state is rebuilt from the patches and checked against `end`.
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
  header: JournalHeader;
  /** The journal version the folder was written with (older versions are migrated on read). */
  storedVersion: number;
  records: JournalRecord[];
  calls: CallRecord[];
  torn: ReadJournal['torn'];
  corrupt: ReadJournal['corrupt'];
  /** sha256 of the journal file. */
  journalSha256: string;
  /** Per server, the hash of the final state as the journal recorded it (null: not recorded — version 1, or cut off). */
  finalHashes: Record<string, string> | null;
  start: Trees;
}

export function openRun(dir: string): OpenedRun {
  if (!existsSync(dir)) throw new PersonaError(`${dir}: run folder not found`);
  const j = readJournal(join(dir, RUN_FILES.journal));
  return openedRun(dir, j, startTrees(dir, j.header));
}

/**
 * The start state of every server of a run, each checked against the header's hash: from the run
 * folder's start.snapshot.msgpack when it has one (written before content addressing), else by
 * hash from its output folder's store or the bundled snapshots (run/snapshot-store.ts).
 */
export function startTrees(dir: string, header: JournalHeader): Trees {
  const legacy = join(dir, RUN_FILES.start);
  const start: Trees = {};
  if (existsSync(legacy)) {
    const stored = readRunSnapshot(legacy);
    for (const name of header.servers) {
      if (!stored[name]) throw new PersonaError(`${legacy}: no tree for server ${name}`);
      if (hashTree(stored[name]) !== header.snapshots[name]?.hash) throw new PersonaError(`${legacy}: tree of ${name} does not match the journal header's snapshot hash`);
      start[name] = stored[name];
    }
    return start;
  }
  for (const name of header.servers) {
    const snap = header.snapshots[name];
    if (!snap) throw new PersonaError(`${join(dir, RUN_FILES.journal)}: header names no start snapshot for server ${name}`);
    const tree = findTree(dir, snap.ref, snap.hash);
    if (!tree) {
      throw new PersonaError(`${dir}: start snapshot of ${name} (${snap.ref}, ${snap.hash.slice(0, 12)}) not found: not in ${SNAPSHOT_STORE}/ of the run or output folder, and the bundled ${snap.ref} has another hash or is missing`);
    }
    start[name] = tree;
  }
  return start;
}

function openedRun(dir: string, j: ReadJournal, start: Trees): OpenedRun {
  const end = j.records.find((r): r is EndRecord => r.type === 'end');
  return {
    dir, header: j.header, storedVersion: j.storedVersion, records: j.records, calls: j.records.filter((r): r is CallRecord => r.type === 'call'),
    torn: j.torn, corrupt: j.corrupt, journalSha256: j.sha256, finalHashes: end ? end.final : null, start,
  };
}
