// Labelers: who decides whether a response is a success or a failure.
//  - the rule-based labeler (labels.ts), used with --rule-based;
//  - the LLM judge of Appendix A.2: conditioned on the tool's name, description and input schema,
//    the call's arguments and the full response body, asked whether the response substantively
//    fulfils the tool's declared function; temperature 0.1; when its answer cannot be parsed the
//    rule-based labeler decides (and the verdict says so).
// All LLM traffic goes through the cassette client, so a repeated run replays the same answers.
import { canonicalJson } from '../util/canonical.ts';
import { ruleLabel, type Label, type Verdict } from './labels.ts';
import type { ChatMessage } from '../llm/types.ts';

export interface JudgeInput {
  tool: string | null;
  description?: string;
  inputSchema?: unknown;
  args: unknown;
  response: unknown;
}

export interface Labeler {
  /** `rules` or `judge:<model>`: recorded in the report. */
  name: string;
  label(input: JudgeInput): Promise<Label>;
}

export const ruleLabeler: Labeler = {
  name: 'rules',
  async label(input) {
    return ruleLabel(input.response);
  },
};

/** The one thing the judge needs from an LLM client: a chat completion's text. */
export interface ChatCompleter {
  complete(request: { model: string; messages: ChatMessage[]; temperature: number }): Promise<string>;
}

export const JUDGE_TEMPERATURE = 0.1;

const SYSTEM_PROMPT = [
  'You judge the outcome of one MCP tool call.',
  'Decide whether the response substantively fulfils what the tool declares it does, for the arguments given.',
  'Read the whole response body: a response can carry a failure inside a nominal success (an "error" or',
  '"status": "error" field, a non-zero code, "ok": false, an error message in the text), and a response',
  'marked as an error is a failure. An empty result is a success when the call was valid and there was',
  'simply nothing to return or change.',
  'Answer with one JSON object and nothing else: {"verdict": "success" | "failure", "reason": "<one sentence>"}',
].join('\n');

export function judgeMessages(input: JudgeInput): ChatMessage[] {
  const user = [
    `Tool: ${input.tool ?? '(no tool name in the request)'}`,
    `Description: ${input.description ?? '(none: the server does not list this tool)'}`,
    `Input schema: ${input.inputSchema === undefined ? '(none)' : canonicalJson(input.inputSchema)}`,
    `Arguments: ${input.args === undefined ? '(none)' : canonicalJson(input.args ?? null)}`,
    `Response: ${canonicalJson(input.response)}`,
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}

/** The verdict in a judge's answer, or null when there is none to be read. */
export function parseJudgeAnswer(text: string): { verdict: Verdict; reason: string } | null {
  const fenced = text.replace(/```(?:json)?/gi, '');
  const start = fenced.indexOf('{');
  const end = fenced.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let obj: unknown;
  try {
    obj = JSON.parse(fenced.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!obj || typeof obj !== 'object') return null;
  const o = obj as Record<string, unknown>;
  const v = typeof o.verdict === 'string' ? o.verdict.trim().toLowerCase() : '';
  if (v !== 'success' && v !== 'failure') return null;
  return { verdict: v, reason: typeof o.reason === 'string' ? o.reason : '' };
}

export function llmJudge(client: ChatCompleter, model: string): Labeler {
  return {
    name: `judge:${model}`,
    async label(input) {
      const answer = await client.complete({ model, messages: judgeMessages(input), temperature: JUDGE_TEMPERATURE });
      const parsed = parseJudgeAnswer(answer);
      if (!parsed) {
        const fallback = ruleLabel(input.response);
        return { ...fallback, by: 'rules-fallback', reason: `judge answer unparseable; rules: ${fallback.reason}` };
      }
      return { verdict: parsed.verdict, reason: parsed.reason, by: 'judge' };
    },
  };
}
