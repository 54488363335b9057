// Authored mail for Emma Clark's personal Gmail (emmaclark.sf@gmail.example), read through the
// universal email server with an app password. Work mail lives in her company Gmail; this box has
// family and friends, travel, money, side projects, recruiters — and the few work things that
// reach personal addresses (the offsite lodge forms, the Northstar methodology call, the paper
// club). Facts match her Slack: offsite Apr 14-16 at Granite Ridge Lodge (RSVP Jan 16, bus 8:00),
// Lumen v1.0 Mar 18, LUM-231 fix due Jan 9, Q1 readout Jan 9, Quill public beta Mar 10.

export const ACCOUNT = {
  address: 'emmaclark.sf@gmail.example',
  display_name: 'Emma Clark',
  provider: 'gmail',
  host: { hostname: 'emma-mbp.local', locale: 'en-US', time_zone: 'America/Los_Angeles' },
  utcOffset: -8,
  files: {
    '/Users/emma/Documents/lumen-methodology-note.pdf': 384112,
    '/Users/emma/Documents/Taxes/2025_W2.pdf': 96231,
    '/Users/emma/Documents/Travel/boston_itinerary.pdf': 71502,
    '/Users/emma/Pictures/tahoe_2025.jpg': 3120448,
    '/Users/emma/Downloads': 'directory',
  },
};

const S = {
  bank: { name: 'Golden Gate Credit Union', address: 'alerts@ggcu.example' },
  air: { name: 'Pacific Crest Airlines', address: 'itinerary@pacificcrest.example' },
  lodge: { name: 'Granite Ridge Lodge', address: 'groups@graniteridge.example' },
  rides: { name: 'Cityride', address: 'receipts@cityride.example' },
  shop: { name: 'Parcel & Co', address: 'orders@parcelco.example' },
  news: { name: 'The Eval Digest', address: 'digest@evaldigest.example' },
  gh: { name: 'GitHub', address: 'notifications@github.example' },
  mom: { name: 'Linda Clark', address: 'linda.clark@mailbox.example' },
  sis: { name: 'Rachel Clark', address: 'rachel.clark@mailbox.example' },
  landlord: { name: 'Mission Bay Apartments', address: 'residents@missionbay-apts.example' },
  climbing: { name: 'Dogpatch Boulders', address: 'members@dogpatch-boulders.example' },
  workshop: { name: 'AgentEval Workshop 2026', address: 'chairs@agenteval-workshop.example' },
  work: { name: 'Ella Okafor', address: 'ella.okafor@brightline-labs.example' },
};
export const SERVICES = S;

export const MAILS = [
  ['2025-10-06 19:12', S.mom, 'Thanksgiving plans?', 'Hi sweetie,\n\nAre you coming home for Thanksgiving or Christmas this year? Your dad wants to know whether to book the cabin. Rachel says she can only do Christmas.\n\nLove,\nMom', {}],
  ['2025-10-07 08:30', 'me', 'Re: Thanksgiving plans?', 'Hi Mom, Christmas! Work is crazy in November (release candidate). I will fly to Boston Dec 23 and back Dec 28.\n\nxx Emma', { to: [S.mom] }],
  ['2025-10-20 10:05', S.workshop, 'Call for reviewers: AgentEval Workshop 2026', 'Dear Emma Clark,\n\nWe would be delighted if you could serve on the program committee of the AgentEval Workshop 2026. Reviewing period: February 2-20, 2026. Expected load: 4 papers.\n\nPlease reply by November 1.\n\nThe workshop chairs', {}],
  ['2025-10-21 21:40', 'me', 'Re: Call for reviewers: AgentEval Workshop 2026', 'Happy to review! Please note I have a release on March 18, so I would appreciate papers early in the window.\n\nBest,\nEmma', { to: [S.workshop] }],
  ['2025-11-03 12:02', 'x4', 'Advisory role — eval startup', 'Hi Emma,\n\nI work with a few early-stage teams at Kite Capital. One of them is building evaluation tooling for LLM agents and would love an advisor with hands-on harness experience. 2 hours a month, equity only. Open to a call?\n\nNoah Garcia', {}],
  ['2025-11-04 09:15', 'me', 'Re: Advisory role — eval startup', 'Hi Noah,\n\nThanks for thinking of me. I need to check my employment agreement first, and my schedule is full until mid-January. Can we revisit after January 20?\n\nEmma', { to: ['x4'] }],
  ['2025-11-12 18:45', 'x3', 'Climbing Saturday?', 'Emma! Dogpatch Boulders on Saturday at 10? I am finally over the finger injury. Also, I have opinions about your judge-calibration talk slides, in a good way.\n\nNoah', {}],
  ['2025-11-13 07:50', 'me', 'Re: Climbing Saturday?', 'Yes! 10am. Bring the opinions, I am presenting the updated version at paper club next week.\n\nE', { to: ['x3'] }],
  ['2025-11-18 16:30', S.air, 'Your trip confirmation: SFO → BOS, Dec 23', 'Confirmation code: KX7Q2M\n\nOutbound: PC 812, Tue Dec 23, SFO 7:05 AM → BOS 3:41 PM\nReturn: PC 815, Sun Dec 28, BOS 6:10 PM → SFO 9:52 PM\nPassenger: Emma Clark\nSeat: 14C / 22A\n\nPacific Crest Airlines', { html: true }],
  ['2025-11-19 09:00', S.landlord, 'Building notice: garage repainting Dec 1-5', 'Dear residents,\n\nThe garage will be repainted December 1-5. Please move your vehicle to level P2 during those days.\n\nMission Bay Apartments management', {}],
  ['2025-11-24 22:05', 'x1', 'Quick intro + methodology call', 'Hi Emma,\n\nEthan from Northstar Health. Ava asked me to set up the call about your evaluation methodology. Tuesday Dec 2 at 10am PT works for us — sending from my personal address since our IT blocks external calendar invites, apologies.\n\nEthan', {}],
  ['2025-11-25 08:40', 'me', 'Re: Quick intro + methodology call', 'Hi Ethan,\n\nTuesday Dec 2, 10am PT works. I will send the methodology note beforehand from my work address. In short: claim-level checks against the source document plus a citation grader.\n\nEmma', { to: ['x1'], attachments: [['lumen-methodology-note.pdf', 384112]] }],
  ['2025-12-01 07:30', S.bank, 'Your November statement is ready', 'Your Golden Gate Credit Union statement for November is available. Ending balance: $14,286.52.\n\nLog in to view.', { html: true }],
  ['2025-12-03 13:15', S.work, 'Spring offsite: lodge pre-arrival form (personal email)', 'Hi Emma,\n\nGranite Ridge Lodge needs a personal email and emergency contact for each guest. Their group desk will email you a pre-arrival form — please fill it in by January 16, the same day the RSVP closes.\n\nThanks,\nElla', {}],
  ['2025-12-04 11:00', S.lodge, 'Brightline Labs group stay — pre-arrival form', 'Dear Emma Clark,\n\nWelcome to the Brightline Labs group stay at Granite Ridge Lodge, April 14-16, 2026.\n\nPlease complete your pre-arrival form (room sharing, dietary needs, emergency contact) by January 16, 2026. Check-in from 3 PM on April 14; the group shuttle from South Lake Tahoe meets the company bus.\n\nGranite Ridge Lodge Group Services', { html: true }],
  ['2025-12-05 18:20', S.sis, 'Christmas gift swap', 'Em,\n\nWe are doing a $50 gift swap this year. You got Dad. He wants a new thermos "that actually keeps coffee hot". Good luck.\n\nR', {}],
  ['2025-12-09 20:10', S.shop, 'Your order has shipped: insulated thermos, 20 oz', 'Order #PC-5530192\nInsulated thermos, 20 oz (slate) — $38.00\nEstimated delivery: Dec 12\n\nParcel & Co', { html: true }],
  ['2025-12-10 09:30', 'x2', 'Renewal of your Pro plan', 'Hi Emma,\n\nYour personal Pro plan for the notes app renews on January 3 at $96/year. Reply if you want to switch to monthly billing.\n\nJames Hughes\nAccount Manager', {}],
  ['2025-12-11 17:45', 'p26', 'Paper club: my slides for Jan (personal copy)', 'Emma — sending to your personal address since you asked for a copy for the flight. Long-context evaluation slides for Jan 8 (Harper is presenting, these are my notes).\n\nJames', { attachments: [['long-context-eval-notes.pdf', 1220433]] }],
  ['2025-12-12 21:30', 'x3', 'congrats on the RC!!', 'Saw your LinkedIn post about the Lumen v0.9 RC. Congrats!! Drinks on me next week.\n\nNoah', {}],
  ['2025-12-15 08:05', S.climbing, 'Your membership renews Jan 1', 'Hi Emma,\n\nYour monthly membership ($89) renews on January 1. Holiday hours: closed Dec 25, 10am-6pm Dec 24 and Dec 31.\n\nDogpatch Boulders', {}],
  ['2025-12-17 19:02', S.mom, 'Re: Christmas', 'We pick you up at Logan on the 23rd, 3:41pm right? Dad is making his chowder.\n\nMom', {}],
  ['2025-12-18 07:15', 'me', 'Re: Christmas', 'Yes, PC 812 lands 3:41pm. Can not wait!\n\nEmma', { to: [S.mom] }],
  ['2025-12-20 10:00', S.air, 'Check in now for your flight to Boston', 'Online check-in is open for PC 812 on Tue Dec 23, SFO 7:05 AM → BOS 3:41 PM. Confirmation KX7Q2M.', { html: true }],
  ['2025-12-22 16:40', 'x4', 'Re: Advisory role — eval startup', 'Hi Emma,\n\nHappy holidays! Just bumping this for after January 20 as you suggested. The founders will be in SF the week of Jan 26.\n\nNoah', {}],
  ['2025-12-26 11:20', S.bank, 'Large purchase alert', 'A purchase of $1,249.00 at BOS ELECTRONICS was made with your card ending 4471 on Dec 26. If this was not you, call us.', {}],
  ['2025-12-26 11:32', 'me', 'Re: Large purchase alert', 'Yes this was me (new laptop for my sister). Thanks.', { to: [S.bank] }],
  ['2025-12-29 09:10', S.workshop, 'AgentEval Workshop 2026: reviewer portal open', 'Dear reviewer,\n\nThe reviewer portal is open. Please enter your conflicts of interest by January 12. Paper assignments will be sent on February 2.\n\nChairs', {}],
  ['2025-12-30 18:30', 'x3', 'NYE?', 'Small NYE thing at my place, 9pm. Bring a board game if you have one.\n\nNoah', {}],
  ['2025-12-31 10:05', S.landlord, 'Rent reminder: January rent due Jan 1', 'Dear resident, January rent ($3,150.00) is due January 1. Autopay residents need not take action.', {}],
  ['2025-12-31 23:55', S.sis, 'Happy New Year!!', 'Happy New Year Em! Thank you for the laptop, seriously. Love you.\n\nR', {}],
];

export const SECONDARY_MAILS = [];

export function generated(g) {
  const out = [];
  const topics = ['LLM-as-a-judge calibration', 'agent benchmarks that do not saturate', 'tool-use evaluation', 'contamination audits', 'reward hacking in browse agents', 'long-context retrieval evals', 'pass@k vs pass^k', 'eval infra on a budget'];
  for (const day of g.days('2025-10-06', '2025-12-31')) {
    const wd = g.weekday(day);
    if (wd === 2) {
      const t = g.sample(topics, 3);
      out.push([`${day} 06:00`, S.news, `The Eval Digest: ${t[0]}`, `This week: ${t[0]}; ${t[1]}; and a deep dive into ${t[2]}.\n\nYou are receiving this because you subscribed at evaldigest.example.`, { html: true, seen: g.chance(0.5) }]);
    }
    if (g.chance(0.2)) {
      const fare = `${g.int(9, 38)}.${String(g.int(0, 99)).padStart(2, '0')}`;
      out.push([`${day} ${String(g.int(7, 23)).padStart(2, '0')}:${String(g.int(0, 59)).padStart(2, '0')}`, S.rides, `Your ${wd === 0 || wd === 6 ? 'weekend' : 'weekday'} ride receipt`, `Thanks for riding with Cityride.\nTotal: $${fare}\nTrip: ${g.pick(['Mission Bay', 'SoMa', 'Dogpatch', 'Hayes Valley', 'SFO'])} → ${g.pick(['Brightline Labs SF office', 'Home', 'Dogpatch Boulders', 'Ferry Building'])}`, { seen: true }]);
    }
    if (g.chance(0.18)) {
      const amount = `${g.int(4, 180)}.${String(g.int(0, 99)).padStart(2, '0')}`;
      out.push([`${day} ${String(g.int(8, 22)).padStart(2, '0')}:${String(g.int(0, 59)).padStart(2, '0')}`, S.bank, 'Card transaction alert', `A transaction of $${amount} at ${g.pick(['BLUE BOTTLE COFFEE', 'TRADER JOES #236', 'SAFEWAY', 'DOGPATCH BOULDERS', 'BART CLIPPER', 'PARCEL & CO'])} was made with your card ending 4471.`, { seen: true }]);
    }
    if ((wd === 6 || wd === 0) && g.chance(0.5)) {
      const pr = g.int(40, 97);
      out.push([`${day} ${String(g.int(9, 21)).padStart(2, '0')}:${String(g.int(0, 59)).padStart(2, '0')}`, S.gh, `[emmaclark/tinyjudge] ${g.pick(['Support async graders', 'Add Cohen kappa to agreement report', 'Fix CSV export of rubric scores', 'Docs: calibration tutorial', 'Bump pyyaml'])} (PR #${pr})`, `${g.pick(['@dkim-dev', '@rubricfan', '@noahevans', '@evalnerd'])} ${g.pick(['opened', 'commented on', 'approved'])} pull request #${pr}.\n\n— Reply to this email directly or view it on GitHub.`, { seen: g.chance(0.5) }]);
    }
  }
  const papers = ['Judging the judges: agreement of LLM graders across task families', 'Contamination-resistant agent benchmarks', 'Seed variance in few-shot evaluation', 'Grounded summarization metrics for clinical notes', 'Long-horizon tool use with turn budgets', 'Calibrating pass@k estimates', 'Reward hacking in web agents', 'Reproducible evaluation harnesses at scale'];
  const events = ['SF Eval Meetup: judges, rubrics and regressions', 'Bay Area RL reading group', 'Women in ML dinner (SoMa)', 'Climbing & code social', 'Open-source eval tooling night'];
  for (const day of g.days('2025-10-06', '2025-12-31')) {
    const wd = g.weekday(day);
    if (wd === 4) {
      const t = g.sample(papers, 2);
      out.push([`${day} 16:${String(g.int(0, 59)).padStart(2, '0')}`, { name: 'Scholar Alerts', address: 'alerts@scholar-alerts.example' }, `New results for "LLM evaluation"`, `[PDF] ${t[0]}\n[PDF] ${t[1]}\n\nYou are receiving this alert because you follow "LLM evaluation".`, { seen: g.chance(0.4) }]);
    }
    if (wd === 1 && g.chance(0.5)) {
      const e = g.pick(events);
      out.push([`${day} 11:${String(g.int(0, 59)).padStart(2, '0')}`, { name: 'Meetups', address: 'events@meetups.example' }, `New event: ${e}`, `${e}\nWhen: ${g.pick(['Wednesday', 'Thursday'])} 6:30 PM\nWhere: ${g.pick(['SoMa', 'Mission Bay', 'Dogpatch'])}, San Francisco\n\nRSVP on the event page.`, { html: true, seen: g.chance(0.5) }]);
    }
  }
  return out;
}
