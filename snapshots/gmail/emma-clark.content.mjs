// Authored Gmail content for Emma Clark (Brightline Labs, Google Workspace mailbox).
// People are roster keys (snapshots/personas/emma-clark.json): `me` is Emma, p01…p44 colleagues,
// x1…x5 outside contacts; other senders are the service keys in SENDERS. Times are
// 'MM-DD HH:MM' Pacific time (Jul–Dec is 2025, Jan is 2026). build.mjs adds ids, headers,
// labels, threading and the generated mail (CI reports, notifications, newsletters, receipts).
//
// Story line shared with Emma's Slack: Lumen Eval Suite v0.9 RC cut Dec 12, v1.0 Mar 18, eval
// freeze Feb 27; 1,240 tasks after pruning 86 duplicates; grader agreement 91.4% vs 95% target;
// LUM-217 fixed by Grace Patel (timeout 90 s + one retry); LUM-231 few-shot seed leakage owned
// by Emma, due Jan 9; Q1 readout with Noah Brooks Jan 9; judge-v3 migration week of Jan 12.
// Harbor: cutover Jan 20, rack 7 drain Jan 12-13, INC-0412, Dockside decommissioned Feb 6.
// Quill: design review Jan 8 11am; hallucination 3.1% vs <2%; public beta Mar 10; Northstar
// Health private beta. Offsite: Tahoe Apr 14-16, Granite Ridge Lodge, RSVP by Jan 16, $1,150/pp.

export const ACCOUNT = {
  displayName: 'Emma Clark',
  utcOffsetMinutes: -480,
  cwd: '/Users/emma',
  forwardingAddresses: ['emmaclark.sf@gmail.example'],
};

export const USER_LABELS = [
  { key: 'lumen', name: 'Lumen' },
  { key: 'harbor', name: 'Harbor' },
  { key: 'quill', name: 'Quill' },
  { key: 'offsite', name: 'Offsite 2026' },
  { key: 'recruiting', name: 'Recruiting' },
  { key: 'reviews', name: 'Paper reviews' },
  { key: 'icml', name: 'Conferences/ICML 2026' },
  { key: 'neurips', name: 'Conferences/NeurIPS 2025' },
  { key: 'receipts', name: 'Receipts' },
  { key: 'travel', name: 'Travel' },
  { key: 'newsletters', name: 'Newsletters' },
  { key: 'running', name: 'Personal/Running' },
  { key: 'followup', name: 'Follow up', visibility: ['show', 'labelShowIfUnread'] },
];

// Filters already on the account (criteria/action as Gmail stores them; label keys resolved by build).
export const FILTERS = [
  { criteria: { from: 'notifications@github.example', query: 'lumen-eval' }, action: { addLabels: ['lumen'], removeLabelIds: ['INBOX'] } },
  { criteria: { from: 'alerts@harbor.brightline-labs.example' }, action: { addLabels: ['harbor'] } },
  { criteria: { query: 'list:ai-weekly.digest.example' }, action: { addLabels: ['newsletters'], removeLabelIds: ['INBOX'] } },
  { criteria: { subject: 'receipt', hasAttachment: true }, action: { addLabels: ['receipts'] } },
];

export const LOCAL_FILES = [
  ['Documents/lumen/LUM-231-fix-notes.md', 6412],
  ['Documents/lumen/q1-readout-draft.pdf', 812344],
  ['Documents/lumen/grader-agreement-dec.csv', 48211],
  ['Documents/quill/eval-dashboard-mock.png', 402117],
  ['Documents/offsite/dietary-needs.txt', 233],
  ['Documents/personal/bay-to-breakers-training-plan.pdf', 120554],
  ['Desktop/icml-review-LUMEN-417.pdf', 233410],
  ['Downloads/Harbor-migration-guide.pdf', 1204432],
];

// Service senders. style: how their Date header looks ('gmail' = `Mon, 5 Jan 2026 …`,
// 'utc' = `Mon, 05 Jan 2026 17:14:03 +0000 (UTC)`, 'plain' = `Mon, 05 Jan 2026 09:14:03 -0800`).
export const SENDERS = {
  github: { name: 'GitHub', email: 'notifications@github.example', style: 'utc', category: 'updates', list: 'brightline/lumen-eval <lumen-eval.brightline.github.example>' },
  calendar: { name: 'Google Calendar', email: 'calendar-notification@google.example', style: 'utc', category: 'updates' },
  docs: { name: 'Google Docs', email: 'comments-noreply@docs.google.example', style: 'utc', category: 'updates' },
  lumenci: { name: 'Lumen CI', email: 'lumen-ci@brightline-labs.example', style: 'plain', category: 'updates' },
  harbor: { name: 'Harbor Alerts', email: 'alerts@harbor.brightline-labs.example', style: 'plain', category: 'updates' },
  tracker: { name: 'Brightline Tracker', email: 'tracker@brightline-labs.example', style: 'plain', category: 'updates' },
  workday: { name: 'Brightline People Ops', email: 'peopleops@brightline-labs.example', style: 'plain', category: 'updates' },
  expensify: { name: 'Expenses', email: 'receipts@expenses.example', style: 'utc', category: 'updates' },
  aiweekly: { name: 'AI Weekly Digest', email: 'editor@ai-weekly.digest.example', style: 'utc', category: 'promotions', list: 'AI Weekly Digest <ai-weekly.digest.example>' },
  arxiv: { name: 'arXiv Daily', email: 'no-reply@arxiv-alerts.example', style: 'utc', category: 'updates', list: 'cs.LG daily <cs-lg.arxiv-alerts.example>' },
  strava: { name: 'Strava', email: 'no-reply@strava.example', style: 'utc', category: 'social' },
  rei: { name: 'REI Co-op', email: 'rei@email.rei.example', style: 'utc', category: 'promotions' },
  united: { name: 'United Airlines', email: 'receipts@united.example', style: 'utc', category: 'updates' },
  lyft: { name: 'Lyft', email: 'no-reply@lyftmail.example', style: 'utc', category: 'updates' },
  doordash: { name: 'DoorDash', email: 'no-reply@doordash.example', style: 'utc', category: 'updates' },
  amazon: { name: 'Amazon.com', email: 'auto-confirm@amazon.example', style: 'utc', category: 'updates' },
  openreview: { name: 'OpenReview', email: 'noreply@openreview.example', style: 'utc', category: 'updates' },
  icml: { name: 'ICML 2026 Program Chairs', email: 'pcs@icml2026.example', style: 'plain', category: 'updates' },
  neurips: { name: 'NeurIPS 2025', email: 'info@neurips2025.example', style: 'plain', category: 'updates' },
  linkedin: { name: 'LinkedIn', email: 'messages-noreply@linkedin.example', style: 'utc', category: 'social' },
  runclub: { name: 'SF Embarcadero Runners', email: 'hello@embarcadero-runners.example', style: 'gmail', category: 'forums', list: 'Embarcadero Runners <runners.embarcadero-runners.example>' },
  bank: { name: 'Golden Gate Credit Union', email: 'alerts@ggcu.example', style: 'plain', category: 'updates' },
  lodge: { name: 'Granite Ridge Lodge', email: 'groups@graniteridge.example', style: 'plain', category: 'personal' },
  mom: { name: 'Linda Clark', email: 'linda.clark@mailbox.example', style: 'gmail', category: 'personal' },
  ben: { name: 'Ben Clark', email: 'benclark88@gmail.example', style: 'gmail', category: 'personal' },
  sarah: { name: 'Sarah Kim', email: 'sarah.kim@gmail.example', style: 'gmail', category: 'personal' },
  slack: { name: 'Slack', email: 'feedback@slack.example', style: 'utc', category: 'updates' },
  labelworks: { name: 'LabelWorks', email: 'projects@labelworks.example', style: 'plain', category: 'updates' },
  dentist: { name: 'Mission Dental Group', email: 'reminders@missiondental.example', style: 'plain', category: 'updates' },
  landlord: { name: 'Mission Bay Residences', email: 'residents@missionbay-apts.example', style: 'plain', category: 'updates' },
  spam1: { name: 'GPU Deals Direct', email: 'offers@gpu-deals-direct.example', style: 'plain' },
  spam2: { name: 'Account Security Team', email: 'security@acc0unt-verify.example', style: 'plain' },
  spam3: { name: 'Dr. Rita Vance', email: 'rvance.journal@fastpub-press.example', style: 'plain' },
};

// Threads. Each message: [when, from, to, cc, body, opts?]; opts: {attach: [[name, bytes]],
// unread, html}. Thread opts: labels, category, archived, important, starred, trash, spam.
export const THREADS = [
  {
    subject: 'LUM-231: few-shot example shuffle leaks the process seed',
    labels: ['lumen'], important: true,
    messages: [
      ['12-04 16:05', 'me', ['p01'], ['p26'], `Hi Noah,

Filing this properly after James flagged the 69.3 vs 70.8 discrepancy on the few-shot track.

Root cause: the few-shot example shuffle in lumen/tasks/fewshot.py draws from a generator seeded by os.getpid() instead of the run seed, so two runs of the same model can see different exemplars. It only affects the few-shot track (212 of the 1,240 tasks).

Plan:
1. derive the shuffle seed from the run seed and the task id
2. add a reproducibility check to nightly: 10 identical runs, scores must match exactly
3. re-score the v0.9 RC few-shot numbers

I'll own it. I can have the fix in by Jan 9, before the Q1 readout.

Emma`],
      ['12-04 17:22', 'p01', ['me'], ['p26'], `Thanks Emma, good catch. Agree it should block v1.0 but not the RC — we keep Dec 12 for the RC and note the few-shot caveat in the release notes.

Jan 9 works. Please include the re-scored numbers in the readout deck.

Noah`],
      ['12-05 09:41', 'p26', ['me'], ['p01'], `For the record, the two runs were on the same Harbor node type (H100 80GB), same commit 4f2c9ab. Happy to review the PR whenever it's up.

James`],
      ['12-30 17:31', 'me', ['p01', 'p26'], [], `Quick update before the break ends: the fix is in PR #1182 (shuffle seed = hash(run_seed, task_id)). Reproducibility check passed 10/10 on the few-shot track, every run scored 70.1.

James, it's yours to review whenever you're back. Still on track for Jan 9.

Emma`, { attach: [['LUM-231-fix-notes.md', 6412]] }],
    ],
  },
  {
    subject: 'Q1 readout — Lumen Eval Suite (Fri Jan 9)',
    labels: ['lumen', 'followup'], important: true, starred: true,
    messages: [
      ['12-17 14:20', 'p01', ['me', 'p16', 'p11', 'p21'], [], `Team,

I'm presenting the Lumen Q1 readout to the exec staff on Friday Jan 9 at 10:00 PT. I'd like the deck draft by Wednesday Jan 7 EOD.

Owners:
- Emma: headline numbers (1,240 tasks, grader agreement, LUM-231 re-scored few-shot track)
- Grace: grader reliability (LUM-217 post-mortem, timeout 90 s + one retry)
- Ethan: RL environment library status
- Olivia: cost per full eval run on Harbor

Also send me your top two Q1 bets by Jan 7.

Noah`],
      ['12-17 15:02', 'p16', ['p01'], ['me', 'p11', 'p21'], `On it. The LUM-217 write-up is mostly done, I'll turn it into two slides.

Grace`],
      ['12-18 10:15', 'me', ['p01'], [], `Will do. One question: do you want grader agreement against the 95% target or just the trend? We're at 91.4% on the December sample, up from 88.9% in October.

Emma`],
      ['12-18 11:03', 'p01', ['me'], [], `Both — the trend line with the 95% target drawn on it. Be honest that we'll likely land ~93% by the freeze unless judge-v3 changes the picture.

Noah`],
      ['12-31 10:12', 'me', ['p01'], [], `Draft of my section attached. Numbers on the few-shot track are the re-scored ones from the LUM-231 fix branch; I'll refresh them once the PR merges.

My two Q1 bets: (1) LUM-231 + reproducibility gate in nightly, (2) the judge-v3 migration the week of Jan 12.

Emma`, { attach: [['q1-readout-draft.pdf', 812344], ['grader-agreement-dec.csv', 48211]] }],
    ],
  },
  {
    subject: 'judge-v3 migration plan (week of Jan 12)',
    labels: ['lumen'],
    messages: [
      ['12-19 13:40', 'me', ['p16', 'p41'], ['p01', 'p08'], `Hi Grace, Harper,

Proposed plan for moving the Lumen graders to judge-v3:

Mon Jan 12 – run judge-v2 and judge-v3 in parallel on the nightly (double cost for one week, approved by Noah)
Wed Jan 14 – compare agreement on the 600-item human-labelled sample
Fri Jan 16 – go / no-go; if go, v3 becomes default for the leaderboard refresh that afternoon (4 pm PT as usual)

Rack 7 on Harbor is drained Jan 12-13 for the NIC firmware update, so the first two parallel runs may queue longer.

Samuel asked for a heads-up for Quill rebaselining — cc'ing him.

Emma`],
      ['12-19 15:55', 'p41', ['me'], ['p16', 'p01', 'p08'], `Looks good. I'd add a check on long-context items specifically, v3 was tuned on shorter transcripts. I can pull 80 long-context items into the comparison set.

Harper`],
      ['12-20 09:10', 'p08', ['me'], [], `Thanks for looping me in. We'll hold the Quill rebaseline until after Jan 16 then.

Sam`],
    ],
  },
  {
    subject: 'LUM-217 post-mortem: grader timeouts on tool-use tasks',
    labels: ['lumen'], archived: true,
    messages: [
      ['12-16 18:02', 'p16', ['me', 'p01', 'p26', 'p41'], [], `Hi all,

LUM-217 is fixed and deployed (commit 9d81e02).

What happened: graders on tool-use tasks called the judge with transcripts up to 60k tokens; the 30 s timeout killed ~4% of gradings, which were silently scored 0.

Fix: timeout raised to 90 s, plus one retry with backoff. Timeouts are now logged as "grader_error" instead of 0 and excluded from the score with a warning.

Impact: tool-use track mean goes from 61.2 to 63.0 on the v0.9 RC models. No other track affected.

Full write-up in the doc linked in the tracker ticket.

Grace`],
      ['12-16 18:40', 'me', ['p16'], [], `Great write-up, thanks Grace. I'll re-run the RC leaderboard with the fix tonight so Friday's refresh has the corrected tool-use numbers.

Emma`],
    ],
  },
  {
    subject: 'v0.9 RC is cut',
    labels: ['lumen'], archived: true,
    messages: [
      ['12-12 16:48', 'p01', ['research-all'], [], `Hi everyone,

Lumen Eval Suite v0.9 RC is cut (tag v0.9.0-rc1). Thanks to everyone who pushed on this.

- 1,240 tasks after pruning 86 duplicates
- 9 tracks, tool-use track now included
- grader agreement 91.4% on the December sample (target for v1.0: 95%)
- known issue: few-shot track scores can vary between runs (LUM-231, fix planned for January)

v1.0 is planned for March 18 with the eval freeze on Feb 27.

Noah`],
      ['12-12 17:05', 'p11', ['p01'], ['research-all'], `Congrats team! 🎉`],
    ],
  },
  {
    subject: 'Harbor quota for the lumen-eval queue in January',
    labels: ['harbor'],
    messages: [
      ['12-15 11:20', 'me', ['p17'], ['p02'], `Hi Maya,

Can you confirm the lumen-eval queue keeps its 16 guaranteed GPUs in January? For the judge-v3 week (Jan 12-16) we'll run two graders in parallel, so we'd like to burst to 32 from the research pool (96) if it's free.

Thanks,
Emma`],
      ['12-15 14:48', 'p17', ['me'], ['p02'], `Hi Emma,

Yes, 16 guaranteed stays. Bursting into research's 96 is fine as long as Noah is OK with it — research decides how its pool is used. Note rack 7 is drained Jan 12-13, so capacity is 8 nodes lower on those two days.

Maya`],
      ['12-15 15:10', 'me', ['p17'], ['p01', 'p02'], `Perfect, thanks. Noah, flagging for you since it comes out of the research pool.`],
      ['12-15 16:32', 'p01', ['me'], ['p17', 'p02'], `Fine by me.`],
    ],
  },
  {
    subject: 'Harbor cutover checklist — action needed before Jan 20',
    labels: ['harbor'], important: true,
    messages: [
      ['12-12 10:05', 'p02', ['eng-all'], [], `Hi all,

Reminder of the Harbor timeline:
- Jan 12-13: rack 7 drained for the NIC firmware update (INC-0412 permanent fix)
- Jan 20: all scheduled jobs run on Harbor; Dockside stops accepting new jobs
- Jan 27: Dockside read-only
- Feb 6: Dockside decommissioned

Owners of cron jobs still on Dockside, please migrate before Jan 20 and tick your row in the checklist. The migration guide is attached.

Leah`, { attach: [['Harbor-migration-guide.pdf', 1204432]] }],
      ['12-12 10:40', 'me', ['p02'], [], `The lumen-eval nightly has been on Harbor since Dec 3, ticked my row.

Emma`],
    ],
  },
  {
    subject: 'INC-0412 resolved: NCCL timeouts on rack 7',
    labels: ['harbor'], archived: true,
    messages: [
      ['12-10 16:35', 'p42', ['eng-all'], [], `INC-0412 is mitigated as of 16:20 PT.

Summary: multi-node jobs scheduled on rack 7 hung at all-reduce because rack 7 runs an older NIC firmware than the rest of Harbor. New multi-node jobs are kept off rack 7; the permanent fix (firmware update) needs a drain and is scheduled for Jan 12-13.

If a job of yours died between Dec 9 13:00 and Dec 10 16:20, please resubmit. You can add --avoid-rack 7 until January.

Sophia`],
    ],
  },
  {
    subject: 'Quill design review Thu Jan 8 — eval dashboard section',
    labels: ['quill'],
    messages: [
      ['12-09 15:20', 'p09', ['me'], ['p04'], `Hi Emma,

Added you to the Quill design review on Thursday Jan 8, 11:00 PT (Design room 4B / Meet link in the invite). Could you take 10 minutes on the eval dashboard — what the hallucination numbers mean and how we'll show them to beta customers?

Owen`],
      ['12-09 16:02', 'me', ['p09'], ['p04'], `Happy to. I'll bring a mock of the dashboard. Current grounded-summary hallucination rate is 3.1% against the <2% target for the public beta, so it's worth deciding how much of that we show.

Emma`],
      ['12-22 14:12', 'me', ['p09', 'p04'], [], `Mock for the dashboard part attached, rough but it shows the idea (per-document-type breakdown, 7-day trend).`, { attach: [['eval-dashboard-mock.png', 402117]] }],
      ['12-22 15:30', 'p04', ['me'], ['p09'], `Love the per-document-type split. Let's talk about colour on the 8th — red for anything above target may scare customers.

Julian`],
    ],
  },
  {
    subject: 'Northstar Health beta — hallucination numbers for the December report',
    labels: ['quill'],
    messages: [
      ['12-11 09:30', 'x1', ['p13'], ['me', 'p03'], `Hi Isaac,

For our December steering committee we need the updated grounded-summary hallucination rate on our document mix (discharge summaries and referral letters). Could your team share it by Dec 19?

Best,
Ethan Foster
Northstar Health — Clinical AI Programs`],
      ['12-11 10:02', 'p13', ['x1'], ['me', 'p03'], `Hi Ethan, yes. Emma runs the evals, she'll send the numbers by the 19th.

Isaac`],
      ['12-18 16:45', 'me', ['x1'], ['p13', 'p03'], `Hi Ethan,

December numbers on the Northstar document mix (1,120 documents):
- discharge summaries: 2.7% hallucination rate
- referral letters: 3.6%
- overall: 3.1% (target for the public beta: below 2%)

Most remaining errors are medication dosages copied from the wrong section. Ava's team has a fix in testing; we'll re-run in January.

Best,
Emma`],
      ['12-19 08:15', 'x5', ['me'], ['x1', 'p13'], `Thanks Emma, this is very clear. Could we get a 30 minute call in the week of Jan 12 to go through the dosage errors? Our CMO wants to understand them before we widen the pilot.

Ava Zimmer
Founder & CEO, Northstar Health`],
      ['12-19 09:02', 'me', ['x5'], ['x1', 'p13'], `Of course. Tuesday Jan 13 at 10:00 PT or Wednesday Jan 14 at 14:00 PT both work on my side.

Emma`],
    ],
  },
  {
    subject: 'Spring offsite: RSVP form is open (deadline Jan 16)',
    labels: ['offsite'],
    messages: [
      ['12-12 17:32', 'p05', ['all'], [], `Hi everyone!

We're going to Tahoe for the spring offsite: April 14-16, 2026 at Granite Ridge Lodge.

Please RSVP by Friday, January 16 so the lodge can finalize rooms. The form asks for dietary needs, room sharing preference and which activity you'd like (ski lesson, snowshoe hike, or spa afternoon).

Logistics: a bus leaves the SF office at 8:00 on April 14. Budget is $1,150 per person including lodging, meals and one activity; travel for remote folks is booked separately through People Ops.

Ella`],
      ['12-12 18:10', 'me', ['p05'], [], `Done! I picked the snowshoe hike. No dietary restrictions.`],
      ['12-23 09:45', 'p15', ['all'], [], `Friendly reminder: 31 people still haven't RSVP'd. Deadline is Jan 16!

Julian`, { unread: false }],
    ],
  },
  {
    subject: 'Granite Ridge Lodge — group block confirmation #GRL-40213',
    labels: ['offsite'], archived: true,
    messages: [
      ['12-08 13:05', 'lodge', ['p05'], ['me'], `Dear Ms. Okafor,

This confirms the group block for Brightline Labs, April 14-16, 2026:
- 42 rooms (lake-view and forest-view), check-in 15:00, check-out 11:00
- Meeting room "Summit" (60 seats) both days
- Meals: breakfast and dinner daily, lunch on April 15, vegan and gluten-free options for every meal

Final room list is due March 13. The deposit invoice (25%) will follow separately.

Kind regards,
Events Team, Granite Ridge Lodge`],
    ],
  },
  {
    subject: 'Interview loop: Research Engineer (evals) — Priya Nair, Tue Jan 6',
    labels: ['recruiting'],
    messages: [
      ['12-19 12:02', 'p10', ['me', 'p16', 'p26'], [], `Hi all,

Priya Nair is onsite on Tuesday Jan 6 for the Research Engineer (evals) role.

- 10:00 Emma — eval design deep dive
- 11:00 Grace — coding
- 13:00 James — research discussion
- 14:00 Noah B — hiring manager

Resume and the take-home are in the candidate portal. Please submit feedback by Jan 7 noon.

Noah C.`],
      ['12-19 12:30', 'me', ['p10'], [], `Works for me. I'll use the grader-agreement design question.`],
    ],
  },
  {
    subject: 'Referral: Daniel Ortiz for the RL research engineer role',
    labels: ['recruiting'], archived: true,
    messages: [
      ['11-24 19:40', 'me', ['p10'], [], `Hi Noah,

Referring Daniel Ortiz for the RL research engineer opening. We worked together at Uni-Eval; he built their environment sandbox. He's open to a move in Q1. His CV is attached.

Emma`, { attach: [['Daniel_Ortiz_CV.pdf', 188340]] }],
      ['11-25 09:14', 'p10', ['me'], [], `Thanks Emma! Submitted in the portal, you'll get the referral bonus if he's hired. I'll reach out this week.`],
    ],
  },
  {
    subject: 'Self-assessment reminder — due Dec 12',
    labels: [], archived: true,
    messages: [
      ['12-08 09:00', 'workday', ['me'], [], `Hi Emma,

Your Q4 self-assessment is due Friday, December 12. Manager conversations take place the week of January 12.

Open your review in the People portal → Reviews → Q4 2025.

Brightline People Ops`],
    ],
  },
  {
    subject: '1:1 notes + your Q4 review conversation',
    labels: [],
    messages: [
      ['12-18 17:30', 'p01', ['me'], [], `Hi Emma,

Thanks for a great 1:1 today. Notes:
- LUM-231: on track for Jan 9
- you'll lead the judge-v3 migration
- conference: go ahead and submit the grader-agreement paper to ICML (deadline Jan 28), I'm happy to be a co-author
- review conversation: Tuesday Jan 13, 15:30, I'll send the invite

Enjoy the break!
Noah`],
      ['12-18 17:55', 'me', ['p01'], [], `Thanks Noah, notes look right. Enjoy the holidays!`],
    ],
  },
  {
    subject: 'ICML 2026 submission — grader agreement paper',
    labels: ['icml'], starred: true,
    messages: [
      ['12-20 11:18', 'me', ['p01', 'x3'], ['p41'], `Hi Noah, Noah,

Working title: "How Much Do LLM Graders Agree? Measuring and Raising Grader Reliability in Agent Evaluation". Deadline is Jan 28 (abstracts Jan 23).

Plan: Lumen data (1,240 tasks, 600-item human-labelled sample), the judge-v2/v3 comparison from January, and Noah E's inter-annotator study from Uni-Eval as the human baseline. Harper has offered to help with the long-context analysis.

Overleaf link coming after the break.

Emma`],
      ['12-20 15:40', 'x3', ['me'], ['p01', 'p41'], `Count me in! I can have the inter-annotator section drafted by Jan 15. Do we have IRB language for the human labels? Ours came from the Uni-Eval study so that part is covered on my side.

Noah E.`],
      ['12-21 10:02', 'me', ['x3'], ['p01', 'p41'], `Yes — ours were labelled by contractors under the standard data agreement, I'll write a paragraph. Jan 15 is perfect.`],
    ],
  },
  {
    subject: 'ICML 2026: reviewer invitation',
    labels: ['icml'], archived: true,
    messages: [
      ['11-18 06:12', 'icml', ['me'], [], `Dear Emma Clark,

On behalf of the ICML 2026 Program Committee, we invite you to serve as a reviewer. The reviewing period runs from February 12 to March 9, 2026, with an expected load of up to 5 papers.

Please accept or decline in OpenReview by December 1.

ICML 2026 Program Chairs`],
      ['11-19 21:40', 'me', ['icml'], [], `Accepted in OpenReview. Thank you!`],
    ],
  },
  {
    subject: 'NeurIPS 2025 workshop: camera-ready and poster slot',
    labels: ['neurips'], archived: true,
    messages: [
      ['11-20 08:00', 'neurips', ['me'], [], `Dear author,

Your workshop paper "Seeds, Shuffles and Silent Failures in Agent Benchmarks" (Evaluating Evaluations workshop) has been assigned poster board W-117, Saturday December 6, 13:30-15:00, San Diego Convention Center.

The camera-ready deadline is November 28, 23:59 AoE.

NeurIPS 2025 Workshop Chairs`],
      ['11-27 22:31', 'me', ['x3'], [], `Uploaded the camera-ready. Thanks for the last round of edits! See you in San Diego.`],
      ['11-28 07:45', 'x3', ['me'], [], `Great! Dinner on Friday the 5th with the Uni-Eval crowd? I'll book somewhere in the Gaslamp.`],
      ['11-28 08:30', 'me', ['x3'], [], `Yes please. I land Thursday evening.`],
    ],
  },
  {
    subject: 'Your trip to San Diego — confirmation HK7Q2M',
    labels: ['travel', 'neurips'], archived: true,
    messages: [
      ['11-12 20:14', 'united', ['me'], [], `Hi Emma,

Thank you for booking with United. Confirmation number: HK7Q2M

Thu, Dec 4   UA 1932   SFO 18:05 → SAN 19:40   Seat 14C
Sun, Dec 7   UA 2210   SAN 16:30 → SFO 18:04   Seat 11A

Fare: $243.60 (Economy). Receipt attached.

United Airlines`, { attach: [['United_receipt_HK7Q2M.pdf', 64210]] }],
    ],
  },
  {
    subject: 'Hotel receipt — Harbor View Inn San Diego',
    labels: ['travel', 'receipts', 'neurips'], archived: true,
    messages: [
      ['12-07 11:02', 'expensify', ['me'], [], `Receipt for your stay Dec 4 – Dec 7, 2025

Harbor View Inn San Diego — 3 nights — $687.45 (incl. taxes)
Charged to: Brightline Labs corporate card ending 4471

This receipt was added to your expense report "NeurIPS 2025".`, { attach: [['receipt_HarborViewInn.pdf', 91850]] }],
    ],
  },
  {
    subject: 'Expense report "NeurIPS 2025" approved',
    labels: ['receipts'], archived: true,
    messages: [
      ['12-10 14:21', 'expensify', ['me'], [], `Your expense report "NeurIPS 2025" ($1,184.32) was approved by Noah Brooks and will be reimbursed on the December 19 payroll.`],
    ],
  },
  {
    subject: 'Christmas plans',
    labels: [], category: 'personal',
    messages: [
      ['12-02 19:22', 'mom', ['me', 'ben'], [], `Hi kids,

Dad and I were thinking Christmas at our place in Sacramento again this year. Can you both come on the 24th and stay until the 27th? Ben, bring Maya of course.

Love, Mom`],
      ['12-02 21:05', 'ben', ['mom', 'me'], [], `We're in! We'll drive up the morning of the 24th.`],
      ['12-03 07:48', 'me', ['mom', 'ben'], [], `Yes! I'll take the train on the 24th, arriving around 2pm. I'll bring dessert.`],
      ['12-20 18:30', 'mom', ['me'], [], `Emma, could you pick up the pecan pie from Tartine before you leave? I ordered one under my name, pick up any time on the 23rd. Thank you sweetheart!`],
    ],
  },
  {
    subject: 'Happy New Year + brunch on the 4th?',
    labels: [], category: 'personal',
    messages: [
      ['12-31 21:40', 'sarah', ['me'], [], `Happy (almost) New Year!! 🎆

Brunch on Sunday the 4th? Plow at 11? I want to hear everything about San Diego and the offsite drama.

S.`, { unread: true }],
    ],
  },
  {
    subject: 'Bay to Breakers training group — spring kickoff',
    labels: ['running'], category: 'forums',
    messages: [
      ['12-28 10:00', 'runclub', ['me'], [], `Hi runners!

Our Bay to Breakers training group starts Tuesday January 6: Embarcadero loops at 6:30 pm from the Ferry Building, 16 weeks to race day (May 17).

Pace groups: 9:00, 10:00 and 11:00 min/mile. Sign up in the member portal by Jan 3 so we can order shirts.

See you on the waterfront!
SF Embarcadero Runners`],
      ['12-28 12:15', 'me', ['runclub'], [], `Signed up for the 10:00 group. Will the Tuesday runs continue during the offsite week in April?`],
      ['12-29 09:03', 'runclub', ['me'], [], `Hi Emma, yes — Tuesdays run every week until the race. Welcome aboard!`],
    ],
  },
  {
    subject: 'Lease renewal for unit 512',
    labels: [], category: 'updates',
    messages: [
      ['12-01 10:00', 'landlord', ['me'], [], `Dear Emma Clark,

Your lease for unit 512 ends on February 28, 2026. Please let us know by January 15 whether you would like to renew for 12 months at $3,640/month (a 3.4% increase).

Mission Bay Residences — Leasing Office`],
      ['12-03 20:10', 'me', ['landlord'], [], `Hi, I'd like to renew for 12 months. Could you send the renewal document to sign?`],
      ['12-04 11:22', 'landlord', ['me'], [], `Thank you! The renewal is in your resident portal, please e-sign by January 15.`],
    ],
  },
  {
    subject: 'Paper review request: LUMEN-417 (TMLR)',
    labels: ['reviews'],
    messages: [
      ['12-15 07:30', 'openreview', ['me'], [], `Dear Emma Clark,

You have been assigned to review submission LUMEN-417 "Judge Drift: Longitudinal Stability of LLM Evaluators" for TMLR. The review is due January 12, 2026.

Please submit your review in OpenReview.`],
    ],
  },
  {
    subject: 'Consulting intro — eval audit for Kite Capital portfolio',
    labels: [],
    messages: [
      ['12-16 12:40', 'x4', ['me'], [], `Hi Emma,

Noah Garcia here, I run technical diligence for Kite Capital. A couple of our portfolio companies want an independent audit of their agent benchmarks and your NeurIPS workshop talk came up. Would you be open to a short advisory engagement in Q1 (approved by your employer, of course)?

Best,
Noah Garcia`],
      ['12-17 09:15', 'me', ['x4'], [], `Hi Noah, thanks for reaching out. I'd need to check with my manager and our legal team first — I'll get back to you in January.

Emma`],
    ],
  },
  {
    subject: 'H100 capacity for Q1 — renewal quote',
    labels: ['harbor'],
    messages: [
      ['12-11 15:02', 'x2', ['p02'], ['me', 'p17'], `Hi Leah,

Following our call, attached is the Q1 renewal quote for the reserved H100 capacity (128 GPUs, 3-month term). The price holds until January 9.

Let me know if Emma's team still needs the separate burst pool for the eval runs — I can add it as a line item.

James Hughes
Account Manager`, { attach: [['Q1_renewal_quote_Brightline.pdf', 143222]] }],
      ['12-11 16:30', 'me', ['x2'], ['p02', 'p17'], `Hi James, we won't need a separate burst pool — Harbor covers our eval runs now. Thanks for checking!

Emma`],
    ],
  },
  {
    subject: 'SSO switch on Jan 6: re-enroll your security key',
    labels: [], important: true,
    messages: [
      ['12-22 10:10', 'p02', ['all'], [], `Hi everyone,

On Tuesday January 6 at 9:00 PT we switch to the new identity provider. The first time you log in that day you'll be asked to re-enroll your security key (takes 2 minutes). Old TOTP codes keep working until then.

If you're travelling that week, let IT know and we'll set up a temporary code.

Leah`],
    ],
  },
  {
    subject: 'Holiday party awards 🏆',
    labels: [], archived: true,
    messages: [
      ['12-19 09:05', 'p25', ['all'], [], `Thank you all for a wonderful party last night! Awards:

- Eval MVP: Grace Patel
- Unsung hero: Maya Evans
- Best demo: Quill style guide (Caleb + Harper)
- Best ugly sweater: Sophia Carter

Photos are in the shared album. Happy holidays!
Ella`],
    ],
  },
  {
    subject: 'Reproducibility numbers for the workshop follow-up',
    labels: ['lumen'],
    messages: [
      ['12-09 10:30', 'x3', ['me'], [], `Hi Emma,

A few people asked after the poster whether the seed issue we described shows up in other suites. Do you have numbers on how often few-shot exemplar order changes a model's rank? Could be a nice short follow-up.

Noah`],
      ['12-09 14:10', 'me', ['x3'], [], `Funny you ask — we just found exactly that bug in Lumen (LUM-231). Rank changes for 3 of 14 models on the few-shot track depending on the shuffle. Happy to write it up after the Jan 9 readout.`],
    ],
  },
  {
    subject: 'Lumen leaderboard refresh moved to 3pm this Friday',
    labels: ['lumen'], archived: true,
    messages: [
      ['12-10 09:12', 'me', ['research-all'], [], `Heads-up: this Friday's leaderboard refresh runs at 3:00 pm PT instead of 4:00 pm, because of the all-hands. Back to 4 pm from next week.

Emma`],
    ],
  },
  {
    subject: 'Dinner Friday?',
    labels: [], category: 'personal', archived: true,
    messages: [
      ['12-10 18:20', 'ben', ['me'], [], `Maya and I are in the city Friday, dinner? Thinking that Thai place you always talk about.`],
      ['12-10 19:02', 'me', ['ben'], [], `Yes! Kin Khao at 7? I'll book for three.`],
    ],
  },
  {
    subject: 'Draft: offsite activity ideas',
    labels: ['offsite'], draft: true,
    messages: [
      ['12-30 16:40', 'me', ['p05'], [], `Hi Ella,

A few ideas for the Wednesday afternoon at the offsite, in case the spa slot fills up:
- a short "eval your own workflow" hackathon (2 hours)
- lake walk to Eagle Point

Happy to help organise either.

Emma`],
    ],
  },
  {
    subject: 'Re: Consulting intro — eval audit for Kite Capital portfolio',
    labels: [], draft: true,
    messages: [
      ['12-31 11:20', 'me', ['x4'], [], `Hi Noah,

Following up as promised: I'm still waiting on`],
    ],
  },
  {
    subject: 'TMLR review LUMEN-417 — notes',
    labels: ['reviews'], draft: true,
    messages: [
      ['12-29 15:05', 'me', [], [], `Summary: the paper tracks 6 judges over 9 months and reports drift up to 7 points on fixed transcripts.

Strengths: long horizon, released data.
Weaknesses: no control for prompt template changes between judge versions; agreement reported without confidence intervals.`],
    ],
  },
  {
    subject: 'Checkpoint sync job — moving to Harbor',
    labels: ['harbor'],
    messages: [
      ['12-16 11:05', 'p06', ['p02'], ['me'], `Hi Leah,

The nightly checkpoint sync (Dockside → object store) is the last research cron on Dockside. I'll move it the week of Jan 5. It needs read access to the lumen-eval bucket — cc'ing Emma who owns it.

Noah F.`],
      ['12-16 11:40', 'me', ['p06'], ['p02'], `Granted read access to lumen-eval-artifacts for the sync service account. Ping me if it needs write too.`],
      ['12-16 12:02', 'p06', ['me'], ['p02'], `Read is enough, thanks!`],
    ],
  },
  {
    subject: 'Quill load test: 180 req/s at p95 1.4s',
    labels: ['quill'], archived: true,
    messages: [
      ['12-04 10:50', 'p18', ['p13', 'p28'], ['me'], `Results from yesterday's load test on the Quill API:
- sustained 180 req/s at p95 1.4 s (target for public beta: 300 req/s)
- the grounding step is the bottleneck (62% of latency)
- GPU saturation at ~150 req/s with the current 48 GPUs

We need the Harbor quota bump (64 → 80) to get closer to target.

Felix`],
      ['12-04 11:20', 'p28', ['p18'], ['p13', 'me'], `Requested the bump with Maya. Emma, does the eval pipeline for hallucination run on the same pool? I don't want the nightly to compete with load tests.`],
      ['12-04 11:45', 'me', ['p28'], ['p18', 'p13'], `No, the Quill hallucination evals run on the lumen-eval queue, separate from the Applied pool.`],
    ],
  },
  {
    subject: 'Offsite room sharing',
    labels: ['offsite'],
    messages: [
      ['12-29 10:30', 'p15', ['me'], [], `Hi Emma,

Quick one: you ticked "happy to share" in the RSVP form. Do you have a preferred roommate? Otherwise we'll pair people from the same team.

Julian`],
      ['12-29 13:05', 'me', ['p15'], [], `Hi Julian, Grace Patel and I would like to share if that works for her (she said yes on Slack). Lake-view if there's any left, but no big deal.`],
      ['12-30 09:20', 'p15', ['me'], ['p16'], `Done — Emma + Grace, lake-view room. Final room list goes to the lodge on March 13.`],
    ],
  },
  {
    subject: 'Evaluation 101 for the Applied team?',
    labels: [],
    messages: [
      ['12-17 15:20', 'p33', ['me'], ['p13'], `Hi Emma,

Would you do a 45-minute "evaluation 101" lunch & learn for the Applied team in January? Mostly how to read Lumen results and when not to trust a number. Thursday Jan 15 at 12:00 would be ideal.

Caleb`],
      ['12-17 16:02', 'me', ['p33'], ['p13'], `Happy to! Jan 15 at noon works. I'll cover grader agreement, variance between runs (with the LUM-231 story) and contamination.`],
      ['12-17 16:15', 'p33', ['me'], [], `Amazing, booking the big room. Pizza on us.`],
    ],
  },
  {
    subject: 'Human labels: batch 7 delivered (600 items)',
    labels: ['lumen'],
    messages: [
      ['12-11 08:30', 'labelworks', ['me'], [], `Hello Emma,

Batch 7 of the grader-agreement labelling project is delivered: 600 transcripts, 3 annotators each, inter-annotator agreement (Krippendorff's alpha) 0.78. Files attached and uploaded to the shared bucket.

Invoice LW-2025-1207 ($4,800) will follow from our finance team.

LabelWorks Project Team`, { attach: [['batch7_labels.csv', 912440], ['batch7_report.pdf', 210330]] }],
      ['12-11 09:05', 'me', ['labelworks'], [], `Received, thank you! Alpha looks good. I'll approve the invoice once it arrives.`],
    ],
  },
  {
    subject: 'Guest lecture at Uni-Eval — Feb 5?',
    labels: [],
    messages: [
      ['12-22 20:15', 'x3', ['me'], [], `Hi Emma,

My graduate seminar on ML evaluation has a guest slot on Thursday Feb 5 (14:00-15:30, in person or remote). Would you talk about building Lumen and what went wrong along the way? Students would love the LUM-231 story.

Noah`],
      ['12-23 08:40', 'me', ['x3'], [], `I'd love to! Remote is easier that week. I'll send a title in January.`],
    ],
  },
  {
    subject: "Ben's birthday dinner — Sat Jan 10",
    labels: [], category: 'personal',
    messages: [
      ['12-27 17:02', 'ben', ['me', 'mom'], [], `Birthday dinner at our place on Saturday Jan 10, 6:30pm! Maya is making lasagna. No presents please (Emma, I mean it).`],
      ['12-27 18:40', 'me', ['ben'], ['mom'], `Wouldn't miss it. Bringing wine and definitely not a present 🎁`],
    ],
  },
  {
    subject: 'Action needed: renew your dev VPN certificate by Dec 31',
    labels: [], important: true,
    messages: [
      ['12-26 09:00', 'p22', ['eng-all'], [], `Hi all,

Dev VPN certificates issued in 2024 expire on December 31. If yours is on the list in the IT portal, renew it before then (Settings → VPN → Renew). After Jan 6 the new SSO also requires the renewed certificate.

Leah S.`],
    ],
  },
  {
    subject: 'Remote travel for the offsite',
    labels: ['offsite'], archived: true,
    messages: [
      ['12-15 10:10', 'me', ['p05'], [], `Hi Ella, question from Noah F (he's in Calgary): does the $1,150 per person include his flight, or is remote travel separate?`],
      ['12-15 11:32', 'p05', ['me'], ['p06'], `Separate! Remote travel is booked through People Ops and doesn't count against the $1,150. Noah, I'll reach out in February about flights.`],
    ],
  },
  {
    subject: 'Dental cleaning reminder — Mon Jan 5, 8:30am',
    labels: [], category: 'updates',
    messages: [
      ['12-29 09:00', 'dentist', ['me'], [], `Hi Emma, this is a reminder of your dental cleaning with Dr. Alvarez on Monday, January 5 at 8:30 am. Reply C to confirm or call us to reschedule.

Mission Dental Group`],
    ],
  },
  {
    subject: 'Open enrollment confirmation',
    labels: [], archived: true,
    messages: [
      ['11-20 16:40', 'workday', ['me'], [], `Hi Emma,

Your 2026 benefits elections are confirmed: PPO medical (employee only), dental, vision, FSA $1,500. Your FSA rollover from 2025 is up to $640.

Brightline People Ops`],
    ],
  },
  {
    subject: 'URGENT: verify your mailbox within 24 hours',
    labels: [], spam: true,
    messages: [
      ['12-27 03:12', 'spam2', ['me'], [], `Your mailbox storage is full. Verify your account now to avoid suspension: http://acc0unt-verify.example/login`],
    ],
  },
  {
    subject: 'H100 GPUs 70% off — limited stock!!',
    labels: [], spam: true,
    messages: [
      ['12-14 05:40', 'spam1', ['me'], [], `Refurbished H100 80GB at unbeatable prices. Reply now for a quote.`],
    ],
  },
  {
    subject: 'Invitation to publish in the International Journal of Advanced AI Studies',
    labels: [], spam: true,
    messages: [
      ['12-21 02:05', 'spam3', ['me'], [], `Dear Esteemed Researcher Emma Clark,

We read your excellent work "Seeds, Shuffles and Silent Failures" and invite you to publish in our journal. Fast review in 7 days. Article processing charge: $450.`],
    ],
  },
  {
    subject: 'Your Lyft ride on December 5',
    labels: ['receipts'], trash: true,
    messages: [
      ['12-05 23:40', 'lyft', ['me'], [], `Thanks for riding with Carlos! Gaslamp Quarter → Harbor View Inn, $14.80.`],
    ],
  },
];

// Colleague mailing lists used in To: above.
export const LISTS = {
  'research-all': { name: 'research-all', email: 'research-all@brightline-labs.example' },
  'eng-all': { name: 'eng-all', email: 'eng-all@brightline-labs.example' },
  all: { name: 'everyone', email: 'everyone@brightline-labs.example' },
};

// ---------------------------------------------------------------------------------------------
// Generated mail: recurring notifications, written as small templates over the calendar.
export function generated(h) {
  const out = [];
  // Lumen CI nightly: every night, one line per track, numbers drifting a little.
  for (const day of h.days('2025-11-17', '2025-12-31')) {
    const pass = h.int(1214, 1236);
    const failures = 1240 - pass;
    const fewshot = day >= '2025-12-30' ? '70.1' : h.fixed(68.6 + h.int(0, 24) / 10, 1);
    const agreement = h.fixed(90.6 + h.int(0, 14) / 10, 1);
    out.push({
      subject: `[Lumen CI] nightly ${day}: ${failures === 0 ? 'green' : `${failures} task errors`}`,
      labels: ['lumen'], archived: true, unreadIf: day >= '2025-12-29',
      messages: [[h.local(day, '04:' + String(h.int(10, 50)).padStart(2, '0')), 'lumenci', ['me'], [], `Nightly eval run finished on Harbor (queue lumen-eval, 16 GPUs).

Tasks run: 1,240   passed: ${pass}   errors: ${failures}
Few-shot track mean: ${fewshot}
Tool-use track mean: ${day >= '2025-12-17' ? h.fixed(62.7 + h.int(0, 5) / 10, 1) : h.fixed(60.9 + h.int(0, 5) / 10, 1)}
Grader agreement (sample of 200): ${agreement}%
Wall time: ${h.int(3, 4)}h ${String(h.int(0, 59)).padStart(2, '0')}m

Full report: https://ci.brightline-labs.example/lumen/nightly/${day}`]],
    });
  }
  // GitHub notifications on lumen-eval.
  const prs = [
    [1141, 'grace-patel', 'Raise grader timeout to 90s and retry once (LUM-217)', '12-15 17:40', 'Merged'],
    [1147, 'james-coleman', 'Prune 86 duplicate tasks from the tool-use track', '12-08 11:02', 'Approved'],
    [1152, 'harper-fischer', 'Long-context slice for judge comparison', '12-19 16:20', 'Review requested'],
    [1160, 'olivia-bennett', 'Cost report per eval run (Harbor billing export)', '12-16 10:45', 'Commented'],
    [1166, 'ethan-walsh', 'RL env library: deterministic reset', '12-11 13:33', 'Review requested'],
    [1171, 'grace-patel', 'Log grader_error instead of scoring 0', '12-17 09:12', 'Merged'],
    [1175, 'noah-fischer', 'Checkpoint sync job to Harbor', '12-18 14:02', 'Commented'],
    [1182, 'emma-clark', 'Derive few-shot shuffle seed from run seed (LUM-231)', '12-30 17:25', 'Opened'],
    [1183, 'dependabot', 'Bump numpy from 2.1.3 to 2.2.1', '12-31 06:00', 'Opened'],
  ];
  for (const [n, who, title, when, kind] of prs) {
    out.push({
      subject: `[brightline/lumen-eval] ${title} (PR #${n})`,
      labels: ['lumen'], archived: who !== 'emma-clark' && kind !== 'Review requested', category: 'updates',
      messages: [[when, 'github', ['me'], [], kind === 'Opened'
        ? `${who} opened this pull request.

${title}

— You are receiving this because you are watching this repository.
View it on GitHub: https://github.example/brightline/lumen-eval/pull/${n}`
        : `@${who} ${kind === 'Review requested' ? 'requested your review on' : kind === 'Merged' ? 'merged' : kind === 'Approved' ? 'approved' : 'commented on'} #${n}.

${title}

View it on GitHub: https://github.example/brightline/lumen-eval/pull/${n}`]],
    });
  }
  // Calendar invitations.
  const invites = [
    ['Q1 readout: Lumen Eval Suite', 'Fri Jan 9, 2026 10am – 11am (PST)', 'p01', '12-17 14:25', 'Exec conference room / Meet'],
    ['Quill design review — March beta', 'Thu Jan 8, 2026 11am – 12:30pm (PST)', 'p09', '12-09 15:18', 'Design room 4B'],
    ['Interview: Priya Nair — eval design', 'Tue Jan 6, 2026 10am – 11am (PST)', 'p10', '12-19 12:05', 'Interview room 2'],
    ['Emma / Noah — Q4 review conversation', 'Tue Jan 13, 2026 3:30pm – 4:15pm (PST)', 'p01', '12-19 09:40', 'Noah\'s office'],
    ['judge-v3 go / no-go', 'Fri Jan 16, 2026 1pm – 1:30pm (PST)', 'me', '12-20 10:02', 'Meet'],
    ['Harbor office hours', 'Tuesdays and Thursdays 2pm – 3pm (PST)', 'p02', '12-01 09:05', 'Meet'],
    ['Research reading group: long-context evaluation', 'Thu Jan 8, 2026 4pm – 5pm (PST)', 'p26', '12-22 10:05', 'Library'],
    ['Northstar Health: dosage error walkthrough', 'Tue Jan 13, 2026 10am – 10:30am (PST)', 'x5', '12-19 11:30', 'Meet'],
  ];
  for (const [title, when, organizer, sent, where] of invites) {
    out.push({
      subject: `Invitation: ${title} @ ${when}`,
      labels: [], category: 'updates', archived: false,
      messages: [[sent, 'calendar', ['me'], [], `${h.name(organizer)} has invited you to this event.

${title}
When: ${when}
Where: ${where}
Calendar: emma.clark@brightline-labs.example

Going? Yes - Maybe - No    more options »`, { attach: [['invite.ics', 1840 + title.length * 3]] }]],
    });
  }
  // Harbor alerts.
  const alerts = [
    ['11-21 02:14', 'Job lumen-nightly-1121 preempted (node h-r4-07), resumed on h-r5-02'],
    ['12-03 05:02', 'Quota: lumen-eval queue above 90% of guaranteed capacity for 6h'],
    ['12-09 13:05', 'INC-0412: multi-node jobs on rack 7 failing at all-reduce'],
    ['12-10 16:21', 'INC-0412 mitigated: rack 7 cordoned for multi-node jobs'],
    ['12-22 03:40', 'Job lumen-nightly-1222 retried after node h-r2-11 health check failure'],
    ['12-29 04:55', 'Maintenance scheduled: rack 7 drain Jan 12 06:00 – Jan 13 22:00 PT'],
  ];
  for (const [when, what] of alerts) {
    out.push({ subject: `[Harbor] ${what}`, labels: ['harbor'], archived: !what.startsWith('Maintenance'), messages: [[when, 'harbor', ['me'], [], `${what}

Cluster: harbor-prod   Queue: lumen-eval
Dashboard: https://harbor.brightline-labs.example/alerts`]] });
  }
  // Tracker updates.
  const tickets = [
    ['LUM-217', 'Grader timeouts on tool-use tasks', 'Grace Patel changed status to Done', '12-16 17:58'],
    ['LUM-231', 'Few-shot shuffle seed leaks process id', 'Noah Brooks set priority to Blocker (v1.0)', '12-04 17:25'],
    ['LUM-231', 'Few-shot shuffle seed leaks process id', 'Emma Clark changed status to In Review', '12-30 17:29'],
    ['LUM-236', 'Leaderboard page shows stale tool-use numbers', 'Owen Lopez assigned to you', '12-17 10:02'],
    ['LUM-240', 'judge-v3 parallel run config', 'Noah Brooks assigned to you', '12-20 09:30'],
    ['QUILL-88', 'Eval dashboard: per-document-type breakdown', 'Owen Jensen mentioned you', '12-22 14:40'],
  ];
  for (const [key, title, what, when] of tickets) {
    out.push({ subject: `[${key}] ${title}`, labels: [key.startsWith('LUM') ? 'lumen' : 'quill'], archived: true, messages: [[when, 'tracker', ['me'], [], `${what}.

${key}: ${title}
https://tracker.brightline-labs.example/browse/${key}`]] });
  }
  // Google Docs comments.
  const comments = [
    ['Lumen v1.0 release plan', 'p16', 'Can we move the freeze to Feb 27 explicitly in the timeline table?', '12-08 15:12'],
    ['Q1 readout deck', 'p01', 'Slide 4: show the 95% target line, not just the trend', '12-31 12:40'],
    ['ICML draft: grader agreement', 'x3', 'Added the inter-annotator numbers from the Uni-Eval study (kappa 0.71)', '12-29 18:02'],
    ['Offsite agenda (draft)', 'p05', '@Emma would you run the Wednesday hackathon block?', '12-30 17:45'],
  ];
  for (const [doc, who, text, when] of comments) {
    out.push({ subject: `${doc} - new comment`, labels: [], category: 'updates', unreadIf: when >= '12-30', messages: [[when, 'docs', ['me'], [], `${h.name(who)} commented on ${doc}

"${text}"

Open in Docs: https://docs.google.example/document/d/${h.hex(20)}`]] });
  }
  // Newsletters and promotions.
  for (const day of h.days('2025-11-18', '2025-12-30').filter((d) => h.weekday(d) === 2)) {
    const topics = h.pick([
      ['Agents that check their own work', 'Three new benchmarks for tool use', 'Why grader agreement matters'],
      ['Long-context evaluation is hard', 'Open-weight models close the gap', 'A practical guide to eval contamination'],
      ['The year in AI evaluation', 'What changed in RL for LLMs', 'Cheap judges, expensive mistakes'],
      ['Inference costs keep falling', 'Reasoning models on real tasks', 'Reproducibility in ML papers'],
    ]);
    out.push({ subject: `AI Weekly Digest — ${h.dayLabel(day)}: ${topics[0]}`, labels: ['newsletters'], archived: true, category: 'promotions', html: true,
      messages: [[h.local(day, '06:00'), 'aiweekly', ['me'], [], `<html><body><h1>${topics[0]}</h1><p>This week: ${topics[1]}. Plus: ${topics[2]}.</p><p>Read online at ai-weekly.digest.example</p></body></html>`, { html: true }]] });
  }
  for (const day of h.days('2025-11-17', '2025-12-31').filter((d) => h.weekday(d) === 1)) {
    out.push({ subject: `Your weekly Strava report: ${h.int(12, 34)} km this week`, labels: ['running'], archived: true, category: 'social', messages: [[h.local(day, '07:15'), 'strava', ['me'], [], `Nice work, Emma! You ran ${h.int(2, 5)} times last week. Longest run: ${h.fixed(6 + h.int(0, 60) / 10, 1)} km along the Embarcadero.`]] });
  }
  const promos = [
    ['REI Co-op', 'rei', 'Member sale: 20% off snowshoes and winter layers', '11-28 08:00'],
    ['REI Co-op', 'rei', 'Last chance: holiday gifts for hikers', '12-15 08:00'],
    ['REI Co-op', 'rei', 'New year, new trails — 25% off one full-price item', '12-31 08:00'],
    ['LinkedIn', 'linkedin', 'Emma, you appeared in 14 searches this week', '12-08 12:00'],
    ['LinkedIn', 'linkedin', 'Priya Nair sent you a message', '12-20 19:22'],
    ['arXiv Daily', 'arxiv', 'cs.LG: 214 new submissions (judge, evaluation, agents)', '12-16 17:00'],
    ['arXiv Daily', 'arxiv', 'cs.LG: 188 new submissions (reproducibility, seeds)', '12-23 17:00'],
  ];
  for (const [, key, subject, when] of promos) {
    out.push({ subject, labels: [], archived: key === 'arxiv', category: SENDERS[key].category, messages: [[when, key, ['me'], [], `${subject}.

Manage your email preferences or unsubscribe at any time.`]] });
  }
  // Receipts.
  const receipts = [
    ['doordash', 'Your DoorDash order from Kin Khao', '$38.20', '11-21 19:45'],
    ['doordash', 'Your DoorDash order from Souvla', '$27.65', '12-02 20:10'],
    ['doordash', 'Your DoorDash order from Nopalito', '$31.10', '12-16 19:30'],
    ['lyft', 'Your Lyft ride on December 18', '$12.40', '12-18 23:15'],
    ['lyft', 'Your Lyft ride on December 24', '$18.95', '12-24 11:02'],
    ['amazon', 'Your Amazon.com order of "Trail running headlamp"', '$34.99', '12-01 21:12'],
    ['amazon', 'Your Amazon.com order of "Piranesi (paperback)"', '$14.29', '12-13 10:05'],
    ['bank', 'Payment received: thank you', '$1,240.18', '12-19 06:00'],
  ];
  for (const [key, subject, amount, when] of receipts) {
    out.push({ subject, labels: ['receipts'], archived: true, category: 'updates', messages: [[when, key, ['me'], [], `${subject}

Total: ${amount}
Thanks for your order. Keep this email as your receipt.`]] });
  }
  // arXiv alerts, every weekday.
  const arxivTopics = [
    'LLM-as-a-judge', 'agent benchmarks', 'tool use', 'reward models', 'long-context retrieval', 'evaluation contamination',
    'reproducibility', 'RL from verifiable rewards', 'calibration', 'code agents', 'multi-turn evaluation', 'preference data',
  ];
  for (const day of h.days('2025-11-17', '2025-12-31').filter((d) => h.weekday(d) >= 1 && h.weekday(d) <= 5)) {
    const a = h.pick(arxivTopics);
    const b = h.pick(arxivTopics);
    out.push({ subject: `cs.LG new submissions for ${h.dayLabel(day)} (${h.int(150, 260)} papers; matches: ${a}, ${b})`, labels: [], archived: true, category: 'updates',
      messages: [[h.local(day, '17:0' + h.int(0, 9)), 'arxiv', ['me'], [], `Your alert "evaluation OR judge OR agents" matched ${h.int(3, 14)} new submissions today, including:

- ${a === b ? a : `${a}; ${b}`}: ${h.pick(['a new benchmark', 'an empirical study', 'a position paper', 'a dataset release', 'a theoretical analysis'])}
- ${h.pick(arxivTopics)}: ${h.pick(['scaling results', 'negative results', 'a reproducibility report', 'a survey'])}

Listing: https://arxiv-alerts.example/list/cs.LG/${day.replaceAll('-', '')}`]] });
  }
  // Lumen leaderboard refresh, Fridays.
  for (const day of h.days('2025-11-21', '2025-12-26').filter((d) => h.weekday(d) === 5)) {
    const top = h.pick(['atlas-70b-instruct', 'meridian-2-large', 'kestrel-34b', 'northwind-72b']);
    out.push({ subject: `Lumen leaderboard refreshed — ${h.dayLabel(day)}`, labels: ['lumen'], archived: true,
      messages: [[h.local(day, day === '2025-12-12' ? '15:05' : '16:05'), 'lumenci', ['research-all'], [], `The public Lumen leaderboard was refreshed.

#1 ${top} (overall ${h.fixed(71 + h.int(0, 40) / 10, 1)})
Models evaluated this week: ${h.int(3, 9)}
Tracks: 9   Tasks: ${day < '2025-12-12' ? '1,326' : '1,240'}

https://lumen.brightline-labs.example/leaderboard`]] });
  }
  // Harbor weekly utilization, Mondays.
  for (const day of h.days('2025-11-17', '2025-12-29').filter((d) => h.weekday(d) === 1)) {
    out.push({ subject: `[Harbor] Weekly utilization report`, labels: ['harbor'], archived: true,
      messages: [[h.local(day, '08:00'), 'harbor', ['eng-all'], [], `Harbor utilization last week: ${h.int(81, 97)}%
Research pool (96 GPUs): ${h.int(70, 99)}%   Applied pool (64): ${h.int(60, 95)}%   lumen-eval queue (16): ${h.int(88, 100)}%
Preemptions: ${h.int(0, 12)}   Failed jobs: ${h.int(1, 20)}   Incidents: ${day === '2025-12-15' ? 1 : 0}`]] });
  }
  // Slack email digests when Emma is away from Slack.
  for (const day of ['2025-11-29', '2025-12-06', '2025-12-07', '2025-12-13', '2025-12-20', '2025-12-25', '2025-12-26', '2025-12-27', '2025-12-28']) {
    out.push({ subject: `[Slack] ${h.int(4, 19)} new messages in Brightline Labs`, labels: [], archived: day < '2025-12-26', category: 'updates',
      messages: [[h.local(day, '18:30'), 'slack', ['me'], [], `You have new messages in ${h.pick(['#lumen-eval', '#harbor-migration', '#random', '#general', '#offsite-2026'])} and ${h.int(1, 4)} direct messages.

Open Slack: https://brightline-labs.slack.example`]] });
  }
  // More GitHub issue traffic.
  const issues = [
    [1161, 'Nightly: tool-use track flaky on judge timeout', 'grace-patel', '12-12 09:40'],
    [1163, 'Add CI for duplicate-task detector', 'james-coleman', '12-09 14:15'],
    [1168, 'Few-shot track variance between runs', 'james-coleman', '12-04 14:55'],
    [1170, 'Leaderboard: show confidence intervals', 'harper-fischer', '12-15 11:30'],
    [1174, 'Docs: how to add a new track', 'owen-lopez', '12-16 16:20'],
    [1178, 'judge-v3 prompt template diff vs v2', 'harper-fischer', '12-21 10:05'],
    [1180, 'Cost per run regressed after LUM-217 retry', 'olivia-bennett', '12-23 13:12'],
  ];
  for (const [n, title, who, when] of issues) {
    out.push({ subject: `[brightline/lumen-eval] ${title} (Issue #${n})`, labels: ['lumen'], archived: true, category: 'updates',
      messages: [[when, 'github', ['me'], [], `@${who} commented on this issue.

${title}

Reply to this email directly or view it on GitHub: https://github.example/brightline/lumen-eval/issues/${n}`]] });
  }
  return out;
}
