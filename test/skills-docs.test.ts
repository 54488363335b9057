// Table 5's skills documents (tasks/_skills/<server>.md) must stay accurate to the simulated tools:
// every tool they name exists in that server's manifest, and every argument they list after a
// tool — "`tool` (`a`, optional `b`)", up to a ';' — is a property of that tool's input schema. A renamed tool
// or argument fails here instead of silently teaching agents something false.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadServer } from '../runtime/servers/registry.ts';
import { SKILLS_DIR } from '../runtime/runner/ablations.ts';

interface Schema { properties?: Record<string, Schema>; items?: Schema }

function propertyNames(s: Schema | undefined, out = new Set<string>()): Set<string> {
  if (!s) return out;
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.add(k);
    propertyNames(v, out);
  }
  propertyNames(s.items, out);
  return out;
}

const docs = readdirSync(SKILLS_DIR).filter((f) => f.endsWith('.md'));

describe('skills documents', () => {
  it('exist for Lark and Xiaohongshu (Table 5)', () => {
    expect(docs).toEqual(expect.arrayContaining(['lark.md', 'xiaohongshu.md']));
  });

  for (const file of docs) {
    const server = file.slice(0, -3);
    it(`${file} names only real tools and their real arguments`, () => {
      const text = readFileSync(join(SKILLS_DIR, file), 'utf8');
      const tools = loadServer(server).toolsByName;
      const toolLike = [...text.matchAll(/`([a-z][a-z0-9]*(?:_[a-zA-Z0-9]+)+)`/g)].map((m) => m[1]);
      const named = toolLike.filter((n) => tools.has(n) || /^(get|list|search|create|send|post|reply|publish|delete|update|check|like|favorite|im|calendar|contact|docx|bitable|wiki|drive)_/.test(n));
      expect(named.length).toBeGreaterThan(3);
      for (const n of named) expect(tools.has(n), `${file}: \`${n}\` is not a ${server} tool`).toBe(true);
      for (const m of text.matchAll(/`([A-Za-z0-9_]+)`\s*\(([^)]*)\)/g)) {
        const tool = tools.get(m[1]);
        if (!tool) continue;
        const props = propertyNames(tool.inputSchema as Schema);
        // Arguments come before any ';' (what follows describes the result); `data.emails` names a nested one.
        for (const a of m[2].split(';')[0].matchAll(/`([A-Za-z0-9_.]+)`/g)) {
          for (const part of a[1].split('.')) expect(props.has(part), `${file}: ${m[1]} has no argument \`${a[1]}\``).toBe(true);
        }
      }
    });
  }
});
