// Emma Clark's Notion workspace (Brightline Labs): project hubs, team wiki pages and the
// databases she works from. Facts come from emma-clark.story.mjs; the prose here is authored.
import { MEETINGS, RECURRING, TASKS, EXPERIMENTS, READING, OFFSITE, CANDIDATES, DECISIONS, OKRS, PROJECT_NAMES } from './emma-clark.story.mjs';

const opt = (...pairs) => pairs.map((p) => (Array.isArray(p) ? p : [p, 'default']));

function meetingBody(m) {
  const lines = [];
  if (m.upcoming) lines.push('! 🗓️ Upcoming — agenda only.');
  lines.push('## Summary', m.summary);
  lines.push('## Notes', ...m.notes.map((n) => `- ${n}`));
  if (m.decisions.length) lines.push('## Decisions', ...m.decisions.map((d) => `- **${d}**`));
  if (m.actions.length) {
    lines.push('## Action items');
    for (const [owner, text, due, done] of m.actions) lines.push(`${done ? '[x]' : '[ ]'} @${owner} ${text} — due {{date:${due}}}`);
  }
  return lines.join('\n');
}

const HOLIDAYS = ['2025-11-27', '2025-11-28', '2025-12-25', '2025-12-26', '2026-01-01'];

function weekly(r, rand) {
  const out = [];
  let d = new Date(`${r.from}T12:00:00Z`);
  const end = new Date(`${r.to}T12:00:00Z`);
  let i = 0;
  while (d <= end) {
    const date = d.toISOString().slice(0, 10);
    if (!HOLIDAYS.includes(date)) {
      const a = r.topics[i % r.topics.length];
      const b = r.topics[(i * 5 + 3) % r.topics.length];
      out.push({ date, a, b, n: i, skip: rand() < 0.08 });
      i += 1;
    }
    d = new Date(d.getTime() + 7 * 86400000);
  }
  return out.filter((x) => !x.skip);
}

const ONE_ON_ONE_NOTES = [
  'Noah: focus the packet on decisions Emma drove, not on volume of work.',
  'Agreed Emma stays at ≤ 20% time on Quill until the Lumen beta.',
  'Paper angle: judge reliability under rubric changes; Noah happy to be second author.',
  'Noah will raise the hiring load issue with Leah and Isaac.',
  'Harbor wave 1 slipping would push the spec freeze review; keep Jan 9 regardless.',
  'Lucas should own one track end to end — tool-use is the natural fit.',
  'Offsite: Noah prefers one hands-on session over two talks.',
  'Emma to share a Q1 goals draft before the break.',
  'Methodology doc can go to Northstar as a PDF once legal signs off.',
  'Red-team sprint: ask Applied and Design for two volunteers each.',
];
const SYNC_NOTES = [
  'Cassettes merged; web_fetch variance down to ~2%.',
  'Image pinning: 93% of tasks done, remaining ones need custom base images.',
  'Judge interface now returns outcome and process scores separately.',
  'Flaky rate this week: {flaky}.',
  'Long-context shard OOMs on Ridge; park until Harbor.',
  'New tool-use families: calendar ops, spreadsheet edits, multi-hop search.',
  'Contamination check flagged a handful of tasks copied from public repos.',
  'Runner config for Harbor is behind a feature flag.',
  'Calibration set grew to 120 adjudicated examples.',
  'Nightly runs: holiday on-call rota agreed (Olivia, Owen, Grace).',
];

export function emmaNotion(roster, rand) {
  const members = roster.people.filter((p) => p.team !== 'external').map((p) => p.key);
  const pages = [];
  const rows = [];
  const comments = [];
  const page = (p) => pages.push(p);

  // --- Emma's home ---------------------------------------------------------------------------
  page({ key: 'home', title: 'Emma’s Home', icon: '🏠', created: '2025-09-15', edited: '2025-12-30', body: `
! 👋 Scratchpad and launchpad. Team docs live in the Research Team Wiki; project hubs are linked below.
## This week (Dec 29 – Jan 2)
[x] Offsite committee #2
[ ] Spec freeze deck draft (for Jan 9)
[ ] Reply to Tomás Ruiz re: onsite logistics
[ ] Re-run long-context track on Harbor
## Quick links
- Lumen hub — project brief, roadmap, decision log
- Harbor migration — runbook and wave plan
- Quill eval plan — beta gate metrics
- Offsite 2026 — agenda and planning board
## Parking lot
- Ask @p17 whether Harbor quota covers the red-team sprint burst
- Book dentist (Feb)
- Renew passport before the summer conference season` });
  page({ key: 'goals', parent: 'home', title: 'Q1 2026 Goals', icon: '🎯', created: '2025-12-15', edited: '2025-12-29', body: `
## Themes
1. Ship the Lumen internal beta (Feb 2) with trustworthy numbers.
2. Get Quill through its beta gate (hallucination < 3%, tone ≥ 70%).
3. Make the senior case: own decisions, write them down, grow Lucas.
## Personal
- EvalWorkshop submission by Jan 30
- Self-review for the promotion cycle by Jan 23
- One talk outside the team (offsite session counts)` });
  page({ key: 'okrs', parent: 'goals', title: 'Key results — Q1 2026', database: {
    'Key result': 'title',
    Objective: { type: 'select', options: opt(['Ship Lumen internal beta', 'purple'], ['Move research compute to Harbor', 'blue'], ['Quill beta quality gate', 'pink'], ['Grow external presence', 'green'], ['Grow the team', 'brown']) },
    Progress: { type: 'number', format: 'percent' },
    Owner: 'people',
    Status: { type: 'select', options: opt(['On track', 'green'], ['At risk', 'yellow'], ['Off track', 'red']) },
  }, inline: true, created: '2025-12-15', edited: '2025-12-30' });
  for (const [kr, objective, progress, owner, status] of OKRS) {
    rows.push({ db: 'okrs', created: '2025-12-15', edited: '2025-12-30', props: { 'Key result': kr, Objective: objective, Progress: progress / 100, Owner: [owner], Status: status } });
  }
  page({ key: 'career', parent: 'home', title: 'Career & growth', icon: '🌱', created: '2025-10-01', edited: '2025-12-16', body: `
## Promotion packet (Senior Research Engineer, H1 cycle)
- Self-review due {{date:2026-01-23}}
- Evidence: Lumen flaky-task program (9.8% → 4.7%), rubric v3 sign-off, Quill eval plan, Harbor wave planning
- Peers to ask: Grace Patel, Olivia Bennett, Isaac Quinn
## Feedback log
- Oct: "Great at unblocking, should write more decisions down" — Noah
- Nov: "Quill eval plan was the clearest doc we got all quarter" — Isaac
- Dec: "Run the red-team sprint yourself, don't delegate it" — Noah
## Skills to grow
- Distributed training basics (Harbor gives a good excuse)
- Presenting to leadership: shorter decks, decision first` });
  page({ key: 'ideas', parent: 'home', title: 'Ideas backlog', icon: '💡', created: '2025-10-03', edited: '2025-12-22', body: `
- Judge ensembles: two mid-size judges instead of one big one (see reading notes)
- Task "difficulty drift" dashboard: track pass rate per family over model versions
- Clarification-seeking task family for v0.5 (agents that ask before acting)
- Human baseline on 100 tool-use tasks — ask Design for volunteers
- Eval office hours every other Thursday for product teams
- Cheap contamination pre-check as a git hook on the task repo
- "Eval of the week" post in #research to make results visible` });
  page({ key: 'reading', parent: 'home', title: 'Reading list', icon: '📚', database: {
    Title: 'title',
    Type: { type: 'select', options: opt(['Paper', 'blue'], ['Book', 'brown'], ['Blog', 'green'], ['Talk', 'orange']) },
    Status: { type: 'select', options: opt(['To read', 'gray'], ['Reading', 'yellow'], ['Done', 'green']) },
    Topics: { type: 'multi_select', options: opt(['evals', 'purple'], ['judges', 'blue'], ['reliability', 'green'], ['agents', 'orange'], ['data', 'brown'], ['statistics', 'gray'], ['engineering', 'default'], ['long-context', 'pink'], ['quill', 'red'], ['factuality', 'yellow'], ['red-team', 'red'], ['infra', 'blue'], ['writing', 'green'], ['general', 'default']) },
    Rating: 'number',
    Added: 'date',
    Notes: 'rich_text',
  }, created: '2025-09-20', edited: '2025-12-22' });
  for (const [title, type, status, topics, rating, added, note] of READING) {
    rows.push({ db: 'reading', created: added, edited: status === 'Done' ? added : '2025-12-20', props: { Title: title, Type: type, Status: status, Topics: topics, Rating: rating, Added: added, Notes: note } });
  }

  // --- Research team wiki --------------------------------------------------------------------
  page({ key: 'wiki', title: 'Research Team Wiki', icon: '📖', by: 'p01', created: '2025-03-10', edited: '2025-12-18', body: `
Welcome to the Research team space. Start with Onboarding, then the Eval Methodology Guide.
## Team
- Lead: @p01
- Research engineers: @p06, @p11, @p16, @p21, @p31, @p36, @me
- Research scientists: @p26, @p41
## Rituals
- Monday: Lumen weekly sync (30 min)
- Thursday: research sync + paper club (alternating)
- Friday: demo hour, 4pm PT` });
  page({ key: 'onboarding', parent: 'wiki', title: 'Onboarding (Research)', icon: '🧭', by: 'p01', editedBy: 'me', created: '2025-03-12', edited: '2025-12-12', body: `
## Week 1
[ ] Laptop, SSO and VPN (IT ticket created by People ops)
[ ] Harbor account + quota group \`research\`
[ ] Read the Eval Methodology Guide
[ ] Shadow one Lumen weekly sync
## Week 2
[ ] Run the Lumen core suite locally on 20 tasks
[ ] Pick a starter task from the tracker (tag: good-first-task)
## People to meet
- @p01 (manager), @me (Lumen), @p17 (Harbor), @p13 (Quill / Applied)` });
  page({ key: 'methodology', parent: 'wiki', title: 'Eval Methodology Guide', icon: '🧪', created: '2025-10-10', edited: '2025-12-19', body: `
# Principles
1. Every task is deterministic: fixed seed, pinned image, recorded network traffic.
2. Report uncertainty: bootstrap 95% CIs on every headline number.
3. Two scores per trajectory: **outcome** (did it get there) and **process** (was every step acceptable).
4. Judges are code: rubric prompts are versioned and calibrated against adjudicated labels.
# Judges
- Default: rubric v3 (κ 0.81 on Calibration-120, signed off Dec 18)
- Refusals: handled in v3.1 after the spec freeze
# Flaky tasks
- A task is flaky if its pass/fail flips across 5 seeded reruns.
- Current rate: 4.7% (Dec 19 run). Target: < 2% by the Feb 2 internal beta.
- Tasks above 10% variance that are not fixed by Jan 23 are dropped.
# Statistical power
- With our variance, ~1,100 tasks detect a 1-point delta at 80% power. The suite has 1,240.
\`\`\`python
def bootstrap_ci(scores, n=2000, alpha=0.05):
    means = sorted(mean(resample(scores)) for _ in range(n))
    return means[int(n * alpha / 2)], means[int(n * (1 - alpha / 2))]
\`\`\`` });
  page({ key: 'etiquette', parent: 'wiki', title: 'Compute etiquette', icon: '🖥️', by: 'p06', editedBy: 'p06', created: '2025-05-02', edited: '2025-11-10', body: `
- Tag every job with a project label; untagged jobs get preempted first.
- Long runs (> 12h) need a checkpoint every hour.
- Use the preflight NCCL check before multi-node jobs.
- Ridge is read-only after Feb 6 — copy what you need.
! ⚠️ This page still describes Ridge queues; Harbor section pending.` });
  page({ key: 'meetings', parent: 'wiki', title: 'Meeting notes', icon: '🗒️', database: {
    Name: 'title',
    Date: 'date',
    Type: { type: 'select', options: opt(['1:1', 'blue'], ['Sync', 'green'], ['Review', 'purple'], ['Planning', 'orange'], ['External', 'pink'], ['Standup', 'gray']) },
    Project: { type: 'select', options: opt(['Lumen', 'purple'], ['Harbor', 'blue'], ['Quill', 'pink'], ['Offsite', 'green'], ['Hiring', 'brown'], ['Research Ops', 'gray'], ['Personal', 'default']) },
    Attendees: 'people',
    Summary: 'rich_text',
    'Follow-up needed': 'checkbox',
    Created: 'created_time',
  }, created: '2025-09-01', edited: '2025-12-29' });
  for (const m of MEETINGS) {
    const attendees = ['me'].concat(m.with.filter((k) => members.includes(k)));
    rows.push({ key: m.key, db: 'meetings', created: m.upcoming ? '2025-12-30' : m.date, edited: m.upcoming ? '2025-12-31' : m.date, props: {
      Name: m.title, Date: m.date, Type: m.type, Project: PROJECT_NAMES[m.project], Attendees: attendees, Summary: m.summary,
      'Follow-up needed': m.actions.some((a) => !a[3]),
    }, body: meetingBody(m) });
  }
  for (const r of RECURRING) {
    for (const w of weekly(r, rand)) {
      const notesPool = r.key === 'oneonone' ? ONE_ON_ONE_NOTES : SYNC_NOTES;
      const flaky = (9.8 - Math.min(5.1, w.n * 0.45)).toFixed(1);
      const n1 = notesPool[w.n % notesPool.length].replace('{flaky}', `${flaky}%`);
      const n2 = notesPool[(w.n * 3 + 1) % notesPool.length].replace('{flaky}', `${flaky}%`);
      rows.push({ db: 'meetings', created: w.date, props: {
        Name: `${r.title} — ${w.date}`, Date: w.date, Type: r.type, Project: PROJECT_NAMES[r.project], Attendees: ['me'].concat(r.with), Summary: `${w.a}; ${w.b.toLowerCase()}.`,
        'Follow-up needed': false,
      }, body: `## Topics\n- ${w.a}\n- ${w.b}\n## Notes\n- ${n1}\n- ${n2}` });
    }
  }
  page({ key: 'experiments', parent: 'wiki', title: 'Experiments log', icon: '🔬', database: {
    Name: 'title',
    Status: { type: 'select', options: opt(['Running', 'blue'], ['Completed', 'green'], ['Failed', 'red'], ['Abandoned', 'gray']) },
    Model: { type: 'select', options: opt(['atlas-7b', 'blue'], ['atlas-34b', 'purple'], ['judge-rubric-v1', 'gray'], ['judge-rubric-v2', 'brown'], ['judge-rubric-v2.5', 'orange'], ['judge-rubric-v3', 'green'], ['quill-draft-0.9', 'pink'], ['n/a', 'default']) },
    Benchmark: { type: 'select', options: opt(['Lumen core', 'purple'], ['Lumen tool-use', 'orange'], ['Lumen long-context', 'yellow'], ['Calibration-120', 'blue'], ['FactCheck-200', 'pink'], ['Tone pairs-400', 'red'], ['Infra', 'gray'], ['Data', 'brown']) },
    Score: 'number',
    'Δ vs baseline': 'number',
    Started: 'date',
    Owner: 'people',
    Cluster: { type: 'select', options: opt(['Ridge', 'gray'], ['Harbor', 'blue']) },
    Notes: 'rich_text',
  }, created: '2025-10-06', edited: '2025-12-30' });
  for (const [id, name, model, bench, score, delta, status, date, owner, cluster, note] of EXPERIMENTS) {
    rows.push({ db: 'experiments', by: owner === 'me' ? 'me' : owner, created: date, edited: status === 'Running' ? '2025-12-31' : date, props: {
      Name: `${id} ${name}`, Status: status, Model: model, Benchmark: bench, Score: score, 'Δ vs baseline': delta, Started: date, Owner: [owner], Cluster: cluster, Notes: note,
    } });
  }
  const allTags = Array.from(new Set(TASKS.flatMap((t) => t[6]))).sort();
  const tagColors = ['purple', 'blue', 'green', 'orange', 'pink', 'brown', 'yellow', 'red', 'gray', 'default'];
  page({ key: 'tasks', parent: 'wiki', title: 'Task tracker', icon: '✅', database: {
    Name: 'title',
    Status: { type: 'status', options: opt(['Not started', 'default'], ['In progress', 'blue'], ['Blocked', 'red'], ['Done', 'green']), groups: [['To-do', 'gray', ['Not started']], ['In progress', 'blue', ['In progress', 'Blocked']], ['Complete', 'green', ['Done']]] },
    Priority: { type: 'select', options: opt(['P0', 'red'], ['P1', 'orange'], ['P2', 'yellow'], ['P3', 'gray']) },
    Project: { type: 'select', options: opt(['Lumen', 'purple'], ['Harbor', 'blue'], ['Quill', 'pink'], ['Offsite', 'green'], ['Hiring', 'brown'], ['Research Ops', 'gray'], ['Personal', 'default']) },
    Assignee: 'people',
    Due: 'date',
    Tags: { type: 'multi_select', options: allTags.map((t, i) => [t, tagColors[i % tagColors.length]]) },
    Estimate: 'number',
    Created: 'created_time',
  }, created: '2025-10-06', edited: '2025-12-31' });
  TASKS.forEach(([title, project, status, priority, assignee, due, tags, points], i) => {
    const planned = new Date(Date.parse(`${due}T00:00:00Z`) - (10 + (i % 9)) * 86400000).toISOString().slice(0, 10);
    const created = planned > '2025-12-30' ? '2025-12-30' : planned;
    const body = i % 7 === 3 ? `## Context\nTracked from the ${PROJECT_NAMES[project]} plan. Owner: @${assignee}.\n## Definition of done\n[ ] Reviewed by one other person\n[ ] Linked from the project hub` : null;
    rows.push({ key: `task-${i}`, db: 'tasks', by: assignee, created: created < '2025-10-06' ? '2025-10-06' : created, edited: status === 'Done' ? due : '2025-12-30', props: {
      Name: title, Status: status, Priority: priority, Project: PROJECT_NAMES[project], Assignee: [assignee], Due: due, Tags: tags, Estimate: points,
    }, body });
  });

  // The flaky-task burn-down: one ticket per flaky task family member still open or fixed.
  const FAMILIES = ['web_fetch', 'calendar_ops', 'spreadsheet_edit', 'code_exec', 'multi_hop_search', 'file_ops', 'email_draft', 'shell'];
  const SUBJECTS = ['price-compare', 'timezone-meeting', 'budget-rollup', 'unit-test-fix', 'citation-chase', 'rename-batch', 'follow-up-reply', 'log-grep', 'weather-diff', 'recurring-invite', 'pivot-summary', 'dependency-bump', 'paper-lookup', 'archive-cleanup', 'meeting-notes', 'disk-usage'];
  const CAUSES = ['unpinned dependency', 'time-dependent assertion', 'live network call', 'nondeterministic tool ordering', 'judge disagreement on partial credit', 'race in sandbox startup'];
  const OWNERS = ['p21', 'p31', 'p11', 'p36', 'p16'];
  for (let i = 0; i < 36; i += 1) {
    const name = `${FAMILIES[i % FAMILIES.length]}/${SUBJECTS[(i * 7) % SUBJECTS.length]}-${String(3 + ((i * 13) % 90)).padStart(3, '0')}`;
    const status = i < 19 ? 'Done' : i < 27 ? 'In progress' : i < 33 ? 'Not started' : 'Blocked';
    const due = new Date(Date.UTC(2025, 10, 10) + i * 2 * 86400000).toISOString().slice(0, 10);
    const variance = 6 + ((i * 11) % 23);
    rows.push({ db: 'tasks', by: OWNERS[i % OWNERS.length], created: '2025-11-03', edited: status === 'Done' ? due : '2025-12-30', props: {
      Name: `Fix flaky: ${name} (${variance}% variance, ${CAUSES[i % CAUSES.length]})`, Status: status, Priority: variance > 20 ? 'P1' : 'P2', Project: 'Lumen',
      Assignee: [OWNERS[i % OWNERS.length]], Due: due < '2026-01-23' ? due : '2026-01-23', Tags: ['flaky'], Estimate: 1 + (i % 3),
    } });
  }
  // Nightly suite runs since the Harbor smoke test.
  for (let i = 0; i < 16; i += 1) {
    const date = new Date(Date.UTC(2025, 11, 10) + i * 86400000).toISOString().slice(0, 10);
    if (date === '2025-12-25') continue;
    const score = Math.round((65.6 + ((i * 37) % 17) / 10) * 10) / 10;
    const flaky = (i <= 9 ? 5.6 - i * 0.1 : 4.7 - ((i - 9) % 3) * 0.1).toFixed(1);
    rows.push({ db: 'experiments', by: 'p11', created: date, props: {
      Name: `Nightly ${date} suite v0.3`, Status: 'Completed', Model: 'atlas-34b', Benchmark: 'Lumen core', Score: score, 'Δ vs baseline': Math.round((score - 61.2) * 10) / 10,
      Started: date, Owner: ['p11'], Cluster: 'Harbor', Notes: `Nightly run; flaky rate ${flaky}%.`,
    } });
  }

  // --- Lumen hub -------------------------------------------------------------------------------
  page({ key: 'lumen', title: 'Lumen Eval Suite', icon: '🔭', created: '2025-10-06', edited: '2025-12-30', body: `
! 🔭 Agent evaluation harness for the spring release. Owner: @me · Sponsor: @p01
## Milestones
- Spec freeze — {{date:2026-01-09}}
- Harness v0.4 (tool-use track) — {{date:2026-01-16}}
- Red-team sprint — {{date:2026-01-20}} to Jan 23
- Internal beta — {{date:2026-02-02}}
- Spring release — {{date:2026-03-17}}
## Status (Dec 30)
- 1,240 tasks; flaky rate 4.7% (target < 2%)
- Rubric v3 signed off (κ 0.81)
- Tool-use track dry run in progress on Harbor` });
  page({ key: 'lumen-brief', parent: 'lumen', title: 'Lumen — project brief', icon: '📄', created: '2025-10-08', edited: '2025-11-03', body: `
## Problem
Our eval numbers move week to week for reasons unrelated to the models. Product teams stopped trusting them.
## Goal
One harness for chat, tool-use and long-horizon tasks whose numbers are reproducible to within noise, with documented uncertainty.
## Non-goals
- Public leaderboard
- Training-time evals (owned by the pretraining team)
## Success metrics
- Flaky-task rate < 2%
- Judge agreement κ ≥ 0.80
- Product teams (Quill first) gate releases on Lumen numbers
## Team
@me (lead), @p11, @p16, @p21, @p31, @p36 (from January)` });
  page({ key: 'lumen-roadmap', parent: 'lumen', title: 'Lumen roadmap (Q1)', icon: '🗺️', created: '2025-12-22', edited: '2025-12-30', body: `
## January
- Jan 9: spec freeze — task families, rubric v3, quarantine list
- Jan 16: harness v0.4 with the tool-use track (@p36)
- Jan 20–23: red-team sprint (volunteers from Applied and Design)
- Jan 23: flaky tasks above 10% variance dropped if unfixed
## February
- Feb 2: internal beta — Quill nightly suite included
- Judge ensembles decision
## March
- Methodology doc (public draft)
- Mar 17: spring release` });
  page({ key: 'lumen-checklist', parent: 'lumen', title: 'Internal beta checklist', icon: '☑️', created: '2025-12-23', edited: '2025-12-30', body: `
[x] Rubric v3 tagged and calibration report published
[x] Quill endpoints wired into the runner
[ ] Spec freeze announcement sent
[ ] Tool-use track merged (v0.4)
[ ] Flaky rate < 2% on two consecutive nightly runs
[ ] Lumen runner switched to Harbor
[ ] Dashboard per-family trend lines
[ ] Beta announcement draft reviewed by @p01` });
  page({ key: 'redteam', parent: 'lumen', title: 'Red-team sprint playbook (draft)', icon: '🛡️', created: '2025-12-29', edited: '2025-12-30', body: `
! 🚧 Draft — sprint runs Jan 20–23.
## Goals
- Find task families where the judge can be gamed
- Find tool-use tasks that reward unsafe shortcuts
## Format
1. Day 1: briefing + pairing (researcher + product person)
2. Days 2–3: attack, log findings in the tracker with tag red-team
3. Day 4: triage and fixes
## Volunteers
- Research: @p11, @p31
- Applied: TBD (asked @p13)
- Design: TBD (asked @p04)` });
  page({ key: 'decisions', parent: 'lumen', title: 'Decision log', icon: '⚖️', database: {
    Decision: 'title',
    Date: 'date',
    Owner: 'people',
    Status: { type: 'select', options: opt(['Proposed', 'yellow'], ['Accepted', 'green'], ['Superseded', 'gray']) },
    Context: 'rich_text',
    'Related tasks': { type: 'relation', to: 'tasks' },
  }, created: '2025-10-06', edited: '2025-12-30' });
  const related = { 'Record/replay for network tools': ['task-3'], 'Split outcome and process scores': ['task-5'], 'Rubric v3 is the default judge': ['task-7'], 'Drop flaky tasks > 10% variance if unfixed by Jan 23': ['task-11'], 'Quill suite runs nightly inside Lumen': ['task-23', 'task-20'] };
  for (const [decision, date, owner, status, context] of DECISIONS) {
    rows.push({ db: 'decisions', by: owner, created: date, props: { Decision: decision, Date: date, Owner: [owner], Status: status, Context: context, 'Related tasks': related[decision] || [] } });
  }

  // --- Harbor ----------------------------------------------------------------------------------
  page({ key: 'harbor', title: 'Harbor GPU cluster migration', icon: '⚓', by: 'p17', editedBy: 'me', created: '2025-10-27', edited: '2025-12-22', body: `
! ⚓ Moving research training and eval jobs from Ridge to Harbor (64 × 8 H100). Platform owner: @p02 · Research contact: @me
## Dates
- Quota freeze — {{date:2026-01-12}}
- Wave 1 (eval + short jobs) — {{date:2026-01-14}}
- Wave 2 (fine-tuning, long runs) — {{date:2026-01-21}}
- Ridge decommission — {{date:2026-02-06}}
## Quotas
- Research: 40% guaranteed through Q1, burst to 60% overnight` });
  page({ key: 'harbor-runbook', parent: 'harbor', title: 'Migration runbook (Research jobs)', icon: '📘', by: 'p17', editedBy: 'me', created: '2025-11-04', edited: '2025-12-18', body: `
1. Add your job to the wave sheet with GPU-hours and checkpoint size.
2. Rebuild images against the Harbor base image (CUDA 12.6, NCCL 2.23).
3. Run the preflight: \`harbor preflight --nccl --storage\`.
4. Submit with \`--cluster harbor --quota research\`.
5. Compare the first run against Ridge numbers; flag deltas > 1 point to @me.
## Storage
- Scratch: /scratch/research (Lustre, stripe count 16 since Dec 17 → 9.6 GB/s)
- Checkpoints > 500 GB go to /ckpt with lifecycle rules` });
  page({ key: 'harbor-waves', parent: 'harbor', title: 'Wave plan', icon: '🌊', created: '2025-11-07', edited: '2025-12-22', body: `
## Wave 1 — Jan 14
- Lumen nightly suite (~1,900 GPU-h / week)
- Quill nightly suite (~300 GPU-h / week)
- Judge calibration jobs
## Wave 2 — Jan 21
- Fine-tuning runs (Noah F., Lucas)
- Long-context experiments
## Owners
- Lumen jobs: @p11 · Fine-tuning: @p06 · Platform on-call: @p32` });
  page({ key: 'nccl', parent: 'harbor', title: 'Postmortem: NCCL timeouts on rack B7', icon: '🧯', by: 'p32', editedBy: 'p32', created: '2025-12-04', edited: '2025-12-12', body: `
## Impact
Three multi-node training runs failed between Nov 28 and Dec 2 (~2,300 GPU-hours lost).
## Root cause
NIC firmware 28.39 on nodes b7-03 … b7-08 dropped packets under sustained all-reduce traffic.
## Fix
- Drained B7 and upgraded to firmware 28.41 on Dec 11
- NCCL all-reduce health check added to job preflight (Dec 10)
## Follow-ups
[x] Preflight check in the submit path
[x] Firmware inventory for all racks
[ ] Alert on NCCL timeout rate per rack (@p37)` });

  // --- Quill -----------------------------------------------------------------------------------
  page({ key: 'quill', title: 'Quill writing assistant — eval', icon: '✍️', by: 'p13', editedBy: 'me', created: '2025-11-04', edited: '2025-12-19', body: `
Quill beta ships {{date:2026-03-10}}. Research owns the offline eval plan; Applied owns the data.
## Contacts
- EM: @p13 · Applied scientist: @p23 · Eng: @p08, @p33 · Design: @p09` });
  page({ key: 'quill-plan', parent: 'quill', title: 'Quill eval plan', icon: '📝', created: '2025-11-10', edited: '2025-12-05', body: `
## Beta gate
- Hallucination (unsupported citation) rate **< 3%** on FactCheck-200 — currently 5.4% (Dec 5)
- Tone preference **≥ 70%** vs. target tone — currently 64% (Dec 17 pilot)
## Metrics
1. Unsupported-claim rate: a claim with a citation whose source does not support it
2. Tone preference: pairwise judge (rubric) with 10% human spot checks
3. Latency p95 for a 1,500-word draft (tracked, not gated)
## Data
- FactCheck-200 (cleaned Nov 28, sources attached)
- Tone pairs: 400 labelled, 300 more in progress
## Runs
Nightly inside Lumen since Dec 19.` });
  page({ key: 'quill-beta', parent: 'quill', title: 'Beta readiness criteria', icon: '🚦', by: 'p13', created: '2025-12-05', edited: '2025-12-10', body: `
[ ] Eval gate green two nights in a row
[ ] Red-team findings triaged (Jan sprint)
[ ] Support runbook
[ ] Pricing page copy approved
> Gate owner for eval metrics: @me` });

  // --- Offsite ---------------------------------------------------------------------------------
  page({ key: 'offsite', title: 'Spring Offsite 2026 — Lake Tahoe', icon: '🏔️', by: 'p05', editedBy: 'p05', created: '2025-11-18', edited: '2025-12-29', body: `
! 🏔️ April 14–16 at Lakeview Lodge, Lake Tahoe. 62 people. Budget $48,000.
## Key dates
- RSVPs due {{date:2026-01-30}}
- Bus leaves the SF office Apr 14, 8:00
## Committee
@p05 (lead), @p15, @p25, @p04, @p12, @me` });
  page({ key: 'offsite-agenda', parent: 'offsite', title: 'Agenda draft', icon: '🗓️', by: 'p05', editedBy: 'me', created: '2025-12-01', edited: '2025-12-29', body: `
## Tue Apr 14
- 8:00 bus from SF office · 12:30 lunch at the lodge
- 14:00 Strategy keynote (@p01)
- 16:00 Evals for everyone — hands-on session (@me)
## Wed Apr 15
- 9:00 Design jam (@p04)
- 13:00 Outdoor afternoon: kayak or guided hike
- 19:00 Dinner + awards
## Thu Apr 16
- 9:00 Team breakouts · 12:00 bus back` });
  page({ key: 'offsite-faq', parent: 'offsite', title: 'Travel & lodging FAQ', icon: '🧳', by: 'p15', created: '2025-12-20', edited: '2025-12-23', body: `
- Shared rooms by default; ask @p15 for a single room if needed.
- Seattle and New York folks: fly into Reno, shuttle provided.
- Bring layers — April in Tahoe can still snow.
- Expenses: use the Offsite 2026 cost center.` });
  page({ key: 'offsite-board', parent: 'offsite', title: 'Offsite planning board', icon: '📋', database: {
    Item: 'title',
    Category: { type: 'select', options: opt(['Lodging', 'blue'], ['Travel', 'orange'], ['Agenda', 'purple'], ['Food', 'green'], ['Activities', 'yellow'], ['Budget', 'gray']) },
    Owner: 'people',
    Status: { type: 'status', options: opt(['Not started', 'default'], ['In progress', 'blue'], ['Done', 'green']), groups: [['To-do', 'gray', ['Not started']], ['In progress', 'blue', ['In progress']], ['Complete', 'green', ['Done']]] },
    Due: 'date',
    Cost: { type: 'number', format: 'dollar' },
    Notes: 'rich_text',
  }, by: 'p05', created: '2025-11-18', edited: '2025-12-29' });
  for (const [item, cat, owner, status, due, cost, note] of OFFSITE) {
    rows.push({ db: 'offsite-board', by: owner, created: '2025-11-25', edited: status === 'Done' ? due : '2025-12-29', props: { Item: item, Category: cat, Owner: [owner], Status: status, Due: due, Cost: cost, Notes: note } });
  }

  // --- Hiring ----------------------------------------------------------------------------------
  page({ key: 'hiring', title: 'Hiring — Research Engineer (L4)', icon: '🧑‍💻', by: 'p10', editedBy: 'me', created: '2025-10-20', edited: '2025-12-17', body: `
Loop: recruiter screen → tech screen (coding) → onsite (eval design, system design, values) → debrief.
Hiring manager: @p01 · Recruiter: @p10
! 🔒 Candidate notes stay in the loop database; do not paste them into Slack.` });
  page({ key: 'rubric', parent: 'hiring', title: 'Interview rubric — eval design', icon: '📐', created: '2025-10-22', edited: '2025-12-12', body: `
## Signals (1–4)
1. Frames the capability before the metric
2. Thinks about variance and reruns unprompted
3. Proposes contamination checks
4. Knows when a human label is needed
## Question bank
- Design an eval for a calendar-scheduling agent.
- Your pass rate jumped 6 points overnight. What do you check first?
- (new, Dec 12) How would you detect that a task leaked into training data?` });
  page({ key: 'loop', parent: 'hiring', title: 'Interview loop', icon: '👥', database: {
    Candidate: 'title',
    Stage: { type: 'select', options: opt(['Recruiter screen', 'gray'], ['Tech screen', 'blue'], ['Onsite', 'purple'], ['Debrief', 'orange'], ['Offer', 'green'], ['Rejected', 'red'], ['Withdrawn', 'brown']) },
    Interviewers: 'people',
    'Onsite date': 'date',
    Score: 'number',
    Source: { type: 'select', options: opt(['Referral', 'green'], ['Inbound', 'blue'], ['Agency', 'orange'], ['Sourced', 'purple'], ['University', 'yellow']) },
    Notes: 'rich_text',
  }, by: 'p10', created: '2025-10-20', edited: '2025-12-30' });
  for (const [name, stage, interviewers, onsite, score, source, note] of CANDIDATES) {
    rows.push({ db: 'loop', by: 'p10', created: '2025-11-03', edited: '2025-12-30', props: { Candidate: name, Stage: stage, Interviewers: interviewers, 'Onsite date': onsite, Score: score, Source: source, Notes: note } });
  }

  // --- Not shared with the integration, and the trash ----------------------------------------
  page({ key: 'private', title: 'Leadership sync notes', icon: '🔒', by: 'p01', created: '2025-09-02', edited: '2025-12-19', body: `
- Headcount for H1: one RE (L4) approved, second pending
- Promotion calibration dates: late February` });
  page({ key: 'old-roadmap', parent: 'lumen', title: 'Old: Q3 eval roadmap', icon: '🗄️', archived: true, created: '2025-07-01', edited: '2025-10-09', body: `
- Superseded by the Lumen roadmap (Q1).` });

  comments.push(
    { on: 'lumen-roadmap', by: 'p01', date: '2025-12-23', thread: 'rm1', text: 'Can we say explicitly what slips if the tool-use track is late?' },
    { on: 'lumen-roadmap', by: 'me', date: '2025-12-23', thread: 'rm1', text: 'Long-context synthesis tasks slip to v0.5 first; tool-use stays in scope.' },
    { on: 'methodology', by: 'p26', date: '2025-12-19', thread: 'me1', text: 'Should we add the refusal guidance here once v3.1 lands?' },
    { on: 'methodology', by: 'me', date: '2025-12-19', thread: 'me1', text: 'Yes — after the freeze. Adding a placeholder section.' },
    { on: 'quill-plan', by: 'p13', date: '2025-12-05', thread: 'qp1', text: 'Love the gate. Is 3% realistic by March given 5.4% today?' },
    { on: 'quill-plan', by: 'p23', date: '2025-12-06', thread: 'qp1', text: 'The citation retriever change alone should get us under 4%. The rest is prompt work.' },
    { on: 'quill-plan', by: 'me', date: '2025-12-08', thread: 'qp1', text: 'Agree; we re-check on Jan 16 and decide whether to push the gate.' },
    { on: 'harbor-runbook', by: 'p11', date: '2025-12-18', text: 'Step 3 also needs `--gpus-per-node 8` or the storage check times out.' },
    { on: 'nccl', by: 'p37', date: '2025-12-12', text: 'Alert rule is drafted; will ship after the freeze window.' },
    { on: 'offsite-agenda', by: 'p05', date: '2025-12-29', thread: 'oa1', text: 'Emma, 90 minutes enough for the evals session?' },
    { on: 'offsite-agenda', by: 'me', date: '2025-12-29', thread: 'oa1', text: '90 is perfect if people bring laptops. I will send a setup note in March.' },
    { on: 'redteam', by: 'p13', date: '2025-12-30', text: 'Applied can give you Ella Vargas and Caleb for the sprint.' },
    { on: 'career', by: 'me', date: '2025-12-16', text: 'Reminder to self: attach the flaky-task chart to the packet.' },
    { on: 'rubric', by: 'p10', date: '2025-12-12', text: 'Added the contamination question to the interviewer brief too.' },
    { on: 'm-rubric-v3', by: 'p16', date: '2025-12-19', text: 'Calibration report is linked in #research.' },
    { on: 'm-nccl', by: 'p02', date: '2025-12-04', thread: 'nc1', text: 'Vendor ticket is open; firmware 28.41 confirmed.' },
    { on: 'm-nccl', by: 'p32', date: '2025-12-04', thread: 'nc1', text: 'Drain scheduled for Dec 11, 06:00 PT.', resolved: true },
    { on: 'm-lumen-q1-planning', by: 'p36', date: '2025-12-23', text: 'Happy to own tool-use. I will post a design sketch on Jan 5.' },
    { on: 'm-offsite-planning-2', by: 'p25', date: '2025-12-30', text: 'Dietary form will go out with the RSVP.' },
    { on: 'home', by: 'me', date: '2025-12-30', text: 'Move the parking lot items into the tracker after the break.' },
  );

  return {
    persona: 'emma-clark',
    workspace: 'Brightline Labs',
    roster,
    members,
    bot: 'Emma’s MCP assistant',
    otherBots: ['Calendar Sync', 'GitHub Issues'],
    workHoursUtc: [16, 23],
    latest: '2026-01-01 08:30',
    connectedAt: '2025-12-15 18:04',
    pages,
    rows,
    comments,
    shared: ['home', 'wiki', 'lumen', 'harbor', 'quill', 'offsite', 'hiring'],
  };
}
