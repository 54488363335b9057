// Authored Instagram content for Li Ming: a small creator account for his Shanghai city walks,
// cafés and travel (the same life as his Xiaohongshu account, in a bilingual voice). Captions mix
// Chinese and English, so ig-mcp's json.dumps prints them as \u escapes, as the real server does.
//
// Story line: Kyoto & Osaka trip Nov 14–20; Moganshan hike Dec 6; Shanghai café series; a Beacon
// beta tester found him on Instagram; Drift Roasters invites him to a cupping on Jan 10; his friend
// Wei Zhao organises the New Year board-game night (Jan 3).

export const PERSONA_TZ = 8;

export const ACCOUNT = {
  username: 'mingli.walks',
  name: 'Ming Li 李明',
  biography: 'PM in Shanghai · city walks & coffee ☕️\n周末在上海街头走走停停 | Kyoto 🍁 2025',
  website: 'https://liming-notes.example',
  followers_count: 2146,
  follows_count: 389,
  created: '2020-05-16',
};

export const PAGES = [
  { name: 'Ming Li · City Walks', category: 'Personal Blog', instagram: true },
];

export const TOKEN = { expires_at: '2026-02-20T02:00:00Z' };

export const POSTS = [
  ['2025-12-31 21:30', 'CAROUSEL_ALBUM', '2025 年度九宫格 · my year in nine frames. 京都的红叶、莫干山的竹林、武康路的梧桐。明年继续走。\n\n#2025recap #shanghai #citywalk #上海', 2.0],
  ['2025-12-28 15:10', 'IMAGE', 'Winter light on Wukang Road. 武康大楼下午三点的光，人少的时候最好看。\n\n#wukangroad #武康路 #shanghaiarchitecture', 1.4],
  ['2025-12-20 10:40', 'IMAGE', 'Cupping flight at Drift Roasters: Ethiopia Guji, Yunnan Pu\'er washed, Colombia pink bourbon. 云南那支惊喜。\n\n#specialtycoffee #shanghaicafe #咖啡', 1.1],
  ['2025-12-13 16:55', 'VIDEO', 'Rainy evening on Anfu Road, 30 seconds of neon reflections. 安福路雨夜。\n\n#anfuroad #rainyday #shanghainights', 1.3],
  ['2025-12-06 09:20', 'CAROUSEL_ALBUM', 'Moganshan bamboo trail, 14 km loop. 莫干山竹海徒步，下山吃了一顿土鸡煲。\n\n#moganshan #莫干山 #hikingchina', 1.6],
  ['2025-11-20 20:05', 'IMAGE', 'Last night in Osaka: Dotonbori from the bridge. 道顿堀的灯牌永远热闹。\n\n#osaka #dotonbori #japantravel', 1.5],
  ['2025-11-18 07:10', 'IMAGE', 'Tofuku-ji at 7am, before the crowds. 东福寺通天桥，早起是值得的。\n\n#kyoto #tofukuji #autumnleaves #紅葉', 2.6],
  ['2025-11-16 16:30', 'CAROUSEL_ALBUM', 'Kyoto café crawl: 4 cafés, 1 day, 0 regrets. 京都咖啡馆一日四连。\n\n#kyotocafe #japancoffee', 1.2],
  ['2025-11-08 14:00', 'IMAGE', 'Columbia Circle on a Saturday. 上生新所的草坪和老建筑。\n\n#columbiacircle #上生新所 #shanghaiweekend', 0.9],
];

export const ARCHIVE = {
  from: '2024-03-01',
  to: '2025-10-30',
  count: 26,
  places: ['武康路 Wukang Road', '徐汇滨江 West Bund', '外滩 the Bund', '愚园路 Yuyuan Road', '苏州河 Suzhou Creek', '西岸美术馆 West Bund Museum', '朱家角 Zhujiajiao', '杭州西湖 West Lake', '南京西路 Nanjing West Road', '衡山路 Hengshan Road', '前滩 Qiantan'],
  openers: ['{place}, {time}.', 'Another slow walk along {place}.', '周末的{place}，{time}。', 'Found a quiet corner at {place}.'],
  middles: ['', 'Coffee first, photos second. 先喝咖啡再拍照。', 'Shot on my phone, no edits.', '人不多，适合散步。'],
  times: ['golden hour', 'a rainy morning', '傍晚', 'sunset', '清晨', 'blue hour'],
  tags: ['#shanghai', '#citywalk', '#上海', '#streetphotography', '#coffee', '#weekend', '#上海街拍', '#travel'],
};

export const USERS = [
  ['drift.roasters.sh', 'Drift Roasters 漂流咖啡'],
  ['weizhao.bj', 'Wei Zhao 赵伟'],
  ['kyoto.planner.amy', 'Amy | 京都攻略'],
  ['xiaoyu.tests.apps', '小雨'],
  ['sh.photo.walks', 'Shanghai Photo Walks'],
  ['tom.k.travels', 'Tom K'],
  ['promo.boost.cn', '涨粉助手'],
];

export const THREADS = [
  ['drift.roasters.sh', [
    ['2025-12-21 03:00', 'in', 'Hi Ming! 谢谢你的分享 ☕️ We are hosting a cupping for the Yunnan harvest on Jan 10 (Sat) 2pm at our Julu Road shop. Would you like to join? 6 seats only.'],
    ['2025-12-21 12:30', 'out', '太好了！我可以来，需要带什么吗？'],
    ['2025-12-31 09:15', 'in', '不用带东西，人到就行 😊 请在 1 月 5 日前回复确认名额哦。'],
  ]],
  ['weizhao.bj', [
    ['2025-12-29 12:10', 'in', '元旦局 1/3 下午两点静安寺，你来吗？带上你的《卡坦岛》'],
    ['2025-12-29 13:00', 'out', '来！卡坦岛带上'],
    ['2025-12-31 14:20', 'in', '场地费 68，到了再 AA。对了新年快乐 🎆'],
  ]],
  ['kyoto.planner.amy', [
    ['2025-12-05 08:00', 'in', 'Hi! Loved your Tofuku-ji post. I\'m going to Kyoto in April — is 7am early enough to avoid crowds in spring too?'],
    ['2025-12-05 11:40', 'out', 'Spring is busier, I would go at opening (9am for the bridge) on a weekday, or try Komyo-in nearby.'],
  ]],
  ['xiaoyu.tests.apps', [
    ['2025-12-31 13:45', 'in', '李明你好～我是 Beacon 内测群里的小雨（xiaoyu_qa）。我是安卓用户但群里看不到安卓测试频道，能帮我加一下 Android Tester 角色吗？'],
  ]],
  ['sh.photo.walks', [
    ['2025-12-10 10:00', 'in', 'Hi Ming, we run monthly photo walks in Shanghai. Would you like to guest-lead the January walk around the former French Concession? Jan 17 or Jan 18.'],
    ['2025-12-11 01:30', 'out', 'Sounds fun, Jan 18 works better for me. Let me confirm next week.'],
    ['2025-12-18 09:00', 'in', 'Great, penciled in for Jan 18 (Sun) 9:30am, meeting at Wukang Mansion.'],
  ]],
  ['tom.k.travels', [
    ['2025-11-22 06:10', 'in', 'Which camera do you use? The Kyoto colours are great'],
    ['2025-11-22 09:00', 'out', 'Mostly a Fujifilm X-T5 with the 18-55, plus my phone.'],
  ]],
  ['promo.boost.cn', [
    ['2025-12-30 20:00', 'in', '🔥 10000 真人粉丝只要 99 元！回复“1”立即开通 🔥'],
  ]],
];

export const WEB = [
  ['https://liming-notes.example/ig/2026-new-year-bund.jpg', 'image/jpeg', 1080, 1350],
  ['https://liming-notes.example/ig/wukang-wide.jpg', 'image/jpeg', 3000, 1200],
  ['https://liming-notes.example/ig/cafe-square.jpg', 'image/jpeg', 1200, 1200],
  ['https://liming-notes.example/ig/anfu-night.mp4', 'video/mp4', 1080, 1920],
];

export const INSIGHTS = { from: '2025-11-01', to: '2025-12-31', reach: 640, profile_views: 38, website_clicks: 3, accounts_engaged: 95 };
