// External agents: a user's own agent framework, connected to `persona serve --task <id>` as an
// MCP client, is scored like a `persona run` run. Two things make a served session scorable:
//   - the journal header names the task and a model label (serve --task [--model LABEL]): what
//     `persona eval` needs to find the task's checkpoints;
//   - the final answer, which no MCP tool carries (an extra tool would change what the agent is
//     offered): after the session ends, `persona answer <run-folder> --text … | --file …` writes it
//     to <run-folder>/answer.json, which the scorer reads when the journal has no `final` record.
// Nothing else differs: calls, patches, snapshots and verification are those of any served session.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalHash } from '../util/canonical.ts';
import { PersonaError } from '../util/errors.ts';
import { wellFormed } from '../util/unicode.ts';
import type { LoadedTask } from '../tasks/load.ts';
import { EXTERNAL_ANSWER_FILE, type ExternalAnswer } from '../run/storage.ts';

// Reading the answer is the storage module's (a file of the run folder that eval and resume read).
export { EXTERNAL_ANSWER_FILE, externalAnswer, type ExternalAnswer } from '../run/storage.ts';

export const EXTERNAL_AGENT = 'external';

/** The served session's header settings when it serves a task for an outside agent. */
export function servedTaskSettings(t: LoadedTask, model: string): { kind: 'served'; [k: string]: unknown } {
  return {
    kind: 'served',
    model,
    endpoint: EXTERNAL_AGENT,
    agent: { name: EXTERNAL_AGENT, settings: {} },
    task: { id: t.task.id, category: t.task.category, file: t.file, hash: canonicalHash(t.task) },
    trial: 1,
  };
}


/** Writes the final answer of an outside agent's run (once: an answer is never overwritten). */
export function writeExternalAnswer(dir: string, answer: string): string {
  if (!existsSync(join(dir, 'journal.msgpack'))) throw new PersonaError(`${dir}: not a run folder (no journal.msgpack)`);
  const file = join(dir, EXTERNAL_ANSWER_FILE);
  if (existsSync(file)) throw new PersonaError(`${file}: this run already has an answer (not overwritten)`);
  const body: ExternalAnswer = { answer: wellFormed(answer), status: 'answered' };
  writeFileSync(file, JSON.stringify(body, null, 2) + '\n', { flag: 'wx' });
  return file;
}

