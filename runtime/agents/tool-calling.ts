// The default agent: the paper's plain tool-calling loop, on the LLM client, so every provider the
// client speaks (OpenAI-compatible servers, Anthropic) works for `persona run`. Each round sends the
// conversation with the tools; tool calls are made in the order the model gave them and answered by
// id; a turn without tool calls is the final answer.
import { PersonaError } from '../util/errors.ts';
import type { ToolCall } from '../llm/types.ts';
import type { Agent, AgentContext, AgentResult } from './agent.ts';

function argsOf(call: ToolCall): { ok: true; args: Record<string, unknown> } | { ok: false; error: string } {
  const raw = call.arguments?.trim() || '{}';
  try {
    const v = JSON.parse(raw);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return { ok: false, error: `the arguments of ${call.name} must be a JSON object` };
    return { ok: true, args: v as Record<string, unknown> };
  } catch (e) {
    return { ok: false, error: `the arguments of ${call.name} are not valid JSON (${(e as Error).message})` };
  }
}

export const toolCallingAgent: Agent = {
  name: 'tool-calling',
  settings: { toolChoice: 'auto', parallelCalls: 'in order' },
  async run(ctx: AgentContext): Promise<AgentResult> {
    const messages = [...ctx.messages];
    let answer = '';
    for (let round = 1; round <= ctx.maxRounds; round += 1) {
      const res = await ctx.llm.chat({ messages, tools: ctx.tools, toolChoice: 'auto' });
      messages.push(res.message);
      if (res.toolCalls.length === 0) return { status: 'answered', answer: res.message.content ?? '' };
      // A turn cut by the output limit may hold a half-written call: none of its calls is made.
      if (res.finishReason === 'length') {
        throw new PersonaError(`round ${round}: the model's turn was cut by its output token limit (finish reason "${res.providerFinishReason ?? 'length'}"); its ${res.toolCalls.length} tool call(s) were not made (raise maxTokens)`);
      }
      answer = res.message.content ?? answer;
      for (const call of res.toolCalls) {
        const parsed = argsOf(call);
        const text = parsed.ok ? (await ctx.callTool(call.name, parsed.args, { toolCallId: call.id })).text : `Error: ${parsed.error}`;
        messages.push({ role: 'tool', toolCallId: call.id, content: text });
      }
    }
    return { status: 'max_rounds', answer };
  },
};
