// Authored Discord content for Emma Clark (Brightline Labs). The bot the MCP server logs in as is
// Emma's own "Lumen Helper" bot. People are roster keys (snapshots/personas/emma-clark.json) or
// community handles; build.mjs turns this into snowflakes, members, channels and messages.
//
// Story line (shared with Emma's Slack, mail and WeCom, so answers must be looked up):
//   Lumen Eval Suite is also an open-source project with a public community server. v0.9 RC cut
//   Dec 12; v1.0 ships Mar 18 with an eval freeze on Feb 27; 1,240 tasks after pruning 86
//   duplicates; grader agreement 91.4% vs the 95% target; LUM-217 (grader timeouts on tool-use
//   tasks) fixed Dec 16 by Grace Patel (timeout 90 s + one retry); LUM-231 (few-shot seed leakage)
//   is Emma's, fix due Jan 9; judge-v3 migration the week of Jan 12; leaderboard refresh Fridays
//   4 pm PT; community office hours every other Thursday 10 am PT (next Jan 8); community call Jan 15.
//   Open asks at the snapshot time: kaito_evals' benchmark PR #412 was merged Dec 30 and he should
//   get the Contributor role; a spam post sits in #general; #release-v1 needs a pinned checklist.

export const TZ_OFFSET_HOURS = -8; // Pacific time in winter

export const BOT = { username: 'Lumen Helper', discriminator: '4821', created: '2024-02-11 10:20' };

// Brightline colleagues on the community server: roster key -> Discord identity.
export const COLLEAGUES = [
  { key: 'me', username: 'emma.clark', global_name: 'Emma Clark', created: '2017-06-03 21:14' },
  { key: 'p01', username: 'noahbrooks', global_name: 'Noah Brooks', created: '2016-09-18 08:40' },
  { key: 'p16', username: 'gracepatel', global_name: 'Grace Patel', created: '2018-02-27 19:05' },
  { key: 'p06', username: 'noah.fischer', global_name: 'Noah F.', created: '2019-11-02 12:30' },
  { key: 'p11', username: 'ethanwalsh', global_name: 'Ethan Walsh', created: '2020-04-14 17:22' },
  { key: 'p21', username: 'olivia.bennett', global_name: 'Olivia Bennett', created: '2018-08-09 09:51' },
  { key: 'p26', username: 'jcoleman', global_name: 'James Coleman', created: '2016-12-01 15:10' },
  { key: 'p31', username: 'owen.lopez', global_name: 'Owen Lopez', created: '2021-01-20 20:45' },
  { key: 'p36', username: 'lucas.u', global_name: 'Lucas Underwood', created: '2022-03-08 07:33' },
  { key: 'p41', username: 'harperfischer', global_name: 'Harper Fischer', created: '2019-05-25 11:11' },
  { key: 'p02', username: 'leahunderwood', global_name: 'Leah Underwood', created: '2017-10-30 13:03' },
  { key: 'p32', username: 'maya.evans', global_name: 'Maya Evans', created: '2020-07-07 22:19' },
  { key: 'p03', username: 'avasingh', global_name: 'Ava Singh', created: '2019-02-16 16:48' },
  { key: 'p33', username: 'calebsingh', global_name: 'Caleb Singh', created: '2021-09-12 10:02' },
];

// Friends outside work (roster `x` keys) and community members (handles, all fictional).
export const FRIENDS = [
  { key: 'x3', username: 'noahevans', global_name: 'Noah Evans', created: '2018-05-05 18:00' },
  { key: 'x1', username: 'ethanfoster', global_name: 'Ethan Foster', created: '2020-06-21 08:15' },
];

export const COMMUNITY = [
  ['kaito_evals', 'Kaito', '2021-03-14 04:12'], ['mara.codes', 'Mara', '2019-08-22 14:30'],
  ['benchmark_bard', 'Bard', '2022-11-02 19:44'], ['priya.k', 'Priya K', '2020-01-09 02:18'],
  ['tomasz_ml', 'Tomasz', '2018-12-12 12:12'], ['lin.zhou', 'Lin Zhou', '2021-06-30 23:05'],
  ['agentsmith42', null, '2023-02-01 09:00'], ['raviteja', 'Ravi Teja', '2019-04-17 06:40'],
  ['sofia.r', 'Sofía R.', '2020-10-10 10:10'], ['gradient.gus', 'Gus', '2022-05-19 15:27'],
  ['hannah_b', 'Hannah B', '2017-07-28 21:36'], ['quentin.dev', 'Quentin', '2021-12-24 18:48'],
  ['yuki.t', 'Yuki T.', '2020-02-29 03:03'], ['deepfried_dan', 'Dan', '2019-09-09 09:09'],
  ['olu.adebayo', 'Olu', '2022-08-14 16:16'], ['zara_ai', 'Zara', '2023-05-06 11:45'],
  ['felixk', 'Felix K', '2018-03-03 13:37'], ['nadia.writes', 'Nadia', '2021-10-31 20:31'],
  ['j0rdan', 'Jordan', '2016-11-11 11:11'], ['marcus.eval', 'Marcus', '2022-01-15 07:07'],
  ['ines.p', 'Inês P.', '2020-09-19 19:19'], ['kwame.o', 'Kwame', '2021-04-04 04:04'],
  ['lena_k', 'Lena', '2019-01-23 08:08'], ['pablo.m', 'Pablo', '2023-03-30 22:22'],
  ['ari.s', 'Ari', '2020-12-05 05:55'], ['theo_builds', 'Theo', '2022-07-12 17:17'],
  ['mei.l', 'Mei L', '2018-06-06 06:06'], ['sam_rl', 'Sam', '2021-08-08 08:48'],
  ['chloe.v', 'Chloé V', '2019-10-01 10:01'], ['big_o_nate', 'Nate', '2017-02-14 14:02'],
  ['rustacean_rae', 'Rae', '2022-10-20 20:20'], ['omar.h', 'Omar H', '2020-05-15 15:15'],
  ['vik.eval', 'Vik', '2023-06-18 18:06'], ['ella.n', 'Ella N', '2021-02-02 02:22'],
  ['crypto_deals_4u', null, '2025-12-29 03:14'],
];

const BASE_PERMS = ['CREATE_INSTANT_INVITE', 'VIEW_CHANNEL', 'SEND_MESSAGES', 'EMBED_LINKS', 'ATTACH_FILES', 'READ_MESSAGE_HISTORY', 'ADD_REACTIONS', 'USE_EXTERNAL_EMOJIS', 'CONNECT', 'SPEAK'];

export const GUILDS = [
  {
    key: 'lumen',
    name: 'Lumen Eval Community',
    created: '2024-02-10 16:05',
    owner: 'me',
    description: 'Open-source agent evaluation with Lumen: help, benchmarks, releases and office hours.',
    premium_tier: 1,
    explicit_content_filter: 'all_members',
    community: true,
    rules: 'rules',
    updates: 'mod-log',
    emojis: [
      { name: 'lumen', created: '2024-02-12 09:00' },
      { name: 'shipit', created: '2024-03-01 11:30' },
      { name: 'evalcat', animated: true, created: '2024-05-20 18:45' },
      { name: 'leaderboard', created: '2024-09-02 08:10' },
    ],
    roles: [
      { key: 'everyone', name: '@everyone', position: 0, perms: BASE_PERMS },
      { key: 'maintainer', name: 'Maintainer', position: 8, color: 15844367, hoist: true, perms: ['ADMINISTRATOR'], created: '2024-02-10 16:20' },
      { key: 'core', name: 'Core Team', position: 7, color: 3447003, hoist: true, perms: ['MANAGE_MESSAGES', 'MODERATE_MEMBERS', 'MENTION_EVERYONE', 'KICK_MEMBERS'], created: '2024-02-10 16:22' },
      { key: 'bot', name: 'Lumen Helper', position: 6, managed: true, perms: ['VIEW_CHANNEL', 'SEND_MESSAGES', 'READ_MESSAGE_HISTORY', 'ADD_REACTIONS', 'MANAGE_ROLES', 'MANAGE_CHANNELS', 'MANAGE_MESSAGES', 'MODERATE_MEMBERS', 'EMBED_LINKS'], created: '2024-02-11 10:25' },
      { key: 'mod', name: 'Community Mod', position: 5, color: 10181046, hoist: true, perms: ['MANAGE_MESSAGES', 'MODERATE_MEMBERS', 'KICK_MEMBERS'], created: '2024-04-02 12:00' },
      { key: 'author', name: 'Benchmark Author', position: 4, color: 1752220, perms: [], created: '2024-06-15 09:30' },
      { key: 'contributor', name: 'Contributor', position: 3, color: 3066993, perms: [], created: '2024-02-14 10:00' },
      { key: 'ping', name: 'Office Hours Ping', position: 2, mentionable: true, perms: [], created: '2024-07-01 15:00' },
      { key: 'booster', name: 'Server Booster', position: 1, color: 16023551, managed: true, perms: [], created: '2024-03-18 20:00' },
    ],
    // [user, roles, joined, nick]
    members: [
      ['me', ['maintainer', 'core'], '2024-02-10 16:05'],
      ['bot', ['bot'], '2024-02-11 10:25'],
      ['p01', ['core'], '2024-02-10 17:40', 'Noah (Brightline)'],
      ['p16', ['maintainer', 'core'], '2024-02-10 18:02'],
      ['p06', ['core', 'contributor'], '2024-02-12 09:15'],
      ['p11', ['core'], '2024-02-13 14:00'],
      ['p21', ['core', 'mod'], '2024-02-13 15:30'],
      ['p26', ['core'], '2024-03-04 10:00'],
      ['p31', ['contributor'], '2024-05-07 11:00'],
      ['p36', ['contributor'], '2024-06-21 13:45'],
      ['p41', ['core'], '2024-04-11 09:20'],
      ['p02', [], '2024-08-19 16:00', 'Leah | Platform'],
      ['p32', ['contributor'], '2024-09-05 10:10'],
      ['p03', ['author'], '2024-10-01 08:00'],
      ['p33', [], '2025-01-16 12:00'],
      ['kaito_evals', ['ping'], '2025-06-03 03:10'],
      ['mara.codes', ['contributor', 'author', 'booster'], '2024-03-02 22:00'],
      ['benchmark_bard', ['author'], '2024-11-11 18:30'],
      ['priya.k', ['contributor', 'mod'], '2024-02-20 05:40'],
      ['tomasz_ml', ['contributor'], '2024-04-09 07:25'],
      ['lin.zhou', ['author', 'ping'], '2024-08-01 01:15'],
      ['agentsmith42', [], '2025-09-14 20:00'],
      ['raviteja', ['contributor'], '2024-05-28 04:50'],
      ['sofia.r', ['ping'], '2025-02-07 13:33'],
      ['gradient.gus', [], '2025-03-15 19:19'],
      ['hannah_b', ['contributor', 'booster'], '2024-02-25 02:02'],
      ['quentin.dev', [], '2025-07-07 07:07'],
      ['yuki.t', ['author'], '2024-12-12 12:12'],
      ['deepfried_dan', [], '2025-04-01 16:00'],
      ['olu.adebayo', ['ping'], '2025-05-05 05:05'],
      ['zara_ai', [], '2025-10-02 22:40'],
      ['felixk', ['contributor'], '2024-07-19 10:30'],
      ['nadia.writes', [], '2025-08-08 08:08'],
      ['j0rdan', [], '2024-09-29 23:59'],
      ['marcus.eval', ['author'], '2025-01-30 14:14'],
      ['ines.p', [], '2025-11-03 09:40'],
      ['kwame.o', ['ping'], '2025-06-26 18:18'],
      ['lena_k', [], '2025-02-22 22:22'],
      ['pablo.m', [], '2025-11-20 15:00'],
      ['ari.s', ['contributor'], '2024-10-10 10:10'],
      ['theo_builds', [], '2025-09-01 17:30'],
      ['mei.l', ['author'], '2024-06-06 06:06'],
      ['sam_rl', [], '2025-12-02 02:20'],
      ['chloe.v', [], '2025-07-14 14:07'],
      ['big_o_nate', [], '2024-12-31 23:00'],
      ['rustacean_rae', ['contributor'], '2025-03-03 03:30'],
      ['omar.h', [], '2025-10-25 12:25'],
      ['vik.eval', [], '2025-12-18 18:18'],
      ['ella.n', [], '2025-12-22 11:11'],
      ['crypto_deals_4u', [], '2025-12-29 03:20'],
    ],
    channels: [
      { key: 'cat-info', name: 'INFO', type: 'category', created: '2024-02-10 16:06' },
      { key: 'welcome', name: 'welcome', category: 'cat-info', created: '2024-02-10 16:07', topic: 'Start here: what Lumen is and where to ask.', overwrites: [['everyone', [], ['SEND_MESSAGES']]] },
      { key: 'rules', name: 'rules', category: 'cat-info', created: '2024-02-10 16:08', topic: 'Be kind, stay on topic, no spam or self-promotion.', overwrites: [['everyone', [], ['SEND_MESSAGES']]] },
      { key: 'announcements', name: 'announcements', type: 'news', category: 'cat-info', created: '2024-02-10 16:09', topic: 'Releases, calls and breaking changes. Follow this channel to get them in your server.', overwrites: [['everyone', [], ['SEND_MESSAGES']], ['role:core', ['SEND_MESSAGES'], []]] },
      { key: 'cat-community', name: 'COMMUNITY', type: 'category', created: '2024-02-10 16:10' },
      { key: 'general', name: 'general', category: 'cat-community', created: '2024-02-10 16:11', topic: 'Anything Lumen. Questions go to #help.' },
      { key: 'help', name: 'help', category: 'cat-community', created: '2024-02-10 16:12', topic: 'Stuck? Post your Lumen version, the command and the full traceback.' },
      { key: 'showcase', name: 'showcase', category: 'cat-community', created: '2024-03-20 09:00', topic: 'Share what you evaluated with Lumen.' },
      { key: 'off-topic', name: 'off-topic', category: 'cat-community', created: '2024-02-11 08:00' },
      { key: 'cat-dev', name: 'DEVELOPMENT', type: 'category', created: '2024-02-14 10:00' },
      { key: 'contributors', name: 'contributors', category: 'cat-dev', created: '2024-02-14 10:01', topic: 'PRs, reviews and design questions. CONTRIBUTING.md is pinned.' },
      { key: 'benchmarks', name: 'benchmarks', category: 'cat-dev', created: '2024-06-15 09:35', topic: 'Proposing, reviewing and maintaining benchmark suites.' },
      { key: 'grader-dev', name: 'grader-dev', category: 'cat-dev', created: '2024-09-10 14:00', topic: 'LLM judges, rubric graders, agreement studies.' },
      { key: 'release-v1', name: 'release-v1', category: 'cat-dev', created: '2025-12-12 18:00', topic: 'Road to Lumen 1.0 (ships Mar 18, eval freeze Feb 27).' },
      { key: 'cat-core', name: 'CORE TEAM', type: 'category', created: '2024-02-10 16:30', overwrites: [['everyone', [], ['VIEW_CHANNEL']], ['role:core', ['VIEW_CHANNEL'], []], ['role:bot', ['VIEW_CHANNEL'], []]] },
      { key: 'core-team', name: 'core-team', category: 'cat-core', created: '2024-02-10 16:31', overwrites: [['everyone', [], ['VIEW_CHANNEL']], ['role:core', ['VIEW_CHANNEL'], []], ['role:bot', ['VIEW_CHANNEL'], []]] },
      { key: 'mod-log', name: 'mod-log', category: 'cat-core', created: '2024-04-02 12:05', overwrites: [['everyone', [], ['VIEW_CHANNEL']], ['role:core', ['VIEW_CHANNEL'], []], ['role:mod', ['VIEW_CHANNEL'], []], ['role:bot', ['VIEW_CHANNEL'], []]] },
      { key: 'trust-and-safety', name: 'trust-and-safety', category: 'cat-core', created: '2025-05-12 10:00', topic: 'Reports involving members. Bots stay out.', overwrites: [['everyone', [], ['VIEW_CHANNEL']], ['role:maintainer', ['VIEW_CHANNEL'], []], ['role:mod', ['VIEW_CHANNEL'], []], ['role:bot', [], ['VIEW_CHANNEL']]] },
      { key: 'cat-voice', name: 'VOICE', type: 'category', created: '2024-02-10 16:40' },
      { key: 'office-hours', name: 'Office Hours', type: 'voice', category: 'cat-voice', created: '2024-02-10 16:41' },
      { key: 'pairing', name: 'Pairing Room', type: 'voice', category: 'cat-voice', created: '2024-08-12 13:00' },
    ],
  },
  {
    key: 'trail',
    name: 'Bay Trail Crew',
    created: '2022-04-02 19:30',
    owner: 'x3',
    description: null,
    premium_tier: 0,
    explicit_content_filter: 'members_without_roles',
    community: false,
    emojis: [{ name: 'summit', created: '2022-05-01 10:00' }],
    roles: [
      { key: 'everyone', name: '@everyone', position: 0, perms: BASE_PERMS.concat(['MENTION_EVERYONE']) },
      { key: 'lead', name: 'Trip Lead', position: 3, color: 15105570, hoist: true, perms: ['MANAGE_MESSAGES', 'MANAGE_CHANNELS'], created: '2022-04-02 19:40' },
      { key: 'carpool', name: 'Carpool Driver', position: 2, color: 2123412, perms: [], created: '2022-06-11 08:00' },
      { key: 'bot', name: 'Lumen Helper', position: 1, managed: true, perms: ['VIEW_CHANNEL', 'SEND_MESSAGES', 'READ_MESSAGE_HISTORY', 'ADD_REACTIONS'], created: '2024-03-09 20:15' },
    ],
    members: [
      ['x3', ['lead'], '2022-04-02 19:30'],
      ['me', ['lead', 'carpool'], '2022-04-03 09:12'],
      ['bot', ['bot'], '2024-03-09 20:15'],
      ['x1', ['carpool'], '2022-04-05 18:40'],
      ['p29', [], '2023-05-20 07:45'],
      ['p07', ['carpool'], '2022-09-17 12:00'],
      ['hannah_b', [], '2023-01-08 16:20'],
      ['j0rdan', ['carpool'], '2022-04-06 20:00'],
      ['lena_k', [], '2024-06-01 09:00'],
      ['big_o_nate', [], '2022-11-12 13:13'],
    ],
    channels: [
      { key: 'general', name: 'general', created: '2022-04-02 19:31', topic: 'Hikes, plans, photos. Be outside.' },
      { key: 'trip-planning', name: 'trip-planning', created: '2022-04-02 19:35', topic: 'One thread per trip: date, trailhead, carpool, permit.' },
      { key: 'photos', name: 'photos', created: '2022-04-10 10:00' },
      { key: 'gear-swap', name: 'gear-swap', created: '2023-02-18 15:00', topic: 'Lend, borrow, sell. Include condition and price.' },
      { key: 'campfire', name: 'Campfire', type: 'voice', created: '2022-04-02 19:36' },
    ],
  },
];

// People who appear only in the trail server (roster keys without a Discord entry above).
export const EXTRA_PEOPLE = [
  { key: 'p29', username: 'chloewalsh', global_name: 'Chloe Walsh', created: '2019-03-23 12:00' },
  { key: 'p07', username: 'amelia.lopez', global_name: 'Amelia', created: '2017-01-09 09:09' },
];

// Authored messages: [local time 'MM-DD HH:mm' (Dec/Nov 2025, Jan 2026), author, text, reactions?]
// Reactions: { emoji: [user keys] } ; custom emoji written as ':name:'.
export const MESSAGES = {
  lumen: {
    welcome: [
      ['2024-02-10 16:30', 'me', 'Welcome to the Lumen Eval Community! 👋\n\n• Docs: https://lumen-eval.example/docs\n• Ask questions in #help (version + command + traceback please)\n• Contributing: read CONTRIBUTING.md, then say hi in #contributors\n• Office hours: every other Thursday 10:00 PT in the Office Hours voice channel', { '👋': ['p16', 'p06', 'mara.codes', 'priya.k'], ':lumen:': ['p01', 'hannah_b'] }],
      ['2025-06-02 11:00', 'me', 'New here? Grab the **Office Hours Ping** role by asking a mod, and we will @ you before each session.'],
    ],
    rules: [
      ['2024-02-10 16:35', 'me', '1. Be kind. Critique code and results, not people.\n2. Keep help questions in #help and include a minimal repro.\n3. No spam, referral links or crypto offers — instant removal.\n4. Do not post private model outputs or credentials.\n5. Benchmark data with licences that forbid redistribution stays out of the repo.', { '✅': ['p16', 'p21', 'priya.k', 'mara.codes', 'tomasz_ml'] }],
    ],
    announcements: [
      ['2025-11-21 10:00', 'me', '**Lumen 0.8.3** is out: parallel task sharding (`--shards N`), faster result upload, and the grader cache no longer grows without bound. Upgrade with `pip install -U lumen-eval`.', { '🎉': ['p16', 'mara.codes', 'kaito_evals', 'raviteja', 'hannah_b', 'felixk'] }],
      ['2025-12-04 09:30', 'p21', 'Community call recording from Dec 3 is up (agenda: tool-use tasks, grader agreement, the 1.0 plan). Notes in the discussion forum.', { '🙏': ['lin.zhou', 'sofia.r'] }],
      ['2025-12-12 17:45', 'me', '**Lumen 0.9.0-rc1** is cut. 1,240 tasks after we pruned 86 near-duplicates. Please run it on your setups and report anything odd in #release-v1. Known issue: grader timeouts on some tool-use tasks (LUM-217).', { ':shipit:': ['p16', 'p06', 'p11'], '🚀': ['mara.codes', 'priya.k', 'tomasz_ml', 'yuki.t', 'marcus.eval'] }],
      ['2025-12-16 15:20', 'p16', 'LUM-217 is fixed on main: tool-use graders now time out at 90 s with one retry instead of hanging. Will be in rc2.', { '🙌': ['me', 'kaito_evals', 'raviteja', 'ari.s'] }],
      ['2025-12-19 16:05', 'me', 'Leaderboard refreshes move to **Fridays 4 pm PT** starting today. Submissions received after 2 pm PT land the following week.', { '👍': ['benchmark_bard', 'lin.zhou', 'marcus.eval'] }],
      ['2025-12-22 12:00', 'me', 'Roadmap to 1.0: eval freeze **Feb 27**, release **Mar 18**. Judge-v3 migration the week of Jan 12. Holiday note: maintainers are mostly offline Dec 24 – Jan 1, replies will be slow.', { '📅': ['p21', 'priya.k'], '❤️': ['hannah_b', 'sofia.r', 'olu.adebayo'] }],
    ],
    general: [
      ['2025-12-01 09:12', 'mara.codes', 'morning all — anyone else seeing the leaderboard page load slowly today?'],
      ['2025-12-01 09:20', 'p11', 'yep, CDN cache got purged after the deploy, should warm up in an hour'],
      ['2025-12-05 13:40', 'kaito_evals', 'I finally got Lumen running on our internal agents. The tool-use suite is brutal in a good way 😅', { '😂': ['mara.codes', 'p06'] }],
      ['2025-12-12 18:10', 'hannah_b', 'rc1 installed, first run on our support-agent eval in progress'],
      ['2025-12-12 18:14', 'p06', 'nice! share the numbers in #release-v1 when it finishes'],
      ['2025-12-17 08:55', 'raviteja', 'confirming the 90 s timeout fix works for us, no more hung graders overnight', { '🙏': ['p16'] }],
      ['2025-12-23 10:30', 'sofia.r', 'happy holidays everyone, thanks for all the help this year 🎄', { '🎄': ['me', 'p21', 'hannah_b', 'kwame.o', 'lin.zhou'] }],
      ['2025-12-29 03:25', 'crypto_deals_4u', '🚀🚀 FREE 500 USDT airdrop for AI devs!!! claim before midnight -> https://claim-airdrop.example/ai500 DM me for the whitelist code 🚀🚀'],
      ['2025-12-29 07:50', 'quentin.dev', 'uh, mods? ^ that looks like a scam'],
      ['2025-12-30 18:40', 'kaito_evals', 'my benchmark PR #412 (multi-hop calendar tasks) got merged today!! thanks @Grace Patel for the review 🙌', { '🎉': ['p16', 'mara.codes', 'me', 'priya.k', 'lin.zhou'], ':shipit:': ['p06'] }],
      ['2025-12-30 19:02', 'p16', 'well deserved. @Emma Clark can we give kaito the Contributor role?'],
      ['2025-12-31 22:10', 'theo_builds', 'new year resolution: stop eyeballing agent transcripts and actually score them'],
    ],
    help: [
      ['2025-12-02 11:05', 'tomasz_ml', '`lumen run --suite tool-use` dies with `GraderTimeout: judge did not answer in 30s` on about 5% of tasks. Lumen 0.8.3, Python 3.11. Is this known?'],
      ['2025-12-02 11:31', 'p16', 'Known — LUM-217. Workaround until the fix: `--grader-timeout 120`. Proper fix (timeout + retry) is coming.', { '👍': ['tomasz_ml'] }],
      ['2025-12-08 15:18', 'agentsmith42', 'how do I evaluate an agent that is only reachable over HTTP? all the examples import a python class'],
      ['2025-12-08 15:40', 'p06', 'Use the `http` adapter: `lumen run --agent http://localhost:8000/act --suite core`. The request/response schema is in docs/adapters.md.'],
      ['2025-12-15 20:12', 'lin.zhou', 'results differ between two runs with the same seed. few-shot prompts look different in the logs?'],
      ['2025-12-15 21:03', 'me', 'That is LUM-231 — the few-shot sampler leaks the global seed state between tasks. I am fixing it (target Jan 9). Until then run with `--few-shot-seed fixed`.', { '🙏': ['lin.zhou', 'yuki.t'] }],
      ['2025-12-27 09:44', 'ella.n', 'Is there a way to export per-task scores as CSV? the dashboard only shows aggregates'],
      ['2025-12-31 16:20', 'vik.eval', 'pip install fails on python 3.13 with a numpy pin error. any plan to support 3.13?'],
    ],
    contributors: [
      ['2025-12-09 10:15', 'priya.k', 'PR #398 (retry budget for flaky tools) needs a second reviewer, anyone?'],
      ['2025-12-09 10:40', 'p06', 'taking it'],
      ['2025-12-18 14:22', 'kaito_evals', 'opened #412: 48 multi-hop calendar tasks with deterministic fixtures. feedback welcome'],
      ['2025-12-30 17:55', 'p16', 'merged #412 🎉 great work kaito — first benchmark PR from the community in the 1.0 cycle', { ':shipit:': ['me', 'p06', 'mara.codes'] }],
    ],
    benchmarks: [
      ['2025-12-03 12:00', 'benchmark_bard', 'Proposal: a small "long-horizon inbox" suite, 60 tasks, each needs 15+ tool calls. draft spec in the forum.'],
      ['2025-12-03 12:30', 'p03', 'love it. make sure graders can check state, not just the final answer'],
      ['2025-12-11 09:00', 'me', 'Dedup pass is done: 86 near-duplicate tasks removed, 1,240 remain. Diff list in the release notes.', { '👍': ['p11', 'benchmark_bard', 'marcus.eval'] }],
    ],
    'grader-dev': [
      ['2025-12-10 16:00', 'p26', 'Agreement study on rc1: judge-v2 vs human labels = 91.4% overall. Target for 1.0 is 95%.'],
      ['2025-12-10 16:12', 'p11', 'most disagreements are partial-credit tool-use tasks. judge-v3 rubric should help'],
      ['2025-12-19 11:30', 'p26', 'judge-v3 migration plan: shadow mode week of Jan 12, switch default once agreement ≥ 95% on the holdout.'],
    ],
    'release-v1': [
      ['2025-12-12 18:05', 'me', 'Thread for rc feedback. Please include: OS, Python, agent type, suite, and what you expected.'],
      ['2025-12-13 06:10', 'hannah_b', 'rc1 on Ubuntu 24.04 / Py 3.12, support agent, core suite: 0.612 → 0.598 vs 0.8.3. the drop is all in tool-use, probably LUM-217'],
      ['2025-12-16 15:30', 'p16', 'rc2 will include the LUM-217 fix; please re-run then'],
      ['2025-12-30 11:00', 'p21', 'We still need a pinned release checklist here (freeze Feb 27, RC dates, docs, migration notes). Emma, can the bot pin one?'],
    ],
    'core-team': [
      ['2025-12-15 09:00', 'me', 'Weekly sync notes: LUM-231 on me (due Jan 9), judge-v3 shadow mode from Jan 12 (James), docs freeze Feb 20 (Olivia).'],
      ['2025-12-15 09:05', 'p26', 'ack. I will need ~16 GPUs from the lumen-eval queue on Harbor for the shadow runs'],
      ['2025-12-29 08:00', 'p21', 'spam in #general from a brand-new account (crypto airdrop). leaving it for Emma or the bot to clean up + time out'],
      ['2025-12-31 09:30', 'me', 'Office hours Jan 8 10:00 PT — I will host. Community call Jan 15, agenda: 1.0 scope + judge-v3.'],
    ],
    'mod-log': [
      ['2025-11-30 14:00', 'p21', 'Removed 2 invite-link spam posts in #off-topic, user banned.'],
      ['2025-12-20 10:10', 'priya.k', 'Warned @deepfried_dan for posting leaked model outputs; message deleted.'],
    ],
    'trust-and-safety': [
      ['2025-08-02 12:00', 'p21', 'Keeping member reports here; please do not copy them elsewhere.'],
    ],
    showcase: [
      ['2025-12-06 19:00', 'marcus.eval', 'We used Lumen to compare three retrieval agents for our docs bot — write-up: https://marcus-blog.example/lumen-rag', { '🔥': ['me', 'p03', 'benchmark_bard'] }],
      ['2025-12-20 13:13', 'yuki.t', 'Made a tiny TUI that tails `lumen run` logs and shows per-task pass/fail live 👀', { ':evalcat:': ['p06', 'mara.codes', 'kaito_evals'] }],
    ],
    'off-topic': [
      ['2025-12-24 12:00', 'big_o_nate', 'what is everyone cooking this week'],
      ['2025-12-24 12:08', 'mara.codes', 'dumplings, a lot of them 🥟'],
    ],
  },
  trail: {
    general: [
      ['2025-12-06 08:00', 'x3', 'Mt Tam loop this Saturday? Meet Pantoll 8:30, ~9 mi.', { '🥾': ['me', 'x1', 'j0rdan'] }],
      ['2025-12-14 18:20', 'me', 'Thanks for the hike today! My knees are filing a complaint 😂', { '😂': ['x3', 'hannah_b'] }],
      ['2025-12-28 10:00', 'x3', 'New Year day hike: Lands End, Jan 1, 10:00 at the Lands End Lookout lot. Casual pace, coffee after.', { ':summit:': ['me', 'p07'], '🙌': ['lena_k'] }],
      ['2025-12-31 19:00', 'j0rdan', 'I can drive 3 from the Mission for tomorrow'],
    ],
    'trip-planning': [
      ['2025-12-02 21:00', 'x3', 'Tahoe snowshoe weekend Jan 24–25? Cabin in Tahoma sleeps 8, ~$95/person.'],
      ['2025-12-03 07:30', 'me', 'in! I can drive from SF Friday 4pm, 3 seats'],
      ['2025-12-03 08:02', 'x1', 'count me in, can bring the avalanche beacon and probes'],
      ['2025-12-20 12:00', 'x3', 'Deposit for the cabin is due Jan 5. Venmo me $40 if you are in. So far: Emma, Ethan, Jordan, Amelia, Lena.'],
    ],
    photos: [
      ['2025-12-14 19:00', 'p07', 'golden hour from the Dipsea today 📸', { '😍': ['me', 'x3', 'lena_k'] }],
    ],
    'gear-swap': [
      ['2025-12-10 17:40', 'hannah_b', 'selling MSR Lightning snowshoes 25", used twice, $120'],
      ['2025-12-10 18:15', 'me', 'interested! are they still available?'],
    ],
  },
};

// Filler pools: templates with {slots}; build.mjs draws authors from the channel's audience.
export const FILLER = {
  lumen: {
    general: {
      count: 120, from: '2025-11-20', to: '2025-12-31',
      lines: [
        'has anyone tried Lumen with {agent}? curious how the {suite} suite treats it',
        'just ran the {suite} suite on our {agent} setup: {score} overall, better than I expected',
        'the new results page is really nice, the per-task drilldown saved me an hour',
        'what GPU do people use for local judge runs? we are on {gpu}',
        'TIL you can pass `--tasks-file` to run a custom subset',
        'anyone going to the community call on {date}?',
        'our team switched from hand-graded spreadsheets to Lumen this month, night and day',
        'is there a recommended way to version benchmark fixtures?',
        'shoutout to whoever wrote the adapters doc, super clear',
        'how long does a full {suite} run take for you? ours is ~{mins} min',
        'we saw {score} on {suite} with {agent}, variance across seeds ~{var}',
        'random thought: a "cost per solved task" column on the leaderboard would be useful',
        'reminder that office hours are a great place to ask the weird questions',
        'quick q: does `--shards` split by task or by suite?',
        'it splits by task, round robin — {suite} with 4 shards finished in a quarter of the time for me',
        'leaderboard refresh today? or did that move to Fridays now',
        'Fridays 4pm PT now, see #announcements',
        'love that the traces are plain JSONL, easy to grep',
        'does anyone have a good rubric for partial credit on multi-step tasks?',
        'gm from {city} ☕',
        'anyone else evaluating voice agents? wondering if the tool-use suite maps over',
        'we are presenting our Lumen numbers internally next week, wish me luck',
      ],
    },
    help: {
      count: 80, from: '2025-11-20', to: '2025-12-31',
      lines: [
        '`lumen run` exits with `KeyError: \'{key}\'` when the suite has a custom grader. 0.8.3, Py 3.{py}',
        'getting `ConnectionResetError` from the http adapter after ~{n} tasks, agent is a FastAPI app',
        'can I run graders on CPU only? no GPU on our CI',
        'yes: `--judge-device cpu`, slower but fine for the core suite',
        'what does `status: skipped_unsafe` mean in the results?',
        'it means the task needs a tool your adapter did not declare — check the `tools:` block of your agent config',
        'how do I point Lumen at a self-hosted judge model?',
        'set `LUMEN_JUDGE_BASE_URL` and `LUMEN_JUDGE_MODEL`, any OpenAI-compatible endpoint works',
        'my scores are 0.0 for every task in {suite}, traces look fine though',
        'that usually means the grader could not parse the final answer — did you set `answer_format`?',
        'upgrade to {ver} broke my custom suite loader, `SuiteSpec` has no attribute `fixtures`',
        'fixtures moved to `SuiteSpec.assets` in 0.9, migration note is in CHANGELOG.md',
        'is it expected that `lumen report` takes {mins} minutes on 1,240 tasks?',
        'the HTML report renders blank in Safari, Chrome is fine',
        'where do I find the seed used for a run? not in results.json',
        'it is in `run_meta.json` next to results, field `seed`',
        'docker image `lumen-eval:0.9.0rc1` is missing git, so `--suite-from-git` fails',
        'any way to rate-limit calls to our agent? it is behind a {n} rps quota',
        '`--max-concurrency` and `--rps` flags on run, both work with the http adapter',
        'thanks, that fixed it 🙏',
      ],
    },
    contributors: {
      count: 55, from: '2025-11-20', to: '2025-12-31',
      lines: [
        'PR #{pr} is ready for review: {change}',
        'left a few comments on #{pr}, mostly naming',
        'CI is red on main because of a flaky test in `test_{mod}.py`, looking',
        'should we squash-merge by default? the history on main is getting noisy',
        'opened an issue for {change}, would love thoughts before I start',
        'rebased #{pr} on main, conflicts were in the grader registry',
        'who owns the {mod} module these days?',
        'approving #{pr}, nice tests',
        'docs build is failing because of a broken link in adapters.md',
        'first-timer here, is there a good-first-issue label?',
        'yep, filter issues by `good first issue`, a few docs tasks are open',
      ],
    },
    benchmarks: {
      count: 40, from: '2025-11-20', to: '2025-12-31',
      lines: [
        'task {task} in the {suite} suite has an ambiguous expected answer, opening an issue',
        'proposal: tag tasks by required tool count so we can slice results',
        'I counted {n} tasks where the fixture date is in the past relative to the scenario',
        'licence check: the {suite} data is CC-BY 4.0, we are fine to ship it',
        'should benchmark authors get credit in the release notes? I think yes',
        'new draft suite: {n} tasks on spreadsheet editing with state checks',
        'variance on {suite} is high with temperature 0.7 — do we standardise on 0?',
      ],
    },
    'grader-dev': {
      count: 30, from: '2025-11-20', to: '2025-12-31',
      lines: [
        'judge-v3 rubric draft: separate correctness and process scores',
        'on the holdout, judge-v3 agrees with humans {pct}% vs judge-v2 91.4%',
        'partial credit is where the judges disagree most, especially {suite}',
        'should the judge see the full trace or only the final state?',
        'latency per judged task is ~{mins}s with the new prompt, acceptable',
        'found a prompt-injection in a task fixture that flips the judge, filing it',
      ],
    },
    'release-v1': {
      count: 35, from: '2025-12-12', to: '2025-12-31',
      lines: [
        'rc1 on {os}, {agent}, {suite}: {score} (0.8.3 was {score2})',
        'any chance the CSV export lands before the freeze?',
        'docs for the new shard flag are missing from the CLI reference',
        'rc1 works on Windows via WSL, native Windows still fails on path handling',
        'is Python 3.13 in scope for 1.0?',
        'migration note request: how to move custom graders to the 0.9 API',
      ],
    },
    'core-team': {
      count: 25, from: '2025-11-20', to: '2025-12-31',
      lines: [
        'reminder: triage rotation this week is {person}',
        'we have {n} open issues tagged 1.0, most are docs',
        'can someone take the community call agenda for {date}?',
        'Harbor cutover on Jan 20 means the lumen-eval queue moves too, heads up for long runs',
        'budget check for the judge API calls this month looks fine',
      ],
    },
    showcase: {
      count: 15, from: '2025-11-20', to: '2025-12-31',
      lines: [
        'we benchmarked {agent} across three prompts with Lumen, write-up coming',
        'made a notebook that plots per-task deltas between two runs',
        'our support bot went from {score2} to {score} on the core suite after adding retrieval',
      ],
    },
    'off-topic': {
      count: 30, from: '2025-11-20', to: '2025-12-31',
      lines: [
        'anyone watching the {sport} game tonight',
        'coffee recommendations in {city}? moving there in January',
        'my cat just walked over the keyboard and started a 1,240-task run 🐈',
        'book rec: anything by Ted Chiang, go',
        'standing desks: worth it or not',
        'the rain in SF this week is unreal',
        'which mechanical keyboard switches are you all on',
      ],
    },
  },
  trail: {
    general: {
      count: 45, from: '2025-11-20', to: '2025-12-31',
      lines: [
        'anyone up for {trail} this weekend?',
        'trail report: {trail} is muddy but fine, bring poles',
        'parking at {trail} filled up by 9, go early',
        'saw a bobcat near {trail} this morning!!',
        'weather looks clear Sunday, {trail} loop anyone?',
        'I can bring snacks 🍫',
        'who has a spare headlamp for the sunset hike',
      ],
    },
    'trip-planning': {
      count: 30, from: '2025-11-20', to: '2025-12-31',
      lines: [
        'carpool from {city}: I have {n} seats',
        'permit for {trail} is booked for the 17th',
        'should we split groceries for the cabin?',
        'I can do the Saturday dinner, chili?',
        'gear list for snowshoeing: beacon, probe, shovel, layers, microspikes',
      ],
    },
    photos: {
      count: 20, from: '2025-11-20', to: '2025-12-31',
      lines: ['view from {trail} 🌄', 'fog rolling in over the ridge', 'group photo from last weekend!', 'found this mushroom on {trail} 🍄'],
    },
    'gear-swap': {
      count: 12, from: '2025-11-20', to: '2025-12-31',
      lines: ['lending my bear canister if anyone needs one', 'looking for size 9 microspikes to borrow for Jan', 'selling a 2-person tent, $80, good condition'],
    },
  },
};

export const SLOTS = {
  agent: ['a GPT-4o agent', 'Claude', 'our LangGraph agent', 'a Llama 3 70B agent', 'an in-house planner', 'a Qwen agent', 'a small 8B model'],
  suite: ['core', 'tool-use', 'long-horizon', 'web-nav', 'calendar', 'inbox', 'coding'],
  score: ['0.71', '0.64', '0.58', '0.823', '0.49', '0.77', '0.612'],
  score2: ['0.52', '0.55', '0.61', '0.44', '0.68'],
  var: ['±0.02', '±0.04', '±0.01', '±0.03'],
  gpu: ['2x A100', 'a single 4090', 'H100s on Harbor', 'L4s in GCP', 'an M3 Max (slowly)'],
  date: ['Jan 15', 'Jan 8'],
  mins: ['12', '25', '40', '7', '90'],
  city: ['Berlin', 'Lagos', 'Bangalore', 'Toronto', 'São Paulo', 'Seoul', 'Oakland', 'Lisbon'],
  key: ['expected_state', 'fixture_root', 'judge_prompt', 'tool_schema'],
  py: ['10', '11', '12'],
  n: ['3', '5', '12', '48', '20', '150'],
  ver: ['0.9.0rc1', '0.8.3'],
  pr: ['388', '391', '398', '401', '404', '407', '409', '415', '417'],
  change: ['retry budget for flaky tools', 'CSV export of per-task scores', 'Python 3.13 support', 'a `--dry-run` flag', 'streaming trace upload', 'typed fixtures', 'a grader plugin API'],
  mod: ['graders', 'adapters', 'fixtures', 'report', 'sharding', 'cli'],
  task: ['cal-017', 'inbox-203', 'web-088', 'tool-451', 'core-122'],
  pct: ['93.8', '94.6', '95.2', '92.9'],
  os: ['macOS 15', 'Ubuntu 24.04', 'Debian 12', 'WSL2'],
  person: ['Olivia', 'James', 'Ethan', 'Noah F.'],
  sport: ['Warriors', 'Niners', 'Champions League'],
  trail: ['Mt Tam', 'Mission Peak', 'Purisima Creek', 'Point Reyes', 'Lands End', 'Windy Hill', 'Tennessee Valley'],
};

export const REACTIONS = {
  lumen: ['👍', '🙏', '🎉', '😂', '❤️', '👀', '🔥', '✅', '💯', ':lumen:', ':shipit:'],
  trail: ['👍', '😍', '🥾', '🙌', '😂', ':summit:', '⛰️'],
};
