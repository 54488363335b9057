// Replay: rebuild any state of a run from its start snapshot and patches (no kernel runs), and
// verify: re-execute every recorded call in a fresh sandbox and stop at the first difference.
import { cloneJson } from '../context/handler.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../util/canonical.ts';
import { hashTree } from '../snapshot/snapshot.ts';
import { readRunSnapshot, RUN_FILES } from '../run/run-folder.ts';
import { PersonaError } from '../util/errors.ts';
import { Session, recordedArguments } from '../session/session.ts';
import { applyPatch } from '../context/apply-patch.ts';
import { loadServer } from '../servers/registry.ts';
import type { OpenedRun } from '../run/run-folder.ts';
import type { Trees } from '../session/session.ts';

/** The trees after call `step` (0 = the start snapshot). */
export function stateAt(run: OpenedRun, step: number): Trees {
  const last = run.calls.length ? run.calls[run.calls.length - 1].seq : 0;
  if (!Number.isInteger(step) || step < 0 || step > last) throw new PersonaError(`--step must be an integer from 0 to ${last} (got ${step})`);
  const trees = cloneJson(run.start) as Trees;
  for (const call of run.calls) {
    if (call.seq > step) break;
    if (!trees[call.server]) throw new PersonaError(`${run.dir}: call ${call.seq} names server ${call.server}, which the run does not have`);
    try {
      applyPatch(trees[call.server], call.patch);
    } catch (e) {
      throw new PersonaError(`${run.dir}: patch of call ${call.seq} does not apply (${(e as Error).message.split('\n')[0]})`);
    }
  }
  return trees;
}

/**
 * Checks the run's final state against the hash it was recorded with: the state rebuilt from the
 * start and every patch, and the stored final snapshot when there is one. Version 2 journals
 * record the hashes in their `end` record; version 1 folders only beside the trees in
 * final.snapshot.msgpack. Returns a one-line problem, or null when everything agrees.
 */
export function checkFinalState(run: OpenedRun): string | null {
  const file = join(run.dir, RUN_FILES.final);
  let stored: Trees | null = null;
  if (existsSync(file)) {
    try {
      stored = readRunSnapshot(file);
    } catch (e) {
      return (e as Error).message;
    }
  }
  const recorded: Record<string, string> | null = run.finalHashes ?? (stored && run.storedVersion < 2 ? Object.fromEntries(Object.entries(stored).map(([s, t]) => [s, hashTree(t)])) : null);
  if (!recorded) return `${join(run.dir, RUN_FILES.journal)}: the final state's hash is not recorded (the journal was cut off before the run ended)`;
  const last = run.calls.length ? run.calls[run.calls.length - 1].seq : 0;
  const rebuilt = stateAt(run, last);
  for (const server of run.header.servers) {
    const want = recorded[server];
    if (!want) return `${run.dir}: no final state hash recorded for server ${server}`;
    if (hashTree(rebuilt[server]) !== want) return `${run.dir}: the state rebuilt from the journal's patches for ${server} does not match the recorded final hash ${want.slice(0, 12)}`;
    if (stored && (!stored[server] || hashTree(stored[server]) !== want)) return `${file}: final snapshot of ${server} does not match the recorded final hash ${want.slice(0, 12)} (corrupt)`;
  }
  return null;
}

export interface VerifyMismatch {
  seq: number;
  server: string;
  tool: string;
  field: 'result' | 'patch' | 'fault';
  recorded: string;
  replayed: string;
}

export interface VerifyReport {
  calls: number;
  mismatch: VerifyMismatch | null;
  /** Servers whose kernels changed since the run was recorded (a likely cause of a mismatch). */
  changedKernels: string[];
}

/** The time limit of a re-executed call: well above any recorded run's (default 2 s). */
export const VERIFY_TIMEOUT_MS = 20_000;

/** Re-execute every call in a fresh sandbox; stops at the first step that differs. */
export function verifyRun(run: OpenedRun, opts: { kernelsDir?: string; onStep?: (seq: number) => void } = {}): VerifyReport {
  const changedKernels = run.header.servers.filter((s) => loadServer(s, opts.kernelsDir).kernelHash !== run.header.kernels[s]);
  const snapshots: Record<string, { ref: string; server: string; persona: string; tree: Record<string, unknown>; hash: string }> = {};
  for (const s of run.header.servers) {
    const h = run.header.snapshots[s];
    snapshots[s] = { ref: h.ref, server: s, persona: h.persona, tree: run.start[s], hash: h.hash };
  }
  // Timeouts depend on the machine, not on the inputs: a recorded one is taken as given (it changed
  // nothing), and re-execution gets a generous limit so a slower machine cannot invent one.
  const session = new Session({ servers: run.header.servers, snapshots, seed: run.header.seed, clock: run.header.clock, kernelsDir: opts.kernelsDir, exposed: run.header.exposed, limits: { timeoutMs: VERIFY_TIMEOUT_MS } });
  try {
    for (const call of run.calls) {
      const { record } = call.fault?.kind === 'timeout'
        ? session.replayTimeout(call.server, call.tool, recordedArguments(call), call.fault)
        : session.call(call.server, call.tool, recordedArguments(call));
      const pairs: [VerifyMismatch['field'], unknown, unknown][] = [
        ['result', call.result, record.result],
        ['patch', call.patch, record.patch],
        ['fault', call.fault ?? null, record.fault ?? null],
      ];
      for (const [field, a, b] of pairs) {
        const ra = canonicalJson(a);
        const rb = canonicalJson(b);
        if (ra !== rb) return { calls: run.calls.length, mismatch: { seq: call.seq, server: call.server, tool: call.tool, field, recorded: ra, replayed: rb }, changedKernels };
      }
      opts.onStep?.(call.seq);
    }
  } finally {
    session.close();
  }
  return { calls: run.calls.length, mismatch: null, changedKernels };
}
