// Seed calls for the traversal (paper §3.1.1: human-curated valid calls), one JSON object a line:
//   {"tool": "create_entities", "args": {...}, "intent": "create three entities", "expected": "ok"}
// `rawParams` instead of tool/args sends a deliberately malformed request as it stands.
import { readFileSync, existsSync } from 'node:fs';
import { z } from 'zod';
import { PersonaError } from '../util/errors.ts';

export const Seed = z.object({
  tool: z.string().min(1).optional(),
  args: z.unknown().optional(),
  rawParams: z.unknown().optional(),
  intent: z.string().optional(),
  expected: z.enum(['ok', 'fail']).optional(),
}).strict().refine((s) => s.tool !== undefined || s.rawParams !== undefined, { message: 'needs "tool" (or "rawParams")' });
export type Seed = z.infer<typeof Seed>;

export function readSeeds(file: string): Seed[] {
  if (!existsSync(file)) throw new PersonaError(`${file}: seeds file not found`);
  const seeds: Seed[] = [];
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('//')) return;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (e) {
      throw new PersonaError(`${file}:${i + 1}: not valid JSON (${(e as Error).message})`);
    }
    const parsed = Seed.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PersonaError(`${file}:${i + 1}: ${issue.path.length ? `field ${issue.path.join('.')}: ` : ''}${issue.message}`);
    }
    seeds.push(parsed.data);
  });
  if (!seeds.length) throw new PersonaError(`${file}: no seed calls`);
  return seeds;
}

/**
 * Replace `${NAME}` in every string of the seeds' arguments with `--var NAME=value`, so one seeds
 * file serves any data folder (`"path": "${ROOT}/notes/todo.md"`). An unset name is an error.
 */
export function substituteVars(seeds: Seed[], vars: Record<string, string>, file: string): Seed[] {
  const sub = (v: unknown): unknown => {
    if (typeof v === 'string') {
      return v.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
        if (!(name in vars)) throw new PersonaError(`${file}: uses \${${name}} but no --var ${name}=… was given`);
        return vars[name];
      });
    }
    if (Array.isArray(v)) return v.map(sub);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sub(x)]));
    return v;
  };
  return seeds.map((s) => ({ ...s, ...(s.args !== undefined ? { args: sub(s.args) } : {}), ...(s.rawParams !== undefined ? { rawParams: sub(s.rawParams) } : {}) }));
}

export function parseVars(list: string[]): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const item of list) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(item);
    if (!m) throw new PersonaError(`--var must be NAME=value (got "${item}")`);
    vars[m[1]] = m[2];
  }
  return vars;
}
