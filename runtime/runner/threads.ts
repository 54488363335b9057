// Runs on worker threads (issue 20: the runner scales with --concurrency up to the cores). A run
// is CPU work on the thread that holds it — isolate start-up, patches, hashing the final state,
// cassette keys — so runs sharing the main thread take turns however many are "concurrent". With
// threads, each concurrency slot is a worker thread that opens the session, talks to the model
// and writes the run folder; the main thread only hands out jobs, keeps progress and serves the
// reference endpoint. A run folder is the same bytes either way (test/runner-threads.test.ts):
// what a run does depends on its job, never on the thread it ran on.
//
// Only what can cross a thread goes: the job and the run's options as data, the agent by its
// registry name, the skills document already chosen for the task, the chat client as its
// configuration (the worker builds the project's LLM client from it). A run whose agent or chat
// client is an object of the caller's (tests' scripted stand-ins) runs inline instead.
import { Worker } from 'node:worker_threads';
import { PersonaError } from '../util/errors.ts';
import type { RunConfig, RunJob, RunOutcome, Usage } from './agent-loop.ts';
import type { ChatClientConfig } from './chat-client.ts';

/** A run's options as data: RunConfig without the objects, which are named or resolved instead. */
export interface ThreadRunConfig extends Omit<RunConfig, 'agent' | 'skills'> {
  /** Registry name of the agent (runtime/agents/registry.ts AGENTS); absent: the default agent. */
  agentName?: string;
  /** The skills choice's label and the document it gives this job's task. */
  skills: { label: string; doc: string | null };
}

/** What a thread is sent for one run. */
export interface ThreadRequest {
  id: number;
  job: RunJob;
  config: ThreadRunConfig;
  client: ChatClientConfig;
  /** Where API-key variables are read (absent: the worker's copy of process.env). */
  env?: Record<string, string | undefined>;
}

/** What a thread sends back: token progress, then the outcome or the error that ended the run. */
export type ThreadReply =
  | { id: number; type: 'tokens'; usage: Usage }
  | { id: number; type: 'done'; outcome: RunOutcome }
  | { id: number; type: 'failed'; error: { name: string; message: string; stack?: string } };

const ENTRY = new URL('./run-thread.js', import.meta.url);
/** How long a thread asked to exit may take before it is terminated. */
const EXIT_GRACE_MS = 30_000;

/** One worker thread that runs one job at a time. */
export class RunThread {
  private readonly worker: Worker;
  private pending: { id: number; resolve(o: RunOutcome): void; reject(e: Error): void; onTokens(u: Usage): void } | null = null;
  private nextId = 0;
  private dead: Error | null = null;
  private closing: Promise<'exited' | 'terminated' | 'dead'> | null = null;

  constructor() {
    this.worker = new Worker(ENTRY);
    this.worker.on('message', (m: ThreadReply) => {
      const p = this.pending;
      if (!p || m.id !== p.id) return;
      if (m.type === 'tokens') return p.onTokens(m.usage);
      this.pending = null;
      if (m.type === 'done') p.resolve(m.outcome);
      else p.reject(rebuildError(m.error));
    });
    const die = (e: Error) => {
      this.dead = e;
      const p = this.pending;
      this.pending = null;
      p?.reject(e);
    };
    this.worker.on('error', die);
    this.worker.on('exit', (code) => die(new Error(`run thread exited (code ${code})`)));
  }

  run(req: Omit<ThreadRequest, 'id'>, onTokens: (u: Usage) => void): Promise<RunOutcome> {
    if (this.dead) return Promise.reject(this.dead);
    if (this.pending) return Promise.reject(new Error('run thread is busy'));
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, onTokens };
      this.worker.postMessage({ ...req, id } satisfies ThreadRequest);
    });
  }

  /**
   * Ends the thread the way a process ends: it is asked to stop taking jobs and leaves when its
   * event loop is empty. Tearing a thread down from outside (`terminate()`) while isolated-vm
   * still holds work for it aborted the whole process (an assertion in node's environment lookup),
   * so that is only the last resort, for a thread that does not leave within EXIT_GRACE_MS.
   */
  close(): Promise<'exited' | 'terminated' | 'dead'> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<'exited' | 'terminated' | 'dead'> {
    this.worker.removeAllListeners('exit');
    if (this.dead) return 'dead';
    this.dead = new Error('run thread is closed');
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage({ type: 'exit' });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), EXIT_GRACE_MS)));
    const how = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (how !== 'late') return 'exited';
    await this.worker.terminate();
    return 'terminated';
  }
}

/** The thrown error as the caller would have seen it inline: a PersonaError stays one (one line, no stack). */
function rebuildError(e: { name: string; message: string; stack?: string }): Error {
  if (e.name === 'PersonaError') return new PersonaError(e.message);
  const err = new Error(e.message);
  err.name = e.name;
  if (e.stack) err.stack = e.stack;
  return err;
}
