// The conversation a run starts with: a system message (who the agent works for, the run's
// current time, and — in the skills ablation — a skills document) and the user's request with
// its context list (necessary, unnecessary unless left out, and drawn distractor paragraphs).
// Its wording is part of the benchmark: changing it changes every cassette key, so it carries a
// version that goes into each run's settings.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from '../servers/registry.ts';
import { PersonaError } from '../util/errors.ts';
import { clockAt, defaultClock } from '../determinism/clock.ts';
import type { Task } from '../tasks/schema.ts';
import type { ChatMessage } from '../llm/types.ts';

export const PROMPT_VERSION = 1;
export const PERSONAS_DIR = join(REPO_ROOT, 'snapshots', 'personas');

const PersonaFile = z.object({
  persona: z.string(),
  owner: z.object({ name: z.string(), first_name: z.string().optional(), title: z.string().optional(), city: z.string().optional(), email: z.string().optional() }).passthrough(),
  company: z.object({ name: z.string() }).passthrough().optional(),
}).passthrough();

export interface PersonaInfo {
  name: string;
  firstName: string;
  title?: string;
  company?: string;
  city?: string;
}

const personaCache = new Map<string, PersonaInfo>();

export function loadPersona(persona: string, dir = PERSONAS_DIR): PersonaInfo {
  const hit = personaCache.get(`${dir}\0${persona}`);
  if (hit) return hit;
  const file = join(dir, `${persona}.json`);
  if (!existsSync(file)) throw new PersonaError(`${file}: persona "${persona}" not found`);
  const parsed = PersonaFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new PersonaError(`${file}: field ${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`);
  const o = parsed.data.owner;
  const info = { name: o.name, firstName: o.first_name ?? o.name.split(' ')[0], title: o.title, company: parsed.data.company?.name, city: o.city };
  personaCache.set(`${dir}\0${persona}`, info);
  return info;
}

export interface PromptOptions {
  /** `all`: necessary and unnecessary context (the paper's default); `necessary`: necessary only. */
  context: 'all' | 'necessary';
  /** Distractor paragraphs appended to the context list (Table 9). */
  distractors: string[];
  /** A skills document added to the system message (Table 5), or null. */
  skills: string | null;
}

export function systemPrompt(task: Task, skills: string | null): string {
  const p = loadPersona(task.persona);
  const clock = { ...defaultClock(), ...(task.clock ?? {}) };
  const now = new Date(clockAt(clock, 1)).toISOString().replace('.000Z', 'Z');
  const who = [p.title, p.company ? `at ${p.company}` : ''].filter(Boolean).join(' ');
  const lines = [
    `You are the personal assistant of ${p.name}${who ? ` (${who})` : ''}. You act for ${p.firstName} through the tools you are given, which are connected to ${p.firstName}'s own accounts.`,
    'Requests often leave things implicit — who a person is, which group, event, note or post is meant. Find them out with the tools; never guess an ID or invent information.',
    `When you have finished, reply to ${p.firstName} with a short message that reports what you did and the information that was asked for.`,
    `The current time is ${now}.`,
  ];
  if (skills) lines.push('', '# Skills', '', skills.trim());
  return lines.join('\n');
}

export function userPrompt(task: Task, opts: PromptOptions): string {
  const items = [...task.context.necessary, ...(opts.context === 'all' ? task.context.unnecessary : []), ...opts.distractors];
  if (!items.length) return task.instruction;
  return `${task.instruction}\n\nContext:\n${items.map((c) => `- ${c}`).join('\n')}`;
}

export function initialMessages(task: Task, opts: PromptOptions): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(task, opts.skills) },
    { role: 'user', content: userPrompt(task, opts) },
  ];
}
