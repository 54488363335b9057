// Li Ming's cloud documents on Lark: folders, Bases, documents and the Product wiki. The facts
// follow the story line of li-ming.content.mjs (Atlas GA Jan 27, ATL-482, UAT Jan 12 / 21,
// Go/No-Go Jan 22; Beacon beta Feb 3; Cedar cutover Jan 17-18, 131/146 dashboards; OrbitPay
// kickoff Jan 7) and the chats, which mention most of these documents. Format: cloud-build.mjs.
//
// Who can reach what (the tools check it): the bot 华信助手 was added to the Atlas launch
// tracker (edit), the OKR Base, the PRD and the runbook (view), owns its digest Base and reads the
// Product wiki; documents shared with a group it sits in (Cedar, Beacon, OrbitPay) are open to it
// through the group. It cannot open the Beacon bug tracker, the FAQ draft or the weekly notes.
// Li Ming reads almost everything; the Cedar runbook and dashboard Base are read-only for him.

export const FOLDERS = [
  { key: 'atlas', name: 'Atlas 计费重构', owner: 'me', created: '2025-10-20 10:00', members: { 'chat:atlas': 'view' } },
  { key: 'product', name: '产品部 Product', owner: 'me', created: '2025-03-03 10:30', members: { 'dept:Product': 'edit' } },
  { key: 'beacon', name: 'Beacon 3.0', owner: 'p41', created: '2025-11-20 15:00', members: { me: 'edit', 'chat:beacon': 'view' } },
  { key: 'archive', name: '归档 Archive', owner: 'me', created: '2025-06-30 18:00' },
];

// ---------------------------------------------------------------------------------------------
// Bases.

const TASK_STATES = ['未开始', '进行中', '已完成', '阻塞'];
const CATEGORIES = ['研发', '财务', '销售', '运维', '法务', '设计', '客服'];

export const BASES = [
  {
    key: 'atlas-tracker',
    name: 'Atlas GA 发布跟踪 Launch Tracker',
    owner: 'me',
    folder: 'atlas',
    created: '2025-11-18 10:00',
    edited: '2026-01-01 11:20',
    members: { bot: 'edit', p07: 'edit', p26: 'edit', p12: 'edit', p22: 'edit', p32: 'edit', p38: 'edit', p42: 'edit', p20: 'edit', p15: 'view', p30: 'view', 'chat:atlas': 'view' },
    tables: [
      {
        name: '发布清单 Launch Checklist',
        created: '2025-11-18 10:05',
        fields: [
          ['任务', 'Text'],
          ['负责人', 'User'],
          ['状态', 'SingleSelect', TASK_STATES],
          ['优先级', 'SingleSelect', ['P0', 'P1', 'P2']],
          ['类别', 'MultiSelect', CATEGORIES],
          ['截止日期', 'DateTime'],
          ['已验证', 'Checkbox'],
          ['备注', 'Text'],
          ['相关链接', 'Url'],
        ],
        views: [
          { name: '全部任务' },
          { name: '阻塞项', filter: { conjunction: 'and', conditions: [{ field_name: '状态', operator: 'is', value: ['阻塞'] }] } },
          { name: '按截止日期', sort: [{ field_name: '截止日期', desc: false }], hidden: ['相关链接'] },
        ],
        records: [
          ['usage-meter v3 schema 合入 main', 'p38', '已完成', 'P1', ['研发'], '2025-12-01', true, 'billing_events 新增 plan_version、proration_ratio（decimal(18,8)）'],
          ['invoice preview API 在 staging 可用', 'p12', '已完成', 'P1', ['研发'], '2025-12-03', true, 'GET /v1/invoices/preview；staging DB 每周日 03:00 重置'],
          ['前端发票预览页设计走查', 'p16', '已完成', 'P2', ['设计'], '2025-12-04', true, '金额列右对齐、税额行位置按 Figma v3 调整'],
          ['ATL-482 修复回归验证', 'p20', '已完成', 'P0', ['研发', '财务'], '2025-12-12', true, '200 张对账样例全部对上'],
          ['Early access 客户通知新 GA 日期', 'p04', '已完成', 'P1', ['销售'], '2025-12-15', true, 'Bluefin Retail、中泰物流、宁波纺织：GA 1/20 → 1/27'],
          ['Kafka billing_events 扩容 12 → 24 partition', 'p42', '已完成', 'P1', ['运维'], '2025-12-18', true, '12/18 22:00 执行，consumer 同步加到 24 个，lag 归零'],
          ['第二轮压测 ≥ 3,000 invoices/min', 'p12', '已完成', 'P0', ['运维', '研发'], '2025-12-19', true, '3,150 invoices/min 稳定 30 分钟，p99 420ms'],
          ['回滚脚本 staging 演练', 'p12', '已完成', 'P1', ['运维'], '2025-12-27', true, '耗时 7 分钟', ['rollback.sh', 'https://git.huaxin-cloud.example/ops-repo/atlas/rollback.sh']],
          ['双币种 PDF 千分位修复（ATL-497）', 'p32', '已完成', 'P1', ['研发'], '2025-12-30', true, 'locale de-DE → en-US'],
          ['对账样例 v3（500 张发票）', 'p20', '已完成', 'P1', ['财务'], '2025-12-30', true, '覆盖双币种和红字发票场景'],
          ['Finance 定价规则 walkthrough', 'me', '未开始', 'P1', ['财务'], '2026-01-05', false, '阶梯用量计价、按比例退款、VAT 6%；红字发票流程由 Chao Xu 带初稿'],
          ['Pricing page 文案评审（CN/EN）', 'p16', '未开始', 'P2', ['设计', '销售'], '2026-01-07', false, 'Figma v4 文案'],
          ['Staging 迁移演练（回放 11 月发票）', 'p12', '未开始', 'P1', ['研发', '运维'], '2026-01-08', false, '与旧计费系统对比，每张发票误差 ≤ ¥0.01'],
          ['credit note（红字发票）流程开发', 'p22', '进行中', 'P0', ['研发', '财务'], '2026-01-09', false, '12/29 进度 60%'],
          ['双币种发票（CNY + USD）', 'p22', '进行中', 'P1', ['研发', '销售'], '2026-01-09', false, '按开票日中国银行中间价；汇率取 Cedar 的 fx_rates_daily（每天 9:30 更新）'],
          ['Atlas pricing FAQ 交给销售', 'p26', '进行中', 'P1', ['销售'], '2026-01-09', false, '含双币种和红字发票说明，交给 Ping He'],
          ['ClickHouse 集群预算审批（+¥38,000/月）', 'p15', '未开始', 'P1', ['财务'], '2026-01-12', false, '1/12 10:30 与 Bo Ma、Li Ming 过审批'],
          ['UAT 第一轮（Finance）', 'p20', '未开始', 'P0', ['财务'], '2026-01-12', false, '按比例升降级、红字发票；用例见 UAT 表 Round 1'],
          ['Release runbook 评审', 'p07', '进行中', 'P1', ['运维'], '2026-01-13', false, 'v1 草稿在 war room；回滚负责人 Qiang Luo'],
          ['客服 playbook：发票争议处理', 'p09', '未开始', 'P2', ['客服'], '2026-01-14', false, 'GA 后第一周的发票争议话术'],
          ['数据契约：billing_events schema v3 冻结', 'p38', '未开始', 'P1', ['研发'], '2026-01-14', false, 'Cedar 切换前冻结'],
          ['代码冻结 release/atlas-1.0', 'p07', '未开始', 'P0', ['研发'], '2026-01-16', false, '冻结后合入需 Bo Ma 批准'],
          ['Bluefin Retail 深圳 onsite demo', 'p04', '未开始', 'P2', ['销售'], '2026-01-20', false, '演示双币种发票和 usage dashboard'],
          ['UAT 第二轮（双币种、税行、ATL-482 验证）', 'p20', '未开始', 'P0', ['财务'], '2026-01-21', false, ''],
          ['VAT 6% 单独列示 & 跨月红字发票税务确认', 'p30', '阻塞', 'P0', ['财务', '法务'], '2026-01-21', false, '等税务顾问书面意见（12/29 口头已确认），Finance sign-off 前 GA 不能放行'],
          ['Go/No-Go 评审', 'me', '未开始', 'P0', ['研发', '财务', '销售'], '2026-01-22', false, '标准：UAT 签字、ATL-482 关闭、压测 ≥ 3,000/min、runbook 评审、Finance VAT 签字'],
          ['GA 切换（09:30）', 'p12', '未开始', 'P0', ['运维'], '2026-01-27', false, '回滚阈值：发票错误率 > 0.5%'],
          ['全员群 GA 通知（首 1,000 张发票后）', 'me', '未开始', 'P1', ['销售'], '2026-01-27', false, ''],
        ],
      },
      {
        name: '缺陷 Bugs',
        created: '2025-11-20 09:30',
        fields: [
          ['编号', 'Text'],
          ['标题', 'Text'],
          ['优先级', 'SingleSelect', ['P0', 'P1', 'P2', 'P3']],
          ['状态', 'SingleSelect', ['Open', 'In Progress', 'Fixed', 'Closed']],
          ['模块', 'SingleSelect', ['billing-core', 'tax', 'invoice-pdf', 'frontend', 'metering', 'export']],
          ['负责人', 'User'],
          ['报告人', 'User'],
          ['发现日期', 'DateTime'],
          ['关联任务', 'SingleLink', { table: '发布清单 Launch Checklist' }],
        ],
        views: [
          { name: '全部缺陷' },
          { name: '未关闭', filter: { conjunction: 'or', conditions: [{ field_name: '状态', operator: 'is', value: ['Open'] }, { field_name: '状态', operator: 'is', value: ['In Progress'] }] }, sort: [{ field_name: '优先级', desc: false }] },
        ],
        records: [
          ['ATL-431', '用量导入重复计数：同一 meter 事件被消费两次', 'P1', 'Closed', 'metering', 'p38', 'p12', '2025-11-21'],
          ['ATL-436', '发票预览在套餐为空时返回 500', 'P2', 'Closed', 'billing-core', 'p22', 'p12', '2025-11-24'],
          ['ATL-440', '阶梯价格第二档边界值（10,000 次）计价错误', 'P1', 'Closed', 'billing-core', 'p22', 'p20', '2025-11-26'],
          ['ATL-444', '发票 PDF 中文字体缺字（生僻字客户名）', 'P2', 'Closed', 'invoice-pdf', 'p32', 'p16', '2025-11-28'],
          ['ATL-451', 'usage_daily 物化视图重建期间 preview 超时', 'P2', 'Fixed', 'metering', 'p38', 'p12', '2025-12-02', 'invoice preview API 在 staging 可用'],
          ['ATL-455', '税额行在折扣后未重新计算', 'P1', 'Closed', 'tax', 'p22', 'p20', '2025-12-04'],
          ['ATL-462', '前端账单列表分页丢失筛选条件', 'P3', 'Closed', 'frontend', 'p32', 'p16', '2025-12-05'],
          ['ATL-468', '降级账户的 proration_ratio 精度不足（double）', 'P1', 'Closed', 'billing-core', 'p38', 'p23', '2025-12-01', 'usage-meter v3 schema 合入 main'],
          ['ATL-482', 'prorated credit 在计算 VAT 之前被提前 round，差 ¥0.01', 'P0', 'Closed', 'tax', 'p38', 'p20', '2025-12-09', 'ATL-482 修复回归验证'],
          ['ATL-485', '红字发票编号在重试后出现空号', 'P1', 'Fixed', 'billing-core', 'p22', 'p20', '2025-12-16', 'credit note（红字发票）流程开发'],
          ['ATL-488', '发票预览页金额列未右对齐', 'P3', 'Closed', 'frontend', 'p32', 'p16', '2025-12-04', '前端发票预览页设计走查'],
          ['ATL-490', '跨月 credit 被直接冲抵下月账单（应开红字发票）', 'P1', 'Fixed', 'tax', 'p22', 'p30', '2025-12-12', 'credit note（红字发票）流程开发'],
          ['ATL-493', '用量导出超过 50,000 行超时', 'P2', 'Closed', 'export', 'p02', 'p09', '2025-12-17'],
          ['ATL-497', '双币种发票 PDF 中 USD 金额千分位错误（显示成 1.234,56）', 'P1', 'Closed', 'invoice-pdf', 'p32', 'p22', '2025-12-30', '双币种 PDF 千分位修复（ATL-497）'],
          ['ATL-501', 'Kafka consumer lag 在 2,400 invoices/min 时堆积', 'P1', 'Closed', 'metering', 'p42', 'p12', '2025-12-16', 'Kafka billing_events 扩容 12 → 24 partition'],
          ['ATL-506', '汇率缺失时双币种发票直接失败，应回退到前一交易日', 'P1', 'Fixed', 'billing-core', 'p22', 'me', '2025-12-24', '双币种发票（CNY + USD）'],
          ['ATL-511', '账单邮件中的查看链接 staging 域名写死', 'P2', 'Closed', 'billing-core', 'p02', 'p26', '2025-12-22'],
          ['ATL-514', '发票备注超过 200 字截断无提示', 'P3', 'Fixed', 'frontend', 'p32', 'p16', '2025-12-23'],
          ['ATL-517', '税号校验不接受 15 位旧税号', 'P2', 'Fixed', 'tax', 'p22', 'p30', '2025-12-26'],
          ['ATL-523', '双币种发票 USD 小计与 CNY 换算差 ¥0.01（四舍五入顺序）', 'P2', 'Open', 'invoice-pdf', 'p22', 'p20', '2025-12-30', '双币种发票（CNY + USD）'],
          ['ATL-526', '账单页 credit balance 卡片在移动端遮挡按钮', 'P3', 'In Progress', 'frontend', 'p32', 'p36', '2025-12-30'],
          ['ATL-529', '红字发票 PDF 缺少原发票号引用', 'P2', 'Open', 'invoice-pdf', 'p32', 'p30', '2025-12-31', 'credit note（红字发票）流程开发'],
        ],
      },
      {
        name: 'Early Access 客户',
        created: '2025-11-19 14:00',
        fields: [
          ['客户', 'Text'],
          ['城市', 'SingleSelect', ['深圳', '杭州', '宁波', '上海']],
          ['销售负责人', 'User'],
          ['需求', 'Text'],
          ['Demo 日期', 'DateTime'],
          ['状态', 'SingleSelect', ['Early access', '待 demo', '评估中']],
          ['月均发票量', 'Number'],
        ],
        records: [
          ['Bluefin Retail', '深圳', 'p09', '同一张发票同时显示 CNY 和 USD（按开票日中国银行中间价）；财务对接人 Wei Zhao', '2026-01-20 10:00', 'Early access', 18600],
          ['中泰物流', '深圳', 'p29', '按仓库维度拆分账单（1.0 用项目标签实现）', '', 'Early access', 9400],
          ['宁波纺织', '宁波', 'p39', '账单周期改为每月 25 号结算（自定义账单日在 Q2 roadmap）', '', 'Early access', 3100],
          ['西子集团', '杭州', 'p44', '多子公司合并账单', '2026-01-15 10:00', '待 demo', 26000],
        ],
      },
    ],
  },
  {
    key: 'beacon-bugs',
    name: 'Beacon 3.0 Bug Tracker',
    owner: 'p41',
    folder: 'beacon',
    created: '2025-11-24 10:00',
    edited: '2025-12-31 12:40',
    members: { me: 'edit', p17: 'edit', p02: 'edit', p37: 'edit', p27: 'edit', p31: 'edit' },
    tables: [
      {
        name: 'Bugs',
        by: 'p17',
        created: '2025-11-24 10:10',
        fields: [
          ['ID', 'Text'],
          ['Title', 'Text'],
          ['Platform', 'MultiSelect', ['iOS', 'Android']],
          ['Severity', 'SingleSelect', ['Critical', 'High', 'Medium', 'Low']],
          ['Status', 'SingleSelect', ['Open', 'In Progress', 'Resolved', "Won't Fix"]],
          ['Assignee', 'User'],
          ['Reported', 'DateTime'],
          ['Beta blocker', 'Checkbox'],
          ['Notes', 'Text'],
        ],
        views: [
          { name: 'All bugs' },
          { name: 'Beta blockers', filter: { conjunction: 'and', conditions: [{ field_name: 'Beta blocker', operator: 'is', value: ['true'] }] } },
        ],
        records: [
          ['BCN-188', 'Onboarding 第 2 屏权限弹窗过早', ['iOS', 'Android'], 'Medium', 'Resolved', 'p02', '2025-11-26', false, '改为 just-in-time 授权'],
          ['BCN-194', '首页接口串行请求导致冷启动慢', ['Android'], 'High', 'Resolved', 'p02', '2025-12-01', true, '改并行 + 预取后 Android 1.45s，iOS 0.9s'],
          ['BCN-201', '启动时 3 个 SDK 同步初始化', ['Android'], 'Medium', 'Resolved', 'p37', '2025-12-08', false, '延迟初始化后冷启动 2.1s'],
          ['BCN-207', '深色模式切换入口太深', ['iOS', 'Android'], 'Medium', 'In Progress', 'p31', '2025-12-10', false, '访谈第三天 2 位用户找不到'],
          ['BCN-212', '推送过多：一天最多收到 9 条', ['iOS', 'Android'], 'High', 'In Progress', 'p17', '2025-12-08', true, '3.0 通知分级：critical / digest / off，每天最多 3 条'],
          ['BCN-219', 'iOS 17 登录崩溃：Keychain 读 token 空指针', ['iOS'], 'Critical', 'Resolved', 'p02', '2025-12-16', true, '12/17 修复合入'],
          ['BCN-224', 'Android 14 通知权限需单独申请', ['Android'], 'High', 'Open', 'p27', '2025-12-17', true, '与 iOS just-in-time 方案对齐'],
          ['BCN-228', '设置页 "Daily digest" 文案折行', ['iOS'], 'Low', 'Resolved', 'p31', '2025-12-29', false, '改为 "Digest"'],
          ['BCN-231', 'Android 深色模式下图表对比度不够', ['Android'], 'Medium', 'In Progress', 'p37', '2025-12-23', false, '可访问性审计 1/21 出报告前修复'],
          ['BCN-233', 'iPad 分屏布局错乱', ['iOS'], 'Low', "Won't Fix", 'p02', '2025-12-11', false, '3.0 不做 iPad 适配，记入 3.1 backlog'],
          ['BCN-236', 'VoiceOver 读不出底部导航标签', ['iOS'], 'High', 'Open', 'p02', '2025-12-26', true, ''],
          ['BCN-238', '动态字体放大后卡片文字截断', ['iOS', 'Android'], 'Medium', 'Open', 'p37', '2025-12-29', false, ''],
          ['BCN-240', '首页终稿图标与启动图未交付', ['Android'], 'Medium', 'Open', 'p31', '2025-12-31', false, 'Android 需要 1/20 前拿到，设计承诺 1/16'],
        ],
      },
    ],
  },
  {
    key: 'okr',
    name: '2026 Q1 OKR · 产品部',
    owner: 'me',
    folder: 'product',
    created: '2025-12-20 10:00',
    edited: '2025-12-31 18:30',
    members: { 'dept:Product': 'edit', p07: 'view', p17: 'view', p27: 'view', bot: 'view' },
    tables: [
      {
        name: 'Objectives',
        created: '2025-12-20 10:02',
        fields: [
          ['编号', 'Text'],
          ['目标', 'Text'],
          ['负责人', 'User'],
        ],
        records: [
          ['O1', 'Atlas 计费重构按时 GA，并让 3 家 early access 客户切到新计费', 'me'],
          ['O2', 'Beacon 3.0 beta 2/3 发布，体验显著改善', 'p41'],
          ['O3', 'Cedar 数据平台完成迁移，2/15 下线 Hive', 'p23'],
          ['O4', 'OrbitPay 钱包支付 Q1 末上线', 'me'],
        ],
      },
      {
        name: 'Key Results',
        created: '2025-12-20 10:10',
        fields: [
          ['KR', 'Text'],
          ['所属目标', 'DuplexLink', { table: 'Objectives', back: '关键结果' }],
          ['负责人', 'User'],
          ['进度', 'Progress'],
          ['信心指数', 'Rating'],
          ['状态', 'SingleSelect', ['正常', '有风险', '落后']],
          ['截止日期', 'DateTime'],
          ['备注', 'Text'],
        ],
        records: [
          ['KR1.1 Atlas 1/27 GA，Go/No-Go 一次通过', 'O1', 'me', 0.6, 4, '有风险', '2026-01-27', 'VAT/红字发票口径等 Finance 签字'],
          ['KR1.2 对账误差 > ¥0.01 的发票数为 0', 'O1', 'p20', 0.9, 5, '正常', '2026-01-21', '500 张样例 v3 全部对上'],
          ['KR1.3 压测稳定 ≥ 3,000 invoices/min', 'O1', 'p12', 1, 5, '正常', '2026-01-19', '第二轮 3,150/min，p99 420ms'],
          ['KR1.4 3 家 early access 客户切换到 Atlas', 'O1', 'p04', 0.3, 3, '正常', '2026-03-31', 'Bluefin、中泰物流、宁波纺织'],
          ['KR2.1 Android 冷启动 < 1.5s', 'O2', 'p17', 1, 5, '正常', '2026-01-26', '已到 1.45s'],
          ['KR2.2 crash-free rate ≥ 99.6%', 'O2', 'p17', 0.7, 4, '正常', '2026-02-03', ''],
          ['KR2.3 NPS 从 31 提升到 40', 'O2', 'p41', 0.1, 3, '有风险', '2026-03-31', '12 月访谈 NPS 31（上一版 27）'],
          ['KR2.4 每人每天推送不超过 3 条', 'O2', 'p41', 0.5, 4, '正常', '2026-02-03', '通知分级 critical / digest / off'],
          ['KR3.1 146 个看板全部迁到 StarRocks', 'O3', 'p03', 0.9, 4, '正常', '2026-01-22', '12/29：131/146，剩 15 个财务报表'],
          ['KR3.2 月报口径差异 ≤ 0.1%', 'O3', 'p23', 0.5, 4, '正常', '2026-01-22', ''],
          ['KR3.3 2/15 下线 Hive 集群，每月节省 ¥52,000', 'O3', 'p23', 0.2, 3, '正常', '2026-02-15', 'OSS 预算 ¥14,000/月'],
          ['KR4.1 1/22 前给 OrbitPay 回合同 redline', 'O4', 'p30', 0.3, 4, '正常', '2026-01-22', '责任上限、拒付 SLA、数据境内存储'],
          ['KR4.2 沙箱集成测试 1/29 评审通过', 'O4', 'p14', 0.6, 4, '正常', '2026-01-29', '退款回调单位是分'],
        ],
      },
    ],
  },
  {
    key: 'cedar-dashboards',
    name: 'Cedar 看板迁移进度',
    owner: 'p03',
    created: '2025-11-12 10:00',
    edited: '2025-12-29 10:35',
    members: { me: 'view', p23: 'edit', p38: 'edit', p28: 'edit', 'chat:cedar': 'view' },
    tables: [
      {
        name: '待迁移看板 Remaining',
        created: '2025-12-22 14:40',
        fields: [
          ['看板', 'Text'],
          ['业务方', 'SingleSelect', ['财务', '销售']],
          ['负责人', 'User'],
          ['状态', 'SingleSelect', ['未开始', '迁移中', '待校验']],
          ['目标日期', 'DateTime'],
          ['依赖 billing_events v3', 'Checkbox'],
        ],
        records: [
          ['收入确认月报', '财务', 'p03', '迁移中', '2026-01-16', true],
          ['应收账款账龄', '财务', 'p03', '迁移中', '2026-01-16', false],
          ['发票开具统计', '财务', 'p28', '未开始', '2026-01-19', true],
          ['红字发票明细', '财务', 'p28', '未开始', '2026-01-19', true],
          ['税额汇总（VAT 6%）', '财务', 'p03', '未开始', '2026-01-19', true],
          ['客户 ARPU', '财务', 'p38', '待校验', '2026-01-12', true],
          ['续费率', '财务', 'p38', '待校验', '2026-01-12', false],
          ['退款明细', '财务', 'p28', '未开始', '2026-01-20', true],
          ['渠道结算对账', '财务', 'p03', '未开始', '2026-01-20', false],
          ['支付通道费用', '财务', 'p28', '未开始', '2026-01-20', false],
          ['成本分摊', '财务', 'p38', '迁移中', '2026-01-16', false],
          ['预算执行', '财务', 'p03', '迁移中', '2026-01-16', false],
          ['现金流预测', '财务', 'p38', '未开始', '2026-01-20', false],
          ['坏账准备', '财务', 'p28', '未开始', '2026-01-20', false],
          ['毛利分析', '财务', 'p03', '未开始', '2026-01-20', true],
        ],
      },
    ],
  },
  {
    key: 'bot-digest',
    name: '华信助手 · 日报数据',
    owner: 'bot',
    created: '2025-12-19 18:00',
    edited: '2025-12-31 08:50',
    members: { me: 'view' },
    tables: [
      {
        name: 'Atlas 开放 bug 日报',
        by: 'bot',
        created: '2025-12-19 18:01',
        fields: [
          ['日期', 'DateTime'],
          ['开放 bug', 'Number'],
          ['P0', 'Number'],
          ['P1', 'Number'],
          ['已推送', 'Checkbox'],
        ],
        records: [
          ['2025-12-22', 7, 0, 2, true],
          ['2025-12-23', 6, 0, 2, true],
          ['2025-12-24', 6, 0, 2, true],
          ['2025-12-25', 5, 0, 1, true],
          ['2025-12-26', 5, 0, 1, true],
          ['2025-12-29', 4, 0, 1, true],
          ['2025-12-30', 3, 0, 1, true],
          ['2025-12-31', 3, 0, 0, true],
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Documents.

export const DOCUMENTS = [
  {
    key: 'prd',
    title: 'Atlas 计费重构 PRD v2.3',
    owner: 'me',
    folder: 'atlas',
    created: '2025-10-28 10:00',
    edited: '2025-12-31 17:40',
    members: { p26: 'edit', p07: 'view', p15: 'view', p20: 'view', p30: 'view', 'chat:atlas': 'view', bot: 'view' },
    body: `# 1. 背景
华信云现有计费系统按月结算固定套餐，无法支撑用量计费（usage-based billing）。Atlas 重建计费流水线：用量采集（usage-meter）→ 计价 → 出账 → 发票 → 对账。
# 2. 目标
- Q1 完成 GA（当前计划 2026-01-27，原定 1/20，因 ATL-482 与 Finance 的 VAT 签字推迟）
- 3 家 early access 客户（Bluefin Retail、中泰物流、宁波纺织）切换到新计费
- 每张发票与旧系统的误差不超过 ¥0.01
# 3. 范围
1.0 包含：阶梯用量计价、套餐升降级按比例退款、红字发票（credit note）、双币种发票、usage dashboard。

1.0 不包含：自定义账单日（Q2）、催缴邮件 dunning（GA 后 roadmap）、OrbitPay 钱包支付（Q1 末）。
# 4. 计费规则
## 4.1 用量计价
用量按 billing_events（schema v3）汇总，按自然日聚合；阶梯价格按月累计用量分档，第二档从第 10,000 次起算。
## 4.2 套餐
套餐价格含 plan_version，升级立即生效，降级在下个账单周期生效。
## 4.3 按比例退款（prorated credit）
- 按天计算，精确到分（¥0.01）
- 舍入规则与旧系统一致：ROUND_HALF_UP
- 先计算 credit，再计算 VAT；不得在计算 VAT 之前提前舍入（见 ATL-482）
- proration_ratio 使用 decimal(18,8)
## 4.4 税
VAT 6% 在发票上单独一行列示。
# 5. 红字发票（credit note）
v2.2 新增。跨月产生的 credit 必须开红字发票，不能直接冲抵下月账单（税务顾问 12/29 确认）。红字发票必须引用原发票号。
# 6. 双币种发票
v2.3 新增，来自 Bluefin Retail 的需求：同一张发票同时显示 CNY 和 USD。
- 汇率：开票日中国银行中间价
- 数据源：Cedar 的 fx_rates_daily 表，每天 9:30 更新
- 汇率缺失时回退到前一个交易日
- 工作量：前端约 2 人天，后端需改 PDF 模板
负责人：@{p26}（汇率数据源）、@{p22}（开发）
# 7. 非功能需求
| 指标 | 目标 |
| --- | --- |
| 吞吐 | ≥ 3,000 invoices/min |
| p99 延迟 | < 500ms |
| 对账误差 | 0 张发票 > ¥0.01 |
# 8. 里程碑
- UAT 第一轮：1/12 14:00（Finance）
- 代码冻结：1/16
- UAT 第二轮：1/21
- Go/No-Go：1/22 10:00（外滩会议室）
- GA：1/27，09:30 切换
# 9. 开放问题
- [ ] VAT 单独列示的书面确认（Lin Luo 跟进）
- [x] 汇率数据源（fx_rates_daily）
- [ ] 中泰物流按仓库拆分账单：1.0 用项目标签实现，需要写进 FAQ
`,
  },
  {
    key: 'runbook',
    title: 'Atlas Release Runbook v1',
    owner: 'p07',
    folder: 'atlas',
    created: '2025-12-27 14:00',
    edited: '2025-12-27 15:10',
    members: { me: 'edit', p12: 'edit', p42: 'edit', p22: 'view', p32: 'view', p38: 'view', 'chat:atlas-warroom': 'view', bot: 'view' },
    body: `本 runbook 用于 Atlas 1.0 GA 切换，1/13 评审。
## 1. 角色
- 发布负责人：@{p07}
- 回滚负责人：@{p12}
- 数据校验：@{p38}
- 对外通讯：@{me}
## 2. 切换窗口
2026-01-27 09:30 开始切换，预计 40 分钟。切换前 09:00 在外滩会议室集合（war room）。
## 3. 步骤
1. 09:30 暂停旧计费系统出账任务
2. 09:35 开启 Atlas 出账，billing_events 从切换时刻的 offset 开始消费
3. 09:50 抽样核对前 100 张发票（金额、税行、双币种）
4. 首 1,000 张发票开出后，Li Ming 在全员群发通知
## 4. 回滚
- 回滚阈值：发票错误率 > 0.5%
- 回滚脚本：ops-repo/atlas/rollback.sh
- 已在 staging 演练一次，耗时 7 分钟
- 回滚决定由回滚负责人和发布负责人共同做出
## 5. 值班
GA 当周：主值班 Qiang Luo，副值班 Jing Lin。夜间告警直接电话值班。
`,
  },
  {
    key: 'faq',
    title: 'Atlas 定价 FAQ（销售版）草稿',
    owner: 'p26',
    folder: 'atlas',
    created: '2025-12-26 21:30',
    edited: '2025-12-31 16:10',
    members: { me: 'edit', p04: 'view', p09: 'view', p14: 'view' },
    body: `草稿，1/2 14:00 评审，1/9 前交给 Ping He。
## 用量怎么计费？
按月累计用量分档计价，第二档从第 10,000 次调用起算。用量按自然日汇总。
## 客户中途升级套餐怎么算？
升级立即生效，差价按天按比例计算（prorated），精确到分，四舍五入规则与旧系统一致。
## 客户中途降级或退订呢？
降级在下个账单周期生效。跨月产生的退款（credit）会开红字发票，不会直接冲抵下个月账单。
## 能不能在一张发票上同时显示人民币和美元？
可以（1.0 新增）。汇率取开票日中国银行中间价。
## 能不能按仓库拆分账单？
1.0 支持按项目拆分；按仓库拆分可以给每个仓库打项目标签实现。
## 能不能自定义账单日（比如每月 25 号）？
不支持，在 Q2 roadmap 里。
## 发票上的税怎么显示？
VAT 6% 单独一行。
`,
  },
  {
    key: 'orbitpay',
    title: 'OrbitPay 对接技术方案',
    owner: 'p24',
    created: '2025-12-10 10:00',
    edited: '2025-12-30 15:20',
    members: { me: 'edit', p14: 'edit', p12: 'edit', p22: 'view', p32: 'view', 'chat:orbitpay': 'view' },
    body: `## 商务条款
- 费率：银行卡 0.55%，钱包 0.38%
- 结算：T+1，结算账户招商银行尾号 6621 对公户
## 接口
- REST + webhook，签名 HMAC-SHA256
- 沙箱请求需要带 X-OP-Merchant 头
- 沙箱商户号：8861-0032-77（API key 在 1Password 的 OrbitPay vault，首次测试后轮换）
- 限流：每个商户 200 QPS
## 回调
- 回调地址：api-gw.huaxin-cloud.example/orbitpay/webhook（已加白名单）
- 必须 5 秒内返回 200，否则 OrbitPay 重试 6 次
- 签名校验允许 5 分钟时钟偏差
- 退款回调金额单位是分（fen），OrbitPay 文档写成了元，v2.4 更正
## 测试结果
- 沙箱压测：150 QPS 下 p95 180ms，无 429
- 下单 → 回调 → 对账流程已跑通（12/26）
## 时间线
- 1/7 10:00 kickoff（OrbitPay Zoom）
- 1/22 合同 redline 回给对方
- 1/29 集成测试评审，之后确定钱包上线时间
`,
  },
  {
    key: 'interviews',
    title: 'Beacon 3.0 用户访谈总结（12 场）',
    owner: 'p01',
    created: '2025-12-12 19:00',
    edited: '2025-12-26 10:00',
    members: { p41: 'edit', me: 'view' },
    body: `访谈时间 12/8–12/12，共 12 位用户，访谈提纲重点：通知、首页信息密度、暗黑模式。
## 主要发现
1. 推送过多是头号问题（9/12），有人一天收到 9 条
2. 首页信息密度偏高
3. 暗黑模式入口难找（2 位用户不知道可以切换）
4. 1 位用户希望在 iPad 上分屏使用
## NPS
31（上一版 27）
## 建议
- 通知分级：critical / digest / off，每人每天最多 3 条
- 深色模式入口放到设置首页
- iPad 适配放到 3.1 backlog
访谈录音整理在 Research/Beacon/Interviews（@{p11} 整理）。
`,
  },
  {
    key: 'push-spec',
    title: 'Beacon 推送分级方案 Notification Tiers',
    owner: 'p41',
    folder: 'beacon',
    created: '2025-12-15 11:00',
    edited: '2025-12-29 15:30',
    members: { me: 'edit', p17: 'edit', p02: 'view', p37: 'view', p31: 'edit', p27: 'view', 'chat:beacon': 'view' },
    body: `## 分级
| 级别 | 说明 | 默认 |
| --- | --- | --- |
| critical | 安全、支付、账号类，实时推送 | 开 |
| digest | 其余通知合并成一条摘要 | 每天 20:00 |
| off | 关闭 | - |
## 规则
- 每人每天最多 3 条推送（critical 不计入上限）
- digest 默认每天 20:00 推送一次，用户可以在设置里改时间
- 设置页英文文案用 "Digest"（"Daily digest" 会折行）
## 权限
- iOS：just-in-time 授权，第一次用到推送时再弹
- Android 14：通知权限单独申请，与 iOS 方案对齐（@{p27}）
## 评审
1/13 14:00 推送方案评审，参会：Feng Lin、Mei Zhou、Jing Zhao、Shan Zhao、Li Ming。
`,
  },
  {
    key: 'cedar-runbook',
    title: 'Cedar 切换 Runbook v3',
    owner: 'p23',
    created: '2025-12-15 17:00',
    edited: '2025-12-30 18:00',
    members: { p38: 'edit', p03: 'view', p08: 'view', p28: 'view', me: 'view', 'chat:cedar': 'view' },
    body: `Hive → Iceberg + StarRocks。v3 在 dry run #1 失败后更新。
## 时间线
- dry run #2：1/15 19:30（在 prod 副本上全量跑）
- 切换周末：1/17–1/18，周六 08:00 停写 Hive，周日 20:00 前完成
- 看板口径签字：1/22 16:00
- 下线 Hive：2/15
## dry run #1 复盘
dt=2025-11-11 分区数据倾斜（双十一数据量是平时 14 倍），单个 task 跑了 3 小时超时。v3 对倾斜分区预切分为 24 个子任务。
## 校验
行数 + 金额字段求和 + 抽样 1%；top-20 看板差异控制在 0.1% 以内。
## 值班
主：Yang Li；副：Chao Liu；数据验证：Qiang Yang。
## 注意
- 切换期间 Atlas 的 billing_events 继续写 Kafka，切换后从 offset 回放，不丢数据
- Iceberg compaction 每天 02:00
- 推荐模型离线特征回刷 6 小时，放在周六晚上
`,
  },
  {
    key: 'weekly-1215',
    title: '产品周会纪要 2025-12-15',
    owner: 'me',
    folder: 'product',
    created: '2025-12-15 11:10',
    edited: '2025-12-15 11:40',
    members: { 'dept:Product': 'view' },
    body: `参会：产品部全体
## 项目进展
- Atlas：GA 从 1/20 推迟到 1/27（ATL-482 回归 + VAT/红字发票口径），其余节点不变
- Beacon：访谈结论出来了，3.0 加通知分级 critical / digest / off
- Cedar：dry run #1 定在 12/20
## 决策
- digest 默认 20:00 推送
## 待办
- [ ] @{me} 更新 Atlas 项目日历
- [ ] @{p41} 推送分级方案文档
- [ ] 年终自评 1/16 前提交
`,
  },
  {
    key: 'weekly-1222',
    title: '产品周会纪要 2025-12-22',
    owner: 'me',
    folder: 'product',
    created: '2025-12-22 11:05',
    edited: '2025-12-22 11:50',
    members: { 'dept:Product': 'view' },
    body: `## 项目进展
- Atlas：第二轮压测 3,150 invoices/min（p99 420ms）；Bluefin 提出双币种发票需求，PRD v2.3 加一节
- Beacon：BCN-219（iOS 17 登录崩溃）已修复；冷启动 1.7s
- Cedar：dry run #1 失败（dt=2025-11-11 分区倾斜），dry run #2 定在 1/15 晚上
## 决策
- 1/6 晚部门聚餐，新荣记新天地店，人均 350 以内
## 待办
- [ ] @{p21} 订位（12 人包间）
- [ ] @{p26} 汇率数据源调研
`,
  },
  {
    key: 'weekly-1229',
    title: '产品周会纪要 2025-12-29',
    owner: 'me',
    folder: 'product',
    created: '2025-12-29 11:00',
    edited: '2025-12-29 11:45',
    members: { 'dept:Product': 'view' },
    body: `## 项目进展
- Atlas：ATL-482 已关闭；credit note 开发 60%；双币种排期到 1/9
- Beacon：首页终稿完成，Android 冷启动 1.45s
- Cedar：看板 131/146，剩下 15 个财务报表 1/20 前完成
## 产品演示日（1/9 15:30，外滩会议室）
- Atlas：发票预览 + 双币种
- Beacon：新 onboarding + 通知分级
- Cedar：StarRocks 看板
## 团建
莫干山团建定在 1/30（周五），住裸心谷，大巴 7:30 从公司出发，预算人均 800。@{p26} 负责行程。
`,
  },
  {
    key: 'wiki-home',
    title: '产品部知识库首页',
    owner: 'me',
    created: '2025-03-05 10:00',
    edited: '2025-12-09 16:10',
    members: {},
    body: `# 欢迎来到产品部知识库
这里放产品部的长期文档：新人手册、PRD 模板、用户研究、竞品分析和 OKR。

项目文档（PRD、runbook）放在各项目的云空间文件夹里。
- 新人先读《产品部新人 Onboarding 手册》
- 写 PRD 请用《PRD 模板 v3》
- 用户研究报告在「用户研究 Research」下面
`,
  },
  {
    key: 'onboarding',
    title: '产品部新人 Onboarding 手册',
    owner: 'p31',
    created: '2025-04-01 10:00',
    edited: '2025-12-24 15:00',
    members: {},
    body: `## 第一周
1. 找 HR（胡杰）开通飞书、邮箱和 VPN
2. 加入「产品部 Product Team」群和项目群
3. 读完各项目的 PRD 和本知识库的 PRD 模板
## 例会
- 产品周会：每周一 10:00，黄浦江会议室
- 产品演示日：每月一次
## 设计资源
新项目统一使用 Huaxin DS 2.0 组件库（12/4 发布）。
## 常用链接
Figma 团队空间、Research/Beacon/Interviews、竞品分析文档。
`,
  },
  {
    key: 'prd-template',
    title: 'PRD 模板 v3',
    owner: 'p21',
    created: '2025-12-09 15:30',
    edited: '2025-12-09 16:00',
    members: {},
    body: `## 1. 背景与问题
## 2. 目标与衡量指标
## 3. 用户与场景
## 4. 需求范围（包含 / 不包含）
## 5. 详细需求
## 6. 非功能需求
## 7. 里程碑
## 8. 开放问题
> 新版模板 12/9 上线，统一放在 Product/PRD Templates。
`,
  },
  {
    key: 'research-home',
    title: '用户研究 Research',
    owner: 'p01',
    created: '2025-05-12 10:00',
    edited: '2025-12-26 10:05',
    members: {},
    body: `产品部的用户研究报告目录。
- Beacon 3.0 用户访谈（12/8–12/12，12 场）
- 计费页可用性测试（12 月，9 位用户：7 位找不到 credit balance）
`,
  },
  {
    key: 'competitive',
    title: '计费产品竞品分析：Stripe Billing / Chargebee / 阿里云计费',
    owner: 'p26',
    created: '2025-12-10 14:00',
    edited: '2025-12-12 18:00',
    members: {},
    body: `12/12 产品分享会，Lei Huang 主讲。
| 产品 | 用量计费 | usage dashboard | 红字发票 / credit note |
| --- | --- | --- | --- |
| Stripe Billing | 支持 | 有 | 支持 |
| Chargebee | 支持 | 有 | 支持 |
| 阿里云计费 | 支持 | 有 | 支持 |
## 关键结论
用量计费产品都提供 usage dashboard。Atlas 1.0 的 usage dashboard 可以考虑给客户开放只读链接，减少客服工单。
`,
  },
  {
    key: 'annual-party',
    title: '2026 年会节目单（初稿）',
    owner: 'p40',
    created: '2025-12-20 10:00',
    edited: '2026-01-01 10:00',
    link_share: 'tenant_readable',
    members: { p10: 'edit', p35: 'edit' },
    body: `# 2026 华信云年会节目单（初稿）
时间：2026-01-23（周五）18:00，外滩茂悦大酒店宴会厅。Dress code：smart casual。

报名截止：1/9。还剩 3 个节目名额。
1. 开场舞（运营部）
2. 相声《计费那些事》（研发中心）
3. 合唱《平凡之路》（数据部）
4. 抽奖（运营部主持）
5. 待定
6. 待定
7. 待定
班车：17:15 公司楼下发车，返程 21:45。
`,
  },
  {
    key: 'legacy-billing',
    title: '【已归档】账单系统需求 v0.9',
    owner: 'former',
    legacy: true,
    folder: 'archive',
    created: '2025-03-10 10:00',
    edited: '2025-06-18 17:00',
    members: { me: 'full_access' },
    body: `# 账单系统需求 v0.9（Tao Zhou）
> 已归档：由 Atlas 计费重构 PRD 取代（12/18 起）。
## 背景
旧系统只支持固定套餐月结。
## 需求
- 按月出账
- 套餐升级次月生效（Atlas 改为立即生效并按比例退款）
`,
  },
  {
    key: 'ga-estimate',
    title: 'Atlas GA 时间评估（草稿）',
    owner: 'me',
    folder: 'atlas',
    created: '2025-12-13 20:00',
    edited: '2025-12-15 09:30',
    deleted: true,
    members: {},
    body: `方案 A：维持 1/20；方案 B：推迟到 1/27。结论见 12/15 项目群同步。
`,
  },
];

// ---------------------------------------------------------------------------------------------
// The Product wiki.

export const WIKI = [
  {
    key: 'product-wiki',
    name: '产品部知识库 Product Wiki',
    description: '产品部长期文档：新人手册、PRD 模板、用户研究、竞品分析、OKR。',
    members: { 'dept:Product': 'edit', me: 'full_access', p07: 'view', p17: 'view', bot: 'view' },
    nodes: [
      { doc: 'wiki-home', by: 'me' },
      { doc: 'onboarding', parent: 'wiki-home' },
      { doc: 'prd-template', parent: 'wiki-home' },
      { doc: 'research-home', parent: 'wiki-home' },
      { doc: 'interviews', parent: 'research-home' },
      { doc: 'competitive', parent: 'wiki-home' },
      { base: 'okr', parent: 'wiki-home', by: 'me' },
    ],
  },
];
