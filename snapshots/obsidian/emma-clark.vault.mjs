// Emma Clark's Obsidian vault: daily and weekly notes, her own meeting notes, project notes,
// paper notes, people and areas. Facts come from ../notion/emma-clark.story.mjs so the vault
// agrees with her Notion workspace; the personal notes are authored here.
import { MEETINGS, RECURRING, TASKS, EXPERIMENTS, READING, MILESTONES } from '../notion/emma-clark.story.mjs';
import { fileSet, frontmatter, daysBetween, weekday, isoWeekLabel, sortedFiles } from './vault.mjs';

const OFFSET = -480; // PST
const LATEST = Date.parse('2026-01-01T08:55:00Z');
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const HOLIDAYS = ['2025-11-27', '2025-11-28', '2025-12-25', '2025-12-26'];
const TAG = { lumen: '#lumen', harbor: '#harbor', quill: '#quill', offsite: '#offsite', hiring: '#hiring', me: '#personal', ops: '#research-ops' };

const safe = (s) => s.replace(/:/g, ' -').replace(/[*"\\/<>|?#^[\]]/g, '').replace(/\s+/g, ' ').trim();
const longDate = (d) => { const t = new Date(`${d}T12:00:00Z`); return `${DAYS[t.getUTCDay()]}, ${MONTHS[t.getUTCMonth()]} ${t.getUTCDate()}, ${t.getUTCFullYear()}`; };
const md = (d) => `${MONTHS[Number(d.slice(5, 7)) - 1].slice(0, 3)} ${Number(d.slice(8))}`;
const addDays = (d, n) => new Date(Date.parse(`${d}T12:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

function nameOf(roster, key) {
  if (key === 'me') return 'Emma';
  const p = roster.people.find((x) => x.key === key);
  return p ? p.name : key;
}

// Filler lines for daily notes. Generic lines fit any day; dated ones only fit their own day,
// so a note never mentions something that has not happened yet.
const GENERIC = [
  'Too many meetings today. Block Thursday mornings for deep work.',
  'Cleaned up the task repo README; it still described the 2024 layout.',
  'Note to self: stop saying "quick question" in Slack.',
  'Quiet focus afternoon on Lumen tasks.',
  'Spent an hour on PR reviews; the runner code needs more tests.',
  'Coffee with Grace — she thinks the judge interface should return rationales, not just scores.',
  'Idea: tag every task with the capability it measures, not the dataset it came from.',
  'Walked to the office; first sunny day in a while.',
  'Inbox triage, then a long Slack thread about quotas.',
];
const DATED = {
  '2025-10-03': 'Ran 8k along the Embarcadero before work.',
  '2025-10-09': 'Read "Statistical Power for Model Comparisons": ~1,100 tasks to detect a 1-point delta at our variance.',
  '2025-10-16': 'Noticed the nightly run uses a different pip mirror than CI. Filed it.',
  '2025-10-22': 'Flu shot at lunch.',
  '2025-10-30': 'Olivia\u2019s cassette prototype is elegant — small enough to review in one sitting.',
  '2025-11-06': 'Paper club: trajectory-level scoring. James wants split scores.',
  '2025-11-13': 'Debugged a flaky calendar task for an hour — timezone assertion, of course.',
  '2025-11-19': 'Wrote the Quill eval plan outline in one go.',
  '2025-11-24': 'Mom arrives Wednesday for Thanksgiving.',
  '2025-12-02': 'Third long run died on rack B7 this week. NCCL again.',
  '2025-12-10': 'Drafted the related-work section; it is far too long.',
  '2025-12-12': 'Holiday party. Owen\u2019s karaoke should be banned.',
  '2025-12-15': 'Ran 10k at Crissy Field yesterday; new PB 52:40.',
  '2025-12-18': 'Storage numbers after the stripe change look great — checkpoints twice as fast.',
  '2025-12-19': 'Booked the dentist for February.',
  '2025-12-23': 'Lucas asked good questions about the tool-use track. He is ready to own it.',
  '2025-12-30': 'Inbox zero before New Year. Felt good for about an hour.',
  '2025-09-08': 'First week back from vacation; catching up on everything.',
  '2025-09-17': 'Sketched what a "Lumen" harness could look like. Need a better name than eval-v3.',
};

// Colleagues Emma keeps a note on (others appear as plain names).
const PEOPLE_NOTES = {
  p01: 'My manager. Prefers decisions first, then context. Weekly 1:1 on Tuesdays.',
  p02: 'Runs Platform; owns the Harbor migration. Very responsive on Slack.',
  p11: 'Lumen: runner and Harbor dry run. Recruiting red-team volunteers.',
  p16: 'Judge work; rubric v3 owner. Great at calibration sets.',
  p21: 'Cassettes; flaky burn-down owner (target < 3% by Jan 23).',
  p26: 'Research scientist; adjudicated examples, refusal guidance for v3.1.',
  p31: 'Image pinning, contamination scan.',
  p36: 'Joins Lumen full time in January; owns the tool-use track.',
  p13: 'Quill EM. Asked Research to own the eval plan.',
  p23: 'Applied scientist on Quill; FactCheck-200 and tone pairs.',
  p17: 'Harbor onboarding doc, NCCL preflight check.',
  p32: 'SRE; ran the B7 drain and firmware upgrade.',
  p05: 'People partner; leads the offsite committee.',
  p10: 'Recruiter for the RE (L4) loop.',
};

function meetingFile(m) {
  return `Meetings/${m.date} ${safe(m.title)}.md`;
}

export function emmaVault(roster, rand) {
  const set = fileSet(OFFSET, LATEST, rand);
  const { add } = set;
  const pick = (list) => list[Math.floor(rand() * list.length)];
  // People with a note of their own are linked; everyone else is plain text.
  const person = (key) => (PEOPLE_NOTES[key] ? `[[People/${nameOf(roster, key)}|${nameOf(roster, key)}]]` : nameOf(roster, key));

  // --- Meetings --------------------------------------------------------------------------------
  for (const m of MEETINGS) {
    let n = 0;
    const body = [
      frontmatter([['date', m.date], ['type', m.type.toLowerCase()], ['project', m.project], ['tags', ['meeting', m.project]], ['status', m.upcoming ? 'upcoming' : 'done']]),
      `# ${m.title}`,
      '',
      `**Attendees:** ${['me'].concat(m.with).map((k) => (k === 'me' ? 'Emma' : person(k))).join(', ')}`,
      '',
      m.upcoming ? '## Agenda' : '## Summary',
      m.summary,
      '',
      '## My notes',
      ...m.notes.map((x) => `- ${x}`),
      '',
    ];
    if (m.decisions.length) body.push('## Decisions', ...m.decisions.map((d) => { n += 1; return `- ${d} ^d${n}`; }), '');
    if (m.actions.length) body.push('## Actions', ...m.actions.map(([owner, text, due, done]) => `- [${done ? 'x' : ' '}] ${owner === 'me' ? 'Me' : nameOf(roster, owner)}: ${text} (due ${md(due)})`), '');
    add(meetingFile(m), body.join('\n'), `${m.upcoming ? '2025-12-30' : m.date} ${m.upcoming ? '16:10' : '11:40'}`, m.upcoming ? '2025-12-31 10:05' : `${m.date} 17:20`);
  }
  const recurringDates = {};
  for (const r of RECURRING) {
    let i = 0;
    for (const date of daysBetween(r.from, r.to)) {
      if (weekday(date) !== r.weekday || HOLIDAYS.includes(date)) continue;
      const topic = r.topics[i % r.topics.length];
      const next = r.topics[(i + 4) % r.topics.length];
      i += 1;
      (recurringDates[date] = recurringDates[date] || []).push({ r, topic });
      if (r.key !== 'oneonone') continue; // Emma keeps her own 1:1 notes; syncs are in Notion.
      add(`Meetings/1-1 Noah/${date} 1-1 Noah.md`, [
        frontmatter([['date', date], ['type', '1:1'], ['with', '"[[People/Noah Brooks]]"'], ['tags', ['meeting', '1-1']]]),
        `# 1:1 with Noah — ${md(date)}`,
        '',
        '## Topics',
        `- ${topic}`,
        `- ${next}`,
        '',
        '## Notes',
        `- ${pick(['Noah agreed.', 'Noah pushed back a little; revisit next week.', 'Good conversation, no action needed.', 'Noah will follow up with Leah.'])}`,
        '',
        '## Follow-ups',
        `- [${date < '2025-12-22' ? 'x' : ' '}] Send Noah a short written summary`,
        '',
      ].join('\n'), `${date} 10:35`, `${date} 11:05`);
    }
  }

  // --- Daily notes -----------------------------------------------------------------------------
  const myTasks = TASKS.filter((t) => t[4] === 'me');
  const byDate = (list, idx) => list.reduce((acc, x) => { (acc[x[idx]] = acc[x[idx]] || []).push(x); return acc; }, {});
  const meetingsOn = MEETINGS.reduce((acc, m) => { (acc[m.date] = acc[m.date] || []).push(m); return acc; }, {});
  const expsOn = byDate(EXPERIMENTS, 7);
  const milestonesOn = byDate(MILESTONES, 0);
  const dailyDates = daysBetween('2025-09-02', '2026-01-01').filter((d) => {
    if (HOLIDAYS.includes(d) || (d >= '2025-12-24' && d <= '2025-12-28')) return false;
    const wd = weekday(d);
    return wd !== 0 && wd !== 6 ? rand() > 0.04 : rand() < 0.18;
  });
  for (const date of dailyDates) {
    const tags = new Set(['daily']);
    const log = [];
    for (const m of meetingsOn[date] || []) {
      tags.add(m.project === 'me' ? 'personal' : m.project);
      log.push(`- [[${meetingFile(m).slice(0, -3)}|${m.title}]] — ${m.summary} ${TAG[m.project]}`);
    }
    for (const { r, topic } of recurringDates[date] || []) {
      if (r.key === 'oneonone') log.push(`- [[Meetings/1-1 Noah/${date} 1-1 Noah|1:1 with Noah]]: ${topic.toLowerCase()}.`);
      else log.push(`- Lumen weekly sync: ${topic.toLowerCase()}. #lumen`);
    }
    for (const e of expsOn[date] || []) {
      tags.add('lumen');
      log.push(`- ${e[0]} (${e[1]}) ${e[6] === 'Running' ? 'started' : e[6].toLowerCase()}: ${e[10]}`);
    }
    for (const [, project, title] of milestonesOn[date] || []) log.push(`- Milestone: ${title} ${TAG[project]}`);
    const plan = [];
    for (const t of myTasks) {
      const [title, , status, , , due] = t;
      if (due === date && status === 'Done') plan.push(`- [x] ${title}`);
      else if (due > date && due <= addDays(date, 4) && (status !== 'Done' || due > date)) plan.push(`- [ ] ${title} (due ${md(due)})`);
    }
    const notes = [];
    if (DATED[date]) notes.push(`- ${DATED[date]}`);
    if (!notes.length || rand() < 0.35) notes.push(`- ${pick(GENERIC)}`);
    if (date === '2026-01-01') {
      plan.push('- [ ] Spec freeze deck: outline only', '- [ ] Reply to Tomás Ruiz about Jan 8 logistics');
      notes.length = 0;
      notes.push('- Quiet day. Wrote down three things for the year: ship Lumen, get Quill through the gate, write the paper.', '- Weekly review for W01 on Sunday.');
    }
    const lines = [
      frontmatter([['date', date], ['tags', Array.from(tags)]]),
      `# ${longDate(date)}`,
      '',
      '## Plan',
      ...(plan.length ? plan : ['- [ ] Inbox triage', `- [ ] Review open PRs on the ${date < '2025-10-06' ? 'eval' : 'Lumen'} repo`]),
      '',
      '## Log',
      ...(log.length ? log : [`- ${pick(['Heads-down on Lumen tasks.', 'Reviews and small fixes.', 'Mostly Slack and PR reviews.', 'Worked on the flaky-task list.'])}`]),
      '',
      '## Notes',
      ...notes,
      '',
    ];
    const wd = weekday(date);
    const created = `${date} ${wd === 0 || wd === 6 ? '10:12' : '08:41'}`;
    add(`Daily/${date}.md`, lines.join('\n'), date === '2026-01-01' ? '2026-01-01 00:02' : created, date === '2026-01-01' ? '2026-01-01 00:04' : `${date} ${wd === 0 || wd === 6 ? '11:30' : '17:48'}`);
  }

  // --- Weekly reviews (Fridays; none yet for 2026-W01) ------------------------------------------
  for (const friday of daysBetween('2025-10-10', '2025-12-26').filter((d) => weekday(d) === 5)) {
    const monday = addDays(friday, -4);
    const weekDays = daysBetween(monday, friday);
    const wins = [];
    for (const d of weekDays) for (const m of meetingsOn[d] || []) if (m.decisions.length) wins.push(`${m.title}: ${m.decisions[0]}`);
    for (const d of weekDays) for (const e of expsOn[d] || []) if (e[6] === 'Completed') wins.push(`${e[0]} done — ${e[10]}`);
    const open = myTasks.filter((t) => t[5] > friday && t[5] <= addDays(friday, 10) && t[2] !== 'Done').map((t) => `${t[0]} (${md(t[5])})`);
    add(`Weekly/${isoWeekLabel(friday)}.md`, [
      frontmatter([['week', isoWeekLabel(friday)], ['tags', ['weekly-review']]]),
      `# Week ${isoWeekLabel(friday).slice(6)} review (${md(monday)} – ${md(friday)})`,
      '',
      '## Wins',
      ...(wins.length ? wins.slice(0, 5).map((w) => `- ${w}`) : ['- Steady progress; nothing headline-worthy.']),
      '',
      '## Misses',
      `- ${pick(['Too many context switches between Lumen and Quill.', 'Did not block deep-work time.', 'Skipped two runs.', 'Let the reading list pile up.', 'Reviews took longer than planned.'])}`,
      '',
      '## Next week',
      ...(open.length ? open.slice(0, 5).map((o) => `- ${o}`) : ['- Keep the flaky burn-down moving.']),
      '',
      '## Energy',
      `- ${pick(['7/10', '6/10', '8/10', '5/10 — tired', '7/10'])}`,
      '',
    ].join('\n'), `${friday} 16:40`, `${friday} 17:10`);
  }

  // --- Projects --------------------------------------------------------------------------------
  add('Projects/Lumen/Lumen.md', `${frontmatter([['tags', ['project', 'lumen']], ['status', 'active'], ['owner', 'me']])}# Lumen Eval Suite

Agent evaluation harness for the spring release (Mar 17). Team: ${['p11', 'p16', 'p21', 'p31', 'p36'].map(person).join(', ')}. Sponsor: ${person('p01')}.

## Milestones
- Jan 9 — spec freeze
- Jan 16 — harness v0.4 (tool-use track)
- Jan 20–23 — red-team sprint
- Feb 2 — internal beta
- Mar 17 — spring release

## Numbers to remember
- 1,240 tasks (860 in October)
- Flaky rate 4.7% (Dec 19) — target < 2% by the beta
- Judge κ 0.81 with rubric v3

## Notes
- [[Projects/Lumen/Flaky tasks]]
- [[Projects/Lumen/Rubric v3]]
- [[Projects/Lumen/Tool-use track design]]
- [[Projects/Lumen/Red-team sprint ideas]]

\`\`\`dataview
TABLE date, type FROM "Meetings" WHERE project = "lumen" SORT date DESC
\`\`\`
`, '2025-10-06 09:10', '2025-12-30 15:02');
  add('Projects/Lumen/Flaky tasks.md', `${frontmatter([['tags', ['lumen', 'flaky']]])}# Flaky tasks

A task is flaky if pass/fail flips across 5 seeded reruns.

| Date | Flaky rate | What changed |
| --- | --- | --- |
| Oct 14 | 9.8% | baseline (LUM-EXP-004) |
| Nov 17 | 6.1% | cassettes + pinned images (LUM-EXP-013) |
| Dec 19 | 4.7% | full suite v0.3 on Harbor (LUM-EXP-035) |

^flaky-table

## Causes (Oct deep dive)
- web_fetch tasks: 41%
- pip installs without lockfiles: 27%
- time-dependent assertions: 12%

## Rule from Dec 22
Tasks above 10% variance that are not fixed by Jan 23 are dropped, not fixed. ^drop-rule

## Open questions
- Do we report the dropped tasks in the beta notes? (ask Noah)
`, '2025-10-21 15:30', '2025-12-22 16:45');
  add('Projects/Lumen/Rubric v3.md', `${frontmatter([['tags', ['lumen', 'judges']]])}# Rubric v3

- κ 0.81 on Calibration-120 (LUM-EXP-032), signed off Dec 18
- Split scoring: outcome (0–1) and process (0–1)
- Refusals that are correct but unhelpful → v3.1 (James drafting guidance, due Jan 14)

## Calibration history
- v1: κ 0.74 (Nov 3)
- v2: κ 0.77 (Nov 11)
- v2.5: κ 0.79 (Dec 1)
- v3: κ 0.81 (Dec 16)
`, '2025-11-12 14:20', '2025-12-18 17:00');
  add('Projects/Lumen/Tool-use track design.md', `${frontmatter([['tags', ['lumen', 'tool-use']], ['owner', '"[[People/Lucas Underwood]]"']])}# Tool-use track design

Owner from January: ${person('p36')}. Ships in harness v0.4 (Jan 16).

## Families
- calendar_ops, spreadsheet_edit, multi_hop_search, file_ops, email_draft, shell

## Sandbox
- Deterministic tool executor; network via cassettes
- Each tool call logged for process scoring

## Risks
- Pilot (LUM-EXP-019) showed a big gap on multi-tool planning: 48.5
- v0.4 dry run (LUM-EXP-037) at 51.7 — still running
`, '2025-11-24 10:00', '2025-12-30 14:10');
  add('Projects/Lumen/Red-team sprint ideas.md', `${frontmatter([['tags', ['lumen', 'red-team']]])}# Red-team sprint ideas (Jan 20–23)

- Can the judge be flattered? Add polite-but-wrong answers.
- Tool tasks where deleting files is the shortest path.
- Long answers that bury the mistake in paragraph 4.
- Pair each researcher with someone from Applied or Design.

Volunteers so far: Ethan, Owen L.; Applied offered Ella Vargas and Caleb.
`, '2025-12-22 17:05', '2025-12-30 11:20');
  add('Projects/Harbor/Harbor migration.md', `${frontmatter([['tags', ['project', 'harbor']], ['status', 'active']])}# Harbor migration

64 nodes × 8 H100 = 512 GPUs. Platform: ${person('p02')}, ${person('p17')}, ${person('p27')}; SRE ${person('p32')}, ${person('p37')}.

## Dates
- Jan 12 — quota freeze
- Jan 14 — wave 1 (Lumen + Quill nightly suites, calibration jobs)
- Jan 21 — wave 2 (fine-tuning, long runs)
- Feb 6 — Ridge decommissioned

## Checklist for Lumen
- [x] List jobs and GPU-hours (Nov 7)
- [x] Smoke test on Harbor (LUM-EXP-029, 2.3× faster)
- [ ] Dry-run the runner on Harbor (Ethan, Jan 12)
- [ ] Switch runner config (Jan 14)
- [ ] Re-run long-context track (me, Jan 7)

See also [[Projects/Harbor/NCCL incident]].
`, '2025-10-28 13:00', '2025-12-22 12:30');
  add('Projects/Harbor/NCCL incident.md', `${frontmatter([['tags', ['harbor', 'incident']]])}# NCCL timeouts on rack B7

- Nov 28 – Dec 2: three multi-node runs died (~2,300 GPU-hours)
- Nodes b7-03 … b7-08, NIC firmware 28.39
- Fix: drain + firmware 28.41 on Dec 11; NCCL preflight check since Dec 10
- Post-fix check green (LUM-EXP-030)

Storage during the incident: 7.2 GB/s. After the Lustre stripe change (Dec 17): 9.6 GB/s.
`, '2025-12-03 16:00', '2025-12-17 15:40');
  add('Projects/Quill/Quill eval notes.md', `${frontmatter([['tags', ['project', 'quill']]])}# Quill eval — my notes

Beta: **Mar 10**. Gate: hallucination < 3% on FactCheck-200 (now 5.4%), tone preference ≥ 70% (now 64%).

- Daniel thinks the citation retriever change gets us under 4%.
- Tone judge prompt is mine (due Jan 23).
- FactCheck-200 becomes a Lumen track (due Jan 9).
- Northstar Health (Ethan Foster) wants auditability; sent the methodology overview Dec 5.
`, '2025-11-04 16:30', '2025-12-19 10:00');
  add('Projects/Offsite/Evals for everyone session.md', `${frontmatter([['tags', ['offsite']], ['session', 'Apr 14 16:00']])}# Evals for everyone — offsite session

Lake Tahoe, Lakeview Lodge, Apr 14 at 16:00, 90 minutes.

## Outline (draft)
1. Why numbers lie: a 10-minute story about flaky tasks
2. Build a tiny eval for your own feature (pairs, laptops)
3. Share-out: one surprising failure per pair

## Prep
- Setup note to attendees in March
- Starter repo with 5 example tasks
`, '2025-12-12 15:00', '2025-12-29 17:30');

  // --- Papers ----------------------------------------------------------------------------------
  for (const [title, type, status, topics, rating, added, note] of READING) {
    add(`Papers/${safe(title)}.md`, [
      frontmatter([['type', type.toLowerCase()], ['status', status === 'To read' ? 'to-read' : status.toLowerCase()], ['rating', rating === null ? undefined : rating], ['added', added], ['tags', topics.map((t) => t.replace(/\s+/g, '-'))]]),
      `# ${title}`,
      '',
      '## Summary',
      note ? note : '_Not read yet._',
      '',
      '## My take',
      status === 'Done' ? `- ${pick(['Worth citing in the EvalWorkshop paper.', 'Useful for Lumen; share in paper club.', 'Solid but incremental.', 'Changed how I think about judges.'])}` : '- TBD',
      '',
    ].join('\n'), `${added} 20:15`, status === 'Done' ? `${addDays(added, 3)} 21:00` : `${added} 20:40`);
  }

  // --- People ----------------------------------------------------------------------------------
  for (const [key, note] of Object.entries(PEOPLE_NOTES)) {
    const p = roster.people.find((x) => x.key === key);
    add(`People/${p.name}.md`, [
      frontmatter([['role', `"${p.title}"`], ['team', p.team], ['email', p.email], ['city', `"${p.city}"`], ['tags', ['person']]]),
      `# ${p.name}`,
      '',
      note,
      '',
      '## Recent',
      `- ${pick(['Sync went well.', 'Owe them a review.', 'Asked for feedback on my doc.', 'Pairing next week.'])}`,
      '',
    ].join('\n'), '2025-10-02 12:00', '2025-12-20 09:30');
  }

  // --- Areas, writing, inbox, templates --------------------------------------------------------
  add('Areas/Career/Promotion packet.md', `${frontmatter([['tags', ['career']], ['due', '2026-01-23']])}# Promotion packet — Senior Research Engineer

Self-review due **Jan 23**.

## Evidence
- Lumen flaky-task program: 9.8% → 4.7%, rule for dropping unfixable tasks
- Rubric v3 sign-off (κ 0.81) — drove the split-scoring decision
- Quill eval plan and beta gate
- Harbor wave planning for Research

## Peer feedback to request
- [ ] Grace Patel
- [ ] Olivia Bennett
- [ ] Isaac Quinn

## Gaps
- More visible writing (EvalWorkshop paper, methodology doc)
`, '2025-11-15 21:00', '2025-12-16 22:10');
  add('Areas/Health/Running log.md', `${frontmatter([['tags', ['health', 'running']]])}# Running log

| Date | Distance | Time | Notes |
| --- | --- | --- | --- |
| Oct 5 | 8 km | 44:10 | Embarcadero |
| Oct 19 | 10 km | 55:02 | hilly |
| Nov 2 | 6 km | 31:45 | easy |
| Nov 16 | 12 km | 1:08:30 | Golden Gate Park |
| Nov 30 | 10 km | 53:50 | after Thanksgiving |
| Dec 14 | 10 km | 52:40 | PB, Crissy Field |
| Dec 28 | 8 km | 43:05 | rainy |

Goal for spring: half marathon in April (before the offsite).
`, '2025-10-05 18:00', '2025-12-28 12:40');
  add('Areas/Personal/Admin.md', `${frontmatter([['tags', ['personal']]])}# Admin

- [ ] Dentist — booked for Feb (confirm date)
- [ ] Renew passport before summer
- [x] Renter's insurance renewed (Nov)
- [ ] Move old 401k
- [x] Flu shot (Oct 22)
`, '2025-10-22 19:00', '2025-12-21 18:20');
  add('Areas/Personal/Gift ideas.md', `${frontmatter([['tags', ['personal']]])}# Gift ideas

- Mom: pottery class voucher (done for Christmas)
- Dad: Tahoe trail guide
- Noah Evans: board game for his birthday (March)
`, '2025-11-30 20:00', '2025-12-20 20:30');
  add('Writing/EvalWorkshop paper.md', `${frontmatter([['tags', ['writing', 'paper']], ['deadline', '2026-01-30']])}# EvalWorkshop paper — judge reliability under rubric changes

Deadline **Jan 30**. Co-author: Noah (second author).

## Abstract (draft)
Rubric changes silently shift model-graded scores. We measure agreement across four rubric versions on 120 adjudicated examples and show that splitting outcome and process scores raises κ from 0.74 to 0.81.

## Related work
Drafted, too long — cut by half (due Jan 16).

## Figures
- [ ] κ by rubric version with bootstrap CIs
- [ ] Disagreement categories before/after split scoring
`, '2025-11-20 21:30', '2025-12-30 21:45');
  add('Learning/Distributed training notes.md', `${frontmatter([['tags', ['learning', 'infra']]])}# Distributed training notes

- All-reduce cost grows with message size; NCCL picks ring vs tree by size.
- A single flaky NIC stalls the whole collective (see the B7 incident).
- Checkpoint often; on Harbor a 70B checkpoint takes ~6 min after the stripe change.
`, '2025-12-05 20:00', '2025-12-18 21:10');
  const INBOX = [
    ['2025-11-06', 'Idea - eval office hours', 'Every other Thursday, 30 min, for product teams. Ask Noah.'],
    ['2025-11-19', 'Question for Leah', 'Does the 40% Harbor quota include evaluation bursts at night?'],
    ['2025-12-02', 'Human baseline', 'Ask Design for 3 volunteers to do 100 tool-use tasks.'],
    ['2025-12-15', 'Book recs from Grace', 'Thinking in Systems; The Pragmatic Eval Engineer.'],
    ['2025-12-23', 'Offsite swag', 'Insulated bottles with the Lumen logo? Probably too niche.'],
    ['2025-12-31', 'Year review prompts', 'What did I ship, what did I learn, what will I stop doing.'],
  ];
  for (const [date, title, text] of INBOX) add(`Inbox/${title}.md`, `${text}\n`, `${date} 18:30`, null);
  add('Templates/Daily note.md', `---\ndate: {{date}}\ntags: [daily]\n---\n# {{date:dddd, MMMM D, YYYY}}\n\n## Plan\n- [ ] \n\n## Log\n- \n\n## Notes\n- \n`, '2025-09-20 10:00', null);
  add('Templates/Meeting.md', `---\ndate: {{date}}\ntype: \nproject: \ntags: [meeting]\n---\n# {{title}}\n\n**Attendees:** \n\n## Summary\n\n## My notes\n- \n\n## Decisions\n- \n\n## Actions\n- [ ] \n`, '2025-09-20 10:05', null);
  add('Home.md', `# Home

- [[Projects/Lumen/Lumen|Lumen]] · [[Projects/Harbor/Harbor migration|Harbor]] · [[Projects/Quill/Quill eval notes|Quill]] · [[Projects/Offsite/Evals for everyone session|Offsite]]
- [[Writing/EvalWorkshop paper|Paper]] · [[Areas/Career/Promotion packet|Promotion packet]]

## Open tasks
\`\`\`dataview
TASK FROM "Daily" WHERE !completed SORT file.name DESC LIMIT 20
\`\`\`
`, '2025-09-20 09:30', '2025-12-30 09:15');

  return {
    vault: { name: 'Emma’s Vault', timezone: 'America/Los_Angeles', basePath: '/Users/emma/Documents/Emma’s Vault' },
    plugins: {
      dataview: true,
      periodic: {
        daily: { enabled: true, folder: 'Daily', format: 'YYYY-MM-DD' },
        weekly: { enabled: true, folder: 'Weekly', format: 'GGGG-[W]WW' },
        monthly: { enabled: false, folder: '', format: 'YYYY-MM' },
        quarterly: { enabled: false, folder: '', format: 'YYYY-[Q]Q' },
        yearly: { enabled: false, folder: '', format: 'YYYY' },
      },
    },
    files: sortedFiles(set.files),
  };
}
