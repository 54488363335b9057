// Scenario files (JSONL): line 1 is the header {servers, snapshot, seed, clock}; every other
// line is one tool call {server?, tool, args, note?, expect?}. Used by `persona exec`.
import { readFileSync, existsSync } from 'node:fs';
import { z } from 'zod';
import { ClockSpec } from '../determinism/clock.ts';
import { PersonaError } from '../util/errors.ts';
import { jsonObject } from '../util/json-object.ts';

export const ScenarioHeader = z.object({
  servers: z.array(z.string().min(1)).min(1),
  snapshot: z.record(z.string(), z.string().min(1)).optional(),
  seed: z.number().int().default(0),
  clock: ClockSpec.optional(),
}).strict();

export const ScenarioCall = z.object({
  server: z.string().min(1).optional(),
  tool: z.string().min(1),
  args: jsonObject().default({}),
  note: z.string().optional(),
  expect: z.object({ isError: z.boolean().optional() }).strict().optional(),
}).strict();

export type ScenarioHeader = z.infer<typeof ScenarioHeader>;
export type ScenarioCall = z.infer<typeof ScenarioCall> & { line: number; server: string };

export interface Scenario {
  file: string;
  header: ScenarioHeader;
  calls: ScenarioCall[];
}

function fail(file: string, line: number, issue: z.core.$ZodIssue | string): never {
  if (typeof issue === 'string') throw new PersonaError(`${file}:${line}: ${issue}`);
  const where = issue.path.length ? `field ${issue.path.join('.')}: ` : '';
  throw new PersonaError(`${file}:${line}: ${where}${issue.message}`);
}

export function parseScenario(file: string): Scenario {
  if (!existsSync(file)) throw new PersonaError(`${file}: scenario file not found`);
  const lines = readFileSync(file, 'utf8').split('\n');
  let header: ScenarioHeader | null = null;
  const calls: ScenarioCall[] = [];
  lines.forEach((text, idx) => {
    const line = idx + 1;
    if (text.trim() === '') return;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (e) {
      fail(file, line, `not valid JSON (${(e as Error).message})`);
    }
    if (header === null) {
      const h = ScenarioHeader.safeParse(raw);
      if (!h.success) fail(file, line, h.error.issues[0]);
      header = h.data;
      return;
    }
    const c = ScenarioCall.safeParse(raw);
    if (!c.success) fail(file, line, c.error.issues[0]);
    const server = c.data.server ?? (header.servers.length === 1 ? header.servers[0] : undefined);
    if (!server) fail(file, line, 'field server: required when the scenario has several servers');
    if (!header.servers.includes(server)) fail(file, line, `field server: "${server}" is not in the header's servers (${header.servers.join(', ')})`);
    calls.push({ ...c.data, server, line });
  });
  if (header === null) throw new PersonaError(`${file}: empty scenario (line 1 must be the header)`);
  return { file, header, calls };
}
