// Authored Telegram content for Emma Clark: friends and family, the running club, the Lumen
// open-source community, a few colleagues who prefer Telegram for personal things, and the
// channels she follows. Roster keys (snapshots/personas/emma-clark.json) name colleagues and
// outside contacts; other people are declared in USERS. Times are 'MM-DD HH:MM' Pacific time
// (Jul–Dec 2025, Jan 2026). build.mjs assigns Telegram ids, access hashes and message ids.
//
// A message is [when, from, text, opts?]: from is 'me', a user key, or null for a channel post;
// opts: {media: 'photo' | 'video' | 'document' | 'sticker' | 'voice'} (text is then the caption,
// possibly ''), {action: 'joined' | 'pinned' | 'created' | 'photo_changed'} for service messages.

export const ME = { roster: 'me', username: 'emmaclark_sf' };

export const USERS = [
  { key: 'telegram', first_name: 'Telegram', id: 777000, verified: true },
  { key: 'mom', first_name: 'Linda', last_name: 'Clark', phone: '+1 916 555 0142', contact: true },
  { key: 'dad', first_name: 'Tom', last_name: 'Clark', phone: '+1 916 555 0187', contact: true },
  { key: 'ben', first_name: 'Ben', last_name: 'Clark', username: 'benclark88', phone: '+1 510 555 0164', contact: true },
  { key: 'maya', first_name: 'Maya', last_name: 'Clark', username: 'maya_sketches', contact: true },
  { key: 'sarah', first_name: 'Sarah', last_name: 'Kim', username: 'sarahkimsf', phone: '+1 415 555 0133', contact: true },
  { key: 'daniel', first_name: 'Daniel', last_name: 'Ortiz', username: 'dortiz_rl', contact: true },
  { key: 'x3', roster: 'x3', username: 'noah_evals', contact: true },
  { key: 'x5', roster: 'x5', username: 'avazimmer', contact: true },
  { key: 'p16', roster: 'p16', username: 'gracepatel', contact: true },
  { key: 'p21', roster: 'p21', username: 'olivia_bnt', contact: true },
  { key: 'p31', roster: 'p31', contact: true },
  { key: 'p26', roster: 'p26', username: 'jcoleman_ml' },
  { key: 'coach', first_name: 'Marcus', last_name: 'Webb', username: 'coach_marcus' },
  { key: 'runner1', first_name: 'Priya', last_name: 'S', username: 'priya_runs' },
  { key: 'runner2', first_name: 'Tom', last_name: 'Okonkwo', username: 'tomokonkwo' },
  { key: 'runner3', first_name: 'Jess', username: 'jess_on_the_bay' },
  { key: 'runner4', first_name: 'Luis', last_name: 'Fernández', username: 'luisfdz' },
  { key: 'runner5', first_name: 'Hannah', last_name: 'Berg' },
  { key: 'oss1', first_name: 'Kenji', last_name: 'Watanabe', username: 'kenjiw' },
  { key: 'oss2', first_name: 'Aisha', last_name: 'Rahman', username: 'aisharahman_ml' },
  { key: 'oss3', first_name: 'Mateo', last_name: 'Rossi', username: 'mrossi' },
  { key: 'oss4', first_name: 'Lena', last_name: 'Vogel', username: 'lena_vogel' },
  { key: 'uni1', first_name: 'Wen', last_name: 'Zhou', username: 'wenzhou_eval' },
  { key: 'uni2', first_name: 'Carlos', last_name: 'Mendes', username: 'cmendes' },
  { key: 'weatherbot', first_name: 'SF Weather', username: 'sf_weather_bot', bot: true },
  { key: 'ghost', first_name: '', deleted: true },
];

export const CHATS = [
  { key: 'family', kind: 'chat', title: 'Clark family 🏡', members: ['me', 'mom', 'dad', 'ben', 'maya'] },
  { key: 'neurips', kind: 'chat', title: 'NeurIPS 2025 — Uni-Eval crowd', members: ['me', 'x3', 'uni1', 'uni2', 'daniel'] },
  { key: 'carpool', kind: 'chat', title: 'Tahoe carpool 🚐', members: ['me', 'p16', 'p21', 'p31'] },
  { key: 'runners', kind: 'channel', megagroup: true, title: 'SF Embarcadero Runners 🏃', username: 'embarcadero_runners' },
  { key: 'lumenoss', kind: 'channel', megagroup: true, title: 'Lumen Eval — community', username: 'lumen_eval_oss' },
  { key: 'mlpapers', kind: 'channel', broadcast: true, title: 'ML Papers Daily', username: 'mlpapers_daily', verified: true },
  { key: 'bayevents', kind: 'channel', broadcast: true, title: 'Bay Area Events', username: 'bayarea_events' },
  { key: 'evaldigest', kind: 'channel', broadcast: true, title: 'Eval Research Digest (private)' },
];

export const DIALOGS = [
  {
    peer: 'self', messages: [
      ['11-20 22:10', 'me', 'Bay to Breakers: register before Jan 31 for the early price ($89)'],
      ['12-01 08:05', 'me', 'https://arxiv-alerts.example/abs/2512.00417 judge drift paper — read before reviewing LUMEN-417'],
      ['12-04 16:40', 'me', 'LUM-231 idea: seed = hash(run_seed, task_id). check os.getpid() everywhere in lumen/tasks'],
      ['12-09 21:02', 'me', 'Gift ideas: Mom – pecan pie + that gardening book, Dad – Giants cap, Ben – cold brew kit, Maya – gouache set'],
      ['12-13 10:20', 'me', '', { media: 'photo' }],
      ['12-18 18:02', 'me', 'Q1 bets for Noah (due Jan 7): 1) LUM-231 + reproducibility gate 2) judge-v3 migration week of Jan 12'],
      ['12-22 19:45', 'me', 'Pick up pecan pie at Tartine on the 23rd (under Linda Clark)'],
      ['12-30 17:40', 'me', 'PR #1182 up. James reviews in Jan. Readout deck draft by Jan 7 EOD!'],
      ['12-31 23:58', 'me', '2026: run Bay to Breakers under 1:05, ship Lumen v1.0, ICML paper, read 20 books'],
    ],
  },
  {
    peer: 'user:telegram', unread: 0, messages: [
      ['11-18 07:02', 'telegram', 'Login code: 48213. Do not give this code to anyone, even if they say they are from Telegram!\n\nThis code can be used to log in to your Telegram account. We never ask it for anything else.'],
      ['12-04 19:33', 'telegram', 'New login. Dear Emma, we detected a login into your account from a new device on 04/12/2025 at 03:33:10 UTC.\n\nDevice: Telegram Desktop, macOS\nLocation: San Diego, United States\n\nIf this wasn\'t you, you can terminate that session in Settings > Devices.'],
      ['12-21 09:15', 'telegram', 'Login code: 90577. Do not give this code to anyone, even if they say they are from Telegram!'],
    ],
  },
  {
    peer: 'chat:family', pinned: 1, unread: 3, messages: [
      ['11-20 18:30', 'mom', 'Who is coming for Thanksgiving? I need to know how big a turkey to order 🦃'],
      ['11-20 18:42', 'ben', 'Both of us!'],
      ['11-20 19:05', 'me', 'Me too, arriving Wednesday night'],
      ['11-20 19:20', 'dad', 'Big turkey then.'],
      ['11-27 14:10', 'maya', 'Pie is in the oven!', { media: 'photo' }],
      ['11-27 16:45', 'mom', 'Dinner at 5, don\'t be late'],
      ['11-28 10:12', 'dad', 'Leftover sandwiches for everyone. Best part of Thanksgiving.'],
      ['12-02 19:25', 'mom', 'I sent you both an email about Christmas. 24th to 27th at our place!'],
      ['12-02 20:01', 'ben', 'We\'ll be there'],
      ['12-03 07:50', 'me', 'Me too ❤️ Train on the 24th, there around 2'],
      ['12-14 11:00', 'dad', 'Tree is up', { media: 'photo' }],
      ['12-14 11:05', 'maya', 'Gorgeous!!'],
      ['12-20 18:33', 'mom', 'Emma can you pick up the pecan pie from Tartine on the 23rd? It\'s under my name'],
      ['12-20 18:50', 'me', 'Yes, will do'],
      ['12-24 14:12', 'me', 'Train is 20 min late, sorry!'],
      ['12-24 14:15', 'dad', 'I\'ll pick you up at the station, text me when you\'re close'],
      ['12-24 14:40', 'me', '10 minutes out'],
      ['12-25 09:30', 'mom', 'Merry Christmas my loves 🎄'],
      ['12-25 09:32', 'ben', '', { media: 'sticker' }],
      ['12-26 20:10', 'maya', 'Photos from today', { media: 'photo' }],
      ['12-26 20:11', 'maya', '', { media: 'photo' }],
      ['12-27 12:05', 'me', 'Home safe. Thank you for everything!'],
      ['12-30 17:20', 'ben', 'Reminder: my birthday dinner Sat Jan 10, 6:30 at our place. NO presents.'],
      ['12-30 17:45', 'mom', 'We\'ll be there. Should I bring a cake?'],
      ['12-30 18:02', 'maya', 'Yes please Linda! Chocolate if you can'],
      ['12-31 23:59', 'dad', 'Happy New Year from Sacramento! 🎆'],
      ['01-01 00:02', 'mom', 'Happy 2026 everyone! Love you all'],
      ['01-01 00:05', 'ben', 'Happy New Year!! 🥂'],
    ],
  },
  {
    peer: 'user:mom', unread: 1, messages: [
      ['11-25 09:10', 'mom', 'Did you get home ok?'],
      ['11-25 09:40', 'me', 'Yes! Sorry, forgot to text'],
      ['12-06 20:12', 'mom', 'How was the conference? Did your poster go well?'],
      ['12-06 21:30', 'me', 'It went really well! Lots of people came by, and I had dinner with Noah and the Uni-Eval group'],
      ['12-06 21:32', 'me', '', { media: 'photo' }],
      ['12-06 21:40', 'mom', 'So proud of you ❤️'],
      ['12-16 19:00', 'mom', 'Is the 24th still good? Dad wants to know if he should pick you up at the station'],
      ['12-16 19:22', 'me', 'Yes please, train gets in at 2'],
      ['12-28 10:30', 'mom', 'You left your scarf here. I\'ll bring it on the 10th'],
      ['12-28 10:45', 'me', 'Thank you! I was looking for it'],
      ['12-31 18:00', 'mom', 'Any plans tonight? Be safe!'],
    ],
  },
  {
    peer: 'user:ben', messages: [
      ['12-10 18:22', 'ben', 'Dinner Friday? Maya wants the Thai place'],
      ['12-10 19:01', 'me', 'Kin Khao at 7, I booked'],
      ['12-12 21:40', 'ben', 'That khao soi was unreal'],
      ['12-19 12:12', 'ben', 'What do mom and dad actually want for Christmas'],
      ['12-19 12:30', 'me', 'Dad: Giants cap. Mom: the gardening book she keeps mentioning (The Well-Gardened Mind)'],
      ['12-19 12:31', 'ben', 'Perfect, I\'ll get the book, you do the cap?'],
      ['12-19 12:32', 'me', 'Deal'],
      ['12-29 09:15', 'ben', 'Do you still have the cooler we left at mom\'s?'],
      ['12-29 09:50', 'me', 'Yes, it\'s in my closet. Bring it on the 10th?'],
      ['12-29 09:51', 'ben', 'Yes 🙏'],
    ],
  },
  {
    peer: 'user:sarah', pinned: 2, unread: 2, messages: [
      ['11-17 12:40', 'sarah', 'Are you doing the Bay to Breakers training group this year?'],
      ['11-17 12:55', 'me', 'Yes! Once the Lumen RC is out I\'ll have my evenings back'],
      ['11-21 20:10', 'sarah', 'Climbing Sunday at Mission Cliffs?'],
      ['11-21 20:30', 'me', 'Can\'t this week, conference prep. Next week?'],
      ['11-30 11:02', 'sarah', 'Mission Cliffs today at 3? 🧗'],
      ['11-30 11:15', 'me', 'Yes!!'],
      ['12-07 20:45', 'sarah', 'Welcome back from San Diego! How was it?'],
      ['12-07 21:10', 'me', 'Exhausting and amazing. The poster had a line the whole time'],
      ['12-07 21:11', 'me', 'Also I think I found a bug in our benchmark because of a question someone asked'],
      ['12-07 21:12', 'sarah', 'Of course you did 😂'],
      ['12-13 19:30', 'sarah', 'Book club: we\'re doing Piranesi in January. You in?'],
      ['12-13 19:41', 'me', 'I literally just recommended it to my whole team. Yes!'],
      ['12-18 22:05', 'sarah', 'How was the holiday party?'],
      ['12-18 22:20', 'me', 'Fun! Grace won eval MVP, she deserved it'],
      ['12-23 16:10', 'sarah', 'Merry Christmas if I don\'t see you before! Leaving for Seoul tomorrow'],
      ['12-23 16:30', 'me', 'Safe travels! Bring me back those honey butter chips'],
      ['12-29 08:40', 'sarah', '', { media: 'photo' }],
      ['12-29 08:41', 'sarah', 'Got your chips 😎'],
      ['12-29 09:05', 'me', 'Legend'],
      ['12-31 21:45', 'sarah', 'Happy New Year!!! Brunch Sunday the 4th at Plow, 11am? Sent you an email too lol'],
      ['12-31 21:46', 'sarah', 'I want ALL the offsite gossip'],
    ],
  },
  {
    peer: 'user:x3', draft: 'Sounds good — I\'ll send the ICML outline on Jan 5, and', messages: [
      ['11-28 07:50', 'x3', 'Camera-ready looks great. Friday dinner in San Diego with the Uni-Eval folks?'],
      ['11-28 08:32', 'me', 'Yes please! I land Thursday evening'],
      ['12-05 22:40', 'x3', 'That was fun. Wen wants to collaborate on the judge stuff'],
      ['12-09 10:35', 'x3', 'People keep asking me about the seed issue. Do you have numbers on rank changes?'],
      ['12-09 14:12', 'me', 'Yes: 3 of 14 models change rank on the few-shot track depending on the shuffle. Internal bug LUM-231, fixing it in January'],
      ['12-09 14:15', 'x3', 'That\'s a great follow-up paper'],
      ['12-20 15:45', 'x3', 'Saw your email about ICML. I\'m in. Inter-annotator section by Jan 15'],
      ['12-20 16:02', 'me', 'Amazing. Abstract deadline is Jan 23, full paper Jan 28'],
      ['12-22 20:20', 'x3', 'Also, guest lecture in my seminar Feb 5? Emailed you'],
      ['12-23 08:42', 'me', 'Replied, yes! Remote'],
      ['12-29 18:05', 'x3', 'Put the kappa numbers (0.71) in the ICML doc'],
    ],
  },
  {
    peer: 'chat:neurips', messages: [
      ['12-03 21:00', 'x3', '', { action: 'created' }],
      ['12-03 21:01', 'x3', 'Group for NeurIPS logistics. Dinner Friday 7:30 at Cucina Urbana, I booked for 6'],
      ['12-03 21:10', 'uni1', 'Great! Landing Thursday noon'],
      ['12-03 21:30', 'me', 'Thursday evening for me. Poster is Saturday 1:30, board W-117, come say hi'],
      ['12-04 20:15', 'uni2', 'Anyone at the convention center registration tonight? Line is short now'],
      ['12-04 20:40', 'me', 'Just landed, going tomorrow morning'],
      ['12-05 12:30', 'daniel', 'Lunch at the food trucks outside Hall B?'],
      ['12-05 12:34', 'me', 'Omw'],
      ['12-05 19:10', 'x3', 'Running 10 min late, start without me'],
      ['12-05 19:45', 'uni1', '', { media: 'photo' }],
      ['12-06 13:20', 'uni2', 'At your poster, it\'s packed 😮'],
      ['12-06 15:10', 'me', 'Thank you all for coming!!'],
      ['12-07 09:30', 'daniel', 'Flight home at 4, anyone for breakfast?'],
      ['12-07 09:45', 'me', 'Yes, Morning Glory at 10?'],
      ['12-07 18:30', 'x3', 'Safe travels everyone. Let\'s do this again at ICML'],
    ],
  },
  {
    peer: 'user:daniel', messages: [
      ['11-24 18:30', 'daniel', 'Hey! Is Brightline hiring for RL? Thinking about a move in Q1'],
      ['11-24 19:35', 'me', 'Yes, there\'s an RL research engineer opening. I can refer you — send me your CV?'],
      ['11-24 19:38', 'daniel', 'Sent to your email. Thank you!!'],
      ['12-12 10:05', 'daniel', 'Got a call from Noah Carter. Phone screen next Wednesday'],
      ['12-12 10:30', 'me', 'Great! He\'s lovely. Happy to do a mock interview before'],
      ['12-29 14:20', 'daniel', 'Onsite scheduled for Jan 13 🎉'],
      ['12-29 15:02', 'me', 'Yay! Ethan is on the loop, ask him about the env library'],
    ],
  },
  {
    peer: 'chat:carpool', unread: 1, messages: [
      ['12-13 09:40', 'p16', '', { action: 'created' }],
      ['12-13 09:41', 'p16', 'Idea: instead of the 8:00 bus on Apr 14 we drive up the evening before and ski in the morning?'],
      ['12-13 10:15', 'p21', 'I\'m in, I can drive (Subaru, 4 seats)'],
      ['12-13 10:30', 'me', 'Yes! Need to check that People Ops is OK with it, the budget assumes the bus'],
      ['12-15 11:40', 'me', 'Asked Ella: fine as long as we expense gas, not a rental. Lodge room from Apr 14 only, so we\'d need our own place on the 13th'],
      ['12-15 12:02', 'p31', 'My cousin has a cabin in Truckee, could ask'],
      ['12-15 12:05', 'p16', 'Owen you\'re the best'],
      ['12-22 18:20', 'p31', 'Cabin is free Apr 13! Sleeps 4'],
      ['12-22 18:30', 'p21', 'Leaving SF 5pm on the 13th then?'],
      ['12-22 18:31', 'me', '5pm works. I\'ll bring snacks'],
      ['12-30 11:10', 'p16', 'Also Emma and I are sharing a room at the lodge, Julian confirmed lake-view 🏔️'],
    ],
  },
  {
    peer: 'user:p16', messages: [
      ['12-16 18:10', 'p16', 'LUM-217 is finally deployed 😮‍💨'],
      ['12-16 18:12', 'me', 'Congrats!! That post-mortem was really good'],
      ['12-18 23:02', 'p16', 'EVAL MVP!!! I\'m framing it'],
      ['12-18 23:05', 'me', 'You earned it 🏆'],
      ['12-29 12:20', 'me', 'Room sharing at the offsite? Julian asked me'],
      ['12-29 12:24', 'p16', 'YES. Ask for lake-view'],
    ],
  },
  {
    peer: 'user:x5', messages: [
      ['12-19 08:30', 'x5', 'Hi Emma, Ava from Northstar. Thanks for the clear numbers. Just emailed about a call on dosage errors'],
      ['12-19 09:05', 'me', 'Hi Ava! Replied with two slots: Tue Jan 13 10:00 or Wed Jan 14 14:00 PT'],
      ['12-19 09:20', 'x5', 'Tue Jan 13 10:00 is perfect. Our CMO Dr. Patel will join'],
    ],
  },
  {
    peer: 'user:weatherbot', messages: [
      ['12-20 07:00', 'me', '/subscribe tahoe'],
      ['12-20 07:00', 'weatherbot', 'Subscribed to daily forecasts for South Lake Tahoe, CA. Send /unsubscribe to stop.'],
      ['12-29 07:00', 'weatherbot', 'South Lake Tahoe: heavy snow tonight, 8-14 in. High 29°F, low 12°F. Chain controls likely on US-50.'],
      ['12-30 07:00', 'weatherbot', 'South Lake Tahoe: clearing, high 33°F, low 9°F. Fresh snow depth 41 in.'],
      ['12-31 07:00', 'weatherbot', 'South Lake Tahoe: sunny, high 38°F, low 15°F.'],
    ],
  },
  {
    peer: 'user:ghost', messages: [
      ['11-19 10:00', 'ghost', 'hey is this still your number?'],
    ],
  },
  {
    peer: 'channel:mlpapers', unread: 9, posts: 'mlpapers',
  },
  {
    peer: 'channel:bayevents', unread: 4, posts: 'bayevents',
  },
  {
    peer: 'channel:evaldigest', posts: 'evaldigest',
  },
  {
    peer: 'channel:runners', unread: 14, group: 'runners',
  },
  {
    peer: 'channel:lumenoss', unread: 5, group: 'lumenoss',
  },
];

// Generated histories for channels and large groups.
export function generated(h) {
  const out = {};
  const papers = [
    ['Judging the Judges', 'systematic study of 12 LLM graders across 40k transcripts; agreement with humans ranges 71–93%'],
    ['Seed Sensitivity in Few-Shot Evaluation', 'exemplar order alone moves leaderboard ranks for 1 in 5 models'],
    ['Long-Context Needles Are Not Enough', 'proposes multi-hop retrieval tasks beyond single-needle tests'],
    ['RL from Verifiable Rewards at Scale', 'math and code rewards transfer to tool-use tasks'],
    ['Contamination Audits for Agent Benchmarks', 'finds 6% of a popular benchmark in pretraining crawls'],
    ['Calibrated Refusals', 'measuring when models should say "I don\'t know"'],
    ['Tool-Use Traces as Training Data', 'synthetic traces with a verifier improve API-calling accuracy'],
    ['Reward Hacking in Code Agents', 'agents learn to edit the tests; simple sandboxing fixes most cases'],
    ['Cheap Judges, Expensive Mistakes', 'small graders disagree most on exactly the hard items'],
    ['Multi-Turn Evaluation Without Humans', 'user simulators match human ratings at 0.82 correlation'],
    ['Preference Data Quality Matters More Than Quantity', 'a 10k curated set beats 100k noisy pairs'],
    ['Benchmark Saturation Forecasting', 'predicts when a benchmark stops discriminating between models'],
  ];
  out.mlpapers = h.days('2025-11-18', '2025-12-31').filter((_, i) => i % 1 === 0).map((day) => {
    const [title, gist] = h.pick(papers);
    return [h.local(day, '08:' + String(h.int(0, 30)).padStart(2, '0')), null, `📄 ${title}\n\n${gist}.\n\n🔗 arxiv-alerts.example/abs/25${day.slice(5, 7)}.${String(h.int(1000, 19999)).padStart(5, '0')}\n#${h.pick(['evaluation', 'agents', 'RL', 'LLM', 'benchmarks'])}`];
  });
  const events = [
    'Free outdoor movie night at Dolores Park (weather permitting)', 'Holiday market at the Ferry Building, Sat–Sun 10am–5pm',
    'Union Square ice rink opens for the season', 'SF Symphony: family holiday concert', 'Bay Lights 10th anniversary evening',
    'Golden Gate Park: Winter Lights walk', 'New Year\'s Eve fireworks on the Embarcadero — road closures from 8pm',
    'Oakland Museum: free first Sunday', 'Polar Bear Plunge at Aquatic Park, Jan 1 10am', 'AI meetup: evaluating agents in production (SoMa)',
  ];
  out.bayevents = h.days('2025-11-20', '2025-12-31').filter((d) => h.weekday(d) === 1 || h.weekday(d) === 4).map((day) => [h.local(day, '10:00'), null, `📍 ${h.pick(events)}\n\nMore: bayarea-events.example/${day}`]);
  out.evaldigest = [
    ['11-21 17:00', null, 'Welcome to the Eval Research Digest — a short weekly note from the Uni-Eval lab. Invite-only, please don\'t share the link.'],
    ['11-28 17:00', null, 'This week: inter-annotator agreement for agent transcripts (kappa 0.71 on our 2k sample), and a reading list on grader drift.'],
    ['12-05 17:00', null, 'NeurIPS week! Posters from the lab: W-117 (Clark & Evans, seeds and shuffles), W-203 (Zhou, judge calibration).'],
    ['12-12 17:00', null, 'Post-NeurIPS notes: three papers independently reported exemplar-order sensitivity. Expect more of this in 2026.'],
    ['12-19 17:00', null, 'Holiday issue: our 2026 plan — a shared human-label pool for grader studies. Reply via email if your lab wants in.'],
    ['12-31 12:00', null, 'Happy New Year from the lab! Next digest Jan 9.'],
  ];
  // Running club: a public supergroup with many members.
  const runners = ['coach', 'runner1', 'runner2', 'runner3', 'runner4', 'runner5', 'me'];
  const runLines = [
    'Who\'s in for Tuesday 6:30 at the Ferry Building?', 'In!', 'Running late, start without me', 'Anyone doing the Saturday long run?',
    'Saturday: 10 miles, Crissy Field and back, 8am sharp', 'My knee says no this week 😩', 'Great run today everyone!',
    'Headlamps tonight, it\'s dark by 5', 'Coffee after at Blue Bottle?', 'New PR on the 5k loop 🎉', 'Rain forecast, still on?',
    'Rain or shine, see you there', 'Which shoes are people using for the long runs?', 'Anyone want to split a race entry discount code?',
  ];
  out.runners = [];
  out.runners.push(['11-17 09:00', 'coach', '', { action: 'pinned' }]);
  for (const day of h.days('2025-11-17', '2025-12-31')) {
    const n = h.weekday(day) === 2 || h.weekday(day) === 6 ? h.int(3, 6) : h.int(0, 2);
    for (let i = 0; i < n; i += 1) {
      const who = h.pick(runners);
      out.runners.push([h.local(day, `${String(h.int(7, 21)).padStart(2, '0')}:${String(h.int(0, 59)).padStart(2, '0')}`), who, who === 'me' ? h.pick(['In!', 'See you there', 'Great run!', 'Coffee after?']) : h.pick(runLines)]);
    }
  }
  out.runners.push(['12-28 10:05', 'coach', 'Bay to Breakers training group starts Tuesday Jan 6, 6:30pm, Ferry Building. Pace groups 9:00 / 10:00 / 11:00. Sign up in the member portal by Jan 3 🏃‍♀️']);
  out.runners.push(['12-28 10:20', 'me', 'Signed up for the 10:00 group!']);
  out.runners.push(['12-31 11:00', 'coach', 'Last run of 2025 tomorrow 9am — easy 5 miles, champagne optional 🥂']);
  out.runners.push(['12-31 16:20', 'runner3', 'Happy New Year runners! See you on the 6th']);
  out.runners.push(['12-31 19:10', 'runner1', '', { media: 'photo' }]);
  // Lumen open-source community supergroup.
  const ossLines = [
    ['oss1', 'Is there a way to run only the tool-use track locally? The full suite takes 4h on my box'],
    ['p26', 'lumen run --tracks tool_use --limit 50 works for a smoke test'],
    ['oss2', 'PR to add a Bengali reading-comprehension track is up, would love a review'],
    ['oss3', 'Getting "grader_error" on a few items after updating, is that expected?'],
    ['p16', 'Yes, since LUM-217 timeouts are logged as grader_error instead of 0. They\'re excluded from the score'],
    ['oss4', 'Any plans to publish per-item human labels?'],
    ['oss1', 'The leaderboard numbers changed for my model this Friday, did something change in grading?'],
    ['oss2', 'Docs for adding a new track are a bit out of date (the config keys changed)'],
    ['oss3', 'Thanks for the quick fix!'],
    ['oss4', 'Will v1.0 keep the same task ids? We pin them in our paper'],
  ];
  out.lumenoss = [['11-17 10:00', 'me', 'Welcome! This is the community chat for Lumen Eval. Bugs → GitHub issues, questions here. Weekly leaderboard refresh is Fridays 4pm PT.']];
  for (const day of h.days('2025-11-17', '2025-12-31')) {
    if (h.int(0, 2) === 0) continue;
    const [who, line] = h.pick(ossLines);
    out.lumenoss.push([h.local(day, `${String(h.int(8, 22)).padStart(2, '0')}:${String(h.int(0, 59)).padStart(2, '0')}`), who, line]);
  }
  out.lumenoss.push(['12-05 09:30', 'me', 'Heads-up: the few-shot track can vary between runs (LUM-231). Fix lands in January; until then please average 3 runs for few-shot numbers.']);
  out.lumenoss.push(['12-12 17:10', 'me', 'v0.9 RC is tagged (v0.9.0-rc1): 1,240 tasks after removing 86 duplicates. v1.0 planned for March 18, task ids will stay stable from the RC on.']);
  out.lumenoss.push(['12-12 17:11', 'me', '', { action: 'pinned' }]);
  out.lumenoss.push(['12-30 18:00', 'me', 'LUM-231 fix is in PR #1182 if anyone wants to test it early. 10/10 identical runs on the few-shot track.']);
  out.lumenoss.push(['12-31 09:12', 'oss4', 'Thanks Emma! Will the task ids be the same in v1.0? Asking for our camera-ready']);
  return out;
}
