// Authored Lark content for Emma Clark (Brightline Labs, on Lark — larksuite.com). People are roster
// keys (snapshots/personas/emma-clark.json): `me` is Emma, p01…p44 colleagues, x1…x5 outside
// contacts; `bot` is the app the MCP server runs as (Brightline Assistant), `ci` the Lumen CI app.
// Times are Pacific (UTC-8, the snapshot spans no DST change). Format: see li-ming.content.mjs;
// chat lines are `MM-DD HH:MM speaker | text` (July–December is 2025, January 2026).
//
// Brightline keeps its project groups, calendars, Bases and docs on Lark (Slack stays for
// company-wide channels), so the facts are the ones of Emma's Slack and mailbox:
//   Lumen Eval Suite: v0.9 RC cut Dec 12, v0.9.1 (LUM-217 fix by Grace Patel: 90 s timeout + one
//     retry, grader_error status) Dec 17; 1,240 tasks after pruning 86 duplicates; grader agreement
//     91.4% vs 95% target; LUM-231 (few-shot seed leakage) owned by Emma, fix due Jan 9, 10/10
//     reproducibility runs at 70.1; Q1 readout with Noah Brooks Jan 9; judge-v3 migration the week
//     of Jan 12 (one week in parallel); leaderboard Fridays 4 pm PT; eval freeze Feb 27, v1.0 Mar 18.
//   Harbor GPU Cluster: 64 nodes x 8 GPUs; research quota 96, lumen-eval 16 guaranteed (borrow up
//     to 48); nightly on Harbor since Dec 11 (2h05m vs 3h40m on Dockside); INC-0412 (rack 7 NIC
//     firmware) Dec 9-10, drain Jan 12-13; cutover Jan 20, Dockside read-only Jan 27, decommissioned
//     Feb 6; office hours Tue/Thu 2-3 pm PT.
//   Quill: private beta with Northstar Health; design review Jan 8 11 am; grounded-summary
//     hallucination 3.1% (4.4% on discharge summaries) vs < 2%; feature freeze Feb 20, public beta
//     Mar 10.
//   Spring Offsite: Tahoe, Apr 14-16, Granite Ridge Lodge; RSVP by Jan 16; bus 8:00 from the SF
//     office; $1,150 per person.

const ALL = ['me'].concat(Array.from({ length: 44 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`));
const SF = ['me', 'p01', 'p04', 'p07', 'p10', 'p12', 'p15', 'p16', 'p20', 'p25', 'p26', 'p27', 'p28', 'p29', 'p31', 'p33', 'p34', 'p37', 'p39', 'p42', 'p43', 'p44'];
const RESEARCH = ['me', 'p01', 'p06', 'p11', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41'];
const LUMEN = ['p11', 'p16', 'p21', 'p26', 'p31'];

export const DEPARTMENTS = [
  { team: 'Research', department_id: 'D100', name: 'Research' },
  { team: 'Platform', department_id: 'D200', name: 'Platform' },
  { team: 'Applied', department_id: 'D300', name: 'Applied' },
  { team: 'Design', department_id: 'D400', name: 'Design' },
  { team: 'People', department_id: 'D500', name: 'People' },
];

export const RESIGNED = {
  key: 'former',
  name: 'Tyler Brandt',
  first_name: 'Tyler',
  last_name: 'Brandt',
  email: 'tyler.brandt@brightline-labs.example',
  mobile: '+1 415 555 0188',
  team: 'Research',
  title: 'Research Engineer',
  city: 'San Francisco',
};

export const ROOMS = [
  { key: 'goldengate', name: 'SF-4F-Golden Gate (12)', capacity: 12, building: '500 Howard St, San Francisco, 4F', floor: '4F' },
  { key: 'presidio', name: 'SF-4F-Presidio (6)', capacity: 6, building: '500 Howard St, San Francisco, 4F', floor: '4F' },
  { key: 'hudson', name: 'NYC-11F-Hudson (8)', capacity: 8, building: '85 Broad St, New York, 11F', floor: '11F' },
  { key: 'rainier', name: 'SEA-3F-Rainier (6)', capacity: 6, building: '1201 2nd Ave, Seattle, 3F', floor: '3F' },
];

export const CALENDARS = [
  { key: 'me', owner: 'me', type: 'primary', permissions: 'show_only_free_busy', color: -14513409, acl: { me: 'owner', bot: 'writer' } },
  { key: 'bot', owner: 'bot', type: 'primary', permissions: 'private', color: -1, acl: { bot: 'owner' } },
  {
    key: 'lumen', owner: 'me', type: 'shared', permissions: 'public', color: -42190,
    summary: 'Lumen Eval Suite',
    description: 'Lumen milestones, syncs and the weekly leaderboard refresh (Fridays 4 pm PT). v1.0 ships Mar 18.',
    acl: { me: 'owner', bot: 'writer', p01: 'writer', p16: 'writer', p11: 'reader', p21: 'reader', p26: 'reader', p31: 'reader', p36: 'reader' },
  },
  {
    key: 'research', owner: 'p01', type: 'shared', permissions: 'public', color: -6689535,
    summary: 'Research Team',
    description: 'Research team rituals, planning, reading group and socials.',
    acl: { p01: 'owner', me: 'writer', bot: 'writer', p06: 'reader', p11: 'reader', p16: 'reader', p21: 'reader', p26: 'reader', p31: 'reader', p36: 'reader', p41: 'reader' },
  },
  {
    key: 'harbor', owner: 'p02', type: 'shared', permissions: 'public', color: -16745729,
    summary: 'Harbor Migration',
    description: 'Dockside → Harbor: office hours, maintenance windows, cutover (Jan 20) and decommission (Feb 6).',
    acl: { p02: 'owner', p17: 'writer', p32: 'writer', p42: 'writer', me: 'reader', bot: 'reader', p11: 'reader', p16: 'reader' },
  },
  {
    key: 'offsite', owner: 'p05', type: 'shared', permissions: 'private', color: -10040065,
    summary: 'Spring Offsite 2026',
    description: 'Tahoe, Apr 14-16, Granite Ridge Lodge. RSVP by Jan 16. Committee calendar.',
    acl: { p05: 'owner', p15: 'writer', p25: 'writer', me: 'reader' },
  },
];

const PT = { vchat: 'none' };

export const EVENTS = {
  me: [
    { summary: 'Office reopens after the winter break', start: '2026-01-02', end: '2026-01-02', allDay: true, ...PT, created: '2025-12-15 10:00', organizer: 'p15', with: ['me'],
      description: 'Office closed Dec 24 - Jan 1. Badge access resumes Jan 2 at 7:00.' },
    { summary: 'Focus: LUM-231 review follow-ups', start: '2026-01-05 09:00', end: '2026-01-05 11:00', ...PT, attendee_ability: 'none', created: '2025-12-30 17:30',
      description: 'Address review comments on the LUM-231 PR (seed = run seed + task id) before the Jan 9 readout.' },
    { summary: '1:1 Emma / Noah', start: '2026-01-06 10:30', end: '2026-01-06 11:00', recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=8', with: ['p01'], room: 'presidio', created: '2025-12-10 09:00',
      description: 'Weekly 1:1. Running topics: Lumen v1.0 scope, judge-v3 plan, promotion packet.' },
    { summary: 'SSO switch — sign in again on all devices', start: '2026-01-06', end: '2026-01-06', allDay: true, ...PT, organizer: 'p12', with: ['me'], created: '2025-12-18 12:00',
      description: 'IT moves every app to the new SSO provider on Jan 6. Expect to re-authenticate Lark, GitHub and Harbor.' },
    { summary: 'Harbor quota review (January)', start: '2026-01-07 10:00', end: '2026-01-07 10:30', with: ['p17', 'p22'], created: '2025-12-18 16:00',
      description: 'Confirm research 96 GPUs, lumen-eval 16 guaranteed + borrowing up to 48 after the cutover.' },
    { summary: 'Interview: Research Engineer (eval) — technical', start: '2026-01-07 13:00', end: '2026-01-07 14:00', organizer: 'p10', with: ['me', 'p16'], visibility: 'private', created: '2025-12-19 11:00',
      description: 'Onsite loop, eval-infra focus. Emma: harness design; Grace: debugging exercise.' },
    { summary: 'Quill design review (March beta)', start: '2026-01-08 11:00', end: '2026-01-08 12:00', organizer: 'p09', with: ['me', 'p04', 'p13', 'p08', 'p34', 'p29'], room: 'goldengate', created: '2025-12-09 15:05',
      description: 'Onboarding flow v3 (Julian), empty states, and the eval dashboard section (Emma).' },
    { summary: '1:1 Emma / Grace Patel', start: '2026-01-08 15:00', end: '2026-01-08 15:30', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=4', with: ['p16'], created: '2025-12-12 10:00',
      description: 'Biweekly. Judge-v3 calibration, grader_error dashboard, Grace\'s project ideas.' },
    { summary: 'Interview debrief: RE (eval)', start: '2026-01-08 16:00', end: '2026-01-08 16:30', organizer: 'p10', with: ['me', 'p01', 'p16', 'p21'], visibility: 'private', created: '2025-12-19 11:05' },
    { summary: 'Lumen Q1 readout with Noah', start: '2026-01-09 14:00', end: '2026-01-09 15:00', with: ['p01'], room: 'presidio', created: '2025-12-16 10:00',
      description: 'v0.9.1 results, LUM-231 fix (due today), judge-v3 migration plan, v1.0 scope (eval freeze Feb 27).' },
    { summary: 'LUM-231 fix due', start: '2026-01-09', end: '2026-01-09', allDay: true, ...PT, created: '2025-12-04 15:00',
      description: 'Few-shot seed leakage: shuffle seed must derive from the run seed + task id.' },
    { summary: 'Run: Embarcadero 10k', start: '2026-01-11 07:30', end: '2026-01-11 08:45', ...PT, visibility: 'private', created: '2025-12-20 21:00',
      location: { name: 'Ferry Building', address: '1 Ferry Building, San Francisco' } },
    { summary: 'Dentist', start: '2026-01-13 08:00', end: '2026-01-13 09:00', ...PT, visibility: 'private', attendee_ability: 'none', remind: 60, created: '2025-12-02 19:00',
      location: { name: 'Mission Dental', address: '2200 Mission St, San Francisco' } },
    { summary: 'Quill grounded-summary grader validation', start: '2026-01-13 13:00', end: '2026-01-13 14:00', with: ['p38', 'p23', 'p08'], created: '2025-12-19 16:30',
      description: 'Validate the grounded-summary grader on the 20 Northstar examples (dosage copied from the wrong section). Current rate 3.1%, 4.4% on discharge summaries.' },
    { summary: 'Recruiting sync (eval RE req)', start: '2026-01-13 16:30', end: '2026-01-13 17:00', organizer: 'p10', with: ['me', 'p01'], created: '2025-12-22 09:30' },
    { summary: 'Coffee with Noah Evans', start: '2026-01-14 08:30', end: '2026-01-14 09:15', ...PT, with: ['x3'], created: '2025-12-28 18:40',
      location: { name: 'Sightglass Coffee', address: '270 7th St, San Francisco' }, description: 'He is benchmarking judges at UniEval too — compare notes on agreement metrics.' },
    { summary: 'Dockside cron migration check-in', start: '2026-01-14 11:00', end: '2026-01-14 11:30', organizer: 'p02', with: ['me', 'p06', 'p13'], created: '2025-12-12 10:30',
      description: 'Remaining crons before the Jan 20 cutover: Isaac\'s data refresh, Noah F\'s checkpoint sync, Applied\'s Quill batch evals. Emma\'s nightly already runs on Harbor.' },
    { summary: 'Paper club: LLM-as-judge calibration', start: '2026-01-15 12:00', end: '2026-01-15 13:00', organizer: 'p26', with: ['me', 'p41', 'p21', 'p11', 'p36'], room: 'goldengate', created: '2025-12-17 14:00',
      description: 'Lunch provided. Reading: judge agreement vs. human raters, position bias.' },
    { summary: 'Lumen × Quill: hallucination warning', start: '2026-01-15 15:00', end: '2026-01-15 15:30', with: ['p43', 'p13'], created: '2025-12-17 17:30',
      description: 'Lumen warns (does not gate) when the grounded-summary hallucination rate is above 2%, until Lumen v1.0.' },
    { summary: 'Research team lunch', start: '2026-01-16 12:00', end: '2026-01-16 13:30', ...PT, with: ['p01', 'p16', 'p11', 'p26', 'p31', 'p41'], created: '2025-12-23 11:00',
      location: { name: 'Souvla', address: '517 Hayes St, San Francisco' } },
    { summary: 'Harbor cutover: verify lumen nightly', start: '2026-01-20 07:30', end: '2026-01-20 08:30', with: ['p32', 'p42'], created: '2025-12-12 10:20',
      description: 'First nightly after the cutover. Check queue lumen-eval, borrowing and the grader_error count.' },
    { summary: 'Northstar Health eval sync', start: '2026-01-21 09:00', end: '2026-01-21 10:00', with: ['x1', 'x5', 'p13', 'p38'],
      vchat: { vc_type: 'third_party', icon_type: 'default', description: 'Northstar Zoom', meeting_url: 'https://northstar-health.zoom.example/j/91130457721' }, created: '2025-12-18 09:15',
      description: 'Share the grounded-summary track design and the 20 discharge-summary failures.' },
    { summary: 'Design crit: Lumen dashboard (grader_error column)', start: '2026-01-21 13:00', end: '2026-01-21 14:00', with: ['p09', 'p29', 'p16'], created: '2025-12-22 13:00' },
    { summary: 'Research H1 planning', start: '2026-01-22 13:00', end: '2026-01-22 15:00', organizer: 'p01', with: ['me', 'p06', 'p11', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41'], room: 'goldengate', created: '2025-12-19 17:00',
      description: 'H1 goals per project. Bring a one-pager: what shipped in Q4, what ships by June.' },
    { summary: 'Self-review due (H1 cycle)', start: '2026-01-23', end: '2026-01-23', allDay: true, ...PT, organizer: 'p05', with: ['me'], created: '2025-12-15 09:00' },
    { summary: 'Applied × Lumen: Quill eval planning', start: '2026-01-26 10:00', end: '2026-01-26 11:00', organizer: 'p13', with: ['me', 'p38', 'p08', 'p43'], created: '2025-12-23 10:00' },
    { summary: 'NYC office visit', start: '2026-01-28', end: '2026-01-29', allDay: true, ...PT, free: 'busy', created: '2025-12-20 20:10',
      description: 'UA 1796 SFO 07:05 → EWR Jan 28; back UA 2131 Jan 29 18:10. Hotel: The Wall Street Inn.' },
    { summary: 'Lumen × NYC research sync', start: '2026-01-28 12:00', end: '2026-01-28 13:00', with: ['p21', 'p36', 'p41'], room: 'hudson', created: '2025-12-20 20:20',
      description: 'In person in NYC (9 am ET is too early for the flight, so noon PT = 3 pm ET).' },
    { summary: 'Mentoring: Owen Lopez', start: '2026-01-29 16:00', end: '2026-01-29 16:30', with: ['p31'], created: '2025-12-30 10:00' },
    { summary: 'EvalWorkshop submission deadline', start: '2026-01-30', end: '2026-01-30', allDay: true, ...PT, created: '2025-12-08 21:00',
      description: 'Judge reliability paper (with James Coleman).' },
  ],
  bot: [
    { summary: 'Daily digest: Lumen nightly status', start: '2026-01-05 08:00', end: '2026-01-05 08:10', ...PT, attendee_ability: 'none', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260227T235959Z', created: '2025-12-31 10:00',
      description: 'The assistant posts the nightly Lumen score and grader_error count to Emma every weekday morning.' },
  ],
  lumen: [
    { summary: 'Lumen v0.9 RC cut', start: '2025-12-12', end: '2025-12-12', allDay: true, ...PT, created: '2025-11-21 16:00', description: 'Tag v0.9.0-rc1. 1,240 tasks.' },
    { summary: 'Lumen v0.9.1 release (LUM-217 fix)', start: '2025-12-17 10:00', end: '2025-12-17 10:30', with: ['p16'], created: '2025-12-16 16:00' },
    { summary: 'Lumen weekly sync', start: '2026-01-05 10:00', end: '2026-01-05 10:45', recurrence: 'FREQ=WEEKLY;BYDAY=MO;COUNT=10', with: LUMEN, room: 'presidio', created: '2025-12-15 10:00',
      description: 'Nightly trends, open LUM issues, release checklist.' },
    { summary: 'Leaderboard refresh', start: '2026-01-09 16:00', end: '2026-01-09 16:15', ...PT, recurrence: 'FREQ=WEEKLY;BYDAY=FR;COUNT=10', attendee_ability: 'none', remind: 30, created: '2025-12-05 16:10',
      description: 'Weekly pass@5 leaderboard run; results posted in the Lumen group.' },
    { summary: 'Judge-v3 migration week', start: '2026-01-12', end: '2026-01-16', allDay: true, ...PT, created: '2025-12-18 11:20',
      description: 'judge-v3 runs in parallel with judge-v2 for a week; switch over once agreement ≥ 95%.' },
    { summary: 'Judge-v3 parallel run kickoff', start: '2026-01-12 10:00', end: '2026-01-12 10:30', with: ['p16', 'p26', 'p21'], created: '2025-12-18 11:25' },
    { summary: 'Judge-v3 go/no-go', start: '2026-01-16 11:00', end: '2026-01-16 11:30', with: ['p01', 'p16', 'p26'], created: '2025-12-18 11:30',
      description: 'Switch the nightly to judge-v3 if agreement with human labels ≥ 95% (judge-v2: 91.4%).' },
    { summary: 'Lumen v1.0 eval freeze', start: '2026-02-27', end: '2026-02-27', allDay: true, ...PT, created: '2025-12-12 18:30' },
    { summary: 'Lumen v1.0 release', start: '2026-03-18', end: '2026-03-18', allDay: true, ...PT, created: '2025-12-12 18:31' },
    { summary: 'Quill public beta (Lumen warning live)', start: '2026-03-10', end: '2026-03-10', allDay: true, ...PT, created: '2025-12-17 17:20' },
  ],
  research: [
    { summary: 'Holiday party (SF office)', start: '2025-12-18 17:30', end: '2025-12-18 20:30', ...PT, with: RESEARCH, created: '2025-12-03 10:44',
      location: { name: 'SF office, 4F lounge', address: '500 Howard St, San Francisco' } },
    { summary: 'Research team meeting', start: '2026-01-07 11:00', end: '2026-01-07 12:00', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;COUNT=6', with: RESEARCH, room: 'goldengate', created: '2025-12-10 12:00',
      description: 'Biweekly. Project updates and one deep dive.' },
    { summary: 'Reading group: agent benchmarks', start: '2026-01-21 12:00', end: '2026-01-21 13:00', with: ['p26', 'p41', 'p11', 'p21', 'me'], created: '2025-12-17 14:10' },
    { summary: 'Research demo afternoon', start: '2026-01-30 15:00', end: '2026-01-30 17:00', with: RESEARCH.concat(['p13', 'p43']), room: 'goldengate', created: '2025-12-19 17:10',
      description: 'Each project demos for 10 minutes. Lumen: judge-v3 and the grader_error dashboard.' },
  ],
  harbor: [
    { summary: 'INC-0412 postmortem', start: '2025-12-15 11:00', end: '2025-12-15 12:00', with: ['p42', 'p37', 'p11', 'me'], created: '2025-12-10 17:00',
      description: 'NCCL timeouts on rack 7: NIC firmware mismatch. Temporary fix in place; full update during the Jan 12-13 drain.' },
    { summary: 'Harbor office hours', start: '2026-01-06 14:00', end: '2026-01-06 15:00', recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20260205T235959Z', with: ['p32', 'p17'], created: '2025-12-01 09:10',
      description: 'Drop-in: quotas, priorities, preemption, migration questions.' },
    { summary: 'Rack 7 drain: NIC firmware update', start: '2026-01-12', end: '2026-01-13', allDay: true, ...PT, free: 'busy', created: '2025-12-10 16:30',
      description: 'Rack 7 cordoned; capacity drops by 8 nodes for two days.' },
    { summary: 'Harbor cutover: scheduled jobs move', start: '2026-01-20', end: '2026-01-20', allDay: true, ...PT, created: '2025-12-12 10:00',
      description: 'All scheduled jobs run on Harbor from Jan 20. Migrate cron jobs before.' },
    { summary: 'Dockside read-only', start: '2026-01-27', end: '2026-01-27', allDay: true, ...PT, created: '2025-12-12 10:01' },
    { summary: 'NCCL tuning readout', start: '2026-01-27 14:00', end: '2026-01-27 15:00', with: ['p42', 'p37', 'p11', 'me'], created: '2025-12-30 10:20',
      description: 'Lift the 32-node job limit after tuning?' },
    { summary: 'Dockside decommissioned', start: '2026-02-06', end: '2026-02-06', allDay: true, ...PT, created: '2025-12-12 10:02',
      description: '/data/cache symlink to /harbor/cache is removed.' },
  ],
  offsite: [
    { summary: 'Offsite RSVP deadline', start: '2026-01-16', end: '2026-01-16', allDay: true, ...PT, created: '2025-12-12 17:35',
      description: 'Dietary needs, room sharing preference and activities. 31 RSVPs were still missing on Dec 23.' },
    { summary: 'Offsite planning committee', start: '2026-01-20 11:00', end: '2026-01-20 11:45', with: ['p15', 'p25', 'me'], created: '2025-12-29 12:00',
      description: 'Room list for the lodge, activity sign-ups, lightning talk slots.' },
    { summary: 'Offsite session proposals due', start: '2026-02-13', end: '2026-02-13', allDay: true, ...PT, created: '2025-12-29 12:05' },
    { summary: 'Bus to Tahoe departs SF office', start: '2026-04-14 08:00', end: '2026-04-14 08:30', ...PT, created: '2025-12-01 11:40',
      location: { name: 'SF office lobby', address: '500 Howard St, San Francisco' } },
    { summary: 'Spring Offsite — Tahoe', start: '2026-04-14', end: '2026-04-16', allDay: true, ...PT, free: 'busy', created: '2025-11-21 15:00',
      location: { name: 'Granite Ridge Lodge', address: 'Lake Tahoe, CA' }, description: '$1,150 per person all-in. Bus back on the 16th around 6 PM.' },
  ],
};

// Primary calendars of a few colleagues (visible only to their owners; they count in free/busy).
export const COLLEAGUE_CALENDARS = [
  { owner: 'p01', color: -1, events: [
    { summary: 'Leadership offsite', start: '2026-01-14', end: '2026-01-15', allDay: true, ...PT, free: 'busy', created: '2025-12-01 09:00' },
    { summary: 'Board prep', start: '2026-01-20 13:00', end: '2026-01-20 15:00', ...PT, created: '2025-12-01 09:05' },
  ] },
  { owner: 'p16', color: -1, events: [
    { summary: 'Judge-v3 calibration block', start: '2026-01-13 09:00', end: '2026-01-13 11:00', ...PT, attendee_ability: 'none', created: '2025-12-20 10:00' },
    { summary: 'PTO', start: '2026-01-22', end: '2026-01-23', allDay: true, ...PT, free: 'busy', created: '2025-12-05 10:00' },
  ] },
  { owner: 'p02', color: -1, events: [
    { summary: 'GPU vendor call', start: '2026-01-15 09:00', end: '2026-01-15 10:00', created: '2025-12-20 11:00' },
  ] },
];

// ---------------------------------------------------------------------------------------------
// Chats. Nightly CI cards and the assistant's morning digests are generated (deterministically)
// and merged into the authored lines by time.

/** Lines sorted by time (`MM-DD HH:MM`, July–December before January), authored first on ties. */
function merged(...scripts) {
  const key = (l) => `${Number(l.slice(0, 2)) >= 7 ? '0' : '1'}${l.slice(0, 11)}`;
  const lines = scripts.flatMap((s) => s.split('\n').map((l) => l.trim()).filter(Boolean));
  return '\n' + lines.map((l, i) => [key(l), i, l]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1])).map((x) => x[2]).join('\n') + '\n';
}

/** A small deterministic wobble (0…n-1) from a day label, so generated numbers vary. */
function wobble(label, n) {
  let h = 7;
  for (const ch of label) h = (h * 31 + ch.charCodeAt(0)) % 1000003;
  return h % n;
}

const DECEMBER = Array.from({ length: 31 }, (_, i) => `12-${String(i + 1).padStart(2, '0')}`);
const AUTHORED_NIGHTLIES = ['12-01', '12-12', '12-18', '12-26', '12-31'];

// Nightly Lumen runs in December: Dockside until Dec 10, Harbor from Dec 11; v0.9.1 (grader_error
// status, fewer spurious tool-use fails) from Dec 17.
const NIGHTLY_CARDS = DECEMBER.filter((d) => !AUTHORED_NIGHTLIES.includes(d)).map((d, i) => {
  const day = Number(d.slice(3));
  const run = 311 + day - 1;
  const w = wobble(d, 5);
  if (day < 11) return `${d} 08:05 ci | [card:Nightly #${run} passed] lumen-eval / main // overall ${(71.5 + w / 10).toFixed(1)} · tool-use ${(61.7 + w / 10).toFixed(1)} · grader_error n/a // Runtime 3h${String(34 + w * 2).padStart(2, '0')}m on Dockside`;
  if (day < 17) return `${d} 08:05 ci | [card:Nightly #${run} passed] lumen-eval / main // overall ${(71.6 + w / 10).toFixed(1)} · tool-use ${(61.8 + w / 10).toFixed(1)} · grader_error n/a // Runtime 2h0${w}m on Harbor`;
  return `${d} 08:05 ci | [card:Nightly #${run} passed] lumen-eval / v0.9.1 // overall ${(72.3 + w / 10).toFixed(1)} · tool-use ${(63.4 + w / 10).toFixed(1)} · grader_error ${8 + w} // Runtime 2h0${w}m on Harbor`;
}).join('\n');

// The assistant's morning digest to Emma on weekdays from Dec 15 (the last three are authored).
const DIGESTS = ['12-15', '12-16', '12-17', '12-18', '12-19', '12-22', '12-23', '12-24', '12-26'].map((d) => {
  const w = wobble(d, 5);
  const v091 = Number(d.slice(3)) >= 17;
  const overall = ((v091 ? 72.3 : 71.6) + w / 10).toFixed(1);
  return `${d} 08:00 bot | 📊 Lumen nightly: ${overall} overall, grader_error ${v091 ? 8 + w : 'n/a'}, runtime 2h0${w}m.`;
}).join('\n');

export const CHATS = [
  {
    key: 'lumen',
    name: 'Lumen Eval Suite',
    description: 'Agent evaluation harness. v0.9 RC Dec 12 · v1.0 Mar 18 · leaderboard Fridays 4 pm PT.',
    owner: 'me',
    members: ['me', 'p01', 'p06', 'p11', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41', 'p38', 'p08'],
    bot: true,
    ci: true,
    created: '2025-11-03 10:00',
    messages: merged(NIGHTLY_CARDS, `
11-17 09:45 me | Moving the Lumen working group here from Slack DMs. Task tracker Base and release docs are linked in the group tab.
11-17 09:52 p01 | 👍 Please keep decisions in the docs, not just in chat.
11-17 16:10 me | Dedup is merged: 86 near-duplicate tasks removed, the suite is 1,240 tasks. Removed IDs are in tasks/dedup-2025-11.md.
11-18 13:20 p16 | Filed LUM-217: grader calls on long tool-use transcripts time out at 30 s and get scored as fail. About 4% of tool-use runs.
11-18 13:31 me | [reply] That explains the dip on the browsing tasks. Putting it on the RC list.
11-19 10:10 p21 | [post:Proposal: pass@k] Report pass@1 and pass@5 // pass@5 only on the weekly leaderboard to keep the nightly cheap // Write-up in the Lumen docs folder
11-19 10:40 p26 | [reply] +1, single samples are too noisy on the hard tracks.
11-21 16:05 me | Old vs deduped suite: overall 71.9 → 71.6, tool-use 63.2 → 61.8, long-form unchanged. Grader agreement stays at 91.4%.
11-21 16:20 p01 | [reply] Lock 1,240 as the v0.9 suite.
11-24 09:55 p38 | Applied would like a Quill track: grounded summaries of long documents with citation checks, ~150 tasks.
11-24 10:12 me | [reply] We have a grounded-summary grader prototype. Let's scope 120–150 tasks and watch grader agreement.
11-26 11:30 p11 | Nightly got ~40% slower since Monday. New judge prompt?
11-26 11:44 me | [reply] Partly. I also dropped concurrency to 24 because of rate limits — reverting to 32 tonight.
12-01 08:05 ci | [card:Nightly #311 passed] lumen-eval / main // overall 71.6 · tool-use 61.9 · grader_error n/a // Runtime 3h38m on Dockside
12-02 10:15 p16 | LUM-217 plan: grader timeout 90 s + one retry; anything still failing becomes grader_error instead of fail.
12-02 10:21 me | [reply] Love the separate status. Can the dashboard show grader_error counts too?
12-02 10:24 p16 | [reply] Adding a column.
12-04 14:45 p26 | Same model, same seed, two runs: 69.3 vs 70.8 on the few-shot track. Expected?
12-04 15:02 me | Found it: the few-shot shuffle seed comes from the process, not the run seed. Filed LUM-231, I'm taking it. Target Jan 9.
12-04 15:10 p01 | [reply] Blocker for v1.0, not for the RC.
12-05 16:10 p01 | Leaderboard refresh is live. Top line unchanged, long-form noisier.
12-08 10:25 me | [post:RC checklist (Fri Dec 12)] 1. LUM-217 merged or explicitly deferred — @{p16} // 2. Suite frozen at 1,240 — me // 3. Dashboard shows grader_error — @{p16} // 4. Release notes draft — @{p21}
12-10 11:05 p36 | Can the nightly move to Harbor this week? Dockside queues are 3h+.
12-10 11:12 me | [reply] Yes — lumen-eval has 16 guaranteed GPUs on Harbor. Switching Thursday.
12-11 17:30 me | Nightly now runs on Harbor (queue lumen-eval): 2h05m instead of 3h40m on Dockside 🚀
12-12 08:05 ci | [card:Nightly #322 passed] lumen-eval / main // overall 71.7 · tool-use 62.0 // Runtime 2h04m on Harbor
12-12 18:05 me | Lumen v0.9 RC is cut: tag v0.9.0-rc1. LUM-217 deferred to a point release (fix in review).
12-12 18:12 p21 | [reply] Release notes: 1,240 tasks, pass@1 nightly + pass@5 weekly, grader_error status, Harbor runner.
12-12 18:20 p01 | 🎉 Congrats all
12-16 15:50 p16 | LUM-217 merged: timeout 90 s, one retry, grader_error status. Shipping in v0.9.1.
12-16 16:02 p11 | [reply] My browse runs: timeouts dropped from 4% to 0.3%.
12-17 10:35 me | v0.9.1 released with the LUM-217 fix. Expect slightly higher tool-use numbers (fewer spurious fails).
12-18 08:05 ci | [card:Nightly #328 passed] lumen-eval / v0.9.1 // overall 72.4 · tool-use 63.5 · grader_error 11 // Runtime 2h06m on Harbor
12-18 11:15 p08 | When does judge-v3 land? Quill wants to rebaseline before the March beta.
12-18 11:22 me | [reply] Week of Jan 12. Both judges run in parallel for a week first; we switch if agreement ≥ 95%.
12-19 16:10 p21 | Weekly leaderboard (pass@5) is up. Grounded-summary prototype: 3.1% hallucination for Quill, target < 2%.
12-19 16:25 me | [reply] Grader for that track isn't validated yet — treat it as directional.
12-22 09:25 me | Holiday plan: nightly keeps running, I'll check it on Dec 29 and Jan 2. Ping me directly only if something breaks badly.
12-26 08:05 ci | [card:Nightly #336 slow] lumen-eval / v0.9.1 // overall 72.3 · grader_error 9 // Runtime 4h02m on Harbor (borrowing disabled by quota sync bug)
12-29 10:45 me | LUM-231: fix written (seed = run seed + task id). Running 10 repeated runs, expecting identical scores.
12-30 17:25 me | Reproducibility check passed: 10/10 runs identical on the few-shot track (70.1 each). PR is up, merging after review in January. On track for Jan 9.
12-30 17:40 p26 | [reply] Reviewing tomorrow.
12-31 08:05 ci | [card:Nightly #341 passed] lumen-eval / v0.9.1 // overall 72.5 · tool-use 63.6 · grader_error 8 // Runtime 2h03m on Harbor
12-31 10:20 p26 | Reviewed LUM-231 — two small comments on the PR, otherwise LGTM.
12-31 10:31 me | [reply] Thanks James! Will address them Jan 5.
`),
  },
  {
    key: 'judge-v3',
    name: 'judge-v3 migration',
    description: 'One topic per question while judge-v3 replaces judge-v2 (week of Jan 12).',
    owner: 'p16',
    members: ['p16', 'me', 'p26', 'p21', 'p01'],
    bot: true,
    thread: true,
    created: '2025-12-18 12:00',
    messages: `
12-18 12:05 p16 | Plan: judge-v3 runs next to judge-v2 for a week, same tasks, we compare against the 600 human labels.
12-18 12:20 ^me | Switch criterion: agreement with human labels ≥ 95% (v2 is at 91.4%).
12-18 12:26 ^p01 | Agreed. Go/no-go Jan 16.
12-18 12:31 ^p16 | Booked on the Lumen calendar.
12-19 10:00 p26 | Position bias check: v3 prefers the first answer in 54% of ties vs 61% for v2.
12-19 10:14 ^me | Nice. Can we add the swap test to the nightly as a canary?
12-19 10:20 ^p26 | Yes, 50 pairs per night is cheap.
12-22 15:40 p21 | Cost estimate: running both judges doubles grader spend for a week, about $1,900 extra.
12-22 15:52 ^p01 | Fine, it's one week.
12-22 16:05 ^me | I'll note it in the Q1 readout.
12-29 11:10 p16 | Prompt freeze for v3: rubric v3 text is final, no changes during the parallel week.
12-29 11:30 ^me | 👍 Locking the prompt hash in the config.
12-30 09:45 p26 | Spot check on 40 long tool-use transcripts: v3 agrees with humans on 38, v2 on 35.
12-30 10:02 ^p16 | Promising. Small sample though.
12-30 10:05 ^me | Let's not quote it in the readout until the full week is in.
`,
  },
  {
    key: 'harbor',
    name: 'Harbor Migration',
    description: 'Dockside → Harbor. Cutover Jan 20 · Dockside read-only Jan 27 · decommission Feb 6. Office hours Tue/Thu 2–3 pm PT.',
    owner: 'p02',
    members: ['p02', 'me', 'p07', 'p12', 'p17', 'p22', 'p27', 'p32', 'p37', 'p42', 'p01', 'p11', 'p16', 'p36', 'p03', 'p28', 'p43', 'p13', 'p06'],
    bot: true,
    created: '2025-09-22 10:00',
    messages: `
11-17 14:05 p02 | [post:Harbor status] 64 nodes × 8 GPUs racked and burned in // Kueue with per-team quotas: research 96 GPUs // Early access opens Dec 1
11-17 14:20 p11 | [reply] Max job size?
11-17 14:26 p02 | [reply] 32 nodes per job for now, lifted after NCCL tuning.
11-19 10:35 p17 | Migration guide v1 is in the Harbor wiki: harbor submit, storage paths, quota requests.
11-19 10:50 me | Is the dataset cache at the same path as on Dockside?
11-19 10:58 p17 | [reply] No: /data/cache → /harbor/cache. A symlink stays until Feb 6.
11-25 15:50 p27 | Bucket copy runs over Thanksgiving weekend — please don't write large checkpoints Thu–Sun.
12-01 09:35 p07 | Early access is open. Start small and report anything odd here.
12-01 11:02 p16 | First eval job ran fine, startup 2× faster than Dockside.
12-01 11:40 p11 | My 8-node RL job is stuck pending.
12-01 11:52 p32 | [reply] Your queue had no quota assigned. Fixed.
12-03 14:05 p32 | Office hours notes (Dec 2): quota visibility, job priorities, preemption. FAQ updated in the wiki.
12-05 11:20 me | Can lumen-eval borrow idle research quota overnight? The nightly would finish much faster with 32 GPUs.
12-05 11:31 p22 | [reply] Yes — borrowing is on within the research cohort. 16 guaranteed, up to 48 when idle.
12-09 13:45 p37 | NCCL timeouts on jobs that land on rack 7. Pin away with --avoid-rack 7. Tracking as INC-0412.
12-10 16:35 p42 | INC-0412 root cause: NIC firmware mismatch on rack 7. Temporary fix in place; the full update needs a drain — Jan 12–13.
12-10 16:48 me | Will the lumen nightly be hit on Jan 12–13?
12-10 16:55 p42 | [reply] Only if it lands on rack 7, which we'll cordon. Capacity drops by 8 nodes for those two days.
12-12 10:05 p02 | [post:Cutover plan] All scheduled jobs move to Harbor on Jan 20 // Dockside read-only Jan 27 // Dockside decommissioned Feb 6 // Migrate your crons before Jan 20
12-12 10:20 p01 | [reply] Research has three crons left: Emma's nightly (done), Isaac's data refresh, Noah F's checkpoint sync.
12-12 10:31 p13 | [reply] Applied has the Quill batch evals — moving them the week of Jan 5.
12-15 14:25 p12 | New: harbor quota shows team usage and borrowable capacity in real time.
12-17 09:10 p28 | Email alerts on preemption?
12-17 09:18 p32 | [reply] --notify email on harbor submit. Lark notifications come in January.
12-18 15:55 p17 | Quotas for January: research 96 (unchanged), applied 64 → 80 for the Quill beta, platform 32.
12-22 11:35 p32 | Holiday coverage: Maya Evans on call Dec 22–28, Grace Morgan Dec 29–Jan 4.
12-26 08:10 p32 | Quota sync bug disabled borrowing overnight — re-ran the sync. Sorry about the slow nightly, Emma.
12-26 08:25 me | [reply] That explains the 4h run. Thanks Maya!
12-30 10:15 p37 | Quiet week: 97% utilization, zero incidents. See everyone at office hours Jan 6.
`,
  },
  {
    key: 'oncall',
    name: 'Harbor On-call',
    description: 'Harbor Alerts posts here; one topic per alert.',
    owner: 'p32',
    members: ['p32', 'p37', 'p42', 'p17', 'p27', 'p02', 'me', 'p11'],
    bot: true,
    thread: true,
    created: '2025-11-30 09:00',
    messages: `
12-09 13:28 bot | 🚨 NCCL timeout rate 7.4% on rack 7 (threshold 1%). 5 multi-node jobs hung at all-reduce.
12-09 13:35 ^p37 | Looking. All affected jobs are on rack 7.
12-09 13:40 ^p37 | Cordoned rack 7 for new multi-node jobs.
12-10 16:20 ^p42 | Firmware mismatch confirmed (rack 7 NICs on 22.36, rest on 22.39). Temporary fix applied.
12-10 16:30 ^p42 | Full update during the Jan 12–13 drain.
12-14 22:41 bot | 🚨 Artifact store p99 latency 8.1 s (threshold 2 s).
12-14 22:50 ^p12 | One storage node degraded, failing over.
12-14 23:05 ^p12 | Resolved.
12-26 07:50 bot | ⚠️ Research cohort queue wait p90 94 min (threshold 30 min).
12-26 07:58 ^p32 | Borrowing disabled by the quota sync. Re-running it.
12-26 08:06 ^p32 | Back to normal.
12-29 09:00 bot | 📟 On-call handover: Grace Morgan (Dec 29 – Jan 4).
12-29 09:05 ^p37 | Got it.
`,
  },
  {
    key: 'quill',
    name: 'Quill Beta',
    description: 'Quill Writing Assistant: Northstar private beta → public beta Mar 10 (feature freeze Feb 20).',
    owner: 'p13',
    members: ['p13', 'me', 'p03', 'p08', 'p18', 'p23', 'p28', 'p33', 'p38', 'p43', 'p04', 'p09', 'p34', 'p29', 'p24'],
    bot: true,
    created: '2025-08-04 10:00',
    messages: `
11-17 11:05 p13 | Northstar private beta, week 3: 42 active users, 1,130 drafts. Top complaint: citation formatting.
11-17 11:20 p34 | [reply] Citation chip fix is in the next design pass.
11-20 14:35 p33 | Style guide is behind the quill.style_guide flag. Try it on your own docs.
11-20 15:10 me | Tried it on a Lumen release note — it kept our terminology list. Nice.
11-24 16:15 p43 | Proposal: Lumen gates Quill releases — no release if the grounded-summary hallucination rate is above 2%.
11-24 16:32 me | [reply] Happy to wire it, but the grader isn't validated yet. Warning first, gate later?
11-24 16:40 p43 | [reply] Fair: warning until Lumen v1.0, gate after.
12-04 10:50 p18 | Load test: 180 req/s at p95 1.4 s. Target for public beta is 300 req/s.
12-04 11:05 p28 | [reply] Needs the Harbor quota bump — requested 80 GPUs.
12-09 15:10 p09 | Design review for the March beta: Thursday Jan 8, 11 am PT, Golden Gate. Invite sent.
12-09 15:20 me | [reply] Can I join for the eval dashboard part?
12-09 15:22 p09 | [reply] Of course, added you.
12-15 10:00 p38 | Grounded-summary numbers on Northstar docs: 3.1% overall, 4.4% on discharge summaries. Main failure: dosage copied from the wrong section.
12-15 10:12 me | [reply] Great grader test case. Can you share 20 examples?
12-15 10:15 p38 | [reply] Sending today.
12-15 16:40 p38 | [file:northstar_discharge_failures_20.jsonl]
12-17 17:15 p13 | [post:Dates] Public beta: March 10, 2026 // Feature freeze: Feb 20 // Lumen warns above 2% hallucination until Lumen v1.0
12-19 11:25 p44 | New empty states and onboarding illustrations are in Figma. Feedback by Jan 5.
12-23 10:20 p08 | Citation chip fix for long PDFs shipped to the Northstar beta. Ethan confirmed.
12-29 14:00 p03 | Applied H1 ask: a Lumen track for tone control. Let's discuss at the Jan 26 planning.
12-29 14:12 me | [reply] Sure — bring 20 examples of good/bad tone so we can judge what a grader needs.
`,
  },
  {
    key: 'northstar',
    name: 'Brightline × Northstar Health',
    description: 'External group with Northstar Health (Quill private beta, eval consulting).',
    owner: 'x5',
    members: ['x5', 'x1', 'p13', 'me', 'p38', 'p08'],
    bot: false,
    external: true,
    created: '2025-10-27 09:00',
    messages: `
11-20 09:05 x5 | Thanks for the eval consulting call today. Summary from our side: we care most about dosage accuracy and citation fidelity.
11-20 09:30 me | Thanks Ava! We'll build the grounded-summary track around exactly those two.
12-11 12:45 x1 | Clinicians love the summary length control. Citation chips still break on long PDFs though.
12-11 12:58 p08 | [reply] Reproduced, fix ships next week.
12-15 11:10 me | Ethan, could we use 20 anonymized discharge summaries as grader test cases? Same data-use terms as the beta.
12-15 11:40 x1 | [reply] Yes, approved on our side.
12-18 09:20 x5 | Can we get a sync in January to see the track design?
12-18 09:26 me | [reply] Jan 21, 9 am PT on your Zoom?
12-18 09:31 x5 | [reply] Perfect. Sent the invite.
12-23 10:30 x1 | Confirmed the citation fix works on our 80-page PDFs. Thanks team!
`,
  },
  {
    key: 'offsite',
    name: 'Spring Offsite 2026 🏔️',
    description: 'Tahoe · Apr 14–16 · Granite Ridge Lodge · RSVP by Jan 16.',
    owner: 'p05',
    members: ALL,
    bot: true,
    public: true,
    created: '2025-11-10 10:00',
    messages: `
11-17 10:35 p05 | Shortlist: Tahoe (Granite Ridge Lodge), Sonoma or Monterey. Vote in the poll Base linked in the group tab.
11-21 15:05 p05 | Tahoe wins! April 14–16, 2026, Granite Ridge Lodge.
11-21 15:10 p17 | Spring skiing 🎿
12-01 11:45 p15 | [post:Transport] Bus leaves the SF office at 8:00 AM on April 14 // Back on the 16th around 6 PM // NYC and remote folks: we book flights — send your airport in the RSVP form
12-03 09:25 p05 | Budget: $1,150 per person all-in (lodging, food, activities, travel). Accessibility needs: message me privately.
12-12 17:40 p05 | RSVP form is open — please fill it in by January 16. Dietary needs, room sharing and activities.
12-12 18:02 me | Done! Signed up for the snowshoe hike.
12-12 18:10 p16 | Done, ski lesson for me.
12-12 18:30 p21 | Vegan option for every meal?
12-12 18:41 p05 | [reply] Yes, the lodge does vegan/GF for every meal — tick it in the form.
12-15 13:15 p25 | Activities so far: guided snowshoe hike, beginner ski lesson, lake kayak (weather permitting), board game night.
12-15 13:40 p31 | [reply] Trivia night with team themes?
12-15 13:52 p12 | [reply] 5-minute lightning talks?
12-15 14:05 p25 | [reply] Both great, adding them.
12-18 10:10 p05 | Rooms are doubles by default. A single costs a $180 supplement the company doesn't cover.
12-18 10:30 p09 | [reply] Can we pick roommates?
12-18 10:33 p05 | [reply] Yes, there's a field in the form.
12-23 09:45 p15 | Still missing 31 RSVPs. Deadline is Jan 16 so the lodge can finalize rooms.
12-29 12:10 p05 | Lightning talk sign-ups will open after the RSVP deadline. @{me} will you host the eval talk slot?
12-29 12:25 me | [reply] Happy to — "Evals for everyone", 5 minutes, no math.
12-30 09:15 p36 | RSVP done — flying from JFK.
12-30 09:40 p06 | Done too, Calgary (YYC) for me.
12-30 10:05 p15 | [reply] Got both, thanks!
`,
  },
  {
    key: 'research',
    name: 'Research Team',
    description: 'Brightline Research: updates, reading group, travel, questions.',
    owner: 'p01',
    members: RESEARCH,
    bot: true,
    created: '2023-01-16 10:00',
    messages: `
11-17 09:00 p01 | Week of Nov 17: Lumen dedup lands, RL runs move to Harbor early access Dec 1, NeurIPS travel forms due Friday.
11-18 15:30 p41 | Reading group this week: judge calibration papers. Slides in the Research wiki.
11-20 10:00 p06 | Working from Calgary until Dec 5 — ping me on Lark, not the office phone.
11-24 09:10 p01 | Reminder: Q4 self-reflections are informal this year; H1 cycle starts in January.
11-26 16:00 p36 | NYC folks: office is closed Thursday/Friday for Thanksgiving.
12-01 09:05 p01 | Welcome back. Harbor early access is open — use it for anything under 8 nodes.
12-02 14:30 p11 | My RL runs on Harbor: 2× faster startup, no pending issues since Platform fixed the quota.
12-04 11:15 p26 | Paper club moves to Jan 15 (holidays). Topic: LLM-as-judge calibration.
12-08 09:00 p01 | NeurIPS travellers: receipts in by Dec 19 please.
12-09 13:50 p11 | Two RL runs died on rack 7 — resubmitted with --avoid-rack 7.
12-11 17:40 p01 | Congrats @{me} on moving the nightly to Harbor — 3h40m → 2h05m.
12-12 09:30 p21 | I'll be in SF Jan 12–16, happy to grab lunch with anyone.
12-15 10:20 p01 | Research H1 planning is Jan 22, 1–3 pm. One-pager per project.
12-16 11:00 p41 | Reading group Jan 21: agent benchmarks. Send paper suggestions.
12-17 15:10 p16 | Anyone have the human-label set for judge agreement? Need it for v3 calibration.
12-17 15:18 me | [reply] It's in the Lumen docs folder: human_labels_v2 (600 items).
12-18 12:00 p01 | Holiday party tonight 5:30, 4F lounge 🎉
12-19 16:30 p31 | Out Dec 22 – Jan 2, back Jan 5.
12-22 09:00 p01 | Quiet week. If something urgent comes up, Emma and I are both checking Lark once a day.
12-29 10:00 me | Nightly looks healthy after the borrowing fix: 2h03m, grader_error 8.
12-30 11:20 p26 | EvalWorkshop draft v2 is up — @{me} can you do a pass on section 3 (agreement metrics)?
12-30 11:45 me | [reply] Will do by Jan 6. Deadline is Jan 30, so we have time for one more round.
12-31 09:30 p01 | Happy new year, team. 2025 was a good one 🎆
12-31 09:45 p16 | 🎆
12-31 10:02 p21 | Happy new year! See you in SF on the 12th.
12-31 10:15 me | Happy new year everyone — Lumen v1.0 in March 🚀
`,
  },
  {
    key: 'leads',
    name: 'Research Leads',
    description: 'Leads only: staffing, budget, hiring.',
    owner: 'p01',
    members: ['p01', 'me', 'p26', 'p41', 'p05', 'p10'],
    bot: false,
    created: '2024-01-10 10:00',
    messages: `
12-02 10:00 p01 | H1 headcount: one Research Engineer (eval) approved. Noah C is the recruiter.
12-02 10:15 p10 | Req is open. Emma and Grace on the loop, Olivia for the debrief.
12-05 16:30 p01 | GPU budget for H1 is flat; anything above research's 96 needs borrowing.
12-09 11:00 p05 | Promotion cycle: self-reviews due Jan 23, calibration Feb 10.
12-10 14:20 p10 | First onsite for the eval RE is Jan 7. Debrief Jan 8, 4 pm.
12-16 09:40 p41 | Proposal: rotate who presents at the research demo afternoon (Jan 30).
12-16 10:05 p01 | [reply] Yes. Lumen goes first this time.
12-19 15:00 p26 | EvalWorkshop submission: Emma and I are co-authors, due Jan 30.
12-22 10:30 p01 | No leads meeting until Jan 7.
`,
  },
  {
    key: 'company',
    name: 'Brightline All Hands',
    description: 'Company-wide announcements.',
    owner: 'p02',
    members: ALL,
    bot: true,
    public: true,
    created: '2025-11-01 09:00',
    messages: merged(`
11-19 11:35 p05 | Open enrollment closes Friday Nov 21. No choice means the PPO default.
11-24 08:55 p10 | Four open reqs going into Q1: 2 Research Engineers (eval + RL), 1 SRE for Harbor, 1 Product Designer for Quill. Referral bonus applies.
12-03 10:50 p25 | Holiday party: Thursday Dec 18, 5:30 pm, SF office. Remote folks get snack boxes — address form by Dec 8.
12-05 16:05 p20 | November expense reports due Monday Dec 8.
12-12 10:00 p02 | The office is closed Dec 24 – Jan 1. Harbor on-call continues as usual.
12-18 12:30 p12 | SSO switch on Jan 6: you'll sign in again on every app. Lark, GitHub and Harbor all move.
12-22 09:10 p05 | Self-reviews for the H1 cycle are due Jan 23.
12-08 09:30 p05 | Benefits Q&A office hours this Thursday at 11 in Golden Gate and on Lark VC.
12-10 14:00 p02 | Harbor cutover is Jan 20 — if you own a cron job on Dockside, migrate it before then.
12-15 09:15 p10 | Referral bonus for the Harbor SRE req doubles until Jan 31.
12-19 17:00 p25 | Thanks for a great holiday party 🎄 Photos are in the shared album.
12-23 11:00 p05 | Reminder: offsite RSVPs by Jan 16 — 31 people still missing.
12-31 10:00 p02 | Happy new year, Brightline! See you on the 2nd.
`),
  },
  {
    key: 'sf',
    name: 'SF Office',
    description: '500 Howard St — facilities, lunch, deliveries.',
    owner: 'p15',
    members: SF,
    bot: true,
    public: true,
    created: '2025-11-01 09:10',
    messages: merged(`
11-17 09:05 p15 | Kitchen on 4 gets deep-cleaned Wednesday night — take anything you care about out of the fridge by 5 pm.
11-18 10:00 p25 | Oat milk order moved to Tuesdays.
11-26 15:15 p15 | Cafe closed Thursday and Friday for Thanksgiving 🦃
12-02 12:10 p15 | Golden Gate room display is fixed.
12-08 09:30 p25 | Package room moved next to the freight elevator.
12-16 13:00 p15 | Holiday party setup Thursday from 3 pm on 4F — the lounge is closed from then.
12-19 09:20 p25 | Lost and found: a grey Patagonia fleece from the party.
12-10 12:30 p33 | Someone left a charger in Presidio — it's at the front desk now.
12-12 09:40 p15 | Standing desks on the west side are being serviced Monday morning.
12-17 11:15 p25 | Lunch tomorrow is on us (holiday party day): tacos from La Taqueria at 12:30.
12-23 16:00 p15 | Building closed Dec 24 – Jan 1. Badges work again on Jan 2 from 7:00.
12-30 10:00 p25 | Fridge clean-out happens Jan 2 at 4 pm.
`),
  },
  {
    key: 'paperclub',
    name: 'Paper Club',
    description: 'Monthly paper club (lunch provided).',
    owner: 'p26',
    members: ['p26', 'me', 'p41', 'p21', 'p11', 'p36', 'p16', 'p03', 'p38'],
    bot: true,
    created: '2024-03-02 12:00',
    messages: `
11-20 12:00 p26 | November pick: process reward models for agents. Discussion Friday at noon.
11-21 13:10 p41 | Notes from today are in the Research wiki.
12-04 11:20 p26 | December is cancelled (holidays). Next session Jan 15: LLM-as-judge calibration.
12-10 09:45 p21 | Suggestion: the position-bias paper, it's short and relevant to judge-v3.
12-10 10:02 me | [reply] +1, and the agreement-vs-human-raters survey.
12-17 14:05 p26 | Jan 15 reading list is final: position bias + the agreement survey. Golden Gate, lunch from Souvla.
12-17 14:30 p03 | Can Applied folks join? We judge Quill summaries too.
12-17 14:33 p26 | [reply] Of course, all welcome.
`,
  },
  {
    key: 'hiring',
    name: 'RE (eval) hiring loop',
    description: 'Interview loop for the Research Engineer (eval) req.',
    owner: 'p10',
    members: ['p10', 'me', 'p16', 'p21', 'p01'],
    bot: false,
    created: '2025-12-02 10:20',
    messages: `
12-02 10:25 p10 | Loop for the eval RE: recruiter screen → take-home → onsite (Emma: harness design, Grace: debugging, Olivia: research chat).
12-03 16:00 me | Take-home draft: build a tiny eval harness with deterministic seeds. 4 hours max.
12-04 09:30 p16 | [reply] I'd add a flaky-test debugging part — that's the real job.
12-10 14:25 p10 | First onsite Jan 7 (technical 1–2 pm with Emma and Grace). Debrief Jan 8 at 4.
12-18 11:00 p21 | I can only join the debrief remotely (NYC).
12-18 11:04 p10 | [reply] No problem, there's a Lark VC link on the invite.
`,
  },
  {
    key: 'dashboard',
    name: 'Lumen dashboard redesign',
    description: 'grader_error column, per-track trends, Quill warning banner.',
    owner: 'p09',
    members: ['p09', 'me', 'p16', 'p29', 'p04'],
    bot: true,
    created: '2025-12-08 11:00',
    messages: `
12-08 11:05 p09 | Kicking off the dashboard refresh. Ask from Emma: grader_error visible next to pass/fail, per-track trends, and the Quill hallucination warning.
12-08 11:20 me | Also: clicking a track should show the 10 worst regressions since the previous nightly.
12-08 11:24 p16 | [reply] The API already returns per-task deltas, so that's cheap.
12-10 15:00 p29 | First wireframes in Figma: Lumen / Dashboard v2.
12-10 15:40 me | Love the trend sparklines. The grader_error count needs to be louder than a grey number though.
12-10 15:46 p29 | [reply] Amber chip when it's above 1% of runs?
12-10 15:50 me | [reply] Perfect.
12-15 10:30 p04 | Please use the Brightline DS tokens for the warning colors, not custom hex.
12-15 10:41 p29 | [reply] Switched.
12-17 16:00 p16 | grader_error is in the API since v0.9.1 — field name grader_error_count.
12-19 12:10 p09 | Hallucination warning banner for Quill: "Above 2% — release warning (not a gate until Lumen v1.0)".
12-19 12:25 me | [reply] 👍 exactly right.
12-22 14:00 p29 | Design crit booked for Jan 21, 1 pm.
12-22 14:05 p09 | [file:lumen_dashboard_v2_wireframes.pdf]
12-30 09:10 p29 | Small update: added the per-track drill-down (10 worst regressions).
`,
  },
  {
    key: 'running',
    name: 'Lunch runners 🏃',
    description: 'Embarcadero loops at noon.',
    owner: 'p16',
    members: ['p16', 'me', 'p31', 'p27', 'p44'],
    bot: false,
    created: '2025-06-02 12:00',
    messages: `
11-18 11:40 p16 | Noon loop today? 5k Embarcadero.
11-18 11:42 me | In!
11-18 11:50 p31 | [reply] Meeting till 12:30, next time.
11-25 11:30 p27 | Rain check, it's pouring.
12-02 11:35 me | Tempo run today, 6 × 800m at the track?
12-02 11:41 p16 | [reply] Ugh fine 😅
12-09 11:45 p44 | New member 👋 Can I join Tuesdays?
12-09 11:47 p16 | [reply] Welcome! Tuesdays and Thursdays at noon, lobby.
12-16 11:30 me | Signed up for the Embarcadero 10k on Jan 11. Anyone else?
12-16 11:44 p27 | [reply] Me too — goal under 50 min.
12-16 11:46 me | [reply] Same goal, let's pace together.
12-23 12:05 p16 | Last run of the year done, see you in January 🎄
`,
  },
  {
    key: 'p2p-me',
    mode: 'p2p',
    owner: 'me',
    members: ['me'],
    bot: true,
    created: '2025-11-16 20:00',
    messages: merged(DIGESTS, `
11-17 08:00 bot | Good morning Emma! 3 meetings today: 10:00 Lumen sync, 13:30 Quill eval scoping, 16:00 1:1 with Noah.
11-21 21:30 me | Remind me Monday to post the dedup comparison in the research group.
11-21 21:30 bot | Sure — Monday 09:00.
11-24 09:00 bot | ⏰ Reminder: post the dedup comparison in the research group.
12-04 15:20 me | Note: LUM-231 root cause = few-shot shuffle seeded from the process, not the run seed. Fix by Jan 9.
12-04 15:20 bot | Noted ✅
12-11 17:45 me | Nightly moved to Harbor, queue lumen-eval, 16 GPUs guaranteed, borrow up to 48.
12-11 17:45 bot | Noted ✅
12-12 17:40 me | Offsite RSVP done: snowshoe hike, double room with Grace Patel, no dietary restrictions.
12-12 17:41 bot | Noted ✅ The RSVP deadline for everyone else is Jan 16.
12-18 11:30 me | Remind me on Jan 2 to check the nightly.
12-18 11:30 bot | OK — Jan 2, 09:00.
12-20 21:05 me | NYC trip: UA 1796 SFO 07:05 → EWR on Jan 28, back UA 2131 Jan 29 18:10. Hotel The Wall Street Inn.
12-20 21:06 bot | Trip noted ✈️ Shall I block Jan 28–29 on your calendar?
12-20 21:07 me | Yes please
12-20 21:07 bot | Done: "NYC office visit" (Jan 28–29, all day).
12-29 08:00 bot | 📊 Lumen nightly: 72.3 overall, grader_error 9, runtime 4h02m (slow — borrowing was off).
12-30 08:00 bot | 📊 Lumen nightly: 72.5 overall, grader_error 8, runtime 2h05m.
12-31 08:00 bot | 📊 Lumen nightly: 72.5 overall, grader_error 8, runtime 2h03m.
12-31 20:15 me | 2026: ship Lumen v1.0 on Mar 18, submit the EvalWorkshop paper, run the Embarcadero 10k under 50 min.
`),
  },
  {
    key: 'p2p-noah',
    mode: 'p2p',
    owner: 'p01',
    members: ['p01'],
    bot: true,
    created: '2025-12-16 10:00',
    messages: `
12-16 10:00 bot | Hi Noah, Emma booked the Lumen Q1 readout with you: Jan 9, 2–3 pm, Presidio.
12-16 10:12 p01 | Thanks, accepted.
12-30 17:30 bot | Emma asked me to let you know: LUM-231 passed the reproducibility check (10/10 identical runs).
12-30 17:44 p01 | 🎉
`,
  },
];
