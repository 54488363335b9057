import { parseArgs } from 'node:util';
import { selectTasks, categorySlug } from '../../tasks/load.ts';
import { tasksDirArg } from '../args.ts';
import { CATEGORIES, isStateChanging } from '../../tasks/schema.ts';
import { formatTaskSetStats, table7Subset, taskSetStats } from '../../tasks/stats.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';

export const command: Command = {
  summary: 'list and check the benchmark tasks, or their statistics',
  usage: `usage: persona tasks [--category <name>] [--stats] [--json] [--tasks-dir <dir>]

Lists the bundled benchmark tasks (tasks/**/<id>.json), checking every file: a malformed task is
reported with its path and field. --category takes a Table 3 category name or its slug
(${CATEGORIES.map(categorySlug).join(', ')}).
--tasks-dir reads another folder of task files (default: the bundled tasks/).
--json prints an array of {id, category, title, servers, persona, snapshots, checkpoints,
stateChanging, steps, tools, table7Subset} objects.
--stats prints the task set's statistics (the paper's Figure 2): counts per Table 3 category and
Table 7 subset, chain lengths, checkpoints per type, state-changing share, minefields; with --json
as one object.`,
  async run(argv) {
    const { values } = parseArgs({ args: argv, options: { category: { type: 'string' }, json: { type: 'boolean', default: false }, stats: { type: 'boolean', default: false }, 'tasks-dir': { type: 'string' } }, strict: true });
    let tasks = tasksDirArg(values['tasks-dir']);
    if (values.category !== undefined) {
      const cat = CATEGORIES.find((c) => c.toLowerCase() === values.category!.toLowerCase() || categorySlug(c) === values.category!.toLowerCase());
      if (!cat) throw new PersonaError(`--category: unknown category "${values.category}" (categories: ${CATEGORIES.map((c) => `"${c}"`).join(', ')})`);
      tasks = selectTasks(tasks, cat);
    }
    if (values.stats) {
      const stats = taskSetStats(tasks.map((t) => t.task));
      process.stdout.write((values.json ? JSON.stringify(stats, null, 2) : formatTaskSetStats(stats)) + '\n');
      return 0;
    }
    if (values.json) {
      const rows = tasks.map(({ task: t, file }) => ({
        id: t.id,
        category: t.category,
        title: t.title,
        servers: t.servers,
        persona: t.persona,
        snapshots: t.snapshots,
        file,
        checkpoints: t.checkpoints.length,
        checkpointTypes: t.checkpoints.map((c) => c.type),
        stateChanging: isStateChanging(t),
        steps: t.chain.length,
        tools: [...new Set(t.chain.map((s) => `${s.server}/${s.tool}`))],
        forbidden: t.forbidden.length,
        table7Subset: table7Subset(t),
      }));
      process.stdout.write(JSON.stringify(rows, null, 2) + '\n');
      return 0;
    }
    const lines: string[] = [];
    for (const cat of CATEGORIES) {
      const inCat = tasks.filter((t) => t.task.category === cat);
      if (!inCat.length) continue;
      lines.push(`${cat} (${inCat.length})`);
      for (const { task: t } of inCat) {
        lines.push(`  ${t.id.padEnd(40)} ${t.servers.join('+').padEnd(24)} ${String(t.checkpoints.length).padStart(2)} checkpoints${isStateChanging(t) ? '  changes state' : ''}`);
      }
    }
    const changing = tasks.filter((t) => isStateChanging(t.task)).length;
    lines.push('', `${tasks.length} task(s), ${changing} change state`);
    process.stdout.write(lines.join('\n') + '\n');
    return 0;
  },
};
