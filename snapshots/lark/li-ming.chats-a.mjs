// Project group chats of Li Ming's Lark context (Atlas, Atlas war room, Beacon, Cedar).
// Format: see li-ming.content.mjs.

export const CHATS_A = [
  {
    key: 'atlas',
    name: 'Atlas Billing Revamp 项目群',
    description: 'Atlas 计费重构：联调、对账、UAT、发布。Usage-based billing rebuild, Q1 launch.',
    i18n_names: { zh_cn: 'Atlas 计费重构项目群', en_us: 'Atlas Billing Revamp' },
    owner: 'me',
    members: ['me', 'p07', 'p12', 'p22', 'p32', 'p38', 'p23', 'p26', 'p16', 'p15', 'p20', 'p30', 'p04', 'p42'],
    bot: true,
    ci: true,
    created: '2025-11-17 10:00',
    messages: `
12-01 09:45 me | 各位早 👋 Atlas 计费重构这周正式进入联调。本周目标：usage-meter v3 schema 合入 main，invoice preview API 在 staging 可用。
12-01 09:52 p07 | 收到。后端这边 @{p38} 的 meter 事件 schema PR 今天下午能合。
12-01 10:03 p38 | schema v3 PR：billing_events 增加 plan_version 和 proration_ratio 两个字段，Cedar 那边 @{p23} 帮忙 review 下？
12-01 10:20 p23 | 看过了，proration_ratio 建议用 decimal(18,8) 不要 double，不然月底对账会有尾差。
12-01 10:24 p38 | [reply] 好，改成 decimal(18,8)。
12-01 14:10 ci | [card:Build #1482 passed] atlas-billing / main // commit 9f3c2ab "meter: schema v3" by Chao Liu // Duration 11m 42s
12-02 11:05 p15 | Li Ming，财务这边想确认一下：升级套餐的按比例退款（prorated credit）是按天还是按小时算？
12-02 11:31 me | 按天，精确到分（¥0.01），舍入规则跟旧系统保持一致：ROUND_HALF_UP。PRD v2.1 第 4.3 节有写。
12-02 11:40 p15 | 好的，那我让 @{p20} 按这个口径准备对账样例。
12-03 16:22 p12 | Staging 环境 atlas-billing 已经部署，invoice preview API：GET /v1/invoices/preview?account_id=… 注意 staging 的 DB 每周日凌晨 3 点会重置。
12-03 16:30 p22 | 前端发票预览页接上了，明天给设计走查 @{p16}
12-04 10:15 p16 | 走查完了，主要问题：金额列没有右对齐、税额行位置和 Figma v3 不一致，已在 Figma 留评论。
12-05 18:40 p07 | 本周小结：schema v3 ✅ preview API ✅ 前端 preview 80%。下周重点：credit note 流程 + 对账报表。
12-08 09:50 me | [post:Atlas 里程碑（更新）] UAT 第一轮：1/12 14:00 // 代码冻结：1/16 // UAT 第二轮：1/21 // Go/No-Go：1/22 10:00 // GA：1/20（待定，取决于对账结果）
12-08 10:02 p26 | 1/20 GA 有点紧，credit note 还没开始开发。
12-08 10:05 me | [reply] 先按 1/20 推进，12/15 之前评估一次。
12-09 15:33 p20 | 对账样例第一批 200 张发票跑完了，有 3 张差 ¥0.01，都是 11 月中途降级的账户。
12-09 15:47 p38 | 我看下，像是 proration 先四舍五入再乘税率导致的。
12-10 11:12 p38 | 确认了，开了 ATL-482：prorated credit 在算 VAT 之前被提前 round 了。修复要动 tax 模块，估计 3 天。
12-10 11:20 p07 | ATL-482 标 P0，@{p32} 来配合改前端展示。
12-11 17:05 ci | [card:Build #1519 failed] atlas-billing / feature/ATL-482 // test_prorated_credit_vat ✗ expected 118.87 got 118.86 // Duration 9m 10s
12-12 10:40 p32 | ATL-482 修复版在 staging 了，@{p20} 可以再跑一遍对账样例吗？
12-12 16:18 p20 | 200 张全部对上 ✅ 不过 Lin 提了个新问题：跨月的 credit 要不要单独开红字发票。
12-12 16:25 p30 | 是的，按税务要求跨月 credit 需要开红字发票（credit note），不能直接冲抵下月账单。这个需要 Finance 和税务顾问确认，大概要到 1 月初。
12-15 10:02 me | 同步一下：因为 ATL-482 的回归和 VAT/红字发票口径还没最终确认，GA 从 1/20 推迟到 1/27。其余节点不变，项目日历已更新。
12-15 10:06 p04 | 收到，我跟 Bluefin、中泰物流、宁波纺织三家 early access 客户同步新的时间。
12-15 10:09 p07 | 👍 那代码冻结还是 1/16 吗？
12-15 10:11 me | [reply] 对，1/16 冻结不变，留出一周做 UAT 第二轮和回归。
12-16 14:45 p12 | 压测第一轮结果：2,400 invoices/min 时 Kafka consumer lag 开始堆积，目标是 3,000。
12-16 14:58 p42 | billing_events topic 现在 12 个 partition，建议扩到 24，consumer 同步加到 24 个。
12-17 11:30 p07 | 扩 partition 需要重新平衡，周四晚上 22:00 做，@{p42} 负责。
12-18 23:10 p42 | partition 扩容完成，12 → 24，consumer lag 归零。
12-19 10:20 p12 | 第二轮压测：3,150 invoices/min 稳定 30 分钟 ✅ p99 延迟 420ms。
12-19 10:25 me | 太好了 🎉 正式压测结果放 1/19 的 load test review 里再过一遍。
12-22 09:40 p15 | 新增 ClickHouse 集群的预算（每月 +¥38,000）需要走审批，我约了 1/12 上午跟你和 Bo 过一下。
12-22 09:44 me | [reply] OK，1/12 10:30 可以。
12-23 15:00 p04 | Bluefin 财务提了需求：同一张发票要同时显示 CNY 和 USD（按开票日中国银行中间价）。
12-23 15:12 me | 这个之前没规划，我在 PRD v2.3 加一节，先评估工作量。@{p26} 帮忙看下汇率数据源。
12-23 15:40 p26 | 汇率可以用 Cedar 里已经有的 fx_rates_daily 表，每天 9:30 更新。
12-24 11:00 p22 | 双币种显示前端大概 2 人天，后端要看 PDF 模板。
12-26 16:30 p16 | Pricing page 文案 v4 放在 Figma 了，中英文都有，1/7 评审。
12-29 10:10 p07 | 元旦前最后一次同步：ATL-482 已关闭 ✅ credit note 开发 60%，双币种排期到 1/9。
12-29 10:15 p30 | 税务顾问回复了：跨月 credit 必须开红字发票，VAT 6% 单独列示。1/5 的会上我详细讲。
12-30 17:45 p20 | [file:Atlas_对账样例_v3.xlsx]
12-30 17:46 p20 | 12 月对账样例 v3，覆盖 500 张发票，包含双币种和红字发票场景。
12-31 16:00 me | 大家辛苦了！新年快乐 🎆 1/2 上午 OKR 对齐会见。
12-31 16:05 p07 | 新年快乐！
12-31 16:20 p38 | [recalled]
12-31 16:21 p38 | 新年快乐～ 1/2 我请假半天，上午的会让 @{p23} 帮我听一下。
01-01 10:30 p26 | 提醒：1/5 下午 Finance walkthrough 的材料我今晚发出来。
01-01 14:12 p15 | 收到，Dong 和 Lin 都会参加。
`,
  },
  {
    key: 'atlas-warroom',
    name: 'Atlas Release War Room',
    description: 'Atlas 发布作战室：变更、故障、值班。One topic per incident or change.',
    owner: 'p07',
    members: ['p07', 'me', 'p12', 'p22', 'p32', 'p38', 'p23', 'p26', 'p42'],
    bot: true,
    thread: true,
    created: '2025-12-15 18:00',
    messages: `
12-18 21:50 p42 | 🔧 Kafka partition 扩容 12 → 24，今晚 22:00 开始，预计 40 分钟。
12-18 22:05 ^p42 | 开始 rebalance，consumer 暂停写入。
12-18 22:41 ^p42 | 完成，lag 0，恢复写入。
12-18 22:45 ^p07 | 👍 辛苦
12-20 11:00 p12 | 🚨 staging invoice-preview 500 错误，原因：ClickHouse 查询超时（>30s）
12-20 11:12 ^p38 | 是 usage_daily 物化视图在重建，预计 20 分钟。
12-20 11:40 ^p12 | 恢复了。
12-27 14:00 p07 | 📋 Release runbook v1 草稿：回滚负责人 Qiang Luo；切换窗口 1/27 09:30；回滚阈值：发票错误率 > 0.5%。
12-27 14:20 ^me | 建议加一条：首 1,000 张发票开出后我在全员群发通知。
12-27 14:25 ^p07 | 加上了。
12-27 15:02 ^p12 | 回滚脚本在 ops-repo/atlas/rollback.sh，已在 staging 演练过一次，耗时 7 分钟。
12-30 10:00 p22 | 🐛 ATL-497：双币种发票 PDF 中 USD 金额千分位错误（显示成 1.234,56）
12-30 10:08 ^p32 | locale 用错了，de-DE → en-US，已修。
12-30 10:30 ^p22 | 验证通过，关闭。
12-31 09:30 p07 | ✅ 元旦值班表：1/1 Qiang Luo，1/2 Jing Lin。有问题直接电话找值班。
12-31 09:35 ^p42 | 收到，1/2 我值班。
01-01 09:10 ^p12 | 值班中，夜间告警 0 条。
`,
  },
  {
    key: 'beacon',
    name: 'Beacon App 3.0 Beta',
    description: 'Beacon Mobile App 3.0：访谈、设计、技术方案、beta（2/3）。',
    i18n_names: { zh_cn: 'Beacon 3.0 内测群', en_us: 'Beacon App 3.0 Beta' },
    owner: 'p41',
    members: ['p41', 'me', 'p17', 'p02', 'p37', 'p31', 'p01', 'p27', 'p36', 'p06', 'p11'],
    bot: true,
    created: '2025-11-20 14:00',
    messages: `
12-01 10:30 p41 | Beacon 3.0 本周开始用户访谈，@{p01} 已经约了 12 位用户，12/8–12/12。
12-01 10:45 p01 | 访谈提纲已发在文档里，重点：通知、首页信息密度、暗黑模式。
12-02 14:20 p31 | 新版 onboarding 4 屏 → 3 屏的方案出来了，Figma：Beacon 3.0 / Onboarding v2。
12-02 15:05 me | 第 2 屏的权限申请能不能延后到用户第一次用到推送的时候再弹？
12-02 15:10 p31 | [reply] 可以，改成 just-in-time 授权。
12-03 11:11 p17 | 技术方案评审定在 12/5 周五下午 2 点，主要是首页从 RN 重写成原生 Swift/Kotlin。
12-05 17:30 p17 | 评审结论：首页原生重写，其他页面保持 RN；Android 冷启动目标从 2.8s 降到 1.5s。
12-08 18:20 p01 | 第一天访谈 3 位，共性：推送太多，有人一天收到 9 条。
12-09 10:00 p11 | 竞品这周上线了"智能摘要"推送，截图放在竞品文档里了。
12-10 18:05 p36 | 第三天：2 位用户不知道可以切换深色模式，入口太深。
12-11 14:30 p06 | 第四天访谈：一位用户想在 iPad 上用，3.0 是否支持 iPad 分屏？
12-11 14:45 p41 | [reply] 3.0 不做 iPad 专门适配，记到 3.1 backlog。
12-12 19:00 p01 | [post:访谈总结（12 场）] 1. 推送过多是头号问题（9/12） // 2. 首页信息密度偏高 // 3. 暗黑模式入口难找 // NPS：31（上一版 27）
12-15 10:30 p41 | 根据访谈，3.0 加通知分级：critical / digest / off，每人每天最多 3 条 push。
12-15 10:41 me | 同意，digest 默认每天 20:00 推送一次？
12-15 10:44 p41 | [reply] 20:00 可以，用户可在设置里改。
12-16 15:20 p02 | iOS 17 上登录崩溃复现了，BCN-219，Keychain 读 token 时空指针。
12-16 15:40 p37 | Android 冷启动优化：去掉启动时的 3 个 SDK 初始化后 2.1s。
12-17 11:00 p17 | BCN-219 修复 PR 已提，@{p02} 下午合。
12-17 16:00 p27 | Android 14 的通知权限要单独申请，跟 iOS 的 just-in-time 方案对齐。
12-18 10:15 p41 | Beta 计划：3.0.0-beta.1 2/3 发 TestFlight + 蒲公英，功能冻结 1/26。
12-18 10:20 p27 | Android 这边需要 1/20 之前拿到最终 icon 和启动图。
12-18 10:26 p31 | [reply] 1/16 给到。
12-19 16:40 p36 | 可访问性外部审计 1/21 出报告，供应商：信达无障碍。
12-22 11:30 p37 | 冷启动又降到 1.7s，剩下的大头是首页接口串行请求。
12-22 11:50 p02 | 首页接口改并行 + 预取，我来做，预计 12/26。
12-23 10:10 p17 | BCN-231：Android 深色模式下图表颜色对比度不够，@{p37} 跟进。
12-24 14:15 p41 | @{me} 1/14 的 TestFlight go/no-go prep 能参加吗？
12-24 14:30 me | [reply] 可以，我把 Atlas 那边的会挪一下。
12-26 18:00 p02 | 首页并行请求合入，Android 冷启动 1.45s ✅ iOS 0.9s。
12-26 18:05 p17 | 🎉
12-29 11:00 p41 | 推送分级的文案中英文版本我发在文档里了，@{p31} 帮忙看一下 UI 上的长度。
12-29 15:20 p31 | 英文 "Daily digest" 在设置页会折行，改成 "Digest" 了。
12-30 10:00 p01 | 下一轮可用性测试（beta 前）想约 8 位用户，1/19–1/23，大家有推荐的早期用户吗？
12-30 10:20 p06 | 我这有 3 位 Bluefin Retail 的门店经理愿意参与。
12-31 12:00 p41 | [img]
12-31 12:01 p41 | 新的 3.0 首页终稿 👆 元旦后开始开发收尾。
12-31 12:30 p27 | 👍 Android 这边 1/5 开始按终稿改。
`,
  },
  {
    key: 'cedar',
    name: 'Cedar 数据平台迁移',
    description: 'Hive → Iceberg + StarRocks 迁移：dry run、切换周末、看板对齐。',
    i18n_names: { zh_cn: 'Cedar 数据平台迁移', en_us: 'Cedar Data Platform Migration' },
    owner: 'p23',
    members: ['p23', 'me', 'p38', 'p03', 'p08', 'p33', 'p13', 'p18', 'p28', 'p43', 'p26'],
    bot: true,
    created: '2025-11-10 11:00',
    messages: `
12-01 11:00 p23 | Cedar 迁移排期：12/20 第一次 dry run，1/15 第二次，1/17–1/18 正式切换，2/15 下线 Hive 集群。
12-01 11:10 me | 切换期间 Atlas 的 billing_events 怎么办？
12-01 11:20 p23 | [reply] Kafka 会继续写，切换完成后从 offset 回放，不会丢。
12-02 16:00 p38 | Iceberg 表的分区策略：按 dt + account_id bucket(16)。
12-03 10:40 p03 | 看板迁移进度：146 个里已经迁了 88 个，剩下主要是财务和销售的报表。
12-05 15:15 p08 | StarRocks 物化视图刷新频率设成 5 分钟，实时看板够用吗？
12-05 15:30 p03 | [reply] 够用，运营那边要求 10 分钟以内。
12-08 11:30 p13 | 特征表命名规范：feature_<domain>_<entity>_v<version>，下周一前定稿。
12-09 14:00 p33 | ML 特征表也要迁，30 张表，我和 @{p13} 负责。
12-10 16:20 p38 | 新集群 StarRocks 3.3 部署完成，3 FE + 6 BE。
12-11 11:11 p23 | OSS 存储预算批了：每月 ¥14,000，下线 Hive 后省 ¥52,000/月。
12-12 09:30 p03 | 财务那边问：迁移后月报的口径会变吗？
12-12 09:45 p23 | [reply] 口径不变，只是引擎变了，数值差异控制在 0.1% 以内。
12-15 17:20 p38 | dry run 的 runbook v2 已更新，请大家在 12/18 前 review。
12-17 15:00 p08 | Iceberg compaction 任务每天凌晨 2 点跑。
12-19 14:10 p28 | dry run 前的数据校验脚本写好了：行数 + 金额字段求和 + 抽样 1%。
12-20 23:45 p23 | ❌ dry run #1 失败：dt=2025-11-11 的分区数据倾斜，单个 task 跑了 3 小时超时。
12-21 00:10 p38 | 双十一那天的数据量是平时的 14 倍，需要单独拆成 24 个子任务。
12-21 10:05 p23 | 复盘：runbook v3 加入倾斜分区的预切分，dry run #2 定在 1/15 晚上 19:30。
12-22 14:30 p03 | 看板进度：146 个里完成 121 个。
12-23 11:00 p43 | 推荐模型的离线特征回刷需要 6 小时，建议放在切换周末的周六晚上。
12-24 09:50 p23 | 切换周末值班：主 Yang Li，副 Chao Liu，数据验证 Qiang Yang。周六 08:00 停写 Hive。
12-26 16:45 p28 | Trino → StarRocks 的 SQL 兼容性问题列了 23 条，大部分是日期函数。
12-27 10:00 p33 | 30 张特征表迁完 26 张。
12-29 10:30 p03 | 看板迁移：131/146 ✅ 剩下 15 个都是财务报表，等 Atlas 的 billing_events v3 稳定后再迁。
12-29 10:40 me | 财务报表那 15 个，1/22 sign-off 前能完成吗？
12-29 10:52 p03 | [reply] 争取 1/20 前完成，1/22 的 sign-off 会上过。
12-30 18:00 p38 | [file:Cedar_cutover_runbook_v3.pdf]
12-31 11:00 p23 | 元旦期间不做任何变更，1/4 恢复。
`,
  },
];
