// Authored Gmail content for Li Ming (Huaxin Cloud). Huaxin runs on Lark and its own mail system;
// this Gmail account (li.ming.pm@gmail.example) is Li Ming's personal one, which partners,
// conference organisers, recruiters, friends and family write to — and where a few colleagues
// send things when Lark is inconvenient. Times are 'MM-DD HH:MM' Beijing time (Jul–Dec 2025,
// Jan 2026). People are roster keys (snapshots/personas/li-ming.json); x1 Feng He and x5 Wei He
// are OrbitPay, x3 Bo He a procurement lead at Bluefin, x4 Feng Li a founder, x2 Wei Zhao a friend.
//
// Story line (as in Li Ming's Lark, Slack and WeCom): OrbitPay kickoff Jan 7 10:00 (Beijing),
// sandbox merchant 8861-0032-77, fees 0.55% cards / 0.38% wallets, redlines due Jan 22,
// integration test review Jan 29. Atlas GA moved to Jan 27; Beacon 3.0 beta Feb 3; Cedar cutover
// weekend Jan 17-18; annual party Jan 23 at the Hyatt on the Bund.

export const ACCOUNT = {
  email: 'li.ming.pm@gmail.example',
  displayName: 'Li Ming',
  utcOffsetMinutes: 480,
  cwd: '/Users/liming',
  forwardingAddresses: [],
};

export const USER_LABELS = [
  { key: 'orbitpay', name: 'OrbitPay' },
  { key: 'speaking', name: 'Speaking' },
  { key: 'travel', name: 'Travel' },
  { key: 'receipts', name: 'Receipts' },
  { key: 'family', name: '家人' },
  { key: 'reading', name: 'Reading' },
  { key: 'jobs', name: 'Recruiters' },
];

export const FILTERS = [
  { criteria: { from: 'orbitpay.example' }, action: { addLabels: ['orbitpay'] } },
  { criteria: { query: 'list:product-weekly.example' }, action: { addLabels: ['reading'], removeLabelIds: ['INBOX'] } },
];

export const LOCAL_FILES = [
  ['Documents/OrbitPay/OrbitPay_MSA_redline_v2.docx', 88412],
  ['Documents/OrbitPay/integration-test-plan.xlsx', 45220],
  ['Documents/Talks/QCon-Beijing-billing-talk.key', 12044120],
  ['Documents/Talks/speaker-bio.txt', 612],
  ['Downloads/passport-scan.pdf', 402200],
];

export const SENDERS = {
  qcon: { name: 'QCon 北京 2026 组委会', email: 'speakers@qcon-beijing.example', style: 'plain', category: 'updates' },
  sia: { name: 'Singapore Airlines', email: 'noreply@singaporeair.example', style: 'utc', category: 'updates' },
  ctrip: { name: 'Trip.com', email: 'booking@trip.example', style: 'utc', category: 'updates' },
  apple: { name: 'Apple', email: 'no_reply@email.apple.example', style: 'plain', category: 'updates' },
  didi: { name: 'DiDi', email: 'receipt@didi.example', style: 'utc', category: 'updates' },
  figma: { name: 'Figma', email: 'notifications@figma.example', style: 'utc', category: 'updates' },
  linkedin: { name: 'LinkedIn', email: 'messages-noreply@linkedin.example', style: 'utc', category: 'social' },
  weekly: { name: 'Product Weekly', email: 'hello@product-weekly.example', style: 'utc', category: 'promotions', list: 'Product Weekly <product-weekly.example>' },
  coursera: { name: 'Coursera', email: 'no-reply@coursera.example', style: 'utc', category: 'promotions' },
  bank: { name: 'Pudong Commercial Bank', email: 'estatement@pdcb.example', style: 'plain', category: 'updates' },
  hunter: { name: 'Grace Lin', email: 'grace.lin@apex-search.example', style: 'gmail', category: 'personal' },
  mom: { name: '妈妈', email: 'wang.xiulan@163.example', style: 'plain', category: 'personal' },
  cousin: { name: 'Li Na', email: 'li.na.design@gmail.example', style: 'gmail', category: 'personal' },
  kr: { name: '科技早报', email: 'daily@36kr-news.example', style: 'utc', category: 'promotions', list: '科技早报 <daily.36kr-news.example>' },
  spam1: { name: 'Crypto Yield Pro', email: 'vip@crypto-yield-pro.example', style: 'plain' },
};

export const THREADS = [
  {
    subject: 'OrbitPay × Huaxin — kickoff on Jan 7 and sandbox access',
    labels: ['orbitpay'], important: true, starred: true,
    messages: [
      ['12-18 16:10', 'x1', ['me'], ['x5'], `Hi Li Ming,

Great to finally have the contract direction settled. Proposing the integration kickoff for Wednesday January 7, 10:00 Beijing time, at your Shanghai office — I'll be in town that week.

Your sandbox merchant ID is 8861-0032-77. API keys will be sent by Wei He through the secure portal, not by email.

Agenda draft:
1. Scope: cards and wallets for Atlas invoices
2. Fee schedule: 0.55% cards, 0.38% wallets (as discussed)
3. Timeline: contract redlines by Jan 22, integration test review Jan 29

Best regards,
Feng He
Procurement Lead, OrbitPay`],
      ['12-18 20:02', 'me', ['x1'], ['x5', 'p07'], `Hi Feng,

Jan 7 at 10:00 works, we'll host you in the 外滩 room on 18F. I'm adding Bo Ma (engineering manager for Atlas) to the thread.

One question on the fees: is 0.38% for wallets the blended rate across Alipay and WeChat Pay, or only for OrbitPay Wallet?

Li Ming`],
      ['12-19 09:35', 'x5', ['me'], ['x1', 'p07'], `Hi Li Ming, 0.38% is blended across all supported wallets. Sandbox keys are now in the portal (expires in 30 days).

Wei He
Solutions Consultant, OrbitPay`],
      ['12-19 10:12', 'p07', ['me'], ['x1', 'x5'], `Thanks all. We'll have the Atlas payment adapter stubbed against the sandbox before the kickoff.

Bo`],
    ],
  },
  {
    subject: 'OrbitPay MSA — our redlines (v2)',
    labels: ['orbitpay'],
    messages: [
      ['12-29 18:40', 'me', ['x1'], ['p15'], `Hi Feng,

Attached are our redlines on the MSA (v2). Main points from our Finance team (Chao Xu in cc):
- settlement T+1 instead of T+2
- chargeback fee capped at 15 RMB
- 90 days' notice for fee changes

We'd like to close redlines by Jan 22 as planned.

Li Ming`, { attach: [['OrbitPay_MSA_redline_v2.docx', 88412]] }],
      ['12-30 10:05', 'x1', ['me'], ['p15'], `Received, thank you. Our legal team is out until Jan 5; we'll respond the week of Jan 12.

Feng`],
    ],
  },
  {
    subject: 'Integration test plan for the Jan 29 review',
    labels: ['orbitpay'],
    messages: [
      ['12-23 14:20', 'x5', ['me'], ['p07'], `Hi Li Ming,

Sharing our standard integration test plan template. For the Jan 29 review we need at least: card auth + capture, wallet pay, partial refund, full refund, webhook retry, and a 3DS challenge flow.

Wei He`, { attach: [['integration-test-plan.xlsx', 45220]] }],
      ['12-23 15:02', 'me', ['x5'], ['p07'], `Thanks Wei. Bo's team will fill it in. We also want to test prorated credits on invoices (that's where Atlas had ATL-482).`],
    ],
  },
  {
    subject: '邀请您在 QCon 北京 2026 分享',
    labels: ['speaking'], important: true,
    messages: [
      ['12-05 11:20', 'qcon', ['me'], [], `李明老师您好，

QCon 北京 2026 将于 4 月 16-18 日举办。我们诚挚邀请您在「FinTech 架构」专题分享 Huaxin Cloud 计费系统重构（Atlas）的实践经验，时长 40 分钟。

如您愿意参与，请在 12 月 20 日前回复确认，并提供演讲标题、简介和个人简介。

QCon 北京 2026 组委会`],
      ['12-06 21:15', 'me', ['qcon'], [], `您好，

很荣幸收到邀请，我愿意参加。暂定题目：《从批处理到实时：一次计费系统重构的取舍》。简介和个人简介附后。

李明`, { attach: [['speaker-bio.txt', 612]] }],
      ['12-08 10:02', 'qcon', ['me'], [], `李明老师，感谢确认！您的分享已排在 4 月 17 日下午 14:30，会场 B。演讲稿请在 3 月 20 日前提交审核。`],
    ],
  },
  {
    subject: 'Your booking: Shanghai → Singapore, Jan 19',
    labels: ['travel'],
    messages: [
      ['12-22 21:40', 'sia', ['me'], [], `Booking reference: 7XKQ4P

Mon 19 Jan 2026   SQ 833   PVG 09:25 → SIN 15:00   Economy   Seat 32A
Thu 22 Jan 2026   SQ 826   SIN 07:55 → PVG 13:10   Economy   Seat 40C

Passenger: LI MING
Total paid: CNY 4,286`],
      ['12-22 21:52', 'ctrip', ['me'], [], `酒店预订确认 — Hotel booking confirmed

Marina Harbour Hotel Singapore, 19 Jan – 22 Jan 2026 (3 nights), Superior King, breakfast included.
Confirmation no. 2511839042. Free cancellation until 16 Jan 18:00.`],
    ],
  },
  {
    subject: 'Singapore office visit Jan 19-22 — agenda',
    labels: ['travel'],
    messages: [
      ['12-26 10:30', 'p24', ['me'], ['p04'], `Hi Li Ming,

Draft agenda for your Singapore visit:
- Tue Jan 20: Atlas demo for three regional customers (with Daniel Tan)
- Wed Jan 21: OrbitPay APAC team lunch, then roadmap session with the sales engineers
- Thu Jan 22: morning flight back

Note Jan 21 clashes with the Atlas UAT round 2 — do you want to dial in from here?

Rui`],
      ['12-26 11:02', 'me', ['p24'], ['p04'], `Thanks Rui, looks good. Yes, I'll dial into UAT round 2 from Singapore at 9:00 (Beijing time).`],
    ],
  },
  {
    subject: 'Coffee next week? 想请教一下定价策略',
    labels: [], category: 'personal',
    messages: [
      ['12-10 22:05', 'x4', ['me'], [], `明哥，

好久不见！我们公司准备在明年一季度调整 SaaS 定价（从按席位改成按用量），想听听你做 Atlas 计费重构时的经验。下周找个时间喝咖啡？我请客。

峰`],
      ['12-11 08:40', 'me', ['x4'], [], `没问题！下周四（18 号）下午 3 点，静安嘉里中心的 Manner？`],
      ['12-11 09:12', 'x4', ['me'], [], `好，周四见！`],
    ],
  },
  {
    subject: 'Moganshan hike on New Year weekend?',
    labels: [], category: 'personal',
    messages: [
      ['12-15 20:30', 'x2', ['me'], [], `Ming,

A few of us are thinking of hiking Moganshan on Jan 3-4, staying at a guesthouse near Jianshan. Interested? We'd take the 8:12 train from Hongqiao on Saturday.

Wei`],
      ['12-15 21:10', 'me', ['x2'], [], `I'm in, as long as I'm back Sunday afternoon — Atlas UAT prep starts Monday. Count me for the guesthouse.`],
      ['12-30 19:45', 'x2', ['me'], [], `Booked: 2 nights at Songyun Guesthouse (I'll collect 380 RMB each). Train tickets on your own — G7351 at 8:12, arrives Deqing 9:05.`, { unread: true }],
    ],
  },
  {
    subject: '元旦回家吗',
    labels: ['family'], category: 'personal',
    messages: [
      ['12-20 19:10', 'mom', ['me'], [], `明明：

元旦放假回不回家？你爸说想包饺子。天冷了，记得多穿点。

妈妈`],
      ['12-20 21:30', 'me', ['mom'], [], `妈，元旦我和朋友去莫干山爬山，1 月 10 号周末回家吃饭。你们注意身体！`],
      ['12-21 07:50', 'mom', ['me'], [], `好的，那 10 号回来吃饭。路上注意安全。`],
    ],
  },
  {
    subject: 'Beacon 3.0 beta — TestFlight invitation for your personal device',
    labels: [],
    messages: [
      ['12-24 17:20', 'p26', ['me'], [], `Hi Li Ming,

As discussed, I've added your personal Apple ID to the Beacon 3.0 internal TestFlight group so you can try the new onboarding at home. Build 3.0.0 (412) is internal only; the public beta 3.0.0-beta.1 is still planned for Feb 3, feature freeze Jan 26.

Lei`],
    ],
  },
  {
    subject: 'Figma: Mei Wu commented on "Beacon 3.0 — onboarding v3"',
    labels: [], category: 'updates',
    messages: [
      ['12-19 15:44', 'figma', ['me'], [], `Mei Wu commented: "@Li Ming the new permission screen is ready for your review — we kept the skip button per the a11y audit notes."

View in Figma: https://figma.example/file/beacon-onboarding-v3`],
    ],
  },
  {
    subject: 'Procurement: user research panel quote for Q1',
    labels: [],
    messages: [
      ['12-12 11:05', 'x3', ['me'], [], `Hi Li Ming,

As promised, our panel vendor's quote for Q1: 40 retail finance users across Shanghai, Hangzhou and Shenzhen, 60-minute remote sessions, CNY 650 per participant plus a CNY 8,000 setup fee. Valid until Jan 31.

Bo He
Procurement Lead, Bluefin Retail`],
      ['12-12 14:30', 'me', ['x3'], ['p01'], `Thanks Bo! Adding Yu Li, who leads our research. Yu, could you check if this fits the Beacon usability study in February?`],
      ['12-15 10:20', 'p01', ['me'], ['x3'], `Looks reasonable. We'd want 30 participants, not 40. I'll prepare the screener.`],
    ],
  },
  {
    subject: 'Senior PM role — Payments platform, Singapore',
    labels: ['jobs'],
    messages: [
      ['12-09 13:05', 'hunter', ['me'], [], `Hi Li Ming,

I'm working with a Series C payments company on a Head of Product, Billing role based in Singapore. Your work on usage-based billing stood out. Open to a confidential chat?

Grace Lin
Partner, Apex Search`],
      ['12-10 09:30', 'me', ['hunter'], [], `Hi Grace, thanks for thinking of me. I'm committed to a launch through Q1, so not looking right now. Happy to stay in touch.`],
    ],
  },
  {
    subject: '设计作品集帮忙看看',
    labels: ['family'], category: 'personal',
    messages: [
      ['11-29 20:10', 'cousin', ['me'], [], `哥，我在准备跳槽，作品集能帮我看看吗？特别是那个银行 App 的案例，不知道讲得清不清楚。附件是 PDF。

娜娜`, { attach: [['LiNa_portfolio_2025.pdf', 5420112]] }],
      ['11-30 22:40', 'me', ['cousin'], [], `看完了，整体很好。银行 App 那个案例建议先讲结果（转化率提升多少），再讲过程。周末电话细聊。`],
    ],
  },
  {
    subject: 'Claim your 300% APY bonus now',
    labels: [], spam: true,
    messages: [
      ['12-17 03:30', 'spam1', ['me'], [], `Exclusive VIP offer. Deposit USDT today and earn 300% APY. Limited seats.`],
    ],
  },
  {
    subject: 'Draft: talk abstract v2',
    labels: ['speaking'], draft: true,
    messages: [
      ['12-28 23:10', 'me', ['qcon'], [], `《从批处理到实时：一次计费系统重构的取舍》

摘要：Huaxin Cloud 在 2025 年将按月批量出账的计费系统重构为实时计量 + 日结架构……`],
    ],
  },
];

export const LISTS = {};

export function generated(h) {
  const out = [];
  for (const day of h.days('2025-11-20', '2025-12-31').filter((d) => h.weekday(d) === 4)) {
    const topics = h.pick([
      ['Usage-based pricing, one year in', 'How Figma ships', 'The PM interview loop we use'],
      ['Writing a good PRD in 2026', 'Payments UX teardown', 'Saying no to roadmaps'],
      ['Billing is a product', 'Metrics that lie', 'How to run a beta'],
      ['AI features that customers pay for', 'Onboarding benchmarks', 'The year in product'],
    ]);
    out.push({ subject: `Product Weekly: ${topics[0]}`, labels: ['reading'], archived: true, category: 'promotions', html: true,
      messages: [[h.local(day, '07:30'), 'weekly', ['me'], [], `<html><body><h2>${topics[0]}</h2><p>Also this week: ${topics[1]}; ${topics[2]}.</p></body></html>`, { html: true }]] });
  }
  const receipts = [
    ['apple', 'Your receipt from Apple — iCloud+ 200 GB', 'CNY 21.00', '12-02 10:00'],
    ['apple', 'Your receipt from Apple — Things 3', 'CNY 78.00', '12-14 22:12'],
    ['didi', 'DiDi 行程单 12月8日 浦东机场 → 静安区', 'CNY 162.40', '12-08 23:55'],
    ['didi', 'DiDi 行程单 12月18日 徐汇区 → 静安区', 'CNY 38.60', '12-18 14:35'],
    ['didi', 'DiDi 行程单 12月23日 静安区 → 外滩', 'CNY 27.10', '12-23 19:20'],
    ['bank', '您的 12 月信用卡电子账单', 'CNY 8,214.55', '12-28 08:00'],
  ];
  for (const [key, subject, amount, when] of receipts) {
    out.push({ subject, labels: ['receipts'], archived: true, category: 'updates', messages: [[when, key, ['me'], [], `${subject}

Total / 合计: ${amount}`]] });
  }
  const social = [
    ['linkedin', 'Li Ming, you have 3 new invitations', '12-01 12:00'],
    ['linkedin', 'Feng He endorsed you for Product Management', '12-19 18:40'],
    ['linkedin', 'Your post about billing migrations got 1,240 impressions', '12-27 09:00'],
    ['coursera', 'Last chance: 40% off Coursera Plus', '12-26 10:00'],
  ];
  for (const [key, subject, when] of social) {
    out.push({ subject, labels: [], archived: key === 'coursera', category: SENDERS[key].category, messages: [[when, key, ['me'], [], `${subject}.

Unsubscribe or manage notifications at any time.`]] });
  }
  // 36Kr-style daily tech digest, weekdays (Chinese).
  const heads = [
    '支付机构加速出海，东南亚成新战场', '大模型应用进入“按效果付费”阶段', 'SaaS 企业纷纷转向用量计费', '数据湖仓一体化成为企业标配',
    '移动 App 无障碍改造进入强制阶段', '跨境支付手续费价格战升级', '年终盘点：2025 年企业服务十大关键词', '实时计费系统的技术选型',
    'AI 助手进入办公软件深水区', '新加坡金融科技监管沙盒扩容',
  ];
  for (const day of h.days('2025-11-24', '2025-12-31').filter((d) => h.weekday(d) >= 1 && h.weekday(d) <= 5)) {
    out.push({ subject: `早报 | ${h.pick(heads)}`, labels: ['reading'], archived: true, category: 'promotions',
      messages: [[h.local(day, '07:0' + h.int(0, 9)), 'kr', ['me'], [], `今日要闻：
1. ${h.pick(heads)}
2. ${h.pick(heads)}
3. ${h.pick(heads)}

阅读全文：https://36kr-news.example/daily/${day}`]] });
  }
  return out;
}
