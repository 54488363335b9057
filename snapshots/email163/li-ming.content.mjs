// Authored mail for Li Ming's personal 163 mailbox (liming_sh@163.example) and his old QQ mailbox.
// Senders are roster keys (snapshots/personas/li-ming.json: `me`, p01…p44, x1…x5) or literal
// { name, address } for services. Li Ming uses this address for partners, travel, banking and
// the odd work thread colleagues copy there — the story line is the one of his Lark and Slack:
// Atlas GA Jan 27 (moved from Jan 20, ATL-482), code freeze Jan 16, UAT Jan 12/21, Go/No-Go
// Jan 22; OrbitPay kickoff Jan 7 10:00, fees 0.55% cards / 0.38% wallets, redlines due Jan 22,
// integration test review Jan 29, sandbox merchant 8861-0032-77; Beacon beta Feb 3; Cedar cutover
// Jan 17-18; Shenzhen trip Jan 19-20; annual party Jan 23 at the Hyatt on the Bund.

export const ACCOUNT = {
  address: 'liming_sh@163.example',
  display_name: '李明',
  provider: '163',
  host: { hostname: 'LiMing-MacBook-Pro.local', locale: 'zh-CN', time_zone: 'Asia/Shanghai' },
  utcOffset: 8,
  files: {
    '/Users/liming/Documents/Atlas/Atlas_PRD_v2.3.pdf': 1843201,
    '/Users/liming/Documents/Atlas/Atlas_GA_Checklist.xlsx': 88320,
    '/Users/liming/Documents/OrbitPay/MSA_redlines_v1.docx': 142877,
    '/Users/liming/Documents/OrbitPay/Integration_Test_Plan.pdf': 611045,
    '/Users/liming/Downloads/发票_2025-12_滴滴出行.pdf': 53112,
    '/Users/liming/Pictures/团建_2025.jpg': 2211934,
    '/Users/liming/Documents': 'directory',
  },
};

export const SECONDARY = {
  address: 'liming1990@qq.example',
  display_name: 'Ming',
  provider: 'qq',
};

// Services that write to Li Ming (fake domains).
const S = {
  netease: { name: '网易邮箱', address: 'service@mail.163.example' },
  cmb: { name: '招商银行信用卡', address: 'creditcard@message.cmbchina.example' },
  rail: { name: '12306', address: 'noreply@12306.example' },
  ctrip: { name: '携程旅行', address: 'booking@ctrip.example' },
  didi: { name: '滴滴出行', address: 'invoice@didi.example' },
  jd: { name: '京东', address: 'order@jd.example' },
  news: { name: '科技早报', address: 'daily@technews.example' },
  pm: { name: '人人都是产品经理', address: 'weekly@woshipm.example' },
  conf: { name: 'QCon 全球软件开发大会', address: 'speakers@qcon.example' },
  hunter: { name: 'Grace Zhang（猎头）', address: 'grace.zhang@talentbridge.example' },
  gym: { name: '乐刻运动', address: 'members@leke.example' },
  prop: { name: '仁恒物业', address: 'service@yanlord-pm.example' },
  mom: { name: '妈妈', address: 'wang.xiulan@126.example' },
  hyatt: { name: 'Hyatt on the Bund', address: 'events@hyatt-bund.example' },
};
export const SERVICES = S;

// [local time 'YYYY-MM-DD HH:MM', from, subject, text, opts?]
// opts: { to: [keys], cc: [keys], attachments: [[name, bytes]], html: true, seen: false, fromHeader: 'quoted' }
export const MAILS = [
  ['2025-10-09 10:12', S.netease, '网易邮箱安全提醒：您的账号在新设备登录', '尊敬的用户：\n\n您的邮箱 liming_sh@163.example 于 2025-10-09 10:11 在 macOS 设备（上海）登录。\n如非本人操作，请立即修改密码并开启客户端授权码。\n\n网易邮箱团队', {}],
  ['2025-10-15 09:30', 'x4', '好久不见，约个咖啡？', '李明，\n\n好久不见！我去年从大厂出来做了一家做 SaaS 计费的小公司，现在种子轮刚结束。想听听你对 usage-based billing 的看法，最近方便约个咖啡吗？我在北京，下个月会去上海。\n\n李峰', {}],
  ['2025-10-16 21:40', 'me', 'Re: 好久不见，约个咖啡？', '李峰，恭喜！11 月中旬我都在上海，你定个时间，我请你喝咖啡。\n\n李明', { to: ['x4'] }],
  ['2025-10-28 14:05', S.conf, '【QCon 上海 2025】演讲嘉宾邀请：计费系统重构实践', '李明老师您好：\n\n我们诚挚邀请您在 QCon 上海 2025（11 月 21 日）“产品与工程”专场分享“从按量计费到多币种发票：一次计费系统重构”。演讲时长 40 分钟。\n\n如您同意，请在 11 月 3 日前回复确认并提供讲师简介。\n\nQCon 组委会', {}],
  ['2025-11-02 10:30', 'me', 'Re: 【QCon 上海 2025】演讲嘉宾邀请：计费系统重构实践', '您好，感谢邀请。公司内部流程还在审批中，11 月 3 日前恐怕无法确认，先婉拒本次，期待下次合作。\n\n李明', { to: [S.conf] }],
  ['2025-11-12 19:22', 'x4', 'Re: Re: 好久不见，约个咖啡？', '11 月 18 号下午 3 点，静安寺那边的 Manner 怎么样？\n\n李峰', {}],
  ['2025-11-20 09:15', S.hunter, '机会沟通：某头部支付公司 产品总监（计费/结算）', '李先生您好，\n\n我是 TalentBridge 的 Grace。我们正在为一家头部支付公司寻找计费与结算方向的产品总监，base 上海，汇报给 CPO。看到您在华新云负责 Atlas 计费重构，非常契合。\n\n方便的话这周约 15 分钟电话聊聊？\n\nGrace Zhang', {}],
  ['2025-11-24 10:20', 'x1', 'OrbitPay x Huaxin: pricing proposal', 'Hi Li Ming,\n\nAs discussed, our proposal for Huaxin Cloud:\n- Cards: 0.55% per transaction\n- Wallets: 0.38% per transaction\n- No setup fee in year one\n- Settlement T+1 in CNY, fees netted before settlement\n\nWe can discuss a volume tier above RMB 20M/month.\n\nBest,\nFeng He\nProcurement Lead, OrbitPay', { cc: ['p04'] }],
  ['2025-11-25 08:50', 'me', 'Re: OrbitPay x Huaxin: pricing proposal', 'Hi Feng,\n\nThanks, this matches what Ping shared. Finance (Chao Xu) will review this week; we would like a tier at RMB 20M/month and another at 50M.\n\nBest,\nLi Ming', { to: ['x1'], cc: ['p04', 'p15'] }],
  ['2025-11-27 14:10', 'x5', 'OrbitPay sandbox access for Huaxin Cloud', 'Hello Li Ming,\n\nThe sandbox is ready:\n- Merchant ID: 8861-0032-77\n- Dashboard: https://sandbox.orbitpay.example\n- API keys were sent separately to Bo Ma and Wei He (engineering) by secure link.\n\nWebhooks are signed with HMAC-SHA256 over the raw body (header X-OrbitPay-Signature).\n\nRegards,\nWei He\nSolutions Consultant, OrbitPay', { cc: ['p07', 'p32'] }],
  ['2025-12-01 18:30', 'p22', 'ATL-482: prorated credit rounding off by 0.01', '明哥，\n\n降级时按天折算的 credit 在部分币种（SGD、MYR）会差 0.01，原因是先汇总后四舍五入。修复需要改货币库，影响所有带 credit 的发票。建议作为 GA blocker 处理。\n\n详情见 Lark 文档“ATL-482 分析”。\n\n敏', { cc: ['p07'] }],
  ['2025-12-02 09:45', 'me', 'Atlas GA 时间调整：1 月 20 日 → 1 月 27 日', '各位，\n\nAtlas Billing Revamp GA 从 1 月 20 日调整到 1 月 27 日。原因：\n1. ATL-482（prorated credit 四舍五入）需要修复并回归；\n2. 财务的增值税（VAT）签字需要在 UAT 第二轮（1 月 21 日）之后完成。\n\n其他节点不变：代码冻结 1 月 16 日，UAT 1 月 12 日、1 月 21 日，Go/No-Go 1 月 22 日。\n\n李明', { to: ['p07', 'p15', 'p22', 'p12', 'p26'] }],
  ['2025-12-02 10:20', 'p15', 'Re: Atlas GA 时间调整：1 月 20 日 → 1 月 27 日', '收到。财务这边 VAT 签字会在 1 月 21 日 UAT 第二轮之后给出，不会提前。\n\n徐超', {}],
  ['2025-12-03 11:00', S.cmb, '招商银行信用卡 11 月电子账单', '尊敬的李明先生：\n\n您 11 月账单金额 ¥8,426.30，最后还款日 12 月 20 日。\n\n本期主要消费：携程旅行 ¥2,180.00；京东 ¥1,299.00；乐刻运动 ¥399.00。\n\n招商银行信用卡中心', { html: true }],
  ['2025-12-04 16:20', 'x3', 'Quote request: Atlas billing for our logistics group', 'Hi Li Ming,\n\nI lead procurement at our logistics group. We are evaluating usage-based billing platforms and would like a quote for Atlas: ~1.2M invoices/year, CNY and SGD, integration with our ERP.\n\nCould someone from your sales team contact me?\n\nBest,\nBo He', {}],
  ['2025-12-04 18:05', 'me', 'Re: Quote request: Atlas billing for our logistics group', 'Hi Bo,\n\nThanks for reaching out! I am copying Ping He, our sales director, who will get back to you this week. Note that Atlas GA is January 27, so a pilot could start in February.\n\nBest,\nLi Ming', { to: ['x3'], cc: ['p04'] }],
  ['2025-12-05 20:15', S.mom, '周末回家吃饭吗', '明明，\n\n周日你爸生日，中午十二点在家吃饭，记得带上小雨。天冷了多穿点。\n\n妈', {}],
  ['2025-12-06 09:05', 'me', 'Re: 周末回家吃饭吗', '妈，周日中午一定回来，蛋糕我来订。\n\n明', { to: [S.mom] }],
  ['2025-12-08 10:15', 'p15', 'OrbitPay 结算与对账问题确认', '明，\n\n和 OrbitPay 确认过：卡和钱包都是 T+1 人民币结算，手续费结算前扣除，月度发票用于对账。合同里需要写清楚对账差异的处理时限（建议 5 个工作日）。\n\n徐超', { cc: ['x1'] }],
  ['2025-12-09 11:25', 'p38', 'Atlas load test: 3,350 invoices/min', '李明，\n\n聚合查询迁移到 ClickHouse 之后，staging 压测稳定在 3,350 张发票/分钟（目标 3,000）。报告附件已上传 Lark。\n\n刘超', { cc: ['p12', 'p07'], attachments: [['atlas_load_test_2025-12-09.pdf', 412733]] }],
  ['2025-12-10 12:40', S.ctrip, '【携程】机票预订成功：上海虹桥—深圳宝安 1月19日 MU5331', '尊敬的 李明 先生：\n\n您的机票已出票。\n航班：MU5331 上海虹桥(SHA) 07:55 — 深圳宝安(SZX) 10:30\n日期：2026-01-19\n舱位：经济舱  票号：781-2391234567\n\n返程：2026-01-20 MU5336 深圳宝安 19:40 — 上海虹桥 22:05\n\n携程旅行网', { html: true }],
  ['2025-12-10 12:45', S.ctrip, '【携程】酒店预订确认：深圳福田香格里拉 1月19日-1月20日', '尊敬的 李明 先生：\n\n您已成功预订 深圳福田香格里拉大酒店 豪华大床房 1 间 1 晚（2026-01-19 入住，2026-01-20 离店），订单号 1128837461。\n\n携程旅行网', { html: true }],
  ['2025-12-11 15:25', 'x1', 'MSA draft from OrbitPay legal', 'Hi Li Ming,\n\nAttached is the first draft of the Master Services Agreement. Could your side send redlines by January 22? Key open points: liability cap, data residency, and the reconciliation dispute window.\n\nBest,\nFeng', { cc: ['p04'], attachments: [['OrbitPay_MSA_draft_v1.docx', 168204]] }],
  ['2025-12-11 17:02', 'me', 'Re: MSA draft from OrbitPay legal', 'Hi Feng,\n\nReceived. Our legal team will review over the holidays and we will send redlines by January 22. On the dispute window we will propose 5 business days.\n\nBest,\nLi Ming', { to: ['x1'], cc: ['p04', 'p15'] }],
  ['2025-12-12 17:45', 'p05', '年度述职提醒：自评 1 月 16 日截止', '各位经理：\n\n2025 年度绩效自评将于 2026 年 1 月 16 日截止，请提醒团队成员按时完成。经理评价和面谈安排在 1 月 19 日至 1 月 30 日。\n\n胡杰 | HRBP', {}],
  ['2025-12-15 09:10', 'p26', '周报 12.08-12.12（黄磊）', '本周：\n1. Atlas 定价页文案（中英文）定稿，Mei Wu 出 Figma v4\n2. 与销售对 Atlas 常见问题 FAQ 第一版\n3. 跟进 ATL-482 修复方案评审\n\n下周：\n1. UAT 测试用例和财务对齐\n2. Beacon 3.0 支付入口需求评审\n\n风险：VAT 签字依赖 UAT 第二轮\n\n黄磊', {}],
  ['2025-12-15 10:05', S.prop, '【物业通知】12 月 18 日 9:00-12:00 停水检修', '尊敬的业主：\n\n因二次供水设备检修，12 月 18 日（周四）9:00-12:00 小区 3、5、7 号楼停水，请提前储水。\n\n仁恒物业服务中心', {}],
  ['2025-12-16 09:50', 'p22', 'Re: ATL-482: prorated credit rounding off by 0.01', '修复方案：逐行按银行家舍入再求和，已在 staging 验证 SGD/MYR/CNY 三个币种。预计 12 月 17 日合并。\n\n敏', {}],
  ['2025-12-17 15:20', 'p22', 'ATL-482 已合并，待 1 月 12 日 UAT 验证', '明哥，\n\nATL-482 修复已合并主干。需要财务在 1 月 12 日 UAT 第一轮重点验证降级场景。测试表已更新“Round 1”标签页。\n\n敏', { cc: ['p20', 'p15'] }],
  ['2025-12-18 09:00', 'x2', '周末聚一下？', '老李，\n\n好久没见了，这周六晚上要不要一起吃个火锅？我约了几个老同学，地点在徐汇。顺便聊聊我们 Bluefin 明年想试试你们的计费系统。\n\n赵伟', {}],
  ['2025-12-18 12:30', 'me', 'Re: 周末聚一下？', '好啊！周六 7 点我到。计费系统的事见面聊，1 月底 GA 之后可以安排演示。\n\n李明', { to: ['x2'] }],
  ['2025-12-19 17:05', 'me', 'OrbitPay 集成测试评审：1 月 29 日', 'Feng, Wei，\n\nIntegration test review is set for January 29 (10:00 Beijing time). We will send the test report two days before (January 27).\n\nBest,\nLi Ming', { to: ['x1', 'x5'], cc: ['p07', 'p32'] }],
  ['2025-12-20 08:30', S.rail, '【铁路12306】购票成功通知', '李明，您好！您已购买 2026年01月23日 G7 次列车（北京南 10:00 — 上海虹桥 14:28）二等座 05车08F号，票价 ¥662.0。请携带购票时所使用的有效身份证件检票乘车。', {}],
  ['2025-12-22 10:40', S.hyatt, 'Huaxin Cloud Annual Party — Jan 23, 18:00', 'Dear Mr. Li,\n\nThis confirms the Huaxin Cloud annual party at the Grand Ballroom, Hyatt on the Bund, on January 23, 2026 from 18:00. Guest count: 320. Please send the final seating list by January 16.\n\nHyatt on the Bund Events', { cc: ['p10'] }],
  ['2025-12-22 18:10', 'p15', 'VAT 签字安排确认', '明，\n\n再次确认：VAT 签字 1 月 21 日 UAT 第二轮后给出，Go/No-Go 会议（1 月 22 日 10:00 外滩会议室）我会参加。\n\n徐超', {}],
  ['2025-12-23 10:35', 'p07', 'Atlas staging rehearsal Jan 8 / runbook review Jan 6', 'Li Ming,\n\nStaging rehearsal of the migration is booked for Jan 8 (14:00-18:00). Runbook review on Jan 6, 16:00. Qiang Luo owns the rollback section.\n\nBo', { cc: ['p12'] }],
  ['2025-12-24 19:00', S.jd, '您的京东订单已签收', '您好，您的订单 2876543210（罗技 MX Keys 键盘 ×1）已于 12 月 24 日 18:52 签收。感谢您在京东购物！', { html: true }],
  ['2025-12-26 09:20', S.hunter, 'Re: 机会沟通：某头部支付公司 产品总监（计费/结算）', '李先生，节后是否方便再聊一下？对方 HR 对您的背景很感兴趣，薪资范围可以面谈。\n\nGrace', {}],
  ['2025-12-29 11:00', 'p41', '周报 12.22-12.26（林峰）', '本周：\n1. Beacon 3.0 OrbitPay 钱包入口改为 feature flag（wallet_orbitpay）\n2. 可访问性审计（1 月 21 日）范围确认\n3. 新手引导翻译补齐（新加坡测试反馈）\n\n下周：\n1. Beacon 功能冻结（1 月 26 日）清单\n2. 和 Cedar 团队确认 15 个财务看板迁移时间\n\n林峰', {}],
  ['2025-12-30 10:40', 'x1', 'Shanghai visit Jan 6-8', 'Hi Li Ming,\n\nI land at Pudong on January 6 at 18:20 and stay until the 8th. Happy to join a team dinner on the 6th. The kickoff on January 7 at 10:00 still works for us — Wei He will join remotely.\n\nBest,\nFeng', {}],
  ['2025-12-30 15:30', 'me', 'Re: Shanghai visit Jan 6-8', 'Hi Feng,\n\nGreat! Dinner on the 6th at 19:30 near our office (I will send the address). Kickoff Jan 7, 10:00, Bund room, 12F.\n\nBest,\nLi Ming', { to: ['x1'], cc: ['p04'] }],
  ['2025-12-31 09:00', S.netease, '2025 年度邮箱报告', '李明，您好！\n\n2025 年您共收到邮件 1,284 封，发送邮件 236 封，最常联系的人是 Feng He。\n\n网易邮箱', { html: true }],
  ['2025-12-31 21:15', S.mom, '新年快乐', '明明，新年快乐！明天中午来家里吃饺子。\n\n妈', {}],
  ['2026-01-01 08:45', 'x4', '新年快乐 & 一个邀请', '李明，新年快乐！\n\n我们公司想请你做产品顾问，每月一次线上交流，细节见面聊？1 月 10 日我在上海。\n\n李峰', {}],
];

// Mail for the old QQ mailbox (a handful; it is mostly subscriptions now).
export const SECONDARY_MAILS = [
  ['2025-11-05 08:00', { name: 'QQ邮箱', address: 'service@mail.qq.example' }, 'QQ邮箱：授权码已更新', '您的 QQ 邮箱授权码已于 2025-11-05 更新。如非本人操作请及时处理。', {}],
  ['2025-12-01 09:00', { name: '豆瓣读书', address: 'newsletter@douban.example' }, '豆瓣读书 12 月书单', '本月推荐：《置身事内》《长安的荔枝》《人月神话（纪念版）》……', { html: true }],
  ['2025-12-15 20:00', { name: 'Bilibili', address: 'noreply@bilibili.example' }, '你关注的 UP 主更新了', '“产品经理的 2025 年度复盘”已更新，快去看看吧。', {}],
  ['2025-12-28 10:30', 'x2', '老同学聚会照片', '老李，上周的照片都在这了，记得下次带嫂子一起来！\n\n赵伟', { attachments: [['聚会_20251220.zip', 18273645]] }],
];

// Recurring traffic, generated with the seeded helper `g` (see build.mjs).
export function generated(g) {
  const out = [];
  const headlines = [
    '多家云厂商下调 GPU 实例价格', 'AI Agent 进入企业采购清单', '跨境支付牌照新规征求意见', '某头部 SaaS 公司发布按量计费新方案',
    '数据湖仓一体化迎来新标准', '移动支付渗透率再创新高', '开源数据库 StarRocks 发布新版本', '企业软件出海：东南亚成为首选',
    '央行发布数字人民币试点进展', '大模型推理成本一年下降九成', '新加坡更新 GST 电子发票要求', '国内 iOS 应用审核新规',
  ];
  for (const day of g.days('2025-10-08', '2025-12-31')) {
    const wd = g.weekday(day);
    if (wd !== 0 && wd !== 6) {
      const picks = g.sample(headlines, 3);
      out.push([`${day} 07:${String(g.int(0, 30)).padStart(2, '0')}`, S.news, `科技早报 | ${picks[0]}`, `今日要闻：\n1. ${picks[0]}\n2. ${picks[1]}\n3. ${picks[2]}\n\n阅读全文请访问 technews.example`, { html: true, seen: g.chance(0.4) }]);
    }
    if (wd === 4) {
      const topics = ['从 0 到 1 设计计费系统', 'B 端产品的定价策略', '如何写好 PRD', '产品经理的数据分析方法', '用户访谈的 10 个坑', 'SaaS 续费率提升实践'];
      out.push([`${day} 12:00`, S.pm, `产品周刊 | ${g.pick(topics)}`, `本周精选：${g.pick(topics)}、${g.pick(topics)}。\n\n退订请回复 TD`, { html: true, seen: g.chance(0.3) }]);
    }
    if (g.chance(0.22)) {
      const merchants = [['携程旅行', 180, 2600], ['京东', 39, 1500], ['星巴克', 28, 80], ['滴滴出行', 18, 160], ['盒马鲜生', 60, 420], ['乐刻运动', 399, 399], ['美团外卖', 25, 120]];
      const [m, lo, hi] = g.pick(merchants);
      out.push([`${day} ${String(g.int(9, 22)).padStart(2, '0')}:${String(g.int(0, 59)).padStart(2, '0')}`, S.cmb, '招商银行信用卡交易提醒', `您尾号 6625 的招行信用卡于 ${day.slice(5).replace('-', '月')}日 在【${m}】消费人民币 ${g.int(lo, hi)}.${String(g.int(0, 99)).padStart(2, '0')} 元。`, { seen: true }]);
    }
    if (g.chance(0.12)) {
      const trip = g.int(18, 86);
      out.push([`${day} ${String(g.int(19, 23)).padStart(2, '0')}:${String(g.int(0, 59)).padStart(2, '0')}`, S.didi, '滴滴出行电子发票', `您的行程（${day}）电子发票已开具，金额 ¥${trip}.00，请查收附件。`, { attachments: [[`滴滴电子发票_${day.replace(/-/g, '')}.pdf`, g.int(48000, 62000)]], seen: true }]);
    }
  }
  // Jira notifications Li Ming forwards from work for the Atlas project (weekdays).
  const issues = [
    ['ATL-471', 'Invoice PDF shows GST twice for SG accounts'], ['ATL-476', 'Credit note numbering gap after retry'],
    ['ATL-479', 'Usage export times out for >50k rows'], ['ATL-482', 'Prorated credit rounding off by 0.01'],
    ['ATL-485', 'Wrong currency symbol on MYR invoices'], ['ATL-488', 'Proration preview differs from final invoice'],
    ['ATL-490', 'OrbitPay refund webhook not idempotent'], ['ATL-493', 'Dunning email template missing EN copy'],
    ['ATL-495', 'VAT rate table not versioned'], ['ATL-498', 'Invoice search ignores customer alias'],
  ];
  const actors = ['p22', 'p32', 'p02', 'p23', 'p12', 'p07', 'p38'];
  const changes = ['状态：待处理 → 处理中', '状态：处理中 → 待验证', '状态：待验证 → 已完成', '优先级：Medium → High', '新增评论', '经办人变更'];
  for (const day of g.days('2025-11-03', '2025-12-31')) {
    const wd = g.weekday(day);
    if (wd === 0 || wd === 6 || !g.chance(0.75)) continue;
    const [key, title] = g.pick(issues);
    const who = g.pick(actors);
    out.push([`${day} ${String(g.int(10, 20)).padStart(2, '0')}:${String(g.int(0, 59)).padStart(2, '0')}`, { name: `${g.enName(who)} (Jira)`, address: 'jira@huaxin-cloud.atlassian.example' }, `[JIRA] (${key}) ${title}`, `${g.enName(who)} 更新了 ${key}：${g.pick(changes)}\n\n${key}: ${title}\n项目：Atlas Billing Revamp\n\n查看：https://huaxin-cloud.atlassian.example/browse/${key}`, { seen: g.chance(0.6) }]);
  }
  for (const day of g.days('2025-10-06', '2025-12-29')) {
    if (g.weekday(day) !== 1) continue;
    out.push([`${day} 20:${String(g.int(0, 59)).padStart(2, '0')}`, { name: '脉脉', address: 'notice@maimai.example' }, `你有 ${g.int(2, 9)} 位新访客，${g.int(1, 4)} 条新消息`, `最近一周有 ${g.int(5, 40)} 人看过你的主页，其中包括“支付”“SaaS”行业的 HR。`, { html: true, seen: g.chance(0.2) }]);
  }
  // Weekly reports from the two PMs who report to Li Ming (Fridays), besides the authored ones.
  const plans = {
    p26: ['Atlas 定价页文案', 'Atlas FAQ 与销售对齐', 'UAT 用例评审', 'Atlas 帮助中心文章', '发票模板多语言检查', 'Atlas 运营手册'],
    p41: ['Beacon 3.0 支付入口', 'Beacon 可访问性审计范围', '新加坡测试反馈整理', 'Beacon 新手引导', 'Cedar 看板迁移对接', 'Beacon 功能冻结清单'],
  };
  for (const day of g.days('2025-10-10', '2025-12-19')) {
    if (g.weekday(day) !== 5) continue;
    for (const who of ['p26', 'p41']) {
      if (who === 'p26' && day === '2025-12-12') continue;
      const items = g.sample(plans[who], 4);
      const label = g.weekLabel(day);
      out.push([`${day} 18:${String(g.int(0, 50)).padStart(2, '0')}`, who, `周报 ${label}（${g.zhName(who)}）`, `本周：\n1. ${items[0]}\n2. ${items[1]}\n\n下周：\n1. ${items[2]}\n2. ${items[3]}\n\n${g.zhName(who)}`, { seen: true }]);
    }
  }
  return out;
}
