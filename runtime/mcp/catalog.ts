// The tools one served endpoint exposes: the real names, descriptions and input schemas of each
// server's manifest (its `default` preset, or the one named as `server:preset`, e.g. `lark:all`).
// Names that collide across servers get a deterministic prefix
// `<server>__<tool>` (both colliding tools are renamed; unique names stay as the real server has
// them). `--tools` narrows the list to a subset (the paper's "selected tools" ablation).
import { loadServer, presetTools, type ServerDefinition, type ToolDefinition } from '../servers/registry.ts';
import { PersonaError } from '../util/errors.ts';

export const COLLISION_SEPARATOR = '__';

export interface ExposedTool {
  /** The name clients see. */
  name: string;
  server: string;
  /** The real tool name (what the kernel and journal use). */
  tool: string;
  definition: ToolDefinition;
}

export interface ToolCatalog {
  servers: ServerDefinition[];
  tools: ExposedTool[];
  byName: Map<string, ExposedTool>;
}

/** `lark` or `lark:all` -> its definition and the tools it exposes. */
/** Without kernelsDir the server is found on the --kernels-dir search path (then kernels/). */
export function parseServerSpec(spec: string, kernelsDir?: string): { server: ServerDefinition; tools: ToolDefinition[] } {
  const [name, preset] = spec.split(':');
  const server = loadServer(name, kernelsDir);
  return { server, tools: presetTools(server, preset ?? 'default') };
}

export function buildCatalog(serverSpecs: string[], opts: { only?: string[]; kernelsDir?: string } = {}): ToolCatalog {
  const specs = serverSpecs.map((s) => parseServerSpec(s, opts.kernelsDir));
  const servers = specs.map((s) => s.server);
  const serverNames = servers.map((s) => s.name);
  const count = new Map<string, number>();
  for (const s of specs) for (const t of s.tools) count.set(t.name, (count.get(t.name) ?? 0) + 1);
  let tools: ExposedTool[] = [];
  for (const { server: s, tools: exposed } of specs) {
    for (const t of exposed) {
      const name = (count.get(t.name) ?? 0) > 1 ? `${s.name}${COLLISION_SEPARATOR}${t.name}` : t.name;
      tools.push({ name, server: s.name, tool: t.name, definition: t });
    }
  }
  if (opts.only) {
    const known = new Map(tools.map((t) => [t.name, t]));
    // Accept the exposed name or `server/tool`.
    for (const t of tools) known.set(`${t.server}/${t.tool}`, t);
    const keep = new Set<ExposedTool>();
    for (const want of opts.only) {
      const hit = known.get(want);
      if (!hit) throw new PersonaError(`--tools: unknown tool "${want}" (not in ${serverNames.join(', ')})`);
      keep.add(hit);
    }
    tools = tools.filter((t) => keep.has(t));
  }
  return { servers, tools, byName: new Map(tools.map((t) => [t.name, t])) };
}
