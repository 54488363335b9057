// The paper's ablations as run options: distractor paragraphs drawn with the run's seed from the
// bundled pool (Table 9), a skills document per server (Table 5), and which tools the agent sees
// (Table 6: the task's servers, or every server).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { sfc32 } from '../context/ids.js';
import { sampleWithout } from '../determinism/sample.ts';
import { availableServers, loadServer } from '../servers/registry.ts';
import { SNAPSHOTS_DIR } from '../snapshot/snapshot.ts';
import { TASKS_DIR, SERVER_FAMILY, INFORMATION_SERVERS } from '../tasks/load.ts';
import { PersonaError } from '../util/errors.ts';
import { wordnetParagraphs } from '../tasks/distractors.ts';
import type { Task } from '../tasks/schema.ts';

export const DISTRACTOR_POOL = join(TASKS_DIR, '_distractors', 'pool.json');
export const SKILLS_DIR = join(TASKS_DIR, '_skills');

const Pool = z.object({
  format: z.literal('mcp-persona/distractors'),
  version: z.literal(2),
  paragraphs: z.array(z.string().min(1)).min(1),
  /** Generated corpora appended after the hand-written paragraphs (runtime/tasks/distractors.ts). */
  corpora: z.array(z.literal('wordnet')).default([]),
});

let poolCache: { file: string; paragraphs: string[] } | null = null;

export function loadDistractorPool(file = DISTRACTOR_POOL): string[] {
  if (poolCache?.file === file) return poolCache.paragraphs;
  if (!existsSync(file)) throw new PersonaError(`${file}: distractor pool not found`);
  const parsed = Pool.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new PersonaError(`${file}: field ${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`);
  const paragraphs = [...parsed.data.paragraphs, ...(parsed.data.corpora.includes('wordnet') ? wordnetParagraphs() : [])];
  poolCache = { file, paragraphs };
  return paragraphs;
}

/** `count` distinct paragraphs for a task, drawn with the run's seed: same seed and task, same paragraphs in the same order. */
export function drawDistractors(runSeed: number, taskId: string, count: number, given?: string[]): string[] {
  if (count <= 0) return [];
  const pool = given ?? loadDistractorPool();
  if (count > pool.length) throw new PersonaError(`--distractors ${count}: the pool has only ${pool.length} paragraphs`);
  const d = createHash('sha256').update(`mcp-persona/distractors/v1\0${runSeed}\0${taskId}`).digest();
  const random = sfc32([d.readUInt32BE(0), d.readUInt32BE(4), d.readUInt32BE(8), d.readUInt32BE(12)]);
  return sampleWithout(pool, count, random);
}

/** Servers with a bundled skills document (tasks/_skills/<server>.md). */
export function bundledSkills(): string[] {
  if (!existsSync(SKILLS_DIR)) return [];
  return readdirSync(SKILLS_DIR).filter((n) => n.endsWith('.md')).map((n) => n.slice(0, -3)).sort();
}

export interface SkillsChoice {
  /** `none`, `ours` (the bundled per-server documents) or `file:<name>` (a document given by path). */
  label: string;
  /** The document for a task (null: none applies). */
  forTask(task: Task): string | null;
}

export function skillsChoice(value: string | undefined): SkillsChoice {
  if (!value || value === 'none') return { label: 'none', forTask: () => null };
  if (value === 'ours') {
    return {
      label: 'ours',
      forTask: (task) => {
        const docs = task.servers.filter((s) => existsSync(join(SKILLS_DIR, `${s}.md`))).map((s) => readFileSync(join(SKILLS_DIR, `${s}.md`), 'utf8').trim());
        return docs.length ? docs.join('\n\n') : null;
      },
    };
  }
  if (!existsSync(value)) throw new PersonaError(`--skills: ${value}: file not found (give none, ours, or a Markdown file)`);
  const doc = readFileSync(value, 'utf8');
  return { label: `file:${basename(value)}`, forTask: () => doc };
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The servers a run's session holds: the task's own (`task`), or every personal-application and
 * information-seeking server of the benchmark that is installed (`all`; the fidelity harness's reference servers under
 * kernels/ are not part of it), each on the persona's snapshot where it has one, else the server's
 * default.
 */
export function sessionServers(task: Task, tools: 'task' | 'all'): { servers: string[]; snapshots: Record<string, string> } {
  if (tools === 'task') return { servers: [...task.servers], snapshots: { ...task.snapshots } };
  const servers = availableServers().filter((s) => s in SERVER_FAMILY || INFORMATION_SERVERS.includes(s) || task.servers.includes(s));
  const snapshots: Record<string, string> = {};
  for (const s of servers) {
    if (task.snapshots[s]) snapshots[s] = task.snapshots[s];
    else if (existsSync(join(SNAPSHOTS_DIR, s, `${task.persona}.json`))) snapshots[s] = `${s}/${task.persona}`;
    else snapshots[s] = loadServer(s).config.defaultSnapshot;
  }
  return { servers, snapshots };
}
