// Cassettes in memory: one CassetteFile per file on disk (shared by every session of the process
// that opens it, so concurrent recorders never overwrite each other's entries), and one
// CassetteSession per run, which numbers repeated identical requests (ordinal 0, 1, 2 … per key)
// in the order the run issued them.
import { statSync, existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { PersonaError } from '../../util/errors.ts';
import { CassetteMissError } from '../errors.ts';
import { closestRequest } from './diff.ts';
import { compareEntries, readCassetteFile, writeCassetteFile, type CassetteEntry } from './format.ts';
import { normalizeRequest, secretList, type Normalized, type RawRequest } from './normalize.ts';

export const CASSETTE_MODES = ['replay', 'record', 'auto', 'off'] as const;
export type CassetteMode = (typeof CASSETTE_MODES)[number];

export function parseCassetteMode(value: string, where: string): CassetteMode {
  if ((CASSETTE_MODES as readonly string[]).includes(value)) return value as CassetteMode;
  throw new PersonaError(`${where}: cassette mode must be one of ${CASSETTE_MODES.join(', ')} (got ${JSON.stringify(value)})`);
}

const slot = (key: string, ordinal: number) => `${key}#${ordinal}`;

export class CassetteFile {
  private entries = new Map<string, CassetteEntry>();
  private counts = new Map<string, number>();
  /** mtime and size when last read or written: a change on disk (another process) is reloaded. */
  private stamp: string | null = null;

  constructor(readonly path: string) {
    this.refresh();
  }

  get exists(): boolean {
    return existsSync(this.path);
  }

  /** Reload if the file changed on disk since we last read or wrote it. */
  refresh(): void {
    const now = fileStamp(this.path);
    if (now === this.stamp) return;
    this.entries.clear();
    this.counts.clear();
    if (now !== null) for (const e of readCassetteFile(this.path)) this.index(e);
    this.stamp = now;
  }

  get(key: string, ordinal: number): CassetteEntry | undefined {
    return this.entries.get(slot(key, ordinal));
  }

  /** How many ordinals of `key` are recorded. */
  recordedCount(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  all(): CassetteEntry[] {
    return [...this.entries.values()].sort(compareEntries);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Add or replace one exchange and write the whole file (atomically, entries sorted). */
  put(entry: CassetteEntry): void {
    this.refresh();
    this.index(entry);
    writeCassetteFile(this.path, this.entries.values());
    this.stamp = fileStamp(this.path);
  }

  private index(e: CassetteEntry): void {
    const s = slot(e.key, e.ordinal);
    if (!this.entries.has(s)) this.counts.set(e.key, (this.counts.get(e.key) ?? 0) + 1);
    this.entries.set(s, e);
  }
}

function fileStamp(path: string): string | null {
  try {
    const st = statSync(path);
    return `${st.mtimeMs}:${st.size}:${st.ino}`;
  } catch {
    return null;
  }
}

const openFiles = new Map<string, CassetteFile>();

/** The process-wide CassetteFile for a path. */
export function cassetteFile(path: string): CassetteFile {
  const abs = resolve(path);
  let f = openFiles.get(abs);
  if (!f) {
    f = new CassetteFile(abs);
    openFiles.set(abs, f);
  } else {
    f.refresh();
  }
  return f;
}

export interface CassetteSessionOptions {
  mode?: CassetteMode;
  /** Values to redact wherever they appear (the client adds the API key it read). */
  secrets?: readonly string[];
  /** Body fields left out of key and file; default VOLATILE_BODY_FIELDS. */
  volatileFields?: readonly string[];
}

/** One exchange this session served, for the run's journal: `{type:"llm", cassette, key, ordinal}`. */
export interface CassetteUse {
  cassette: string;
  key: string;
  ordinal: number;
  source: 'replay' | 'record';
}

export class CassetteSession {
  readonly file: CassetteFile;
  /** The path as the user gave it (relative to the working directory, or absolute): what journals record. */
  readonly label: string;
  readonly mode: CassetteMode;
  readonly volatileFields?: readonly string[];
  private secrets: string[];
  private counters = new Map<string, number>();
  /** Orders ordinal assignment by dispatch order even when a request body must be read first. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(path: string, opts: CassetteSessionOptions = {}) {
    this.label = path.split(sep).join('/');
    this.mode = opts.mode ?? 'replay';
    this.volatileFields = opts.volatileFields;
    this.secrets = secretList(opts.secrets ?? []);
    this.file = cassetteFile(path);
  }

  addSecrets(values: Iterable<string | undefined | null>): void {
    this.secrets = secretList([...this.secrets, ...values]);
  }

  /**
   * Normalize a request and give it the next ordinal of its key. Calls are served strictly in the
   * order they were made, whatever order their bodies become available in.
   */
  assign(raw: Promise<RawRequest> | RawRequest): Promise<{ normalized: Normalized; ordinal: number }> {
    const pending = Promise.resolve(raw);
    const next = this.queue.then(async () => {
      const normalized = normalizeRequest(await pending, { secrets: this.secrets, volatileFields: this.volatileFields });
      const ordinal = this.counters.get(normalized.key) ?? 0;
      this.counters.set(normalized.key, ordinal + 1);
      return { normalized, ordinal };
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  lookup(key: string, ordinal: number): CassetteEntry | undefined {
    return this.file.get(key, ordinal);
  }

  record(entry: CassetteEntry): void {
    this.file.put(entry);
  }

  /** The one-line error of a replay miss: the key, the closest recorded request, the differing fields. */
  missError(n: Normalized, ordinal: number): CassetteMissError {
    const what = `${n.request.method} ${n.request.path} (key ${n.key}, occurrence #${ordinal})`;
    const head = `cassette miss in ${this.label}: ${what} is not recorded`;
    if (!this.file.exists) {
      return new CassetteMissError(`${head}; the cassette file does not exist (record it with cassette mode record or auto)`, n.key, ordinal, null);
    }
    const times = this.file.recordedCount(n.key);
    if (times > 0) {
      return new CassetteMissError(
        `${head}; this exact request was recorded ${times === 1 ? 'once (occurrence #0)' : `${times} times (occurrences #0-#${times - 1})`}, so this run sends it more often than the recorded one did`,
        n.key,
        ordinal,
        { key: n.key, ordinal: times - 1, differences: [] },
      );
    }
    const best = closestRequest(n.request, this.file.all());
    if (!best) return new CassetteMissError(`${head}; the cassette holds no recordings`, n.key, ordinal, null);
    const shown = best.differences.slice(0, 8).join(', ');
    const more = best.differences.length > 8 ? ` and ${best.differences.length - 8} more` : '';
    const c = best.candidate;
    return new CassetteMissError(
      `${head}; closest recorded: key ${c.key} #${c.ordinal} (${c.request.method} ${c.request.path}), which differs in ${shown}${more}`,
      n.key,
      ordinal,
      { key: c.key, ordinal: c.ordinal, differences: best.differences },
    );
  }
}

/** Open a cassette for one run. `mode` defaults to replay. */
export function openCassette(path: string, opts: CassetteSessionOptions = {}): CassetteSession {
  return new CassetteSession(path, opts);
}
