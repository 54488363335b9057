// The tool dependency graph of `persona gen tasks` (paper §3.3, Tool Invocation Chain Sampling):
// an edge A → B when A yields entities of a type whose id B needs as a required argument. What a
// tool needs comes from its input schema (a required argument named like a type's id: `chat_id`,
// `channelId`, the type's idField); what it yields from its name (a list/search/get/query/create
// tool naming the type, singular or plural). Chains are sampled from the graph under the paper's
// constraints: dependency (units of producer → consumer), personalization (a tool of a server with
// a personal context), deduplication (no two chains alike) and coherence (every id a step needs is
// yielded by an earlier step); realism is the reviewer's.
import type { ServerDefinition, ToolDefinition } from '../servers/registry.ts';
import { seededRandom, pickOne } from '../determinism/sample.ts';

export interface GraphTool { server: string; tool: string; needs: string[]; yields: string[] }
export interface ToolGraph { tools: GraphTool[]; edges: [number, number][] }

const words = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const singular = (k: string) => (k.endsWith('ies') ? k.slice(0, -3) + 'y' : k.endsWith('s') && !k.endsWith('ss') ? k.slice(0, -1) : k);

/** The argument names that carry an id of each entity type of a server. */
function idNames(server: ServerDefinition): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [type, e] of Object.entries(server.hierarchy.entities)) {
    const names = new Set<string>();
    for (const base of [words(type).join('_'), singular(e.path.split('[*].').pop()!.replace(/[^A-Za-z0-9_]/g, ''))]) {
      names.add(`${base}_id`);
      names.add(`${base}id`);
      names.add(`${base}Id`.toLowerCase());
    }
    out.set(type, names);
  }
  return out;
}

function requiredLeaves(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 3) return [];
  const s = schema as { properties?: Record<string, unknown>; required?: string[] };
  const out: string[] = [];
  for (const r of s.required ?? []) {
    out.push(r);
    out.push(...requiredLeaves(s.properties?.[r], depth + 1));
  }
  return out;
}

export function toolNeeds(server: ServerDefinition, tool: ToolDefinition): string[] {
  const ids = idNames(server);
  const req = requiredLeaves(tool.inputSchema).map((n) => n.toLowerCase());
  return [...ids].filter(([, names]) => req.some((r) => names.has(r))).map(([t]) => t).sort();
}

export function toolYields(server: ServerDefinition, tool: ToolDefinition): string[] {
  const w = words(tool.name);
  if (!w.some((x) => /^(list|search|get|query|read|find|create|retrieve|history|open)$/.test(x))) return [];
  const needs = new Set(toolNeeds(server, tool));
  return Object.entries(server.hierarchy.entities)
    .filter(([type, e]) => {
      const names = new Set([...words(type), ...words(type).map((x) => x + 's'), singular(e.path.split('[*].').pop()!), e.path.split('[*].').pop()!]);
      return w.some((x) => names.has(x)) && !needs.has(type);
    })
    .map(([t]) => t).sort();
}

export function buildToolGraph(servers: ServerDefinition[]): ToolGraph {
  const tools: GraphTool[] = [];
  for (const s of servers) for (const t of s.tools) tools.push({ server: s.name, tool: t.name, needs: toolNeeds(s, t), yields: toolYields(s, t) });
  const edges: [number, number][] = [];
  tools.forEach((a, i) => tools.forEach((b, j) => {
    if (i !== j && a.server === b.server && a.yields.some((y) => b.needs.includes(y))) edges.push([i, j]);
  }));
  return { tools, edges };
}

export interface SampledChain { tools: { server: string; tool: string }[] }

/**
 * Up to `count` distinct chains. Each is one or two units (a unit: a producer and the tools that
 * consume what it yields, 2–3 long); with several servers, every chain spans at least two of them
 * when the graph allows. Coherent by construction: every needed type is yielded earlier.
 */
export function sampleChains(g: ToolGraph, servers: string[], count: number, seed: number, personal: ReadonlySet<string>): SampledChain[] {
  const random = seededRandom(`gen-tasks/chains/${servers.join(',')}`, seed);
  const next = (i: number) => g.edges.filter(([a]) => a === i).map(([, b]) => b);
  const units: number[][] = [];
  g.tools.forEach((t, i) => {
    if (t.needs.length) return; // a unit starts where nothing is needed
    for (const j of next(i)) {
      units.push([i, j]);
      for (const k of next(j)) if (k !== i) units.push([i, j, k]);
    }
  });
  const coherent = (c: number[]) => c.every((idx, at) => g.tools[idx].needs.every((n) => c.slice(0, at).some((p) => g.tools[p].yields.includes(n))));
  const seen = new Set<string>();
  const out: SampledChain[] = [];
  for (let tries = 0; out.length < count && tries < count * 50 && units.length; tries += 1) {
    let c = [...pickOne(units, random)!];
    if (servers.length > 1) {
      const others = units.filter((u) => g.tools[u[0]].server !== g.tools[c[0]].server);
      if (others.length) c = [...c, ...pickOne(others, random)!];
    }
    if (!coherent(c) || !c.some((i) => personal.has(g.tools[i].server))) continue;
    const key = c.map((i) => `${g.tools[i].server}/${g.tools[i].tool}`).join(' > ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ tools: c.map((i) => ({ server: g.tools[i].server, tool: g.tools[i].tool })) });
  }
  return out;
}
