// The report's pages as HTML strings, from the view model (model.ts, trajectory.ts,
// runtime/compare). Self-contained: the style sheet is inline, charts are inline SVG, folding uses
// <details>, links are relative — the site opens from file:// with no network and no script.
// Every string from a run passes through esc(); nothing here reads the clock, the host's time
// zone or locale.
import { esc } from './escape.ts';
import { barChart, scatter } from './svg.ts';
import { count, pct, prettyJson, readableInstant, showValue, usd } from './format.ts';
import type { Cell, Table } from '../eval/tables.ts';
import type { ReportIndex, RunEntry } from './model.ts';
import type { CallView, EntityView, Trajectory } from './trajectory.ts';
import type { RunScore } from '../eval/score.ts';
import type { Comparison, StepSide } from './compare.ts';
import type { LoadedTask } from '../tasks/load.ts';

const STYLE = `
:root{--fg:#1d2330;--muted:#5d6577;--line:#d9dde6;--bg:#fff;--soft:#f5f7fa;--ok:#1a7f37;--bad:#c62828;--mid:#b26a00;--accent:#2f5bd3}
*{box-sizing:border-box}body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);margin:0}
main{max-width:1200px;margin:0 auto;padding:16px 24px 48px}h1{font-size:22px;margin:8px 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}h3{font-size:15px;margin:16px 0 6px}
a{color:var(--accent)}nav{font-size:13px;color:var(--muted)}.muted{color:var(--muted)}.note{background:#fff8e1;border:1px solid #f0d48a;padding:6px 10px;border-radius:4px;margin:6px 0}
table{border-collapse:collapse;margin:6px 0 12px;font-size:13px}th,td{border:1px solid var(--line);padding:3px 7px;text-align:left;vertical-align:top}th{background:var(--soft)}td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
pre{background:var(--soft);border:1px solid var(--line);border-radius:4px;padding:6px 8px;white-space:pre-wrap;word-break:break-word;margin:4px 0;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace;max-height:480px;overflow:auto}
details>summary{cursor:pointer;color:var(--muted)}details[open]+pre.result-head{display:none}.grid td.acc{text-align:center;min-width:64px;padding:0}.grid td.acc a{display:block;padding:3px 7px;color:#111;text-decoration:none}.grid td.none{background:#eee}.grid tr.category th{background:#e8ecf4;text-align:left}.grid a.cmp{font-size:12px;color:var(--muted);margin-left:6px}
.badge{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;font-weight:600;color:#fff}.badge.ok,.badge.pass{background:var(--ok)}.badge.error,.badge.fault,.badge.fail{background:var(--bad)}.badge.partial,.badge.not-run{background:var(--mid)}.badge.judge{background:#666}
.round{border-left:3px solid var(--line);padding-left:12px;margin:14px 0}.msg{background:#eef3ff;border:1px solid #cdd9fb;border-radius:6px;padding:6px 10px;margin:6px 0;white-space:pre-wrap}.msg.user{background:#f1f8ec;border-color:#cfe6c0}.msg.final{background:#fdf3e6;border-color:#f1d3a6}
.call{border:1px solid var(--line);border-radius:6px;margin:8px 0;padding:6px 10px}.call h4{margin:0 0 4px;font-size:14px}.clock{color:var(--muted);font-size:12px}
.changes{width:100%;table-layout:fixed}.changes td{overflow-wrap:anywhere}.changes col.c-kind{width:76px}.changes col.c-field{width:190px}table.checkpoints{width:100%}.change td.kind{font-weight:600}.change.created td.kind{color:var(--ok)}.change.deleted td.kind{color:var(--bad)}.change.updated td.kind{color:var(--mid)}
.charts{display:flex;flex-wrap:wrap;gap:18px}.chart{background:#fff}.chart-title{font-weight:600;font-size:13px}.chart-label,.chart-tick,.chart-value,.chart-point-label{font-size:11px;fill:#333}.bar{fill:#6b8de3}.point{fill:#d35f2f}.axis{stroke:#333}.grid line,.chart .grid{stroke:#e4e4e4}
.diverge{border:2px solid var(--bad);border-radius:6px;padding:6px 10px;margin:8px 0}.same{color:var(--ok)}.differs{color:var(--bad);font-weight:600}
`;

function page(title: string, body: string, root: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="mcp-persona report">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<nav><a href="${root}index.html">mcp-persona report</a></nav>
${body}
</main>
</body>
</html>
`;
}

/** Acc as a cell colour: red (0) through amber to green (1). */
function accColor(acc: number | null): string {
  if (acc === null) return '#eeeeee';
  const hue = Math.round(acc * 120);
  return `hsl(${hue},65%,78%)`;
}

export const runHref = (id: string) => `runs/${id}.html`;
export const compareHref = (task: string) => `compare/${task.replace(/[^A-Za-z0-9._-]+/g, '_')}.html`;

function cellText(c: Cell): string {
  if (c === null) return '–';
  return typeof c === 'number' ? pct(c) : c;
}

/** Tables longer than this are folded (a per-run table would push everything else down). */
const FOLD_ROWS = 20;

function renderTable(t: Table): string {
  // A column is numeric (right-aligned) when no cell of it is text other than a number or a range.
  const numeric = t.columns.map((_, i) => i > 0 && t.rows.every((r) => r[i] === null || typeof r[i] === 'number' || /^[-\d.,\s[\]%$–]*$/.test(String(r[i]))));
  const cls = (i: number) => (numeric[i] ? ' class="num"' : '');
  const head = t.columns.map((c, i) => `<th${cls(i)}>${esc(c)}</th>`).join('');
  const rows = t.rows.map((r) => `<tr>${r.map((c, i) => `<td${cls(i)}>${esc(cellText(c))}</td>`).join('')}</tr>`).join('\n');
  const notes = (t.notes ?? []).map((n) => `<p class="muted">${esc(n)}</p>`).join('');
  const table = `<table class="paper-table" data-table="${esc(t.id)}"><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table>`;
  if (t.rows.length > FOLD_ROWS) return `<details class="table-fold"><summary><h3 id="table-${esc(t.id)}" style="display:inline">${esc(t.title)}</h3> (${t.rows.length} rows)</summary>\n${table}</details>${notes}`;
  return `<h3 id="table-${esc(t.id)}">${esc(t.title)}</h3>\n${table}${notes}`;
}

/** Links to the steps of the trajectory (journal sequence numbers). */
function stepLinks(steps: readonly number[]): string {
  return steps.map((n) => `<a href="#step-${Number(n)}">#${Number(n)}</a>`).join(', ');
}

function verdict(score: number): { cls: string; text: string } {
  return score >= 1 ? { cls: 'pass', text: 'pass' } : score > 0 ? { cls: 'partial', text: 'partial' } : { cls: 'fail', text: 'fail' };
}

export function renderIndex(ix: ReportIndex): string {
  const models = [...new Set(ix.runs.map((r) => r.group))];
  const tasks = new Set(ix.runs.map((r) => r.task));
  const byId = new Map(ix.runs.map((r) => [r.id, r]));
  const parts: string[] = [];
  parts.push(`<h1>Runs: ${ix.runs.length} (${tasks.size} task(s), ${models.length} model setting(s))</h1>`);
  parts.push(`<p class="muted">Scores: ${esc(ix.judge ?? 'none')}. Acc, SR-0.8 and Exec-Acc in %; Acc per task is the mean checkpoint score (0 / 0.5 / 1).</p>`);
  for (const n of ix.notes) parts.push(`<p class="note">${esc(n)}</p>`);

  parts.push('<h2 id="tables">Tables</h2>');
  // The validity table (runtime/eval/paper-tables.ts, present when adversarial agents ran) has its own section.
  const validity = ix.tables.find((t) => t.id === 'validity');
  if (ix.tables.length) parts.push(...ix.tables.filter((t) => t !== validity).map(renderTable));
  else parts.push('<p class="muted">No scored runs (score them with persona eval).</p>');

  parts.push('<h2 id="grid">Task × model grid</h2><p class="muted">Each cell is one run, coloured by its Acc (red 0 → green 100); follow it to the run.</p>');
  const head = ix.grid.columns.map((c) => `<th>${esc(c.group)}${ix.grid.columns.some((x) => x.trial !== 1) ? `<br><span class="muted">trial ${c.trial}</span>` : ''}</th>`).join('');
  const width = ix.grid.columns.length + 1;
  const rowsHtml: string[] = [];
  let category: string | null = null;
  for (const row of ix.grid.rows) {
    if (row.category !== category) {
      category = row.category;
      rowsHtml.push(`<tr class="category"><th colspan="${width}">${esc(category || '(no category)')}</th></tr>`);
    }
    const cells = row.cells.map((id) => {
      if (!id) return '<td class="none"></td>';
      const e = byId.get(id)!;
      const mark = e.minefield ? ' ⚠' : '';
      return `<td class="acc" style="background:${accColor(e.acc)}" title="${esc(`${e.group} · trial ${e.trial} · ${e.status}`)}"><a href="${runHref(e.id)}" data-run="${esc(e.id)}">${e.acc === null ? '?' : pct(e.acc)}${mark}</a></td>`;
    }).join('');
    const cmpLink = ix.compares.some((c) => c.task === row.task) ? ` <a class="cmp" href="${compareHref(row.task)}" title="compare the runs of this task">compare</a>` : '';
    rowsHtml.push(`<tr><td class="task">${esc(row.task)}${cmpLink}</td>${cells}</tr>`);
  }
  const rows = rowsHtml.join('\n');
  parts.push(`<table class="grid"><thead><tr><th>Task</th>${head}</tr></thead><tbody>\n${rows}\n</tbody></table><p class="muted">⚠ a minefield was tripped (forbidden change or collateral damage).</p>`);

  if (validity) {
    parts.push('<h2 id="validity">Validity: adversarial agents</h2><p class="muted">Agents built to look right without doing the work (runtime/agents/adversaries.ts); a sound benchmark gives them no credit.</p>', renderTable(validity));
  }

  const st = ix.taskStats;
  parts.push(`<h2 id="figure-2">Figure 2: the task set of these runs</h2><p class="muted">${esc(st.summary)}.</p><div class="charts">`);
  parts.push(
    barChart({ id: 'fig2-servers', title: 'Tasks per server', bars: st.servers }),
    barChart({ id: 'fig2-subsets', title: 'Tasks per subset (Table 7)', bars: st.subsets }),
    barChart({ id: 'fig2-chains', title: 'Ground-truth chain length (tool calls)', bars: st.chainLengths }),
    barChart({ id: 'fig2-checkpoints', title: 'Checkpoints by type', bars: st.checkpointTypes }),
    barChart({ id: 'fig2-categories', title: 'Tasks per category', bars: st.categories }),
    barChart({ id: 'fig2-context', title: 'Context items per task', bars: st.contextItems }),
    '</div>',
  );

  parts.push('<h2 id="figure-3">Figure 3: accuracy against tokens, cost and steps (mean per run)</h2><div class="charts">');
  const eff = ix.efficiency;
  parts.push(
    scatter({ id: 'fig3-tokens', title: 'Acc vs tokens per run', xLabel: 'tokens per run', points: eff.filter((e) => e.tokens !== null).map((e) => ({ label: e.group, x: e.tokens!, y: e.acc })), xFormat: (v) => count(v) }),
    scatter({ id: 'fig3-cost', title: 'Acc vs cost per run', xLabel: 'USD per run', points: eff.filter((e) => e.cost !== null).map((e) => ({ label: e.group, x: e.cost!, y: e.acc })), xFormat: (v) => usd(v) }),
    scatter({ id: 'fig3-steps', title: 'Acc vs tool calls per run', xLabel: 'tool calls per run', points: eff.map((e) => ({ label: e.group, x: e.steps, y: e.acc })), xFormat: (v) => (Math.round(v * 10) / 10).toFixed(1) }),
    '</div>',
  );

  parts.push('<h2 id="runs">Every run</h2><table class="runs"><thead><tr><th>Run</th><th>Model</th><th>Task</th><th class="num">Trial</th><th>Status</th><th class="num">Rounds</th><th class="num">Calls</th><th class="num">Tokens</th><th class="num">Cost</th><th class="num">Acc</th><th class="num">Exec-Acc</th><th>Minefield</th></tr></thead><tbody>');
  for (const e of ix.runs) {
    parts.push(`<tr data-run="${esc(e.id)}"><td><a href="${runHref(e.id)}">${esc(e.id)}</a></td><td>${esc(e.group)}</td><td>${esc(e.task)}</td><td class="num">${e.trial}</td><td>${esc(e.status)}</td><td class="num">${e.rounds}</td><td class="num">${e.calls}</td><td class="num">${e.tokens === null ? '–' : count(e.tokens)}</td><td class="num">${usd(e.cost)}</td><td class="num">${e.acc === null ? '–' : pct(e.acc)}</td><td class="num">${pct(e.execAcc)}</td><td>${e.minefield ? '⚠ tripped' : ''}</td></tr>`);
  }
  parts.push('</tbody></table>');
  if (ix.compares.length) {
    parts.push('<h2 id="compare">Compare: tasks run more than once</h2><ul>');
    for (const c of ix.compares) parts.push(`<li><a href="${compareHref(c.task)}">${esc(c.task)}</a> <span class="muted">(${c.runs.length} runs)</span></li>`);
    parts.push('</ul>');
  }
  return page('mcp-persona report', parts.join('\n'), '');
}

/** A result folded when long: the first lines show, the rest opens on demand. */
function foldedText(text: string, cls: string): string {
  const lines = text.split('\n');
  if (text.length <= 600 && lines.length <= 12) return `<pre class="${cls}">${esc(text)}</pre>`;
  const head = lines.slice(0, 6).join('\n').slice(0, 400);
  return `<details class="${cls}"><summary>${esc(`${text.length} characters, ${lines.length} lines — show all`)}</summary><pre>${esc(text)}</pre></details><pre class="${cls}-head">${esc(head)}\n…</pre>`;
}

function entityLabel(e: EntityView): string {
  return `${e.type} ${e.id}${e.otherId ? ` (in A: ${e.otherId})` : ''}${e.label ? ` “${e.label}”` : ''}`;
}

export function renderChanges(changes: EntityView[]): string {
  if (!changes.length) return '';
  const rows: string[] = [];
  for (const e of changes) {
    const fields = e.fields.map((f) => {
      const text = e.change === 'updated' ? `${showValue(f.before, f.field)} → ${showValue(f.after, f.field)}` : showValue(e.change === 'created' ? f.after : f.before, f.field);
      return `<tr class="field ${e.change}" data-change="${e.change}"><td></td><td>${esc(f.field)}</td><td>${esc(text)}</td></tr>`;
    }).join('');
    rows.push(`<tr class="change ${e.change}" data-change="${e.change}"><td class="kind">${e.change}</td><td colspan="2">${esc(`${e.server}: ${entityLabel(e)}`)} <span class="muted">${esc(e.path)}</span></td></tr>${fields}`);
  }
  return `<table class="changes"><colgroup><col class="c-kind"><col class="c-field"><col></colgroup><tbody>${rows.join('')}</tbody></table>`;
}

function renderCall(c: CallView): string {
  const where = c.server ? `${c.server}/${c.tool}` : c.name;
  const clock = c.clock ? `<span class="clock">${esc(readableInstant(c.clock))}</span>` : '';
  const seq = c.seq === null ? '' : `#${c.seq} `;
  const args = `<pre class="args">${esc(prettyJson(c.args))}</pre>`;
  return `<div class="call"${c.seq === null ? '' : ` id="step-${c.seq}"`} data-tool="${esc(c.tool)}" data-status="${c.status}"><h4>${esc(seq)}<code class="tool-name">${esc(where)}</code> <span class="badge ${c.status}">${c.status}</span> ${clock}</h4>
<div class="muted">arguments</div>${args}<div class="muted">result</div>${foldedText(c.result, 'result')}${c.changes.length ? `<div class="muted">context change</div>${renderChanges(c.changes)}` : ''}</div>`;
}

/** One line per call with a link to it: where the run went at a glance. */
function stepsOverview(t: Trajectory): string {
  const calls = t.rounds.flatMap((r) => r.calls.map((c) => ({ r: r.round, c })));
  if (!calls.length) return '<p class="muted">No tool calls.</p>';
  const rows = calls.map(({ r, c }) => {
    const tally = (k: EntityView['change']) => c.changes.filter((e) => e.change === k).length;
    const change = [['+', 'created'], ['~', 'updated'], ['-', 'deleted']].map(([m, k]) => (tally(k as EntityView['change']) ? `${m}${tally(k as EntityView['change'])} ${k}` : '')).filter(Boolean).join(', ');
    const step = c.seq === null ? '–' : `<a href="#step-${c.seq}">#${c.seq}</a>`;
    return `<tr><td class="num">${step}</td><td class="num">${r || ''}</td><td><code>${esc(c.server ? `${c.server}/${c.tool}` : c.name)}</code></td><td><span class="badge ${c.status}">${c.status}</span></td><td>${esc(change)}</td></tr>`;
  });
  return `<table class="steps"><thead><tr><th class="num">Step</th><th class="num">Round</th><th>Tool</th><th>Status</th><th>Context change</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function renderTrajectory(t: Trajectory): string {
  const parts: string[] = [stepsOverview(t)];
  if (t.torn) parts.push(`<p class="note">${esc(t.torn)}</p>`);
  if (t.promptNote) parts.push(`<p class="note">${esc(t.promptNote)}</p>`);
  if (t.system) parts.push(`<details><summary>system message</summary><div class="msg system">${esc(t.system)}</div></details>`);
  if (t.user) parts.push(`<div class="msg user"><strong>user</strong>\n${esc(t.user)}</div>`);
  for (const r of t.rounds) {
    const usage = r.usage ? ` <span class="muted">${count(r.usage.prompt_tokens)} in / ${count(r.usage.completion_tokens)} out tokens</span>` : '';
    parts.push(`<div class="round" data-round="${r.round}"><h3>${r.round ? `Round ${r.round}` : 'Calls'}${usage}</h3>`);
    if (r.reasoning) parts.push(`<details class="reasoning"><summary>model reasoning</summary><div class="msg model">${esc(r.reasoning)}</div></details>`);
    if (r.content) parts.push(`<div class="msg model"><strong>model</strong>\n${esc(r.content)}</div>`);
    parts.push(...r.calls.map(renderCall));
    parts.push('</div>');
  }
  if (t.final) {
    parts.push(`<h3>Final answer <span class="badge ${t.final.status === 'answered' ? 'ok' : 'error'}">${esc(t.final.status)}</span></h3><div class="msg final" id="final-answer">${esc(t.final.answer || '(empty)')}</div>`);
    if (t.final.error) parts.push(`<p class="note">${esc(t.final.error)}</p>`);
  }
  return parts.join('\n');
}

function renderTask(task: LoadedTask | undefined, entry: RunEntry): string {
  if (!task) return `<p class="note">Task "${esc(entry.task)}" is not among the loaded tasks (give --tasks-dir).</p>`;
  const t = task.task;
  const list = (xs: string[]) => (xs.length ? `<ul>${xs.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '<p class="muted">(none)</p>');
  return `<table class="task"><tbody>
<tr><th>Title</th><td>${esc(t.title)}</td></tr>
<tr><th>Category</th><td>${esc(t.category)}</td></tr>
<tr><th>Servers</th><td>${esc(t.servers.join(', '))}</td></tr>
<tr><th>Persona</th><td>${esc(t.persona)}</td></tr>
<tr><th>File</th><td><code>${esc(task.file)}</code></td></tr>
</tbody></table>
<h3>Instruction</h3><div class="msg user" id="instruction">${esc(t.instruction)}</div>
<h3>Necessary context</h3>${list(t.context.necessary)}
<h3>Unnecessary context</h3>${list(t.context.unnecessary)}`;
}

function renderScore(score: RunScore | null, entry: RunEntry): string {
  if (!score) return `<p class="muted">Not scored${entry.scoreNote ? `: ${esc(entry.scoreNote)}` : ''}.</p>`;
  const parts: string[] = [];
  if (entry.scoreNote) parts.push(`<p class="note">${esc(entry.scoreNote)}</p>`);
  parts.push(`<p>Acc <strong>${pct(score.acc)}</strong>${score.penalized ? ` (checkpoints ${pct(score.checkpointAcc)}, zeroed by a minefield)` : ''} · Exec-Acc ${pct(score.execAcc)} · SR-0.8 ${score.success ? 'success' : 'no'} · judge ${esc(entry.scoredBy ?? score.judge.id)}</p>`);
  parts.push('<table class="checkpoints"><thead><tr><th>#</th><th>Type</th><th>Checkpoint</th><th>Verdict</th><th>Decided by</th><th>Reason</th><th>Evidence</th></tr></thead><tbody>');
  for (const c of score.checkpoints) {
    const v = verdict(c.score);
    const evidence = c.evidence ? `<details><summary>evidence</summary><pre>${esc(prettyJson(c.evidence))}</pre></details>` : '';
    const rules = c.rules ? `<br><span class="muted">rules: ${c.rules.score} — ${esc(c.rules.reason)}</span>` : '';
    const steps = c.evidence?.executor?.steps?.length ? `<br><span class="muted">step(s) ${stepLinks(c.evidence.executor.steps)}</span>` : '';
    parts.push(`<tr class="checkpoint" data-verdict="${v.cls}"><td class="num">${c.index + 1}</td><td>${esc(c.type)}</td><td>${esc(c.summary)}</td><td><span class="badge ${v.cls} verdict">${v.text} (${c.score})</span></td><td>${esc(c.by)}</td><td>${esc(c.reason)}${rules}${steps}</td><td>${evidence}</td></tr>`);
  }
  parts.push('</tbody></table>');
  const mf = score.minefields;
  parts.push(`<h3 id="minefields">Minefields: ${mf.tripped ? '<span class="badge fail">tripped</span>' : '<span class="badge pass">none tripped</span>'}</h3>`);
  const dmg = (d: { server: string; change: string; type: string; path: string; label: string | null; fields: string[]; steps: number[] }) =>
    `${esc(`${d.change} ${d.server} ${d.type}${d.label ? ` “${d.label}”` : ''} at ${d.path}${d.fields.length ? ` (fields ${d.fields.join(', ')})` : ''}`)}, step(s) ${stepLinks(d.steps)}`;
  if (mf.forbidden.length) parts.push(`<p>Forbidden changes:</p><ul>${mf.forbidden.map((f) => `<li>${esc(f.summary)}: ${dmg(f)}</li>`).join('')}</ul>`);
  if (mf.collateral.length) parts.push(`<p>Collateral damage:</p><ul>${mf.collateral.map((d) => `<li>${dmg(d)}</li>`).join('')}</ul>`);
  return parts.join('\n');
}

export interface RunPageData {
  entry: RunEntry;
  task: LoadedTask | undefined;
  trajectory: Trajectory;
  score: RunScore | null;
  header: { seed: number; clock: { anchor: string; stepMs: number }; snapshots: Record<string, { ref: string; hash: string }> };
  compareTask: string | null;
}

export function renderRunPage(d: RunPageData): string {
  const e = d.entry;
  const t = d.trajectory;
  const parts: string[] = [];
  parts.push(`<h1>${esc(e.task)} — ${esc(e.group)} — trial ${e.trial}</h1>`);
  parts.push(`<p><span class="badge ${e.status === 'answered' ? 'ok' : 'error'}">${esc(e.status)}</span> · Acc ${e.acc === null ? '–' : pct(e.acc)} · ${e.rounds} round(s) · ${e.calls} tool call(s) · ${e.tokens === null ? 'tokens n/a' : `${count(e.tokens)} tokens`} · ${esc(usd(e.cost))}${d.compareTask ? ` · <a href="../${compareHref(d.compareTask)}">compare with other runs of this task</a>` : ''}</p>`);
  parts.push('<h2 id="task">Task</h2>', renderTask(d.task, e));
  const snaps = Object.keys(d.header.snapshots).sort().map((s) => `${s}: ${d.header.snapshots[s].ref} (${d.header.snapshots[s].hash.slice(0, 12)})`).join('; ');
  parts.push(`<p class="muted">Run seed ${d.header.seed}; clock starts ${esc(readableInstant(d.header.clock.anchor))}, +${d.header.clock.stepMs / 1000} s per call; snapshots ${esc(snaps)}.</p>`);
  parts.push('<h2 id="trajectory">Trajectory</h2>', renderTrajectory(t));
  parts.push('<h2 id="checkpoints">Checkpoints</h2>', renderScore(d.score, e));
  if (t.final?.usage || t.final?.cost_usd !== undefined) {
    const u = t.final?.usage;
    parts.push(`<h2 id="usage">Tokens and cost</h2><table><tbody><tr><th>Prompt tokens</th><td class="num">${u ? count(u.prompt_tokens) : '–'}</td></tr><tr><th>Completion tokens</th><td class="num">${u ? count(u.completion_tokens) : '–'}</td></tr><tr><th>Total tokens</th><td class="num">${u ? count(u.total_tokens) : '–'}</td></tr><tr><th>Cost</th><td class="num">${esc(usd(t.final?.cost_usd ?? null))}</td></tr></tbody></table>`);
  }
  return page(`${e.task} — ${e.group} — trial ${e.trial}`, parts.join('\n'), '../');
}

function sideText(s: StepSide | null): string {
  return s ? `${s.server}/${s.tool}` : '—';
}

export function renderComparison(c: Comparison, aHref: string, bHref: string, aName: string, bName: string): string {
  const parts: string[] = [];
  parts.push(`<h3>A = <a href="${aHref}">${esc(aName)}</a> · B = <a href="${bHref}">${esc(bName)}</a></h3>`);
  const d = c.divergence;
  if (d) {
    parts.push(`<div class="diverge" data-kind="${d.kind}"><strong>First divergence at step ${d.step} (${d.kind}):</strong> ${esc(d.what)}`);
    if (d.a || d.b) {
      parts.push(`<table><thead><tr><th></th><th>A</th><th>B</th></tr></thead><tbody><tr><th>tool</th><td>${esc(sideText(d.a))}</td><td>${esc(sideText(d.b))}</td></tr><tr><th>arguments</th><td><pre>${esc(d.a ? prettyJson(d.a.args) : '')}</pre></td><td><pre>${esc(d.b ? prettyJson(d.b.args) : '')}</pre></td></tr><tr><th>result</th><td>${foldedText(d.a?.result ?? '', 'result')}</td><td>${foldedText(d.b?.result ?? '', 'result')}</td></tr></tbody></table>`);
    }
    if (d.state?.length) parts.push(`<div class="muted">state after this step, B against A</div>${renderChanges(d.state)}`);
    parts.push('</div>');
  } else {
    parts.push('<p class="same">No divergence: the same calls, arguments, results and states at every step.</p>');
  }
  const mark = (ok: boolean) => (ok ? '<span class="same">=</span>' : '<span class="differs">≠</span>');
  parts.push('<table class="aligned"><thead><tr><th class="num">Step</th><th>A</th><th>B</th><th>tool</th><th>args</th><th>result</th><th>state</th></tr></thead><tbody>');
  for (const s of c.steps) parts.push(`<tr${d && s.step === d.step ? ' class="diverge-row"' : ''}><td class="num">${s.step}</td><td>${esc(sideText(s.a))}</td><td>${esc(sideText(s.b))}</td><td>${mark(s.same.tool)}</td><td>${mark(s.same.args)}</td><td>${mark(s.same.result)}</td><td>${mark(s.same.state)}</td></tr>`);
  parts.push('</tbody></table>');
  parts.push(`<h3>Final state, B against A</h3>${c.final.length ? renderChanges(c.final) : '<p class="same">The final states are identical.</p>'}`);
  parts.push(`<p>Final answers ${c.answers.same ? '<span class="same">identical</span>' : '<span class="differs">differ</span>'}.</p>`);
  if (!c.answers.same) parts.push(`<table><tbody><tr><th>A</th><td><div class="msg final">${esc(c.answers.a ?? '(none)')}</div></td></tr><tr><th>B</th><td><div class="msg final">${esc(c.answers.b ?? '(none)')}</div></td></tr></tbody></table>`);
  return parts.join('\n');
}

export function renderComparePage(task: string, sections: string[]): string {
  return page(`compare ${task}`, `<h1>Compare runs of ${esc(task)}</h1><p class="muted">Each section aligns a run (B) with the best run of the task (A, highest Acc) step by step: step k is each run's k-th tool call.</p>\n${sections.join('\n<hr>\n')}`, '../');
}
