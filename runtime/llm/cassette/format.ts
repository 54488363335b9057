// The cassette file: msgpack of
//   { format: "mcp-persona/cassette", version: 1, entries: [Entry, …] }
// Entry = { key, ordinal, request: NormalizedRequest, response: { status, statusText, headers,
//           body } | { status, statusText, headers, frames } }
// `body` holds a whole response's bytes; `frames` an SSE response's frames, each exactly as
// received (with its terminating blank line). Entries are sorted by key, then ordinal, so the
// bytes of a file depend only on what it holds, never on the order requests finished in.
import { readFileSync, mkdirSync, existsSync } from 'node:fs';
import { writeFileAtomic } from '../../util/atomic-write.ts';
import { dirname } from 'node:path';
import { z } from 'zod';
import { pack, unpack } from '../../util/msgpack.ts';
import { PersonaError } from '../../util/errors.ts';
import type { NormalizedRequest } from './normalize.ts';

export const CASSETTE_FORMAT = 'mcp-persona/cassette';
export const CASSETTE_VERSION = 1;
/** File name ending that `persona cassette ls` and `prune` look for in a folder. */
export const CASSETTE_SUFFIX = '.cassette.msgpack';

export interface RecordedResponse {
  status: number;
  statusText: string;
  /** Only content-type and content-encoding (the rest of a response's headers is volatile or identifying). */
  headers: Record<string, string>;
  body?: Buffer;
  frames?: Buffer[];
}

export interface CassetteEntry {
  key: string;
  ordinal: number;
  request: NormalizedRequest;
  response: RecordedResponse;
}

const Bytes = z.custom<Uint8Array>((v) => v instanceof Uint8Array, { message: 'expected bytes' });

const EntrySchema = z.object({
  key: z.string().regex(/^[0-9a-f]{64}$/, 'expected a SHA-256 hex key'),
  ordinal: z.number().int().nonnegative(),
  request: z.object({
    method: z.string(),
    path: z.string(),
    query: z.record(z.string(), z.array(z.string())).optional(),
    headers: z.record(z.string(), z.string()).optional(),
    bodyFormat: z.enum(['text', 'base64']).optional(),
    body: z.unknown(),
  }),
  response: z
    .object({
      status: z.number().int().min(100).max(599),
      statusText: z.string(),
      headers: z.record(z.string(), z.string()),
      body: Bytes.optional(),
      frames: z.array(Bytes).optional(),
    })
    .refine((r) => (r.body === undefined) !== (r.frames === undefined), { message: 'a response holds either body or frames' }),
});

const FileSchema = z.object({
  format: z.literal(CASSETTE_FORMAT),
  version: z.number().int(),
  entries: z.array(z.unknown()),
});

function issueText(file: string, prefix: string, error: z.ZodError): string {
  const issue = error.issues[0];
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return `${file}: field ${path || '(root)'}: ${issue.message}`;
}

export function decodeCassette(bytes: Uint8Array, file: string): CassetteEntry[] {
  let raw: unknown;
  try {
    raw = unpack(bytes);
  } catch (e) {
    throw new PersonaError(`${file}: not a cassette (undecodable msgpack: ${(e as Error).message})`);
  }
  const head = FileSchema.safeParse(raw);
  if (!head.success) {
    const fmt = (raw as { format?: unknown } | null)?.format;
    if (fmt !== CASSETTE_FORMAT) throw new PersonaError(`${file}: not an mcp-persona cassette (format is ${JSON.stringify(fmt ?? null)})`);
    throw new PersonaError(issueText(file, '', head.error));
  }
  if (head.data.version !== CASSETTE_VERSION) {
    throw new PersonaError(`${file}: cassette schema version ${head.data.version} is not supported (this build reads version ${CASSETTE_VERSION})`);
  }
  return head.data.entries.map((e, i) => {
    const parsed = EntrySchema.safeParse(e);
    if (!parsed.success) throw new PersonaError(issueText(file, `entries.${i}`, parsed.error));
    const r = parsed.data.response;
    const response: RecordedResponse = { status: r.status, statusText: r.statusText, headers: r.headers };
    if (r.body) response.body = Buffer.from(r.body);
    if (r.frames) response.frames = r.frames.map((f) => Buffer.from(f));
    return { key: parsed.data.key, ordinal: parsed.data.ordinal, request: parsed.data.request as NormalizedRequest, response };
  });
}

export function readCassetteFile(file: string): CassetteEntry[] {
  if (!existsSync(file)) throw new PersonaError(`${file}: cassette not found`);
  return decodeCassette(readFileSync(file), file);
}

export function compareEntries(a: { key: string; ordinal: number }, b: { key: string; ordinal: number }): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : a.ordinal - b.ordinal;
}

/** The file's bytes: fixed field order, entries sorted. */
export function encodeCassette(entries: Iterable<CassetteEntry>): Buffer {
  const sorted = [...entries].sort(compareEntries);
  return pack({
    format: CASSETTE_FORMAT,
    version: CASSETTE_VERSION,
    entries: sorted.map((e) => {
      const request: Record<string, unknown> = { method: e.request.method, path: e.request.path };
      if (e.request.query) request.query = e.request.query;
      if (e.request.headers) request.headers = e.request.headers;
      if (e.request.bodyFormat) request.bodyFormat = e.request.bodyFormat;
      request.body = e.request.body;
      const response: Record<string, unknown> = { status: e.response.status, statusText: e.response.statusText, headers: e.response.headers };
      if (e.response.frames) response.frames = e.response.frames;
      else response.body = e.response.body ?? Buffer.alloc(0);
      return { key: e.key, ordinal: e.ordinal, request, response };
    }),
  });
}

/** Atomic (util/atomic-write.ts): a reader never sees half a cassette, and a crash never leaves one behind. */
export function writeCassetteFile(file: string, entries: Iterable<CassetteEntry>): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, encodeCassette(entries));
}
