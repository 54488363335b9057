// The one way a zod validation failure becomes a user-facing message: one line naming the file
// (or argument), the field path and what is wrong — the first issue only, never a dump.
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { PersonaError } from './errors.ts';

/** `a.b[2].c` for a zod issue path; `(root)` for the value itself. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out || '(root)';
}

/** `<where>: field <path>: <message>` for the first issue of `error`. */
export function zodMessage(where: string, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `${where}: invalid`;
  return `${where}: field ${fieldPath(issue.path)}: ${issue.message.split('\n')[0]}`;
}

/** Parse `value` with `schema`, or throw a one-line PersonaError naming `where` and the field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new PersonaError(zodMessage(where, r.error));
  return r.data;
}

/** A JSON file checked against `schema`: one line naming the file when it is not JSON (`not a JSON <what>`) or a field is wrong. */
export function readJsonFileOrThrow<S extends z.ZodType>(schema: S, file: string, what: string): z.infer<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new PersonaError(`${file}: not a JSON ${what} (${(e as Error).message})`);
  }
  return parseOrThrow(schema, raw, file);
}
