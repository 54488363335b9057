// The journal: the append-only record of a run. Layout:
//   magic "MPJ1\n" then frames of [u32 BE payload length][u32 BE crc32 of payload][msgpack payload]
// The first frame is the header. Every frame is written with one write() call, so a killed
// process leaves at most one torn frame at the end. Reading tells the two ways a journal can be
// damaged apart:
//   torn     the file ends inside a frame and no whole frame follows (a killed writer): the whole
//            records before it are the run so far;
//   corrupt  a frame whose checksum does not match, or a cut after which whole frames follow
//            (a flipped byte, a bad copy): the journal is not whole.
// Every record is checked against the run format's schemas (runtime/format/run-format.ts); version-1
// headers are migrated on read.

import { openSync, writeSync, fsyncSync, closeSync, readFileSync, existsSync, statSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { pack, unpack } from '../util/msgpack.ts';
import { sha256Hex } from '../util/canonical.ts';
import { PersonaError } from '../util/errors.ts';
import { zodMessage } from '../util/zod-error.ts';
import {
  JournalHeader as HeaderSchema, JournalRecord as RecordSchema, JOURNAL_FORMAT, JOURNAL_VERSION, READABLE_JOURNAL_VERSIONS, migrateHeader,
  type JournalHeader, type JournalRecord, type CallRecord,
} from '../format/run-format.ts';

export { JOURNAL_VERSION };
export type { JournalHeader, JournalRecord, CallRecord, LlmRecord, FinalRecord, EndRecord, RunSettings } from '../format/run-format.ts';

export const JOURNAL_MAGIC = Buffer.from('MPJ1\n', 'latin1');
const MAX_FRAME = 256 * 1024 * 1024;

export function encodeFrame(record: unknown): Buffer {
  const payload = pack(record);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(payload.length, 0);
  head.writeUInt32BE(crc32(payload) >>> 0, 4);
  return Buffer.concat([head, payload]);
}

/** Checks a record against the schema before it is written: a bad record is a bug, caught here. */
function checked<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError } }, value: unknown, where: string): void {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(zodMessage(where, r.error));
}

export class JournalWriter {
  private fd: number | null;
  readonly file: string;

  /** Creates the file; refuses to overwrite an existing journal. */
  constructor(file: string, header: JournalHeader) {
    this.file = file;
    checked(HeaderSchema, header, `${file}: header to write`);
    try {
      this.fd = openSync(file, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw new PersonaError(`${file}: a journal already exists here (not overwritten)`);
      throw e;
    }
    writeSync(this.fd, Buffer.concat([JOURNAL_MAGIC, encodeFrame(header)]));
  }

  append(record: JournalRecord): void {
    if (this.fd === null) throw new Error(`journal ${this.file} is closed`);
    checked(RecordSchema, record, `${this.file}: record to append`);
    writeSync(this.fd, encodeFrame(record));
  }

  close(): void {
    if (this.fd === null) return;
    fsyncSync(this.fd);
    closeSync(this.fd);
    this.fd = null;
  }
}

export interface JournalDamage {
  /** Byte offset of the first frame that is not whole. */
  offset: number;
  reason: string;
}

export interface ReadJournal {
  header: JournalHeader;
  /** The version the file was written with (1 is migrated on read). */
  storedVersion: number;
  /** Every whole record before the first damage. */
  records: JournalRecord[];
  /** The file ends in an incomplete frame and nothing whole follows (e.g. the writer was killed). */
  torn: JournalDamage | null;
  /** A frame in the file is damaged (checksum mismatch, or whole frames after a cut). */
  corrupt: JournalDamage | null;
  /** sha256 of the file's bytes: what a score file records to notice a journal changed. */
  sha256: string;
  bytes: number;
}

type FrameAt = { ok: true; payload: Buffer; next: number } | { ok: false; kind: 'truncated' | 'checksum'; reason: string };

function frameAt(buf: Buffer, offset: number): FrameAt {
  if (buf.length - offset < 8) return { ok: false, kind: 'truncated', reason: 'truncated frame header' };
  const len = buf.readUInt32BE(offset);
  const sum = buf.readUInt32BE(offset + 4);
  if (len > MAX_FRAME || offset + 8 + len > buf.length) return { ok: false, kind: 'truncated', reason: 'truncated frame' };
  const payload = buf.subarray(offset + 8, offset + 8 + len);
  if ((crc32(payload) >>> 0) !== sum) return { ok: false, kind: 'checksum', reason: 'checksum mismatch' };
  return { ok: true, payload, next: offset + 8 + len };
}

/** Whether a whole, checksummed frame starts anywhere after `offset` (then a cut is not a torn tail). */
function wholeFrameAfter(buf: Buffer, offset: number): boolean {
  for (let o = offset + 1; o + 9 <= buf.length; o += 1) {
    const len = buf.readUInt32BE(o);
    // Every record is a msgpack map: a candidate payload starts with a map marker.
    if (len === 0 || o + 8 + len > buf.length) continue;
    const b = buf[o + 8];
    if (!((b >= 0x80 && b <= 0x8f) || b === 0xde || b === 0xdf)) continue;
    if ((crc32(buf.subarray(o + 8, o + 8 + len)) >>> 0) === buf.readUInt32BE(o + 4)) return true;
  }
  return false;
}

export function readJournal(file: string): ReadJournal {
  if (!existsSync(file)) throw new PersonaError(`${file}: journal not found`);
  if (statSync(file).isDirectory()) throw new PersonaError(`${file}: a directory where the journal file is expected`);
  const buf = readFileSync(file);
  if (buf.length < JOURNAL_MAGIC.length || !buf.subarray(0, JOURNAL_MAGIC.length).equals(JOURNAL_MAGIC)) {
    throw new PersonaError(`${file}: not an mcp-persona journal (bad magic)`);
  }
  const frames: { offset: number; value: unknown }[] = [];
  let offset = JOURNAL_MAGIC.length;
  let torn: JournalDamage | null = null;
  let corrupt: JournalDamage | null = null;
  while (offset < buf.length) {
    const f = frameAt(buf, offset);
    if (!f.ok) {
      if (f.kind === 'checksum' || wholeFrameAfter(buf, offset)) corrupt = { offset, reason: f.kind === 'checksum' ? f.reason : `${f.reason}, with whole frames after it` };
      else torn = { offset, reason: f.reason };
      break;
    }
    let value: unknown;
    try {
      value = unpack(f.payload);
    } catch (e) {
      corrupt = { offset, reason: `undecodable frame (${(e as Error).message.split('\n')[0]})` };
      break;
    }
    frames.push({ offset, value });
    offset = f.next;
  }
  const first = frames[0];
  const raw = first?.value as { type?: unknown; format?: unknown; version?: unknown } | undefined;
  if (!raw || typeof raw !== 'object' || raw.type !== 'header' || raw.format !== JOURNAL_FORMAT) {
    const why = corrupt ?? torn;
    throw new PersonaError(`${file}: journal header is missing or corrupt${why ? ` (byte ${why.offset}: ${why.reason})` : ''}`);
  }
  const storedVersion = raw.version;
  if (typeof storedVersion !== 'number' || !(READABLE_JOURNAL_VERSIONS as readonly number[]).includes(storedVersion)) {
    throw new PersonaError(`${file}: journal version ${String(storedVersion)} is not supported (this mcp-persona reads versions ${READABLE_JOURNAL_VERSIONS.join(' and ')})`);
  }
  const h = HeaderSchema.safeParse(migrateHeader(raw));
  if (!h.success) throw new PersonaError(zodMessage(`${file}: header (byte ${first.offset})`, h.error));
  const records: JournalRecord[] = [];
  for (const fr of frames.slice(1)) {
    const r = RecordSchema.safeParse(fr.value);
    if (!r.success) throw new PersonaError(zodMessage(`${file}: record at byte ${fr.offset}`, r.error));
    if (storedVersion >= 2 && h.data.settings.kind === 'agent' && r.data.type === 'call' && r.data.round === undefined) {
      throw new PersonaError(`${file}: record at byte ${fr.offset}: field round: required in a call record of an agent run`);
    }
    records.push(r.data);
  }
  return { header: h.data, storedVersion, records, torn, corrupt, sha256: sha256Hex(buf), bytes: buf.length };
}

/** One line saying how a journal is damaged, or null when it is whole. */
export function journalDamage(file: string, j: Pick<ReadJournal, 'torn' | 'corrupt' | 'records'>): string | null {
  if (j.corrupt) return `${file}: journal is corrupt at byte ${j.corrupt.offset} (${j.corrupt.reason}); ${j.records.length} whole records before it`;
  if (j.torn) return `${file}: journal ends in a torn record at byte ${j.torn.offset} (${j.torn.reason}; the writer was stopped mid-record); ${j.records.length} whole records before it`;
  return null;
}

export function callRecords(records: JournalRecord[]): CallRecord[] {
  return records.filter((r): r is CallRecord => r.type === 'call');
}
