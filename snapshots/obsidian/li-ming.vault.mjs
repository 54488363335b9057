// Li Ming's Obsidian vault (personal knowledge base, mostly Chinese): daily and weekly notes since
// November, a monthly note for December, project notes, meeting notes, reading notes and PM
// methods. Facts come from ../notion/li-ming.story.mjs (the same story as his Lark context).
import { MEETINGS, REQUIREMENTS, INTERVIEWS, READING, MILESTONES, WEEKLY } from '../notion/li-ming.story.mjs';
import { fileSet, frontmatter, daysBetween, weekday, isoWeekLabel, sortedFiles } from './vault.mjs';

const OFFSET = 480; // Asia/Shanghai
const LATEST = Date.parse('2026-01-01T08:55:00Z');
const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const HOLIDAYS = ['2026-01-01'];
const TAG = { atlas: '#atlas', beacon: '#beacon', cedar: '#cedar', orbitpay: '#orbitpay', ops: '#团队' };

const safe = (s) => s.replace(/[:*"\\/<>|?#^[\]]/g, ' ').replace(/\s+/g, ' ').trim();
const cn = (d) => `${Number(d.slice(5, 7))}月${Number(d.slice(8))}日`;
const addDays = (d, n) => new Date(Date.parse(`${d}T12:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

function nameOf(roster, key) {
  if (key === 'me') return '我';
  const p = roster.people.find((x) => x.key === key);
  return p ? p.name : key;
}

const FILLER = [
  '早上地铁上把 PRD 的评论过了一遍。',
  '中午和 Yu Li 吃饭，聊访谈招募的事。',
  '下午连开三个会，晚上才有时间写东西。',
  '跑步 5 公里，滨江步道。',
  '读了半章《定价的艺术》，锚点效应对阶梯计价很有启发。',
  '把需求池里重复的条目合并了。',
  '和 Bo Ma 确认了计费引擎的排期。',
  '晚上给家里打电话。',
  '整理了一下竞品的 App 截图。',
  '周报写完发出。',
  '今天专注时间不够，明天上午不排会。',
  '把推送频控的指标想清楚了：关闭率、触达率、投诉率。',
];

// Colleagues Li Ming keeps a note on (others appear as plain names).
const PEOPLE_NOTES = { p07: 'Atlas 研发负责人，计费引擎。', p12: 'SRE，压测和演练。', p26: 'Atlas PM，负责 PRD 细节。', p41: 'Beacon PM。', p01: '用户研究，访谈主持。', p23: 'Cedar 负责人。', p30: '财务，VAT 复核。', p04: '销售总监，需要定价 FAQ。', p14: '方案架构师，OrbitPay 接口映射。', p16: '设计，首页卡片式改版。' };

function meetingPath(m) {
  return `会议/${m.date} ${safe(m.title)}.md`;
}

export function liMingVault(roster, rand) {
  const set = fileSet(OFFSET, LATEST, rand);
  const { add } = set;
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const link = (key) => (key === 'me' ? '我' : PEOPLE_NOTES[key] ? `[[人物/${nameOf(roster, key)}|${nameOf(roster, key)}]]` : nameOf(roster, key));

  for (const m of MEETINGS) {
    let n = 0;
    const lines = [
      frontmatter([['date', m.date], ['type', m.type], ['project', m.project], ['tags', ['会议', m.project]], ['status', m.upcoming ? '待开' : '已开']]),
      `# ${m.title}`,
      '',
      `参会：${['me'].concat(m.with).map(link).join('、')}`,
      '',
      m.upcoming ? '## 议程' : '## 摘要',
      m.summary,
      '',
      '## 记录',
      ...m.notes.map((x) => `- ${x}`),
      '',
    ];
    if (m.decisions.length) lines.push('## 决定', ...m.decisions.map((d) => { n += 1; return `- ${d} ^d${n}`; }), '');
    if (m.actions.length) lines.push('## 待办', ...m.actions.map(([o, t, due, done]) => `- [${done ? 'x' : ' '}] ${nameOf(roster, o)}：${t}（${cn(due)}）`), '');
    add(meetingPath(m), lines.join('\n'), m.upcoming ? '2025-12-31 17:20' : `${m.date} 11:10`, m.upcoming ? '2025-12-31 17:45' : `${m.date} 19:30`);
  }

  const meetingsOn = MEETINGS.reduce((a, m) => { (a[m.date] = a[m.date] || []).push(m); return a; }, {});
  const reqOn = REQUIREMENTS.reduce((a, r) => { (a[r[7]] = a[r[7]] || []).push(r); return a; }, {});
  const intOn = INTERVIEWS.reduce((a, r) => { (a[r[3]] = a[r[3]] || []).push(r); return a; }, {});
  const dates = daysBetween('2025-11-03', '2026-01-01').filter((d) => {
    const wd = weekday(d);
    if (d === '2026-01-01') return true;
    return wd !== 0 && wd !== 6 ? rand() > 0.12 : rand() < 0.12;
  });
  for (const date of dates) {
    const tags = new Set(['日记']);
    const log = [];
    for (const m of meetingsOn[date] || []) {
      tags.add(m.project);
      log.push(`- [[${meetingPath(m).slice(0, -3)}|${m.title}]]：${m.summary} ${TAG[m.project]}`);
    }
    for (const [who, , , , nps, finding] of intOn[date] || []) {
      tags.add('beacon');
      log.push(`- 访谈 ${who.split(' ')[0]}（NPS ${nps}）：${finding} #beacon`);
    }
    for (const r of reqOn[date] || []) log.push(`- 需求池新增：${r[0]}（${r[1]}）`);
    const todo = MILESTONES.filter(([d]) => d > date && d <= addDays(date, 5)).map(([d, p, t]) => `- [ ] ${t}（${cn(d)}）${TAG[p] || ''}`);
    const notes = [`- ${pick(FILLER)}`];
    if (rand() < 0.4) notes.push(`- ${pick(FILLER)}`);
    if (date === '2026-01-01') {
      log.length = 0;
      log.push('- 元旦，在家。上午把 Q1 OKR 又过了一遍，明天 10 点对齐。');
      notes.length = 0;
      notes.push('- 新年三件事：Atlas 1/27 稳稳上线；Beacon beta 推送频控做对；招到 Beacon 高级 PM。');
    }
    const wd = weekday(date);
    add(`日记/${date}.md`, [
      frontmatter([['date', date], ['tags', Array.from(tags)]]),
      `# ${cn(date)} ${WEEKDAYS[wd]}`,
      '',
      '## 今日',
      ...(log.length ? log : [`- ${pick(['处理需求池和评论。', '写 PRD。', '跟进研发进度。', '整理访谈材料。'])}`]),
      '',
      '## 待办',
      ...(todo.length ? todo : ['- [ ] 清理收件箱']),
      '',
      '## 随记',
      ...notes,
      '',
    ].join('\n'), date === '2026-01-01' ? '2026-01-01 10:05' : `${date} ${wd === 0 || wd === 6 ? '10:30' : '09:05'}`, date === '2026-01-01' ? '2026-01-01 16:30' : `${date} ${wd === 0 || wd === 6 ? '11:20' : '22:15'}`);
  }

  for (const [friday, done, risks] of WEEKLY.filter(([f]) => f >= '2025-11-07')) {
    add(`周记/${isoWeekLabel(friday)}.md`, [
      frontmatter([['week', isoWeekLabel(friday)], ['tags', ['周记']]]),
      `# ${isoWeekLabel(friday)} 周回顾`,
      '',
      '## 进展',
      ...done.map((x) => `- ${x}`),
      '',
      '## 问题',
      ...(risks.length ? risks.map((x) => `- ${x}`) : ['- 无']),
      '',
      '## 反思',
      `- ${pick(['会太多，需要保护上午的专注时间。', '决策要写下来，口头约定容易忘。', '和财务的沟通要更早。', '访谈后要 24 小时内出结论。'])}`,
      '',
    ].join('\n'), `${addDays(friday, 2)} 21:00`, `${addDays(friday, 2)} 21:40`);
  }
  add('周记/2026-W01.md', `${frontmatter([['week', '2026-W01'], ['tags', ['周记']]])}# 2026-W01 周计划

- [ ] 1/2 OKR 对齐会定稿
- [ ] 确认 Atlas 报表在 Cedar 上的口径
- [ ] OrbitPay kickoff 准备（1/7）
- [ ] 定价 FAQ 初稿（1/9 给何平）
`, '2025-12-29 09:15', '2025-12-31 18:00');
  add('月记/2025-12.md', `${frontmatter([['month', '2025-12'], ['tags', ['月记']]])}# 2025 年 12 月

## 大事
- 完成 12 场 Beacon 用户访谈，NPS 31，推送过多是头号抱怨
- ATL-482 定位：折算口径不一致；Atlas GA 推迟到 1/27
- Cedar 切换方案通过（1/17–18）
- OrbitPay 合作准备：卡 0.55%，钱包 0.38%

## 下月
- Atlas：1/8 演练，1/16 冻结，1/22 Go/No-Go，1/27 GA
- 1/16 自评截止；1/23 年会
`, '2025-12-31 20:30', '2025-12-31 21:10');

  add('项目/Atlas.md', `${frontmatter([['tags', ['项目', 'atlas']], ['status', 'active']])}# Atlas 计费重构

基于用量的计费管线重建，原定 1/20 GA，现为 **1/27**。

## 关键日期
- 1/8 staging 演练（含回滚）
- 1/12 UAT 1，1/21 UAT 2
- 1/16 代码冻结
- 1/22 10:00 Go/No-Go（外滩会议室）
- 1/27 GA

## 数字
- 压测目标 3,000 张发票/分钟（12/20 实测 2,750）
- 阶梯：¥0.012 / ¥0.009 / ¥0.006 每次
- VAT 6% 单列

## 风险
- ATL-482 折算精度 → 统一按天折算、四舍五入到分 ^atl482
- 财务 VAT 签字（Lin Luo，1/14 前）
`, '2025-10-10 10:00', '2025-12-29 18:20');
  add('项目/Beacon.md', `${frontmatter([['tags', ['项目', 'beacon']]])}# Beacon 3.0

- 3.0.0-beta.1：2/3；功能冻结 1/26；无障碍审计 1/21
- 访谈（12/8–12/12）：推送过多，NPS 31
- 推送频控：营销类每周最多 2 条，账单类不限，告警可设免打扰

## 需求池 P0
${REQUIREMENTS.filter((r) => r[1] === 'P0').map((r) => `- ${r[0]}（${r[2]}）`).join('\n')}
`, '2025-10-08 11:00', '2025-12-24 17:40');
  add('项目/Cedar.md', `${frontmatter([['tags', ['项目', 'cedar']]])}# Cedar 数据平台迁移

Hive → Iceberg + StarRocks，负责人 Yang Li。
- 131/146 看板已迁移
- 1/15 晚第二次演练；1/17–18 切换；1/22 看板一致性签字；2/15 下线 Hive
- 我要确认的：Atlas 出账报表口径
`, '2025-11-21 15:00', '2025-12-19 16:00');
  add('项目/OrbitPay.md', `${frontmatter([['tags', ['项目', 'orbitpay']]])}# OrbitPay 集成

- Kickoff 1/7 10:00
- 沙箱商户号 8861-0032-77
- 费率：卡 0.55%，钱包 0.38%
- 合同 redlines 1/22 前；联调评审 1/29
- 对接人：Feng He（采购）、Wei He（顾问）
`, '2025-12-23 18:00', '2025-12-30 11:00');

  for (const [title, type, status, rating, date, note] of READING) {
    add(`读书/${safe(title)}.md`, [
      frontmatter([['type', type], ['status', status], ['rating', rating === null ? undefined : rating], ['date', date], ['tags', ['读书']]]),
      `# ${title}`,
      '',
      '## 要点',
      note ? `- ${note}` : '- 还没读',
      '',
      '## 和工作的联系',
      `- ${pick(['Atlas 定价', 'Beacon 推送', '访谈方法', '团队管理'])}`,
      '',
    ].join('\n'), `${date} 21:30`, `${addDays(date, 4)} 22:00`);
  }

  const METHODS = [
    ['阶梯定价', '- 锚点：第一档价格决定客户的心理预期\n- 档位不超过 3 个，否则销售解释成本高\n- 折算要全链路一致（ATL-482 的教训）'],
    ['用户访谈方法', '- 每场 45 分钟，先问过去的行为，不问“你会不会”\n- 24 小时内写结论\n- 12 场足以看到主要模式'],
    ['推送策略', '- 分类：营销 / 账单 / 告警\n- 频控 + 免打扰时段\n- 指标：关闭率、触达率、投诉率'],
    ['PRD 模板', '# 背景\n# 目标与非目标\n# 方案\n# 指标\n# 风险\n# 变更记录'],
  ];
  for (const [title, body] of METHODS) add(`方法论/${title}.md`, `${frontmatter([['tags', ['方法论']]])}# ${title}\n\n${body}\n`, '2025-11-10 21:00', '2025-12-20 21:30');

  for (const [key, note] of Object.entries(PEOPLE_NOTES)) {
    const p = roster.people.find((x) => x.key === key);
    add(`人物/${p.name}.md`, `${frontmatter([['team', p.team], ['title', `"${p.title}"`], ['city', p.city], ['tags', ['人物']]])}# ${p.name}\n\n${note}\n`, '2025-11-05 20:00', '2025-12-18 20:30');
  }
  add('收件箱/想法 - 账单异常提醒.md', '环比 > 50% 就提醒？阈值要按客户规模调。\n', '2025-12-18 23:10', null);
  add('收件箱/问 Bo Ma.md', '压测 2,750/min 的瓶颈是批量写入还是对账？\n', '2025-12-20 22:40', null);
  add('收件箱/年会节目.md', '产品部节目还没定，问问 Mei Wu。\n', '2025-12-27 21:00', null);
  add('模板/日记模板.md', '---\ndate: {{date}}\ntags: [日记]\n---\n# {{date}}\n\n## 今日\n- \n\n## 待办\n- [ ] \n\n## 随记\n- \n', '2025-11-01 10:00', null);
  add('首页.md', '# 首页\n\n- [[项目/Atlas]] · [[项目/Beacon]] · [[项目/Cedar]] · [[项目/OrbitPay]]\n- [[月记/2025-12]]\n', '2025-11-01 10:10', '2025-12-31 20:40');

  return {
    vault: { name: '李明的知识库', timezone: 'Asia/Shanghai', basePath: '/Users/liming/Documents/李明的知识库' },
    plugins: {
      dataview: false,
      periodic: {
        daily: { enabled: true, folder: '日记', format: 'YYYY-MM-DD' },
        weekly: { enabled: true, folder: '周记', format: 'GGGG-[W]WW' },
        monthly: { enabled: true, folder: '月记', format: 'YYYY-MM' },
        quarterly: { enabled: false, folder: '', format: 'YYYY-[Q]Q' },
        yearly: { enabled: false, folder: '', format: 'YYYY' },
      },
    },
    files: sortedFiles(set.files),
  };
}
