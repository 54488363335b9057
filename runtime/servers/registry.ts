// Loads a simulated server's folder (kernels/<server>/) as data: manifest, hierarchy, server
// settings and kernel sources. Nothing here runs kernel code.

import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, resolve, relative, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PersonaError } from '../util/errors.ts';
import { jsonObject } from '../util/json-object.ts';

/** The repository root (where kernels/, snapshots/ … live). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const KERNELS_DIR = join(REPO_ROOT, 'kernels');

const ToolDef = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
  inputSchema: jsonObject(),
}).passthrough();

const Manifest = z.object({
  tools: z.array(ToolDef),
  serverInfo: z.object({ name: z.string(), version: z.string() }).passthrough().optional(),
}).passthrough();

const EntityDef = z.object({
  path: z.string().min(1),
  idField: z.string().optional(),
  idFormat: z.string().optional(),
  parent: z.string().nullable().optional(),
});

const Hierarchy = z.object({
  server: z.string(),
  root: z.string().default('User'),
  entities: z.record(z.string(), EntityDef),
  /**
   * Context paths that hold the simulated server's own bookkeeping (a response cache, hit
   * counters), not the user's data: a call may change them as a side effect, so they are never
   * collateral damage (runtime/tasks/minefields.ts).
   */
  bookkeeping: z.array(z.string().min(1)).optional(),
});

const ServerConfig = z.object({
  name: z.string().min(1),
  validation: z.enum(['sdk', 'sdk-zod4', 'none']).default('sdk'),
  defaultSnapshot: z.string().min(1),
  callTimeoutMs: z.number().int().positive().optional(),
  /** What the real server answers for a tool it does not have; `{name}` is the tool's name. */
  unknownTool: z.object({ text: z.string(), isError: z.boolean() }).default({
    text: 'MCP error -32602: Tool {name} not found',
    isError: true,
  }),
  /**
   * Named subsets of the manifest's tools, for servers whose real package ships several tool
   * presets (Lark). `default` is what is exposed when no preset is named; without presets every
   * tool is. The preset `all` always means every tool of the manifest.
   */
  presets: z.record(z.string().regex(/^[a-z0-9][a-z0-9_-]*$/), z.array(z.string().min(1)).min(1)).optional(),
});

export type ToolDefinition = z.infer<typeof ToolDef>;
export type HierarchyDef = z.infer<typeof Hierarchy>;
export type ServerConfigDef = z.infer<typeof ServerConfig>;

export interface ServerDefinition {
  name: string;
  dir: string;
  config: ServerConfigDef;
  tools: ToolDefinition[];
  toolsByName: Map<string, ToolDefinition>;
  hierarchy: HierarchyDef;
  /** Every .js file of the server folder, keyed by its path relative to kernels/ (posix). */
  sources: Map<string, string>;
  /** sha256 over every kernel and shared file, the manifest's tools and the hierarchy. */
  kernelHash: string;
  /** The real server's name and version (from its initialize result), when the manifest has it. */
  serverInfo?: { name: string; version: string };
  /** Tool names per preset; always has `default` and `all`. */
  presets: Record<string, string[]>;
}

/** The tools a preset exposes (`default` when none is named). */
export function presetTools(server: ServerDefinition, preset = 'default'): ToolDefinition[] {
  const names = server.presets[preset];
  if (!names) throw new PersonaError(`server "${server.name}" has no tool preset "${preset}" (presets: ${Object.keys(server.presets).sort().join(', ')})`);
  return names.map((n) => server.toolsByName.get(n)!);
}

function readJson(file: string, schema: z.ZodTypeAny, what: string) {
  if (!existsSync(file)) throw new PersonaError(`${file}: ${what} not found`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new PersonaError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PersonaError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

function listJsFiles(dir: string, root: string, out: Map<string, string>) {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) listJsFiles(full, root, out);
    else if (name.endsWith('.js')) out.set(relative(root, full).split(sep).join('/'), readFileSync(full, 'utf8'));
  }
}

/** Helpers any server's kernels may import (`../../_shared/pyschema.js`): the argument checks of
 * SDKs that several real servers share. Part of every server's sources and kernel hash. */
export const SHARED_KERNEL_DIR = '_shared';

// `--kernels-dir`: folders of server folders (generated servers, a researcher's own) searched, in
// order, before the package's kernels/, so they are served, measured and run without being copied
// into the package. Process-wide because every reader of a server (sessions, tasks, eval, diff)
// resolves it by name; the CLI sets it once, from the flags, before anything loads.
let searchPath: string[] = [];

/** Folders given with --kernels-dir, searched before kernels/. A server folder (one holding
 * server.json) stands for its parent, so `--out gen/notes` of `persona gen kernel` can be passed as is. */
export function setKernelsSearchPath(dirs: readonly string[]): void {
  searchPath = [];
  for (const d of dirs) {
    const full = resolve(d);
    if (!existsSync(full) || !statSync(full).isDirectory()) throw new PersonaError(`--kernels-dir ${d}: folder not found`);
    const dir = existsSync(join(full, 'server.json')) ? resolve(full, '..') : full;
    if (!searchPath.includes(dir) && dir !== KERNELS_DIR) searchPath.push(dir);
  }
  cache.clear();
}

/** Every folder servers are looked up in, in order (the package's kernels/ last). */
export function kernelsSearchPath(): string[] {
  return [...searchPath, KERNELS_DIR];
}

/** The folder of the search path that holds server `name` (kernels/ when none does). */
export function kernelsDirOf(name: string): string {
  for (const d of searchPath) if (existsSync(join(d, name, 'server.json'))) return d;
  return KERNELS_DIR;
}

/** Server names in `kernelsDir`, or (without it) in every folder of the search path. */
export function availableServers(kernelsDir?: string): string[] {
  const dirs = kernelsDir ? [kernelsDir] : kernelsSearchPath();
  const names = new Set<string>();
  for (const d of dirs) {
    if (!existsSync(d)) continue;
    for (const n of readdirSync(d)) if (existsSync(join(d, n, 'server.json'))) names.add(n);
  }
  return [...names].sort();
}

const cache = new Map<string, ServerDefinition>();

/** Forget loaded servers (a generator rewrites a server's files between rounds). */
export function clearServerCache(): void {
  cache.clear();
}

/** Load <kernelsDir>/<name>/ (cached per process); without kernelsDir, from the search path. */
export function loadServer(name: string, kernelsDirGiven?: string): ServerDefinition {
  const kernelsDir = kernelsDirGiven ?? kernelsDirOf(name);
  const key = `${kernelsDir}\0${name}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const dir = join(kernelsDir, name);
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(name) || !existsSync(join(dir, 'server.json'))) {
    const known = availableServers(kernelsDirGiven).join(', ');
    throw new PersonaError(`unknown server "${name}" (known: ${known || 'none'})`);
  }
  const config = readJson(join(dir, 'server.json'), ServerConfig, 'server settings') as ServerConfigDef;
  const manifest = readJson(join(dir, 'manifest.json'), Manifest, 'tool manifest') as z.infer<typeof Manifest>;
  const hierarchy = readJson(join(dir, 'hierarchy.json'), Hierarchy, 'hierarchy') as HierarchyDef;
  const sources = new Map<string, string>();
  listJsFiles(dir, kernelsDir, sources);
  // A folder outside the package without its own _shared/ uses the package's (same import paths).
  const sharedRoot = existsSync(join(kernelsDir, SHARED_KERNEL_DIR)) ? kernelsDir : KERNELS_DIR;
  const shared = join(sharedRoot, SHARED_KERNEL_DIR);
  if (existsSync(shared)) listJsFiles(shared, sharedRoot, sources);
  const toolsByName = new Map<string, ToolDefinition>();
  for (const t of manifest.tools) {
    toolsByName.set(t.name, t);
    if (!sources.has(`${name}/tools/${t.name}.js`)) {
      throw new PersonaError(`${join(dir, 'tools', t.name + '.js')}: no kernel for tool ${t.name}`);
    }
  }
  const all = manifest.tools.map((t) => t.name);
  const presets: Record<string, string[]> = { ...(config.presets ?? {}), all };
  presets.default ??= all;
  for (const [preset, names] of Object.entries(presets)) {
    for (const n of names) {
      if (!toolsByName.has(n)) throw new PersonaError(`${join(dir, 'server.json')}: presets.${preset}: "${n}" is not a tool of the manifest`);
    }
  }
  const h = createHash('sha256');
  for (const [p, src] of [...sources].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) h.update(p).update('\0').update(src).update('\0');
  h.update(JSON.stringify(manifest.tools)).update(JSON.stringify(hierarchy));
  const def: ServerDefinition = {
    name, dir, config, tools: manifest.tools, toolsByName, hierarchy, sources, kernelHash: h.digest('hex'),
    serverInfo: manifest.serverInfo ? { name: manifest.serverInfo.name, version: manifest.serverInfo.version } : undefined,
    presets,
  };
  cache.set(key, def);
  return def;
}
