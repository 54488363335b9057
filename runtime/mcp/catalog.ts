// The tools one served endpoint exposes: the real names, descriptions and input schemas of each
// server's manifest. Names that collide across servers get a deterministic prefix
// `<server>__<tool>` (both colliding tools are renamed; unique names stay as the real server has
// them). `--tools` narrows the list to a subset (the paper's "selected tools" ablation).
import { loadServer, KERNELS_DIR, type ServerDefinition, type ToolDefinition } from '../servers/registry.ts';
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

export function buildCatalog(serverNames: string[], opts: { only?: string[]; kernelsDir?: string } = {}): ToolCatalog {
  const servers = serverNames.map((n) => loadServer(n, opts.kernelsDir ?? KERNELS_DIR));
  const count = new Map<string, number>();
  for (const s of servers) for (const t of s.tools) count.set(t.name, (count.get(t.name) ?? 0) + 1);
  let tools: ExposedTool[] = [];
  for (const s of servers) {
    for (const t of s.tools) {
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
