// The LLM checkpoint judge. Checkpoints whose exact values decide them (operate checkpoints with
// expected values: the executors' verdict is deterministic) never reach the model; every other
// checkpoint is sent with its evidence, and an answer that cannot be parsed falls back to the
// rule-based judge (paper Appendix A.2).
//
// Determinism: identical cases make identical requests, and each distinct request is sent once
// (answers are shared), so every request is the first of its kind in the cassette (ordinal 0)
// whatever the concurrency; requests are started in case order. A replayed evaluation therefore
// gives the same scores to the byte.
import { canonicalJson } from '../util/canonical.ts';
import { judgePrompt, parseJudgeScore, JUDGE_PROMPT_VERSION } from './prompt.ts';
import { RULES_VERSION } from './rules.ts';
import type { ChatMessage } from '../llm/types.ts';
import type { CheckpointCase, CheckpointJudge, Judgment } from './types.ts';

export interface JudgeCompleter {
  /** temperature null: send none. */
  complete(request: { model: string; messages: ChatMessage[]; temperature: number | null }): Promise<string>;
}

export interface LlmJudgeOptions {
  model: string;
  provider?: string;
  /** null: none is sent (`--judge-temperature none`). */
  temperature: number | null;
  concurrency?: number;
  close?: () => Promise<void>;
}

export function judgeId(model: string): string {
  return `judge-${model.replace(/[^A-Za-z0-9._-]+/g, '_')}`;
}

export function createLlmJudge(client: JudgeCompleter, opts: LlmJudgeOptions): CheckpointJudge {
  // Answers by request, kept across calls of judge() (the CLI judges runs in batches).
  const answers = new Map<string, string>();
  return {
    info: {
      kind: 'llm', id: judgeId(opts.model), model: opts.model, provider: opts.provider ?? 'openai',
      temperature: opts.temperature, promptVersion: JUDGE_PROMPT_VERSION, rulesVersion: RULES_VERSION,
    },
    async judge(cases, onProgress) {
      const out: (Judgment | null)[] = cases.map((c) => (c.rule.exact ? { score: c.rule.score, reason: c.rule.reason, by: c.rule.by } : null));
      // Distinct requests, in case order.
      const requests = new Map<string, { key: string; messages: ChatMessage[]; cases: number[] }>();
      cases.forEach((c, i) => {
        if (out[i]) return;
        const messages = judgePrompt(c);
        const key = canonicalJson(messages);
        const entry = requests.get(key);
        if (entry) entry.cases.push(i);
        else requests.set(key, { key, messages, cases: [i] });
      });
      let total = 0;
      let done = 0;
      const apply = (entry: { key: string; cases: number[] }, answer: string) => {
        answers.set(entry.key, answer);
        const parsed = parseJudgeScore(answer);
        for (const i of entry.cases) {
          const rule = cases[i].rule;
          out[i] = parsed
            ? { score: parsed.score, reason: parsed.reason || '(the judge gave no reason)', by: 'judge' }
            : { score: rule.score, reason: `judge answer unparseable; rules: ${rule.reason}`, by: 'rules-fallback' };
        }
      };
      // Requests answered in an earlier batch are not sent again.
      const work = [...requests.values()].filter((entry) => {
        const known = answers.get(entry.key);
        if (known !== undefined) apply(entry, known);
        return known === undefined;
      });
      total = work.length;
      let next = 0;
      const worker = async () => {
        while (next < work.length) {
          const entry = work[next++];
          apply(entry, await client.complete({ model: opts.model, messages: entry.messages, temperature: opts.temperature }));
          done += 1;
          onProgress?.(done, total);
        }
      };
      const lanes = Math.max(1, Math.min(opts.concurrency ?? 4, work.length));
      await Promise.all(Array.from({ length: lanes }, worker));
      return out as Judgment[];
    },
    close: opts.close ?? (async () => {}),
  };
}
