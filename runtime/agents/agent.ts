// The agent seam: what `persona run` drives. An agent gets the task's opening conversation, the
// tools the task's servers expose, a way to call them and an LLM client, and produces the final
// answer. Everything an agent does through `ctx` is recorded by the runner — each `ctx.llm.chat`
// as one `llm` journal record (its round, cassette entry, usage and finish reason as the provider
// sent them), each `ctx.callTool` as one call record with its patches — so any agent's run is
// replayed, diffed and scored like any other.
//
//   const myAgent: Agent = {
//     name: 'my-agent',
//     settings: { style: 'plan-then-act' },           // recorded in every run's journal header
//     async run(ctx) {
//       const res = await ctx.llm.chat({ messages: ctx.messages, tools: ctx.tools, toolChoice: 'auto' });
//       …  await ctx.callTool(call.name, call.parsedArguments, { toolCallId: call.id })  …
//       return { status: 'answered', answer: res.message.content ?? '' };
//     },
//   };
//
// Register it in runtime/agents/registry.ts (one entry) and run it with `persona run --agent my-agent`.
import type { ChatMessage, ChatRequest, ChatResponse, ToolSpec } from '../llm/types.ts';
import type { Task } from '../tasks/schema.ts';

export interface ToolOutcome {
  /** The text the agent reads (the tool result's text parts joined, or the error a client would show). */
  text: string;
  isError: boolean;
}

export interface AgentLlm {
  /** One model call. The model, provider, sampling settings, streaming and cassette come from the run's configuration. */
  chat(request: ChatRequest): Promise<ChatResponse>;
}

export interface AgentContext {
  /** The task as the benchmark defines it (reference agents read its ground truth; a fair agent reads only `messages`). */
  task: Task;
  /** The opening conversation: the system prompt and the user's request with its context. */
  messages: ChatMessage[];
  /** The tools the task's servers expose (MCP names, descriptions and input schemas). */
  tools: ToolSpec[];
  /**
   * Calls a tool through the MCP front; `toolCallId` (the model's call id) goes into the call record
   * with the round of the latest `llm.chat`. Calls answer a model round: one before any is refused.
   */
  callTool(name: string, args: Record<string, unknown>, meta?: { toolCallId?: string }): Promise<ToolOutcome>;
  llm: AgentLlm;
  /** The most model calls the run allows (the paper's 20); a further `llm.chat` is refused. */
  maxRounds: number;
}

export interface AgentResult {
  /** answered: the agent gave its final answer; max_rounds: it ran out of model calls. */
  status: 'answered' | 'max_rounds';
  /** The final answer as the user would read it (the last text the agent produced when it ran out of rounds). */
  answer: string;
}

export interface Agent {
  /** Registry name (`--agent`), recorded in the journal header. */
  readonly name: string;
  /** The agent's own settings, recorded in the journal header. */
  readonly settings: Record<string, unknown>;
  /** Throwing ends the run with status "error" and the message's first line. */
  run(ctx: AgentContext): Promise<AgentResult>;
}
