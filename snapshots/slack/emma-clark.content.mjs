// Authored Slack content for Emma Clark (Brightline Labs). People are roster keys
// (snapshots/personas/emma-clark.json): `me` is Emma, p01…p44 colleagues, x1…x5 outside contacts.
// In text, {@p01} becomes a user mention and {#lumen-eval} a channel link; build.mjs turns the
// rest (ids, ts, reactions, bot traffic) into the snapshot.
//
// Story line (shared with Emma's mailbox and WeCom so answers must be looked up):
//   Lumen Eval Suite: v0.9 RC cut Dec 12; v1.0 on Mar 18 (eval freeze Feb 27); 1,240 tasks after
//     pruning 86 duplicates; grader agreement 91.4% vs 95% target; LUM-217 (grader timeouts on
//     tool-use tasks) fixed Dec 16 by Grace Patel (timeout 90 s + one retry); LUM-231 (few-shot
//     seed leakage) owned by Emma, fix due Jan 9; Q1 readout with Noah Brooks on Jan 9; judge-v3
//     migration the week of Jan 12; leaderboard refresh Fridays 4 pm PT.
//   Harbor GPU Cluster: 64 nodes x 8 GPUs; research quota 96 GPUs, lumen-eval queue 16 guaranteed;
//     cutover from Dockside Jan 20; rack 7 NIC firmware maintenance Jan 12-13; INC-0412 (NCCL
//     timeouts on rack 7) Dec 9-10; Dockside decommissioned Feb 6.
//   Quill: private beta with Northstar Health since November; public beta Mar 10; design review
//     Jan 8; grounded-summary hallucination rate 3.1% vs <2% target.
//   Spring Offsite: Tahoe, Apr 14-16 at Granite Ridge Lodge; RSVP by Jan 16; bus 8:00 from the SF
//     office; $1,150 per person budget.
//   Office: holiday party Dec 18; office closed Dec 24 - Jan 1; SSO switch Jan 6.

export const WORKSPACE = {
  name: 'Brightline Labs',
  domain: 'brightline-labs',
  app: { name: 'Brightline Assistant', handle: 'brightline_assistant' },
  tz: 'America/Los_Angeles',
  // Windows the generated chatter falls in (local dates).
  window: { from: '2025-11-17', to: '2025-12-31' },
  admins: ['p05', 'p01', 'p02'],
  owner: 'p02',
  former: { key: 'former', name: 'Tyler Brandt', first_name: 'Tyler', last_name: 'Brandt', email: 'tyler.brandt@brightline-labs.example', title: 'Research Engineer', team: 'Research', city: 'San Francisco' },
  guest: { key: 'guest', name: 'Priya Raman', first_name: 'Priya', last_name: 'Raman', email: 'priya.raman@contractor.example', title: 'Contract Technical Writer', team: 'Applied', city: 'Remote' },
  externalTeam: { name: 'Northstar Health', domain: 'northstar-health' },
  profileFields: [
    { key: 'office', label: 'Office' },
    { key: 'team', label: 'Team' },
    { key: 'manager', label: 'Manager' },
    { key: 'pronouns_note', label: 'Working hours' },
  ],
  managers: {
    Research: 'p01', Platform: 'p02', Applied: 'p13', Design: 'p04', People: 'p05',
  },
  statuses: {
    me: [':books:', 'Heads down on LUM-231'],
    p01: [':palm_tree:', 'Back Jan 5'],
    p16: [':house:', 'WFH'],
    p32: [':rotating_light:', 'On call for Harbor'],
    p05: [':mountain:', 'Offsite planning'],
  },
  integrations: [
    { key: 'lumenci', name: 'Lumen CI' },
    { key: 'deploybot', name: 'Deploy Bot' },
    { key: 'pager', name: 'Harbor Alerts' },
    { key: 'standup', name: 'Standup Bot' },
  ],
  emoji: {
    lumen: 'https://emoji.slack-edge.com/brightline/lumen/5a1c2e0b9d3f4a12.png',
    harbor: 'https://emoji.slack-edge.com/brightline/harbor/7e2d19c04b8a6f31.png',
    shipit: 'https://emoji.slack-edge.com/brightline/shipit/0c9b3f7e12ad5e44.png',
    'this-is-fine': 'https://emoji.slack-edge.com/brightline/this-is-fine/3f8e7a6b5c4d2e10.gif',
    ty: 'alias:pray',
    lgtm: 'alias:white_check_mark',
  },
};

const everyone = 'all';

export const CHANNELS = [
  {
    key: 'general', name: 'general', general: true, created: '2021-04-12', creator: 'p02', members: everyone, bot: true,
    topic: 'Company-wide announcements and work-based matters',
    purpose: 'This channel is for workspace-wide communication and announcements. All members are in this channel.',
    threads: [
      ['11-17 09:04', 'p15', 'Reminder: the kitchen on 4 gets deep-cleaned Wednesday night, so please take anything you care about out of the fridge by 5pm :pray:', [['p25', 'Also the oat milk order moved to Tuesdays'], ['p33', 'RIP my leftover curry']]],
      ['11-19 11:30', 'p05', 'Open enrollment closes Friday Nov 21. If you have not picked a plan, you will be defaulted to the PPO. Questions in thread or DM me.', [['p08', 'Is the FSA rollover still $640?'], ['p05', 'Yes, $640 carries over into 2026.'], ['me', 'Thanks Ella, done :white_check_mark:']], { reactions: { '+1': 6, white_check_mark: 4 } }],
      ['11-24 08:51', 'p10', 'We have 4 open reqs going into Q1: 2 Research Engineers (eval + RL), 1 SRE for Harbor and 1 Product Designer for Quill. Referrals get the usual bonus :moneybag:', [['p11', 'Sent you one for the RL role'], ['p10', 'Got it, thanks Ethan!']]],
      ['11-26 15:12', 'p15', 'Happy Thanksgiving early, folks. Office is open Wednesday but the cafe is closed Thursday and Friday :turkey:', [], { reactions: { tada: 5 } }],
      ['12-01 09:10', 'p02', 'Welcome back! Quick heads up that Harbor migration office hours restart this week: Tuesdays and Thursdays 2-3pm PT in {#harbor-migration}.', [], { reactions: { harbor: 4 } }],
      ['12-03 10:44', 'p25', 'Holiday party is confirmed for Thursday Dec 18, 5:30pm at the SF office. Remote folks: we are shipping snack boxes, fill in your address in the form by Dec 8 :gift:', [['p06', 'Does the snack box ship to Canada?'], ['p25', 'Yes, Canada is fine, just put the postal code in.'], ['p36', 'Will there be a dial-in for NYC?'], ['p25', 'We will stream the toast and the awards. Link goes out the morning of.']], { reactions: { tada: 11, christmas_tree: 3 } }],
      ['12-05 16:02', 'p20', 'Expense reports for November are due Monday Dec 8. Anything after that rolls into the January cycle.', []],
      ['12-09 13:21', 'p37', 'FYI we are seeing NCCL timeouts on some Harbor jobs (rack 7). Tracking in {#incidents}, please do not resubmit blindly.', [], { reactions: { eyes: 7 } }],
      ['12-11 09:33', 'p15', 'Lost and found: a grey Patagonia jacket and a blue water bottle with a "Lumen" sticker are at the front desk.', [['me', 'The bottle is mine!! Thank you Julian'], ['p15', 'Saved it for you :slightly_smiling_face:']]],
      ['12-15 08:47', 'p05', 'Reminder: office closes Dec 24 and reopens Jan 2. On-call rotations stay as scheduled.', [], { reactions: { '+1': 9 } }],
      ['12-18 21:40', 'p25', 'Thank you all for a great party tonight! Photos are in the shared album, awards list in thread.', [['p25', 'Eval MVP: Grace Patel. Unsung hero: Maya Evans. Best demo: Quill style guide (Caleb + Harper).'], ['p16', 'I am honored :sob::sparkles:'], ['p32', 'Thank you! Harbor pager sends its regards']], { reactions: { heart: 14, tada: 8 } }],
      ['12-22 10:05', 'p02', 'Reminder: SSO switches to the new identity provider on Jan 6. You will be asked to re-enroll your security key the first time you log in that day.', [['p09', 'Will the old TOTP codes keep working until then?'], ['p02', 'Yes, until Jan 6 9am PT.']]],
      ['12-31 11:15', 'p15', 'Happy New Year from the (very empty) office :confetti_ball: See you all on Jan 2.', [], { reactions: { confetti_ball: 10, sparkles: 3 } }],
    ],
  },
  {
    key: 'announcements', name: 'announcements', created: '2021-04-12', creator: 'p02', members: everyone, bot: true, restricted: true,
    topic: 'Official announcements (admins post, everyone reads)',
    purpose: 'Company announcements. Only workspace admins can post here; discuss in #general.',
    threads: [
      ['11-18 09:00', 'p05', ':mega: Q4 performance reviews: self-assessments open Dec 1 and are due Dec 12. Manager conversations happen the week of Jan 12.', [], { reactions: { '+1': 12 } }],
      ['12-01 09:00', 'p02', ':harbor: Harbor GPU Cluster is now generally available for training jobs. Dockside stays up until Feb 6; the cutover for all scheduled jobs is Jan 20. Migration guide is pinned in {#harbor-migration}.', [], { reactions: { rocket: 15, harbor: 9 }, pin: true }],
      ['12-08 09:00', 'p01', ':lumen: Lumen Eval Suite v0.9 RC will be cut on Friday Dec 12. The v1.0 spring release is planned for March 18, with an eval freeze on Feb 27.', [], { reactions: { tada: 13, lumen: 7 } }],
      ['12-12 17:30', 'p05', ':mountain: Spring offsite: we are going to Tahoe, April 14-16, 2026 at Granite Ridge Lodge. Please RSVP by Jan 16 (form in {#offsite-2026}).', [], { reactions: { mountain: 18, ski: 6, tada: 9 }, pin: true }],
      ['12-19 09:00', 'p13', ':sparkles: Quill public beta date is set: March 10, 2026. The Northstar Health private beta continues through February.', [], { reactions: { tada: 10 } }],
    ],
  },
  {
    key: 'random', name: 'random', created: '2021-04-12', creator: 'p02', members: everyone, bot: true,
    topic: 'Non-work banter and water cooler conversation',
    purpose: 'A place for non-work-related flimflam, faffing, hodge-podge or jibber-jabber you would prefer to keep out of more focused work-related channels.',
    threads: [
      ['11-17 12:31', 'p29', 'Who else is doing the Bay to Breakers training group in the spring? Looking for people to run the Embarcadero on Tuesdays', [['p34', 'In, but slowly'], ['me', 'I will come once the Lumen release is out :sweat_smile:']]],
      ['11-18 15:02', 'p17', 'Drop your best sourdough photos. I will go first (it is flat, I know)', [['p27', 'Flat is a style choice'], ['p42', 'That crumb though :fire:']], { reactions: { joy: 5 } }],
      ['11-20 12:15', 'p31', 'Lunch spot recs near the office that are not the same three burrito places?', [['p15', 'The new ramen place on Folsom is good and fast'], ['p16', 'Seconding the ramen, get the spicy miso'], ['me', 'The Thai place on 2nd does a great khao soi on Thursdays']]],
      ['11-21 16:40', 'p09', 'My cat walked across the keyboard and closed 14 Figma tabs. Honestly an improvement.', [], { reactions: { joy: 9, see_no_evil: 3 } }],
      ['11-25 10:18', 'p23', 'PSA: the 4th floor coffee machine descaling light has been on for a week and I think it is now sentient', [['p15', 'Ordered the descaling tablets, arriving Thursday']]],
      ['12-02 13:05', 'p36', 'Any board game people in NYC? Thinking about a monthly night at the new office once we move in', [['p21', 'Yes! I have Wingspan and Cascadia'], ['p03', 'Count me in'], ['p41', 'Only if someone teaches me Terraforming Mars']]],
      ['12-04 09:12', 'p44', 'Secret Santa sign-ups close Friday. $25 limit, and no, a GPU hour voucher does not count :gift:', [['p17', 'Ugh there goes my plan'], ['p12', 'What about a Harbor priority queue token?'], ['p44', 'Denied.']], { reactions: { joy: 12 } }],
      ['12-08 17:45', 'p06', 'It snowed in Calgary and my standing desk is now a sitting desk because I refuse to get up from under the blanket', [], { reactions: { snowflake: 6 } }],
      ['12-10 12:02', 'p28', 'Who took the last of the good oat milk and put the carton back empty. I just want to talk.', [['p15', 'There are three more in the back fridge'], ['p28', 'Crisis averted']], { reactions: { joy: 8 } }],
      ['12-12 15:33', 'p26', 'Reading list for the break? I need something that is not an arXiv PDF', [['me', 'Piranesi. Short, strange, very good.'], ['p01', 'The Dispossessed, every winter'], ['p21', 'Tomorrow, and Tomorrow, and Tomorrow']]],
      ['12-16 11:20', 'p19', 'Ugly sweater contest at the party — voting will be by emoji', [['p24', 'I have been preparing for this all year']], { reactions: { christmas_tree: 7 } }],
      ['12-19 10:03', 'p33', 'Somebody left a whole tray of cookies from the party in the kitchen. They will not survive the hour.', [], { reactions: { cookie: 5, eyes: 6 } }],
      ['12-23 14:48', 'p40', 'Out until Jan 2, see you next year! Do not break Harbor while I am gone', [['p32', 'No promises']], { reactions: { wave: 7 } }],
      ['12-29 09:30', 'me', 'Anyone else weirdly productive during the quiet week? Finally cleaned up my eval notebooks', [['p16', 'Same. Deleted 40 branches. Feels amazing'], ['p11', 'I am mostly eating leftovers and reading papers']]],
    ],
  },
  {
    key: 'research', name: 'research', created: '2021-06-01', creator: 'p01', bot: true,
    members: ['me', 'p01', 'p06', 'p11', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41', 'p03', 'p23', 'p38', 'p13'],
    topic: 'Research team: reading, results, compute asks',
    purpose: 'Research team coordination. Results go in threads, compute asks go in #harbor-migration.',
    threads: [
      ['11-17 10:02', 'p01', 'Team sync moved to Wednesdays 10:30 PT starting this week. Agenda doc is in the channel bookmarks.', [['p41', 'Works for NYC :+1:']]],
      ['11-18 14:20', 'p26', 'Draft of the tool-use generalization writeup is ready for internal review. Would love eyes from {@me} on the eval section since it leans on Lumen numbers.', [['me', 'Reading tonight. Are these on the 1,326-task suite or the deduped one?'], ['p26', 'The old 1,326. Should I rerun on the deduped set?'], ['me', 'Yes please, 86 of those were duplicates, it inflates the tool-use track a bit']], { reactions: { eyes: 3 } }],
      ['11-20 09:45', 'p41', 'Anyone have the reference numbers for judge agreement on the long-form tasks? Reviewers are asking.', [['me', 'Latest is 91.4% overall, long-form is the weakest at 87%. Target for v1.0 is 95%.'], ['p41', 'Perfect, thanks']]],
      ['11-24 11:11', 'p11', 'RL sweep results are in. Reward hacking shows up at step ~3k on the browse tasks unless we cap episode length. Plots in thread.', [['p11', 'Capping at 40 turns fixes it without hurting success rate much (-0.6pt)'], ['p01', 'Nice. Let us add a Lumen check for that pattern so we catch it automatically'], ['me', 'I can add a "turns-to-success" diagnostic to the report, small change']], { reactions: { fire: 4, brain: 2 } }],
      ['12-01 10:34', 'p36', 'Reminder that Harbor quota for research is 96 GPUs total starting today. Please book big runs in the quota sheet so we do not trample each other.', [['p21', 'How much of that is reserved for eval?'], ['p36', '16 guaranteed for the lumen-eval queue, the rest is first come first served within the quota']]],
      ['12-03 16:05', 'p31', 'Paper deadline crunch: who can review two appendices by Friday?', [['p16', 'I can take one'], ['p06', 'I will take the other']]],
      ['12-08 09:58', 'p01', 'Please finish self-assessments by Dec 12. I will do manager conversations the week of Jan 12, calendar invites coming.', []],
      ['12-10 13:47', 'p21', 'Interesting failure mode in the agent runs: the model retries a failing API call with identical args forever. Lumen counts it as a timeout, not a failure, which flatters the score.', [['me', 'Good catch, that is partly LUM-217 territory. Grace is changing timeout handling this week'], ['p16', 'After my fix a retry loop will be marked as a failure after the single retry. PR is up.']], { reactions: { eyes: 5 } }],
      ['12-15 10:20', 'p06', 'Does anyone still have the Dockside checkpoint for the 7B baseline? Need it for an ablation before Dockside goes away.', [['p26', 'It is in the shared bucket under baselines/7b-2025-09'], ['p06', 'Got it, thanks!']]],
      ['12-17 14:12', 'p01', 'Q1 planning: I want each of you to send me your top two bets by Jan 7. Lumen v1.0 is the team priority through March.', [['me', 'Will do. Mine will be LUM-231 + the judge-v3 migration'], ['p11', 'RL env library + long-horizon evals']]],
      ['12-30 15:40', 'p26', 'Rerun on the deduped 1,240-task suite is done: tool-use success goes from 63.2 to 61.8, everything else within noise.', [['me', 'Matches what I expected, thanks James'], ['p01', 'Good, please use 1,240 for everything going forward']], { reactions: { white_check_mark: 3 } }],
    ],
  },
  {
    key: 'lumen', name: 'lumen-eval', created: '2025-02-18', creator: 'p01', bot: true,
    members: ['me', 'p01', 'p06', 'p11', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41', 'p03', 'p23', 'p33', 'p38', 'p08'],
    topic: 'Lumen Eval Suite | v0.9 RC Dec 12 | v1.0 Mar 18 | leaderboard Fridays 4pm PT',
    purpose: 'Building and running the Lumen agent evaluation harness.',
    threads: [
      ['11-17 09:40', 'me', 'Dedup pass is done: 86 near-duplicate tasks removed, suite is now 1,240 tasks. Diff and the list of removed IDs are in the repo under `tasks/dedup-2025-11.md`.', [['p01', 'Great work. Does this change any headline numbers?'], ['me', 'Tool-use track moves by about a point, the rest is noise. I will post a full comparison on Friday'], ['p16', ':clap:']], { reactions: { tada: 6, lumen: 3 }, pin: true }],
      ['11-18 13:15', 'p16', 'Filed LUM-217: grader calls on tool-use tasks time out at 30s when the transcript is long, and we silently score those as failures. Repro in the ticket.', [['me', 'Ouch. How many tasks are affected?'], ['p16', 'About 4% of tool-use runs, more on the long browsing ones'], ['p01', 'Let us prioritize this before the RC']], { reactions: { bug: 3 } }],
      ['11-19 10:05', 'p21', 'Proposal: report pass@k with k in {1, 5} instead of just pass@1. Writeup in the doc, comments welcome.', [['p26', 'Strong +1, single samples are too noisy on the hard tracks'], ['me', 'Agree, but it doubles compute for the nightly. Maybe pass@5 only on the weekly leaderboard run?'], ['p21', 'That works for me']]],
      ['11-21 16:00', 'me', 'Friday comparison, old vs deduped suite: overall 71.9 -> 71.6, tool-use 63.2 -> 61.8, long-form unchanged. Grader agreement unchanged at 91.4%.', [['p01', 'Thanks Emma. Let us lock 1,240 as the v0.9 suite.']], { reactions: { white_check_mark: 5 } }],
      ['11-24 09:50', 'p38', 'Applied would like a Quill-specific track in Lumen: grounded summaries of long documents with citation checks. Can we scope it for v1.0?', [['me', 'Yes, we already have a prototype grounded-summary grader. What volume of tasks do you need?'], ['p38', 'Something like 150 tasks, mostly clinical and legal style docs'], ['p01', 'Let us scope it at 120-150 and see if the grader agreement holds up'], ['me', 'I will draft the spec this week']]],
      ['11-26 11:27', 'p11', 'Nightly is 40% slower since Monday. Is that the new judge prompt?', [['p16', 'Partly, plus the longer transcripts. I am looking at it with LUM-217'], ['me', 'I also bumped concurrency down to 24 because of rate limits, I will revert to 32']]],
      ['12-02 10:12', 'p16', 'LUM-217 plan: raise the grader timeout to 90s and retry once; anything still failing gets marked `grader_error` instead of `fail` so we can see it. Thoughts?', [['me', 'Love the separate status. Can we also surface grader_error counts on the dashboard?'], ['p16', 'Yes, adding a column'], ['p01', 'LGTM']], { reactions: { lgtm: 3 } }],
      ['12-04 14:40', 'p26', 'Weird thing: same model, same seed, two runs give different scores on the few-shot track (69.3 vs 70.8). Is that expected?', [['me', 'No. Let me look'], ['me', 'Found it: the few-shot example shuffle uses a seed derived from the process, not the run seed. Filing LUM-231 and taking it.'], ['p01', 'Good find. Please make that a blocker for v1.0, not for the RC'], ['me', 'Ack. Target fix Jan 9 so it lands before the readout']], { reactions: { mag: 4, eyes: 3 } }],
      ['12-05 16:05', 'p01', 'Leaderboard refresh is live. Top line unchanged, long-form got noisier. Let us talk at Monday sync.', []],
      ['12-08 10:22', 'me', 'RC checklist for Friday:\n1. LUM-217 merged or explicitly deferred\n2. Suite frozen at 1,240 tasks\n3. Dashboard shows grader_error\n4. Release notes draft\nOwners in thread.', [['p16', '1 and 3 are mine'], ['p21', 'I will write the release notes'], ['me', 'I have 2 and will cut the RC']], { pin: true }],
      ['12-10 11:00', 'p36', 'Can the nightly move to Harbor this week? Dockside queue times are 3h+ now.', [['me', 'Yes, we have the 16-GPU guarantee on lumen-eval. I will switch it Thursday'], ['p36', ':pray:']]],
      ['12-11 17:25', 'me', 'Nightly now runs on Harbor, queue `lumen-eval`. First run took 2h05m instead of 3h40m on Dockside :rocket:', [], { reactions: { rocket: 8, harbor: 4 } }],
      ['12-12 18:02', 'me', 'Lumen v0.9 RC is cut: tag `v0.9.0-rc1`. LUM-217 is deferred to a point release (fix is in review). Release notes: see thread.', [['p21', 'Release notes: 1,240 tasks, pass@1 nightly + pass@5 weekly, grader_error status, Harbor runner.'], ['p01', 'Congrats all :tada:']], { reactions: { tada: 12, shipit: 5 } }],
      ['12-16 15:44', 'p16', 'LUM-217 is merged: timeout 90s, one retry, `grader_error` status. Shipping in v0.9.1.', [['me', 'Thanks Grace! I will cut v0.9.1 tomorrow morning'], ['p11', 'Timeouts on my browse runs dropped from 4% to 0.3%']], { reactions: { tada: 7, bug: 2 } }],
      ['12-17 10:30', 'me', 'v0.9.1 released with the LUM-217 fix. Nightly numbers will shift slightly on tool-use (fewer spurious fails).', [], { reactions: { shipit: 4 } }],
      ['12-18 11:12', 'p08', 'Quill team question: when does judge-v3 land? We want to rebaseline Quill before the March beta.', [['me', 'Migration is planned for the week of Jan 12. We will run both judges in parallel for a week first'], ['p08', 'Perfect, thanks']]],
      ['12-19 16:05', 'p21', 'Weekly leaderboard (pass@5) is up. The grounded-summary prototype shows a 3.1% hallucination rate for Quill, target is under 2%.', [['p38', 'Useful, thank you. We will dig into the 3.1%'], ['me', 'Note the grader for that track is still unvalidated, treat it as directional']]],
      ['12-22 09:20', 'me', 'Holiday plan: nightly keeps running, I will check it on Dec 29 and Jan 2. If something breaks badly ping me directly, otherwise it waits until January.', [['p01', 'Thanks. Enjoy the break everyone']]],
      ['12-29 10:41', 'me', 'LUM-231 status: fix is written (seed now derives from run seed + task id), running the reproducibility check: 10 repeated runs, expect identical scores. Results tomorrow.', [['p26', 'Nice, happy to review']]],
      ['12-30 17:20', 'me', 'Reproducibility check passed: 10/10 runs identical on the few-shot track (70.1 each). PR for LUM-231 is up, will merge after review in January. On track for Jan 9.', [['p26', 'Reviewing tomorrow'], ['p01', 'Excellent']], { reactions: { white_check_mark: 5, tada: 3 } }],
    ],
  },
  {
    key: 'harbor', name: 'harbor-migration', created: '2025-09-22', creator: 'p02', bot: true,
    members: ['me', 'p02', 'p07', 'p12', 'p17', 'p22', 'p27', 'p32', 'p37', 'p42', 'p01', 'p11', 'p16', 'p36', 'p03', 'p28', 'p43'],
    topic: 'Dockside -> Harbor | cutover Jan 20 | office hours Tue/Thu 2-3pm PT',
    purpose: 'Moving training and eval jobs from Dockside to the Harbor GPU cluster.',
    threads: [
      ['11-17 14:00', 'p02', 'Harbor status: 64 nodes x 8 GPUs racked and burned in. Kueue is configured with per-team quotas; research gets 96 GPUs. Early access opens Dec 1.', [['p11', 'What is the max job size?'], ['p02', '32 nodes per job for now, we will lift it after the NCCL tuning']], { pin: true }],
      ['11-19 10:30', 'p17', 'Migration guide v1 is in the wiki: `harbor submit`, storage paths, how to request quota bumps.', [['me', 'Is the shared dataset cache mounted at the same path as on Dockside?'], ['p17', 'No, it moves from /data/cache to /harbor/cache. There is a symlink for now, it goes away Feb 6']], { reactions: { memo: 3 } }],
      ['11-25 15:45', 'p27', 'Storage migration: we will copy all team buckets over the Thanksgiving weekend. Please avoid writing large checkpoints Thursday-Sunday.', [['p36', 'Ack for research']]],
      ['12-01 09:30', 'p07', 'Early access is open :harbor: Please start with small jobs and report anything weird here.', [['p16', 'First eval job ran fine, 2x faster startup than Dockside'], ['p11', 'My 8-node RL job is stuck pending'], ['p32', 'Checking — looks like your queue had no quota assigned. Fixed.']], { reactions: { rocket: 6 } }],
      ['12-03 14:02', 'p32', 'Office hours notes (Dec 2): top questions were quota visibility, job priorities, and how preemption works. FAQ updated.', []],
      ['12-05 11:15', 'me', 'Question: can the lumen-eval queue borrow idle research quota overnight? The nightly would finish much faster with 32 GPUs.', [['p22', 'Yes, Kueue borrowing is on within the research cohort. You keep 16 guaranteed and can borrow up to 48 when idle'], ['me', 'Perfect, thanks Leah']]],
      ['12-09 13:40', 'p37', 'Seeing NCCL timeouts on jobs that land on rack 7. Please pin to other racks for now: `--avoid-rack 7`. Incident INC-0412 in {#incidents}.', [['p11', 'That explains my hung all-reduce'], ['p37', 'Yep, same signature']], { reactions: { eyes: 5 } }],
      ['12-10 16:30', 'p42', 'INC-0412 root cause: NIC firmware mismatch on rack 7. Temporary fix is in place; full firmware update needs a drain, scheduled for Jan 12-13.', [['me', 'Will the lumen-eval nightly be affected on Jan 12-13?'], ['p42', 'Only if it lands on rack 7, which we will cordon. Capacity drops by 8 nodes for those two days.']], { pin: true }],
      ['12-12 10:00', 'p02', 'Cutover plan: all scheduled jobs move to Harbor on *Jan 20*. Dockside goes read-only Jan 27 and is decommissioned Feb 6. Please migrate cron jobs before Jan 20.', [['p01', 'Research has three remaining crons, Emma has the nightly (done), Isaac has the data refresh, Noah F has the checkpoint sync'], ['p13', 'Applied has the Quill batch evals, we will move them the week of Jan 5']], { reactions: { white_check_mark: 6 }, pin: true }],
      ['12-15 14:20', 'p12', 'New: `harbor quota` shows your team usage and borrowable capacity in real time.', [], { reactions: { sparkles: 4 } }],
      ['12-17 09:05', 'p28', 'Is there a way to get email alerts when a job is preempted?', [['p32', 'Add `--notify email` to harbor submit. Slack notifications come in January.']]],
      ['12-18 15:50', 'p17', 'Quota changes for January: research 96 (unchanged), applied 64 -> 80 for the Quill beta, platform 32.', [['p03', 'Thank you!']]],
      ['12-22 11:30', 'p32', 'Holiday coverage: Maya Evans on call Dec 22-28, Grace Morgan Dec 29-Jan 4. Pager is Harbor Alerts.', []],
      ['12-30 10:10', 'p37', 'Quiet week, 97% utilization on Harbor, zero incidents. See you all at office hours Jan 6.', [], { reactions: { harbor: 3 } }],
    ],
  },
  {
    key: 'quill', name: 'quill-beta', created: '2025-08-04', creator: 'p13', bot: true,
    members: ['me', 'p13', 'p03', 'p08', 'p18', 'p23', 'p28', 'p33', 'p38', 'p43', 'p04', 'p09', 'p14', 'p24', 'p29', 'p34', 'p44', 'p01', 'guest'],
    topic: 'Quill Writing Assistant | private beta (Northstar) | public beta Mar 10',
    purpose: 'Quill beta: feedback, bugs, launch planning.',
    threads: [
      ['11-17 11:00', 'p13', 'Northstar Health private beta week 3 summary: 42 active users, 1,130 drafts, top complaint is citation formatting.', [['p34', 'We have a fix for the citation chips in the next design pass'], ['p08', 'Backend side is ready, just waiting on design']]],
      ['11-20 14:30', 'p33', 'Style guide feature is behind a flag now: `quill.style_guide`. Please try it on your own docs.', [['p29', 'The tone slider is great'], ['me', 'Tried it on a Lumen release note, it correctly kept our terminology list. Nice']], { reactions: { sparkles: 5 } }],
      ['11-24 16:10', 'p43', 'We want Lumen to gate Quill releases. Proposal: no release if the grounded-summary hallucination rate goes above 2%.', [['me', 'Happy to wire that up, but the grounded-summary grader is not validated yet. Can we start with a warning, not a gate?'], ['p43', 'Fair. Warning until v1.0, gate after']]],
      ['12-01 13:25', 'guest', 'Draft of the Quill beta help center articles is ready for review: getting started, style guide, citations.', [['p24', 'Will review the style guide one today'], ['guest', 'Thanks Sophia!']]],
      ['12-04 10:45', 'p18', 'Load test: Quill API sustains 180 req/s at p95 1.4s. Target for public beta is 300 req/s.', [['p28', 'We need the Harbor quota bump to get there, requested 80 GPUs'], ['p17', 'Approved for January']]],
      ['12-09 15:05', 'p09', 'Design review for the March beta is booked for Thursday Jan 8, 11am PT. Figma link in thread.', [['p04', 'I will bring the onboarding flow v3'], ['me', 'Can I join for the eval dashboard part?'], ['p09', 'Of course, added you']], { pin: true }],
      ['12-11 12:40', 'x1', 'Hi all, Ethan from Northstar here via the shared account. Our clinicians love the summary length control. The citation chips still break on long PDFs though.', [['p08', 'Thanks Ethan, we reproduced it, fix ships next week'], ['x1', 'Great, appreciate it']]],
      ['12-15 09:55', 'p38', 'Grounded-summary numbers on the Northstar docs: hallucination 3.1% overall, 4.4% on discharge summaries. Main failure: dosage numbers copied from the wrong section.', [['me', 'That is a great grader test case. Can you share 20 examples so I can add them to the track?'], ['p38', 'Sending them today']]],
      ['12-17 17:10', 'p13', 'Public beta date confirmed: *March 10, 2026*. Feature freeze Feb 20. Lumen warning on hallucination rate > 2% until Lumen v1.0.', [], { reactions: { tada: 9 }, pin: true }],
      ['12-19 11:20', 'p44', 'New empty states and onboarding illustrations are in Figma. Feedback by Jan 5 please.', [['p29', 'These are lovely']]],
      ['12-23 10:15', 'p08', 'Citation chip fix for long PDFs shipped to the Northstar beta. Ethan confirmed it works.', [], { reactions: { white_check_mark: 6 } }],
    ],
  },
  {
    key: 'offsite', name: 'offsite-2026', created: '2025-11-10', creator: 'p05', bot: true, members: everyone,
    topic: 'Spring Offsite | Tahoe | Apr 14-16 | RSVP by Jan 16',
    purpose: 'Planning the 2026 spring offsite.',
    threads: [
      ['11-17 10:30', 'p05', 'Shortlist for the spring offsite: Tahoe (Granite Ridge Lodge), Sonoma, or Monterey. Vote with emoji: :mountain: Tahoe, :wine_glass: Sonoma, :ocean: Monterey', [['p17', 'Tahoe in April means spring skiing :ski:'], ['p24', 'Monterey aquarium though']], { reactions: { mountain: 27, wine_glass: 6, ocean: 9 } }],
      ['11-21 15:00', 'p05', 'Tahoe wins! Dates are April 14-16, 2026. Venue: Granite Ridge Lodge. More details soon.', [], { reactions: { tada: 20, mountain: 12 } }],
      ['12-01 11:40', 'p15', 'Transportation: a bus leaves the SF office at 8:00 AM on April 14 and returns on the 16th around 6 PM. NYC and remote folks get flights booked by us, send your preferred airport.', [['p36', 'JFK please'], ['p06', 'Calgary (YYC) for me'], ['p15', 'Noted both. Form coming so you do not have to post it here']]],
      ['12-03 09:20', 'p05', 'Budget is $1,150 per person all-in (lodging, food, activities, travel). If you need accessibility accommodations let me know privately.', []],
      ['12-12 17:35', 'p05', 'RSVP form is open, please fill it in by *January 16*. It asks for dietary needs, room sharing preference and activities.', [['me', 'Done! Signed up for the snowshoe hike'], ['p16', 'Done, I picked the ski lesson'], ['p21', 'Is there a vegan option for all meals?'], ['p05', 'Yes, the lodge does vegan/GF for every meal, just tick it in the form']], { reactions: { white_check_mark: 18 }, pin: true }],
      ['12-15 13:10', 'p25', 'Activities so far: guided snowshoe hike, beginner ski lesson, lake kayak (weather permitting), and a board game night. Ideas welcome!', [['p31', 'Trivia night with team themes?'], ['p12', 'A short talk track — 5-minute lightning talks?'], ['p25', 'Both great, adding them']]],
      ['12-18 10:05', 'p05', 'Room sharing: rooms are doubles by default. If you want a single, there is a $180 supplement the company does not cover.', [['p09', 'Can we pick roommates?'], ['p05', 'Yes, the form has a field for it']]],
      ['12-23 09:40', 'p15', 'Still missing 31 RSVPs. Deadline is Jan 16 so the lodge can finalize rooms.', [], { reactions: { eyes: 4 } }],
    ],
  },
  {
    key: 'incidents', name: 'incidents', created: '2022-01-10', creator: 'p02', bot: true,
    members: ['me', 'p02', 'p07', 'p12', 'p17', 'p22', 'p27', 'p32', 'p37', 'p42', 'p13', 'p18', 'p28', 'p43', 'p01'],
    topic: 'Active incidents only. Postmortems linked in thread.',
    purpose: 'Incident coordination for Harbor, Quill and internal services.',
    threads: [
      ['11-26 03:12', 'p32', ':rotating_light: INC-0398 Quill API 5xx spike (12% for 9 min) after a config push. Rolled back, recovered 03:21 PT.', [['p18', 'Postmortem Monday, it was the rate-limit config'], ['p32', 'Resolved.']]],
      ['12-09 13:30', 'p37', ':rotating_light: INC-0412 NCCL timeouts on Harbor jobs scheduled on rack 7. Multi-node jobs hang at all-reduce. Workaround: `--avoid-rack 7`.', [['p42', 'Looking at NIC firmware versions, rack 7 differs'], ['p11', 'Two of my RL runs died, resubmitted with the flag'], ['p37', 'Rack 7 cordoned for new multi-node jobs'], ['p42', 'Confirmed firmware mismatch. Temporary fix applied, full update needs a drain'], ['p37', 'INC-0412 mitigated 12-10 16:20 PT. Permanent fix: firmware update during the Jan 12-13 drain.']], { reactions: { eyes: 6 }, pin: true }],
      ['12-14 22:40', 'p12', ':rotating_light: INC-0415 Artifact store latency high (p99 8s). Cause: one storage node degraded. Failed over.', [['p12', 'Resolved 23:05 PT']]],
      ['12-26 07:55', 'p32', ':large_yellow_circle: Elevated queue wait times on Harbor research cohort (borrowing disabled by a quota sync bug). Fixed by re-running the sync.', [['me', 'That is why the nightly took 4h yesterday, thanks Maya'], ['p32', 'Yep, sorry about that']]],
    ],
  },
  {
    key: 'paperclub', name: 'paper-club', created: '2022-03-02', creator: 'p26', bot: true,
    members: ['me', 'p26', 'p01', 'p11', 'p16', 'p21', 'p31', 'p36', 'p41', 'p06', 'p03', 'p23', 'p38'],
    topic: 'Thursdays 12:30 PT | sign-up sheet in bookmarks',
    purpose: 'Weekly reading group.',
    threads: [
      ['11-18 12:00', 'p26', 'This Thursday: "LLM-as-a-judge reliability under distribution shift". {@me} is presenting.', [['me', 'Slides will be up Wednesday night']], { reactions: { books: 4 } }],
      ['11-21 13:40', 'me', 'Slides and notes from today are in the folder. Main takeaway for Lumen: calibrate judges per task family, not globally.', [['p41', 'Great session, the calibration plots were super clear']], { reactions: { clap: 6 } }],
      ['12-02 12:05', 'p26', 'Dec 4: Ava on "Retrieval-grounded summarization metrics". Dec 11: Ethan on reward hacking in browse agents. Dec 18: no session (party).', []],
      ['12-11 13:35', 'p11', 'Reward hacking notes posted. Spicy discussion on whether turn caps are cheating :sweat_smile:', [['p01', 'They are a guard rail, not cheating. Good talk']]],
      ['12-22 10:00', 'p26', 'January sign-ups are open. First session Jan 8: Harper on long-context evaluation.', [['p41', 'See you then']]],
    ],
  },
  {
    key: 'sfoffice', name: 'sf-office', created: '2021-05-03', creator: 'p15', bot: true,
    members: ['me', 'p15', 'p25', 'p01', 'p04', 'p07', 'p10', 'p12', 'p16', 'p20', 'p26', 'p27', 'p28', 'p29', 'p31', 'p33', 'p34', 'p37', 'p39', 'p42', 'p43', 'p44'],
    topic: 'SF office logistics | front desk 9-6',
    purpose: 'Everything about the San Francisco office.',
    threads: [
      ['11-18 08:30', 'p15', 'Badge readers on 4 get replaced tomorrow 7-9am. Use the side entrance.', []],
      ['11-24 09:15', 'p25', 'Thanksgiving lunch Tuesday 12:30 in the big kitchen. Potluck style, sign up in thread.', [['me', 'Bringing roasted squash salad'], ['p16', 'Pie. Obviously.'], ['p29', 'Mac and cheese']]],
      ['12-02 10:20', 'p15', 'Parking garage validation changes Jan 1: the building moves to app-based validation. Instructions coming.', []],
      ['12-09 11:45', 'p25', 'Desk moves: Research is moving to the north side of 4 on Dec 20. Label your stuff!', [['me', 'Do monitors move with us?'], ['p25', 'Yes, IT moves monitors and docks, you pack personal items']]],
      ['12-19 16:30', 'p15', 'Office is closed Dec 24 - Jan 1. Badge access still works if you really need to come in. Heat is on a reduced schedule.', []],
    ],
  },
  {
    key: 'helpit', name: 'help-it', created: '2021-04-20', creator: 'p02', bot: true, members: everyone,
    topic: 'IT help | urgent: page IT on-call',
    purpose: 'Ask IT for help. Please include your laptop model and what you already tried.',
    threads: [
      ['11-19 09:02', 'p36', 'VPN drops every ~20 min from the NYC coworking space. Anyone else?', [['p12', 'Their network blocks UDP after a while. Switch the VPN client to TCP mode'], ['p36', 'That fixed it, thanks!']]],
      ['12-01 14:10', 'me', 'My laptop refresh request has been pending for 3 weeks (ticket IT-2291). Is there an ETA?', [['p12', 'Shipment arrived Friday, you will get an email to pick it up at the front desk this week'], ['me', 'Great, thanks Owen']]],
      ['12-08 10:40', 'p09', 'Figma desktop keeps logging me out', [['p12', 'Known issue with the SSO session length, fixed after the Jan 6 SSO switch']]],
      ['12-22 10:30', 'p12', 'Reminder: SSO migration Jan 6. Please make sure your security key works before you leave for the holidays. Test page in thread.', [['me', 'Tested, works'], ['p17', 'Mine is lost somewhere in my apartment :melting_face:'], ['p12', 'Come by and pick up a spare before Dec 23']]],
    ],
  },
  {
    key: 'leads', name: 'research-leads', private: true, created: '2023-01-16', creator: 'p01', bot: true,
    members: ['me', 'p01', 'p26', 'p41', 'p02', 'p13'],
    topic: 'Research leads: staffing, priorities, compute',
    purpose: 'Private coordination for research leads.',
    threads: [
      ['11-20 17:05', 'p01', 'Heads up: Emma is taking over Lumen release management from the RC onward. James, please route eval questions to her.', [['p26', 'Sounds good'], ['me', 'Thanks Noah, happy to']]],
      ['12-02 16:30', 'p02', 'Research quota stays at 96 GPUs through Q1. If you need more for the v1.0 crunch, ask by Jan 15 so we can plan borrowing.', [['p01', 'Emma, can you estimate eval compute for the judge-v3 parallel week?'], ['me', 'Roughly 2x the nightly for one week, so ~32 GPUs overnight. Borrowing should cover it']]],
      ['12-10 18:20', 'p13', 'Applied needs a clear answer on whether Lumen v1.0 includes the grounded-summary track. It affects the Quill beta plan.', [['p01', 'Yes, it is in, but the gate only turns on after v1.0 is released on Mar 18'], ['p13', 'Thanks, that is what we need']]],
      ['12-17 15:00', 'p01', 'Q1 headcount: one RE req for eval approved. Emma, please help Noah C with the interview loop design.', [['me', 'Will do, I will draft a take-home based on a Lumen grader task']]],
    ],
  },
  {
    key: 'hiring', name: 'hiring-research', private: true, created: '2024-02-05', creator: 'p10', bot: false,
    members: ['p10', 'p01', 'p26', 'p41', 'p05'],
    topic: 'Research hiring pipeline (confidential)',
    purpose: 'Candidates and debriefs for research roles.',
    threads: [
      ['12-03 11:00', 'p10', 'Two RE candidates at onsite stage for the eval role, debriefs Thursday.', [['p01', 'I can do the Thursday debrief']]],
      ['12-11 15:30', 'p10', 'Offer accepted for the RL role, start date Feb 2.', [], { reactions: { tada: 4 } }],
    ],
  },
  {
    key: 'nyc', name: 'nyc-office', created: '2022-09-12', creator: 'p36', bot: false,
    members: ['p36', 'p21', 'p41', 'p03', 'p38', 'p02', 'p14', 'p17', 'p24', 'p35'],
    topic: 'NYC office | move to the new space Jan 12',
    purpose: 'New York office logistics.',
    threads: [
      ['11-20 09:30', 'p35', 'The new NYC office move is scheduled for January 12. Packing crates arrive Jan 5.', [['p21', 'Will we have a quiet room?'], ['p35', 'Two phone booths and one quiet room, yes']]],
      ['12-04 12:20', 'p14', 'NYC holiday dinner Dec 16 at 7pm, reservation for 10.', [['p03', 'Count me in'], ['p17', 'Me too']]],
    ],
  },
  {
    key: 'hackathon', name: 'q3-hackathon', archived: true, created: '2025-07-01', creator: 'p12', bot: true,
    members: ['me', 'p12', 'p16', 'p29', 'p33', 'p08', 'p31'],
    topic: 'Q3 hackathon (archived)',
    purpose: 'Q3 2025 hackathon coordination.',
    threads: [
      ['11-17 10:00', 'p12', 'Final hackathon wrap-up: the Lumen trace viewer is being productized by Research, the Quill tone slider shipped. Archiving this channel on Friday.', [['me', 'Trace viewer is on the v1.0 roadmap :lumen:']]],
    ],
  },
  {
    key: 'northstar', name: 'ext-northstar-pilot', created: '2025-10-27', creator: 'p13', bot: true, shared: true,
    members: ['me', 'p13', 'p38', 'p08', 'p43', 'p03', 'x1', 'x5'],
    topic: 'Brightline x Northstar Health | Quill private beta',
    purpose: 'Shared channel with Northstar Health for the Quill pilot.',
    threads: [
      ['11-18 10:15', 'x5', 'Thanks for the week 2 report. Our CMO asked whether you can share the evaluation methodology behind the accuracy numbers.', [['p13', 'Absolutely. Emma leads our evaluation work, she can walk you through it'], ['me', 'Happy to. I can send a short methodology note and we can do a 30 min call next week'], ['x5', 'That would be great. Tuesday or Wednesday works for us']]],
      ['11-25 11:00', 'me', 'As promised, a summary of how we evaluate Quill for the pilot: we use our Lumen harness with a grounded-summary track; each summary is checked claim-by-claim against the source document, and a second grader checks citations. I will share the full note by email.', [['x1', 'Very helpful, thank you Emma']]],
      ['12-03 14:40', 'x1', 'Update from our side: 42 clinicians active, 11 more joining in January. Can the pilot extend through February?', [['p13', 'Yes, we will extend the private beta through February, public beta is planned for March 10'], ['x1', 'Perfect']]],
      ['12-15 10:30', 'p38', 'Sharing early results on discharge summaries: 4.4% of summaries had at least one unsupported claim, mostly dosage numbers. We are working on a fix and will share re-test results in January.', [['x5', 'Appreciate the transparency. Dosage errors are exactly what we worry about'], ['me', 'We are adding your examples to our evaluation set so regressions get caught automatically']]],
      ['12-23 09:55', 'x1', 'Happy holidays from the Northstar team! Talk in January.', [['p13', 'Happy holidays Ethan and Ava!']], { reactions: { christmas_tree: 4 } }],
    ],
  },
  {
    key: 'lumenci', name: 'lumen-ci', created: '2025-03-03', creator: 'p16', bot: true,
    members: ['me', 'p16', 'p01', 'p11', 'p21', 'p26', 'p36', 'p08', 'lumenci'],
    topic: 'Nightly Lumen runs (bot) | discuss in #lumen-eval',
    purpose: 'Automated nightly results from Lumen CI.',
    threads: [],
  },
  {
    key: 'deploys', name: 'deploys', created: '2021-09-14', creator: 'p12', bot: true,
    members: ['me', 'p12', 'p02', 'p07', 'p17', 'p27', 'p32', 'p37', 'p42', 'p08', 'p18', 'p28', 'p33', 'p43', 'p16', 'deploybot', 'pager'],
    topic: 'Deploy log (bot). Production freeze Dec 22 - Jan 2.',
    purpose: 'Every deploy to staging and production is announced here.',
    threads: [],
  },
  {
    key: 'standup', name: 'research-standup', created: '2024-01-08', creator: 'p01', bot: true,
    members: ['me', 'p01', 'p11', 'p16', 'p21', 'p26', 'standup'],
    topic: 'Async standup: reply in the thread before 11am PT',
    purpose: 'Daily async standup for the eval pod.',
    threads: [],
  },
];

// The assistant's DM with Emma: notes the app left her before the snapshot.
export const BOT_DM = [
  ['12-05 08:00', 'bot', 'Reminder: Lumen leaderboard refresh today at 4pm PT.'],
  ['12-12 08:00', 'bot', 'Reminder: cut the Lumen v0.9 RC today (checklist pinned in #lumen-eval).'],
  ['12-12 18:10', 'me', 'done, thanks'],
  ['12-19 08:00', 'bot', 'Reminder: weekly leaderboard refresh at 4pm PT.'],
  ['12-29 08:30', 'bot', 'You asked me to remind you: run the LUM-231 reproducibility check (10 repeated runs).'],
];

// Bot traffic and the daily async standup, drawn from the seeded generator `g` (see build.mjs):
// g.days(from, to) lists local dates, g.weekday(date) is 0 (Sun) … 6, g.int(lo, hi), g.pick(xs),
// g.chance(p), g.fixed(x, digits).
export function generated(g) {
  const out = [];
  const freezeFrom = '2025-12-22';
  for (const day of g.days('2025-11-17', '2025-12-31')) {
    // Lumen CI nightly: Dockside until Dec 10, Harbor from Dec 11 (2h05m), slow on Dec 26 (quota bug).
    const onHarbor = day >= '2025-12-11';
    const tasks = day >= '2025-11-17' ? 1240 : 1326;
    const fixed = day >= '2025-12-17';
    const overall = g.fixed(71.6 + (fixed ? 0.5 : 0) + (g.int(-4, 4) / 10), 1);
    const tool = g.fixed(61.8 + (fixed ? 1.1 : 0) + (g.int(-6, 6) / 10), 1);
    const longform = g.fixed(74.2 + g.int(-5, 5) / 10, 1);
    const minutes = day === '2025-12-26' ? 241 : onHarbor ? 125 + g.int(-6, 9) : 220 + g.int(-10, 15);
    const dur = `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
    const graderErr = fixed ? g.int(2, 9) : g.int(38, 61);
    const status = g.chance(0.06) ? ':x: *FAILED* (runner lost 2 shards, partial results)' : ':white_check_mark: *passed*';
    out.push({
      channel: 'lumenci', at: `${day.slice(5)} 06:${String(g.int(4, 29)).padStart(2, '0')}`, by: 'lumenci',
      text: `Nightly ${day} ${status}\n• suite: ${tasks} tasks on ${onHarbor ? 'Harbor (queue `lumen-eval`)' : 'Dockside'} in ${dur}\n• pass@1 overall ${overall} | tool-use ${tool} | long-form ${longform}\n• ${fixed ? 'grader_error' : 'grader timeouts'}: ${graderErr}`,
    });
  }
  const services = [['quill-api', 2, 14], ['quill-web', 1, 31], ['lumen-dashboard', 0, 9], ['harbor-scheduler', 3, 2], ['eval-runner', 0, 22]];
  const deployers = { 'quill-api': ['p08', 'p33', 'p18'], 'quill-web': ['p33', 'p08', 'p28'], 'lumen-dashboard': ['p16', 'me'], 'harbor-scheduler': ['p17', 'p27', 'p12'], 'eval-runner': ['me', 'p16', 'p11'] };
  const patch = {};
  for (const day of g.days('2025-11-17', '2025-12-31')) {
    const wd = g.weekday(day);
    if (wd === 0 || wd === 6) continue;
    const n = g.int(0, 3);
    for (let i = 0; i < n; i += 1) {
      const [svc, major, minor] = g.pick(services);
      patch[svc] = (patch[svc] || 0) + 1;
      const version = `v${major}.${minor + Math.floor(patch[svc] / 4)}.${patch[svc] % 4}`;
      const env = day >= freezeFrom ? 'staging' : g.chance(0.55) ? 'production' : 'staging';
      const who = g.pick(deployers[svc]);
      const secs = g.int(70, 420);
      out.push({
        channel: 'deploys', at: `${day.slice(5)} ${String(g.int(10, 17)).padStart(2, '0')}:${String(g.int(0, 59)).padStart(2, '0')}`, by: 'deploybot',
        text: `:rocket: \`${svc}\` ${version} deployed to *${env}* by {@${who}} (${Math.floor(secs / 60)}m ${secs % 60}s)`,
      });
    }
  }
  const pools = {
    me: {
      early: ['Dedup comparison for Friday', 'Spec for the grounded-summary track (120-150 tasks)', 'Reviewing James\'s tool-use writeup', 'Nightly concurrency back to 32', 'Pass@5 weekly job'],
      mid: ['RC checklist and release notes review', 'Moving the nightly to Harbor', 'LUM-231 repro: few-shot shuffle seed', 'Cut v0.9 RC', 'Northstar methodology note'],
      late: ['Cut v0.9.1 with the LUM-217 fix', 'LUM-231 fix: seed from run seed + task id', 'Judge-v3 parallel run plan', 'Interview take-home draft', 'Reproducibility check (10 runs)'],
      blockers: ['none', 'none', 'waiting on Harbor quota for the parallel judge week', 'none', 'review for the LUM-231 PR'],
    },
    p16: {
      early: ['LUM-217 repro', 'Dashboard grader_error column', 'Nightly slowdown investigation'],
      mid: ['LUM-217: timeout 90s + retry', 'grader_error status plumbing', 'Reviewing the RC checklist'],
      late: ['LUM-217 merged, watching nightly', 'Retry-loop detection as failure', 'Cleaning up old branches'],
      blockers: ['none', 'none', 'flaky CI runner on Dockside'],
    },
    p11: {
      early: ['RL sweep analysis', 'Turn cap ablation', 'Browse env fixes'],
      mid: ['Moving RL jobs to Harbor', 'Rack 7 reruns (INC-0412)', 'Reward hacking talk prep'],
      late: ['Long-horizon eval ideas for Q1', 'RL env library cleanup', 'Reading'],
      blockers: ['none', 'queue wait on Dockside', 'none'],
    },
    p21: {
      early: ['pass@k writeup', 'Weekly leaderboard job', 'Agent failure taxonomy'],
      mid: ['Release notes draft', 'Retry-forever failure analysis', 'pass@5 on the weekly run'],
      late: ['Grounded-summary numbers for Quill', 'Leaderboard cleanup', 'Q1 bets'],
      blockers: ['none', 'none', 'need the Quill docs from Ella V'],
    },
    p26: {
      early: ['Tool-use writeup', 'Rerun plan on the deduped suite', 'Paper club schedule'],
      mid: ['Few-shot variance report', 'Appendix reviews', 'Baseline checkpoints before Dockside goes away'],
      late: ['Rerun on 1,240 tasks', 'LUM-231 review', 'Q1 bets'],
      blockers: ['none', 'none', 'Dockside queue'],
    },
  };
  for (const day of g.days('2025-11-17', '2025-12-23')) {
    const wd = g.weekday(day);
    if (wd === 0 || wd === 6) continue;
    const phase = day < '2025-12-04' ? 'early' : day < '2025-12-15' ? 'mid' : 'late';
    const label = g.dayLabel(day);
    const replies = [];
    for (const who of ['me', 'p16', 'p11', 'p21', 'p26']) {
      if (who !== 'me' && g.chance(0.3)) continue;
      if (who === 'me' && g.chance(0.1)) continue;
      const p = pools[who];
      const y = g.pick(p[phase]);
      let t = g.pick(p[phase]);
      if (t === y) t = g.pick(p[phase === 'early' ? 'mid' : 'late']);
      replies.push([who, `*Yesterday:* ${y}\n*Today:* ${t}\n*Blockers:* ${g.pick(p.blockers)}`]);
    }
    out.push({ channel: 'standup', at: `${day.slice(5)} 09:00`, by: 'standup', text: `:sunrise: Standup for ${label}. Reply in thread: yesterday / today / blockers.`, replies });
  }
  return out;
}
