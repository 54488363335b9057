// The fidelity harness (paper §4.3, Appendix A.2): for every authentic trace, rebuild the real
// server's state before the call in the simulator (Context Reconstruction), replay the call, label
// both responses success/failure, and compare them. Each trace gets a fresh session, so no trace
// sees another's effects — the same isolation the paper's per-trace reconstruction gives.
import { basename } from 'node:path';
import { Session } from '../session/session.ts';
import { loadServer, kernelsDirOf } from '../servers/registry.ts';
import { drawBalanced, type BalancedSample } from './balanced.ts';
import { hashTree, type LoadedSnapshot } from '../snapshot/snapshot.ts';
import { canonicalJson } from '../util/canonical.ts';
import { PersonaError } from '../util/errors.ts';
import { loadStateCodec } from './reconstruct.ts';
import { requestError, requestParams } from './protocol.ts';
import { replayRawCall } from './front.ts';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { alignment, cellOf, tally, type Alignment, type Cell } from './confusion.ts';
import { similarity, meanSimilarity, type Similarity } from './metrics/index.ts';
import { sharedWordNet, type SynonymSource } from './metrics/wordnet.ts';
import type { Labeler } from './judge.ts';
import type { Verdict } from './labels.ts';
import type { TraceLine, Induced } from './traces.ts';

export interface TraceVerdict extends Similarity {
  seq: number;
  tool: string | null;
  real: Verdict;
  simulated: Verdict;
  cell: Cell;
  realReason: string;
  simulatedReason: string;
  /** Whether the simulated state after the call equals the recorded one (null: not comparable). */
  stateMatch: boolean | null;
  induced?: Induced['class'];
}

export interface FidelityReport extends Alignment, Similarity {
  server: string;
  traces: string;
  labeler: string;
  count: number;
  /** Traces whose state after the call the simulator reproduced exactly, of those comparable. */
  stateMatch: { matched: number; compared: number };
  /** Labels the judge could not give and the rules gave instead. */
  judgeFallbacks: number;
  verdicts: TraceVerdict[];
  /** With a balanced draw: K, the seed, what the file had and the seqs measured. */
  balanced?: BalancedSample;
  /** The simulated responses, by seq (only with keepResponses). */
  responses?: Record<number, unknown>;
}

export interface FidelityOptions {
  server: string;
  traces: TraceLine[];
  /** Shown in the report: the trace file's name (never an absolute path). */
  tracesName: string;
  labeler: Labeler;
  kernelsDir?: string;
  wordnet?: SynonymSource;
  seed?: number;
  keepResponses?: boolean;
  /** Measure only K real successes and K real failures, drawn with `seed` (the paper's 25/25). */
  balanced?: { k: number; seed: number };
  onTrace?: (verdict: TraceVerdict, index: number, total: number) => void;
}

/** The real server a simulated one stands for: `memory-vanilla` simulates `memory`. */
export function realServerOf(server: string): string {
  return server.replace(/-vanilla$/, '');
}

const round = (x: number) => Number(x.toFixed(6));

function roundAll<T extends object>(obj: T, keys: readonly (keyof T)[]): T {
  const out = { ...obj };
  for (const k of keys) out[k] = round(out[k] as number) as T[keyof T];
  return out;
}

export async function runFidelity(opts: FidelityOptions): Promise<FidelityReport> {
  const kernelsDir = opts.kernelsDir ?? kernelsDirOf(opts.server);
  const def = loadServer(opts.server, kernelsDir);
  const codec = await loadStateCodec(kernelsDir, opts.server);
  const wordnet = opts.wordnet ?? sharedWordNet();
  const expectedServer = realServerOf(opts.server);
  const verdicts: TraceVerdict[] = [];
  const responses: Record<number, unknown> = {};
  let fallbacks = 0;
  const judgeBaseOf = (trace: TraceLine) => {
    const tool = trace.tool === null ? undefined : def.toolsByName.get(trace.tool);
    return { tool: trace.tool, description: tool?.description, inputSchema: tool?.inputSchema, args: trace.args };
  };
  for (const trace of opts.traces) {
    if (trace.server !== expectedServer) throw new PersonaError(`${opts.tracesName} seq ${trace.seq}: recorded from server "${trace.server}", but ${opts.server} simulates "${expectedServer}"`);
  }
  // The real responses' labels come first when a balanced draw needs them (computed once).
  const realLabels = new Map<TraceLine, Awaited<ReturnType<Labeler['label']>>>();
  const realLabel = async (trace: TraceLine) => {
    let l = realLabels.get(trace);
    if (!l) realLabels.set(trace, (l = await opts.labeler.label({ ...judgeBaseOf(trace), response: trace.response })));
    return l;
  };
  let traces: readonly TraceLine[] = opts.traces;
  let balanced: BalancedSample | undefined;
  if (opts.balanced) {
    const labels: Verdict[] = [];
    for (const t of opts.traces) labels.push((await realLabel(t)).verdict);
    const drawn = drawBalanced(opts.traces, labels, opts.balanced.k, opts.balanced.seed, opts.tracesName);
    traces = drawn.traces;
    balanced = drawn.sample;
  }

  try {
  for (const [index, trace] of traces.entries()) {
    const where = `${opts.tracesName} seq ${trace.seq}`;
    const params = requestParams(trace);
    let stateMatch: boolean | null = null;
    // The call on the state the trace was recorded in, as the simulated server answers it.
    const callOnState = (name: string, args: unknown): CallToolResult => {
      let tree: Record<string, unknown>;
      try {
        tree = codec.toTree(trace.state_before);
      } catch (e) {
        throw new PersonaError(`${where}: ${codec.source} toTree failed on state_before: ${(e as Error).message}`);
      }
      const snapshot: LoadedSnapshot = { ref: `${opts.tracesName}#${trace.seq}`, server: opts.server, persona: 'trace', tree, hash: hashTree(tree) };
      const session = new Session({ servers: [opts.server], snapshots: { [opts.server]: snapshot }, seed: opts.seed ?? 0, kernelsDir });
      try {
        const result = session.call(opts.server, name, args).result;
        if (codec.fromTree && trace.state_after !== undefined) {
          stateMatch = canonicalJson(codec.fromTree(session.state(opts.server)) ?? null) === canonicalJson(trace.state_after ?? null);
        }
        return result as CallToolResult;
      } finally {
        session.close();
      }
    };
    // A request the SDK's schema refuses is sent as the raw JSON-RPC request it was, through an
    // MCP front (runtime/fidelity/front.ts): its answer, not an imitation, is compared.
    const simulated: unknown = requestError(params) === null
      ? callOnState((params as { name: string }).name, (params as { arguments?: unknown }).arguments)
      : (await replayRawCall(params, { name: opts.server, version: 'simulated' }, callOnState)).response;
    const judgeBase = judgeBaseOf(trace);
    const real = await realLabel(trace);
    const sim = await opts.labeler.label({ ...judgeBase, response: simulated });
    fallbacks += (real.by === 'rules-fallback' ? 1 : 0) + (sim.by === 'rules-fallback' ? 1 : 0);
    const sims = roundAll(similarity(trace.response, simulated, wordnet), ['tfidf', 'rouge', 'bleu', 'meteor']);
    const verdict: TraceVerdict = {
      seq: trace.seq, tool: trace.tool, real: real.verdict, simulated: sim.verdict, cell: cellOf(real.verdict, sim.verdict),
      realReason: real.reason, simulatedReason: sim.reason, ...sims, stateMatch,
    };
    if (trace.induced) verdict.induced = trace.induced.class;
    verdicts.push(verdict);
    if (opts.keepResponses) responses[trace.seq] = simulated;
    opts.onTrace?.(verdict, index, traces.length);
  }
  } finally {
    codec.close();
  }

  const align = alignment(tally(verdicts.map((v) => v.cell)));
  const mean = meanSimilarity(verdicts);
  const compared = verdicts.filter((v) => v.stateMatch !== null);
  const report: FidelityReport = {
    server: opts.server,
    traces: basename(opts.tracesName),
    labeler: opts.labeler.name,
    count: verdicts.length,
    ...roundAll(align, ['accuracy', 'precision', 'recall', 'f1']),
    ...roundAll(mean, ['tfidf', 'rouge', 'bleu', 'meteor']),
    stateMatch: { matched: compared.filter((v) => v.stateMatch).length, compared: compared.length },
    judgeFallbacks: fallbacks,
    verdicts,
  };
  if (balanced) report.balanced = balanced;
  if (opts.keepResponses) report.responses = responses;
  return report;
}
