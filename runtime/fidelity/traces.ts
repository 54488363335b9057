// Trace files (one call per line, the format of examples/traces/README.md): read and check them, with a
// one-line error naming the file, line and field for anything malformed.
import { readFileSync, existsSync } from 'node:fs';
import { z } from 'zod';
import { PersonaError } from '../util/errors.ts';
import { jsonObject } from '../util/json-object.ts';

export const FAILURE_CLASSES = ['type_mismatch', 'schema_violation', 'boundary_condition', 'semantic_conflict'] as const;
export type FailureClass = (typeof FAILURE_CLASSES)[number];

export const Induced = z.object({
  class: z.enum(FAILURE_CLASSES),
  /** seq of the successful seed call it was derived from. */
  from: z.number().int(),
  /** What was changed, for people: `args.tasks: array -> string`. */
  change: z.string(),
});
export type Induced = z.infer<typeof Induced>;

// What the recorder wrote (server, seq, response …) is checked strictly; what the client sent
// (`tool`, `args`, `rawParams`) is whatever JSON it was: a real server answered it, so the line is
// replayed, never refused.
const TraceLineRecord = z.object({
  server: z.string().min(1),
  seq: z.number().int().nonnegative(),
  tool: z.unknown().optional(),
  args: z.unknown().optional(),
  rawParams: z.unknown().optional(),
  response: jsonObject(),
  responseKind: z.enum(['result', 'jsonrpc_error']),
  isError: z.boolean(),
  intent: z.string().nullish(),
  expected: z.enum(['ok', 'fail']).nullish(),
  semanticStatus: z.string().nullish(),
  induced: Induced.optional(),
  state_before: z.unknown(),
  state_after: z.unknown(),
}).passthrough();

/**
 * One trace line. `tool` is the tool name when the client sent a string as `params.name`, else
 * null; a request whose name was anything else (an array, a number, an object …) keeps exactly
 * what was sent in `rawParams`, which the harness replays as it stands.
 */
export type TraceLine = z.infer<typeof TraceLineRecord> & { tool: string | null };

/** A parsed line, with a name that was not a string moved into the raw request it was. */
export function normalizeTraceLine(line: z.infer<typeof TraceLineRecord>): TraceLine {
  if (line.tool === null || line.tool === undefined || typeof line.tool === 'string') return { ...line, tool: (line.tool as string | null | undefined) ?? null };
  const rawParams = line.rawParams !== undefined ? line.rawParams : { name: line.tool, ...(line.args !== undefined ? { arguments: line.args } : {}) };
  return { ...line, tool: null, rawParams };
}

export function parseTraces(text: string, file: string): TraceLine[] {
  const out: TraceLine[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (e) {
      throw new PersonaError(`${file}:${i + 1}: not valid JSON (${(e as Error).message})`);
    }
    const parsed = TraceLineRecord.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PersonaError(`${file}:${i + 1}: field ${issue.path.join('.') || '(line)'}: ${issue.message}`);
    }
    if (!('state_before' in (raw as object))) throw new PersonaError(`${file}:${i + 1}: field state_before: missing (Context Reconstruction needs it)`);
    out.push(normalizeTraceLine(parsed.data));
  });
  if (out.length === 0) throw new PersonaError(`${file}: no traces in the file`);
  return out;
}

export function readTraces(file: string): TraceLine[] {
  if (!existsSync(file)) throw new PersonaError(`${file}: trace file not found`);
  return parseTraces(readFileSync(file, 'utf8'), file);
}
