// Authored Discord content for Li Ming (Huaxin Cloud). The bot the MCP server logs in as is
// "BeaconBetaBot", run by the Beacon product team; Li Ming administers it. People are roster keys
// (snapshots/personas/li-ming.json) or tester handles; build.mjs turns this into the snapshot.
//
// Story line (shared with Li Ming's Lark, Slack, WeCom and mailboxes):
//   Beacon Mobile App 3.0: internal alpha 3.0.0-alpha.4 with ~40 friendly testers since Dec 8;
//   feature freeze Jan 26; accessibility audit Jan 21; public beta 3.0.0-beta.1 on Feb 3; crash-free
//   target 99.6% (alpha.4 is at 99.1%); new onboarding and tiered push notifications are the headline
//   features. Known alpha bugs: BEA-1187 Android 14 login loop after biometric prompt, BEA-1203 dark
//   mode chart colours, BEA-1210 push tier settings reset after upgrade. Recruiting for the public
//   beta also runs on Li Ming's Xiaohongshu account. Open asks at the snapshot time: tester
//   "xiaoyu_qa" should get the Android Tester role; an ad post sits in #闲聊; the team wants a
//   #beta-1 channel for the Feb 3 build.

export const TZ_OFFSET_HOURS = 8; // Beijing / Shanghai

export const BOT = { username: 'BeaconBetaBot', discriminator: '2047', created: '2025-10-28 14:20' };

export const COLLEAGUES = [
  { key: 'me', username: 'liming_pm', global_name: '李明 Li Ming', created: '2018-04-12 21:30' },
  { key: 'p41', username: 'fenglin', global_name: 'Feng Lin 林峰', created: '2019-07-01 10:10' },
  { key: 'p17', username: 'meizhou.eng', global_name: 'Mei Zhou', created: '2017-11-20 09:45' },
  { key: 'p02', username: 'jingzhao_fe', global_name: '赵静 Jing', created: '2020-03-03 13:13' },
  { key: 'p37', username: 'shanzhao', global_name: 'Shan Zhao', created: '2021-05-16 16:05' },
  { key: 'p31', username: 'chaochen.design', global_name: '陈超 Chao', created: '2019-12-08 20:20' },
  { key: 'p01', username: 'yuli_ux', global_name: 'Yu Li', created: '2020-08-30 08:30' },
  { key: 'p12', username: 'qiangluo_sre', global_name: 'Qiang Luo', created: '2018-10-10 10:10' },
  { key: 'p36', username: 'kaihuang', global_name: 'Kai Huang', created: '2022-01-25 12:00' },
  { key: 'p22', username: 'minzhang', global_name: 'Min Zhang', created: '2021-09-09 19:09' },
];

export const FRIENDS = [
  { key: 'x2', username: 'weizhao_bj', global_name: '赵伟', created: '2017-03-15 22:00' },
  { key: 'p08', username: 'leixu', global_name: '徐磊', created: '2019-06-18 18:18' },
  { key: 'p23', username: 'yangli_data', global_name: 'Yang Li', created: '2020-11-11 11:11' },
];

export const COMMUNITY = [
  ['xiaoyu_qa', '小雨', '2021-02-14 14:14'], ['techdad_sh', '科技老爸', '2019-05-20 20:05'],
  ['momo.ios', 'Momo', '2022-07-07 07:07'], ['a_bin', '阿斌', '2020-10-24 10:24'],
  ['zhangwei_88', '张伟', '2018-08-08 08:08'], ['cici_design', 'Cici', '2021-11-02 21:10'],
  ['oldk', '老K', '2016-12-12 12:12'], ['pixel_fan', '像素控', '2023-01-19 19:01'],
  ['sherry_w', 'Sherry', '2020-04-04 14:40'], ['daxiong', '大熊', '2019-09-29 09:29'],
  ['lu.xiaoman', '小满', '2022-03-12 15:30'], ['hz_runner', '杭州跑者', '2021-06-18 06:18'],
  ['android_dev_wu', '吴工', '2018-01-31 23:31'], ['tinatan', 'Tina', '2023-04-22 12:22'],
  ['beta_hunter', '内测猎人', '2022-12-25 18:00'], ['kiki.l', 'Kiki', '2020-07-17 17:17'],
  ['sz_coder', '深圳码农', '2019-03-08 08:03'], ['nana_qa', '娜娜', '2021-10-10 10:01'],
  ['fishman', '鱼人', '2017-08-28 08:28'], ['owen_sh', 'Owen', '2022-05-05 05:50'],
  ['xiaohei', '小黑', '2020-12-20 20:12'], ['joy.z', 'Joy', '2023-07-07 17:07'],
  ['liu_pm', '刘同学', '2021-04-01 10:00'], ['seven7', '七七', '2022-09-09 19:19'],
  ['ad_bot_cn', '福利官', '2025-12-28 02:15'],
];

const BASE_PERMS = ['CREATE_INSTANT_INVITE', 'VIEW_CHANNEL', 'SEND_MESSAGES', 'EMBED_LINKS', 'ATTACH_FILES', 'READ_MESSAGE_HISTORY', 'ADD_REACTIONS', 'USE_EXTERNAL_EMOJIS', 'CONNECT', 'SPEAK'];

export const GUILDS = [
  {
    key: 'beacon',
    name: 'Beacon Beta Lab 内测实验室',
    created: '2025-10-28 13:50',
    owner: 'p41',
    description: '华信云 Beacon App 3.0 内测社区：反馈、Bug、版本公告。Beacon 3.0 beta community.',
    premium_tier: 0,
    explicit_content_filter: 'all_members',
    community: true,
    rules: 'rules',
    updates: 'triage',
    emojis: [
      { name: 'beacon', created: '2025-10-29 10:00' },
      { name: 'bugcatch', created: '2025-11-05 16:00' },
      { name: 'shipit', animated: true, created: '2025-11-20 09:30' },
    ],
    roles: [
      { key: 'everyone', name: '@everyone', position: 0, perms: BASE_PERMS },
      { key: 'staff', name: 'Huaxin Staff', position: 7, color: 3447003, hoist: true, perms: ['ADMINISTRATOR'], created: '2025-10-28 14:00' },
      { key: 'coordinator', name: 'Beta Coordinator', position: 6, color: 15844367, hoist: true, perms: ['MANAGE_MESSAGES', 'MANAGE_ROLES', 'MODERATE_MEMBERS', 'MENTION_EVERYONE'], created: '2025-10-28 14:05' },
      { key: 'bot', name: 'BeaconBetaBot', position: 5, managed: true, perms: ['VIEW_CHANNEL', 'SEND_MESSAGES', 'READ_MESSAGE_HISTORY', 'ADD_REACTIONS', 'MANAGE_ROLES', 'MANAGE_CHANNELS', 'MANAGE_MESSAGES', 'MODERATE_MEMBERS', 'EMBED_LINKS'], created: '2025-10-28 14:22' },
      { key: 'mod', name: 'Moderator', position: 4, color: 10181046, perms: ['MANAGE_MESSAGES', 'MODERATE_MEMBERS'], created: '2025-11-02 10:00' },
      { key: 'ios', name: 'iOS Tester', position: 3, color: 9807270, perms: [], created: '2025-11-02 10:05' },
      { key: 'android', name: 'Android Tester', position: 2, color: 3066993, perms: [], created: '2025-11-02 10:06' },
      { key: 'early', name: 'Early Access', position: 1, color: 15105570, perms: [], created: '2025-11-15 20:00' },
    ],
    members: [
      ['p41', ['staff'], '2025-10-28 13:50'],
      ['me', ['staff', 'coordinator'], '2025-10-28 14:10'],
      ['bot', ['bot'], '2025-10-28 14:22'],
      ['p17', ['staff'], '2025-10-29 09:00'],
      ['p02', ['staff'], '2025-10-29 09:30', '静 (前端)'],
      ['p37', ['staff'], '2025-10-29 10:15'],
      ['p31', ['staff'], '2025-10-29 11:00', 'Chao | 设计'],
      ['p01', ['staff'], '2025-10-30 15:40'],
      ['p12', ['staff'], '2025-11-01 08:20'],
      ['p36', ['coordinator'], '2025-11-01 09:00'],
      ['p22', ['staff'], '2025-11-03 13:00'],
      ['xiaoyu_qa', ['early'], '2025-12-09 20:31'],
      ['techdad_sh', ['ios', 'early'], '2025-11-16 21:00'],
      ['momo.ios', ['ios', 'early'], '2025-11-16 22:10'],
      ['a_bin', ['android', 'early'], '2025-11-17 08:30'],
      ['zhangwei_88', ['android'], '2025-11-20 19:45'],
      ['cici_design', ['ios', 'mod'], '2025-11-05 10:00'],
      ['oldk', ['android', 'early'], '2025-11-18 23:00'],
      ['pixel_fan', ['android'], '2025-12-01 12:12'],
      ['sherry_w', ['ios'], '2025-12-02 09:09'],
      ['daxiong', ['android', 'early'], '2025-11-19 19:19'],
      ['lu.xiaoman', ['ios'], '2025-12-05 15:55'],
      ['hz_runner', ['android'], '2025-12-06 06:36'],
      ['android_dev_wu', ['android', 'mod'], '2025-11-08 08:08'],
      ['tinatan', [], '2025-12-20 20:02'],
      ['beta_hunter', [], '2025-12-26 18:30'],
      ['kiki.l', ['ios'], '2025-12-03 17:17'],
      ['sz_coder', ['android'], '2025-11-28 22:40'],
      ['nana_qa', ['ios', 'early'], '2025-11-21 10:30'],
      ['fishman', [], '2025-12-15 12:15'],
      ['owen_sh', ['ios'], '2025-12-11 11:11'],
      ['xiaohei', [], '2025-12-30 21:21'],
      ['joy.z', [], '2025-12-31 12:00'],
      ['liu_pm', ['android'], '2025-12-14 14:41'],
      ['seven7', ['ios'], '2025-12-18 18:18'],
      ['ad_bot_cn', [], '2025-12-28 02:16'],
    ],
    channels: [
      { key: 'cat-info', name: '📢 公告 INFO', type: 'category', created: '2025-10-28 13:51' },
      { key: 'announcements', name: '公告-announcements', type: 'news', category: 'cat-info', created: '2025-10-28 13:52', topic: '版本发布、测试安排、重要通知。', overwrites: [['everyone', [], ['SEND_MESSAGES']], ['role:staff', ['SEND_MESSAGES'], []]] },
      { key: 'rules', name: '规则-rules', category: 'cat-info', created: '2025-10-28 13:53', overwrites: [['everyone', [], ['SEND_MESSAGES']]] },
      { key: 'welcome', name: '新人报到-welcome', category: 'cat-info', created: '2025-10-28 13:54', topic: '报到格式：机型 + 系统版本 + 想测的功能' },
      { key: 'cat-beta', name: '🧪 内测反馈 BETA', type: 'category', created: '2025-10-28 14:30' },
      { key: 'feedback', name: 'beta-feedback', category: 'cat-beta', created: '2025-10-28 14:31', topic: '体验反馈、建议。Bug 请发 #bug-reports' },
      { key: 'bugs', name: 'bug-reports', category: 'cat-beta', created: '2025-10-28 14:32', topic: '模板：版本号 / 机型 / 复现步骤 / 期望 / 实际 / 截图' },
      { key: 'features', name: 'feature-requests', category: 'cat-beta', created: '2025-11-02 10:30' },
      { key: 'ios', name: 'ios-testers', category: 'cat-beta', created: '2025-11-02 10:31', overwrites: [['everyone', [], ['VIEW_CHANNEL']], ['role:ios', ['VIEW_CHANNEL'], []], ['role:staff', ['VIEW_CHANNEL'], []], ['role:bot', ['VIEW_CHANNEL'], []]] },
      { key: 'android', name: 'android-testers', category: 'cat-beta', created: '2025-11-02 10:32', overwrites: [['everyone', [], ['VIEW_CHANNEL']], ['role:android', ['VIEW_CHANNEL'], []], ['role:staff', ['VIEW_CHANNEL'], []], ['role:bot', ['VIEW_CHANNEL'], []]] },
      { key: 'cat-chat', name: '💬 闲聊 CHAT', type: 'category', created: '2025-10-28 14:40' },
      { key: 'chat', name: '闲聊-chat', category: 'cat-chat', created: '2025-10-28 14:41' },
      { key: 'cat-team', name: '🔒 团队内部 TEAM', type: 'category', created: '2025-10-28 14:50', overwrites: [['everyone', [], ['VIEW_CHANNEL']], ['role:staff', ['VIEW_CHANNEL'], []], ['role:bot', ['VIEW_CHANNEL'], []]] },
      { key: 'team', name: 'team-internal', category: 'cat-team', created: '2025-10-28 14:51', overwrites: [['everyone', [], ['VIEW_CHANNEL']], ['role:staff', ['VIEW_CHANNEL'], []], ['role:coordinator', ['VIEW_CHANNEL'], []], ['role:bot', ['VIEW_CHANNEL'], []]] },
      { key: 'triage', name: 'triage', category: 'cat-team', created: '2025-10-28 14:52', overwrites: [['everyone', [], ['VIEW_CHANNEL']], ['role:staff', ['VIEW_CHANNEL'], []], ['role:bot', ['VIEW_CHANNEL'], []]] },
      { key: 'legal', name: 'nda-legal', category: 'cat-team', created: '2025-11-10 10:00', topic: '法务与保密协议，仅限 Staff。', overwrites: [['everyone', [], ['VIEW_CHANNEL']], ['role:staff', ['VIEW_CHANNEL'], []], ['role:bot', [], ['VIEW_CHANNEL']]] },
      { key: 'voice', name: '语音交流', type: 'voice', category: 'cat-chat', created: '2025-10-28 14:42' },
    ],
  },
  {
    key: 'boardgame',
    name: '沪上桌游夜',
    created: '2021-09-18 20:00',
    owner: 'x2',
    description: null,
    premium_tier: 0,
    explicit_content_filter: 'disabled',
    community: false,
    emojis: [{ name: 'meeple', created: '2021-10-01 12:00' }],
    roles: [
      { key: 'everyone', name: '@everyone', position: 0, perms: BASE_PERMS.concat(['MENTION_EVERYONE']) },
      { key: 'host', name: '局主', position: 3, color: 15158332, hoist: true, perms: ['MANAGE_MESSAGES', 'MANAGE_CHANNELS'], created: '2021-09-18 20:05' },
      { key: 'regular', name: '常驻玩家', position: 2, color: 3066993, perms: [], created: '2021-10-02 10:00' },
      { key: 'bot', name: 'BeaconBetaBot', position: 1, managed: true, perms: ['VIEW_CHANNEL', 'SEND_MESSAGES', 'READ_MESSAGE_HISTORY', 'ADD_REACTIONS'], created: '2025-11-12 22:00' },
    ],
    members: [
      ['x2', ['host'], '2021-09-18 20:00'],
      ['me', ['regular'], '2021-09-19 10:00'],
      ['bot', ['bot'], '2025-11-12 22:00'],
      ['p08', ['regular'], '2021-10-05 21:00'],
      ['p23', ['regular'], '2022-03-12 19:30'],
      ['oldk', ['host'], '2021-09-20 12:00'],
      ['daxiong', [], '2023-06-06 16:06'],
      ['seven7', [], '2024-02-14 14:14'],
      ['fishman', ['regular'], '2022-08-08 08:08'],
    ],
    channels: [
      { key: 'lobby', name: '大厅', created: '2021-09-18 20:01' },
      { key: 'weekly', name: '本周约局', created: '2021-09-18 20:02', topic: '格式：时间 / 地点 / 游戏 / 人数' },
      { key: 'rules-talk', name: '规则讨论', created: '2021-10-01 12:30' },
      { key: 'trade', name: '二手交换', created: '2022-05-01 10:00' },
      { key: 'table', name: '开黑语音', type: 'voice', created: '2021-09-18 20:03' },
    ],
  },
];

export const MESSAGES = {
  beacon: {
    announcements: [
      ['2025-12-08 10:00', 'me', '📢 Beacon 3.0.0-alpha.4 今天开始小范围内测（约 40 位测试者）。\n重点体验：新版引导流程、推送分级设置、账单卡片。\nBug 请按模板发 #bug-reports，体验建议发 #beta-feedback。感谢大家！', { '🎉': ['techdad_sh', 'momo.ios', 'a_bin', 'cici_design', 'oldk'], ':beacon:': ['p41', 'p31'] }],
      ['2025-12-19 18:00', 'p41', '时间表更新：功能冻结 1 月 26 日，无障碍审查 1 月 21 日，公开测试版 3.0.0-beta.1 计划 2 月 3 日发布。', { '👍': ['me', 'nana_qa', 'daxiong'] }],
      ['2025-12-29 11:30', 'me', '年底值班安排：12/31–1/1 团队轮休，Bug 响应会慢一些；P0 问题（无法登录、闪退）直接 @Beta Coordinator。', { '🙏': ['xiaoyu_qa', 'sherry_w'] }],
    ],
    rules: [
      ['2025-10-28 15:00', 'p41', '1. 内测内容受保密协议约束，请勿外传截图。\n2. 友善交流，对事不对人。\n3. 禁止广告、拉群、推广链接。\n4. Bug 请使用模板，方便我们复现。', { '✅': ['me', 'cici_design', 'android_dev_wu'] }],
    ],
    welcome: [
      ['2025-12-09 20:35', 'xiaoyu_qa', '大家好～ 小米 14 / Android 14 / HyperOS，主要想测推送分级和夜间模式 🙋‍♀️', { '👋': ['me', 'cici_design'] }],
      ['2025-12-11 11:15', 'owen_sh', 'iPhone 15 Pro / iOS 18.2，平时用 Beacon 看账单，来帮忙找 bug'],
      ['2025-12-31 12:05', 'joy.z', '报到！小红书上看到李明的招募笔记过来的，iPhone 13 / iOS 17.6'],
    ],
    feedback: [
      ['2025-12-09 21:10', 'techdad_sh', '新引导流程比 2.x 清爽多了，三步就进首页 👍'],
      ['2025-12-10 09:40', 'cici_design', '账单卡片的金额字号有点小，老人用可能看不清'],
      ['2025-12-10 10:02', 'p31', '收到，@Chao 这边在无障碍审查前会统一调大正文字号'],
      ['2025-12-15 22:30', 'a_bin', '推送分级很实用，但“重要”和“紧急”的区别不太直观，能不能加个示例？'],
      ['2025-12-16 10:15', 'me', '好建议，我们在设置页加示例文案，beta.1 会带上', { '🙌': ['a_bin', 'nana_qa'] }],
    ],
    bugs: [
      ['2025-12-10 14:20', 'xiaoyu_qa', '【BUG】alpha.4 / 小米 14 / Android 14：指纹验证后回到登录页，无限循环。复现：退出登录→重新登录→指纹验证。', { ':bugcatch:': ['p17', 'p37'], '👀': ['android_dev_wu'] }],
      ['2025-12-10 15:02', 'p17', '已复现，记为 BEA-1187，优先级 P0，@Shan 在跟', { '🙏': ['xiaoyu_qa'] }],
      ['2025-12-12 20:45', 'momo.ios', '【BUG】iOS 18.1 深色模式下账单趋势图的折线几乎看不见（颜色太暗）。'],
      ['2025-12-13 09:30', 'p02', '确认，BEA-1203，已在修，主题色 token 用错了'],
      ['2025-12-22 19:10', 'oldk', '【BUG】从 2.9 升级到 alpha.4 后推送分级设置被重置成默认了'],
      ['2025-12-23 10:00', 'p37', '记为 BEA-1210，迁移脚本没带上旧设置，alpha.5 修复'],
      ['2025-12-30 21:40', 'xiaoyu_qa', 'BEA-1187 在 alpha.4 hotfix 上已经好了，登录正常 ✅', { '🎉': ['p17', 'p37', 'me'] }],
    ],
    features: [
      ['2025-12-14 16:00', 'daxiong', '希望账单可以导出 Excel，报销用'],
      ['2025-12-14 16:30', 'liu_pm', '+1，另外希望有按项目分组的视图'],
      ['2025-12-18 11:00', 'me', '导出功能在 3.1 规划里，3.0 先支持 PDF 分享', { '👍': ['daxiong', 'liu_pm'] }],
    ],
    ios: [
      ['2025-12-09 10:00', 'p41', 'iOS 测试者请通过 TestFlight 邀请链接安装，链接已私信。'],
      ['2025-12-20 13:33', 'sherry_w', 'TestFlight 提示 build 即将过期（还剩 5 天），会有新 build 吗？'],
      ['2025-12-20 14:00', 'p22', '会的，alpha.5 预计 1 月 6 日推送'],
    ],
    android: [
      ['2025-12-09 10:05', 'p41', 'Android 测试者通过内测渠道安装，安装包签名与正式版不同，需要先卸载旧版。'],
      ['2025-12-28 09:12', 'hz_runner', '华为 Mate 60 上通知栏图标显示成白块'],
    ],
    chat: [
      ['2025-12-24 20:00', 'cici_design', '平安夜快乐 🎄 大家今年辛苦啦'],
      ['2025-12-28 02:20', 'ad_bot_cn', '🔥🔥 免费领取 Beacon 会员年卡！！！加微信 fuli-888 备注“内测”，名额有限先到先得 🔥🔥'],
      ['2025-12-28 09:40', 'sz_coder', '楼上是广告吧……@Moderator'],
      ['2025-12-31 23:59', 'techdad_sh', '新年快乐！2026 一起把 Beacon 3.0 测好 🎆', { '🎆': ['me', 'p41', 'momo.ios', 'a_bin'] }],
    ],
    team: [
      ['2025-12-15 10:00', 'me', '本周重点：BEA-1187（P0，Shan）、BEA-1203（Jing）、推送分级示例文案（我）。崩溃率 alpha.4 目前 99.1%，目标 99.6%。'],
      ['2025-12-22 10:05', 'p41', '公测招募：李明的小红书笔记已发，预计带来 200+ 报名，Discord 邀请链接放在笔记评论区置顶。'],
      ['2025-12-29 10:00', 'p36', '小雨（xiaoyu_qa）是 Android 用户，但目前只有 Early Access 角色，看不到 #android-testers，需要补一个 Android Tester。'],
      ['2025-12-30 16:20', 'me', '2 月 3 日 beta.1 之前需要一个 #beta-1 频道集中收反馈，回头建一下。'],
    ],
    triage: [
      ['2025-12-10 15:10', 'p17', 'BEA-1187 P0 · Android 14 生物识别回调后 token 未持久化 → owner Shan'],
      ['2025-12-13 09:35', 'p02', 'BEA-1203 P2 · 深色模式图表颜色 → owner Jing'],
      ['2025-12-23 10:05', 'p37', 'BEA-1210 P1 · 升级后推送分级重置 → owner Shan，alpha.5'],
    ],
    legal: [
      ['2025-11-10 10:05', 'p41', '外部测试者 NDA 模板 v2 已由法务确认。'],
    ],
  },
  boardgame: {
    lobby: [
      ['2025-12-20 21:00', 'x2', '这周六下午两点，静安寺老地方，开《璀璨宝石》和《阿瓦隆》，来的扣 1', { '1️⃣': ['me', 'p08', 'oldk', 'seven7'] }],
      ['2025-12-27 23:10', 'me', '今天阿瓦隆打得太精彩了，最后一轮刺杀梅林哈哈哈', { '😂': ['x2', 'p23', 'fishman'] }],
    ],
    weekly: [
      ['2025-12-29 20:00', 'x2', '元旦局：1 月 3 日（周六）14:00 / 静安寺桌游馆 / 《卡坦岛》+《狼人杀》/ 6–10 人，场地费 68 元每人'],
      ['2025-12-29 20:15', 'p08', '+1，我带新买的《方舟动物园》'],
    ],
    'rules-talk': [
      ['2025-12-21 10:00', 'oldk', '璀璨宝石里贵族是回合结束自动拜访，不算行动，大家别再争了 😂'],
    ],
    trade: [
      ['2025-12-18 19:00', 'fishman', '出《卡卡颂》中文版，九成新，80 元'],
    ],
  },
};

export const FILLER = {
  beacon: {
    feedback: {
      count: 70, from: '2025-12-08', to: '2025-12-31',
      lines: [
        '{feature}用了一周，整体{mood}，但{issue}',
        '新版首页加载比 2.x 快很多，{device} 上基本秒开',
        '建议{feature}增加{wish}',
        '{feature}的文案有点绕，第一次没看懂',
        '夜间模式下{feature}的对比度可以再高一点',
        '账单提醒很准时，点赞 👍',
        '希望设置页可以搜索，选项太多了',
        '引导流程最后一步的“跳过”按钮太小了',
        '{device} 上滑动账单列表偶尔掉帧',
        '推送分级“静默”模式很好用，晚上终于不被打扰了',
        '能不能支持小组件？想在桌面直接看本月用量',
        '{feature}和 2.x 相比好找多了',
      ],
    },
    bugs: {
      count: 85, from: '2025-12-08', to: '2025-12-31',
      lines: [
        '【BUG】alpha.4 / {device}：{bug}，必现',
        '【BUG】alpha.4 / {device}：{bug}，偶现，大概十次一次',
        '{device} 上也遇到了同样的问题 +1',
        '已收到，记录为 BEA-{bea}，我们排查一下',
        '请问能发一下录屏吗？方便复现',
        '补充：清除缓存后问题消失',
        '这个在 hotfix 包里已经修了，更新一下试试',
        '日志已通过“设置-反馈”上传，时间大约 {time}',
        '复现步骤：打开 App → 账单 → 切换月份 → {bug}',
        '确认修复 ✅ 谢谢',
      ],
    },
    features: {
      count: 30, from: '2025-12-08', to: '2025-12-31',
      lines: ['希望支持{wish}', '+1 {wish}', '{wish}这个需求在规划里吗？', '能不能把{feature}放到首页快捷入口'],
    },
    chat: {
      count: 60, from: '2025-12-05', to: '2025-12-31',
      lines: [
        '大家用什么手机测的？我 {device}',
        '今天上海好冷 🥶',
        '下班打卡，今天测了{feature}',
        '有人一起约周末徒步吗，莫干山',
        '内测群的氛围真好哈哈',
        '晚饭吃啥，{food}还是{food}',
        '刚看到李明在小红书的招募笔记，原来这里就是内测群 😄',
        '新年愿望：beta 版零闪退',
        '有没有人也在用 Beacon 记公司报销的',
      ],
    },
    ios: {
      count: 25, from: '2025-12-09', to: '2025-12-31',
      lines: ['TestFlight 装好了 ✅', '{device} 上灵动岛显示正常', 'iOS 17 上通知权限弹窗出现两次', '小组件什么时候上？'],
    },
    android: {
      count: 30, from: '2025-12-09', to: '2025-12-31',
      lines: ['{device} 安装成功', '{device} 上后台被杀，推送收不到，需要加白名单吗？', '鸿蒙 4.2 上字体有点发虚', '折叠屏展开后布局错位，截图已发 bug 频道'],
    },
    team: {
      count: 20, from: '2025-12-08', to: '2025-12-31',
      lines: ['今日新增 bug {n} 个，已分配', 'alpha.5 打包时间定在 1 月 6 日上午', '崩溃率今天 {rate}%', '周报已更新到飞书文档'],
    },
    triage: {
      count: 18, from: '2025-12-08', to: '2025-12-31',
      lines: ['BEA-{bea} P{p} · {bug} → owner {owner}', 'BEA-{bea} 已修复待验证', 'BEA-{bea} 无法复现，关闭'],
    },
  },
  boardgame: {
    lobby: {
      count: 45, from: '2025-11-20', to: '2025-12-31',
      lines: ['有人玩过{game}吗，好玩吗', '这周有局吗', '{game}新扩展出了！', '上次那家店的奶茶不错', '求推荐适合 4 人的策略游戏', '周末下雨，在家开线上桌游？'],
    },
    weekly: {
      count: 25, from: '2025-11-20', to: '2025-12-31',
      lines: ['周六 {time} / 静安寺 / {game} / 缺 {n} 人', '+1', '我可能晚到半小时', '这次换个地方？人民广场那家', '{game}我带了'],
    },
    'rules-talk': {
      count: 15, from: '2025-11-20', to: '2025-12-31',
      lines: ['{game}里交易阶段可以和银行换几次？', '查了规则书，是可以的', '这条规则官方 FAQ 里有说明'],
    },
    trade: {
      count: 10, from: '2025-11-20', to: '2025-12-31',
      lines: ['收一套二手{game}', '出{game}，八成新，价格好商量'],
    },
  },
};

export const SLOTS = {
  feature: ['新引导流程', '推送分级', '账单卡片', '用量趋势图', '夜间模式', '发票中心', '消息中心'],
  mood: ['挺顺手', '比较满意', '还行', '体验不错'],
  issue: ['入口有点深', '加载偶尔转圈', '有些按钮太小', '返回手势有时不灵'],
  wish: ['导出 Excel', '多账号切换', '桌面小组件', '按项目分组', 'Apple Watch 提醒', '指纹快捷支付'],
  device: ['iPhone 15 Pro', 'iPhone 13', '小米 14', '华为 Mate 60', 'OPPO Find X7', 'vivo X100', '三星 S24', 'Pixel 8'],
  bug: ['切换月份后图表不刷新', '点推送后打开的是首页而不是账单详情', '发票下载后文件名乱码', '设置页返回后滚动位置丢失', '深色模式下弹窗背景是白色', '登录后头像不显示', '账单金额千分位显示错误'],
  bea: ['1191', '1194', '1198', '1201', '1205', '1207', '1212', '1215', '1218'],
  time: ['21:40', '10:15', '13:02', '23:30'],
  food: ['兰州拉面', '麻辣烫', '生煎', '黄焖鸡', '螺蛳粉'],
  n: ['3', '5', '7', '2', '4'],
  rate: ['99.1', '99.2', '99.3', '99.0'],
  p: ['1', '2', '3'],
  owner: ['Shan', 'Jing', 'Min', 'Mei'],
  game: ['卡坦岛', '璀璨宝石', '阿瓦隆', '方舟动物园', '展翅翱翔', '农场主', '卡卡颂', '三国杀'],
};

export const REACTIONS = {
  beacon: ['👍', '🙏', '😂', '👀', '✅', '❤️', '🎉', ':beacon:', ':bugcatch:', '🔥'],
  boardgame: ['👍', '😂', '1️⃣', '🎲', ':meeple:', '❤️'],
};

// Roster people outside the colleague list who appear in a second server (none here).
export const EXTRA_PEOPLE = [];
