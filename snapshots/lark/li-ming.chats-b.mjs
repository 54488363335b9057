// Team, company, partner and p2p chats of Li Ming's Lark context. Format: see li-ming.content.mjs.

const ALL_INTERNAL = ['me'].concat(Array.from({ length: 44 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`));
const SHANGHAI = ['me', 'p01', 'p08', 'p12', 'p18', 'p20', 'p21', 'p22', 'p23', 'p24', 'p25', 'p26', 'p27', 'p33', 'p34', 'p35', 'p36', 'p37', 'p38', 'p40', 'p41'];

export const CHATS_B = [
  {
    key: 'orbitpay',
    name: 'OrbitPay 对接内部群',
    description: 'OrbitPay 支付通道对接（内部）。费率、沙箱、合同、上线计划。',
    owner: 'p14',
    members: ['p14', 'me', 'p24', 'p12', 'p22', 'p15', 'p09', 'p30', 'p32'],
    bot: true,
    created: '2025-11-28 15:00',
    messages: `
12-02 10:00 p14 | OrbitPay 合作进展：商务条款基本谈完，费率：银行卡 0.55%，钱包 0.38%，结算 T+1。
12-02 10:12 p15 | 0.55% 比我们现在的通道低 0.05%，一年大概省 ¥120 万。
12-02 10:30 me | 技术对接 PM 我来，1 月初开 kickoff，@{p14} 约一下 OrbitPay 那边。
12-04 15:40 p14 | OrbitPay 对接人：Feng He（采购负责人）和 Wei He（技术顾问）。注意和我们研发的 Wei He 不是同一个人 😂
12-04 15:45 p32 | 哈哈 我已经收到过一封发错的邮件了
12-09 11:20 p24 | OrbitPay API 文档看完了：REST + webhook，签名 HMAC-SHA256，回调需要 5 秒内返回 200，否则重试 6 次。
12-10 10:00 p15 | 结算账户用招商银行尾号 6621 的对公户。
12-11 14:00 p12 | 回调地址需要公网，走 api-gw.huaxin-cloud.example/orbitpay/webhook，已加白名单。
12-16 14:20 p24 | OrbitPay 的 API 限流：每个商户 200 QPS。
12-18 16:30 p14 | 沙箱账号开通了：merchant id 8861-0032-77，API key 在 1Password 的 OrbitPay vault 里。
12-18 16:35 me | [reply] 谢谢！kickoff 定在 1/7 周三 10:00，用 OrbitPay 的 Zoom。
12-19 10:15 p22 | 收银台 UI 需要加 OrbitPay 钱包的入口，设计稿谁出？
12-19 10:30 me | [reply] 年后 Mei Wu 出，先用现有组件。
12-22 14:00 p30 | 合同 legal 初审意见：责任上限、拒付（chargeback）处理 SLA、数据必须境内存储。1/22 前给对方回 redline。
12-23 09:20 p09 | 两家客户问能不能用 OrbitPay 钱包付款，时间点能给吗？
12-23 09:40 me | [reply] 目标 Q1 末上线钱包支付，1/29 集成测试评审后能给更准的时间。
12-24 16:00 p12 | 压测 OrbitPay 沙箱：150 QPS 下 p95 180ms，没有 429。
12-26 17:10 p24 | 沙箱下单 → 回调 → 对账流程跑通了 ✅ 发现一个问题：退款回调的金额单位是分，文档写的是元。
12-26 17:20 p14 | 我跟 OrbitPay 的 Wei He 确认一下。
12-29 11:05 p14 | OrbitPay 确认是文档错误，退款回调单位是分，他们会更新文档。
12-30 15:00 p12 | webhook 签名校验上线 staging，时钟偏差容忍 5 分钟。
12-31 10:00 p14 | [file:OrbitPay_Integration_Guide_v2.3.pdf]
`,
  },
  {
    key: 'orbitpay-external',
    name: 'Huaxin × OrbitPay',
    description: 'External group with OrbitPay (procurement + technical consulting).',
    owner: 'x1',
    members: ['x1', 'x5', 'me', 'p14', 'p24'],
    bot: false,
    external: true,
    created: '2025-12-05 09:50',
    messages: `
12-05 10:00 x1 | Hi all, this is Feng He from OrbitPay procurement. Looking forward to working with Huaxin Cloud!
12-05 10:15 me | Welcome Feng! I'm Li Ming, PM for the integration. Kai Ma and Rui Yang will be our technical leads.
12-09 15:00 x5 | Sharing the API docs portal: developer.orbitpay.example — sandbox requests need the X-OP-Merchant header.
12-18 16:00 x5 | Sandbox merchant 8861-0032-77 is active. Please rotate the API key after the first test.
12-19 17:20 me | Confirming the kickoff: Wed Jan 7, 10:00–11:30 Beijing time, on your Zoom.
12-29 10:40 x5 | Confirmed: refund callbacks are in cents (fen). We'll fix the docs in v2.4.
`,
  },
  {
    key: 'product',
    name: '产品部 Product Team',
    description: '产品部日常沟通：周会、分享、团建。',
    owner: 'me',
    members: ['me', 'p01', 'p06', 'p11', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41'],
    bot: true,
    created: '2025-03-03 10:00',
    messages: `
12-01 09:30 me | 本周产品部重点：Atlas 联调、Beacon 访谈、年度述职材料准备。
12-01 09:40 p26 | 收到
12-02 17:00 p21 | 竞品分析模板我更新了，加了定价页截图对比。
12-03 10:00 me | 提醒：产品周会从 1 月起固定周一 10:00，黄浦江会议室。
12-04 14:30 p16 | 设计系统 2.0 的组件库发布了，新项目请用 Huaxin DS 2.0。
12-05 11:00 p41 | 招聘：Beacon 需要一位高级 PM，大家有推荐请发给我或李明。
12-08 09:55 me | @{all} 本周五 12/12 下午三点半产品分享会，Lei 讲计费竞品。
12-09 16:00 p21 | 新版 PRD 模板已上线，统一放在 Product/PRD Templates。
12-10 11:00 p11 | Beacon 访谈第三天的录音整理好了，放在 Research/Beacon/Interviews。
12-12 18:00 p26 | 竞品分享 slides：Stripe Billing、Chargebee、阿里云计费。关键结论：用量计费产品都提供 usage dashboard。
12-15 10:30 me | 年终述职：每人 15 分钟，1/16 前提交自评，HR 胡杰会发系统链接。
12-15 10:35 p41 | 述职时间定了吗？
12-15 10:40 me | [reply] 1 月第三周，具体等 HR 通知。
12-17 16:00 p36 | 计费页可用性测试招募到 9 位用户，下周进行。
12-18 14:00 p26 | Atlas PRD v2.2 发布：新增 credit note 章节。之前 Tao Zhou 留下的账单需求文档已归档。
12-19 15:00 p36 | 可用性测试初步结论：9 位里 7 位找不到 credit balance。
12-19 15:10 p16 | [reply] 我把余额放到账单页顶部卡片里再测一轮。
12-22 10:00 me | 1/6 晚上部门聚餐，新荣记新天地店，人均 350 以内，@{p21} 帮忙订位。
12-22 10:30 p21 | 订好了，12 人包间，6:30。
12-23 11:20 p06 | 莫干山团建时间投票结果：1/30（周五）票数最多。
12-23 11:25 me | [reply] 就定 1/30，@{p26} 负责行程，预算人均 800。
12-24 15:00 p31 | 新人 onboarding 手册更新了产品部部分。
12-26 10:00 p01 | Beacon 访谈报告终版已发布 📄
12-29 09:30 me | 1/9 下午 3:30 产品演示日，每个小组 10 分钟，请各 PM 12/31 前报 demo 内容。
12-29 10:00 p41 | Beacon：新 onboarding + 通知分级
12-29 10:05 p26 | Atlas：发票预览 + 双币种
12-30 11:00 p11 | 莫干山住宿订好了：裸心谷，大巴 7:30 从公司出发。
12-31 15:00 me | 2025 辛苦大家了 🙏 明年继续冲！
12-31 15:05 p21 | 🎉🎉
12-31 15:06 p36 | 新年快乐！
`,
  },
  {
    key: 'engineering',
    name: '研发中心 Engineering',
    description: '研发周报、值班、变更通知。',
    owner: 'p07',
    members: ['p07', 'me', 'p02', 'p12', 'p17', 'p22', 'p27', 'p32', 'p37', 'p42'],
    bot: true,
    created: '2025-02-17 10:00',
    messages: `
12-01 10:00 p07 | 研发周报模板更新：加入 on-call 记录。
12-03 14:00 p12 | 本周 on-call：Qiang Luo；下周：Jing Lin。
12-05 18:00 p17 | Beacon 技术方案评审通过：首页原生重写。
12-09 10:30 p27 | Android CI 机器升级到 M3 Mac mini，构建时间从 18 分钟降到 9 分钟。
12-10 14:00 p02 | iOS 发布证书 1/31 过期，@{p27} 记得续。
12-10 14:10 p27 | [reply] 已加到日历提醒。
12-12 16:00 p42 | 生产环境 K8s 升级到 1.30，周六凌晨 2 点窗口。
12-14 03:20 p42 | K8s 升级完成，无异常。
12-16 11:00 p07 | 冻结提醒：Atlas 代码冻结 1/16，Beacon 功能冻结 1/26。
12-19 17:00 p22 | 前端组分享：React 19 迁移经验，周五下午 4 点。
12-23 10:00 p12 | 安全扫描：发现 2 个 high 漏洞（旧版 log4j 依赖），本周修复。
12-26 15:30 p12 | 漏洞已修复 ✅
12-30 16:00 p07 | 元旦值班表已发在 war room，请值班同学保持手机畅通。
12-31 17:00 p17 | 新年快乐 🎉
01-01 09:00 p42 | 值班中，一切正常 ✅
`,
  },
  {
    key: 'data',
    name: '数据部 Data Team',
    description: '数据部：看板、模型、平台。',
    owner: 'p03',
    members: ['p03', 'me', 'p08', 'p13', 'p18', 'p23', 'p28', 'p33', 'p38', 'p43'],
    bot: true,
    created: '2025-02-20 10:00',
    messages: `
12-02 10:00 p03 | 11 月经营数据看板已更新，MAU 182 万，环比 +4.1%。
12-04 15:00 p13 | 推荐模型 v5 A/B 实验上线，流量 10%。
12-08 09:40 p28 | SQL 规范文档更新：禁止 SELECT *。
12-11 16:00 p13 | v5 实验结果：CTR +3.2%，显著。
12-15 10:00 p03 | 年度数据报告初稿，@{me} 产品部分请帮忙补充。
12-15 10:20 me | [reply] 好的，周三前补。
12-17 18:00 p18 | 特征平台周会改到周四下午 3 点。
12-19 11:00 p08 | Iceberg 小文件合并后查询速度提升 35%。
12-22 11:00 p43 | GPU 集群预算（2026）：8 张 A100 租用，每月 ¥96,000，需要审批。
12-26 14:00 p03 | 12 月数据提前预估：MAU 189 万。
12-29 16:30 p33 | 数据部年会节目：《数据之歌》合唱，报名截止 1/9 😄
12-31 10:00 p23 | 元旦假期 Cedar 不做变更，监控告警正常。
01-01 11:20 p03 | 12 月 MAU 终值 190.4 万，比预估高 1.4 万，详细看板 1/4 更新。
`,
  },
  {
    key: 'sales-product',
    name: 'Sales × Product Sync',
    description: '销售与产品对齐：客户需求、demo、定价 FAQ。',
    owner: 'p04',
    members: ['p04', 'me', 'p09', 'p14', 'p19', 'p24', 'p29', 'p34', 'p39', 'p44', 'p26', 'p41'],
    bot: true,
    created: '2025-06-02 10:00',
    messages: `
12-01 14:00 p04 | 12 月销售目标 ¥1,850 万，Atlas early access 客户是重点。
12-03 11:00 p29 | 中泰物流问 Atlas 能不能按仓库维度拆分账单。
12-03 11:30 me | [reply] 1.0 支持按项目拆分，按仓库可以用项目标签实现，我写个 FAQ。
12-05 16:00 p39 | 宁波纺织希望账单周期改成每月 25 号结算。
12-05 16:20 p26 | [reply] 自定义账单日在 Q2 roadmap 里。
12-09 10:00 p19 | 客户反馈：Beacon 推送太多，有门店经理关掉了所有通知。
12-09 10:10 p41 | [reply] 3.0 会做通知分级，2 月 beta。
12-12 15:00 p44 | 杭州大客户（西子集团）想看 Atlas demo，1 月中旬可以吗？
12-12 15:30 me | [reply] 1/13 之后都可以，我 1/19–1/20 在深圳。
12-18 10:00 p04 | @{me} Atlas pricing FAQ 什么时候能给销售？客户问得很多。
12-18 10:30 me | [reply] 1/9 前给到，含双币种和红字发票的说明。
12-23 15:30 p09 | Bluefin 确认 1/20 上午 10 点在深圳总部看 demo。
12-24 11:00 p34 | 需要一份 Atlas vs 旧账单系统的对比表给客户。
12-29 17:00 p14 | 深圳销售团队 1/20 中午想请李明做一次 lunch & learn，讲 Atlas 定价。
12-29 17:10 me | [reply] 没问题，12:30–13:30。
12-30 10:45 p44 | 西子集团 demo 定在 1/15 上午 10 点线上，@{p24} 一起支持。
12-30 11:02 p24 | [reply] 好的，我准备一下多子公司合并账单的场景。
`,
  },
  {
    key: 'company',
    name: '华信云全员群 Huaxin Cloud All Hands',
    description: '公司通知、行政、HR 公告。Company-wide announcements.',
    owner: 'p40',
    members: ALL_INTERNAL,
    bot: true,
    public: true,
    created: '2024-06-01 09:00',
    messages: `
12-01 09:00 p25 | @{all} 12 月考勤提醒：请在每月 3 号前完成上月考勤确认。
12-08 10:00 p40 | 年会定在 2026 年 1 月 23 日（周五）18:00，外滩茂悦大酒店，节目报名截止 1/9。
12-10 11:00 p05 | 2025 年度绩效自评系统已开放，截止 1/16。
12-15 14:00 p10 | 杭州办公室 12/20 起空调检修，请注意保暖。
12-19 16:00 p35 | 春节礼盒征集意见：坚果 / 茶叶 / 购物卡，投票链接见文档。
12-24 17:00 p40 | 🎄 平安夜快乐！前台有圣诞小礼物，先到先得。
12-26 10:00 p25 | 2026 年春节放假安排：2/15（周日）至 2/23（周一）放假，2/14（周六）和 2/28（周六）上班。
12-30 18:00 p40 | 元旦放假 1/1，1/2 正常上班。
12-31 18:30 p05 | 新年快乐！感谢大家 2025 年的付出 🎆
01-01 10:00 p40 | 年会节目单初稿已出，还剩 3 个节目名额，想报名的抓紧 🙌
`,
  },
  {
    key: 'shanghai',
    name: '上海办公室 Shanghai Office',
    description: '上海 12F 行政通知。',
    owner: 'p35',
    members: SHANGHAI,
    bot: true,
    public: true,
    created: '2024-06-01 09:10',
    messages: `
12-02 09:10 p35 | 12F 茶水间咖啡机维修中，请暂时用 11F 的。
12-05 17:30 p35 | 下周一起 12F 门禁改为刷脸，今天下班前请到前台录入。
12-09 12:00 p40 | 外滩会议室投影仪换新了 📽️
12-12 15:00 p35 | 快递柜迁到一楼大堂东侧。
12-17 09:30 p35 | 12/20（周六）大楼停电检修 8:00–18:00，周六加班的同事注意。
12-22 10:00 p40 | 年会班车：1/23 17:15 公司楼下发车，返程 21:45。
12-25 18:00 p35 | 圣诞节快乐 🎅
12-29 14:00 p35 | 1/2 起 Wi-Fi 改为 HX-Office-5G，密码见内网公告。
12-31 17:30 p35 | 元旦假期办公室 12/31 18:00 锁门，有需要请提前联系物业。
`,
  },
  {
    key: 'q1-leads',
    name: 'Q1 Planning Leads',
    description: 'Q1 headcount and budget planning (leads only).',
    owner: 'me',
    members: ['me', 'p07', 'p17', 'p27', 'p04', 'p29', 'p15'],
    bot: false,
    created: '2025-12-15 09:30',
    messages: `
12-15 10:00 me | Q1 规划：各部门 12/26 前提交 headcount 和预算需求。
12-16 11:00 p07 | 研发 Q1 需要 +3 HC：2 后端 1 SRE。
12-17 14:00 p04 | 销售 Q1 目标 ¥5,600 万。
12-18 16:00 p15 | 财务提醒：Q1 预算总额控制在 ¥2,300 万以内。
12-22 10:00 p17 | Beacon 需要 +1 Android。
12-26 18:00 me | 汇总完毕：总 HC +7，预算 ¥2,180 万，1/26 leadership review 上过。
12-29 09:00 p29 | 销售这边可能还要 +1 SA，给 OrbitPay 钱包的客户。
12-29 09:30 me | [reply] 先放 backlog，1/26 一起讨论。
`,
  },
  {
    key: 'lunch',
    name: '午饭小分队 🍜',
    description: '',
    owner: 'p21',
    members: ['p21', 'me', 'p26', 'p36', 'p22', 'p37', 'p23', 'p12'],
    bot: true,
    created: '2025-04-08 11:30',
    messages: `
12-01 11:45 p21 | 今天吃啥？
12-01 11:47 p22 | 楼下新开的兰州拉面？
12-01 11:48 me | 可以
12-05 11:50 p36 | 今天外卖拼单，喜茶满 100 减 20
12-09 11:40 p26 | 今天去吃海底捞？
12-09 11:55 p12 | [reply] 我 12 点半有会，你们先去
12-12 11:30 p21 | 今天我生日🎂 下午三点茶水间有蛋糕！
12-12 11:31 me | 生日快乐！！
12-12 11:32 p37 | 生日快乐 🎉
12-19 11:45 p23 | 周五火锅？
12-19 11:46 p21 | [reply] 冲！
12-24 11:40 p22 | 平安夜吃点好的，外滩那家 Wagas？
12-31 11:30 p26 | 今年最后一顿，楼下小杨生煎 🥟
`,
  },
  {
    key: 'p2p-me',
    mode: 'p2p',
    owner: 'me',
    members: ['me'],
    bot: true,
    created: '2025-11-30 20:00',
    messages: `
12-01 08:55 bot | 早上好，李明！今天有 3 个会议：10:00 Atlas 周会、14:00 Beacon 评审、16:30 招聘同步。
12-01 22:10 me | 记一下：Bluefin 的财务对接人是 Wei Zhao，不是采购那边。
12-01 22:10 bot | 已记录 ✅
12-04 21:30 me | 提醒我 12/8 把 Atlas 里程碑发到项目群
12-04 21:30 bot | 好的，12/8 09:30 提醒你。
12-08 09:30 bot | ⏰ 提醒：把 Atlas 里程碑发到项目群。
12-11 23:05 me | 想法：Atlas 的 usage dashboard 可以给客户开放只读链接，减少客服工单。
12-15 09:00 bot | 📅 今日日程：10:00 Atlas 同步（GA 调整说明）、15:00 竞品评审。
12-18 20:40 me | OrbitPay 沙箱 merchant id：8861-0032-77，API key 在 1Password OrbitPay vault。
12-18 20:40 bot | 已记录 ✅
12-22 08:50 bot | 📊 Atlas 开放 bug：7 个（P0: 0，P1: 2）。
12-23 21:15 me | 待办：PRD v2.3 加双币种章节（Bluefin），1/9 前完成。
12-26 22:00 me | 提醒我 1/9 前把 Atlas pricing FAQ 发给 Ping He
12-26 22:00 bot | 好的，1/8 18:00 提醒你。
12-29 08:50 bot | 📊 Atlas 开放 bug：4 个（P0: 0，P1: 1）。
12-29 21:00 me | 出差：1/19 MU5331 08:05 浦东 T1 → 深圳宝安，酒店深圳湾万怡 1/19–1/20；1/20 CZ3580 19:30 回上海。
12-29 21:01 bot | 已记录出差行程 ✈️ 需要我在日历上建一个全天的出差日程吗？
12-29 21:03 me | 要，1/19–1/20
12-29 21:03 bot | 好的，已在你的日历创建「深圳出差 Shenzhen business trip」（1/19–1/20，全天）。
12-30 08:50 bot | 📊 Atlas 开放 bug：3 个（P0: 0，P1: 1）。ATL-497 已关闭。
12-31 08:50 bot | 📊 Atlas 开放 bug：3 个（P0: 0，P1: 0）。
12-31 22:30 me | 明年目标：Atlas 1/27 GA、Beacon 2/3 beta、读完 3 本书 📚
01-01 10:05 me | 春节礼盒找 Jun Liu 和 Min Liu 对接，1/30 开会定供应商。
01-01 10:06 bot | 已记录 ✅
`,
  },
  {
    key: 'p2p-bo',
    mode: 'p2p',
    owner: 'p07',
    members: ['p07'],
    bot: true,
    created: '2025-12-22 08:50',
    messages: `
12-22 08:50 bot | 你好 Bo Ma，李明请我提醒你：1/12 10:30 Atlas 基础设施预算审批会议。
12-22 09:15 p07 | 收到，谢谢
12-29 18:00 bot | 提醒：1/2 10:00 Q1 OKR 对齐会，外滩会议室。
12-29 18:20 p07 | 👌
`,
  },
  {
    key: 'p2p-chao',
    mode: 'p2p',
    owner: 'p15',
    members: ['p15'],
    bot: true,
    created: '2025-12-26 10:00',
    messages: `
12-26 10:00 bot | 你好 Chao Xu，李明请我转达：1/5 14:00 Atlas 定价规则 walkthrough，请带上红字发票流程的初稿。
12-26 10:35 p15 | 好的，我让 Lin Luo 一起参加。
12-30 09:00 bot | 提醒：12 月对账样例 v3 已在 Atlas 项目群发布。
`,
  },
];
