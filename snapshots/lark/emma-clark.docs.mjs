// Emma Clark's cloud documents on Lark: the Lumen tracker Base, the Harbor migration Base, the
// offsite RSVP Base, Lumen/Quill/Harbor documents and two wiki spaces. Facts follow
// emma-clark.content.mjs (and her Slack and mailbox). Format: cloud-build.mjs.
//
// Access: the bot (Brightline Assistant) edits the Lumen tracker and reads the Lumen plan; it
// reaches documents shared with groups it sits in (Lumen, Harbor, Quill, offsite) and the
// Research wiki, but not the offsite RSVP Base, the EvalWorkshop draft or the hiring take-home.

export const FOLDERS = [
  { key: 'lumen', name: 'Lumen', owner: 'me', created: '2025-02-20 10:00', legacy: false, members: { 'chat:lumen': 'view' } },
  { key: 'harbor', name: 'Harbor', owner: 'p02', created: '2025-09-22 10:30', legacy: false, members: { 'dept:Platform': 'edit', me: 'view' } },
  { key: 'offsite', name: 'Offsite 2026', owner: 'p05', created: '2025-11-10 10:10', legacy: false, members: { p15: 'edit', p25: 'edit', me: 'view' } },
];

const LUMEN_TEAM = { bot: 'edit', p16: 'edit', p11: 'edit', p21: 'edit', p26: 'edit', p31: 'edit', p36: 'edit', p01: 'view', 'chat:lumen': 'view' };

export const BASES = [
  {
    key: 'lumen-tracker',
    name: 'Lumen Tracker',
    owner: 'me',
    folder: 'lumen',
    created: '2025-03-03 10:00',
    edited: '2025-12-31 10:35',
    members: LUMEN_TEAM,
    tables: [
      {
        name: 'Issues',
        created: '2025-03-03 10:05',
        fields: [
          ['ID', 'Text'],
          ['Title', 'Text'],
          ['Type', 'SingleSelect', ['Bug', 'Feature', 'Infra', 'Docs']],
          ['Priority', 'SingleSelect', ['P0', 'P1', 'P2', 'P3']],
          ['Status', 'SingleSelect', ['Open', 'In Progress', 'In Review', 'Done', 'Deferred']],
          ['Owner', 'User'],
          ['Opened', 'DateTime'],
          ['Due', 'DateTime'],
          ['Release', 'SingleSelect', ['v0.9.0', 'v0.9.1', 'v0.9.2', 'v1.0']],
          ['Blocks v1.0', 'Checkbox'],
          ['Notes', 'Text'],
        ],
        views: [
          { name: 'All issues' },
          { name: 'Open for v1.0', filter: { conjunction: 'and', conditions: [{ field_name: 'Release', operator: 'is', value: ['v1.0'] }, { field_name: 'Status', operator: 'isNot', value: ['Done'] }] }, sort: [{ field_name: 'Priority', desc: false }] },
          { name: 'Mine', filter: { conjunction: 'and', conditions: [{ field_name: 'Status', operator: 'isNot', value: ['Done'] }] }, hidden: ['Notes'] },
        ],
        records: [
          ['LUM-198', 'Dedup near-duplicate tasks', 'Feature', 'P1', 'Done', 'me', '2025-10-20', '2025-11-14', 'v0.9.0', false, '86 tasks removed; suite is 1,240 tasks'],
          ['LUM-203', 'Record/replay cassettes for web tools', 'Infra', 'P1', 'Done', 'p21', '2025-10-22', '2025-11-07', 'v0.9.0', false, ''],
          ['LUM-206', 'Pin all task images with lockfiles', 'Infra', 'P1', 'Done', 'p31', '2025-10-22', '2025-11-14', 'v0.9.0', false, ''],
          ['LUM-211', 'pass@5 on the weekly leaderboard run', 'Feature', 'P2', 'Done', 'p21', '2025-11-19', '2025-12-05', 'v0.9.0', false, 'pass@1 stays on the nightly'],
          ['LUM-214', 'Nightly concurrency back to 32', 'Infra', 'P2', 'Done', 'me', '2025-11-26', '2025-11-27', 'v0.9.0', false, 'Dropped to 24 for rate limits, reverted'],
          ['LUM-217', 'Grader timeouts on long tool-use transcripts', 'Bug', 'P0', 'Done', 'p16', '2025-11-18', '2025-12-16', 'v0.9.1', false, 'Timeout 90 s + one retry; remaining failures get grader_error; timeouts 4% → 0.3%'],
          ['LUM-220', 'grader_error column on the dashboard', 'Feature', 'P1', 'Done', 'p16', '2025-12-02', '2025-12-17', 'v0.9.1', false, 'API field grader_error_count'],
          ['LUM-222', 'Move the nightly to Harbor (queue lumen-eval)', 'Infra', 'P1', 'Done', 'me', '2025-12-10', '2025-12-11', 'v0.9.0', false, '3h40m on Dockside → 2h05m on Harbor'],
          ['LUM-226', 'Borrow idle research quota overnight', 'Infra', 'P2', 'Done', 'me', '2025-12-05', '2025-12-12', 'v0.9.1', false, '16 guaranteed, up to 48 when idle'],
          ['LUM-231', 'Few-shot seed leakage: shuffle seeded from the process', 'Bug', 'P0', 'In Review', 'me', '2025-12-04', '2026-01-09', 'v0.9.2', true, 'Seed = run seed + task id; 10/10 identical runs (70.1); PR reviewed by James, 2 small comments'],
          ['LUM-233', 'judge-v3 parallel run (one week)', 'Feature', 'P0', 'Open', 'p16', '2025-12-18', '2026-01-16', 'v1.0', true, 'Switch if agreement with human labels ≥ 95% (v2: 91.4%)'],
          ['LUM-235', 'Position-bias swap test as a nightly canary', 'Feature', 'P2', 'Open', 'p26', '2025-12-19', '2026-01-23', 'v1.0', false, '50 pairs per night'],
          ['LUM-238', 'Validate the grounded-summary grader', 'Feature', 'P1', 'Open', 'me', '2025-12-15', '2026-01-13', 'v1.0', true, '20 Northstar discharge summaries as test cases'],
          ['LUM-240', 'Grounded-summary track (120–150 tasks)', 'Feature', 'P1', 'Open', 'p38', '2025-11-24', '2026-02-20', 'v1.0', true, 'Quill hallucination 3.1% (4.4% on discharge summaries) vs < 2%'],
          ['LUM-241', 'Quill hallucination warning (> 2%)', 'Feature', 'P1', 'Open', 'me', '2025-11-24', '2026-03-10', 'v1.0', false, 'Warning, not a gate, until Lumen v1.0'],
          ['LUM-243', 'Dashboard v2: per-track drill-down', 'Feature', 'P2', 'In Progress', 'p29', '2025-12-08', '2026-01-21', 'v1.0', false, 'Design crit Jan 21'],
          ['LUM-245', 'Grader spend doubles during the judge-v3 week', 'Infra', 'P3', 'Open', 'p21', '2025-12-22', '2026-01-16', 'v1.0', false, 'About $1,900 extra, approved by Noah'],
          ['LUM-246', 'Slow nightly when borrowing is disabled', 'Bug', 'P3', 'Done', 'p32', '2025-12-26', '2025-12-26', 'v0.9.1', false, 'Quota sync bug; 4h02m run on Dec 26'],
          ['LUM-248', 'v1.0 release notes', 'Docs', 'P2', 'Open', 'p21', '2025-12-29', '2026-03-13', 'v1.0', false, ''],
          ['LUM-250', 'Tone-control track for Quill (scoping)', 'Feature', 'P3', 'Open', 'p03', '2025-12-29', '2026-01-26', 'v1.0', false, 'Discuss at the Jan 26 Applied planning'],
        ],
      },
      {
        name: 'Releases',
        created: '2025-03-03 10:20',
        fields: [
          ['Version', 'Text'],
          ['Date', 'DateTime'],
          ['Status', 'SingleSelect', ['Released', 'Planned']],
          ['Highlights', 'Text'],
        ],
        records: [
          ['v0.9.0-rc1', '2025-12-12', 'Released', '1,240 tasks; pass@1 nightly + pass@5 weekly; grader_error status; Harbor runner'],
          ['v0.9.1', '2025-12-17', 'Released', 'LUM-217 fix: grader timeout 90 s + one retry'],
          ['v0.9.2', '2026-01-12', 'Planned', 'LUM-231 fix (few-shot seed)'],
          ['v1.0', '2026-03-18', 'Planned', 'judge-v3, grounded-summary track, dashboard v2; eval freeze Feb 27'],
        ],
      },
      {
        name: 'Tracks',
        created: '2025-03-03 10:30',
        fields: [
          ['Track', 'Text'],
          ['Tasks', 'Number'],
          ['Nightly pass@1', 'Number'],
          ['Owner', 'User'],
          ['In v0.9 suite', 'Checkbox'],
        ],
        records: [
          ['chat', 330, 78.4, 'p21', true],
          ['tool-use', 410, 63.6, 'p16', true],
          ['long-form', 280, 74.9, 'p26', true],
          ['few-shot', 220, 70.1, 'me', true],
          ['grounded-summary (prototype)', 0, 0, 'p38', false],
        ],
      },
    ],
  },
  {
    key: 'harbor-tracker',
    name: 'Harbor Migration Tracker',
    owner: 'p02',
    folder: 'harbor',
    created: '2025-10-01 10:00',
    edited: '2025-12-30 10:20',
    members: { 'dept:Platform': 'edit', me: 'edit', p13: 'edit', p06: 'edit', p11: 'edit', 'chat:harbor': 'view' },
    tables: [
      {
        name: 'Scheduled jobs',
        by: 'p17',
        created: '2025-11-20 10:00',
        fields: [
          ['Job', 'Text'],
          ['Team', 'SingleSelect', ['Research', 'Applied', 'Platform']],
          ['Owner', 'User'],
          ['Status', 'SingleSelect', ['Migrated', 'In progress', 'Not started']],
          ['Schedule', 'Text'],
          ['GPUs', 'Number'],
          ['Migrate by', 'DateTime'],
          ['Notes', 'Text'],
        ],
        views: [
          { name: 'All jobs' },
          { name: 'Not migrated', filter: { conjunction: 'and', conditions: [{ field_name: 'Status', operator: 'isNot', value: ['Migrated'] }] } },
        ],
        records: [
          ['lumen-eval nightly', 'Research', 'me', 'Migrated', 'daily 01:00 PT', 16, '2025-12-11', 'Queue lumen-eval, borrows up to 48 GPUs when idle'],
          ['RL sweeps', 'Research', 'p11', 'Migrated', 'ad hoc', 64, '2025-12-02', 'Avoid rack 7 until the Jan 12–13 drain'],
          ['checkpoint sync', 'Research', 'p06', 'Not started', 'hourly', 0, '2026-01-20', ''],
          ['research data refresh', 'Research', 'p13', 'In progress', 'weekly Sun 02:00', 8, '2026-01-20', ''],
          ['Quill batch evals', 'Applied', 'p28', 'In progress', 'daily 03:00 PT', 24, '2026-01-09', 'Moving the week of Jan 5'],
          ['Quill load tests', 'Applied', 'p18', 'Not started', 'weekly', 32, '2026-01-20', 'Needs the applied quota bump to 80'],
          ['tokenizer stats', 'Research', 'p36', 'Migrated', 'weekly Mon 04:00', 2, '2025-12-15', ''],
          ['artifact GC', 'Platform', 'p27', 'Migrated', 'daily 05:00', 0, '2025-12-08', ''],
          ['GPU burn-in checks', 'Platform', 'p42', 'Migrated', 'weekly', 8, '2025-12-01', ''],
          ['dataset cache warmup', 'Platform', 'p17', 'In progress', 'daily 00:30', 0, '2026-01-20', '/data/cache → /harbor/cache; symlink removed Feb 6'],
        ],
      },
      {
        name: 'Quotas (January)',
        by: 'p17',
        created: '2025-12-18 15:50',
        fields: [
          ['Team', 'Text'],
          ['GPUs', 'Number'],
          ['Guaranteed queue', 'Text'],
          ['Notes', 'Text'],
        ],
        records: [
          ['research', 96, 'lumen-eval: 16', 'Borrowing within the research cohort up to 48 for lumen-eval'],
          ['applied', 80, '', 'Up from 64 for the Quill beta'],
          ['platform', 32, '', ''],
        ],
      },
    ],
  },
  {
    key: 'offsite-rsvp',
    name: 'Spring Offsite 2026 — RSVPs',
    owner: 'p05',
    folder: 'offsite',
    created: '2025-12-12 17:00',
    edited: '2025-12-30 10:05',
    members: { p15: 'edit', p25: 'edit', me: 'view' },
    tables: [
      {
        name: 'RSVPs',
        created: '2025-12-12 17:05',
        fields: [
          ['Name', 'Text'],
          ['Person', 'User'],
          ['Office', 'SingleSelect', ['SF', 'NYC', 'Seattle', 'Remote']],
          ['Travel', 'SingleSelect', ['Bus from SF', 'Flight', 'Drive']],
          ['Airport', 'Text'],
          ['Room', 'SingleSelect', ['Double', 'Single (+$180)']],
          ['Roommate', 'Text'],
          ['Activities', 'MultiSelect', ['Snowshoe hike', 'Ski lesson', 'Lake kayak', 'Board games', 'Trivia night', 'Lightning talk']],
          ['Dietary', 'MultiSelect', ['Vegetarian', 'Vegan', 'Gluten-free']],
          ['Submitted', 'DateTime'],
        ],
        records: [
          ['Emma Clark', 'me', 'SF', 'Bus from SF', '', 'Double', 'Grace Patel', ['Snowshoe hike', 'Lightning talk'], [], '2025-12-12 18:02'],
          ['Grace Patel', 'p16', 'SF', 'Bus from SF', '', 'Double', 'Emma Clark', ['Ski lesson'], [], '2025-12-12 18:10'],
          ['Olivia Bennett', 'p21', 'NYC', 'Flight', 'JFK', 'Double', '', ['Trivia night'], ['Vegan'], '2025-12-12 18:45'],
          ['Noah Brooks', 'p01', 'SF', 'Drive', '', 'Single (+$180)', '', ['Snowshoe hike'], [], '2025-12-13 09:20'],
          ['Ella Okafor', 'p05', 'Seattle', 'Flight', 'SEA', 'Double', 'Ella Ellis', ['Board games'], [], '2025-12-13 10:00'],
          ['Julian Lopez', 'p15', 'SF', 'Bus from SF', '', 'Double', '', ['Lake kayak'], [], '2025-12-13 10:05'],
          ['Ella Ellis', 'p25', 'SF', 'Bus from SF', '', 'Double', 'Ella Okafor', ['Trivia night', 'Board games'], ['Gluten-free'], '2025-12-13 10:12'],
          ['Owen Lopez', 'p31', 'SF', 'Bus from SF', '', 'Double', '', ['Trivia night'], [], '2025-12-15 13:45'],
          ['Owen Quinn', 'p12', 'SF', 'Bus from SF', '', 'Double', '', ['Lightning talk'], [], '2025-12-15 14:00'],
          ['Maya Zimmer', 'p17', 'NYC', 'Flight', 'JFK', 'Double', '', ['Ski lesson'], [], '2025-12-16 09:30'],
          ['Owen Jensen', 'p09', 'Seattle', 'Flight', 'SEA', 'Double', 'Chloe Walsh', ['Ski lesson', 'Lake kayak'], ['Vegetarian'], '2025-12-18 10:40'],
          ['Chloe Walsh', 'p29', 'SF', 'Bus from SF', '', 'Double', 'Owen Jensen', ['Lake kayak'], ['Vegetarian'], '2025-12-18 11:00'],
          ['Sophia Carter', 'p24', 'NYC', 'Flight', 'LGA', 'Double', '', ['Board games'], [], '2025-12-19 16:20'],
          ['James Coleman', 'p26', 'SF', 'Bus from SF', '', 'Double', '', ['Snowshoe hike', 'Lightning talk'], [], '2025-12-22 09:10'],
          ['Lucas Underwood', 'p36', 'NYC', 'Flight', 'JFK', 'Double', '', ['Ski lesson'], [], '2025-12-30 09:15'],
          ['Noah Fischer', 'p06', 'Remote', 'Flight', 'YYC', 'Double', '', ['Snowshoe hike'], [], '2025-12-30 09:40'],
        ],
      },
    ],
  },
];

export const DOCUMENTS = [
  {
    key: 'lumen-plan',
    title: 'Lumen v1.0 plan',
    owner: 'me',
    folder: 'lumen',
    created: '2025-11-24 14:00',
    edited: '2025-12-30 18:00',
    members: { p01: 'view', p16: 'edit', p21: 'edit', p26: 'edit', 'chat:lumen': 'view', bot: 'view' },
    body: `Owner: @{me}. Release: March 18, 2026. Eval freeze: February 27.

## Goals
- A single harness for chat, tool-use, long-form and few-shot tasks, graded by rubric judges
- Grader agreement with human labels ≥ 95% (judge-v2 today: 91.4%)
- A grounded-summary track that Quill can use as a release warning

## Scope
1. Suite: 1,240 tasks (after removing 86 near-duplicates), frozen since v0.9
2. judge-v3, after a one-week parallel run (week of Jan 12); switch if agreement ≥ 95%
3. Grounded-summary track: 120–150 tasks, clinical and legal style documents
4. Dashboard v2 with grader_error counts and per-track drill-down
5. Reproducible few-shot ordering (LUM-231)

## Timeline
| Date | Milestone |
| --- | --- |
| Dec 12 | v0.9 RC cut |
| Dec 17 | v0.9.1 (LUM-217 fix) |
| Jan 9 | LUM-231 fixed; Q1 readout with Noah |
| Jan 12–16 | judge-v3 parallel run |
| Feb 27 | eval freeze |
| Mar 18 | v1.0 |

## Risks
- judge-v3 may not reach 95% agreement; fallback is to ship v1.0 with judge-v2 and a documented agreement figure
- The grounded-summary grader is not validated yet (Quill's 3.1% hallucination rate is directional)
- Harbor capacity drops by 8 nodes during the rack 7 drain (Jan 12–13)
`,
  },
  {
    key: 'release-notes',
    title: 'Lumen v0.9 release notes',
    owner: 'p21',
    folder: 'lumen',
    created: '2025-12-12 17:30',
    edited: '2025-12-17 10:40',
    members: { me: 'edit', 'chat:lumen': 'view' },
    body: `## v0.9.0-rc1 (Dec 12)
- 1,240 tasks after the dedup pass (86 near-duplicates removed)
- pass@1 on the nightly, pass@5 on the weekly leaderboard (Fridays 4 pm PT)
- New grader_error status: grader failures no longer count as task failures
- The nightly runs on Harbor (queue lumen-eval): 2h05m instead of 3h40m on Dockside

## v0.9.1 (Dec 17)
- LUM-217: grader timeout raised to 90 s with one retry; browse-run timeouts dropped from 4% to 0.3%
- Expect slightly higher tool-use scores (fewer spurious fails)
`,
  },
  {
    key: 'lum231',
    title: 'LUM-231 postmortem: few-shot seed leakage',
    owner: 'me',
    folder: 'lumen',
    created: '2025-12-30 17:50',
    edited: '2025-12-31 10:40',
    members: { p26: 'edit', p01: 'view', 'chat:lumen': 'view' },
    body: `## What happened
On Dec 4 @{p26} saw two runs of the same model with the same seed score 69.3 and 70.8 on the few-shot track.

## Root cause
The few-shot example shuffle used a seed derived from the worker process, not from the run seed, so example order changed between runs.

## Fix
The shuffle seed is now derived from the run seed and the task id.

## Verification
10 repeated runs on the few-shot track: all 10 scored 70.1.

## Follow-ups
- [x] PR reviewed (James Coleman, two small comments)
- [ ] Merge and release v0.9.2 (target Jan 12)
- [ ] Add a reproducibility check to the weekly leaderboard run
`,
  },
  {
    key: 'judge-v3',
    title: 'judge-v3 migration plan',
    owner: 'p16',
    folder: 'lumen',
    created: '2025-12-18 12:30',
    edited: '2025-12-29 11:40',
    members: { me: 'edit', p26: 'edit', p21: 'edit', p01: 'view', 'chat:lumen': 'view' },
    body: `## Plan
- Week of Jan 12: judge-v3 runs in parallel with judge-v2 on the nightly
- Compare both against the 600 human labels (human_labels_v2)
- Go/no-go on Jan 16: switch if agreement ≥ 95%

## Prompt
Rubric v3 text is frozen for the parallel week; the prompt hash is pinned in the config.

## Early signals
- Position bias: v3 prefers the first answer in 54% of ties (v2: 61%)
- Spot check on 40 long tool-use transcripts: v3 agrees with humans on 38, v2 on 35 (small sample, not for the readout)

## Cost
Running both judges for a week costs about $1,900 extra in grader spend.
`,
  },
  {
    key: 'grounded-track',
    title: 'Grounded-summary track design (Quill)',
    owner: 'me',
    folder: 'lumen',
    created: '2025-12-15 11:30',
    edited: '2025-12-29 14:20',
    members: { p38: 'edit', p13: 'view', p08: 'view', p43: 'view', 'chat:quill': 'view' },
    body: `For Quill, with @{p38}.

## Task
Summarize a long document (clinical or legal style) with citations; the grader checks every claim against the cited section.

## Size
120–150 tasks for v1.0.

## Current numbers (prototype grader, not validated)
- Hallucination rate 3.1% overall on Northstar documents
- 4.4% on discharge summaries
- Main failure: dosage numbers copied from the wrong section

## Test cases
20 anonymized discharge summaries from Northstar Health (data-use terms as in the beta).

## Release policy
Lumen warns when the hallucination rate is above 2%; it becomes a gate after Lumen v1.0.
`,
  },
  {
    key: 'readout',
    title: 'Lumen Q1 readout (draft)',
    owner: 'me',
    folder: 'lumen',
    created: '2025-12-29 16:00',
    edited: '2025-12-31 11:00',
    members: { p01: 'view' },
    body: `For the readout with Noah on Jan 9.

## Q4 results
- v0.9 RC (Dec 12) and v0.9.1 (Dec 17)
- Suite: 1,240 tasks; nightly overall 72.5, tool-use 63.6
- Nightly on Harbor: 2h05m (was 3h40m)
- Grader agreement: 91.4% (target 95%)

## Q1 plan
- LUM-231 fix (Jan 9)
- judge-v3 migration (week of Jan 12, extra grader spend ~$1,900)
- Grounded-summary track for Quill
- v1.0 on Mar 18

## Asks
- Keep lumen-eval's 16 guaranteed GPUs after the Harbor cutover
`,
  },
  {
    key: 'take-home',
    title: 'RE (eval) take-home',
    owner: 'me',
    created: '2025-12-03 16:10',
    edited: '2025-12-04 09:40',
    members: { p16: 'edit', p10: 'view' },
    body: `# Research Engineer (eval) — take-home
Time box: 4 hours.

1. Build a tiny evaluation harness that runs 20 given tasks against a stub model
2. Results must be reproducible: the same seed gives the same scores
3. Debug part: one of the provided tasks is flaky — find out why and fix it
4. Write up what you would measure next
`,
  },
  {
    key: 'evalworkshop',
    title: 'EvalWorkshop: Judge reliability (draft v2)',
    owner: 'p26',
    created: '2025-12-08 21:00',
    edited: '2025-12-30 11:20',
    members: { me: 'edit' },
    body: `# How reliable are LLM judges for agent evaluation?
James Coleman, Emma Clark — Brightline Labs. Draft v2, submission due Jan 30.

## 1. Introduction
## 2. Setup
1,240 agent tasks, 600 human labels.
## 3. Agreement metrics
TODO (Emma): agreement vs. human raters, Cohen's kappa, position bias.
## 4. Results
judge-v2 agrees with humans on 91.4% of labels.
`,
  },
  {
    key: 'harbor-guide',
    title: 'Harbor migration guide v1',
    owner: 'p17',
    folder: 'harbor',
    created: '2025-11-19 10:00',
    edited: '2025-12-15 14:30',
    members: {},
    body: `## Submitting jobs
Use harbor submit. Add --avoid-rack 7 until the rack 7 drain (Jan 12–13). Add --notify email for preemption alerts.

## Storage
The dataset cache moves from /data/cache to /harbor/cache. A symlink stays until Dockside is decommissioned on Feb 6.

## Quotas
- research 96 GPUs, applied 80 (from January), platform 32
- lumen-eval: 16 guaranteed, borrows up to 48 when the research cohort is idle
- harbor quota shows usage and borrowable capacity

## Dates
- Jan 20: all scheduled jobs run on Harbor
- Jan 27: Dockside read-only
- Feb 6: Dockside decommissioned
`,
  },
  {
    key: 'harbor-faq',
    title: 'Harbor FAQ (office hours notes)',
    owner: 'p32',
    folder: 'harbor',
    created: '2025-12-03 14:00',
    edited: '2025-12-30 10:15',
    members: {},
    body: `Office hours: Tuesdays and Thursdays, 2–3 pm PT.

## Why is my job pending?
Usually a queue without quota. Ask in the Harbor group.

## How does preemption work?
Borrowed capacity is preempted first when the owning team needs it.

## What is the maximum job size?
32 nodes, until the NCCL tuning is done.

## Who is on call?
Harbor Alerts pages the on-call SRE. Holiday coverage: Maya Evans Dec 22–28, Grace Morgan Dec 29–Jan 4.
`,
  },
  {
    key: 'inc-0412',
    title: 'INC-0412 postmortem: NCCL timeouts on rack 7',
    owner: 'p42',
    folder: 'harbor',
    created: '2025-12-11 10:00',
    edited: '2025-12-15 12:10',
    members: { 'chat:harbor': 'view' },
    body: `## Impact
Dec 9–10: multi-node jobs on rack 7 hung at all-reduce; 5 jobs hung at detection, research RL runs had to be resubmitted.

## Root cause
NIC firmware mismatch: rack 7 ran 22.36, the rest of the cluster 22.39.

## Mitigation
Rack 7 cordoned for new multi-node jobs; temporary fix applied Dec 10.

## Follow-up
Full firmware update during a drain on Jan 12–13 (capacity −8 nodes).
`,
  },
  {
    key: 'offsite-logistics',
    title: 'Spring Offsite 2026 — logistics',
    owner: 'p05',
    folder: 'offsite',
    created: '2025-11-21 15:30',
    edited: '2025-12-29 12:30',
    link_share: 'tenant_readable',
    members: { p15: 'edit', p25: 'edit' },
    body: `## When and where
April 14–16, 2026 at Granite Ridge Lodge, Lake Tahoe.

## Getting there
A bus leaves the SF office at 8:00 AM on April 14 and comes back on the 16th around 6 PM. NYC and remote folks: we book your flights; put your airport in the RSVP form.

## Budget
$1,150 per person all-in (lodging, food, activities, travel).

## Rooms
Doubles by default; you can pick a roommate in the form. A single room costs a $180 supplement the company does not cover.

## Activities
Guided snowshoe hike, beginner ski lesson, lake kayak (weather permitting), board game night, trivia night, 5-minute lightning talks.

## RSVP
Fill in the form by January 16: dietary needs, room sharing and activities. The lodge does vegan and gluten-free for every meal.
`,
  },
  {
    key: 'research-home',
    title: 'Research wiki',
    owner: 'p01',
    created: '2023-01-20 10:00',
    edited: '2025-12-15 10:30',
    members: {},
    body: `# Brightline Research wiki
Long-lived research documents. Project docs live in their project folders.

- Onboarding for new research engineers
- Reading group notes
- Lumen documentation
`,
  },
  {
    key: 'research-onboarding',
    title: 'Onboarding for research engineers',
    owner: 'p01',
    created: '2024-02-01 10:00',
    edited: '2025-12-11 17:50',
    members: {},
    body: `## Week 1
1. Get Harbor access (ask in the Harbor group) and run the hello-world job
2. Run the Lumen nightly locally on 20 tasks
3. Read the Lumen v1.0 plan and the judge-v3 plan

## Rituals
- Research team meeting: every other Wednesday, 11 am
- Lumen weekly sync: Mondays 10 am
- Paper club: monthly, lunch provided
`,
  },
  {
    key: 'reading-prm',
    title: 'Reading group notes: process reward models for agents',
    owner: 'p41',
    created: '2025-11-21 13:00',
    edited: '2025-11-21 13:30',
    members: {},
    body: `## Takeaways
- Step-level rewards help on long-horizon tool use, less on chat
- Judges for intermediate steps inherit the same position bias as outcome judges
- Next time (Jan 15): LLM-as-judge calibration
`,
  },
  {
    key: 'dockside-runbook',
    title: 'Lumen nightly on Dockside (old runbook)',
    owner: 'me',
    folder: 'lumen',
    created: '2025-04-02 10:00',
    edited: '2025-12-11 18:00',
    deleted: true,
    members: {},
    body: `Superseded: the nightly runs on Harbor since Dec 11.
`,
  },
];

export const WIKI = [
  {
    key: 'research-wiki',
    name: 'Research',
    description: 'Brightline Research: onboarding, reading group, Lumen docs.',
    members: { 'dept:Research': 'edit', p01: 'full_access', bot: 'view', p38: 'view', p13: 'view' },
    nodes: [
      { doc: 'research-home' },
      { doc: 'research-onboarding', parent: 'research-home' },
      { doc: 'reading-prm', parent: 'research-home' },
      { doc: 'lumen-plan', parent: 'research-home', by: 'me', created: '2025-11-24 14:05' },
      { doc: 'release-notes', parent: 'lumen-plan' },
      { doc: 'lum231', parent: 'lumen-plan', by: 'me' },
      { base: 'lumen-tracker', parent: 'lumen-plan', by: 'me', created: '2025-11-24 14:10' },
    ],
  },
  {
    key: 'harbor-wiki',
    name: 'Harbor',
    description: 'Harbor GPU cluster: migration guide, FAQ, postmortems.',
    members: { 'dept:Platform': 'full_access', 'dept:Research': 'view', 'dept:Applied': 'view' },
    nodes: [
      { doc: 'harbor-guide' },
      { doc: 'harbor-faq', parent: 'harbor-guide' },
      { doc: 'inc-0412' },
    ],
  },
];
