// The journal: the append-only record of a run. Layout:
//   magic "MPJ1\n" then frames of [u32 BE payload length][u32 BE crc32 of payload][msgpack payload]
// The first frame is the header. Every frame is written with one write() call, so a killed
// process leaves at most one torn frame at the end; the reader reports it and returns every whole
// record before it.

import { openSync, writeSync, fsyncSync, closeSync, readFileSync, existsSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { pack, unpack } from '../util/msgpack.ts';
import { PersonaError } from '../util/errors.ts';
import type { CallFault, CallToolResult, PatchOp } from '../kernel/types.ts';
import type { ClockSpec } from '../determinism/clock.ts';

export const JOURNAL_MAGIC = Buffer.from('MPJ1\n', 'latin1');
export const JOURNAL_VERSION = 1;
const MAX_FRAME = 256 * 1024 * 1024;

export interface JournalHeader {
  type: 'header';
  format: 'mcp-persona/journal';
  version: number;
  seed: number;
  clock: ClockSpec;
  servers: string[];
  /** Per server: the snapshot the run starts from. */
  snapshots: Record<string, { ref: string; persona: string; hash: string }>;
  /** Per server: hash of its kernels, manifest and hierarchy. */
  kernels: Record<string, string>;
  /** Model and judge settings (filled by the agent runner; empty for scripted runs). */
  settings: Record<string, unknown>;
  /** Per server, the only tools the session offered (absent: every tool of the manifest). */
  exposed?: Record<string, string[]>;
}

export interface CallRecord {
  type: 'call';
  seq: number;
  clock: string;
  server: string;
  tool: string;
  /** The arguments as sent (text made well-formed); null when the request carried none. */
  args: unknown;
  /**
   * The arguments as JSON text, when `args` cannot hold them exactly: an explicit `null`, or a
   * value nested too deep to store as structured data. Replay reads this field first.
   */
  argsJson?: string;
  result: CallToolResult;
  patch: PatchOp[];
  fault?: CallFault;
}

export interface LlmRecord {
  type: 'llm';
  cassette: string;
  key: string;
  ordinal: number;
  [k: string]: unknown;
}

export interface FinalRecord {
  type: 'final';
  answer: string;
  [k: string]: unknown;
}

export type JournalRecord = CallRecord | LlmRecord | FinalRecord;

export function encodeFrame(record: unknown): Buffer {
  const payload = pack(record);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(payload.length, 0);
  head.writeUInt32BE(crc32(payload) >>> 0, 4);
  return Buffer.concat([head, payload]);
}

export class JournalWriter {
  private fd: number | null;
  readonly file: string;

  /** Creates the file; refuses to overwrite an existing journal. */
  constructor(file: string, header: JournalHeader) {
    this.file = file;
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
    writeSync(this.fd, encodeFrame(record));
  }

  close(): void {
    if (this.fd === null) return;
    fsyncSync(this.fd);
    closeSync(this.fd);
    this.fd = null;
  }
}

export interface ReadJournal {
  header: JournalHeader;
  records: JournalRecord[];
  /** Set when the file ends in an incomplete or corrupt frame (e.g. the writer was killed). */
  torn: { offset: number; reason: string } | null;
}

export function readJournal(file: string): ReadJournal {
  if (!existsSync(file)) throw new PersonaError(`${file}: journal not found`);
  const buf = readFileSync(file);
  if (buf.length < JOURNAL_MAGIC.length || !buf.subarray(0, JOURNAL_MAGIC.length).equals(JOURNAL_MAGIC)) {
    throw new PersonaError(`${file}: not an mcp-persona journal (bad magic)`);
  }
  const frames: unknown[] = [];
  let offset = JOURNAL_MAGIC.length;
  let torn: ReadJournal['torn'] = null;
  while (offset < buf.length) {
    if (buf.length - offset < 8) {
      torn = { offset, reason: 'truncated frame header' };
      break;
    }
    const len = buf.readUInt32BE(offset);
    const sum = buf.readUInt32BE(offset + 4);
    if (len > MAX_FRAME || offset + 8 + len > buf.length) {
      torn = { offset, reason: 'truncated frame' };
      break;
    }
    const payload = buf.subarray(offset + 8, offset + 8 + len);
    if ((crc32(payload) >>> 0) !== sum) {
      torn = { offset, reason: 'checksum mismatch' };
      break;
    }
    try {
      frames.push(unpack(payload));
    } catch (e) {
      torn = { offset, reason: `undecodable frame (${(e as Error).message})` };
      break;
    }
    offset += 8 + len;
  }
  const header = frames[0] as JournalHeader | undefined;
  if (!header || header.type !== 'header' || header.format !== 'mcp-persona/journal') {
    throw new PersonaError(`${file}: journal header is missing or corrupt`);
  }
  if (header.version !== JOURNAL_VERSION) throw new PersonaError(`${file}: journal version ${header.version} is not supported (expected ${JOURNAL_VERSION})`);
  return { header, records: frames.slice(1) as JournalRecord[], torn };
}

export function callRecords(records: JournalRecord[]): CallRecord[] {
  return records.filter((r): r is CallRecord => r.type === 'call');
}
