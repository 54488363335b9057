// Trace files (one call per line, the format of examples/traces/README.md): read and check them, with a
// one-line error naming the file, line and field for anything malformed.
import { readFileSync, existsSync } from 'node:fs';
import { z } from 'zod';
import { PersonaError } from '../util/errors.ts';

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

export const TraceLine = z.object({
  server: z.string().min(1),
  seq: z.number().int().nonnegative(),
  tool: z.string().nullable(),
  args: z.unknown(),
  rawParams: z.unknown().optional(),
  response: z.record(z.string(), z.unknown()),
  responseKind: z.enum(['result', 'jsonrpc_error']),
  isError: z.boolean(),
  intent: z.string().nullish(),
  expected: z.enum(['ok', 'fail']).nullish(),
  semanticStatus: z.string().nullish(),
  induced: Induced.optional(),
  state_before: z.unknown(),
  state_after: z.unknown(),
}).passthrough();
export type TraceLine = z.infer<typeof TraceLine>;

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
    const parsed = TraceLine.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PersonaError(`${file}:${i + 1}: field ${issue.path.join('.') || '(line)'}: ${issue.message}`);
    }
    if (!('state_before' in (raw as object))) throw new PersonaError(`${file}:${i + 1}: field state_before: missing (Context Reconstruction needs it)`);
    out.push(parsed.data);
  });
  if (out.length === 0) throw new PersonaError(`${file}: no traces in the file`);
  return out;
}

export function readTraces(file: string): TraceLine[] {
  if (!existsSync(file)) throw new PersonaError(`${file}: trace file not found`);
  return parseTraces(readFileSync(file, 'utf8'), file);
}
