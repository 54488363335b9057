// `persona compare` for people: the first divergence and what differed, then the final states.
import { prettyJson } from './format.ts';
import { formatChanges } from './text.ts';
import { clipCodePoints } from '../util/unicode.ts';
import type { Comparison, StepSide } from './compare.ts';

const who = (l: Comparison['a']) => [l.model, l.task, l.trial !== null ? `trial ${l.trial}` : null].filter(Boolean).join(' / ') || '(scripted run)';
const side = (s: StepSide | null) => (s ? `#${s.seq} ${s.server}/${s.tool}` : '(no step)');
const block = (s: string, pad: string) => clipCodePoints(s, 600).split('\n').map((l) => pad + l).join('\n');

export function formatComparison(c: Comparison, aName: string, bName: string): string {
  const out: string[] = [
    `A: ${aName} (${who(c.a)}, ${c.a.calls} call(s))`,
    `B: ${bName} (${who(c.b)}, ${c.b.calls} call(s))`,
    '',
  ];
  const same = c.steps.filter((s) => s.same.tool && s.same.args && s.same.result && s.same.state).length;
  const d = c.divergence;
  if (!d) {
    out.push(`no divergence: ${c.steps.length} step(s) with the same tool, arguments, result and state`);
  } else {
    out.push(`first divergence at step ${d.step} (${d.kind}): ${d.what}`);
    if (d.a || d.b) {
      out.push(`  A: ${side(d.a)}`, block(prettyJson(d.a?.args ?? null), '       '), `  B: ${side(d.b)}`, block(prettyJson(d.b?.args ?? null), '       '));
      if (d.kind === 'result') out.push('  A result:', block(d.a?.result ?? '', '       '), '  B result:', block(d.b?.result ?? '', '       '));
    }
    if (d.state?.length) out.push('  state after this step, B against A:', ...formatChanges(d.state, '    '));
    out.push(`(${same} of ${c.steps.length} aligned step(s) identical)`);
  }
  if (c.steps.length) {
    // The aligned steps: what each run called, and which of tool / args / result / state agree.
    const mark = (ok: boolean) => (ok ? '=' : '≠');
    const name = (x: StepSide | null) => (x ? `${x.server}/${x.tool}` : '—');
    const width = Math.max(6, ...c.steps.map((st) => name(st.a).length));
    out.push('', `step  ${'A'.padEnd(width)}  B  (tool args result state)`);
    for (const st of c.steps) {
      out.push(`${String(st.step).padStart(4)}  ${name(st.a).padEnd(width)}  ${name(st.b)}  (${mark(st.same.tool)} ${mark(st.same.args)} ${mark(st.same.result)} ${mark(st.same.state)})${d && d.step === st.step ? '  <- first divergence' : ''}`);
    }
  }
  out.push('', 'final state, B against A (created: only in B, deleted: only in A):');
  if (c.final.length) out.push(...formatChanges(c.final, '  '));
  else out.push('  identical');
  out.push('', `final answers: ${c.answers.same ? 'identical' : 'differ'}`);
  if (!c.answers.same) out.push(`  A: ${clipCodePoints((c.answers.a ?? '(none)').replace(/\s+/g, ' '), 300)}`, `  B: ${clipCodePoints((c.answers.b ?? '(none)').replace(/\s+/g, ' '), 300)}`);
  return out.join('\n') + '\n';
}
