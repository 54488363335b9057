// `persona serve` with the bundled servers of issues 5 and 6 exposes exactly the real tools of
// their manifests; only names that collide across servers carry a `<server>__` prefix.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalog } from '../runtime/mcp/catalog.ts';
import { loadServer, presetTools } from '../runtime/servers/registry.ts';
import { REPO } from './helpers/cli.ts';

function manifestTools(server: string): string[] {
  return JSON.parse(readFileSync(join(REPO, 'kernels', server, 'manifest.json'), 'utf8')).tools.map((t: { name: string }) => t.name);
}

// What a server exposes by default: its `default` preset (Lark: the 14 tools of lark.json), else every tool.
function defaultTools(server: string): string[] {
  return presetTools(loadServer(server)).map((t) => t.name);
}

describe('served tool catalogs', () => {
  for (const servers of [['lark', 'slack', 'wecom', 'gmail', 'email163'], ['xiaohongshu', 'reddit', 'instagram', 'telegram', 'discord', 'notion', 'obsidian']]) {
    it(servers.join(','), () => {
      const c = buildCatalog(servers);
      const expected = servers.flatMap((s) => defaultTools(s).map((t) => `${s}/${t}`)).sort();
      expect(c.tools.map((t) => `${t.server}/${t.tool}`).sort()).toEqual(expected);
      expect(new Set(c.tools.map((t) => t.name)).size).toBe(c.tools.length);
      const counts = new Map<string, number>();
      for (const t of c.tools) counts.set(t.tool, (counts.get(t.tool) ?? 0) + 1);
      for (const t of c.tools) expect(t.name).toBe((counts.get(t.tool) ?? 0) > 1 ? `${t.server}__${t.tool}` : t.tool);
      for (const t of c.tools) expect(t.definition.inputSchema).toBeTypeOf('object');
    });
  }

  it('lark:all exposes every tool of the Lark manifest; lark alone the 14 of lark.json', () => {
    expect(buildCatalog(['lark:all']).tools.map((t) => t.tool)).toEqual(manifestTools('lark'));
    expect(buildCatalog(['lark']).tools.map((t) => t.tool)).toEqual(manifestTools('lark').slice(0, 14));
    expect(() => buildCatalog(['lark:nope'])).toThrow(/no tool preset "nope"/);
  });
});
