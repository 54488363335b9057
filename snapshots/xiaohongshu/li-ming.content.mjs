// Authored Xiaohongshu content for Li Ming (李明), the persona who uses the app most: his own
// account (PM life in Shanghai, cafés, city walks, trips), the creators he follows, colleagues with
// accounts, and a large pool of notes and comments generated from topic packs in build.mjs.
//
// Story line (shared with his Lark, Slack, Discord and Instagram):
//   Beacon 3.0 public beta recruiting note (Dec 22) points testers to the Discord "Beacon Beta Lab";
//   beta 3.0.0-beta.1 on Feb 3. Kyoto & Osaka trip Nov 14–20; Moganshan hike Dec 6; New Year board
//   games with Wei Zhao on Jan 3; he keeps a private 2026 goals note. Comments on his notes still wait
//   for answers (how to join the beta on Android, the café name, the Kyoto itinerary…).

export const TZ = 8;

export const SESSION = { logged_in: true, qr_scan: 'scan', products_enabled: false, cookies_saved_at: '2025-12-29T13:05:41Z' };

export const ME = {
  key: 'me', nickname: '李明Ming｜产品人在上海', red_id: '95263817', gender: 0, ip: '上海', created: '2019-04-12',
  desc: '互联网产品经理 · 上海\n☕️ 咖啡 | 🚶 city walk | 🥾 徒步\n记录工作和生活，合作请私信',
  follows: 213, fans: 4862, earlier: 30120,
};

// Files on Li Ming's Mac that publishing can upload: [path, kind, width, height, duration s].
export const DEVICE_FILES = [
  ['/Users/liming/Pictures/xhs/2026-01-bund-sunrise-1.jpg', 'image', 1080, 1440],
  ['/Users/liming/Pictures/xhs/2026-01-bund-sunrise-2.jpg', 'image', 1080, 1440],
  ['/Users/liming/Pictures/xhs/boardgame-catan.jpg', 'image', 1440, 1080],
  ['/Users/liming/Pictures/xhs/wukang-cafe-osmanthus.jpg', 'image', 1080, 1350],
  ['/Users/liming/Pictures/xhs/beacon-beta-poster.png', 'image', 1080, 1440],
  ['/Users/liming/Pictures/xhs/2025-review-cover.jpg', 'image', 1080, 1440],
  ['/Users/liming/Movies/xhs/moganshan-bamboo.mp4', 'video', 1080, 1920, 48],
  ['/Users/liming/Movies/xhs/new-year-bund.mov', 'video', 1080, 1920, 27],
  ['/Users/liming/Documents/Beacon-3.0-PRD.pdf', 'document'],
  ['/Users/liming/Pictures/xhs/winter-hiking-gear.jpg', 'image', 1080, 1440],
];

// Named accounts: colleagues (roster keys), friends and the creators he follows.
export const PEOPLE = [
  { key: 'p16', nickname: '吴梅的设计日常', ip: '北京', gender: 1, followed: true, follows_me: true, fans: 3120, follows: 402, desc: '产品设计师 | UI/UX | 北京 🎨' },
  { key: 'p02', nickname: '静静写代码', ip: '浙江', gender: 1, followed: true, follows_me: true, fans: 986, follows: 211, desc: '前端工程师，偶尔写写技术和生活' },
  { key: 'p26', nickname: '黄磊在做产品', ip: '上海', gender: 0, followed: true, follows_me: true, fans: 1542, follows: 330, desc: 'B端产品经理 | 读书 | 跑步' },
  { key: 'p31', nickname: '陈超Chao｜交互设计', ip: '浙江', gender: 0, followed: true, follows_me: false, fans: 7760, follows: 280, desc: '交互设计师，分享设计方法和作品集' },
  { key: 'p21', nickname: '李欣想转产品', ip: '上海', gender: 1, followed: false, follows_me: true, fans: 204, follows: 515, desc: 'UX Researcher → PM 转型中' },
  { key: 'x2', nickname: '赵伟的桌游柜', ip: '北京', gender: 0, followed: true, follows_me: true, fans: 2310, follows: 188, desc: '桌游玩家 | 每周组局 | 沪京两地' },
  { key: 'c01', nickname: '咖啡地图小王', ip: '上海', gender: 0, followed: true, fans: 86200, follows: 120, desc: '上海咖啡店地图 | 已打卡 600+ 家' },
  { key: 'c02', nickname: '上海city walk指南', ip: '上海', gender: 1, followed: true, fans: 152000, follows: 96, desc: '每周一条上海散步路线 🍂' },
  { key: 'c03', nickname: '徒步的鱼', ip: '浙江', gender: 1, followed: true, fans: 43100, follows: 240, desc: '江浙沪徒步路线 | 轻装出行' },
  { key: 'c04', nickname: '产品沉思录', ip: '北京', gender: 0, followed: true, fans: 128000, follows: 60, desc: '十年产品经理，聊方法论和职业成长' },
  { key: 'c05', nickname: '京都慢慢走', ip: '日本', gender: 1, followed: true, fans: 64500, follows: 150, desc: '住在京都的上海人 | 旅行攻略' },
  { key: 'c06', nickname: '阿Ken在上海', ip: '上海', gender: 0, followed: false, fans: 23800, follows: 301, desc: '吃遍上海的本帮菜和小馆子' },
  { key: 'c07', nickname: '效率控Lily', ip: '广东', gender: 1, followed: true, fans: 98400, follows: 77, desc: 'AI工具 | 效率方法 | 打工人自救指南' },
  { key: 'c08', nickname: '跑步的老周', ip: '上海', gender: 0, followed: false, fans: 15600, follows: 412, desc: '马拉松 PB 3:12 | 跑鞋测评' },
  { key: 'c09', nickname: '胶片和富士', ip: '江苏', gender: 1, followed: false, fans: 37200, follows: 188, desc: '富士直出 | 扫街 | 色彩配方' },
  { key: 'c10', nickname: '小户型改造日记', ip: '上海', gender: 1, followed: false, fans: 52100, follows: 90, desc: '35㎡ 一室户的收纳和改造' },
  { key: 'c11', nickname: '书虫阿北', ip: '北京', gender: 0, followed: false, fans: 8900, follows: 260, desc: '一年读 60 本书 | 读书笔记' },
  { key: 'c12', nickname: '猫咪豆包', ip: '四川', gender: 1, followed: false, fans: 205000, follows: 33, desc: '一只橘猫的日常 🐱' },
  { key: 'c13', nickname: '通勤穿搭Leo', ip: '上海', gender: 0, followed: false, fans: 31200, follows: 140, desc: '男生通勤穿搭 | 预算友好' },
  { key: 'c14', nickname: '面试官阿May', ip: '广东', gender: 1, followed: false, fans: 74300, follows: 58, desc: '大厂HR | 面试 & 跳槽' },
];

// Li Ming's own notes. Comments: [author key or '*' (generated), text, likes, [[replier, text, likes]...]].
export const OWN_NOTES = [
  {
    key: 'review2025', when: '2025-12-31 21:40', title: '2025年终复盘｜产品经理的一年', tags: ['年终总结', '产品经理', '职场成长', '2025'], images: 6,
    likes: 1843, collects: 1260, shares: 214, viewed: true,
    desc: '今年是做产品的第六年，记几件事：\n1️⃣ 负责的计费系统重构进入上线前最后冲刺，学会了和财务、法务一起抠细节\n2️⃣ 带的移动端 3.0 改版马上公测，第一次自己组织用户内测社区\n3️⃣ 跑完第一个半马，1:58:47 🏃\n4️⃣ 去了京都看红叶，一个人也很好\n\n明年想做的：多写、多跑、少熬夜。大家今年最骄傲的一件事是什么？',
    comments: [
      ['p26', '同为产品人，第3点最羡慕😂 明年一起跑上马', 32, [['me', '冲！报名了告诉你', 8]]],
      ['*', '第一次组织内测社区有什么经验可以分享吗？', 21, [['me', '规则先行+及时反馈，回头单独写一篇', 12]]],
      ['*', '今年最骄傲的是终于转岗成功了！', 18, []],
      ['p16', '新年快乐李明！设计稿明年继续被你挑刺🤣', 26, [['me', '哈哈新年快乐！', 5]]],
      ['*', '半马破2好厉害，求训练计划', 11, []],
      ['*', '京都那篇我收藏了，明年四月去', 7, []],
    ],
  },
  {
    key: 'beacon', when: '2025-12-22 20:15', title: 'Beacon 3.0 内测招募｜来一起找bug', tags: ['内测招募', 'App测试', '产品经理', '华信云'], images: 4,
    likes: 2376, collects: 1512, shares: 488, viewed: true,
    desc: '我们团队做的 Beacon App 3.0 正在内测啦！\n📱 全新引导流程、推送分级、账单卡片都重做了\n🗓 公测版 3.0.0-beta.1 计划 2 月 3 日发布，之前还有几轮内测包\n🙋 招募：iOS / Android 都要，能认真写反馈的优先\n\n报名方式：评论区留言「机型+系统版本」，我会私信你 Discord 内测群（Beacon Beta Lab 内测实验室）的邀请链接。\n内测内容有保密协议，截图请不要外传哦～',
    comments: [
      ['*', 'iPhone 15 Pro / iOS 18.2，想参加！', 45, [['me', '已私信～', 6]]],
      ['*', '小米14 / HyperOS，安卓可以吗？', 38, [['me', '可以的，安卓也很需要，已私信', 9]]],
      ['*', '华为 Mate 60 鸿蒙4.2 能装吗', 29, []],
      ['*', '请问内测有奖励吗哈哈', 24, [['me', '认真反馈的同学有周边和会员～', 14]]],
      ['*', 'Discord 国内要梯子吗？', 22, []],
      ['p21', '我也想报名！OPPO Find X7 / Android 14', 12, []],
      ['*', 'vivo X100 / OriginOS 4 报名', 9, []],
      ['*', '之前用 2.x 经常闪退，3.0 会好吗', 15, [['me', '稳定性是这次的重点，目标崩溃率 99.6% 以上', 10]]],
      ['*', 'iPad 可以测吗', 6, []],
      ['*', '三星 S24 / One UI 6.1 报名～', 8, []],
      ['*', '已填，期待私信', 3, []],
      ['*', '公测时间确定是2月3号吗', 5, []],
    ],
  },
  {
    key: 'osmanthus', when: '2025-12-18 15:20', title: '武康路新开的咖啡店｜桂花拿铁绝了', tags: ['上海咖啡', '武康路', '咖啡探店', '上海周末'], images: 5,
    likes: 936, collects: 721, shares: 58, viewed: true,
    desc: '武康路靠近淮海路的巷子里新开了一家「拾光烘焙所」☕️\n桂花拿铁 38，甜度刚好，桂花味很自然不是糖浆味\n手冲耶加雪菲 45，柠檬和花香都很明显\n二楼有窗边位，下午三点阳光最好\n📍 武康路 3xx 号（评论区有人问，就不放全地址了，怕排队哈哈）',
    comments: [
      ['*', '求完整地址🙏', 33, [['me', '武康路往淮海路方向走，门口有棵大梧桐，招牌是白色的', 7]]],
      ['c01', '这家我也去了，他们家的肉桂卷也不错', 28, [['me', '下次试试！', 3]]],
      ['*', '周末人多吗', 12, []],
      ['*', '桂花拿铁季节限定吗？', 9, []],
      ['*', '可以带电脑办公吗', 6, []],
    ],
  },
  {
    key: 'moganshan', when: '2025-12-07 19:30', title: '莫干山竹海徒步14km｜路线+攻略', tags: ['莫干山', '徒步', '江浙沪周末', '户外'], images: 9,
    likes: 3120, collects: 4215, shares: 390, viewed: true,
    desc: '周六去了莫干山，走的是竹海环线，全程约 14 公里，累计爬升 620 米，用时 5 小时 20 分。\n🚄 上海虹桥→德清站 1 小时，打车到庾村 30 分钟\n🥾 路线：庾村→剑池→竹海步道→塔山→回庾村\n⚠️ 竹海段落叶很滑，一定穿抓地好的鞋\n🍲 下山吃了土鸡煲，人均 80\n\n冬天人少，非常推荐！',
    comments: [
      ['c03', '这条线冬天走确实舒服，塔山观景台可以看到日落', 56, [['me', '对！可惜我们下山早了', 4]]],
      ['*', '新手可以走吗？平时不怎么运动', 41, [['me', '可以的，慢慢走 6 个小时也能完成，带够水', 13]]],
      ['*', '求轨迹！', 37, [['me', '两步路搜「莫干山竹海环线」就有', 9]]],
      ['*', '土鸡煲是哪家？', 18, []],
      ['*', '一个人去安全吗', 12, []],
      ['*', '已收藏，元旦就去', 10, []],
      ['*', '德清站打车好打吗', 7, []],
    ],
  },
  {
    key: 'kyoto', when: '2025-11-24 22:10', title: '京都红叶5天4晚｜攻略合集', tags: ['京都', '日本旅行', '红叶', '旅行攻略'], images: 12,
    likes: 8640, collects: 12300, shares: 1450, viewed: true,
    desc: '11 月 14–20 日去了京都+大阪，红叶正好！整理一份攻略：\nDay1 东福寺（早上 7 点前到）→伏见稻荷\nDay2 岚山：常寂光寺、祇王寺、竹林小径\nDay3 永观堂夜枫→南禅寺\nDay4 贵船→鞍马（下雨也很美）\nDay5 大阪道顿堀，晚上回上海\n💴 总花费约 9800 元（含机票住宿）\n🏨 住在四条河原町附近，交通方便\n有问题评论区问～',
    comments: [
      ['c05', '东福寺早上去是对的！永观堂夜枫今年人特别多', 88, [['me', '排了 40 分钟😂', 11]]],
      ['*', '请问签证办了多久', 64, [['me', '单次旅游签，材料齐的话 5 个工作日', 20]]],
      ['*', '酒店名字可以分享吗', 52, []],
      ['*', '9800 太划算了，机票多少？', 41, [['me', '春秋往返 2100，提前一个月买的', 17]]],
      ['*', '明年四月樱花季可以照这个走吗', 35, []],
      ['*', '贵船鞍马那段是徒步吗，累不累', 22, []],
      ['*', '已收藏！求大阪部分也写一篇', 19, []],
      ['p16', '照片好好看，是富士直出吗', 15, [['me', '是的，经典正片', 6]]],
    ],
  },
  {
    key: 'tofukuji', when: '2025-11-18 21:00', title: '东福寺清晨7点｜人少景美', tags: ['京都', '东福寺', '红叶'], images: 3,
    likes: 2210, collects: 1680, shares: 140, viewed: true,
    desc: '通天桥 8:30 开门，但 7 点的时候外面的红叶已经很美了，人只有十几个。\n推荐从东福寺站走过去，十分钟。',
    comments: [['*', '开门前能进去吗', 14, [['me', '桥上进不去，外面的参道可以拍', 5]]], ['*', '太美了', 9, []]],
  },
  {
    key: 'prd', when: '2025-11-06 12:30', title: 'PRD怎么写｜我用了5年的模板', tags: ['产品经理', 'PRD', '职场干货', '互联网'], images: 7,
    likes: 5230, collects: 9870, shares: 860, viewed: true,
    desc: '分享一下我自己用的 PRD 结构，核心就一句话：先讲为什么，再讲做什么，最后讲怎么验收。\n1. 背景与目标（数据+用户声音）\n2. 用户故事与范围（不做什么也要写）\n3. 流程图与页面说明\n4. 埋点与指标\n5. 验收标准\n6. 风险与依赖\n模板在图 7，需要飞书文档版的评论区扣 1',
    comments: [
      ['*', '1', 120, [['me', '已私信', 10]]],
      ['*', '「不做什么也要写」太对了', 75, []],
      ['c04', '验收标准前置很重要，写得好', 66, [['me', '谢谢前辈！', 5]]],
      ['*', '1 求飞书版', 44, []],
      ['p21', '转产品正需要，感谢', 12, []],
    ],
  },
  {
    key: 'review', when: '2025-10-25 18:00', title: '需求评审总被怼？这3点救了我', tags: ['产品经理', '需求评审', '职场沟通'], images: 4,
    likes: 3320, collects: 4110, shares: 370, viewed: true,
    desc: '刚做产品那两年，每次需求评审都像答辩。后来总结了三点：\n① 评审前单独和研发 leader 过一遍\n② 数据先行，别只说「用户想要」\n③ 把开放问题列出来，让大家一起决策\n现在评审基本半小时搞定。',
    comments: [['*', '第一点太真实了', 58, []], ['p02', '作为研发表示很认同😂', 21, [['me', '感谢静姐一直的支持', 6]]], ['*', '被怼的时候怎么办', 17, []]],
  },
  {
    key: 'halfmarathon', when: '2025-10-12 16:40', title: '上马半程第一次破2｜1:58:47', tags: ['半马', '跑步', '上海马拉松'], images: 5,
    likes: 1420, collects: 380, shares: 45, viewed: true,
    desc: '练了四个月，终于半马破 2 了！\n配速 5:38，后 5 公里有点掉速\n训练：每周 3 跑，周末一次 LSD 15km\n鞋：亚瑟士 Novablast 4',
    comments: [['c08', '恭喜！明年冲 1:50', 35, [['me', '跟着老周的课表练', 4]]], ['*', '太强了', 8, []]],
  },
  {
    key: 'aiweekly', when: '2025-09-28 20:20', title: 'AI写周报｜产品经理提效小技巧', tags: ['AI工具', '效率', '产品经理', '周报'], images: 6,
    likes: 4480, collects: 6320, shares: 510, viewed: true,
    desc: '每周五花 10 分钟写周报的方法：\n1. 平时用飞书文档记「流水账」\n2. 周五把流水账丢给 AI，提示词在图 3\n3. 自己改三处：结论、风险、下周计划\n⚠️ 公司敏感信息不要贴到外部工具里！',
    comments: [['c07', '提示词写得很好，收藏了', 47, []], ['*', '求提示词文字版', 39, [['me', '图 3 可以直接长按识别文字哈', 8]]]],
  },
  {
    key: 'citywalk', when: '2025-09-14 17:00', title: '安福路→武康路｜周末city walk路线', tags: ['citywalk', '上海', '武康路', '安福路'], images: 8,
    likes: 2980, collects: 3540, shares: 260, viewed: true,
    desc: '一条 2.5 小时的散步路线：\n安福路（话剧中心）→乌鲁木齐中路菜场→武康路→武康大楼→淮海中路\n沿路推荐：一家卖旧书的小店、两家咖啡、一家葱油饼\n最佳时间：下午 3 点后，光线最好',
    comments: [['c02', '乌鲁木齐中路菜场那段很有生活气', 40, []], ['*', '葱油饼是哪家', 31, []], ['*', '周日人多吗', 12, []]],
  },
  {
    key: 'book', when: '2025-08-30 22:00', title: '读《俞军产品方法论》｜5个笔记', tags: ['读书笔记', '产品经理', '俞军'], images: 5,
    likes: 1870, collects: 2940, shares: 150, viewed: true,
    desc: '反复读了三遍，印象最深的五点：用户是需求的集合、交易模型、效用=新体验-旧体验-替换成本……',
    comments: [['c11', '这本值得每年重读', 18, []], ['*', '适合新人看吗', 9, []]],
  },
  {
    key: 'xt5', when: '2025-08-16 19:10', title: '富士X-T5一年使用感受', tags: ['富士', 'XT5', '相机', '摄影'], images: 9,
    likes: 1260, collects: 980, shares: 66, viewed: true,
    desc: '优点：直出色彩、体积；缺点：对焦追踪一般、电池不耐用。日常扫街和旅行足够了。',
    comments: [['c09', '经典正片配方可以试试我的那版', 22, []], ['*', '和索尼a7c2怎么选', 15, []]],
  },
  {
    key: 'rent', when: '2025-07-20 21:30', title: '上海租房｜徐汇一室户避坑', tags: ['上海租房', '租房攻略', '徐汇'], images: 6,
    likes: 2650, collects: 4890, shares: 330, viewed: true,
    desc: '看了 20 套房总结的避坑点：朝北卫生间、燃气热水器位置、物业费是否含在租金里……',
    comments: [['c10', '燃气热水器那条太重要了', 30, []], ['*', '徐汇一室户现在多少钱', 24, []]],
  },
  {
    key: 'interview', when: '2025-06-28 12:00', title: '产品经理面试｜被问最多的10个问题', tags: ['产品经理', '面试', '求职'], images: 10,
    likes: 6120, collects: 11200, shares: 920, viewed: true,
    desc: '作为面试官也作为候选人，整理了最常被问的 10 个问题和回答思路。',
    comments: [['c14', '第 7 题很多人答不好', 51, []], ['*', '求内推', 33, []], ['p21', '码住', 8, []]],
  },
  {
    key: 'hangzhou', when: '2025-06-01 20:00', title: '端午去了趟杭州｜西湖骑行', tags: ['杭州', '西湖', '骑行'], images: 7,
    likes: 860, collects: 420, shares: 30, viewed: true,
    desc: '从断桥骑到苏堤，再绕到杨公堤，全程 15 公里左右，租的哈啰。',
    comments: [['*', '苏堤可以骑车吗', 6, []]],
  },
  {
    key: 'interviews', when: '2025-05-18 18:20', title: '用户访谈怎么做｜新手指南', tags: ['用户访谈', '用户研究', '产品经理'], images: 6,
    likes: 2340, collects: 3980, shares: 210, viewed: true,
    desc: '招募、提纲、追问、整理四步，附上我的访谈提纲模板。',
    comments: [['p21', '作为 UXR 补充一点：访谈后 24 小时内整理', 19, [['me', '专业！', 3]]]],
  },
  {
    key: 'sakura', when: '2025-03-29 17:30', title: '上海樱花｜顾村公园人少攻略', tags: ['上海樱花', '顾村公园', '春天'], images: 8,
    likes: 1530, collects: 1210, shares: 90, viewed: true,
    desc: '工作日早上 8 点入园，从 3 号门进，人少很多。',
    comments: [['*', '今年还能赶上吗', 4, []]],
  },
  {
    key: 'noodles', when: '2025-12-10 23:40', title: '加班后的一碗面｜长乐路', tags: ['上海美食', '面馆', '深夜食堂'], images: 3,
    likes: 740, collects: 510, shares: 22, viewed: true,
    desc: '加班到 11 点，长乐路上的老面馆还开着，黄鱼面 32，汤很鲜。',
    comments: [['c06', '这家开到凌晨一点', 15, []], ['*', '店名求', 11, []]],
  },
  {
    key: 'boardgame', when: '2025-12-28 22:10', title: '元旦桌游局｜卡坦岛入坑', tags: ['桌游', '卡坦岛', '上海周末'], images: 4,
    likes: 420, collects: 260, shares: 12, viewed: true,
    desc: '下周六和朋友在静安寺开元旦局，准备带《卡坦岛》。新手友好，45 分钟一局。有上海的朋友想来吗？',
    comments: [['x2', '说好了带卡坦岛哈，场地费 68', 9, [['me', '带了带了', 2]]], ['*', '静安寺哪家店', 4, []]],
  },
  {
    key: 'goals', when: '2025-12-27 23:30', title: '2026 目标草稿', tags: ['目标管理'], images: 1, visibility: '仅自己可见',
    likes: 0, collects: 0, shares: 0, viewed: true,
    desc: '1. 全马完赛（上马 11 月）\n2. 读 24 本书\n3. 写 12 篇产品方法论笔记\n4. Beacon 3.0 公测顺利、崩溃率 ≥ 99.6%\n5. 学会自由泳',
    comments: [],
  },
];

// Notes by named accounts that tasks refer to directly.
export const AUTHORED_NOTES = [
  {
    author: 'c01', when: '2025-12-26 12:00', title: '上海最好喝的10家咖啡｜2025版', tags: ['上海咖啡', '咖啡探店', '上海周末'], images: 10,
    likes: 23400, collects: 31800, shares: 4100, hidden: 860, viewed: true,
    desc: '今年打卡了 180 家，选出 10 家最推荐的：\n1. 拾光烘焙所（武康路）\n2. Driftwood Coffee（巨鹿路）\n3. 慢岛（愚园路）\n4. 一隅（永康路）\n5. 云隙（安福路）\n6. 南岸手冲（徐汇滨江）\n7. 老码头烘焙（北外滩）\n8. 白日梦咖啡（新华路）\n9. 山系（前滩）\n10. 角落里（长乐路）\n每家的招牌和价位见图。',
    comments: [['*', '拾光的桂花拿铁我也超爱', 140, []], ['me', '第一家我上周刚去！', 36, [['c01', '你那篇我也看到了哈哈', 12]]], ['*', '求整理成地图', 98, []], ['*', '北外滩那家周末开吗', 40, []]],
  },
  {
    author: 'c02', when: '2025-12-20 10:00', title: '跨年city walk｜外滩到北外滩', tags: ['citywalk', '跨年', '外滩', '上海'], images: 9,
    likes: 15200, collects: 20100, shares: 2300, hidden: 410,
    desc: '跨年夜不想挤外滩？试试这条：外白渡桥→北外滩滨江→虹口港，看对岸灯光，人少很多。',
    comments: [['*', '跨年夜北外滩会封路吗', 77, []], ['*', '收藏了', 20, []]],
  },
  {
    author: 'c03', when: '2025-12-15 09:00', title: '江浙沪冬季徒步5条｜新手友好', tags: ['徒步', '江浙沪', '冬季徒步', '莫干山'], images: 8,
    likes: 9800, collects: 15600, shares: 1200, hidden: 220,
    desc: '1. 莫干山竹海环线 14km\n2. 四明山仗锡村 10km\n3. 天目山西天目 12km\n4. 安吉江南天池 9km\n5. 宜兴竹海 8km',
    comments: [['me', '莫干山那条刚走完，推荐！', 28, [['c03', '你的攻略我看到了，写得很细', 9]]], ['*', '四明山冬天会结冰吗', 19, []]],
  },
  {
    author: 'c04', when: '2025-12-29 08:30', title: '2026年产品经理要补的3个能力', tags: ['产品经理', '职场成长', 'AI产品'], images: 5,
    likes: 12800, collects: 19900, shares: 1800, hidden: 330,
    desc: 'AI 原生产品的判断力、数据与实验设计、和业务一起算账的能力。',
    comments: [['me', '第三点深有体会，最近在做计费相关，和财务对账真的是一门学问', 44, [['c04', '计费是最锻炼人的', 15]]], ['*', 'AI 产品经理怎么入门', 60, []]],
  },
  {
    author: 'c05', when: '2025-12-05 19:00', title: '京都冬天也很美｜1月攻略', tags: ['京都', '日本旅行', '冬天'], images: 9,
    likes: 7600, collects: 9800, shares: 700, hidden: 150,
    desc: '1 月的京都人少、酒店便宜，金阁寺下雪的概率大概三成。',
    comments: [['*', '1月底去会下雪吗', 33, []]],
  },
  {
    author: 'p16', when: '2025-12-12 21:00', title: '设计评审前我会做的5件事', tags: ['产品设计', '设计评审', 'UI设计'], images: 6,
    likes: 2340, collects: 3120, shares: 180,
    desc: '对齐目标、准备走查路径、标注交互细节、列出待决策问题、准备备选方案。',
    comments: [['me', '第4点太重要了，省了很多评审时间', 14, [['p16', '跟你学的哈哈', 6]]]],
  },
  {
    author: 'x2', when: '2025-12-30 20:30', title: '上海元旦桌游局｜1月3日静安寺', tags: ['桌游', '上海周末', '组局'], images: 3,
    likes: 310, collects: 140, shares: 25,
    desc: '1 月 3 日（周六）14:00 静安寺桌游馆，玩《卡坦岛》和《狼人杀》，6–10 人，场地费 68 元。想来的评论区报名！',
    comments: [['me', '报名+1，带卡坦岛', 5, []], ['*', '新手可以吗', 3, [['x2', '可以，有人教', 1]]]],
  },
];

// Generated creators and commenters: name parts combined in build.mjs.
export const NAME_PARTS = {
  prefixes: ['是', '爱吃', '住在上海的', '一只', '今天也要', '努力的', '周末', '打工人', '小', '阿', '不会游泳的', '想去旅行的', '熬夜的', '早睡的'],
  cores: ['小鹿', '桃子', '糯米', '橙子', 'Ken', 'Lily', '阿北', '团子', '豆豆', '鱼丸', '奶盖', 'Momo', 'Kiki', '栗子', '芒果', '可乐', '大橘', '小满', '西柚', '年糕', 'Yuki', '阿May', '汤圆', '青柠'],
  suffixes: ['呀', '在上海', '的日常', '_', '酱', '同学', '本人', '🍑', '✨', '2025', '的碎碎念', '不加班', '吃不胖', '', '', ''],
  ips: ['上海', '上海', '上海', '浙江', '江苏', '北京', '广东', '四川', '湖北', '福建', '山东', '日本'],
};

export const SLOTS = {
  area: ['武康路', '安福路', '愚园路', '巨鹿路', '永康路', '新华路', '长乐路', '乌鲁木齐中路', '静安寺', '前滩', '徐汇滨江', '北外滩', '陆家嘴', '五角场'],
  cafe: ['云隙咖啡', '慢岛Coffee', '一隅', 'Driftwood', '南岸手冲', '山系咖啡', '白日梦咖啡', '角落里', '木北烘焙', '晴天咖啡馆', '半岛Roaster'],
  drink: ['桂花拿铁', '脏脏拿铁', '橘子美式', '手冲耶加雪菲', '燕麦拿铁', '西柚冷萃', '黑糖奶咖', '澳白'],
  price: ['28', '32', '35', '38', '42', '45', '48'],
  food: ['黄鱼面', '生煎', '葱油拌面', '红烧肉', '腌笃鲜', '蟹粉小笼', '大肠面', '排骨年糕'],
  shop: ['老盛昌', '德兴馆', '阿娘面', '鸿瑞兴', '小杨生煎', '兰心餐厅', '光明邨', '老吉士'],
  route: ['苏州河步道', '徐汇滨江', '衡复风貌区', '北外滩滨江', '愚园路', '多伦路', '思南公馆'],
  mountain: ['莫干山', '四明山', '天目山', '安吉江南天池', '宜兴竹海', '大明山', '九龙山'],
  km: ['8', '10', '12', '14', '16', '18'],
  city: ['京都', '大阪', '东京', '大理', '厦门', '成都', '青岛', '苏州', '杭州', '南京'],
  days: ['3', '4', '5', '7'],
  budget: ['3500', '4800', '6200', '8800', '9800', '12000'],
  n: ['3', '5', '7', '10'],
  tool: ['飞书', 'Notion', 'ChatGPT', 'Kimi', '豆包', 'Obsidian', '滴答清单', 'Raycast'],
  gadget: ['AirPods Pro 2', '索尼XM5', '富士X100VI', 'Kindle', 'iPad Air', '机械键盘', '大疆Pocket 3'],
  book: ['《启示录》', '《俞军产品方法论》', '《穷查理宝典》', '《置身事内》', '《原则》', '《被讨厌的勇气》', '《人类简史》'],
  shoe: ['Novablast 4', 'Pegasus 41', '飞燃3', 'Adizero SL', 'Clifton 9'],
  time: ['早上7点', '下午三点', '傍晚', '周末上午', '工作日中午'],
};

// Topic packs: weight (share of generated notes), author pool (named keys or '*' for generated),
// titles (≤ 20 by Xiaohongshu's count), bodies, tags, comments, author replies; {slot} fill-ins.
export const TOPICS = [
  {
    weight: 16, authors: ['c01', '*', '*'], tags: ['上海咖啡', '咖啡探店', '上海周末', '{area}', '咖啡'],
    titles: ['{area}宝藏咖啡店｜{drink}好喝', '上海咖啡探店｜{cafe}', '{area}咖啡｜人少适合办公', '一家会回购的{drink}', '上海冬天必喝的{drink}'],
    bodies: [
      '今天去了{area}的「{cafe}」☕️\n{drink} {price} 元，口感很顺，不会太甜\n店里有插座，适合带电脑\n📍{area}附近，地铁出来走 8 分钟',
      '周末路过{area}，被门口的梧桐吸引进去了。\n点了{drink}（{price}）和一块司康，整体 8/10\n缺点：周末人多，要等位 15 分钟',
      '{cafe}的{drink}是我今年喝过最喜欢的一杯！\n豆子每周换，店员很耐心地介绍风味。\n人均 {price}，推荐工作日下午来。',
    ],
    comments: ['求店名🙏', '码住周末去', '看起来好出片', '{drink}甜吗', '可以带狗狗吗', '上周去了，确实好喝', '这家店要排队吗', '价格还挺良心'],
    replies: ['在{area}哦', '不太甜，可以选少糖', '工作日基本不用排', '谢谢喜欢～'],
  },
  {
    weight: 10, authors: ['c02', '*', '*'], tags: ['citywalk', '上海', '{route}', '上海周末'],
    titles: ['上海citywalk｜{route}', '{route}散步路线｜{n}小时', '周末不知道去哪？{route}', '冬天的{route}太好拍了'],
    bodies: [
      '推荐一条 {n} 小时的散步路线：从{route}出发，沿路有老洋房、咖啡店和小书店。\n{time}的光线最好，拍照很出片📷',
      '{route}这一段真的很适合慢慢走，不用做攻略，随便拐进一条弄堂都有惊喜。\n附上路线图👉 图2',
    ],
    comments: ['收藏了周末去', '路线图好清楚', '走下来累吗', '求拍照参数', '住附近都不知道这么好看', '{route}晚上安全吗'],
    replies: ['不累，全程平路', '参数在最后一张图', '晚上人也不少，挺安全的'],
  },
  {
    weight: 10, authors: ['c06', '*', '*'], tags: ['上海美食', '本帮菜', '{area}', '老字号'],
    titles: ['上海老字号｜{shop}的{food}', '{area}吃什么？这家{food}', '人均50吃到撑｜{shop}', '本地人常去的{food}'],
    bodies: [
      '{shop}的{food}真的是童年味道！\n人均 50 左右，中午 11 点半前去不用排队。\n📍{area}',
      '带外地朋友来吃{food}，评价很高👍\n推荐：{food}、响油鳝丝、糟钵头\n缺点：环境一般，服务偏快',
    ],
    comments: ['看饿了', '这家开了好多年了', '{food}多少钱', '周末要排多久', '外地人求推荐几家', '去年去过，味道变了吗'],
    replies: ['工作日基本不用排', '味道还是老样子', '{food}三十多'],
  },
  {
    weight: 12, authors: ['c04', 'c14', '*', '*'], tags: ['产品经理', '职场成长', '互联网', '职场干货'],
    titles: ['产品经理必备的{n}个习惯', '新人PM最容易踩的坑', '跳槽面试｜产品经理版', '写给转岗产品经理的建议', '需求太多怎么排优先级'],
    bodies: [
      '做产品第 {n} 年，总结几个受益最大的习惯：\n1. 每周看一次用户反馈原文\n2. 写文档先写结论\n3. 和研发一起定验收标准\n你们有什么好习惯？',
      '优先级排序我常用的方法：价值 × 紧急度 ÷ 成本，再和老板对齐一次。\n不要一个人决定，也不要什么都答应。',
      '面试官视角：产品经理面试最看重三点——结构化表达、数据意识、对业务的好奇心。',
    ],
    comments: ['太有用了，收藏', '新人PM前来学习', '求模板', '第二点说到心坎里了', '求内推🙏', '转岗中，感谢分享', '老板总是临时加需求怎么办'],
    replies: ['模板在最后一张图', '先问清楚背后的目标', '加油！'],
  },
  {
    weight: 8, authors: ['c07', '*'], tags: ['AI工具', '效率工具', '{tool}', '打工人'],
    titles: ['用{tool}提效的{n}个方法', '打工人必备｜{tool}技巧', 'AI帮我每天省1小时', '我的{tool}工作流分享'],
    bodies: [
      '分享我用 {tool} 的工作流：收集→整理→输出，每周能省 3 小时。\n具体模板见图 2–4',
      '用 AI 整理会议纪要的提示词：\n「请按结论/待办/风险三部分整理，待办写清负责人和时间」\n效果很好👍',
    ],
    comments: ['提示词好用', '{tool}收费吗', '求模板链接', '已经用上了', '公司数据敢不敢放进去啊'],
    replies: ['有免费版', '敏感信息千万别放', '链接在主页'],
  },
  {
    weight: 8, authors: ['c03', '*'], tags: ['徒步', '江浙沪周末', '{mountain}', '户外'],
    titles: ['{mountain}徒步{km}km｜路线分享', '江浙沪周末徒步｜{mountain}', '新手友好的{mountain}环线'],
    bodies: [
      '{mountain}一日徒步，全程 {km} 公里，爬升 500 米左右，新手也能完成。\n🚄 交通：上海出发约 2 小时\n⚠️ 带足水和头灯',
      '这次走了{mountain}的经典线，{km}km，风景比想象的好太多！\n山顶有小卖部，但价格偏高，建议自带午饭。',
    ],
    comments: ['求轨迹', '新手可以吗', '冬天冷不冷', '一个人去安全吗', '有没有拼车的', '上周也去了，人好少'],
    replies: ['两步路有轨迹', '新手慢慢走没问题', '建议结伴'],
  },
  {
    weight: 9, authors: ['c05', '*', '*'], tags: ['{city}', '旅行攻略', '旅行'],
    titles: ['{city}{days}天攻略｜人均{budget}', '第一次去{city}看这篇', '{city}小众景点合集', '{city}旅行避坑指南'],
    bodies: [
      '{city} {days} 天行程，人均 {budget} 元（含机票住宿）。\nDay1 市区\nDay2 周边\nDay3 美食街\n住宿推荐住在地铁站附近。',
      '去{city}之前一定要知道的几件事：交通卡、提前预约、避开节假日。\n整理了一份清单在图里。',
    ],
    comments: ['收藏了！', '几月去最好', '预算好实在', '酒店可以分享吗', '带爸妈去可以吗', '求美食推荐'],
    replies: ['春秋最好', '酒店在图5', '带长辈节奏放慢就好'],
  },
  {
    weight: 5, authors: ['c08', '*'], tags: ['跑步', '马拉松', '跑鞋'],
    titles: ['{shoe}跑了300公里感受', '半马破2训练计划', '冬天跑步注意这几点'],
    bodies: ['{shoe} 跑了 300 公里，缓震还在，鞋面有点变形。适合轻松跑和长距离。', '冬天跑步：热身 10 分钟、戴手套、跑后马上换衣服。'],
    comments: ['和上一代比怎么样', '适合大体重吗', '码住', '膝盖疼怎么办'],
    replies: ['比上一代更软', '大体重也可以', '先休息，别硬跑'],
  },
  {
    weight: 6, authors: ['c09', '*'], tags: ['摄影', '富士', '扫街', '手机摄影'],
    titles: ['富士色彩配方分享｜{time}', '手机拍出胶片感的方法', '{gadget}使用一个月'],
    bodies: ['分享我的富士色彩配方：经典正片，高光 -1，阴影 +1，颗粒弱。', '{gadget} 用了一个月，说说真实感受：优点很明显，缺点也有。'],
    comments: ['配方收藏了', '手机也能调吗', '值得买吗', '和上一代比呢'],
    replies: ['手机可以用类似滤镜', '看需求，日常够用'],
  },
  {
    weight: 5, authors: ['c10', '*'], tags: ['上海租房', '小户型', '收纳', '家居'],
    titles: ['35㎡一室户收纳｜{n}个技巧', '上海租房避坑清单', '出租屋改造只花了800'],
    bodies: ['出租屋不能打孔？试试这几个收纳神器：洞洞板、床底收纳箱、门后挂架。', '上海租房看房时一定要检查：热水器、窗户朝向、隔音。'],
    comments: ['求链接', '出租屋党狂喜', '在哪个区', '房东同意吗'],
    replies: ['链接在评论区置顶', '可移除的不伤墙'],
  },
  {
    weight: 4, authors: ['c11', '*'], tags: ['读书笔记', '读书', '{book}'],
    titles: ['{book}读书笔记', '今年读过最好的{n}本书', '每天读书30分钟的方法'],
    bodies: ['{book} 最打动我的三段话，整理成了卡片。', '一年读了 {n}0 本书，最推荐这几本。'],
    comments: ['书单收藏', '电子书还是纸质书', '这本我也在读'],
    replies: ['两种都有', '一起加油'],
  },
  {
    weight: 4, authors: ['c12', '*'], tags: ['猫咪', '橘猫', '萌宠日常'],
    titles: ['橘猫的冬天｜只想睡觉', '猫咪第一次见雪', '养猫三年的真实感受'],
    bodies: ['豆包今天又霸占了暖气片😂', '第一次带猫咪看雪，它的表情太好笑了'],
    comments: ['太可爱了', '胖乎乎的', '想rua', '几岁了'],
    replies: ['三岁啦', '谢谢喜欢～'],
  },
  {
    weight: 3, authors: ['c13', '*'], tags: ['男生穿搭', '通勤穿搭', '冬季穿搭'],
    titles: ['男生冬季通勤穿搭｜{n}套', '预算500的冬季穿搭'],
    bodies: ['冬季通勤三件套：羊毛大衣、高领毛衣、直筒裤。', '预算 500 也能穿得干净利落，链接在图里。'],
    comments: ['大衣求链接', '身高多少', '好看'],
    replies: ['180/70kg', '链接在图3'],
  },
];

export const GENERATED = { count: 250, from: '2025-06-01', to: '2025-12-31', creators: 45, commenters: 140 };
