// Authored Telegram content for Li Ming (Huaxin Cloud). Telegram is what Li Ming uses with people
// outside mainland-China apps: the OrbitPay team and the Singapore partners, a few friends abroad,
// and channels on fintech and product. Times are 'MM-DD HH:MM' Beijing time. Format as in
// emma-clark.content.mjs.

export const ME = { roster: 'me', username: 'liming_pm' };

export const USERS = [
  { key: 'telegram', first_name: 'Telegram', id: 777000, verified: true },
  { key: 'x1', roster: 'x1', username: 'fenghe_orbitpay', contact: true },
  { key: 'x5', roster: 'x5', username: 'weihe_op', contact: true },
  { key: 'x2', roster: 'x2', username: 'weizhao_sh', phone: '+86 139 1762 5521', contact: true },
  { key: 'daniel', first_name: 'Daniel', last_name: 'Tan', username: 'danieltan_sg', contact: true },
  { key: 'p24', roster: 'p24', username: 'ruiyang_sg', contact: true },
  { key: 'p07', roster: 'p07', contact: true },
  { key: 'op1', first_name: 'Amanda', last_name: 'Goh', username: 'amanda_goh' },
  { key: 'op2', first_name: 'Farid', last_name: 'Hassan', username: 'farid_h' },
  { key: 'meet1', first_name: '晓', last_name: '陈', username: 'chenxiao_pm' },
  { key: 'meet2', first_name: 'Kevin', last_name: 'Zhang', username: 'kevinz' },
  { key: 'meet3', first_name: 'Yuki', last_name: 'Tanaka', username: 'yuki_t' },
  { key: 'translator', first_name: 'Translate', username: 'translate_zh_bot', bot: true },
];

export const CHATS = [
  { key: 'orbitpay', kind: 'channel', megagroup: true, title: 'OrbitPay × Huaxin integration' },
  { key: 'pmmeetup', kind: 'channel', megagroup: true, title: 'Shanghai Product Meetup', username: 'sh_product_meetup' },
  { key: 'classmates', kind: 'chat', title: '复旦 2014 级 · 计算机', members: ['me', 'x2', 'meet1', 'meet2'] },
  { key: 'fintech', kind: 'channel', broadcast: true, title: 'Fintech Daily 金融科技日报', username: 'fintech_daily_cn' },
];

export const DIALOGS = [
  {
    peer: 'self', messages: [
      ['12-18 20:10', 'me', 'OrbitPay: ask about wallet fee blend (0.38% all wallets?)'],
      ['12-22 21:45', 'me', 'SQ833 Jan 19 09:25 PVG → SIN, hotel Marina Harbour until Jan 22'],
      ['12-29 18:50', 'me', 'MSA redlines: T+1 settlement, chargeback cap 15 RMB, 90 days notice'],
    ],
  },
  {
    peer: 'user:telegram', messages: [
      ['12-01 09:12', 'telegram', 'Login code: 71204. Do not give this code to anyone, even if they say they are from Telegram!'],
    ],
  },
  {
    peer: 'chat:orbitpay', pinned: 1, unread: 2, group: 'orbitpay',
  },
  {
    peer: 'user:x1', messages: [
      ['12-18 16:20', 'x1', 'Hi Li Ming, just emailed the kickoff proposal for Jan 7. Does 10:00 work?'],
      ['12-18 20:05', 'me', 'Yes, 10:00 works. We\'ll host you in the 外滩 room, 18F'],
      ['12-18 20:06', 'x1', 'Perfect. I land in Shanghai on the 6th'],
      ['12-30 10:10', 'x1', 'Got your redlines. Legal is out until Jan 5, we\'ll respond the week of Jan 12'],
      ['12-30 10:40', 'me', 'Thanks Feng. Our target is still to close by Jan 22'],
    ],
  },
  {
    peer: 'user:x5', unread: 1, messages: [
      ['12-19 09:40', 'x5', 'Sandbox keys are in the portal. Merchant 8861-0032-77'],
      ['12-19 09:55', 'me', 'Thanks! Bo\'s team will start tomorrow'],
      ['12-23 14:25', 'x5', 'Sent the integration test plan template by email'],
      ['12-31 11:30', 'x5', 'Happy New Year! See you on Jan 7 🎉'],
    ],
  },
  {
    peer: 'user:x2', pinned: 2, messages: [
      ['12-15 20:25', 'x2', 'Moganshan Jan 3-4? Guesthouse near Jianshan'],
      ['12-15 21:05', 'me', '去！周日下午要回来'],
      ['12-30 19:50', 'x2', '订好了松云民宿，每人 380。高铁自己买，G7351 8:12 虹桥出发'],
      ['12-30 20:10', 'me', '收到，票已经买了 👍'],
      ['12-31 22:30', 'x2', '新年快乐！后天见'],
    ],
  },
  {
    peer: 'user:daniel', messages: [
      ['12-26 11:30', 'daniel', 'Hi Li Ming, Rui said you\'re coming Jan 19-22. Three customers confirmed for the Atlas demo on the 20th'],
      ['12-26 11:45', 'me', 'Great! Which customers?'],
      ['12-26 11:52', 'daniel', 'Lionport Logistics, Kopi Cloud and Straits Health. Straits Health cares most about invoices in SGD + MYR'],
      ['12-26 12:05', 'me', 'Noted, I\'ll prepare a multi-currency invoice demo'],
    ],
  },
  {
    peer: 'user:p24', messages: [
      ['12-26 10:35', 'p24', 'Sent you the agenda by email. Jan 21 clashes with UAT round 2'],
      ['12-26 11:00', 'me', 'I\'ll dial in from Singapore at 9:00 Beijing time'],
    ],
  },
  {
    peer: 'chat:classmates', unread: 6, group: 'classmates',
  },
  {
    peer: 'channel:pmmeetup', unread: 3, group: 'pmmeetup',
  },
  {
    peer: 'channel:fintech', unread: 11, posts: 'fintech',
  },
  {
    peer: 'user:translator', messages: [
      ['12-20 22:02', 'me', 'chargeback fee cap'],
      ['12-20 22:02', 'translator', '拒付手续费上限'],
      ['12-20 22:03', 'me', 'settlement T+1'],
      ['12-20 22:03', 'translator', 'T+1 结算'],
    ],
  },
];

export function generated(h) {
  const out = {};
  out.orbitpay = [
    ['12-19 10:00', 'x1', '', { action: 'created' }],
    ['12-19 10:01', 'x1', 'Group for day-to-day questions on the integration. Contract topics stay on email please.'],
    ['12-19 10:05', 'me', 'Thanks Feng. Adding Bo from our side'],
    ['12-19 10:06', 'p07', '', { action: 'joined' }],
    ['12-19 10:20', 'x5', 'Sandbox merchant: 8861-0032-77. Webhooks must be HTTPS with a valid cert, self-signed will be rejected'],
    ['12-20 15:10', 'p07', 'First sandbox payment went through (card, 3DS frictionless) ✅'],
    ['12-20 15:12', 'op1', 'Nice! Try the 3DS challenge test card next: 4000 0000 0000 3220'],
    ['12-22 11:40', 'p07', 'Webhook retries: you retry 5 times with exponential backoff, right?'],
    ['12-22 11:55', 'op2', 'Yes: 1m, 5m, 30m, 2h, 12h. Idempotency key in the header X-OP-Event-Id'],
    ['12-23 16:00', 'x5', 'Reminder: integration test review on Jan 29. Please fill in the test plan (sent by email)'],
    ['12-24 10:30', 'p07', 'Partial refunds on wallet payments return 400 "REFUND_NOT_SUPPORTED" in sandbox. Expected?'],
    ['12-24 11:05', 'op2', 'Only for OrbitPay Wallet, others support partial refunds. Fixed in sandbox next week'],
    ['12-29 18:55', 'me', 'We sent the MSA redlines by email today'],
    ['12-31 10:20', 'op1', 'Happy New Year from the OrbitPay team! 🎆'],
    ['12-31 10:45', 'x1', 'See everyone in Shanghai on Jan 7'],
  ];
  const classLines = [
    ['x2', '元旦有人回上海吗？'], ['meet1', '我在北京，过年回'], ['meet2', '同学会定在 2 月 14 号？'], ['x2', '情人节同学会也太狠了 😂'],
    ['meet1', '那改 15 号'], ['meet2', '老张的孩子满月了，恭喜！'], ['x2', '有人换工作吗，我们组在招后端'], ['meet1', '大家新年快乐！'],
  ];
  out.classmates = [];
  for (const day of h.days('2025-12-01', '2025-12-31').filter((d) => h.int(0, 2) === 0)) {
    const [who, line] = h.pick(classLines);
    out.classmates.push([h.local(day, `${String(h.int(9, 23)).padStart(2, '0')}:${String(h.int(0, 59)).padStart(2, '0')}`), who, line]);
  }
  out.classmates.push(['12-31 23:59', 'me', '新年快乐 🎉']);
  const meetLines = [
    ['meet1', 'Next meetup: Jan 17, topic "pricing pages that convert", at the WeWork on Huaihai Rd'], ['meet3', 'Can I bring a friend from the design team?'],
    ['meet2', 'Slides from last session are in the pinned message'], ['meet1', 'We need a speaker for February — anyone?'],
    ['meet3', 'Any PMs here working on billing? Have a question about proration'], ['meet2', 'Great session yesterday, thanks all'],
  ];
  out.pmmeetup = [['11-20 19:00', 'meet1', 'Welcome to the Shanghai Product Meetup chat! Events every third Saturday.']];
  for (const day of h.days('2025-11-21', '2025-12-31').filter((d) => h.int(0, 3) === 0)) {
    const [who, line] = h.pick(meetLines);
    out.pmmeetup.push([h.local(day, `${String(h.int(10, 22)).padStart(2, '0')}:${String(h.int(0, 59)).padStart(2, '0')}`), who, line]);
  }
  out.pmmeetup.push(['12-12 21:10', 'me', 'Happy to speak in February about migrating a billing system (usage-based, no downtime)']);
  out.pmmeetup.push(['12-12 21:30', 'meet1', 'Amazing! Feb 21 is yours 🙌']);
  const news = [
    '跨境支付：东南亚电子钱包交易额同比增长 31%', '新加坡金管局发布支付服务法修订', '多家 SaaS 公司宣布转向用量计费',
    '银联与海外钱包扩大互联互通', '数据湖仓一体化：Iceberg 采用率持续提升', '年终盘点：2025 金融科技十大事件', '信用卡拒付率创三年新低',
  ];
  out.fintech = h.days('2025-11-24', '2025-12-31').filter((d) => h.weekday(d) >= 1 && h.weekday(d) <= 5).map((day) => [h.local(day, '08:30'), null, `📰 ${h.pick(news)}\n\n阅读：fintech-daily.example/${day}`]);
  return out;
}
