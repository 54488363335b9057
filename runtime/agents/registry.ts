// Every agent `persona run` can drive, by name. Adding an agent is one entry here.
//
// AGENTS are chosen with `--agent` (default tool-calling) and talk to the model named by `--model`.
// REFERENCE_AGENTS are chosen with `--model <name>`: scripted policies that need no model. Each is
// the tool-calling agent talking to its policy, which the runner serves as a model on 127.0.0.1
// (runtime/agents/endpoint.ts) — so a reference run goes through the same LLM client, cassettes and
// journal as a real model's, and replays the same way.
import { PersonaError } from '../util/errors.ts';
import type { Task } from '../tasks/schema.ts';
import type { Agent } from './agent.ts';
import type { ChatRequest } from './openai.ts';
import { naiveTurn, oracleTurn, type AgentTurn } from './policies.ts';
import { toolCallingAgent } from './tool-calling.ts';
import { claimerTurn, decoyTurn, parrotTurn, silentTurn } from './adversaries.ts';

export const AGENTS: Record<string, Agent> = {
  [toolCallingAgent.name]: toolCallingAgent,
};
export const DEFAULT_AGENT = toolCallingAgent.name;

export interface ReferenceAgent {
  /** One line for --help. */
  description: string;
  /** The policy's next assistant turn for a Chat Completions request (pure: same request, same turn). */
  turn(task: Task, req: ChatRequest): AgentTurn;
}

export const REFERENCE_AGENTS: Record<string, ReferenceAgent> = {
  oracle: { description: 'follows the ground-truth chain', turn: oracleTurn },
  naive: { description: "the paper's failure archetypes (§4.6)", turn: naiveTurn },
  // Adversaries (runtime/agents/adversaries.ts): they must not score — the benchmark's validity check.
  silent: { description: 'adversary: no tool calls, a generic "done"', turn: silentTurn },
  parrot: { description: 'adversary: no tool calls, recites the answer key', turn: parrotTurn },
  claimer: { description: 'adversary: reads only, then claims it did everything', turn: claimerTurn },
  decoy: { description: 'adversary: acts on the wrong-but-similar entity (the decoys)', turn: decoyTurn },
};

export function isReferenceModel(model: string): boolean {
  return Object.hasOwn(REFERENCE_AGENTS, model);
}

export function referenceModels(): string[] {
  return Object.keys(REFERENCE_AGENTS);
}

export function agentNamed(name: string): Agent {
  if (!Object.hasOwn(AGENTS, name)) throw new PersonaError(`--agent: unknown agent "${name}" (known: ${Object.keys(AGENTS).join(', ')})`);
  return AGENTS[name];
}
