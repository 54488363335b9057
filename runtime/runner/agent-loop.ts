// One run: one task, one trial, one model. The agent gets the task's tools over the MCP front
// (in-process), the system and user messages, and up to `maxRounds` model calls (the paper's 20);
// each round's tool calls are made in order. The run folder gets the journal — header with every
// option that shapes the run, tool calls with patches (written by the session), one `llm` record
// per model call (cassette entry, usage), and the `final` record (answer, status, token totals,
// cost) — plus the start and final snapshots.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalog } from '../mcp/catalog.ts';
import { loadSnapshot } from '../snapshot/snapshot.ts';
import { RUN_FILES } from '../run/run-folder.ts';
import type { AgentSettings } from '../run/format.ts';
import { canonicalHash } from '../util/canonical.ts';
import { openMcpLink, type McpLink } from './mcp-link.ts';
import { initialMessages, PROMPT_VERSION } from './prompt.ts';
import { drawDistractors, sessionServers, sha256, type SkillsChoice } from './ablations.ts';
import type { ChatClient } from './chat-client.ts';
import type { LoadedTask } from '../tasks/load.ts';
import type { ChatMessage, ChatRequest, FunctionTool, ToolCall, Usage } from '../agents/openai.ts';

export const RUNNER_FORMAT = 'mcp-persona/run';

/** Options that shape what a run does — all of them go into the journal header's settings. */
export interface RunConfig {
  model: string;
  /** `reference` (the built-in oracle/naive endpoint) or the OpenAI-compatible base URL. */
  endpoint: string;
  maxRounds: number;
  seed: number;
  tools: 'task' | 'all';
  context: 'all' | 'necessary';
  distractors: number;
  skills: SkillsChoice;
  temperature: number | null;
  /** USD per million input / output tokens; null: cost not known. */
  prices: { input: number; output: number } | null;
}

export type RunStatus = 'answered' | 'max_rounds' | 'error';

export interface RunSummary {
  status: RunStatus;
  rounds: number;
  calls: number;
  usage: Usage;
  cost_usd: number | null;
  error?: string;
}

export interface RunJob {
  model: string;
  task: LoadedTask;
  trial: number;
  /** Absolute run folder. */
  dir: string;
}

function costOf(usage: Usage, prices: RunConfig['prices']): number | null {
  if (!prices) return null;
  return Math.round(((usage.prompt_tokens * prices.input + usage.completion_tokens * prices.output) / 1e6) * 1e8) / 1e8;
}

function parseArgs(call: ToolCall): { ok: true; args: Record<string, unknown> } | { ok: false; error: string } {
  const raw = call.function.arguments?.trim() || '{}';
  try {
    const v = JSON.parse(raw);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return { ok: false, error: `the arguments of ${call.function.name} must be a JSON object` };
    return { ok: true, args: v as Record<string, unknown> };
  } catch (e) {
    return { ok: false, error: `the arguments of ${call.function.name} are not valid JSON (${(e as Error).message})` };
  }
}

export function runSettings(job: RunJob, config: RunConfig, skillsDoc: string | null, distractors: string[]): AgentSettings {
  const t = job.task.task;
  return {
    kind: 'agent',
    runner: RUNNER_FORMAT,
    version: 1,
    model: config.model,
    endpoint: config.endpoint,
    task: { id: t.id, category: t.category, file: job.task.file, hash: canonicalHash(t) },
    trial: job.trial,
    seed: config.seed,
    maxRounds: config.maxRounds,
    tools: config.tools,
    context: config.context,
    distractors: { count: config.distractors, sha256: distractors.map(sha256) },
    skills: { choice: config.skills.label, sha256: skillsDoc === null ? null : sha256(skillsDoc) },
    temperature: config.temperature,
    prices: config.prices,
    promptVersion: PROMPT_VERSION,
  };
}

export async function runOne(job: RunJob, config: RunConfig, client: ChatClient, onRound?: (usage: Usage) => void): Promise<RunSummary> {
  const task = job.task.task;
  const skillsDoc = config.skills.forTask(task);
  const distractors = drawDistractors(config.seed, task.id, config.distractors);
  const { servers, snapshots } = sessionServers(task, config.tools);
  const catalog = buildCatalog(servers);
  const loaded = Object.fromEntries(Object.entries(snapshots).map(([s, ref]) => [s, loadSnapshot(ref)]));
  const t0 = performance.now();
  const link: McpLink = await openMcpLink({
    catalog,
    runDir: job.dir,
    session: { snapshots: loaded, seed: (task.seed ?? 0) + config.seed, clock: task.clock },
    settings: runSettings(job, config, skillsDoc, distractors),
  });
  const tools: FunctionTool[] = link.tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description ?? '', parameters: t.inputSchema } }));
  const messages: ChatMessage[] = initialMessages(task, { context: config.context, distractors, skills: skillsDoc });
  const usage: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
  let rounds = 0;
  let calls = 0;
  let status: RunStatus = 'max_rounds';
  let answer = '';
  let error: string | undefined;
  let llmMs = 0;
  try {
    while (rounds < config.maxRounds) {
      rounds += 1;
      const req: ChatRequest = { model: config.model, messages, tools, tool_choice: 'auto' };
      if (config.temperature !== null) req.temperature = config.temperature;
      const t1 = performance.now();
      const out = await client.chat(structuredClone(req));
      llmMs += performance.now() - t1;
      const choice = out.completion.choices?.[0];
      const u = out.completion.usage ?? { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
      usage.prompt_tokens += u.prompt_tokens ?? 0;
      usage.completion_tokens += u.completion_tokens ?? 0;
      usage.total_tokens += u.total_tokens ?? (u.prompt_tokens ?? 0) + (u.completion_tokens ?? 0);
      onRound?.(u);
      link.recorded.append({
        type: 'llm', cassette: out.entry.cassette, key: out.entry.key, ordinal: out.entry.ordinal, round: rounds,
        usage: { prompt_tokens: u.prompt_tokens ?? 0, completion_tokens: u.completion_tokens ?? 0 },
        finish_reason: choice?.finish_reason ?? null,
      });
      const msg = choice?.message ?? { role: 'assistant' as const, content: null };
      const toolCalls = msg.tool_calls ?? [];
      messages.push(toolCalls.length ? { role: 'assistant', content: msg.content ?? null, tool_calls: toolCalls } : { role: 'assistant', content: msg.content ?? '' });
      if (!toolCalls.length) {
        status = 'answered';
        answer = msg.content ?? '';
        break;
      }
      answer = msg.content ?? answer;
      for (const call of toolCalls) {
        const parsed = parseArgs(call);
        let text: string;
        if (parsed.ok) {
          calls += 1;
          // The journal ties the call to the model message that asked for it (run format 2).
          link.recorded.setCallContext({ round: rounds, toolCallId: call.id });
          text = (await link.call(call.function.name, parsed.args)).text;
          link.recorded.setCallContext(null);
        } else {
          text = `Error: ${parsed.error}`;
        }
        messages.push({ role: 'tool', tool_call_id: call.id, content: text });
      }
    }
  } catch (e) {
    status = 'error';
    error = (e as Error).message.split('\n')[0];
  }
  const summary: RunSummary = { status, rounds, calls, usage, cost_usd: costOf(usage, config.prices) };
  if (error) summary.error = error;
  link.recorded.append({ type: 'final', answer, ...summary, usage: { ...summary.usage } });
  await link.close();
  addTimings(job.dir, { totalMs: Math.round(performance.now() - t0), llmMs: Math.round(llmMs) });
  return summary;
}

/** Wall-clock figures join the run's timings.json, the one file that is never compared. */
export function addTimings(dir: string, extra: Record<string, unknown>): void {
  const file = join(dir, RUN_FILES.timings);
  if (!existsSync(file)) return;
  const cur = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...cur, runner: { ...((cur.runner as object) ?? {}), ...extra } }, null, 2) + '\n');
}
