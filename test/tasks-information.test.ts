// Tasks that combine an information server (Amap, MCPollinations, Context7, Medical) with personal
// apps: their category is decided by the personal servers only; each has a generic_search
// checkpoint on an information tool whose expected values are not given away by the instruction
// or the context; and `--tools all` offers every information tool beside the personal ones.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadTasks, parseTaskFile, TASKS_DIR, INFORMATION_SERVERS, SERVER_FAMILY } from '../runtime/tasks/load.ts';
import { sessionServers } from '../runtime/runner/ablations.ts';
import { loadServer } from '../runtime/servers/registry.ts';
import { buildCatalog } from '../runtime/mcp/catalog.ts';

const tasks = loadTasks().filter((t) => t.task.servers.some((s) => INFORMATION_SERVERS.includes(s)));

function variant(mutate: (t: Record<string, any>) => void): string {
  const t = JSON.parse(readFileSync(join(TASKS_DIR, 'collaboration-platform', 'amap-lark-benbang-team-lunch.json'), 'utf8'));
  mutate(t);
  const file = join(mkdtempSync(join(tmpdir(), 'persona-info-')), `${t.id}.json`);
  writeFileSync(file, JSON.stringify(t));
  return file;
}

describe('information-server tasks', () => {
  it('at least 24, over both personas and all four information servers', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(24);
    expect(new Set(tasks.map((t) => t.task.persona))).toEqual(new Set(['li-ming', 'emma-clark']));
    for (const s of INFORMATION_SERVERS) expect(tasks.filter((t) => t.task.servers.includes(s)).length, s).toBeGreaterThanOrEqual(4);
  });

  it('each has a generic_search checkpoint on an information tool; no expected value is in the instruction or context', () => {
    for (const { task } of tasks) {
      const info = task.checkpoints.filter((c) => c.type === 'generic_search' && INFORMATION_SERVERS.includes((c as { server: string }).server));
      expect(info.length, task.id).toBeGreaterThan(0);
      const given = `${task.instruction} ${JSON.stringify(task.context)}`.toLowerCase();
      for (const c of task.checkpoints) for (const v of ('expected' in c && c.expected) || []) expect(given.includes(String(v).toLowerCase()), `${task.id}: "${v}"`).toBe(false);
    }
  });

  it('the category follows the personal servers only', () => {
    for (const { task } of tasks) {
      const own = task.servers.filter((s) => s in SERVER_FAMILY);
      if (own.length === 1) expect(task.category, task.id).toBe(SERVER_FAMILY[own[0]]);
      else expect(['Lark-Centric', 'Rednote-Centric', 'Hodgepodge'], task.id).toContain(task.category);
    }
    expect(() => parseTaskFile(variant((t) => (t.category = 'Lark-Centric')))).toThrow(/field servers: a Lark-Centric task uses at least two servers besides information servers/);
    expect(() => parseTaskFile(variant((t) => { t.servers = ['amap']; t.snapshots = { amap: 'amap/li-ming' }; t.chain = t.chain.slice(0, 3); t.checkpoints = t.checkpoints.slice(0, 3); }))).toThrow(/field servers: a task uses at least one server besides information servers/);
  });

  it('--tools all offers every personal and information tool', () => {
    const { servers } = sessionServers(tasks[0].task, 'all');
    for (const s of INFORMATION_SERVERS) expect(servers).toContain(s);
    const count = (names: string[]) => names.reduce((n, s) => n + loadServer(s).tools.length, 0);
    expect(count(servers.filter((s) => INFORMATION_SERVERS.includes(s)))).toBe(39);
    // `persona serve --servers amap,mcpollinations,context7,medical`: every real tool, none renamed.
    const c = buildCatalog([...INFORMATION_SERVERS]);
    expect(c.tools.length).toBe(39);
    expect(c.tools.every((t) => t.name === t.tool)).toBe(true);
  });
});
