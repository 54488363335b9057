// Li Ming's Notion workspace: the product team's wiki at Huaxin Cloud (Lark holds chats and
// calendars; Notion holds PRDs, the requirement pool, research and weekly reports). Facts come
// from li-ming.story.mjs; the prose here is authored, mixing Chinese and English as the team does.
import { MEETINGS, RECURRING, REQUIREMENTS, INTERVIEWS, RISKS, COMPETITORS, READING, OKRS, WEEKLY, PROJECT_NAMES } from './li-ming.story.mjs';

const opt = (...pairs) => pairs.map((p) => (Array.isArray(p) ? p : [p, 'default']));
const HOLIDAYS = ['2025-10-01', '2025-10-02', '2025-10-03', '2025-10-06', '2025-10-07', '2026-01-01'];

function meetingBody(m) {
  const lines = [];
  if (m.upcoming) lines.push('! 🗓️ 待开会议，仅议程。');
  lines.push('## 摘要 Summary', m.summary, '## 记录 Notes', ...m.notes.map((n) => `- ${n}`));
  if (m.decisions.length) lines.push('## 决定 Decisions', ...m.decisions.map((d) => `- **${d}**`));
  if (m.actions.length) {
    lines.push('## 待办 Action items');
    for (const [owner, text, due, done] of m.actions) lines.push(`${done ? '[x]' : '[ ]'} @${owner} ${text}（截止 {{date:${due}}}）`);
  }
  return lines.join('\n');
}

const WEEKLY_NOTES = [
  'Atlas PRD 评论已全部处理。', '需求池新增 4 条，来自销售反馈。', '访谈招募完成 8/12。', 'Cedar 看板迁移按计划推进。',
  '竞品霁光上线 App 内发票下载。', '设计评审排到周四下午。', 'Q1 规划初稿下周一前发出。', 'Beacon 高级 PM 面试 2 人。',
  'OrbitPay 沙箱账号已开通。', '年终总结模板已发。', '推送频控方案和研发对齐。', '发票 VAT 行展示样式定稿。',
];

export function liMingNotion(roster, rand) {
  const members = ['p05', 'p01', 'p06', 'p11', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41', 'p02', 'p03', 'p04', 'p07', 'p12', 'p14', 'p15', 'p17', 'p22', 'p23', 'p29', 'p30', 'p37', 'p38', 'p08'];
  const pages = [];
  const rows = [];
  const comments = [];
  const page = (p) => pages.push(p);

  page({ key: 'home', title: '李明的工作台 Li Ming’s Workbench', icon: '🧭', created: '2025-09-08', edited: '2025-12-31', body: `
! 📌 本周重点：OKR 定稿（1/2）、OrbitPay kickoff（1/7）、Atlas staging 演练（1/8）、定价 FAQ 给何平（1/9）。
## 本周待办
[x] Q1 OKR KR 初稿
[x] OrbitPay 集成要点文档
[ ] Atlas pricing FAQ 初稿（给 @p04，1/9）
[ ] 确认 Atlas 报表在 Cedar 上的口径
[ ] Beacon 高级 PM JD 终稿（和 @p05 对）
## 常用链接
- Atlas 计费重构 — PRD、风险登记、上线检查清单
- Beacon 3.0 — 需求池、访谈记录
- 周报 Weekly reports
## 备忘
- 1/16 自评截止，先写 Atlas 和访谈两件事
- 1/23 年会 18:00，外滩凯悦` });

  page({ key: 'atlas', title: 'Atlas 计费重构 Billing Revamp', icon: '💳', created: '2025-09-22', edited: '2025-12-29', body: `
! 💳 基于用量的计费管线重建。负责人：@me · 研发：@p07 · SRE：@p12 · 财务：@p15 @p30
## 里程碑
- Staging 演练 {{date:2026-01-08}}
- UAT 1 {{date:2026-01-12}} · UAT 2 {{date:2026-01-21}}
- 代码冻结 {{date:2026-01-16}}
- Go/No-Go {{date:2026-01-22}} 10:00（外滩会议室）
- **GA {{date:2026-01-27}}**（原定 1/20，因 ATL-482 和 VAT 签字推迟）` });
  page({ key: 'prd', parent: 'atlas', title: 'Atlas PRD v2.3', icon: '📄', created: '2025-10-10', edited: '2025-12-26', body: `
# 背景
现有计费按月固定套餐，无法反映真实用量，大客户投诉“用得少付得多”。
# 目标
- 按用量阶梯计价，账单透明可追溯
- 月中升级/降级按天折算
- 发票单列 VAT 6% 行
# 计价规则
- 0–10 万次调用：¥0.012/次
- 10–100 万次：¥0.009/次
- 100 万次以上：¥0.006/次
# 折算（prorated credit）
1. 按天折算，金额四舍五入到分（ATL-482 之后统一）
2. 抵扣金额在下一张账单中体现
# 非功能需求
- 出账能力：3,000 张发票/分钟，P99 < 800 ms
- 对账：每日与财务系统差异为 0
# 变更记录
- v2.0（10/15）阶梯计价评审
- v2.1（10/22）折算示例
- v2.2（11/21）发票 VAT 行
- v2.3（12/26）ATL-482 口径统一、GA 日期改为 1/27` });
  page({ key: 'checklist', parent: 'atlas', title: '上线检查清单 Launch checklist', icon: '☑️', created: '2025-12-20', edited: '2025-12-30', body: `
[x] 压测环境就绪
[x] 发票模板修复
[ ] ATL-482 修复 + 回归（@p07）
[ ] VAT 计算复核签字（@p30）
[ ] Staging 演练含回滚（1/8）
[ ] UAT 1 / UAT 2 通过
[ ] 压测 ≥ 3,000 张/分钟
[ ] 客服话术培训
[ ] 销售 FAQ 发出
[ ] Go/No-Go 会议结论` });
  page({ key: 'faq', parent: 'atlas', title: 'Atlas pricing FAQ（草稿）', icon: '❓', created: '2025-12-29', edited: '2025-12-31', body: `
! ✍️ 草稿，1/9 前给 @p04。
## 为什么升级当月账单变多？
升级当天起按新档位计费，旧档位剩余天数按天折算抵扣，抵扣体现在下一张账单。
## 发票上的 VAT 行怎么看？
VAT 6% 单独列出，税前金额 = 各阶梯用量金额之和。
## 老客户什么时候切换？
3 月账期统一切换到新计费，之前账单不变。` });
  page({ key: 'risks', parent: 'atlas', title: '风险登记 Risk register', icon: '⚠️', database: {
    风险: 'title',
    等级: { type: 'select', options: opt(['高', 'red'], ['中', 'yellow'], ['低', 'green']) },
    状态: { type: 'select', options: opt(['处理中', 'blue'], ['监控中', 'yellow'], ['已规划', 'gray'], ['已关闭', 'green']) },
    负责人: 'people',
    应对: 'rich_text',
    更新时间: 'last_edited_time',
  }, created: '2025-11-10', edited: '2025-12-29' });
  for (const [risk, level, status, owner, plan] of RISKS) {
    rows.push({ db: 'risks', created: '2025-11-12', edited: status === '已关闭' ? '2025-12-10' : '2025-12-29', props: { 风险: risk, 等级: level, 状态: status, 负责人: [owner], 应对: plan } });
  }

  page({ key: 'beacon', title: 'Beacon 3.0', icon: '📱', by: 'p41', editedBy: 'me', created: '2025-10-08', edited: '2025-12-24', body: `
! 📱 客户移动 App 改版。PM：@p41 · 研发：@p17 · 设计：@p16 @p31 · 研究：@p01
## 时间线
- 无障碍审计结果 {{date:2026-01-21}}
- 功能冻结 {{date:2026-01-26}}
- **3.0.0-beta.1 {{date:2026-02-03}}**
## 访谈结论（12/8–12/12）
- 推送过多是头号抱怨，NPS 31
- 首页信息密度过高，“用量明细”难找` });
  page({ key: 'push-spec', parent: 'beacon', title: '推送频控方案 Push frequency capping', icon: '🔔', by: 'p41', created: '2025-12-16', edited: '2025-12-22', body: `
## 规则
1. 营销类推送：每用户每周最多 2 条
2. 账单类（欠费、额度、发票）：不受限
3. 告警类：用户自定义免打扰时段（默认 23:00–8:00）
## 指标
- 推送关闭率下降 30%（beta 后 4 周）
- 账单提醒触达率 > 95%
## 依赖
- 埋点规范 v2（@p23）` });
  page({ key: 'requirements', parent: 'beacon', title: 'Beacon 需求池 Requirement pool', icon: '🗂️', database: {
    需求: 'title',
    优先级: { type: 'select', options: opt(['P0', 'red'], ['P1', 'orange'], ['P2', 'yellow'], ['P3', 'gray']) },
    状态: { type: 'status', options: opt(['待评审', 'default'], ['设计中', 'purple'], ['已排期', 'yellow'], ['开发中', 'blue'], ['已上线', 'green'], ['已拒绝', 'red']), groups: [['待处理', 'gray', ['待评审']], ['进行中', 'blue', ['设计中', '已排期', '开发中']], ['已完成', 'green', ['已上线', '已拒绝']]] },
    来源: { type: 'select', options: opt(['用户访谈', 'purple'], ['用户反馈', 'blue'], ['销售反馈', 'orange'], ['数据分析', 'green'], ['合规', 'red'], ['财务', 'brown'], ['商务', 'pink'], ['运营', 'gray'], ['研发', 'default']) },
    模块: { type: 'multi_select', options: opt(['推送', 'red'], ['首页', 'blue'], ['账单', 'green'], ['企业管理', 'purple'], ['设置', 'gray'], ['无障碍', 'orange'], ['支付', 'pink'], ['账号', 'brown'], ['监控', 'yellow'], ['数据', 'default'], ['引导', 'green'], ['客服', 'gray'], ['反馈', 'blue'], ['资源', 'brown'], ['性能', 'red'], ['发布', 'purple']) },
    负责人: 'people',
    版本: { type: 'select', options: opt(['2.9', 'gray'], ['3.0 beta', 'blue'], ['3.0 GA', 'green'], ['3.1', 'purple']) },
    提出日期: 'date',
  }, by: 'p41', created: '2025-10-08', edited: '2025-12-24' });
  for (const [req, pri, status, source, modules, owner, version, date] of REQUIREMENTS) {
    rows.push({ db: 'requirements', by: owner === 'me' ? 'me' : 'p41', created: date, edited: '2025-12-24', props: { 需求: req, 优先级: pri, 状态: status, 来源: source, 模块: modules, 负责人: [owner], 版本: version, 提出日期: date } });
  }
  page({ key: 'interviews', parent: 'beacon', title: '用户访谈记录 Interviews (Dec 8–12)', icon: '🎙️', database: {
    受访者: 'title',
    角色: { type: 'select', options: opt(['企业管理员', 'blue'], ['运维工程师', 'green'], ['决策者', 'purple'], ['财务', 'brown'], ['开发者', 'orange'], ['项目经理', 'pink']) },
    公司规模: { type: 'select', options: opt(['< 50 人', 'gray'], ['50–100 人', 'default'], ['100–500 人', 'yellow'], ['500–1000 人', 'orange'], ['1000+ 人', 'red']) },
    日期: 'date',
    NPS: 'number',
    关键发现: 'rich_text',
    访谈人: 'people',
  }, by: 'p01', created: '2025-12-08', edited: '2025-12-19' });
  INTERVIEWS.forEach(([who, role, size, date, nps, finding], i) => {
    rows.push({ db: 'interviews', by: 'p01', created: date, props: { 受访者: who, 角色: role, 公司规模: size, 日期: date, NPS: nps, 关键发现: finding, 访谈人: [['p01', 'p06', 'p21'][i % 3], 'me'] },
      body: `## 背景\n${role}，${size}。\n## 关键发现\n- ${finding}\n## 原话\n> “${finding.replace(/。$/, '')}”` });
  });

  page({ key: 'orbitpay', title: 'OrbitPay 集成要点', icon: '🤝', created: '2025-12-23', edited: '2025-12-30', body: `
- Kickoff：{{date:2026-01-07}} 10:00（线上），对方：Feng He（采购）、Wei He（顾问）
- 沙箱商户号：\`8861-0032-77\`
- 费率：银行卡 **0.55%**，钱包 **0.38%**
- 首期范围：核心支付（不含退款、分账）
- 合同 redlines 截止 {{date:2026-01-22}}（法务）
- 沙箱联调评审 {{date:2026-01-29}}
## 接口映射（@p14 负责，1/6）
1. 下单 → /v2/payments
2. 回调 → /v2/webhooks/payment.succeeded
3. 对账文件 → SFTP 每日 02:00` });

  page({ key: 'cedar', title: 'Cedar 迁移跟进（产品侧）', icon: '🌲', created: '2025-11-21', edited: '2025-12-19', body: `
Hive → Iceberg + StarRocks。负责人 @p23。
## 进度
- 已迁移 131/146 个看板；剩余 15 个依赖旧 UDF
- 第二次演练 {{date:2026-01-15}} 晚上
- 切换周末 1/17–18；看板一致性签字 {{date:2026-01-22}}
- Hive 下线 {{date:2026-02-15}}
## 产品侧关注
[ ] Atlas 出账报表口径在 Cedar 上复核
[ ] Beacon 埋点 v2 直接写 Iceberg` });

  page({ key: 'meetings', title: '会议纪要 Meeting notes', icon: '🗒️', database: {
    会议: 'title',
    日期: 'date',
    类型: { type: 'select', options: opt(['评审', 'purple'], ['同步', 'green'], ['规划', 'orange'], ['周会', 'blue'], ['问题复盘', 'red']) },
    项目: { type: 'select', options: opt(['Atlas', 'red'], ['Beacon', 'blue'], ['Cedar', 'green'], ['OrbitPay', 'purple'], ['团队/综合', 'gray']) },
    参会人: 'people',
    摘要: 'rich_text',
  }, created: '2025-09-10', edited: '2025-12-31' });
  for (const m of MEETINGS) {
    rows.push({ db: 'meetings', created: m.upcoming ? '2025-12-31' : m.date, props: { 会议: m.title, 日期: m.date, 类型: m.type, 项目: PROJECT_NAMES[m.project], 参会人: ['me'].concat(m.with.filter((k) => members.includes(k))), 摘要: m.summary }, body: meetingBody(m) });
  }
  for (const r of RECURRING) {
    let d = new Date(`${r.from}T04:00:00Z`);
    let n = 0;
    while (d <= new Date(`${r.to}T04:00:00Z`)) {
      const date = d.toISOString().slice(0, 10);
      if (!HOLIDAYS.includes(date) && rand() > 0.1) {
        const a = r.topics[n % r.topics.length];
        const b = r.topics[(n * 5 + 2) % r.topics.length];
        rows.push({ db: 'meetings', created: date, props: { 会议: `${r.title} ${date}`, 日期: date, 类型: r.type, 项目: PROJECT_NAMES[r.project], 参会人: ['me'].concat(r.with), 摘要: `${a}；${b}` },
          body: `## 议题\n- ${a}\n- ${b}\n## 记录\n- ${WEEKLY_NOTES[n % WEEKLY_NOTES.length]}\n- ${WEEKLY_NOTES[(n * 7 + 3) % WEEKLY_NOTES.length]}` });
        n += 1;
      }
      d = new Date(d.getTime() + 7 * 86400000);
    }
  }

  page({ key: 'weekly', title: '周报 Weekly reports', icon: '📰', database: {
    周报: 'title',
    周五: 'date',
    状态: { type: 'select', options: opt(['已发送', 'green'], ['草稿', 'yellow']) },
    风险数: 'number',
  }, created: '2025-10-17', edited: '2025-12-26' });
  for (const [friday, done, risks] of WEEKLY) {
    rows.push({ db: 'weekly', created: friday, props: { 周报: `周报 ${friday}`, 周五: friday, 状态: '已发送', 风险数: risks.length },
      body: `## 本周进展\n${done.map((x) => `- ${x}`).join('\n')}\n## 风险与问题\n${risks.length ? risks.map((x) => `- ${x}`).join('\n') : '- 无'}\n## 下周计划\n- 跟进上述事项` });
  }

  page({ key: 'competitors', title: '竞品分析 Competitive analysis', icon: '🔍', database: {
    产品: 'title',
    类型: { type: 'select', options: opt(['直接竞品', 'red'], ['间接竞品', 'yellow'], ['合作伙伴', 'green'], ['合作/竞品', 'orange']) },
    定价模式: 'rich_text',
    亮点: 'rich_text',
    差距: 'rich_text',
    更新日期: 'date',
  }, created: '2025-10-28', edited: '2025-12-23' });
  for (const [name, type, pricing, plus, minus, date] of COMPETITORS) {
    rows.push({ db: 'competitors', created: date, props: { 产品: name, 类型: type, 定价模式: pricing, 亮点: plus, 差距: minus, 更新日期: date } });
  }

  page({ key: 'okrs', title: 'OKR Q1 2026', icon: '🎯', database: {
    KR: 'title',
    目标: { type: 'select', options: opt(['Atlas 计费重构上线', 'red'], ['Beacon 3.0', 'blue'], ['Cedar 迁移', 'green'], ['OrbitPay 集成', 'purple'], ['团队', 'gray']) },
    进度: { type: 'number', format: 'percent' },
    负责人: 'people',
    状态: { type: 'select', options: opt(['正常', 'green'], ['有风险', 'yellow'], ['落后', 'red']) },
  }, created: '2025-12-26', edited: '2025-12-31' });
  for (const [kr, goal, progress, owner, status] of OKRS) {
    rows.push({ db: 'okrs', created: '2025-12-26', edited: '2025-12-31', props: { KR: kr, 目标: goal, 进度: progress / 100, 负责人: [owner], 状态: status } });
  }

  page({ key: 'reading', title: '读书笔记 Reading notes', icon: '📚', database: {
    书名: 'title',
    类型: { type: 'select', options: opt(['书', 'brown'], ['Book', 'brown'], ['文章', 'blue']) },
    状态: { type: 'select', options: opt(['想读', 'gray'], ['在读', 'yellow'], ['已读', 'green']) },
    评分: 'number',
    日期: 'date',
    笔记: 'rich_text',
  }, created: '2025-09-28', edited: '2025-12-28' });
  for (const [title, type, status, rating, date, note] of READING) {
    rows.push({ db: 'reading', created: date, props: { 书名: title, 类型: type, 状态: status, 评分: rating, 日期: date, 笔记: note } });
  }

  page({ key: 'private', title: '薪酬与晋升（私密）', icon: '🔒', created: '2025-11-01', edited: '2025-12-10', body: `
- 年度自评 1/16 截止
- 晋升答辩材料：Atlas 与访谈两条主线` });
  page({ key: 'old', parent: 'atlas', title: '旧版 PRD v1.4（作废）', icon: '🗄️', archived: true, created: '2025-08-12', edited: '2025-10-10', body: '- 已被 v2.x 取代。' });

  comments.push(
    { on: 'prd', by: 'p07', date: '2025-12-26', thread: 'p1', text: 'v2.3 的折算示例和引擎实现一致了，👍' },
    { on: 'prd', by: 'p30', date: '2025-12-26', thread: 'p1', text: 'VAT 复核我 1/14 前给结论。' },
    { on: 'prd', by: 'me', date: '2025-12-27', thread: 'p1', text: '好的，GA 1/27 不变。' },
    { on: 'faq', by: 'p04', date: '2025-12-31', text: '能加一条“折算抵扣为什么不是退款”吗？客户经常问。' },
    { on: 'push-spec', by: 'p17', date: '2025-12-22', thread: 'ps1', text: '免打扰时段需要服务端支持，beta 能做到。' },
    { on: 'push-spec', by: 'p41', date: '2025-12-22', thread: 'ps1', text: '收到，写进 beta 范围。' },
    { on: 'orbitpay', by: 'p14', date: '2025-12-30', text: '接口映射表 1/6 前发出。' },
    { on: 'cedar', by: 'p23', date: '2025-12-19', text: '剩余 15 个看板的计划已同步在 Lark 群。' },
    { on: 'checklist', by: 'p12', date: '2025-12-30', text: 'Staging 演练脚本已经包含回滚步骤。', resolved: true },
    { on: 'home', by: 'me', date: '2025-12-31', text: '节后第一天先过一遍风险登记。' },
  );

  return {
    persona: 'li-ming',
    workspace: 'Huaxin Cloud 产品团队',
    roster,
    members,
    bot: 'Li Ming 的 MCP 助手',
    otherBots: ['Lark 同步'],
    workHoursUtc: [1, 10],
    latest: '2026-01-01 08:30',
    connectedAt: '2025-12-20 02:15',
    pages,
    rows,
    comments,
    shared: ['home', 'atlas', 'beacon', 'orbitpay', 'cedar', 'meetings', 'weekly', 'competitors', 'okrs', 'reading'],
  };
}
