// Authored WeCom content for Li Ming (华新云). The MCP server is a group robot ("Atlas 助手")
// whose webhook posts into the Atlas project group; the other groups are Li Ming's everyday WeCom
// groups (the robot cannot post there). People are roster keys (`me`, p01…p44; x1 Feng He and
// x5 Wei He of OrbitPay join the external group). Facts follow Li Ming's Lark/Slack/mail story:
// Atlas GA Jan 27 (moved from Jan 20 by ATL-482 and the VAT sign-off), code freeze Jan 16, UAT
// Jan 12 and Jan 21, Go/No-Go Jan 22 10:00 外滩会议室, staging rehearsal Jan 8, load 3,350/min;
// OrbitPay kickoff Jan 7 10:00; Beacon beta Feb 3; Cedar cutover Jan 17-18; annual party Jan 23.

export const CORP = { name: '华新云', english: 'Huaxin Cloud' };

export const HOST = {
  cwd: '/Users/liming',
  public_ip: '203.0.113.24',
  files: {
    '/Users/liming/Documents/Atlas/Atlas_PRD_v2.3.pdf': 1843201,
    '/Users/liming/Documents/Atlas/Atlas_GA_Checklist.xlsx': 88320,
    '/Users/liming/Documents/Atlas/UAT_Round1_测试表.xlsx': 164002,
    '/Users/liming/Documents/OrbitPay/Integration_Test_Plan.pdf': 611045,
    '/Users/liming/Documents/OrbitPay/MSA_redlines_v1.docx': 142877,
    '/Users/liming/Desktop/atlas-invoice-preview.png': 402771,
    '/Users/liming/Desktop/note.txt': 3,
    '/Users/liming/Movies/Atlas_demo_recording.mp4': 48211340,
    '/Users/liming/.ssh/id_ed25519': { size: 411, readable: false },
    '/Users/liming/Documents': 'directory',
  },
};

export const WEBHOOK = { group: 'atlas', bot_name: 'Atlas 助手' };

export const GROUPS = [
  {
    key: 'atlas', name: 'Atlas 计费重构项目群', owner: 'me', created: '2025-08-11 10:00',
    members: ['me', 'p07', 'p12', 'p15', 'p20', 'p22', 'p23', 'p26', 'p32', 'p38', 'p02', 'p42'],
    messages: [
      ['11-24 09:32', 'me', '各位早，本周重点：1）新加坡 GST 展示方案定稿 2）压测目标 3,000 张/分钟 3）UAT 用例初稿。'],
      ['11-24 09:40', 'p23', '收到，GST 按“合计 + 明细行”展示，和国内增值税版式保持一致。'],
      ['11-25 14:10', 'p12', '压测结果：2,400 张/分钟，瓶颈在用量聚合查询。'],
      ['11-25 14:16', 'p38', '我来把聚合迁到 ClickHouse，下周给结果。'],
      ['11-27 11:05', 'p26', '定价页文案中英文初稿已发 Lark 文档，@李明 有空看一下。'],
      ['11-28 16:42', 'p20', 'UAT 测试表第一版已建好，财务这边会用“Round 1”标签页。'],
      ['12-01 18:35', 'p22', '发现 ATL-482：降级时按天折算的 credit 在 SGD/MYR 会差 0.01，影响所有带 credit 的发票。'],
      ['12-01 18:40', 'p07', '这个算 GA blocker 吗？'],
      ['12-01 18:44', 'p22', '带 credit 的发票都会错，我认为是 blocker。'],
      ['12-01 18:50', 'me', '明早和财务确认，我倾向于把 GA 往后挪一周。'],
      ['12-02 09:48', 'me', '【决定】Atlas GA 从 1 月 20 日调整到 1 月 27 日。原因：ATL-482 + 财务 VAT 签字需在 UAT 第二轮（1/21）后。代码冻结 1/16、Go/No-Go 1/22 不变。'],
      ['12-02 09:52', 'p15', '财务确认：VAT 签字 1 月 21 日 UAT 第二轮后给出。'],
      ['12-02 09:55', 'p07', '收到，研发按 1/16 冻结准备。'],
      ['12-04 15:20', 'p32', 'OrbitPay 沙箱退款接口联调通了，注意金额要用“分”（整数）。'],
      ['12-09 11:30', 'p38', '聚合迁移到 ClickHouse 后压测稳定 3,350 张/分钟 🎉'],
      ['12-09 11:33', 'me', '太好了，超过 GA 标准 3,000。辛苦！'],
      ['12-11 10:05', 'p42', 'GA 周值班：我主值，罗强副值，马波升级。'],
      ['12-12 17:10', 'p26', 'Atlas FAQ 第一版给到了销售（何平），下周收反馈。'],
      ['12-16 09:58', 'p22', 'ATL-482 修复方案：逐行银行家舍入后再求和，staging 三个币种验证通过。'],
      ['12-17 15:25', 'p22', 'ATL-482 已合并主干，1 月 12 日 UAT 第一轮请财务重点验降级场景。'],
      ['12-17 15:31', 'p20', '好的，我和徐超负责降级和 credit note 两块。'],
      ['12-19 10:12', 'p02', 'Atlas 发票预览页新版已上 staging，截图见下。'],
      ['12-19 10:13', 'p02', { image: 'atlas-invoice-preview.png' }],
      ['12-22 18:20', 'p15', '再强调一次：VAT 签字不会早于 1 月 21 日。'],
      ['12-23 10:40', 'p07', '1 月 8 日 14:00-18:00 staging 迁移演练，1 月 6 日 16:00 评审 runbook，罗强负责回滚部分。'],
      ['12-23 10:42', 'p12', '收到，回滚部分我周五前写完。'],
      ['12-26 11:15', 'p26', '帮助中心文章 6 篇已完成，等 GA 前一周上线。'],
      ['12-30 14:25', 'me', '节前同步：ATL-482 已修复，压测 3,350/分钟，UAT 1/12 + 1/21，Go/No-Go 1/22 10:00 外滩会议室，GA 1/27。目前无阻塞问题，大家新年快乐！'],
      ['12-30 14:31', 'p07', '新年快乐 🎉'],
      ['12-31 17:02', 'p42', '元旦值班表已更新，有问题打我电话。'],
    ],
  },
  {
    key: 'product', name: '产品部', owner: 'me', created: '2024-03-01 10:00',
    members: ['me', 'p01', 'p06', 'p11', 'p16', 'p21', 'p26', 'p31', 'p36', 'p41', 'p05'],
    messages: [
      ['11-24 10:00', 'me', '周会改到周二下午 3 点，地点黄浦江会议室。'],
      ['11-26 16:30', 'p01', '新加坡可用性测试招募完成，8 位参与者，12 月 10 日开始。'],
      ['12-03 11:20', 'p16', 'Atlas 定价页 Figma v4 已更新，评论请直接在 Figma 里留。'],
      ['12-05 17:45', 'p41', 'Beacon 3.0 支付入口需求文档 v1 已发，下周一评审。'],
      ['12-11 10:55', 'p01', '可用性测试小结：8 人中 7 人完成首次支付，3 人卡在生物识别提示。'],
      ['12-12 09:30', 'p05', '提醒：年度自评 1 月 16 日截止。'],
      ['12-15 14:00', 'p36', '用户访谈纪要（Atlas 财务用户 5 位）已整理，重点：希望发票能按项目拆分。'],
      ['12-18 18:10', 'me', '本周五下午团队下午茶，地点 12F 茶水间 🍵'],
      ['12-22 15:02', 'p21', '冬至快乐！茶水间有饺子。'],
      ['12-29 10:30', 'p41', 'Beacon 功能冻结（1/26）清单初稿已发，请大家补充。'],
      ['12-31 16:00', 'me', '感谢大家这一年的努力，Q1 三个项目都要落地，加油！新年快乐 🎆'],
    ],
  },
  {
    key: 'beacon', name: 'Beacon 3.0 发布群', owner: 'p41', created: '2025-09-15 10:00',
    members: ['me', 'p41', 'p02', 'p16', 'p31', 'p37', 'p22', 'p01'],
    messages: [
      ['11-27 11:10', 'p41', '国际 TestFlight 组已开通，35 位新加坡/马来西亚测试用户。'],
      ['12-04 15:40', 'p37', '新加坡测试反馈：新手引导第 3 步中英文混杂，缺翻译字符串。'],
      ['12-04 16:02', 'p31', '字符串已补，下个包修复。'],
      ['12-18 17:45', 'p41', '时间表：功能冻结 1/26，无障碍审计 1/21，3.0.0-beta.1 于 2 月 3 日发布。'],
      ['12-18 17:50', 'me', 'OrbitPay 钱包按钮在 beta 里先放 feature flag（wallet_orbitpay）。'],
      ['12-26 10:20', 'p02', 'beta 构建流水线已切到新签名证书。'],
    ],
  },
  {
    key: 'orbitpay', name: '华新云 × OrbitPay 对接群', owner: 'me', created: '2025-10-20 16:00', external: true,
    members: ['me', 'p04', 'p07', 'p32', 'p15', 'x1', 'x5'],
    messages: [
      ['11-24 10:30', 'x1', '李总好，报价：卡 0.55%，钱包 0.38%，首年免开户费。'],
      ['11-24 10:41', 'p04', '我们希望在月流水 2000 万以上有阶梯价。'],
      ['11-27 14:20', 'x5', '沙箱商户号 8861-0032-77，API key 已通过安全链接发给马波和何伟。'],
      ['12-03 16:45', 'p32', '签名是对原始 body 做 HMAC-SHA256 吗？'],
      ['12-03 16:52', 'x5', '对，header 是 X-OrbitPay-Signature，文档 4.2 节。'],
      ['12-11 15:30', 'x1', '我们法务的 MSA 初稿已邮件发出，请 1 月 22 日前回红线版。'],
      ['12-19 17:10', 'me', '集成测试评审定在 1 月 29 日上午 10 点，我们提前两天发测试报告。'],
      ['12-30 10:35', 'x1', '我 1 月 6 日晚到上海，1 月 7 日 10 点 kickoff 现场参加。'],
      ['12-30 15:35', 'me', '好的，6 号晚上 7 点半一起吃饭，地址稍后发。'],
    ],
  },
  {
    key: 'office', name: '上海办公室', owner: 'p10', created: '2023-02-01 09:00',
    members: ['me', 'p10', 'p35', 'p40', 'p01', 'p12', 'p18', 'p21', 'p22', 'p23', 'p24', 'p25', 'p26', 'p27', 'p33', 'p34', 'p36', 'p37', 'p38', 'p41', 'p20', 'p08'],
    messages: [
      ['11-25 09:00', 'p10', '本周五 12F 门禁系统升级，访客需提前 24 小时登记。'],
      ['12-08 13:30', 'p35', '快递柜搬到 1 楼大堂东侧了。'],
      ['12-15 10:00', 'p40', '年会 1 月 23 日 18:00 外滩凯悦，大巴 17:15 从公司楼下出发。'],
      ['12-18 09:10', 'p10', '今天上午 9-12 点大楼停水检修，茶水间暂停使用。'],
      ['12-24 16:20', 'p35', '圣诞节下午茶：12F 茶水间有蛋糕 🎄'],
      ['12-31 11:00', 'p10', '元旦假期 1 月 1 日-1 月 3 日，1 月 4 日（周日）正常上班。'],
    ],
  },
];

// Robot traffic: the project robot's own earlier posts and the CI robot's daily build report in
// the Atlas group (both are webhooks of that group).
export function generated(g) {
  const out = [];
  for (const day of g.days('2025-11-24', '2025-12-31')) {
    const wd = g.weekday(day);
    if (wd === 0 || wd === 6) continue;
    const pass = g.int(1180, 1240);
    const failed = 1240 - pass;
    out.push({ group: 'atlas', at: `${day.slice(5)} 08:${String(g.int(0, 20)).padStart(2, '0')}`, bot: 'Jenkins 构建通知', markdown: `**Atlas 每日构建** ${day}\n> 分支：<font color="comment">main</font>\n> 单测：<font color="${failed > 30 ? 'warning' : 'info'}">${pass}/1240 通过</font>\n> 覆盖率：${g.int(78, 83)}.${g.int(0, 9)}%\n> 耗时：${g.int(11, 19)} 分钟` });
    if (wd === 1 || wd === 3 || wd === 5) {
      out.push({ group: 'atlas', at: `${day.slice(5)} 09:${String(g.int(25, 29)).padStart(2, '0')}`, bot: 'Atlas 助手', text: `站会提醒：9:30 Atlas 站会（线上），请更新 Lark 任务状态。`, mentionAll: true });
    }
  }
  return out;
}
