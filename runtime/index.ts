// The typed library API of mcp-persona: open a session on snapshots with a seed, call tools,
// record a run folder, read its journal, rebuild states, verify and diff.
//
//   import { openSession, RecordedSession, openRun, stateAt, verifyRun, diffTrees } from 'mcp-persona';
//   const s = openSession({ servers: ['lark'], seed: 42 });
//   const { result, record } = s.call('lark', 'im_v1_chat_list', { params: { page_size: 20 } });
//   s.close();
//
// Every process that opens a session must run node with --no-node-snapshot (isolated-vm).
import { Session, type SessionOptions } from './session/session.ts';

export { Session, faultResult, type SessionOptions, type CallOutcome, type Trees } from './session/session.ts';
export { RecordedSession, openRun, prepareRunDir, readRunSnapshot, encodeRunSnapshot, RUN_FILES, type OpenedRun } from './run/run-folder.ts';
export { readJournal, JournalWriter, callRecords, journalDamage, type ReadJournal, type JournalHeader, type JournalRecord, type CallRecord, type LlmRecord, type FinalRecord, type EndRecord } from './journal/journal.ts';
// The run format (zod schemas, derived types, version migration) and storage: docs/run-format.md.
export * as runFormat from './format/run-format.ts';
export { listRunFolders, findRunFolders, runState, buildIndex, writeIndex, readIndex, readScoreFile, writeScore, modelSlug } from './run/storage.ts';
export { stateAt, verifyRun, checkFinalState, type VerifyReport, type VerifyMismatch } from './replay/replay.ts';
export { diffTrees, diffServer, formatDiff, type ServerDiff, type EntityChange } from './replay/diff.ts';
export { loadSnapshot, hashTree, type LoadedSnapshot } from './snapshot/snapshot.ts';
export { loadServer, availableServers, type ServerDefinition, type ToolDefinition } from './servers/registry.ts';
export { parseScenario, type Scenario } from './scenario/scenario.ts';
export { PersonaError } from './util/errors.ts';
export type { CallToolResult, PatchOp, CallFault } from './kernel/types.ts';

/** Open a session (no journal) on each server's default or given snapshot. */
export function openSession(opts: SessionOptions): Session {
  return new Session(opts);
}
