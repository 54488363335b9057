// `persona serve` with the bundled servers of issues 5 and 6 exposes exactly the real tools of
// their manifests; only names that collide across servers carry a `<server>__` prefix.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalog } from '../runtime/mcp/catalog.ts';
import { REPO } from './helpers/cli.ts';

function manifestTools(server: string): string[] {
  return JSON.parse(readFileSync(join(REPO, 'kernels', server, 'manifest.json'), 'utf8')).tools.map((t: { name: string }) => t.name);
}

describe('served tool catalogs', () => {
  for (const servers of [['lark', 'slack', 'wecom', 'gmail', 'email163'], ['xiaohongshu', 'reddit', 'instagram', 'telegram', 'discord', 'notion', 'obsidian']]) {
    it(servers.join(','), () => {
      const c = buildCatalog(servers);
      const expected = servers.flatMap((s) => manifestTools(s).map((t) => `${s}/${t}`)).sort();
      expect(c.tools.map((t) => `${t.server}/${t.tool}`).sort()).toEqual(expected);
      expect(new Set(c.tools.map((t) => t.name)).size).toBe(c.tools.length);
      const counts = new Map<string, number>();
      for (const t of c.tools) counts.set(t.tool, (counts.get(t.tool) ?? 0) + 1);
      for (const t of c.tools) expect(t.name).toBe((counts.get(t.tool) ?? 0) > 1 ? `${t.server}__${t.tool}` : t.tool);
      for (const t of c.tools) expect(t.definition.inputSchema).toBeTypeOf('object');
    });
  }
});
