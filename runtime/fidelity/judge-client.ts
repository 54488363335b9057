// The judge's connection to a model: the project's LLM client (runtime/llm), whose cassettes make a
// repeated evaluation replay the same answers without network.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PersonaError } from '../util/errors.ts';
import { llmJudge, type Labeler } from './judge.ts';

const LLM_MODULE = new URL('../llm/index.ts', import.meta.url);

export async function judgeLabeler(model: string): Promise<Labeler> {
  if (!model.trim()) throw new PersonaError('--judge needs a model name');
  if (!existsSync(fileURLToPath(LLM_MODULE))) {
    throw new PersonaError('--judge needs the LLM client (runtime/llm), which this checkout does not have; use --rule-based');
  }
  throw new PersonaError('--judge: the LLM client is not wired in yet; use --rule-based');
}
