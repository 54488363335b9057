// Authored Slack content for Li Ming (Huaxin Cloud). Huaxin runs on Lark internally; this Slack
// workspace ("Huaxin Cloud Global") is where the international team, the Singapore office and
// partners meet — the OrbitPay integration channel is shared with OrbitPay over Slack Connect.
// People are roster keys (snapshots/personas/li-ming.json): `me` is Li Ming, p01…p44 colleagues,
// x1 Feng He and x5 Wei He are OrbitPay. {@key} becomes a mention, {#name} a channel link.
//
// Story line (the same as in Li Ming's Lark, WeCom and mailbox):
//   Atlas Billing Revamp: GA moved from Jan 20 to Jan 27 (ATL-482 prorated credit rounding, and
//     Finance's VAT sign-off); code freeze Jan 16; UAT Jan 12 and Jan 21; Go/No-Go Jan 22;
//     staging rehearsal Jan 8; load target 3,000 invoices/min.
//   Beacon Mobile App 3.0: beta 3.0.0-beta.1 on Feb 3; feature freeze Jan 26; a11y audit Jan 21.
//   Cedar Data Platform: Hive -> Iceberg + StarRocks; dry run #2 Jan 15; cutover weekend Jan 17-18;
//     131 of 146 dashboards migrated.
//   OrbitPay Integration: kickoff Jan 7 10:00 (Beijing); sandbox merchant 8861-0032-77; fees 0.55%
//     cards, 0.38% wallets; redlines due Jan 22; integration test review Jan 29.

export const WORKSPACE = {
  name: 'Huaxin Cloud Global',
  domain: 'huaxin-global',
  app: { name: 'Huaxin Assistant', handle: 'huaxin_assistant' },
  tz: 'Asia/Shanghai',
  window: { from: '2025-11-24', to: '2026-01-01' },
  admins: ['p07', 'p05'],
  owner: 'p07',
  former: { key: 'former', name: 'Tao Zhou', first_name: 'Tao', last_name: 'Zhou', email: 'tao.zhou@huaxin-cloud.example', title: 'Product Manager', team: 'Product', city: 'Shanghai' },
  guest: { key: 'guest', name: 'Daniel Tan', first_name: 'Daniel', last_name: 'Tan', email: 'daniel.tan@sg-partners.example', title: 'Implementation Consultant', team: 'Sales', city: 'Singapore' },
  externalTeam: { name: 'OrbitPay', domain: 'orbitpay' },
  profileFields: [
    { key: 'office', label: 'Office' },
    { key: 'team', label: 'Team' },
    { key: 'manager', label: 'Manager' },
  ],
  managers: { Product: 'me', Engineering: 'p07', Data: 'p13', Sales: 'p04', Operations: 'p05' },
  statuses: {
    me: [':calendar:', 'Atlas GA prep (GA Jan 27)'],
    p07: [':rocket:', 'Atlas code freeze Jan 16'],
    x1: [':airplane:', 'Shanghai Jan 7'],
  },
  integrations: [
    { key: 'deploybot', name: 'Deploy Bot' },
    { key: 'jira', name: 'Jira Cloud' },
    { key: 'standup', name: 'Standup Bot' },
  ],
  emoji: {
    atlas: 'https://emoji.slack-edge.com/huaxin/atlas/2b7c9d1e0f4a3b65.png',
    orbitpay: 'https://emoji.slack-edge.com/huaxin/orbitpay/8a1f3e6d2c9b4a07.png',
    shipit: 'https://emoji.slack-edge.com/huaxin/shipit/c4d2e1f0a9b83765.png',
    jiayou: 'alias:muscle',
  },
};

export const CHANNELS = [
  {
    key: 'general', name: 'general', general: true, created: '2023-06-01', creator: 'p07', members: 'all', bot: true,
    topic: 'Huaxin Cloud Global: company-wide', purpose: 'Workspace-wide announcements for the international team and partners.',
    threads: [
      ['11-24 09:30', 'p05', 'Welcome to the new Singapore colleagues joining this week! Please say hi in thread :wave:', [['p14', 'Hi all, Kai here, solutions architect, based in Shenzhen but in SG a lot'], ['guest', 'Daniel from SG Partners, helping with APAC rollouts. Glad to be here']], { reactions: { wave: 9 } }],
      ['12-01 10:00', 'p10', 'Reminder: the Shanghai office moves badge systems this Friday. Visitors need to be registered 24h in advance.', []],
      ['12-08 09:15', 'p07', 'Engineering all-hands recording is up (Lark Minutes link in thread). Highlights: Atlas GA plan, Cedar cutover, Beacon 3.0 timeline.', [['p07', 'Recording: see the Lark doc "Eng all-hands Dec 2025"'], ['me', 'Thanks Bo, I will share the product part with OrbitPay as well']]],
      ['12-15 18:20', 'p05', 'Company annual party is on Jan 23, 18:00 at the Hyatt on the Bund. International guests welcome, RSVP on Lark.', [], { reactions: { tada: 12, izakaya_lantern: 4 } }],
      ['12-24 10:00', 'p10', 'Merry Christmas to our colleagues and partners abroad :christmas_tree: The Shanghai office works normally; Singapore is closed Dec 25.', [], { reactions: { christmas_tree: 7 } }],
      ['12-31 17:30', 'me', 'Thanks everyone for an intense 2025. Atlas, Beacon and Cedar all land in Q1, let us make it count :muscle: Happy New Year!', [['p07', 'Happy New Year! 新年快乐'], ['x1', 'Happy New Year from OrbitPay! Looking forward to the kickoff on Jan 7']], { reactions: { tada: 15, firecracker: 6 } }],
    ],
  },
  {
    key: 'announcements', name: 'announcements', created: '2023-06-01', creator: 'p07', members: 'all', bot: true, restricted: true,
    topic: 'Official announcements (admins only)', purpose: 'Announcements from the leadership team.',
    threads: [
      ['12-02 09:00', 'p07', ':atlas: Atlas Billing Revamp: GA is *moved from Jan 20 to Jan 27* to fix ATL-482 (prorated credit rounding) and to complete Finance\'s VAT sign-off. Code freeze stays Jan 16.', [], { reactions: { eyes: 11, '+1': 8 }, pin: true }],
      ['12-10 09:00', 'p05', 'Self-assessments for the annual review are due *Jan 16*. Managers will schedule conversations afterwards.', [], { reactions: { '+1': 6 } }],
      ['12-18 09:00', 'p07', 'Cedar Data Platform cutover weekend confirmed: Jan 17-18. Hive goes read-only on Jan 17 at 20:00 Beijing time.', [], { reactions: { white_check_mark: 7 } }],
    ],
  },
  {
    key: 'random', name: 'random', created: '2023-06-01', creator: 'p07', members: 'all', bot: true,
    topic: 'Off-topic', purpose: 'Non-work chatter.',
    threads: [
      ['11-26 12:40', 'p21', 'Best xiaolongbao near the Bund office? Visiting colleagues keep asking me', [['p26', 'Jia Jia Tang, go early'], ['me', 'Din Tai Fung is safe for guests, but the local places are better :dumpling:']]],
      ['12-05 20:10', 'p14', 'Singapore hawker recommendation thread for anyone visiting: chicken rice at Maxwell, laksa at Katong', [['guest', 'Also try the satay at Lau Pa Sat in the evening']]],
      ['12-12 15:05', 'p32', 'Shenzhen office got a new coffee machine and now nobody goes downstairs anymore', [], { reactions: { coffee: 6, joy: 4 } }],
      ['12-22 11:30', 'p16', 'Winter solstice dumplings in the Shanghai office pantry at 3pm! 冬至快乐', [['p21', 'Coming!'], ['me', 'Save me some, in a meeting until 3:30']], { reactions: { dumpling: 10 } }],
      ['12-29 16:45', 'p36', 'Anyone else trying to finish all their leave before it expires on Dec 31? The office is very quiet', [['p41', 'I am technically on leave right now :see_no_evil:']]],
    ],
  },
  {
    key: 'orbitpay', name: 'orbitpay-integration', created: '2025-10-20', creator: 'me', bot: true, shared: true,
    members: ['me', 'p04', 'p07', 'p09', 'p14', 'p22', 'p32', 'p15', 'p26', 'x1', 'x5'],
    topic: 'Huaxin x OrbitPay | kickoff Jan 7 10:00 (Beijing) | redlines due Jan 22',
    purpose: 'Shared channel for the OrbitPay payments integration (Slack Connect).',
    threads: [
      ['11-24 10:20', 'x1', 'Hi Li Ming, following up on the pricing discussion: our proposal is 0.55% for cards and 0.38% for wallets, with no setup fee for the first year.', [['me', 'Thanks Feng. That matches what Ping He shared internally. We will review with Finance this week'], ['p04', 'We would like to ask for a volume tier above 20M RMB/month'], ['x1', 'Understood, I will check with our commercial team']]],
      ['11-27 14:05', 'x5', 'Sharing the sandbox credentials: merchant ID 8861-0032-77. API keys are sent separately by email to Bo Ma and Wei He on your side.', [['p07', 'Received, thanks!'], ['p32', 'Sandbox works, first test payment went through :white_check_mark:']], { pin: true }],
      ['12-01 11:30', 'me', 'Proposed agenda for the kickoff on *Jan 7, 10:00 Beijing time* (03:00 CET / your Shanghai visit): scope, timeline to integration test review on Jan 29, contract redlines, support model.', [['x1', 'Jan 7 works. I will be in Shanghai that week and can join in person'], ['me', 'Great, we will book the Bund room']], { pin: true }],
      ['12-03 16:40', 'p32', 'Question on the webhook signature: are you using HMAC-SHA256 over the raw body or over the canonical JSON?', [['x5', 'Raw body, header `X-OrbitPay-Signature`. Docs section 4.2'], ['p32', 'Perfect, thanks']]],
      ['12-08 10:10', 'p15', 'Finance question: settlement is T+1 in CNY for both cards and wallets, correct? And fees are deducted before settlement?', [['x1', 'Yes, T+1 in CNY, fees netted before settlement, monthly invoice for reconciliation'], ['p15', 'Clear, thank you']]],
      ['12-11 15:20', 'x1', 'Our legal team sent the first draft of the MSA. Can you send redlines by *Jan 22*?', [['me', 'Yes, Jan 22 works. Our legal will take it over the holidays'], ['p04', 'I will coordinate with legal on our side']], { reactions: { memo: 3 } }],
      ['12-16 09:45', 'p22', 'We finished the refund flow in sandbox. One issue: partial refunds on wallet payments return `E4012 amount_mismatch` when the amount has 3 decimals.', [['x5', 'Known issue, amounts must be in fen (integer). We will make the error message clearer'], ['p22', 'Got it, switched to fen, works now']]],
      ['12-19 17:00', 'me', 'Integration test review is set for *Jan 29*. We will share the test report two days before.', [['x1', 'Noted in our calendar'], ['x5', ':+1:']]],
      ['12-30 10:30', 'x1', 'Quick note: I land in Shanghai on Jan 6 evening. Happy to meet for dinner with the team before the kickoff.', [['me', 'Let us do it! I will book somewhere near the office'], ['p04', 'Count me in']]],
    ],
  },
  {
    key: 'atlas', name: 'atlas-billing', created: '2025-08-11', creator: 'me', bot: true,
    members: ['me', 'p07', 'p12', 'p15', 'p22', 'p23', 'p26', 'p32', 'p38', 'p20', 'p30', 'p02', 'guest', 'jira'],
    topic: 'Atlas Billing Revamp | code freeze Jan 16 | Go/No-Go Jan 22 | GA Jan 27',
    purpose: 'International coordination for the Atlas billing rebuild (Singapore and partner tax rules).',
    threads: [
      ['11-25 10:15', 'p23', 'Singapore GST rules are in the pricing engine. Need product sign-off on how we show GST on invoices (line vs total).', [['me', 'Total with a breakdown line, same as the CN VAT layout'], ['p23', 'Ok, implementing']]],
      ['11-28 14:30', 'p12', 'Load test on staging: 2,400 invoices/min sustained, target is 3,000. Bottleneck is the usage aggregation query.', [['p38', 'I can move the aggregation to the new ClickHouse tables, should get us over 3k'], ['me', 'Please do, 3,000/min is the GA bar']]],
      ['12-01 18:05', 'p22', 'Found a rounding issue in prorated credits: downgrades mid-cycle are off by 0.01 in some currencies. Filed ATL-482.', [['p07', 'Is it a blocker?'], ['p22', 'For invoices with credits, yes. Fix touches the currency library'], ['me', 'Then we move GA. I will talk to Finance today']], { reactions: { bug: 4 } }],
      ['12-02 09:40', 'me', 'Decision: Atlas GA moves from Jan 20 to *Jan 27*. Reasons: ATL-482 and Finance\'s VAT sign-off. Code freeze stays Jan 16, Go/No-Go Jan 22.', [['p07', 'Agreed'], ['p15', 'Finance can sign off VAT by Jan 21 after UAT round 2']], { pin: true, reactions: { '+1': 6 } }],
      ['12-09 11:20', 'p38', 'Aggregation moved to ClickHouse. New load test: 3,350 invoices/min sustained :rocket:', [['me', 'Excellent, that clears the GA bar'], ['p12', 'Confirmed on my side']], { reactions: { rocket: 7 } }],
      ['12-12 16:00', 'guest', 'For the SG rollout, customers asked whether invoices can be in English only. Is that configurable?', [['me', 'Yes, language is per customer account. Default is bilingual for CN, English for SG'], ['guest', 'Perfect']]],
      ['12-17 15:10', 'p22', 'ATL-482 fix is merged (banker\'s rounding per line, then sum). Needs Finance UAT on Jan 12.', [['p20', 'UAT round 1 on Jan 12, we have the test sheet ready'], ['me', 'Thanks Min and Dong']], { reactions: { white_check_mark: 5 } }],
      ['12-23 10:30', 'p07', 'Staging rehearsal of the migration is booked for Jan 8. Runbook review on Jan 6.', [['p12', 'I will own the rollback section']]],
      ['12-30 14:20', 'me', 'Atlas status before the break: ATL-482 fixed, load 3,350/min, UAT Jan 12 + Jan 21, Go/No-Go Jan 22, GA Jan 27. No open blockers.', [['p07', ':100:']], { reactions: { atlas: 5 } }],
    ],
  },
  {
    key: 'beacon', name: 'beacon-beta', created: '2025-09-15', creator: 'p26', bot: true,
    members: ['me', 'p26', 'p02', 'p16', 'p31', 'p37', 'p22', 'p01', 'p11', 'p14', 'guest'],
    topic: 'Beacon Mobile App 3.0 | feature freeze Jan 26 | beta Feb 3',
    purpose: 'Beacon 3.0 beta feedback from international testers.',
    threads: [
      ['11-27 11:00', 'p26', 'International TestFlight group is live: 35 testers in Singapore and Malaysia. Feedback form pinned.', [], { pin: true }],
      ['12-04 15:30', 'p14', 'SG testers report the onboarding screens are only partly translated (English mixed with Chinese on step 3).', [['p31', 'Missing strings in the new onboarding, fixing'], ['p37', 'Strings added, in the next build']]],
      ['12-11 10:50', 'p01', 'Usability test summary (8 SG participants): 7/8 completed first payment, 3 struggled with the biometrics prompt.', [['p16', 'We will revisit the biometrics copy'], ['me', 'Please include this in the a11y audit scope on Jan 21']]],
      ['12-18 17:40', 'p26', 'Beacon plan: feature freeze Jan 26, a11y audit Jan 21, beta 3.0.0-beta.1 on *Feb 3*.', [['me', ':+1: Let us keep the OrbitPay wallet button behind a flag for beta'], ['p26', 'Yes, flag `wallet_orbitpay`']], { pin: true }],
    ],
  },
  {
    key: 'cedar', name: 'cedar-lakehouse', created: '2025-07-21', creator: 'p13', bot: true,
    members: ['me', 'p13', 'p03', 'p08', 'p18', 'p23', 'p28', 'p33', 'p38', 'p43', 'p12'],
    topic: 'Cedar: Hive -> Iceberg + StarRocks | cutover Jan 17-18',
    purpose: 'Cedar Data Platform migration (international dashboards).',
    threads: [
      ['11-26 14:00', 'p13', 'Dashboard migration: 118 of 146 done. International revenue dashboards are next.', [['p03', 'I will take the SG revenue ones']]],
      ['12-05 10:30', 'p38', 'Dry run #1 of the cutover took 9h. Target for dry run #2 (Jan 15 evening) is under 6h.', [['p12', 'Most time is in the Iceberg compaction step'], ['p38', 'Parallelizing it for dry run #2']]],
      ['12-16 16:15', 'p03', 'Dashboards: 131 of 146 migrated. The remaining 15 are finance dashboards waiting for the Atlas tables.', [['me', 'Atlas tables will be stable after Jan 16 code freeze, plan for the week after'], ['p03', 'Ok']], { reactions: { chart_with_upwards_trend: 3 } }],
      ['12-29 11:00', 'p13', 'Cutover weekend Jan 17-18 confirmed, Hive read-only from Jan 17 20:00. Parity sign-off Jan 22.', [], { pin: true }],
    ],
  },
  {
    key: 'sales', name: 'sales-apac', created: '2024-02-19', creator: 'p04', bot: false,
    members: ['p04', 'p09', 'p14', 'p19', 'p24', 'p29', 'p34', 'p39', 'p44', 'guest'],
    topic: 'APAC pipeline', purpose: 'APAC sales coordination.',
    threads: [
      ['12-03 10:00', 'p29', 'Two SG logistics companies asked for Atlas demos in January.', [['p04', 'Please book them after GA on Jan 27']]],
      ['12-17 14:30', 'p39', 'Q4 APAC pipeline review moved to Dec 19.', []],
    ],
  },
  {
    key: 'warroom', name: 'atlas-launch-room', private: true, created: '2025-12-02', creator: 'me', bot: true,
    members: ['me', 'p07', 'p12', 'p15', 'p22', 'p42'],
    topic: 'Atlas GA war room (private)', purpose: 'Decisions and escalations for the Atlas launch.',
    threads: [
      ['12-02 10:30', 'me', 'Opening this room for the Atlas GA run-up. Decisions go here, details in #atlas-billing.', []],
      ['12-10 19:20', 'p42', 'On-call plan for GA week: Jing Lin primary, Qiang Luo secondary, Bo Ma escalation.', [['p07', 'Approved']]],
      ['12-22 18:05', 'p15', 'Finance confirms: VAT sign-off will be given on Jan 21 after UAT round 2, not before.', [['me', 'Understood, Go/No-Go on Jan 22 depends on it']]],
    ],
  },
  {
    key: 'exec', name: 'exec-staff', private: true, created: '2023-06-02', creator: 'p07', bot: false,
    members: ['p07', 'p05', 'p04', 'p13'],
    topic: 'Leadership (private)', purpose: 'Leadership staff channel.',
    threads: [
      ['12-15 20:00', 'p04', 'APAC revenue forecast for Q1 is in the leadership doc.', []],
    ],
  },
  {
    key: 'summit', name: 'summit-2025', archived: true, created: '2025-05-06', creator: 'p05', bot: true,
    members: ['me', 'p05', 'p04', 'p14', 'p26'],
    topic: 'Huaxin Summit 2025 (archived)', purpose: 'Summit logistics.',
    threads: [
      ['11-24 10:00', 'p05', 'Summit 2025 feedback survey results are in the Lark doc. Archiving this channel at the end of the week.', [['me', 'Thanks Jie, great event']]],
    ],
  },
  {
    key: 'deploys', name: 'deploys', created: '2023-06-05', creator: 'p12', bot: true,
    members: ['me', 'p07', 'p12', 'p22', 'p32', 'p37', 'p42', 'p02', 'deploybot', 'jira'],
    topic: 'Deploy log (bot). Atlas code freeze Jan 16.', purpose: 'Deploys to the international (SG) region.',
    threads: [],
  },
];

CHANNELS.push({
  key: 'standup', name: 'atlas-global-standup', created: '2025-09-01', creator: 'me', bot: true,
  members: ['me', 'p22', 'p23', 'p32', 'p38', 'guest', 'standup'],
  topic: 'Async standup for the Atlas international pod (reply before 11:00 Beijing / SG time)',
  purpose: 'Daily async standup: yesterday / today / blockers.',
  threads: [],
});

export const BOT_DM = [
  ['12-19 09:00', 'bot', 'Reminder: send the Atlas integration test report to OrbitPay two days before Jan 29 (i.e. by Jan 27).'],
  ['12-30 09:00', 'bot', 'Reminder: book dinner with Feng He for Jan 6 evening.'],
  ['12-30 09:12', 'me', 'thanks, will do'],
];

export function generated(g) {
  const out = [];
  const services = [['atlas-billing-api', 1, 8], ['atlas-invoice-worker', 1, 3], ['beacon-bff', 3, 0], ['orbitpay-adapter', 0, 4], ['cedar-sync', 2, 6]];
  const deployers = { 'atlas-billing-api': ['p22', 'p32', 'p02'], 'atlas-invoice-worker': ['p22', 'p12'], 'beacon-bff': ['p37', 'p02'], 'orbitpay-adapter': ['p32', 'p22'], 'cedar-sync': ['p12', 'p42'] };
  const count = {};
  for (const day of g.days('2025-11-24', '2025-12-31')) {
    const wd = g.weekday(day);
    if (wd === 0 || wd === 6) continue;
    const n = g.int(0, 2);
    for (let i = 0; i < n; i += 1) {
      const [svc, major, minor] = g.pick(services);
      count[svc] = (count[svc] || 0) + 1;
      const version = `v${major}.${minor + Math.floor(count[svc] / 5)}.${count[svc] % 5}`;
      const env = g.chance(0.4) ? 'prod-sg' : 'staging-sg';
      const secs = g.int(60, 360);
      out.push({
        channel: 'deploys', at: `${day.slice(5)} ${String(g.int(10, 19)).padStart(2, '0')}:${String(g.int(0, 59)).padStart(2, '0')}`, by: 'deploybot',
        text: `:rocket: \`${svc}\` ${version} deployed to *${env}* by {@${g.pick(deployers[svc])}} (${Math.floor(secs / 60)}m ${secs % 60}s)`,
      });
    }
    if (g.chance(0.35)) {
      const key = `ATL-${g.int(470, 520)}`;
      const title = g.pick(['Invoice PDF shows GST twice for SG accounts', 'Credit note numbering gap after retry', 'Usage export times out for >50k rows', 'Wrong currency symbol on MYR invoices', 'Proration preview differs from final invoice', 'Webhook retries not idempotent for OrbitPay refunds']);
      out.push({
        channel: 'atlas', at: `${day.slice(5)} ${String(g.int(10, 18)).padStart(2, '0')}:${String(g.int(0, 59)).padStart(2, '0')}`, by: 'jira',
        text: `:bug: *${key}* created: ${title} (priority ${g.pick(['Medium', 'High', 'Low'])}, assignee {@${g.pick(['p22', 'p32', 'p02', 'p23'])}})`,
      });
    }
  }
  const pools = {
    me: {
      early: ['GST invoice layout sign-off', 'OrbitPay pricing review with Finance', 'Atlas FAQ outline', 'UAT plan with Dong Ma'],
      mid: ['GA date change comms (Jan 27)', 'OrbitPay MSA first read', 'SG English-only invoices config', 'Kickoff agenda for Jan 7'],
      late: ['Integration test review prep (Jan 29)', 'Runbook review Jan 6', 'Go/No-Go checklist (Jan 22)', 'Dinner with Feng He on Jan 6'],
      blockers: ['none', 'VAT sign-off only after UAT round 2 (Jan 21)', 'none', 'waiting on OrbitPay redline owner'],
    },
    p22: {
      early: ['Proration rules for downgrades', 'Refund flow in OrbitPay sandbox', 'Currency library upgrade'],
      mid: ['ATL-482 root cause', 'Banker\'s rounding per line', 'Regression tests SGD/MYR/CNY'],
      late: ['ATL-482 merged, UAT notes', 'Credit note numbering fix', 'Idempotent refund webhooks'],
      blockers: ['none', 'currency library review', 'none'],
    },
    p23: {
      early: ['SG GST rules in pricing engine', 'Invoice breakdown line', 'MYR rounding'],
      mid: ['English-only invoice option', 'GST tests', 'Tax table versioning'],
      late: ['VAT rate table versioning', 'SG invoice templates', 'Docs for sales'],
      blockers: ['none', 'product decision on GST layout', 'none'],
    },
    p32: {
      early: ['OrbitPay webhook signatures', 'Sandbox payments', 'Adapter retries'],
      mid: ['Refund partial amounts in fen', 'Adapter load test', 'Settlement report parser'],
      late: ['Integration test cases for Jan 29', 'Adapter dashboards', 'Alerting'],
      blockers: ['none', 'OrbitPay sandbox rate limit', 'none'],
    },
    p38: {
      early: ['Usage aggregation query', 'ClickHouse tables', 'Load test harness'],
      mid: ['Aggregation on ClickHouse (3,350/min)', 'Backfill of usage events', 'Cedar data contract'],
      late: ['Finance dashboards after code freeze', 'Query tuning', 'On-call handover'],
      blockers: ['none', 'ClickHouse cluster budget approval', 'none'],
    },
  };
  for (const day of g.days('2025-11-24', '2025-12-31')) {
    const wd = g.weekday(day);
    if (wd === 0 || wd === 6) continue;
    const phase = day < '2025-12-02' ? 'early' : day < '2025-12-17' ? 'mid' : 'late';
    const replies = [];
    for (const who of ['me', 'p22', 'p23', 'p32', 'p38']) {
      if (g.chance(who === 'me' ? 0.15 : 0.35)) continue;
      const p = pools[who];
      const y = g.pick(p[phase]);
      let t = g.pick(p[phase]);
      if (t === y) t = g.pick(p[phase === 'early' ? 'mid' : 'late']);
      replies.push([who, `*Yesterday:* ${y}\n*Today:* ${t}\n*Blockers:* ${g.pick(p.blockers)}`]);
    }
    out.push({ channel: 'standup', at: `${day.slice(5)} 09:00`, by: 'standup', text: `:sunrise: Atlas standup for ${g.dayLabel(day)}. Reply in thread: yesterday / today / blockers.`, replies });
  }
  return out;
}
