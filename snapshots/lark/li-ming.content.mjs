// Authored content of Li Ming's Lark context: calendars, January 2026 events and December 2025
// chat history. People are roster keys (snapshots/personas/li-ming.json): `me` is Li Ming, p01…p44
// colleagues, x1…x5 outside contacts; `bot` is the app the MCP server runs as, `ci` another app.
// li-ming.build.mjs turns this into the snapshot (ids, timestamps, Lark object shapes).
//
// Story line (kept consistent across calendars and chats so answers must be looked up):
//   Atlas Billing Revamp: GA moved from Jan 20 to Jan 27 (bug ATL-482, prorated credit rounding,
//     and Finance's VAT sign-off); code freeze Jan 16; UAT Jan 12 and Jan 21; Go/No-Go Jan 22
//     10:00 in 外滩 room; staging rehearsal Jan 8; load target 3,000 invoices/min.
//   Beacon Mobile App 3.0: beta 3.0.0-beta.1 on Feb 3; feature freeze Jan 26; a11y audit Jan 21.
//   Cedar Data Platform: Hive -> Iceberg + StarRocks; dry run #2 Jan 15 evening; cutover weekend
//     Jan 17-18; dashboard parity sign-off Jan 22; 131 of 146 dashboards migrated.
//   OrbitPay Integration: kickoff Jan 7 10:00; sandbox merchant 8861-0032-77; fees 0.55% cards,
//     0.38% wallets; redlines due Jan 22; integration test review Jan 29.
//   Company: annual party Jan 23 18:00 at the Hyatt on the Bund; self-assessments due Jan 16.

import { CHATS_A } from './li-ming.chats-a.mjs';
import { CHATS_B } from './li-ming.chats-b.mjs';

export const DEPARTMENTS = [
  { team: 'Product', department_id: 'D1001', name: '产品部' },
  { team: 'Engineering', department_id: 'D1002', name: '研发部' },
  { team: 'Data', department_id: 'D1003', name: '数据部' },
  { team: 'Sales', department_id: 'D1004', name: '销售部' },
  { team: 'Operations', department_id: 'D1005', name: '运营部' },
];

export const RESIGNED = {
  key: 'former',
  name: 'Tao Zhou',
  first_name: 'Tao',
  last_name: 'Zhou',
  email: 'tao.zhou@huaxin-cloud.example',
  mobile: '+86 139 0000 3318',
  team: 'Product',
  title: 'Product Manager',
  city: 'Shanghai',
};

export const ROOMS = [
  { key: 'bund', name: '上海-12F-外滩 Bund (16)', capacity: 16, building: '上海市黄浦区中山东一路 18 号 12F', floor: '12F' },
  { key: 'huangpu', name: '上海-12F-黄浦江 Huangpu (8)', capacity: 8, building: '上海市黄浦区中山东一路 18 号 12F', floor: '12F' },
  { key: 'xihu', name: '杭州-5F-西湖 West Lake (6)', capacity: 6, building: '杭州市西湖区文三路 90 号 5F', floor: '5F' },
  { key: 'changcheng', name: '北京-3F-长城 Great Wall (10)', capacity: 10, building: '北京市朝阳区建国路 88 号 3F', floor: '3F' },
];

export const CALENDARS = [
  { key: 'me', owner: 'me', type: 'primary', permissions: 'show_only_free_busy', color: -14513409, acl: { me: 'owner', bot: 'writer' } },
  { key: 'bot', owner: 'bot', type: 'primary', permissions: 'private', color: -1, acl: { bot: 'owner' } },
  {
    key: 'product', owner: 'me', type: 'shared', permissions: 'public', color: -6689535,
    summary: '产品部日历 Product Team',
    description: '产品部周会、评审、用户研究分享和团队活动。Product team rituals, reviews, research readouts and offsites.',
    acl: { me: 'owner', bot: 'writer', p26: 'writer', p41: 'writer', p01: 'reader', p06: 'reader', p11: 'reader', p16: 'reader', p21: 'reader', p31: 'reader', p36: 'reader' },
  },
  {
    key: 'atlas', owner: 'me', type: 'shared', permissions: 'public', color: -42190,
    summary: 'Atlas Billing Revamp',
    description: 'Atlas 计费重构项目日历：UAT、代码冻结、Go/No-Go 与 GA 发布。Milestones of the usage-based billing rebuild.',
    acl: { me: 'owner', bot: 'writer', p07: 'writer', p12: 'writer', p15: 'reader', p22: 'reader', p23: 'reader', p26: 'writer', p32: 'reader', p38: 'reader' },
  },
  {
    key: 'beacon', owner: 'p41', type: 'shared', permissions: 'public', color: -10040065,
    summary: 'Beacon 3.0 Release',
    description: 'Beacon Mobile App 3.0 release train: design reviews, freezes, beta readiness (beta ships Feb 3).',
    acl: { p41: 'owner', me: 'writer', p17: 'writer', bot: 'reader', p02: 'reader', p31: 'reader', p37: 'reader' },
  },
  {
    key: 'cedar', owner: 'p23', type: 'shared', permissions: 'private', color: -16745729,
    summary: 'Cedar Migration 数据平台迁移',
    description: 'Hive → Iceberg + StarRocks 迁移排期（仅数据部与相关 PM）。',
    acl: { p23: 'owner', p38: 'writer', p03: 'reader', me: 'reader' },
  },
];

const ATLAS_CORE = ['p07', 'p12', 'p22', 'p32', 'p38', 'p23', 'p26'];
const BEACON_CORE = ['p41', 'p17', 'p02', 'p37', 'p31', 'p01'];
const CEDAR_CORE = ['p23', 'p38', 'p03', 'p08', 'p33'];

export const EVENTS = {
  me: [
    { summary: 'Q1 OKR 对齐 (Product × Engineering)', start: '2026-01-02 10:00', end: '2026-01-02 11:00', room: 'bund', with: ['p07', 'p17', 'p27', 'p26', 'p41'], created: '2025-12-22 11:20',
      description: '对齐 Q1 OKR：Atlas GA（1/27）、Beacon beta（2/3）、Cedar 下线 Hive（2/15）。请提前在 OKR 文档里填好 KR 初稿。' },
    { summary: 'Sync with Jie Hu on PM headcount', start: '2026-01-05 16:30', end: '2026-01-05 17:00', with: ['p05'], vchat: 'none', created: '2025-12-29 09:40',
      description: 'Q1 headcount: one Senior PM opening for Beacon, JD draft in the Product space. Jie is on leave Jan 12-14.' },
    { summary: 'Atlas pricing rules walkthrough with Finance', start: '2026-01-05 14:00', end: '2026-01-05 15:30', room: 'huangpu', with: ['p15', 'p20', 'p30', 'p07', 'p26'], created: '2025-12-18 15:05',
      description: 'Walk Finance through tiered usage pricing, prorated credits and the VAT 6% line. Open item: credit note flow (Chao Xu).' },
    { summary: 'Beacon 3.0 用户访谈复盘', start: '2026-01-06 11:00', end: '2026-01-06 12:00', with: ['p01', 'p06', 'p11', 'p21', 'p36', 'p41'], created: '2025-12-16 10:10',
      description: '12 场访谈（12/8–12/12）结论：推送过多是头号抱怨，NPS 31。会上确定 3.0 的通知分级方案。' },
    { summary: '部门聚餐 Product team dinner', start: '2026-01-06 18:30', end: '2026-01-06 21:00', vchat: 'none', with: ['p01', 'p06', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41'], created: '2025-12-30 14:00',
      location: { name: '新荣记（新天地店）', address: '上海市黄浦区马当路 245 号' }, description: '人均 350 以内，已订 12 人包间。' },
    { summary: 'OrbitPay API kickoff (external)', start: '2026-01-07 10:00', end: '2026-01-07 11:30', with: ['x1', 'x5', 'p14', 'p24', 'p12'], created: '2025-12-19 17:30',
      vchat: { vc_type: 'third_party', icon_type: 'default', description: 'OrbitPay Zoom', meeting_url: 'https://orbitpay.zoom.example/j/83310427756' },
      description: 'Agenda: sandbox access (merchant 8861-0032-77), webhook signing (HMAC-SHA256), settlement T+1, fee schedule (0.55% cards / 0.38% wallets).' },
    { summary: 'Pricing page copy review', start: '2026-01-07 14:00', end: '2026-01-07 15:00', with: ['p16', 'p31'], created: '2025-12-23 16:45',
      description: 'Review the new Atlas pricing page copy (CN/EN). Mei Wu to bring the Figma v4 frames.' },
    { summary: 'Coffee with Feng Li', start: '2026-01-08 11:00', end: '2026-01-08 11:45', vchat: 'none', with: ['x4'], visibility: 'private', created: '2025-12-27 21:10',
      location: { name: 'Manner Coffee 静安嘉里中心', address: '上海市静安区南京西路 1515 号' }, description: '聊聊他新公司的 SaaS 计费需求。' },
    { summary: 'Focus: Atlas PRD v2.3', start: '2026-01-09 09:30', end: '2026-01-09 11:30', vchat: 'none', attendee_ability: 'none', created: '2025-12-31 18:00',
      description: 'Finish the credit-note section and the dual-currency (CNY/USD) invoice requirement from Bluefin Retail.' },
    { summary: 'Interview: Senior PM candidate (Beacon)', start: '2026-01-09 14:00', end: '2026-01-09 15:00', with: ['p05', 'p41'], visibility: 'private', created: '2025-12-30 10:30',
      description: '候选人：张女士，8 年 ToC 移动端经验。面试官：李明、林峰。HR 对接：胡杰。' },
    { summary: 'Budget approval: Atlas infra costs', start: '2026-01-12 10:30', end: '2026-01-12 11:00', with: ['p15', 'p07'], created: '2025-12-26 11:00',
      description: 'Approve +¥38,000/month for the new ClickHouse cluster behind Atlas usage metering.' },
    { summary: 'Sales feedback on Atlas invoices', start: '2026-01-13 10:00', end: '2026-01-13 11:00', with: ['p04', 'p29', 'p39', 'p09'], created: '2025-12-22 14:20',
      description: 'Early-access customers: Bluefin Retail, Zhongtai Logistics, Ningbo Textiles. Bluefin needs CNY + USD on the same invoice.' },
    { summary: 'Data contract for billing events (Atlas × Cedar)', start: '2026-01-14 10:00', end: '2026-01-14 11:00', with: ['p23', 'p38', 'p07', 'p03'], created: '2025-12-22 14:40',
      description: 'Freeze usage-meter schema v3 for the billing_events topic before the Cedar cutover.' },
    { summary: '看牙 Dentist', start: '2026-01-15 13:30', end: '2026-01-15 14:30', vchat: 'none', visibility: 'private', attendee_ability: 'none', remind: 60, created: '2025-12-20 20:15',
      location: { name: '拜博口腔（静安寺店）', address: '上海市静安区愚园路 68 号' } },
    { summary: 'Performance self-assessment due', start: '2026-01-16', end: '2026-01-16', allDay: true, vchat: 'none', created: '2025-12-15 09:00',
      description: '2025 年度自评截止（HR 胡杰/朱宇）。Self-assessment in the People system by 23:59.' },
    { summary: '深圳出差 Shenzhen business trip', start: '2026-01-19', end: '2026-01-20', allDay: true, vchat: 'none', free: 'busy', created: '2025-12-29 21:03',
      description: '1/19 MU5331 08:05 浦东 → 宝安；住深圳湾万怡。1/20 晚 CZ3580 19:30 返沪。' },
    { summary: 'Bluefin Retail onsite demo (Shenzhen)', start: '2026-01-20 10:00', end: '2026-01-20 11:30', vchat: 'none', with: ['p04', 'p14', 'x2'], created: '2025-12-29 16:00',
      location: { name: 'Bluefin Retail 总部', address: '深圳市南山区科技园科发路 8 号' }, description: 'Demo Atlas dual-currency invoices and the usage dashboard to Bluefin finance.' },
    { summary: 'Shenzhen sales team lunch & learn', start: '2026-01-20 12:30', end: '2026-01-20 13:30', vchat: 'none', with: ['p04', 'p14', 'p29', 'p15'], created: '2025-12-29 16:10',
      description: 'Atlas pricing FAQ for the Shenzhen sales team.' },
    { summary: 'OrbitPay contract redlines w/ Legal', start: '2026-01-22 15:00', end: '2026-01-22 16:00', with: ['p14', 'p30', 'p15'], created: '2025-12-24 10:00',
      description: 'Redlines due to OrbitPay by end of day Jan 22: liability cap, chargeback SLA, data residency (CN).' },
    { summary: '2026 年会 Huaxin Annual Party', start: '2026-01-23 18:00', end: '2026-01-23 21:30', vchat: 'none', organizer: 'p40', with: ['me', 'p10', 'p35'], attendee_ability: 'can_see_others', created: '2025-12-10 10:00',
      location: { name: '外滩茂悦大酒店 宴会厅', address: '上海市黄浦区黄浦路 199 号' }, description: '年会节目报名截止 1/9；抽奖环节由运营部主持。Dress code: smart casual.' },
    { summary: 'Q1 roadmap review with leadership', start: '2026-01-26 14:00', end: '2026-01-26 15:30', room: 'bund', with: ['p07', 'p17', 'p04', 'p15', 'p41', 'p26'], created: '2025-12-30 17:00',
      description: 'Roadmap after Atlas GA: dunning emails, self-serve plan changes, OrbitPay wallets.' },
    { summary: 'Mentoring session with Xin Li', start: '2026-01-29 15:00', end: '2026-01-29 16:00', with: ['p21'], created: '2025-12-31 10:00',
      description: 'Xin 想转 PM：准备一份 Beacon 通知分级的 mini PRD 作为练习。' },
    { summary: '一月数据复盘 January product metrics review', start: '2026-01-30 16:00', end: '2026-01-30 17:00', with: ['p03', 'p26', 'p41'], created: '2025-12-31 10:20',
      description: 'MAU, billing conversion, Beacon crash-free rate (target 99.6%).' },
    { summary: 'Atlas pricing FAQ draft review', start: '2026-01-02 14:00', end: '2026-01-02 15:00', with: ['p26', 'p04'], created: '2025-12-26 22:05',
      description: 'Review the FAQ for sales (prorated credits, credit notes, dual-currency invoices). Final version goes to Ping He by Jan 9.' },
    { summary: '1:1 Li Ming / Lei Huang', start: '2026-01-06 17:00', end: '2026-01-06 17:30', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=6', with: ['p26'], created: '2025-12-12 17:00',
      description: '双周 1:1。Topics: Atlas launch readiness, Lei\'s promotion case.' },
    { summary: '1:1 Li Ming / Mei Wu', start: '2026-01-08 17:00', end: '2026-01-08 17:30', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=6', with: ['p16'], created: '2025-12-12 17:05',
      description: '双周 1:1（设计）。' },
    { summary: 'Deadline: Atlas pricing FAQ to Ping He', start: '2026-01-09 17:00', end: '2026-01-09 17:30', vchat: 'none', attendee_ability: 'none', free: 'free', created: '2025-12-26 22:01',
      description: 'Promised to Sales in the Sales × Product Sync group on Dec 18.' },
    { summary: 'Beacon Senior PM candidate debrief', start: '2026-01-12 16:30', end: '2026-01-12 17:00', with: ['p41', 'p25'], visibility: 'private', created: '2026-01-01 09:30',
      description: 'Debrief of the Jan 9 interview; Jie Hu is on leave Jan 12-14, so Yu Zhu covers HR.' },
    { summary: 'Atlas runbook review', start: '2026-01-13 16:00', end: '2026-01-13 17:00', with: ['p07', 'p12', 'p42'], created: '2025-12-27 14:30',
      description: 'Review runbook v1 from the war room: rollback owner Qiang Luo, cut-over 1/27 09:30, rollback threshold 0.5% invoice errors.' },
    { summary: 'Atlas support playbook review', start: '2026-01-14 14:00', end: '2026-01-14 15:00', with: ['p26', 'p20', 'p09'], created: '2025-12-29 11:00',
      description: 'How support answers invoice disputes in week 1 after GA.' },
    { summary: '西子集团 Atlas demo (online)', start: '2026-01-15 10:00', end: '2026-01-15 11:00', with: ['p44', 'p24'], created: '2025-12-12 15:40',
      description: 'Hangzhou key account asked for an Atlas demo in mid-January (Sales × Product Sync, Dec 12).' },
    { summary: '周报 Weekly report', start: '2026-01-16 16:00', end: '2026-01-16 17:00', vchat: 'none', attendee_ability: 'none', recurrence: 'FREQ=WEEKLY;BYDAY=FR;COUNT=3', created: '2025-12-31 18:05' },
    { summary: 'Atlas GA customer comms check', start: '2026-01-27 14:00', end: '2026-01-27 15:00', with: ['p04', 'p09', 'p26'], created: '2025-12-23 10:20',
      description: 'Confirm the GA emails went out to the three early-access customers and the 全员群 post is live.' },
    { summary: 'Tax line review with Lin Luo', start: '2026-01-28 11:00', end: '2026-01-28 11:30', with: ['p30'], created: '2025-12-29 10:20',
      description: 'VAT 6% shown on its own line; cross-month credits issue red-letter invoices (credit notes).' },
    { summary: 'OrbitPay sandbox integration test review', start: '2026-01-29 10:00', end: '2026-01-29 11:30', with: ['p14', 'p24', 'p12', 'x5'], created: '2025-12-23 09:45',
      vchat: { vc_type: 'third_party', icon_type: 'default', description: 'OrbitPay Zoom', meeting_url: 'https://orbitpay.zoom.example/j/83310429981' },
      description: 'Results of the sandbox tests (order → callback → reconciliation, refund amounts in fen). Decide the wallet go-live date.' },
    { summary: 'Lunar New Year gift planning', start: '2026-01-30 11:00', end: '2026-01-30 11:30', vchat: 'none', with: ['p35', 'p10'], created: '2026-01-01 10:05',
      description: '春节礼盒：预算每人 300，1/30 前定供应商。' },
  ],
  bot: [
    { summary: 'Daily digest: Atlas open bugs', start: '2026-01-05 09:00', end: '2026-01-05 09:10', vchat: 'none', attendee_ability: 'none', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260130T000000Z', created: '2025-12-31 17:00',
      description: 'The assistant posts the open ATL-* bug count to Li Ming every weekday morning.' },
  ],
  product: [
    { summary: '产品周会 Product weekly sync', start: '2026-01-05 10:00', end: '2026-01-05 11:00', room: 'huangpu', recurrence: 'FREQ=WEEKLY;BYDAY=MO;COUNT=12', with: ['p01', 'p06', 'p11', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41'], created: '2025-12-12 10:00',
      description: '每周一：各项目进展、风险、需要决策的事项。Notes go to the Product weekly doc.' },
    { summary: 'UX research readout: billing page', start: '2026-01-06 16:00', end: '2026-01-06 17:00', with: ['p01', 'p21', 'p36', 'p16'], created: '2025-12-19 11:00',
      description: 'Usability test of the new invoice page: 7/9 users could not find the credit balance.' },
    { summary: 'Product demo day 产品演示日', start: '2026-01-09 15:30', end: '2026-01-09 17:00', room: 'bund', with: ['p01', 'p06', 'p11', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41', 'p07', 'p17'], created: '2025-12-15 15:00',
      description: 'Each squad demos for 10 minutes. Atlas: invoice preview; Beacon: new onboarding; Cedar: StarRocks dashboards.' },
    { summary: 'Design critique: Beacon onboarding', start: '2026-01-16 10:00', end: '2026-01-16 12:00', with: ['p31', 'p16', 'p41', 'p01'], created: '2025-12-22 10:00',
      description: 'Onboarding goes from 4 screens to 3; dark-mode contrast check.' },
    { summary: 'Competitive analysis share-out', start: '2026-01-20 16:00', end: '2026-01-20 17:00', with: ['p26', 'p11', 'p41'], created: '2025-12-22 10:30',
      description: 'Lei Huang presents the billing competitor teardown (Stripe Billing, Chargebee, 阿里云计费).' },
    { summary: 'Product Q1 planning offsite prep', start: '2026-01-23 14:00', end: '2026-01-23 15:00', with: ['p26', 'p41', 'p16'], created: '2025-12-29 10:00',
      description: 'Agenda and logistics for the Moganshan offsite on Jan 30.' },
    { summary: '莫干山团建 Product offsite @ Moganshan', start: '2026-01-30', end: '2026-01-30', allDay: true, vchat: 'none', with: ['p01', 'p06', 'p11', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41'], created: '2025-12-29 10:10',
      location: { name: '裸心谷 Naked Stables', address: '浙江省湖州市德清县莫干山镇' }, description: '大巴 7:30 从公司出发。' },
  ],
  atlas: [
    { summary: 'Atlas daily stand-up', start: '2026-01-05 09:30', end: '2026-01-05 09:45', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260130T000000Z', with: ATLAS_CORE, remind: 5, created: '2025-12-12 09:00',
      description: '15 分钟站会：昨天/今天/阻塞。Blockers go to the war room group.' },
    { summary: 'Atlas migration rehearsal (staging)', start: '2026-01-08 10:00', end: '2026-01-08 12:00', with: ['p07', 'p12', 'p38', 'p42'], created: '2025-12-17 14:00',
      description: 'Replay November invoices on staging; compare totals with the legacy biller (tolerance ¥0.01 per invoice).' },
    { summary: 'Atlas UAT session 1', start: '2026-01-12 14:00', end: '2026-01-12 16:00', room: 'bund', with: ['p15', 'p20', 'p30', 'p26', 'p22', 'p32'], created: '2025-12-17 14:30',
      description: 'Finance UAT of prorated upgrades/downgrades and credit notes. Test plan: Atlas UAT sheet tab "Round 1".' },
    { summary: 'Atlas code freeze 代码冻结', start: '2026-01-16', end: '2026-01-16', allDay: true, vchat: 'none', created: '2025-12-17 14:40',
      description: 'No feature merges to release/atlas-1.0 after this date; fixes need Bo Ma\'s approval.' },
    { summary: 'Atlas load test results', start: '2026-01-19 10:00', end: '2026-01-19 11:00', with: ['p12', 'p42', 'p07'], created: '2025-12-17 15:00',
      description: 'Target 3,000 invoices/min; December run reached 2,400 before the Kafka partitions went from 12 to 24.' },
    { summary: 'Atlas UAT session 2', start: '2026-01-21 15:00', end: '2026-01-21 16:30', room: 'huangpu', with: ['p15', 'p20', 'p30', 'p26'], created: '2025-12-17 14:35',
      description: 'Round 2: dual-currency invoices, tax lines, ATL-482 fix verification.' },
    { summary: 'Atlas Go/No-Go review', start: '2026-01-22 10:00', end: '2026-01-22 12:00', room: 'bund', with: ['p07', 'p12', 'p15', 'p04', 'p26', 'p22', 'p38', 'p42'], created: '2025-12-17 15:10',
      description: 'Go/No-Go for GA on Jan 27. Criteria: UAT sign-off, ATL-482 closed, load test ≥ 3,000/min, runbook reviewed, Finance VAT sign-off.' },
    { summary: 'Atlas Billing GA launch 🚀', start: '2026-01-27', end: '2026-01-27', allDay: true, vchat: 'none', created: '2025-12-23 10:00',
      description: 'GA moved from Jan 20 to Jan 27 (ATL-482 + VAT sign-off).' },
    { summary: 'Atlas launch war room', start: '2026-01-27 09:00', end: '2026-01-27 10:00', room: 'bund', with: ['p07', 'p12', 'p42', 'p22', 'p32', 'p15'], created: '2025-12-23 10:05',
      description: 'Cut-over at 09:30. Rollback owner: Qiang Luo. Comms: Li Ming posts in 全员群 after the first 1,000 invoices.' },
    { summary: 'Atlas launch retrospective', start: '2026-01-30 14:00', end: '2026-01-30 15:00', with: ATLAS_CORE.concat(['p15']), created: '2025-12-23 10:10',
      description: 'What went well / what to improve. Bring data on invoice disputes from week 1.' },
  ],
  beacon: [
    { summary: 'Beacon design review', start: '2026-01-07 14:00', end: '2026-01-07 15:00', recurrence: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20260128T235959Z', with: BEACON_CORE.concat(['me']), created: '2025-12-15 11:00',
      description: '每周三设计评审。Figma: Beacon 3.0 / Review board.' },
    { summary: 'Beacon push notification spec review', start: '2026-01-13 14:00', end: '2026-01-13 15:00', with: ['p41', 'p17', 'p02', 'p37', 'me'], created: '2025-12-18 10:00',
      description: 'Notification tiers: critical / digest / off. Daily cap 3 pushes per user.' },
    { summary: 'TestFlight go/no-go prep', start: '2026-01-14 16:00', end: '2026-01-14 17:00', with: ['p41', 'p17', 'p27', 'me'], created: '2025-12-18 10:10',
      description: 'Checklist for 3.0.0-beta.1: BCN-219 (iOS 17 login crash) fixed, cold start < 1.5s on Android.' },
    { summary: 'Accessibility audit results (Beacon)', start: '2026-01-21 10:00', end: '2026-01-21 11:00', with: ['p41', 'p31', 'p36', 'me'], created: '2025-12-18 10:20',
      description: 'External a11y audit: contrast, VoiceOver labels, dynamic type.' },
    { summary: 'Beacon feature freeze', start: '2026-01-26', end: '2026-01-26', allDay: true, vchat: 'none', created: '2025-12-18 10:30',
      description: 'Feature freeze for 3.0 beta (beta ships Feb 3).' },
    { summary: 'Beacon 3.0 beta readiness review', start: '2026-01-28 14:00', end: '2026-01-28 15:00', room: 'xihu', with: ['p41', 'p17', 'p27', 'p02', 'p37', 'me'], created: '2025-12-18 10:40',
      description: 'Final check before 3.0.0-beta.1 goes to TestFlight and 蒲公英 on Feb 3.' },
  ],
  cedar: [
    { summary: 'Cedar cutover plan review', start: '2026-01-08 15:00', end: '2026-01-08 16:00', room: 'changcheng', with: CEDAR_CORE.concat(['me']), created: '2025-12-20 21:00',
      description: 'Runbook v3 after dry run #1 failed on partition skew (dt=2025-11-11).' },
    { summary: 'Cedar dry run #2 (evening)', start: '2026-01-15 19:30', end: '2026-01-15 22:30', with: ['p23', 'p38', 'p03'], created: '2025-12-21 10:00',
      description: 'Full dry run on a copy of prod. Go criteria: row counts match, top-20 dashboards within 0.1%.' },
    { summary: 'Cedar cutover weekend (on call)', start: '2026-01-17', end: '2026-01-18', allDay: true, vchat: 'none', free: 'busy', with: ['p23', 'p38', 'p03', 'p08'], created: '2025-12-21 10:10',
      description: '周六 08:00 停写 Hive，周日 20:00 前切换完成。On-call: Yang Li (primary), Chao Liu (secondary).' },
    { summary: 'Dashboard parity sign-off', start: '2026-01-22 16:00', end: '2026-01-22 17:00', with: ['p03', 'p23', 'me', 'p26'], created: '2025-12-21 10:20',
      description: '131/146 dashboards migrated as of Dec 30; the remaining 15 are finance reports.' },
    { summary: 'Cedar vendor demo (StarRocks enterprise)', start: '2026-01-28 10:00', end: '2026-01-28 11:00', status: 'cancelled', with: ['p23', 'p38'], created: '2025-12-21 10:30',
      description: 'Cancelled: staying on the open-source edition for now.' },
  ],
};

// Primary calendars of a few colleagues: they are only visible to their owners (the bot and Li
// Ming get 191002), but their events count in those colleagues' free/busy.
export const COLLEAGUE_CALENDARS = [
  { owner: 'p07', color: -1, events: [
    { summary: 'Hiring loop: backend engineer', start: '2026-01-06 14:00', end: '2026-01-06 17:00', with: ['p12'], created: '2025-12-28 10:00' },
    { summary: '1:1 Bo / Fang', start: '2026-01-08 16:00', end: '2026-01-08 16:30', with: ['p27'], created: '2025-12-28 10:05' },
    { summary: 'Vendor call: Kafka support', start: '2026-01-14 15:00', end: '2026-01-14 16:00', created: '2025-12-28 10:10' },
  ] },
  { owner: 'p41', color: -1, events: [
    { summary: 'Beacon roadmap with Mei Zhou', start: '2026-01-12 11:00', end: '2026-01-12 12:00', with: ['p17'], created: '2025-12-28 11:00' },
    { summary: 'Dentist', start: '2026-01-15 09:00', end: '2026-01-15 10:00', vchat: 'none', visibility: 'private', created: '2025-12-28 11:05' },
  ] },
  { owner: 'p15', color: -1, events: [
    { summary: 'Month-end close', start: '2026-01-29', end: '2026-01-30', allDay: true, vchat: 'none', free: 'busy', created: '2025-12-28 12:00' },
    { summary: 'Tax filing prep with Lin Luo', start: '2026-01-13 14:00', end: '2026-01-13 16:00', with: ['p30'], created: '2025-12-28 12:05' },
  ] },
  { owner: 'p05', color: -1, events: [
    { summary: '年假 Annual leave', start: '2026-01-12', end: '2026-01-14', allDay: true, vchat: 'none', free: 'busy', created: '2025-12-20 12:00' },
    { summary: 'Performance calibration (Product)', start: '2026-01-21 14:00', end: '2026-01-21 16:00', with: ['p25'], created: '2025-12-20 12:05' },
  ] },
  { owner: 'p40', color: -1, events: [
    { summary: '年会彩排 Annual party rehearsal', start: '2026-01-22 18:30', end: '2026-01-22 20:30', vchat: 'none', with: ['p10', 'p35'], created: '2025-12-20 15:00',
      location: { name: '外滩茂悦大酒店 宴会厅', address: '上海市黄浦区黄浦路 199 号' } },
  ] },
  { owner: 'p14', color: -1, events: [
    { summary: 'OrbitPay webhook debugging', start: '2026-01-08 14:00', end: '2026-01-08 15:30', with: ['p24', 'x5'], created: '2025-12-28 13:00' },
  ] },
];

// ---------------------------------------------------------------------------------------------
// Chats live in li-ming.chats-a.mjs (project groups) and li-ming.chats-b.mjs (teams, company,
// p2p). Lines: `MM-DD HH:MM speaker | text` (December is 2025, January 2026, Beijing time).
// In text: @{key} mentions someone, [post:Title] a // b is a rich-text post, [card:Title] is an
// app card, [file:name], [img], [recalled], [reply] answers the previous message; in a thread
// group a leading ^ on the speaker makes the line a reply in the current thread.

export const CHATS = CHATS_A.concat(CHATS_B);
