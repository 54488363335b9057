// Emma Clark's work story, October 2025 – January 2026: the facts her Notion workspace and her
// Obsidian vault share, so an answer found in one app is consistent with the other (and with
// the other apps built from the same roster). People are roster keys (snapshots/personas/
// emma-clark.json): `me` is Emma, p01…p44 colleagues at Brightline Labs, x1…x5 outside contacts.
//
// Story line:
//   Lumen Eval Suite (agent evaluation harness, spring release Mar 17): eval spec freeze Jan 9;
//     harness v0.4 with the tool-use track Jan 16; red-team sprint Jan 20–23; internal beta Feb 2.
//     1,240 tasks (up from 860 in October); flaky-task rate 9.8% (Oct) → 6.1% (Nov) → 4.7% (Dec),
//     target < 2% by the beta; judge agreement κ 0.74 → 0.81 after rubric v3 (Dec 18).
//   Harbor GPU Cluster: 64 H100 nodes (512 GPUs); quota freeze Jan 12; job migration wave 1
//     Jan 14, wave 2 Jan 21; legacy cluster "Ridge" decommissioned Feb 6. NCCL timeouts on rack
//     B7 (firmware fix Dec 11, still watched); shared storage 7.2 GB/s → 9.6 GB/s after the
//     Lustre stripe change (Dec 17), target 9 GB/s.
//   Quill Writing Assistant: beta Mar 10; tone control; citation guardrail; hallucination rate
//     target < 3% on the internal FactCheck-200 set (currently 5.4%). Emma owns the eval plan.
//   Spring Offsite: Lake Tahoe, Apr 14–16, Lakeview Lodge, 62 attendees, $48,000 budget, RSVPs
//     due Jan 30, bus from the SF office Apr 14 8:00; Emma runs the "Evals for everyone" session.
//   Hiring: Research Engineer (L4) loop; offer out to Priya Raman (answer due Jan 9).
//   Emma: EvalWorkshop submission on judge reliability due Jan 30; promotion packet (Senior RE)
//     for the H1 cycle, self-review due Jan 23.

export const MILESTONES = [
  ['2026-01-09', 'lumen', 'Lumen eval spec freeze'],
  ['2026-01-12', 'harbor', 'Harbor quota freeze'],
  ['2026-01-14', 'harbor', 'Harbor migration wave 1'],
  ['2026-01-16', 'lumen', 'Lumen harness v0.4 (tool-use track)'],
  ['2026-01-20', 'lumen', 'Lumen red-team sprint starts (through Jan 23)'],
  ['2026-01-21', 'harbor', 'Harbor migration wave 2'],
  ['2026-01-23', 'me', 'Self-review due (promotion cycle)'],
  ['2026-01-30', 'offsite', 'Offsite RSVPs due'],
  ['2026-01-30', 'me', 'EvalWorkshop submission deadline'],
  ['2026-02-02', 'lumen', 'Lumen internal beta'],
  ['2026-02-06', 'harbor', 'Ridge (legacy cluster) decommissioned'],
  ['2026-03-10', 'quill', 'Quill beta'],
  ['2026-03-17', 'lumen', 'Lumen spring release'],
  ['2026-04-14', 'offsite', 'Spring offsite, Lake Tahoe (Apr 14–16)'],
];

export const PROJECT_NAMES = { lumen: 'Lumen', harbor: 'Harbor', quill: 'Quill', offsite: 'Offsite', hiring: 'Hiring', ops: 'Research Ops', me: 'Personal' };

// Meetings Emma documented. `actions`: [owner, text, due, done].
export const MEETINGS = [
  {
    key: 'm-lumen-kickoff', date: '2025-10-06', title: 'Lumen Q4 kickoff', type: 'Planning', project: 'lumen', with: ['p01', 'p11', 'p16', 'p21', 'p03'],
    summary: 'Scoped Lumen for the spring release: one harness for chat, tool-use and long-horizon tasks, graded by rubric judges.',
    notes: ['Current suite: 860 tasks, mostly single-turn; tool-use coverage is ad hoc.', 'Flaky-task rate measured at 9.8% over 5 reruns — too high to trust week-over-week deltas.', 'Noah wants a public-facing methodology doc by the spring release.'],
    decisions: ['Target 1,200+ tasks by January, with a tool-use track.', 'Every task gets a deterministic seed and a pinned environment image.'],
    actions: [['p11', 'Inventory existing tasks and tag by capability', '2025-10-17', true], ['p16', 'Prototype the rubric-judge interface', '2025-10-24', true], ['me', 'Draft the Lumen project brief', '2025-10-10', true]],
  },
  {
    key: 'm-flaky-deepdive', date: '2025-10-21', title: 'Flaky tasks deep dive', type: 'Review', project: 'lumen', with: ['p11', 'p21', 'p31'],
    summary: 'Traced most flakiness to network-dependent tools and unpinned package versions in task images.',
    notes: ['Top offenders: web_fetch tasks (41% of flaky), pip installs without lockfiles (27%), time-dependent assertions (12%).', 'Olivia showed that a recorded-HTTP layer removes almost all web_fetch variance.'],
    decisions: ['Adopt record/replay for network tools in the harness.', 'Quarantine tasks with > 20% variance until fixed.'],
    actions: [['p21', 'Ship record/replay cassettes for web tools', '2025-11-07', true], ['p31', 'Pin all task images with lockfiles', '2025-11-14', true]],
  },
  {
    key: 'm-harbor-intro', date: '2025-10-28', title: 'Harbor migration intro with Platform', type: 'Sync', project: 'harbor', with: ['p02', 'p17', 'p27', 'p32'],
    summary: 'Platform walked Research through the new Harbor cluster and the migration plan off Ridge.',
    notes: ['Harbor: 64 nodes × 8 H100, InfiniBand, Lustre scratch. Ridge decommission planned for early February.', 'Research jobs need to move in two waves; eval jobs are wave 1 because they are short.'],
    decisions: ['Lumen eval jobs go in wave 1.', 'Research gets a 40% guaranteed quota on Harbor through Q1.'],
    actions: [['p17', 'Share the Harbor onboarding doc and quota model', '2025-11-04', true], ['me', 'List Lumen jobs and their GPU-hours for wave planning', '2025-11-07', true]],
  },
  {
    key: 'm-quill-eval-intro', date: '2025-11-04', title: 'Quill × Research: eval needs', type: 'Sync', project: 'quill', with: ['p13', 'p08', 'p23', 'p09'],
    summary: 'Quill team asked Research to own the offline eval plan for the March beta.',
    notes: ['Quill beta is March 10; the team is worried about fabricated citations in long drafts.', 'Daniel has an internal set of 200 fact-check prompts (FactCheck-200).', 'Tone control ships in the beta; needs a metric that is not just vibes.'],
    decisions: ['Research (Emma) owns the Quill eval plan; Applied owns the data.'],
    actions: [['me', 'Write the Quill eval plan draft', '2025-11-21', true], ['p23', 'Clean FactCheck-200 labels and add sources', '2025-11-28', true]],
  },
  {
    key: 'm-rubric-v2', date: '2025-11-12', title: 'Rubric v2 review', type: 'Review', project: 'lumen', with: ['p16', 'p26', 'p41', 'p11'],
    summary: 'Rubric v2 improved judge agreement to κ 0.77 but still disagrees on partial credit.',
    notes: ['Disagreements cluster on multi-step tool tasks where the final answer is right but a step is unsafe.', 'James suggested scoring trajectory and outcome separately.'],
    decisions: ['Split scores: outcome (0–1) and process (0–1); report both.'],
    actions: [['p16', 'Implement split scoring in the judge', '2025-11-26', true], ['p26', 'Write 40 adjudicated examples for calibration', '2025-12-05', true]],
  },
  {
    key: 'm-offsite-planning-1', date: '2025-11-18', title: 'Offsite planning committee #1', type: 'Planning', project: 'offsite', with: ['p05', 'p15', 'p04', 'p12'],
    summary: 'Picked Lake Tahoe for the spring offsite, April 14–16, and set the budget envelope.',
    notes: ['Shortlist: Lakeview Lodge (Tahoe), Redwood Ranch (Sonoma). Tahoe wins on capacity (70 beds).', 'Budget envelope $48,000 for ~60 people including transport.'],
    decisions: ['Lakeview Lodge, April 14–16.', 'Charter bus from the SF office; others fly into Reno.'],
    actions: [['p15', 'Request contract and deposit terms from Lakeview Lodge', '2025-11-26', true], ['p05', 'Send save-the-date to the org', '2025-11-21', true], ['me', 'Collect session proposals from Research', '2025-12-12', true]],
  },
  {
    key: 'm-nccl', date: '2025-12-03', title: 'Harbor incident review: NCCL timeouts on rack B7', type: 'Review', project: 'harbor', with: ['p02', 'p17', 'p32', 'p37', 'p27'],
    summary: 'Intermittent NCCL timeouts on rack B7 killed three long training runs; root cause is NIC firmware.',
    notes: ['Timeouts only on nodes b7-03 … b7-08; all on firmware 28.39.', 'Vendor confirmed a fix in 28.41; rollout needs a drain of the rack.', 'Storage throughput measured at 7.2 GB/s during the incident window, below the 9 GB/s target.'],
    decisions: ['Drain B7 and upgrade firmware on Dec 11.', 'Add an NCCL all-reduce health check to the job preflight.'],
    actions: [['p32', 'Schedule B7 drain and firmware upgrade', '2025-12-11', true], ['p17', 'Add NCCL preflight check', '2025-12-10', true], ['p27', 'Investigate Lustre stripe settings for scratch', '2025-12-17', true]],
  },
  {
    key: 'm-quill-plan-review', date: '2025-12-04', title: 'Quill eval plan review', type: 'Review', project: 'quill', with: ['p13', 'p23', 'p08', 'p33', 'p09'],
    summary: 'Reviewed Emma’s Quill eval plan; agreed on the hallucination and tone metrics for the beta gate.',
    notes: ['Current hallucination rate on FactCheck-200: 5.4% (citation present but unsupported).', 'Tone control: pairwise preference vs. target tone, judged by rubric + 10% human spot checks.'],
    decisions: ['Beta gate: hallucination < 3% on FactCheck-200, tone preference ≥ 70%.', 'Run the Quill suite nightly inside Lumen.'],
    actions: [['p33', 'Wire Quill endpoints into the Lumen runner', '2025-12-19', true], ['me', 'Add FactCheck-200 as a Lumen track', '2026-01-09', false], ['p23', 'Label 300 more tone pairs', '2026-01-16', false]],
  },
  {
    key: 'm-hiring-debrief-1', date: '2025-12-09', title: 'RE (L4) debrief: Priya Raman', type: 'Review', project: 'hiring', with: ['p01', 'p10', 'p16', 'p21'],
    summary: 'Strong hire signal for Priya Raman; best eval-design interview this cycle.',
    notes: ['Coding: clean harness refactor, good tests. Eval design: proposed contamination checks unprompted.', 'Concern: limited distributed-training experience — not needed for this role.'],
    decisions: ['Move to offer.'],
    actions: [['p10', 'Prepare offer for Priya Raman', '2025-12-16', true]],
  },
  {
    key: 'm-storage', date: '2025-12-17', title: 'Harbor storage tuning results', type: 'Review', project: 'harbor', with: ['p27', 'p17', 'p02'],
    summary: 'Lustre stripe change lifted scratch throughput from 7.2 to 9.6 GB/s.',
    notes: ['Stripe count 4 → 16 on /scratch/research; small-file workloads unaffected.', 'Checkpoint writes for 70B runs dropped from 11 min to 6 min.'],
    decisions: ['Make the new stripe default for all research scratch directories.'],
    actions: [['p27', 'Roll stripe defaults to all scratch dirs', '2025-12-22', true], ['me', 'Re-run Lumen long-context track on Harbor to confirm timings', '2026-01-07', false]],
  },
  {
    key: 'm-rubric-v3', date: '2025-12-18', title: 'Rubric v3 sign-off', type: 'Review', project: 'lumen', with: ['p16', 'p26', 'p01', 'p11', 'p21'],
    summary: 'Rubric v3 reaches κ 0.81 against adjudicated labels; signed off for the spec freeze.',
    notes: ['Split outcome/process scoring removed most partial-credit disputes.', 'Remaining disagreements are on refusals that are technically correct but unhelpful.'],
    decisions: ['Rubric v3 is the default judge for the spec freeze on Jan 9.', 'Refusal handling goes to v3.1 after the freeze.'],
    actions: [['p16', 'Tag rubric v3 and publish calibration report', '2025-12-22', true], ['p26', 'Draft refusal-handling guidance for v3.1', '2026-01-14', false]],
  },
  {
    key: 'm-lumen-q1-planning', date: '2025-12-22', title: 'Lumen Q1 planning', type: 'Planning', project: 'lumen', with: ['p01', 'p11', 'p16', 'p21', 'p31', 'p36'],
    summary: 'Locked the Q1 plan: spec freeze Jan 9, harness v0.4 Jan 16, red-team sprint Jan 20–23, internal beta Feb 2.',
    notes: ['Suite is at 1,240 tasks; flaky rate 4.7% (target < 2% by the beta).', 'Red-team sprint needs volunteers from Applied and Design.', 'Lucas joins Lumen full time in January to own the tool-use track.'],
    decisions: ['No new task families after the spec freeze.', 'Flaky tasks above 10% variance are dropped, not fixed, if not resolved by Jan 23.'],
    actions: [['me', 'Send the spec freeze announcement', '2026-01-08', false], ['p36', 'Own harness v0.4 tool-use track', '2026-01-16', false], ['p11', 'Recruit red-team volunteers', '2026-01-13', false], ['p21', 'Flaky-task burn-down to < 3%', '2026-01-23', false]],
  },
  {
    key: 'm-offsite-planning-2', date: '2025-12-29', title: 'Offsite planning committee #2', type: 'Planning', project: 'offsite', with: ['p05', 'p15', 'p25'],
    summary: 'Lodge contract signed; agenda skeleton agreed; RSVP form goes out Jan 5.',
    notes: ['Deposit of $12,000 paid Dec 23. 62 people expected.', 'Sessions: strategy (Noah), evals for everyone (Emma), design jam (Julian F.), hike or kayak afternoon.'],
    decisions: ['RSVPs due Jan 30.', 'Bus leaves the SF office Apr 14 at 8:00.'],
    actions: [['p05', 'Send RSVP form', '2026-01-05', false], ['me', 'Write the Evals for everyone session outline', '2026-01-16', false], ['p25', 'Collect dietary restrictions', '2026-02-06', false]],
  },
  {
    key: 'm-external-northstar', date: '2025-11-20', title: 'Northstar Health: eval consulting call', type: 'External', project: 'quill', with: ['x1', 'x5', 'p13'],
    summary: 'Northstar Health wants to pilot Quill for clinical summaries; asked how we evaluate factuality.',
    notes: ['They need auditability: every claim traceable to a source.', 'Ethan Foster will share anonymized sample notes under NDA in January.'],
    decisions: ['No pilot before the Quill beta; share our eval methodology doc instead.'],
    actions: [['me', 'Send methodology overview to Ethan Foster', '2025-12-05', true], ['p13', 'Loop legal in on the NDA', '2025-12-12', true]],
  },
  // Upcoming (agenda only).
  {
    key: 'm-spec-freeze', date: '2026-01-09', title: 'Lumen spec freeze review', type: 'Review', project: 'lumen', with: ['p01', 'p11', 'p16', 'p21', 'p36'], upcoming: true,
    summary: 'Agenda: confirm task families, rubric v3 defaults, quarantine list, and what slips to v0.5.',
    notes: ['Bring: flaky burn-down chart, task count by family, open rubric questions.'],
    decisions: [], actions: [['me', 'Prepare spec freeze deck', '2026-01-08', false]],
  },
  {
    key: 'm-wave1-readiness', date: '2026-01-13', title: 'Harbor wave 1 readiness', type: 'Review', project: 'harbor', with: ['p02', 'p17', 'p32', 'p11'], upcoming: true,
    summary: 'Agenda: go/no-go for moving Lumen eval jobs on Jan 14.',
    notes: ['Checklist: preflight NCCL check on all racks, quotas applied, Lumen runner config switched to Harbor.'],
    decisions: [], actions: [['p11', 'Dry-run the Lumen runner on Harbor', '2026-01-12', false]],
  },
];

// Recurring meetings, generated weekly: [type, title, with, weekday (0=Sun), first date, topics]
export const RECURRING = [
  {
    key: 'oneonone', title: '1:1 Emma / Noah', type: '1:1', project: 'me', with: ['p01'], weekday: 2, from: '2025-10-07', to: '2025-12-30',
    topics: [
      'Promotion packet: which Lumen artifacts show senior scope', 'Balancing Quill consulting with Lumen ownership', 'EvalWorkshop paper: framing around judge reliability',
      'Feedback from the rubric v2 review', 'Hiring loop load — cap at two interviews a week', 'Harbor migration risk for Lumen timelines',
      'Mentoring Lucas as he joins Lumen', 'Offsite session: keep it hands-on', 'Q1 goals draft', 'Methodology doc for external partners',
      'Red-team sprint staffing', 'Taking a week off in late February',
    ],
  },
  {
    key: 'lumen-weekly', title: 'Lumen weekly sync', type: 'Sync', project: 'lumen', with: ['p11', 'p16', 'p21', 'p31'], weekday: 1, from: '2025-10-13', to: '2025-12-29',
    topics: [
      'Task inventory progress', 'Record/replay cassettes for web tools', 'Image pinning status', 'Judge interface prototype', 'Split scoring rollout',
      'Flaky burn-down', 'Long-context track timings', 'Tool-use task families', 'Contamination checks on new tasks', 'Runner config for Harbor',
      'Calibration set review', 'Holiday on-call for nightly runs',
    ],
  },
];

// Tasks: [title, project, status, priority, assignee, due, tags, points]
export const TASKS = [
  ['Draft the Lumen project brief', 'lumen', 'Done', 'P1', 'me', '2025-10-10', ['docs'], 2],
  ['Inventory existing eval tasks by capability', 'lumen', 'Done', 'P1', 'p11', '2025-10-17', ['tasks'], 3],
  ['Prototype rubric-judge interface', 'lumen', 'Done', 'P1', 'p16', '2025-10-24', ['judge'], 5],
  ['Record/replay cassettes for web tools', 'lumen', 'Done', 'P0', 'p21', '2025-11-07', ['flaky', 'infra'], 5],
  ['Pin all task images with lockfiles', 'lumen', 'Done', 'P0', 'p31', '2025-11-14', ['flaky'], 3],
  ['Split outcome/process scoring in judge', 'lumen', 'Done', 'P1', 'p16', '2025-11-26', ['judge'], 5],
  ['Write 40 adjudicated calibration examples', 'lumen', 'Done', 'P1', 'p26', '2025-12-05', ['judge', 'data'], 3],
  ['Tag rubric v3 and publish calibration report', 'lumen', 'Done', 'P1', 'p16', '2025-12-22', ['judge', 'docs'], 2],
  ['Send spec freeze announcement', 'lumen', 'Not started', 'P0', 'me', '2026-01-08', ['docs'], 1],
  ['Prepare spec freeze deck', 'lumen', 'In progress', 'P0', 'me', '2026-01-08', ['docs'], 2],
  ['Harness v0.4: tool-use track', 'lumen', 'In progress', 'P0', 'p36', '2026-01-16', ['tool-use', 'infra'], 8],
  ['Flaky-task burn-down to < 3%', 'lumen', 'In progress', 'P0', 'p21', '2026-01-23', ['flaky'], 8],
  ['Recruit red-team sprint volunteers', 'lumen', 'Not started', 'P1', 'p11', '2026-01-13', ['red-team'], 1],
  ['Red-team sprint playbook', 'lumen', 'Not started', 'P1', 'me', '2026-01-16', ['red-team', 'docs'], 3],
  ['Contamination check for new task families', 'lumen', 'In progress', 'P1', 'p31', '2026-01-09', ['data'], 3],
  ['Refusal-handling guidance for rubric v3.1', 'lumen', 'Not started', 'P2', 'p26', '2026-01-14', ['judge'], 2],
  ['Long-context track: rerun on Harbor', 'lumen', 'Not started', 'P1', 'me', '2026-01-07', ['harbor'], 2],
  ['Quarantine list review', 'lumen', 'Not started', 'P1', 'p11', '2026-01-09', ['flaky'], 1],
  ['Methodology doc (public draft)', 'lumen', 'In progress', 'P2', 'me', '2026-02-20', ['docs'], 5],
  ['Nightly run dashboard: per-family trend lines', 'lumen', 'Blocked', 'P2', 'p31', '2026-01-21', ['infra'], 3],
  ['Add FactCheck-200 as a Lumen track', 'quill', 'In progress', 'P1', 'me', '2026-01-09', ['quill', 'data'], 3],
  ['Write the Quill eval plan draft', 'quill', 'Done', 'P1', 'me', '2025-11-21', ['docs'], 3],
  ['Clean FactCheck-200 labels and add sources', 'quill', 'Done', 'P1', 'p23', '2025-11-28', ['data'], 3],
  ['Wire Quill endpoints into the Lumen runner', 'quill', 'Done', 'P1', 'p33', '2025-12-19', ['infra'], 5],
  ['Label 300 more tone pairs', 'quill', 'In progress', 'P2', 'p23', '2026-01-16', ['data'], 5],
  ['Tone preference judge prompt', 'quill', 'Not started', 'P1', 'me', '2026-01-23', ['judge'], 3],
  ['Citation guardrail: unsupported-claim detector eval', 'quill', 'Not started', 'P1', 'p38', '2026-01-30', ['quill'], 5],
  ['Beta gate report template', 'quill', 'Not started', 'P2', 'me', '2026-02-13', ['docs'], 2],
  ['Send methodology overview to Ethan Foster', 'quill', 'Done', 'P2', 'me', '2025-12-05', ['external'], 1],
  ['List Lumen jobs and GPU-hours for wave planning', 'harbor', 'Done', 'P1', 'me', '2025-11-07', ['harbor'], 2],
  ['Harbor onboarding doc and quota model', 'harbor', 'Done', 'P1', 'p17', '2025-11-04', ['harbor', 'docs'], 3],
  ['B7 drain and NIC firmware upgrade', 'harbor', 'Done', 'P0', 'p32', '2025-12-11', ['incident'], 3],
  ['NCCL all-reduce preflight check', 'harbor', 'Done', 'P0', 'p17', '2025-12-10', ['incident', 'infra'], 3],
  ['Lustre stripe defaults for scratch', 'harbor', 'Done', 'P1', 'p27', '2025-12-22', ['storage'], 2],
  ['Dry-run Lumen runner on Harbor', 'harbor', 'Not started', 'P0', 'p11', '2026-01-12', ['harbor'], 3],
  ['Switch Lumen runner config to Harbor', 'harbor', 'Not started', 'P0', 'p11', '2026-01-14', ['harbor'], 2],
  ['Wave 2: move fine-tuning jobs', 'harbor', 'Not started', 'P1', 'p06', '2026-01-21', ['harbor'], 5],
  ['Archive Ridge checkpoints to cold storage', 'harbor', 'Not started', 'P2', 'p36', '2026-02-03', ['storage'], 3],
  ['Confirm offsite session proposals from Research', 'offsite', 'Done', 'P2', 'me', '2025-12-12', ['offsite'], 1],
  ['Evals for everyone: session outline', 'offsite', 'Not started', 'P2', 'me', '2026-01-16', ['offsite'], 2],
  ['Book kayak vs. hike headcount poll', 'offsite', 'Not started', 'P3', 'p25', '2026-02-13', ['offsite'], 1],
  ['Offer for Priya Raman', 'hiring', 'Done', 'P1', 'p10', '2025-12-16', ['hiring'], 1],
  ['Follow up on Priya Raman offer (answer due Jan 9)', 'hiring', 'In progress', 'P1', 'me', '2026-01-09', ['hiring'], 1],
  ['Interview: Tomás Ruiz onsite (eval design)', 'hiring', 'Not started', 'P2', 'me', '2026-01-08', ['hiring'], 1],
  ['Update RE interview rubric with contamination question', 'hiring', 'Done', 'P3', 'me', '2025-12-12', ['hiring', 'docs'], 1],
  ['EvalWorkshop paper: related work section', 'me', 'In progress', 'P1', 'me', '2026-01-16', ['paper'], 3],
  ['EvalWorkshop paper: κ analysis figures', 'me', 'Not started', 'P1', 'me', '2026-01-23', ['paper'], 3],
  ['Submit EvalWorkshop paper', 'me', 'Not started', 'P0', 'me', '2026-01-30', ['paper'], 1],
  ['Self-review for promotion cycle', 'me', 'Not started', 'P0', 'me', '2026-01-23', ['career'], 2],
  ['Ask Grace and Olivia for peer feedback', 'me', 'Not started', 'P1', 'me', '2026-01-12', ['career'], 1],
  ['Renew conference travel budget request', 'ops', 'Blocked', 'P3', 'me', '2026-01-31', ['admin'], 1],
  ['Compute etiquette page: update for Harbor', 'ops', 'Not started', 'P2', 'me', '2026-01-20', ['docs', 'harbor'], 1],
  ['Holiday on-call rota for nightly runs', 'ops', 'Done', 'P2', 'p21', '2025-12-19', ['ops'], 1],
  ['Onboarding checklist for Priya (if she signs)', 'ops', 'Not started', 'P3', 'me', '2026-01-30', ['hiring', 'docs'], 1],
];

// Experiments in the Lumen log: [id, name, model, benchmark, score, delta, status, date, owner, cluster, note]
export const EXPERIMENTS = [
  ['LUM-EXP-001', 'Baseline sweep, suite v0.1', 'atlas-7b', 'Lumen core', 61.2, 0, 'Completed', '2025-10-08', 'p11', 'Ridge', 'Reference numbers for the Q4 plan.'],
  ['LUM-EXP-004', 'Rerun variance, 5 seeds', 'atlas-7b', 'Lumen core', 60.8, -0.4, 'Completed', '2025-10-14', 'p21', 'Ridge', 'Flaky rate 9.8%; most variance in web_fetch tasks.'],
  ['LUM-EXP-007', 'Record/replay web tools (prototype)', 'atlas-7b', 'Lumen core', 61.5, 0.3, 'Completed', '2025-10-29', 'p21', 'Ridge', 'Variance on web tasks drops from 14% to 2%.'],
  ['LUM-EXP-011', 'Rubric v1 judge vs humans', 'judge-rubric-v1', 'Calibration-120', 0.74, 0, 'Completed', '2025-11-03', 'p16', 'Ridge', 'κ 0.74; disagreements on partial credit.'],
  ['LUM-EXP-013', 'Pinned images, full suite', 'atlas-7b', 'Lumen core', 61.9, 0.7, 'Completed', '2025-11-17', 'p31', 'Ridge', 'Flaky rate 6.1% after pinning + cassettes.'],
  ['LUM-EXP-016', 'Rubric v2 judge vs humans', 'judge-rubric-v2', 'Calibration-120', 0.77, 0.03, 'Completed', '2025-11-11', 'p16', 'Ridge', 'κ 0.77; split scoring proposed.'],
  ['LUM-EXP-019', 'Tool-use families pilot', 'atlas-34b', 'Lumen tool-use', 48.5, 0, 'Completed', '2025-11-24', 'p36', 'Ridge', 'Pilot of 180 tool-use tasks; large gap on multi-tool planning.'],
  ['LUM-EXP-022', 'Long-context track, 128k', 'atlas-34b', 'Lumen long-context', 55.1, 0, 'Failed', '2025-12-02', 'me', 'Ridge', 'OOM on 4 of 8 shards; rerun on Harbor pending.'],
  ['LUM-EXP-024', 'Split scoring (outcome/process)', 'judge-rubric-v2.5', 'Calibration-120', 0.79, 0.02, 'Completed', '2025-12-01', 'p16', 'Ridge', 'Process score catches unsafe steps missed before.'],
  ['LUM-EXP-027', 'Quill FactCheck-200 baseline', 'quill-draft-0.9', 'FactCheck-200', 5.4, 0, 'Completed', '2025-12-05', 'me', 'Ridge', 'Hallucination rate 5.4% (lower is better).'],
  ['LUM-EXP-029', 'Harbor smoke test, suite v0.3', 'atlas-7b', 'Lumen core', 62.0, 0.1, 'Completed', '2025-12-09', 'p11', 'Harbor', 'Numbers match Ridge within noise; 2.3× faster wall clock.'],
  ['LUM-EXP-030', 'NCCL preflight on B7 (post-fix)', 'n/a', 'Infra', 1, 0, 'Completed', '2025-12-12', 'p17', 'Harbor', 'All-reduce check green on b7-03…b7-08 after firmware 28.41.'],
  ['LUM-EXP-032', 'Rubric v3 judge vs humans', 'judge-rubric-v3', 'Calibration-120', 0.81, 0.02, 'Completed', '2025-12-16', 'p16', 'Harbor', 'κ 0.81; signed off Dec 18.'],
  ['LUM-EXP-034', 'Quill tone preference pilot', 'quill-draft-0.9', 'Tone pairs-400', 64.0, 0, 'Completed', '2025-12-17', 'p23', 'Harbor', 'Preference 64% vs target tone; beta gate is 70%.'],
  ['LUM-EXP-035', 'Suite v0.3 full run (1,240 tasks)', 'atlas-34b', 'Lumen core', 66.4, 4.5, 'Completed', '2025-12-19', 'p11', 'Harbor', 'Flaky rate 4.7%.'],
  ['LUM-EXP-036', 'Contamination scan, new families', 'n/a', 'Data', 0.9, 0, 'Running', '2025-12-29', 'p31', 'Harbor', '0.9% overlap flagged so far; manual review ongoing.'],
  ['LUM-EXP-037', 'Tool-use track v0.4 dry run', 'atlas-34b', 'Lumen tool-use', 51.7, 3.2, 'Running', '2025-12-30', 'p36', 'Harbor', 'First run with the new sandboxed tool executor.'],
  ['LUM-EXP-009', 'Judge temperature ablation', 'judge-rubric-v1', 'Calibration-120', 0.73, -0.01, 'Abandoned', '2025-10-31', 'p26', 'Ridge', 'Temperature barely matters; dropped.'],
];

// Reading list: [title, type, status, topics, rating, added, note]
export const READING = [
  ['Rubric Drift in Model-Graded Evaluations', 'Paper', 'Done', ['evals', 'judges'], 5, '2025-10-02', 'Judges drift when prompts change silently — pin judge prompts like code.'],
  ['Flaky Tasks and Where to Find Them', 'Paper', 'Done', ['evals', 'reliability'], 4, '2025-10-15', 'Variance decomposition by task family; useful for our burn-down.'],
  ['Trajectory-Level Scoring for Tool-Using Agents', 'Paper', 'Done', ['agents', 'evals'], 5, '2025-11-02', 'Motivated our outcome/process split.'],
  ['Contamination Audits at Scale', 'Paper', 'Reading', ['data', 'evals'], null, '2025-12-01', 'n-gram + embedding overlap; check their thresholds.'],
  ['Calibrating Inter-Annotator Agreement for LLM Judges', 'Paper', 'Done', ['judges', 'statistics'], 4, '2025-11-20', 'Report κ with bootstrap CIs, not point estimates.'],
  ['The Pragmatic Eval Engineer', 'Book', 'Reading', ['evals', 'engineering'], null, '2025-11-08', 'Chapters 3–5 on test hygiene map well to Lumen.'],
  ['Sandboxing Tool Calls with Deterministic Replay', 'Blog', 'Done', ['agents', 'infra'], 4, '2025-10-20', 'Cassette design notes; similar to Olivia’s approach.'],
  ['Red-Teaming Playbooks for Product Teams', 'Blog', 'To read', ['red-team'], null, '2025-12-22', 'For the January sprint.'],
  ['Long-Context Benchmarks Are Mostly Retrieval', 'Paper', 'Done', ['long-context', 'evals'], 3, '2025-11-28', 'Fair critique; our long-context track needs synthesis tasks.'],
  ['Measuring Tone in Generated Text', 'Paper', 'Reading', ['quill', 'evals'], null, '2025-12-05', 'Pairwise setup matches our Quill plan.'],
  ['Citation Faithfulness Benchmarks: A Survey', 'Paper', 'To read', ['quill', 'factuality'], null, '2025-12-10', null],
  ['Designing Data-Intensive Applications (2nd ed.)', 'Book', 'Reading', ['engineering'], null, '2025-09-28', 'Re-reading the stream processing chapters.'],
  ['Statistical Power for Model Comparisons', 'Paper', 'Done', ['statistics', 'evals'], 5, '2025-10-09', 'How many tasks we need to detect a 1-point delta: ~1,100 at our variance.'],
  ['Scaling Collective Communication on Commodity Clusters', 'Paper', 'To read', ['infra'], null, '2025-12-04', 'Background for the NCCL incident.'],
  ['Writing Effective Design Docs', 'Talk', 'Done', ['writing'], 3, '2025-10-25', null],
  ['Agents That Ask: Clarification in Tool Use', 'Paper', 'To read', ['agents'], null, '2025-12-18', 'Possible new task family for v0.5.'],
  ['Human Baselines for Agent Benchmarks', 'Paper', 'Reading', ['agents', 'evals'], null, '2025-12-12', 'We still have no human baseline on the tool-use track.'],
  ['Thinking in Systems', 'Book', 'To read', ['general'], null, '2025-11-30', null],
  ['Judge Ensembles Versus Bigger Judges', 'Paper', 'Done', ['judges'], 4, '2025-12-08', 'Two mid-size judges beat one large judge on κ at half the cost.'],
  ['Reproducible GPU Benchmarking Checklist', 'Blog', 'Done', ['infra', 'reliability'], 4, '2025-12-15', 'Pin driver + NCCL versions in the run manifest.'],
];

// Offsite planning: [item, category, owner, status, due, cost, note]
export const OFFSITE = [
  ['Lakeview Lodge contract', 'Lodging', 'p15', 'Done', '2025-12-19', 31500, '70 beds, 2 nights, meeting rooms included.'],
  ['Lodge deposit', 'Budget', 'p15', 'Done', '2025-12-23', 12000, 'Paid Dec 23.'],
  ['Charter bus SF → Tahoe → SF', 'Travel', 'p25', 'In progress', '2026-01-23', 4200, 'Leaves the SF office Apr 14 at 8:00.'],
  ['Flights for NY and Seattle folks', 'Travel', 'p05', 'Not started', '2026-02-20', 6800, 'Fly into Reno; shuttle to the lodge.'],
  ['RSVP form', 'Agenda', 'p05', 'In progress', '2026-01-05', null, 'RSVPs due Jan 30.'],
  ['Agenda skeleton', 'Agenda', 'p05', 'Done', '2025-12-29', null, 'Strategy, evals for everyone, design jam, outdoor afternoon.'],
  ['Evals for everyone session', 'Agenda', 'me', 'Not started', '2026-01-16', null, '90 min hands-on: build a tiny eval for your own feature.'],
  ['Design jam session', 'Agenda', 'p04', 'Not started', '2026-02-13', null, null],
  ['Strategy keynote', 'Agenda', 'p01', 'Not started', '2026-03-13', null, null],
  ['Dietary restrictions survey', 'Food', 'p25', 'Not started', '2026-02-06', null, null],
  ['Catering quote', 'Food', 'p15', 'In progress', '2026-01-30', 3900, 'Lodge kitchen for breakfasts; local caterer for dinners.'],
  ['Kayak rental (afternoon)', 'Activities', 'p40', 'Not started', '2026-03-06', 1100, 'Weather-dependent; hike as fallback.'],
  ['Guided hike', 'Activities', 'p40', 'Not started', '2026-03-06', 600, null],
  ['Swag: insulated bottles', 'Budget', 'p20', 'Not started', '2026-03-01', 1400, null],
  ['Contingency (10%)', 'Budget', 'p15', 'Done', '2025-12-19', 4800, 'Within the $48,000 envelope.'],
];

// Research Engineer (L4) candidates: [name, stage, interviewers, onsite, score, source, note]
export const CANDIDATES = [
  ['Priya Raman', 'Offer', ['me', 'p16', 'p21'], '2025-12-05', 3.8, 'Referral', 'Offer sent Dec 16; answer due Jan 9.'],
  ['Tomás Ruiz', 'Onsite', ['me', 'p11', 'p26'], '2026-01-08', null, 'Inbound', 'Eval design interview with Emma.'],
  ['Hannah Kim', 'Rejected', ['p16', 'p31'], '2025-11-21', 2.4, 'Agency', 'Strong ML, weak on testing discipline.'],
  ['Jordan Alvarez', 'Tech screen', ['p11'], null, null, 'Inbound', 'Screen scheduled Jan 6.'],
  ['Aditi Rao', 'Debrief', ['me', 'p21', 'p36'], '2025-12-17', 3.1, 'Referral', 'Mixed signal on system design; debrief moved to Jan 7.'],
  ['Lucas Moreau', 'Withdrawn', ['p16'], null, null, 'Inbound', 'Accepted another offer.'],
  ['Nina Petrov', 'Recruiter screen', [], null, null, 'Sourced', null],
  ['Ben Adler', 'Rejected', ['me', 'p31'], '2025-11-14', 2.2, 'Agency', null],
  ['Zoe Park', 'Tech screen', ['p21'], null, null, 'University', 'New grad; strong open-source eval work.'],
  ['Ravi Menon', 'Onsite', ['p16', 'p26', 'p36'], '2026-01-13', null, 'Referral', null],
];

// Lumen decision log: [decision, date, owner, status, context]
export const DECISIONS = [
  ['Deterministic seeds and pinned images for every task', '2025-10-06', 'me', 'Accepted', 'Kickoff: reruns must be comparable week over week.'],
  ['Record/replay for network tools', '2025-10-21', 'p21', 'Accepted', 'Web tools caused 41% of flaky tasks.'],
  ['Quarantine tasks with > 20% variance', '2025-10-21', 'p11', 'Superseded', 'Replaced on Dec 22 by the drop-if-unfixed rule.'],
  ['Lumen eval jobs move in Harbor wave 1', '2025-10-28', 'me', 'Accepted', 'Short jobs, easy rollback.'],
  ['Split outcome and process scores', '2025-11-12', 'p16', 'Accepted', 'Partial-credit disputes in rubric v2.'],
  ['Rubric v3 is the default judge', '2025-12-18', 'p16', 'Accepted', 'κ 0.81 on Calibration-120.'],
  ['No new task families after the spec freeze', '2025-12-22', 'me', 'Accepted', 'Protect the Feb 2 internal beta.'],
  ['Drop flaky tasks > 10% variance if unfixed by Jan 23', '2025-12-22', 'p21', 'Accepted', 'Supersedes the 20% quarantine rule.'],
  ['Quill suite runs nightly inside Lumen', '2025-12-04', 'me', 'Accepted', 'One runner, one dashboard.'],
  ['Judge ensembles instead of a larger judge', '2025-12-30', 'p16', 'Proposed', 'Two mid-size judges match κ at half the cost; decide after the freeze.'],
];

// Q1 2026 key results: [kr, objective, progress, owner, status]
export const OKRS = [
  ['Suite at ≥ 1,200 tasks with a tool-use track', 'Ship Lumen internal beta', 85, 'me', 'On track'],
  ['Flaky-task rate < 2%', 'Ship Lumen internal beta', 40, 'p21', 'At risk'],
  ['Judge κ ≥ 0.80 against adjudicated labels', 'Ship Lumen internal beta', 100, 'p16', 'On track'],
  ['All Lumen eval jobs running on Harbor', 'Move research compute to Harbor', 10, 'p11', 'On track'],
  ['Quill hallucination < 3% on FactCheck-200', 'Quill beta quality gate', 20, 'me', 'At risk'],
  ['Tone preference ≥ 70%', 'Quill beta quality gate', 55, 'p23', 'On track'],
  ['Submit EvalWorkshop paper', 'Grow external presence', 30, 'me', 'On track'],
  ['Hire one Research Engineer (L4)', 'Grow the team', 70, 'p10', 'On track'],
];
