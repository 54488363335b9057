// The agent seam: any object implementing Agent (runtime/agents/agent.ts) runs under `persona run`'s
// runner; what it does through its context is journaled (tool calls with round and call id, model
// calls as llm records) and it is named with its settings in the header. A thrown error ends the run
// with status "error"; an agent cannot exceed --max-rounds.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runJobs } from '../runtime/runner/runner.ts';
import { chatClientFactory } from '../runtime/runner/clients.ts';
import { skillsChoice } from '../runtime/runner/ablations.ts';
import { loadTasks, selectTasks } from '../runtime/tasks/load.ts';
import { openRun } from '../runtime/run/run-folder.ts';
import type { Agent } from '../runtime/agents/agent.ts';
import type { ProgressSink } from '../runtime/runner/progress.ts';
import { agentNamed, AGENTS, isReferenceModel } from '../runtime/agents/registry.ts';

const quiet: ProgressSink = { start() {}, started() {}, finished() {}, tokens() {}, end() {} } as unknown as ProgressSink;
const all = loadTasks();
const tasks = selectTasks(all, 'lark-cancel-coffee');

async function runWith(agent: Agent, maxRounds = 20) {
  const out = mkdtempSync(join(tmpdir(), 'agent-seam-'));
  const r = await runJobs({
    models: ['oracle'], tasks, allTasks: all, out, trials: 1, concurrency: 1, shard: null, resume: false,
    baseUrl: null, apiKeyEnv: null, cassettesDir: null, cassetteMode: 'off',
    config: { maxRounds, seed: 0, tools: 'task', context: 'all', distractors: 0, skills: skillsChoice('none'), temperature: null, prices: null, agent },
    clientFactory: chatClientFactory(), progress: quiet,
  });
  return { r, run: openRun(join(out, 'oracle', 'lark-cancel-coffee', 'trial-1')) };
}

describe('the agent seam', () => {
  it('runs any Agent: its calls and model calls are journaled, its name and settings are in the header', async () => {
    const agent: Agent = {
      name: 'plan-then-act',
      settings: { plan: 'one look, one model call' },
      async run(ctx) {
        await expect(ctx.callTool(ctx.tools[0].name, {}, { toolCallId: 'before-any-round' })).rejects.toThrow(/before any model call/);
        const res = await ctx.llm.chat({ messages: ctx.messages, tools: ctx.tools, toolChoice: 'auto' });
        const first = res.toolCalls[0];
        const out = await ctx.callTool(first.name, first.parsedArguments as Record<string, unknown>, { toolCallId: first.id });
        return { status: 'answered', answer: `looked: ${out.isError ? 'error' : 'ok'} \ud800` };
      },
    };
    const { r, run } = await runWith(agent);
    expect(r.failed).toBe(0);
    expect(run.header.settings).toMatchObject({ agent: { name: 'plan-then-act', settings: { plan: 'one look, one model call' } }, endpoint: 'reference' });
    expect(run.calls).toHaveLength(1);
    expect(run.calls[0]).toMatchObject({ round: 1, toolCallId: expect.any(String) });
    expect(run.records.filter((x) => x.type === 'llm')).toHaveLength(1);
    // The answer is stored well-formed (a lone surrogate becomes U+FFFD).
    expect(run.records.find((x) => x.type === 'final')).toMatchObject({ status: 'answered', answer: 'looked: ok \ufffd', rounds: 1, calls: 1 });
  }, 60_000);

  it('an agent that throws ends its run in an error; one that asks too often is stopped at --max-rounds', async () => {
    const greedy: Agent = {
      name: 'greedy', settings: {},
      async run(ctx) {
        for (;;) await ctx.llm.chat({ messages: ctx.messages, tools: ctx.tools });
      },
    };
    const { r, run } = await runWith(greedy, 2);
    expect(r.failed).toBe(1);
    expect(run.records.filter((x) => x.type === 'llm')).toHaveLength(2);
    expect(run.records.find((x) => x.type === 'final')).toMatchObject({ status: 'error', error: expect.stringMatching(/model call 3 of at most 2/) });
  }, 60_000);

  it('the registries: the default agent and the reference agents by name', () => {
    expect(agentNamed('tool-calling')).toBe(AGENTS['tool-calling']);
    expect(() => agentNamed('nope')).toThrow(/--agent: unknown agent "nope" \(known: tool-calling\)/);
    expect(isReferenceModel('oracle') && isReferenceModel('naive') && !isReferenceModel('constructor') && !isReferenceModel('orcale')).toBe(true);
  });
});
