// One run: one task, one trial, one model, one agent (runtime/agents/agent.ts). The agent gets the
// task's tools over the MCP front (in-process), the system and user messages, and up to
// `maxRounds` model calls (the paper's 20). The run folder gets the journal — header with every
// option that shapes the run, tool calls with patches (written by the session), one `llm` record
// per model call (cassette entry, usage), and the `final` record (answer, status, token totals,
// cost) — plus the start and final snapshots.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalog } from '../mcp/catalog.ts';
import { loadSnapshot } from '../snapshot/snapshot.ts';
import { RUN_FILES } from '../run/run-folder.ts';
import type { AgentSettings, LlmRecord } from '../format/run-format.ts';
import { canonicalHash } from '../util/canonical.ts';
import { openMcpLink, type McpLink } from './mcp-link.ts';
import { initialMessages, PROMPT_VERSION } from './prompt.ts';
import { drawDistractors, sessionServers, sha256, type SkillsChoice } from './ablations.ts';
import type { ChatClient } from './chat-client.ts';
import type { LoadedTask } from '../tasks/load.ts';
import type { Usage as ChatUsage } from '../agents/openai.ts';
import type { ChatMessage, Usage as LlmUsage } from '../llm/types.ts';
import type { Agent, AgentContext, AgentLlm } from '../agents/agent.ts';
import { toolCallingAgent } from '../agents/tool-calling.ts';
import { fatalCause } from '../llm/failure.ts';
import { PersonaError } from '../util/errors.ts';
import { wellFormed } from '../util/unicode.ts';

/** Token totals of a run; reasoning and cached tokens appear when the provider reported them. */
export type Usage = ChatUsage & { reasoning_tokens?: number; cached_tokens?: number };

export const RUNNER_FORMAT = 'mcp-persona/run';

/** Options that shape what a run does — all of them go into the journal header's settings. */
export interface RunConfig {
  model: string;
  /** `reference` (the built-in oracle/naive endpoint) or the model server's base URL (credentials removed). */
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
  /** The agent that runs (default: the tool-calling agent). */
  agent?: Agent;
  /** What reaches the model server besides the conversation, recorded in the header (provider, stream, sampling). */
  llm?: Record<string, unknown>;
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

/** What runOne reports beyond the summary journaled: an error that makes every other run pointless. */
export interface RunOutcome extends RunSummary {
  /** Set when the endpoint itself is unusable (connection refused, 401, unknown model …): the cause. */
  fatal?: string;
}

export interface RunJob {
  model: string;
  task: LoadedTask;
  trial: number;
  /** Absolute run folder. */
  dir: string;
  /** The output folder's snapshot store (start trees that are not bundled, by hash); default: the run folder's. */
  store?: string;
}

function costOf(usage: Usage, prices: RunConfig['prices']): number | null {
  if (!prices) return null;
  return Math.round(((usage.prompt_tokens * prices.input + usage.completion_tokens * prices.output) / 1e6) * 1e8) / 1e8;
}

export function runSettings(job: RunJob, config: RunConfig, skillsDoc: string | null, distractors: string[]): AgentSettings {
  const t = job.task.task;
  const agent = config.agent ?? toolCallingAgent;
  return {
    kind: 'agent',
    runner: RUNNER_FORMAT,
    version: 1,
    model: config.model,
    endpoint: config.endpoint,
    agent: { name: agent.name, settings: agent.settings },
    ...(config.llm ? { llm: config.llm } : {}),
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

/** The llm record's usage: the provider's counts as sent, reasoning and cached tokens where reported. */
function usageRecord(u: LlmUsage): LlmRecord['usage'] & object {
  const out: LlmRecord['usage'] & object = { prompt_tokens: u.inputTokens, completion_tokens: u.outputTokens };
  if (u.reasoningTokens !== undefined) out.reasoning_tokens = u.reasoningTokens;
  if (u.cachedInputTokens !== undefined) out.cached_tokens = u.cachedInputTokens;
  return out;
}

export async function runOne(job: RunJob, config: RunConfig, client: ChatClient, onRound?: (usage: Usage) => void): Promise<RunOutcome> {
  const task = job.task.task;
  const agent = config.agent ?? toolCallingAgent;
  const skillsDoc = config.skills.forTask(task);
  const distractors = drawDistractors(config.seed, task.id, config.distractors);
  const { servers, snapshots } = sessionServers(task, config.tools);
  const catalog = buildCatalog(servers);
  const loaded = Object.fromEntries(Object.entries(snapshots).map(([s, ref]) => [s, loadSnapshot(ref)]));
  const t0 = performance.now();
  const link: McpLink = await openMcpLink({
    catalog,
    runDir: job.dir,
    store: job.store,
    session: { snapshots: loaded, seed: (task.seed ?? 0) + config.seed, clock: task.clock },
    settings: runSettings(job, config, skillsDoc, distractors),
  });
  const usage: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
  let rounds = 0;
  let calls = 0;
  let llmMs = 0;
  // Everything the agent does goes through these two: each model call is one llm record, each tool call one call record.
  const llm: AgentLlm = {
    async chat(request) {
      if (rounds >= config.maxRounds) throw new PersonaError(`the agent asked for model call ${rounds + 1} of at most ${config.maxRounds} (--max-rounds)`);
      rounds += 1;
      const round = rounds;
      const t1 = performance.now();
      const req = { ...request, model: request.model ?? config.model, ...(request.temperature === undefined && config.temperature !== null ? { temperature: config.temperature } : {}) };
      const out = await client.chat(req);
      llmMs += performance.now() - t1;
      const res = out.response;
      const u = { prompt_tokens: res.usage.inputTokens, completion_tokens: res.usage.outputTokens, total_tokens: res.usage.totalTokens };
      usage.prompt_tokens += u.prompt_tokens;
      usage.completion_tokens += u.completion_tokens;
      usage.total_tokens += u.total_tokens;
      if (res.usage.reasoningTokens !== undefined) usage.reasoning_tokens = (usage.reasoning_tokens ?? 0) + res.usage.reasoningTokens;
      if (res.usage.cachedInputTokens !== undefined) usage.cached_tokens = (usage.cached_tokens ?? 0) + res.usage.cachedInputTokens;
      onRound?.(u);
      link.recorded.append({
        type: 'llm', cassette: out.entry.cassette, key: out.entry.key, ordinal: out.entry.ordinal, round,
        usage: usageRecord(res.usage),
        finish_reason: res.providerFinishReason,
        // What the model said and asked for, so a run shows its conversation without the cassette
        // (which may be off); tool calls whose arguments do not parse have no call record. Reasoning
        // is kept apart from the answer, as the provider sent it.
        message: {
          content: res.message.content,
          tool_calls: res.toolCalls.map((c) => ({ id: c.id, name: c.name, arguments: c.arguments })),
          ...(res.message.reasoning !== undefined ? { reasoning: res.message.reasoning } : {}),
        },
      });
      return res;
    },
  };
  const ctx: AgentContext = {
    task,
    messages: initialMessages(task, { context: config.context, distractors, skills: skillsDoc }),
    tools: link.tools.map((t) => ({ name: t.name, description: t.description ?? '', parameters: t.inputSchema })),
    async callTool(name, args, meta) {
      // Every call of an agent run answers a model round (the run format's `round`).
      if (rounds === 0) throw new PersonaError(`the agent called ${name} before any model call; tool calls answer a model round (call ctx.llm.chat first)`);
      calls += 1;
      return link.call(name, args, { round: rounds, ...(meta?.toolCallId !== undefined ? { toolCallId: meta.toolCallId } : {}) });
    },
    llm,
    maxRounds: config.maxRounds,
  };
  let status: RunStatus;
  let answer = '';
  let error: string | undefined;
  let fatal: string | undefined;
  try {
    const result = await agent.run(ctx);
    status = result.status;
    answer = wellFormed(String(result.answer ?? ''));
  } catch (e) {
    status = 'error';
    error = (e as Error).message.split('\n')[0];
    fatal = fatalCause(e) ?? undefined;
  }
  const summary: RunSummary = { status, rounds, calls, usage, cost_usd: costOf(usage, config.prices) };
  if (error) summary.error = error;
  link.recorded.append({ type: 'final', answer, ...summary, usage: { ...summary.usage } });
  await link.close();
  addTimings(job.dir, { totalMs: Math.round(performance.now() - t0), llmMs: Math.round(llmMs) });
  return fatal ? { ...summary, fatal } : summary;
}

/** Wall-clock figures join the run's timings.json, the one file that is never compared. */
export function addTimings(dir: string, extra: Record<string, unknown>): void {
  const file = join(dir, RUN_FILES.timings);
  if (!existsSync(file)) return;
  const cur = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...cur, runner: { ...((cur.runner as object) ?? {}), ...extra } }, null, 2) + '\n');
}
