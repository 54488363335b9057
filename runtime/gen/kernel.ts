// `persona gen kernel`: the paper's Tool-Traverse code generation (§3.1.2) with a repair loop.
// For each tool: a prompt from its schema, its recorded successes and failures, the hierarchy and
// the handler API (kernel-prompt.ts) → the model's module → a static check → every kernel run in
// the sandbox against every trace, each on the state rebuilt from the trace (Context
// Reconstruction, the fidelity harness) → the traces a tool got wrong go back to the model as
// expected vs got, and only those tools are regenerated, for up to `rounds` rounds. The folder
// ends with the kernels, a README saying what each round changed, and a fidelity report.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { z } from 'zod';
import { clearServerCache, loadServer, KERNELS_DIR, type HierarchyDef, type ToolDefinition } from '../servers/registry.ts';
import { runFidelity, type FidelityReport } from '../fidelity/harness.ts';
import { formatReport } from '../fidelity/report.ts';
import { ruleLabeler } from '../fidelity/judge.ts';
import { ruleLabel } from '../fidelity/labels.ts';
import { stateCodecFile, stateCodecFromSource, type StateCodec } from '../fidelity/reconstruct.ts';
import type { TraceLine } from '../fidelity/traces.ts';
import { PersonaError } from '../util/errors.ts';
import type { ChatMessage } from '../llm/index.ts';
import { extractCode } from './extract.ts';
import { staticCheck } from './static-check.ts';
import { kernelPrompt, repairMessage, statePrompt, type Example, type Mismatch } from './kernel-prompt.ts';
import { proposeHierarchy, type ProposedEntity } from './hierarchy-proposal.ts';
import type { GenModel } from './model.ts';
import { jsonObject } from '../util/json-object.ts';

/** A trace counts as reproduced when the labels agree and ROUGE-L of the responses reaches this. */
export const MIN_ROUGE = 0.95;
export const MAX_SUCCESS_EXAMPLES = 6;
export const MAX_FAILURE_EXAMPLES = 8;

export interface GenKernelOptions {
  server: string;
  /** The server folder to write (its name must be the server's). */
  out: string;
  traces?: TraceLine[];
  tracesName?: string;
  /** A tools/list result, when the folder has no manifest.json yet. */
  manifestFile?: string;
  rounds: number;
  vanilla: boolean;
  model: GenModel;
  log?: (line: string) => void;
}

export interface RoundLog {
  round: number;
  /** What happened to each tool asked for in this round. */
  tools: { tool: string; outcome: 'accepted' | 'unparseable' | 'rejected'; why?: string[] }[];
  /** After the round: tools whose traces all agree, and the tools to redo with their failing seqs. */
  passing: string[];
  failing: { tool: string; seqs: number[] }[];
}

export interface GenKernelResult {
  dir: string;
  rounds: RoundLog[];
  stateRounds: number;
  proposedHierarchy: boolean;
  stubs: string[];
  report?: FidelityReport;
}

const Manifest = z.object({ tools: z.array(z.object({ name: z.string().regex(/^[A-Za-z0-9_.-]+$/), description: z.string().optional(), inputSchema: jsonObject() }).passthrough()).min(1) }).passthrough();

const pretty = (v: unknown) => JSON.stringify(v, null, 2) + '\n';

function stub(tool: string): string {
  return `// persona gen kernel: no module for ${tool} passed the static check (see README.md).\n`
    + `export default function () {\n  return { content: [{ type: 'text', text: ${JSON.stringify(`persona: no kernel was generated for ${tool}`)} }], isError: true };\n}\n`;
}

function readManifest(file: string): { tools: ToolDefinition[] } {
  if (!existsSync(file)) throw new PersonaError(`${file}: manifest not found`);
  let raw: unknown;
  try { raw = JSON.parse(readFileSync(file, 'utf8')); } catch (e) { throw new PersonaError(`${file}: not valid JSON (${(e as Error).message})`); }
  const r = Manifest.safeParse(raw);
  if (!r.success) throw new PersonaError(`${file}: ${r.error.issues[0].path.join('.') || '(root)'}: ${r.error.issues[0].message} (expected a tools/list result)`);
  return r.data as { tools: ToolDefinition[] };
}

/** Examples for one tool: successes, then failures spread over the failure classes (by seq). */
function examplesFor(tool: string, traces: readonly TraceLine[], codec: StateCodec | null) {
  const mine = traces.filter((t) => t.tool === tool && t.rawParams === undefined);
  const before = (t: TraceLine) => {
    if (!codec) return undefined;
    try { return codec.toTree(t.state_before); } catch { return undefined; }
  };
  const ex = (t: TraceLine, kind: string): Example => ({ seq: t.seq, intent: t.intent ?? undefined, kind, args: t.args, before: before(t), response: t.response });
  const ok = mine.filter((t) => ruleLabel(t.response).verdict === 'success');
  const bad = mine.filter((t) => ruleLabel(t.response).verdict === 'failure');
  const byClass = new Map<string, TraceLine[]>();
  for (const t of bad) {
    const k = t.induced?.class ?? 'failure';
    byClass.set(k, [...(byClass.get(k) ?? []), t]);
  }
  const failures: Example[] = [];
  for (let i = 0; failures.length < MAX_FAILURE_EXAMPLES && failures.length < bad.length; i += 1) {
    for (const [k, list] of [...byClass].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (list[i] && failures.length < MAX_FAILURE_EXAMPLES) failures.push(ex(list[i], k));
    }
  }
  return { successes: ok.slice(0, MAX_SUCCESS_EXAMPLES).map((t) => ex(t, 'success')), failures: failures.sort((a, b) => a.seq - b.seq) };
}

async function ask(model: GenModel, messages: ChatMessage[]) {
  const answer = await model.complete(messages);
  return { answer, extracted: extractCode(answer) };
}

export async function generateKernels(o: GenKernelOptions): Promise<GenKernelResult> {
  const log = o.log ?? (() => {});
  const dir = resolve(o.out);
  // The bundled kernels are hand-written and tested: a generation never overwrites them.
  if (dirname(dir) === KERNELS_DIR || dir.startsWith(KERNELS_DIR + sep)) throw new PersonaError(`--out ${o.out}: inside the package's kernels/ — generate elsewhere and use it with --kernels-dir`);
  if (basename(dir) !== o.server) throw new PersonaError(`--out ${o.out}: the folder must be named after the server ("${o.server}")`);
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(o.server)) throw new PersonaError(`--server "${o.server}": lower-case letters, digits, - and _ only`);
  if (!Number.isInteger(o.rounds) || o.rounds < 1) throw new PersonaError('--rounds must be at least 1');
  const traces = o.vanilla ? [] : (o.traces ?? []);
  if (!o.vanilla && !traces.length) throw new PersonaError('--traces <file.jsonl> is required (or --vanilla: documentation only)');
  for (const t of o.traces ?? []) if (t.server !== o.server.replace(/-vanilla$/, '')) throw new PersonaError(`${o.tracesName ?? 'traces'} seq ${t.seq}: recorded from server "${t.server}", not "${o.server.replace(/-vanilla$/, '')}"`);
  const kernelsDir = dirname(dir);
  mkdirSync(join(dir, 'tools'), { recursive: true });

  // Manifest, settings, hierarchy: what the folder has, else from --manifest and the traces.
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) {
    if (!o.manifestFile) throw new PersonaError(`${manifestPath}: not found — give --manifest <tools.json> (the real server's tools/list result)`);
    writeFileSync(manifestPath, pretty(readManifest(o.manifestFile)));
  }
  const manifest = readManifest(manifestPath);
  if (!existsSync(join(dir, 'server.json'))) writeFileSync(join(dir, 'server.json'), pretty({ name: o.server, validation: 'sdk', defaultSnapshot: `${o.server}/default` }));
  let proposed: ProposedEntity[] | null = null;
  if (!existsSync(join(dir, 'hierarchy.json'))) {
    const p = proposeHierarchy(o.server, o.traces ?? []);
    proposed = p.entities;
    writeFileSync(join(dir, 'hierarchy.json'), pretty(p.hierarchy));
  }
  const hierarchy = JSON.parse(readFileSync(join(dir, 'hierarchy.json'), 'utf8')) as HierarchyDef;
  // Existing kernels are kept as the starting point only when they exist; missing ones get a stub
  // so the folder loads while the rounds run.
  for (const t of manifest.tools) if (!existsSync(join(dir, 'tools', `${t.name}.js`))) writeFileSync(join(dir, 'tools', `${t.name}.js`), stub(t.name));

  // Context Reconstruction: the folder's state.js (or its real server's, for -vanilla), else the model writes one.
  let stateRounds = 0;
  const withState = (o.traces ?? []).filter((t) => t.state_before !== undefined && t.state_before !== null);
  if (!stateCodecFile(kernelsDir, o.server) && withState.length && !o.vanilla) {
    stateRounds = await generateState(o, dir, hierarchy, withState, log);
  }
  const codecFile = stateCodecFile(kernelsDir, o.server);
  const codec = codecFile ? stateCodecFromSource(readFileSync(codecFile, 'utf8'), codecFile) : null;

  const config = JSON.parse(readFileSync(join(dir, 'server.json'), 'utf8')) as { validation?: 'sdk' | 'sdk-zod4' | 'none' };
  let sampleTree: unknown;
  if (codec && withState.length) { try { sampleTree = codec.toTree(withState[0].state_before); } catch { sampleTree = undefined; } }
  const serverInfo = (manifest as { serverInfo?: { name: string; version: string } }).serverInfo;
  const firstPrompt = new Map<string, ChatMessage[]>();
  for (const tool of manifest.tools) {
    const ex = o.vanilla ? { successes: [], failures: [] } : examplesFor(tool.name, traces, codec);
    firstPrompt.set(tool.name, kernelPrompt({
      server: o.server.replace(/-vanilla$/, ''), serverInfo, tool, validation: config.validation ?? 'sdk', hierarchy,
      sampleTree, ...ex, vanilla: o.vanilla,
    }));
  }
  codec?.close();

  const rounds: RoundLog[] = [];
  const last = new Map<string, { answer: string; feedback: string }>();
  const accepted = new Set<string>();
  let todo = manifest.tools.map((t) => t.name);
  let report: FidelityReport | undefined;
  for (let round = 1; round <= o.rounds && todo.length; round += 1) {
    const log1: RoundLog = { round, tools: [], passing: [], failing: [] };
    const staticFailed: string[] = [];
    for (const tool of todo) {
      const prev = last.get(tool);
      const messages = prev
        ? [...firstPrompt.get(tool)!, { role: 'assistant' as const, content: prev.answer }, { role: 'user' as const, content: prev.feedback }]
        : firstPrompt.get(tool)!;
      log(`round ${round}: ${tool}`);
      const { answer, extracted } = await ask(o.model, messages);
      if (!extracted.ok) {
        log1.tools.push({ tool, outcome: 'unparseable', why: [extracted.reason] });
        last.set(tool, { answer, feedback: repairMessage(round, { unparseable: extracted.reason }) });
        staticFailed.push(tool);
        continue;
      }
      const problems = staticCheck(extracted.code, { file: `tools/${tool}.js`, kind: 'kernel' });
      if (problems.length) {
        log1.tools.push({ tool, outcome: 'rejected', why: problems });
        last.set(tool, { answer, feedback: repairMessage(round, { staticProblems: problems }) });
        staticFailed.push(tool);
        continue;
      }
      writeFileSync(join(dir, 'tools', `${tool}.js`), extracted.code);
      accepted.add(tool);
      log1.tools.push({ tool, outcome: 'accepted' });
      last.set(tool, { answer, feedback: '' });
    }
    const failing = new Map<string, Mismatch[]>();
    if (o.traces?.length && (codecFile || stateCodecFile(kernelsDir, o.server))) {
      clearServerCache();
      report = await runFidelity({ server: o.server, traces: o.traces, tracesName: o.tracesName ?? 'traces', labeler: ruleLabeler, kernelsDir, keepResponses: true });
      if (!o.vanilla) {
        const bySeq = new Map(o.traces.map((t) => [t.seq, t]));
        for (const v of report.verdicts) {
          if (v.tool === null || !firstPrompt.has(v.tool)) continue;
          if (v.real === v.simulated && v.rouge >= MIN_ROUGE) continue;
          const t = bySeq.get(v.seq)!;
          const list = failing.get(v.tool) ?? [];
          list.push({ seq: v.seq, args: t.args, expectedLabel: v.real, gotLabel: v.simulated, expected: t.response, got: report.responses?.[v.seq] });
          failing.set(v.tool, list);
        }
      }
    }
    for (const [tool, mm] of failing) {
      if (staticFailed.includes(tool)) continue;
      const total = o.traces!.filter((t) => t.tool === tool).length;
      const prev = last.get(tool);
      if (prev) prev.feedback = repairMessage(round, { mismatches: mm, total });
      else last.set(tool, { answer: readFileSync(join(dir, 'tools', `${tool}.js`), 'utf8'), feedback: repairMessage(round, { mismatches: mm, total }) });
    }
    const redo = manifest.tools.map((t) => t.name).filter((t) => staticFailed.includes(t) || failing.has(t));
    log1.passing = manifest.tools.map((t) => t.name).filter((t) => !redo.includes(t) && accepted.has(t));
    log1.failing = redo.map((t) => ({ tool: t, seqs: (failing.get(t) ?? []).map((m) => m.seq) }));
    rounds.push(log1);
    // Documentation-only generation has no traces to repair against: only unusable answers are retried.
    todo = o.vanilla ? staticFailed : redo;
  }
  const stubs = manifest.tools.map((t) => t.name).filter((t) => !accepted.has(t));
  clearServerCache();
  loadServer(o.server, kernelsDir); // the folder loads as a server
  const result: GenKernelResult = { dir, rounds, stateRounds, proposedHierarchy: proposed !== null, stubs, report };
  writeFileSync(join(dir, 'README.md'), genReadme(o, result, proposed));
  if (report) {
    const { responses: _r, ...kept } = report;
    writeFileSync(join(dir, 'fidelity.json'), pretty(kept));
    writeFileSync(join(dir, 'fidelity.txt'), formatReport(report));
  }
  return result;
}

async function generateState(o: GenKernelOptions, dir: string, hierarchy: HierarchyDef, traces: TraceLine[], log: (l: string) => void): Promise<number> {
  // Distinct states, smallest first, at most three in the prompt; every one is checked.
  const seen = new Map<string, { seq: number; state: unknown }>();
  for (const t of traces) {
    const k = JSON.stringify(t.state_before);
    if (!seen.has(k)) seen.set(k, { seq: t.seq, state: t.state_before });
  }
  const all = [...seen.values()];
  const samples = [...all].sort((a, b) => JSON.stringify(a.state).length - JSON.stringify(b.state).length || a.seq - b.seq).slice(0, 3).sort((a, b) => a.seq - b.seq);
  const first = statePrompt({ server: o.server, hierarchy, samples });
  let messages = first;
  const file = join(dir, 'state.js');
  for (let round = 1; round <= o.rounds; round += 1) {
    log(`round ${round}: state.js`);
    const { answer, extracted } = await ask(o.model, messages);
    let problems: string[] = [];
    if (!extracted.ok) problems = [extracted.reason];
    else problems = staticCheck(extracted.code, { file: 'state.js', kind: 'state' });
    if (!problems.length && extracted.ok) {
      try {
        const codec = stateCodecFromSource(extracted.code, file);
        try {
          for (const s of all) {
            try { codec.toTree(s.state); } catch (e) { problems.push(`toTree fails on the state before seq ${s.seq}: ${(e as Error).message}`); break; }
          }
        } finally { codec.close(); }
      } catch (e) { problems.push((e as Error).message); }
    }
    if (!problems.length && extracted.ok) {
      writeFileSync(file, extracted.code);
      return round;
    }
    messages = [...first, { role: 'assistant', content: answer }, { role: 'user', content: repairMessage(round, { staticProblems: problems }) }];
  }
  throw new PersonaError(`${file}: no usable Context Reconstruction after ${o.rounds} round(s); write state.js by hand (docs/fidelity.md) and run again`);
}

function genReadme(o: GenKernelOptions, r: GenKernelResult, proposed: ProposedEntity[] | null): string {
  const lines = [
    `# ${o.server} — generated by \`persona gen kernel\``,
    '',
    `Method: ${o.vanilla ? 'Vanilla (documentation only: tool descriptions and input schemas, no traces)' : `Tool-Traversal (conditioned on ${o.traces?.length ?? 0} recorded calls of ${o.tracesName ?? 'the traces'})`}; up to ${o.rounds} round(s).`,
    'These kernels were written by a model. Review them (and every assumption below) before relying on them.',
    '',
  ];
  if (r.stateRounds) lines.push(`Context Reconstruction (state.js) was generated too, in ${r.stateRounds} round(s); check that it keeps everything the real state holds.`, '');
  if (proposed) {
    lines.push('## Proposed hierarchy — review it', '', 'There was no hierarchy.json: this one is aggregated from the traces (every list of objects under one key is an entity type). Rename types, fix paths, id fields and parents, then generate again.', '',
      '| type | path | fields (types) | seen |', '| --- | --- | --- | ---: |');
    for (const e of proposed) {
      const h = Object.entries(JSON.parse(readFileSync(join(r.dir, 'hierarchy.json'), 'utf8')).entities as Record<string, { path: string }>).find(([t]) => t === e.type);
      lines.push(`| ${e.type} | \`${h?.[1].path ?? e.key}\` | ${Object.entries(e.fields).map(([f, t]) => `${f} (${t.join('/')})`).join(', ')} | ${e.count} |`);
    }
    lines.push('');
  }
  lines.push('## Rounds', '');
  for (const round of r.rounds) {
    lines.push(`### Round ${round.round}`, '');
    for (const t of round.tools) {
      lines.push(`- \`${t.tool}\`: ${t.outcome === 'accepted' ? (round.round === 1 ? 'written' : 'rewritten after the feedback of the previous round') : t.outcome === 'unparseable' ? 'answer unusable' : 'rejected by the static check'}${t.why ? ` — ${t.why.join('; ')}` : ''}`);
    }
    if (round.failing.length) lines.push('', 'Then, against the traces: ' + round.failing.map((f) => `\`${f.tool}\`${f.seqs.length ? ` disagrees on seq ${f.seqs.join(', ')}` : ' has no usable module'}`).join('; ') + '.');
    else if (o.traces?.length && !o.vanilla) lines.push('', 'Then, against the traces: every tool reproduces every recorded call.');
    lines.push('');
  }
  if (r.stubs.length) lines.push('## Tools without a kernel', '', `No usable module for ${r.stubs.map((t) => `\`${t}\``).join(', ')}; each answers with an error result. Write them by hand or run again.`, '');
  if (r.report) {
    const p = r.report;
    lines.push('## Fidelity on the traces (in-sample: the kernels were generated from these very traces)', '',
      `${p.count} traces, rule-based labels: TP ${p.tp}, TN ${p.tn}, FP ${p.fp}, FN ${p.fn}; accuracy ${(100 * p.accuracy).toFixed(1)} %, F1 ${(100 * p.f1).toFixed(1)} %, METEOR ${p.meteor.toFixed(4)}. Every trace: \`fidelity.json\`; for people: \`fidelity.txt\`.`,
      'Measure on traces recorded after generation (`persona traverse`) for an out-of-sample figure: `persona fidelity --server ' + o.server + ' --traces <fresh.jsonl> --kernels-dir <this folder> --balanced 25 --compare`.', '');
  }
  return lines.join('\n');
}
