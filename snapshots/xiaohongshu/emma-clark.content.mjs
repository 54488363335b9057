// Authored Xiaohongshu (RedNote) content for Emma Clark. She joined RedNote in January 2025 with the
// wave of American users, posts in English with some Chinese she is learning, and follows Chinese
// teachers, Bay Area food accounts and travel creators. Her saved session has expired: the snapshot
// starts LOGGED OUT (she scans a QR code when asked), so every tool that needs the account fails
// until get_login_qrcode is called.
//
// Story line (shared with her Instagram/Discord): Lands End New Year hike with Noah (Jan 1), Tahoe
// snowshoe weekend Jan 24–25, learning Chinese (HSK 3 in March), her "Fog Over the Gate" photo.

export const TZ = -8;

export const SESSION = { logged_in: false, qr_scan: 'scan', products_enabled: false, cookies_saved_at: null };

export const ME = {
  key: 'me', nickname: 'Emma在旧金山', red_id: '27740519', gender: 1, ip: '美国', created: '2025-01-14',
  desc: 'SF 🇺🇸 | research engineer | learning 中文 (HSK3 in March!)\nhiking · photography · dumplings 🥟',
  follows: 164, fans: 2730, earlier: 8120,
};

export const DEVICE_FILES = [
  ['/Users/emma/Pictures/rednote/lands-end-new-year.jpg', 'image', 1080, 1440],
  ['/Users/emma/Pictures/rednote/dumplings-attempt-3.jpg', 'image', 1080, 1350],
  ['/Users/emma/Pictures/rednote/hsk3-notes.jpg', 'image', 1440, 1080],
  ['/Users/emma/Movies/rednote/fog-timelapse.mp4', 'video', 1080, 1920, 22],
];

export const PEOPLE = [
  { key: 'p03', nickname: 'Ava在纽约', ip: '美国', gender: 1, followed: true, follows_me: true, fans: 640, follows: 120, desc: 'NYC · applied scientist · 学中文第二年' },
  { key: 'x3', nickname: 'Noah Evans hikes', ip: '美国', gender: 0, followed: true, follows_me: true, fans: 410, follows: 95, desc: 'Bay Area trails, every weekend' },
  { key: 'c01', nickname: '中文老师Lily', ip: '北京', gender: 1, followed: true, fans: 312000, follows: 40, desc: '教外国朋友说中文 🇨🇳 Chinese teacher for RedNote friends' },
  { key: 'c02', nickname: 'SF吃什么', ip: '美国', gender: 0, followed: true, fans: 45200, follows: 210, desc: '湾区华人美食地图 | Bay Area food' },
  { key: 'c03', nickname: 'Chengdu Jake', ip: '四川', gender: 0, followed: true, fans: 88100, follows: 150, desc: 'American living in Chengdu 🐼 travel tips' },
  { key: 'c04', nickname: '硅谷打工人日记', ip: '美国', gender: 1, followed: false, fans: 67300, follows: 88, desc: '湾区科技公司 | 职场 & 生活' },
  { key: 'c05', nickname: 'Dumpling Dad', ip: '美国', gender: 0, followed: true, fans: 23900, follows: 60, desc: 'Teaching my kids (and you) to fold dumplings' },
  { key: 'c06', nickname: '上海小姐姐Vivian', ip: '上海', gender: 1, followed: false, fans: 51200, follows: 190, desc: 'Shanghai life for foreign friends 🌆' },
  { key: 'c07', nickname: 'National Park Nerd', ip: '美国', gender: 0, followed: false, fans: 34700, follows: 270, desc: '63 parks, 41 done' },
  { key: 'c08', nickname: '猫咪豆包', ip: '四川', gender: 1, followed: true, fans: 205000, follows: 33, desc: '一只橘猫的日常 🐱' },
];

export const OWN_NOTES = [
  {
    key: 'anniversary', when: '2025-12-30 19:40', title: 'One year on RedNote｜一周年', tags: ['RedNote', '学中文', 'TikTokRefugee'], images: 5,
    likes: 1120, collects: 210, shares: 64, viewed: true,
    desc: 'I joined RedNote in January 2025 knowing zero Chinese. One year later: HSK 2 passed, HSK 3 in March, 300-day streak, and so many kind strangers who corrected my tones 🙏\n谢谢大家！明年继续加油！',
    comments: [
      ['c01', '你的进步好大！HSK3 加油💪', 88, [['me', '谢谢老师！你的视频帮了我很多', 12]]],
      ['*', 'Your Chinese is better than my English lol', 45, []],
      ['*', '一周年快乐！what was the hardest part?', 30, [['me', 'Tones, definitely tones 😅', 9]]],
      ['*', '加油！下次来中国玩', 22, []],
    ],
  },
  {
    key: 'fog', when: '2025-12-27 11:00', title: 'Fog Over the Gate 🌁', tags: ['旧金山', '金门大桥', '摄影', 'SanFrancisco'], images: 3,
    likes: 3420, collects: 980, shares: 140, viewed: true,
    desc: '7:12am at Battery Spencer. The towers were visible for four minutes, then the fog swallowed everything.\n旧金山的雾有名字，叫 Karl 😂',
    comments: [['*', '太美了！是什么相机拍的', 54, [['me', 'Sony A7 IV + 70-200', 10]]], ['c03', 'Karl the fog is the best neighbor', 33, []], ['*', '旧金山好想去', 19, []]],
  },
  {
    key: 'dumplings', when: '2025-12-14 18:30', title: 'My third try at 饺子 🥟', tags: ['饺子', '中国菜', '学做饭'], images: 6,
    likes: 2210, collects: 1540, shares: 80, viewed: true,
    desc: 'Pork & chive, recipe from @Dumpling Dad. The folding is still ugly but they did not explode this time! 进步了！',
    comments: [['c05', 'Beautiful pleats! Next: try 猪肉白菜', 40, [['me', 'Will do!!', 5]]], ['*', '第三次就这么好了！', 28, []], ['*', '蘸料要加醋和辣椒油', 21, []]],
  },
  {
    key: 'hsk', when: '2025-11-30 20:00', title: 'How I study for HSK 3', tags: ['HSK', '学中文', 'learnchinese'], images: 7,
    likes: 1780, collects: 2230, shares: 120, viewed: true,
    desc: '30 min a day: 10 min flashcards, 10 min shadowing, 10 min reading RedNote comments (seriously, best practice).',
    comments: [['c01', 'Reading comments is a great idea 😂', 31, []], ['*', 'which flashcard app?', 18, [['me', 'Anki with the HSK deck', 6]]]],
  },
  {
    key: 'tahoe', when: '2025-12-20 09:30', title: 'Tahoe snowshoe plans ❄️', tags: ['太浩湖', 'Tahoe', '雪鞋徒步'], images: 2,
    likes: 540, collects: 120, shares: 10, viewed: true,
    desc: 'Planning a snowshoe weekend Jan 24–25 with friends. Any tips for first-timers? 有没有人去过？',
    comments: [['x3', 'bring the beacon I lent you 😄', 9, []], ['*', 'Microspikes for the icy parts!', 7, []]],
  },
  {
    key: 'landsend', when: '2025-10-25 18:20', title: 'Lands End at sunset', tags: ['旧金山', '日落', 'hiking'], images: 4,
    likes: 960, collects: 300, shares: 21, viewed: true,
    desc: 'Labyrinth, shipwreck views and the bridge. Best free sunset in SF.',
    comments: [['*', 'Lands End 是哪里', 6, [['me', '在旧金山西北角的海边步道', 2]]]],
  },
];

export const AUTHORED_NOTES = [
  {
    author: 'c01', when: '2025-12-28 12:00', title: '外国朋友最容易说错的5个词', tags: ['学中文', 'learnchinese', '中文老师'], images: 6,
    likes: 45600, collects: 38100, shares: 5200, hidden: 1900, viewed: true,
    desc: '1. 水饺 vs 睡觉 😂\n2. 问 vs 吻\n3. 买 vs 卖\n4. 汤 vs 糖\n5. 妈 vs 马\nWhich one got you?',
    comments: [['me', '水饺 vs 睡觉 got me in a restaurant 😭', 120, [['c01', 'Everyone does it once 😂', 44]]], ['*', '买和卖 still confuses me', 86, []]],
  },
  {
    author: 'c02', when: '2025-12-22 18:00', title: '湾区最好吃的小笼包｜Top 5', tags: ['湾区美食', '小笼包', 'BayArea'], images: 8,
    likes: 8900, collects: 12400, shares: 600, hidden: 240,
    desc: 'Cupertino、Millbrae、SF Richmond 区各有一家，第一名在 Clement St。',
    comments: [['me', 'Saving this for the weekend!', 22, []], ['*', 'Clement St 那家要排队吗', 31, []]],
  },
  {
    author: 'c03', when: '2025-12-18 09:00', title: 'Chengdu in winter｜what to pack', tags: ['成都', 'ChinaTravel', '240小时免签'], images: 7,
    likes: 12300, collects: 15600, shares: 1400, hidden: 320,
    desc: 'Visa-free transit is 240 hours now. Pack layers, it is damp cold. Hotpot warms you up 🌶️',
    comments: [['me', 'Adding Chengdu to my 2026 list!', 17, [['c03', 'Come in spring!', 6]]]],
  },
];

export const NAME_PARTS = {
  prefixes: ['', '', 'its', 'just', 'the', '小', '阿', 'hey', '爱吃饺子的', '在湾区的'],
  cores: ['Mia', 'Jake', 'Sophie', 'Tom', 'Lucy', 'Ben', 'Grace', 'Leo', 'Nina', '小鱼', '桃子', 'Zoe', 'Max', 'Ruby', 'Owen', '团子', 'Chloe', 'Sam'],
  suffixes: ['', '_sf', '.la', '在纽约', 'learns中文', '123', '🍑', '_nyc', '在上海', '✨'],
  ips: ['美国', '美国', '美国', '加拿大', '英国', '上海', '北京', '广东', '四川'],
};

export const SLOTS = {
  word: ['谢谢', '好吃', '加油', '不客气', '没问题', '太棒了', '随便'],
  dish: ['小笼包', '火锅', '牛肉面', '饺子', '麻婆豆腐', '烤鸭', '煎饼果子'],
  bayarea: ['Richmond District', 'Sunset District', 'Cupertino', 'Millbrae', 'Oakland Chinatown', 'Milpitas'],
  city: ['成都', '上海', '北京', '重庆', '西安', '杭州', '桂林'],
  park: ['Yosemite', 'Zion', 'Joshua Tree', 'Grand Canyon', 'Olympic', 'Acadia', 'Death Valley'],
  n: ['3', '5', '7', '10'],
  days: ['3', '5', '7', '10'],
  trail: ['Mt Tam', 'Mission Peak', 'Point Reyes', 'Lands End', 'Muir Woods', 'Half Dome'],
};

export const TOPICS = [
  {
    weight: 14, authors: ['c01', '*', '*'], tags: ['学中文', 'learnchinese', 'HSK'],
    titles: ['How to say "{word}" like a local', 'Day {n}00 of learning Chinese', '中文小课堂｜{word}', 'Tones made easy｜{word}'],
    bodies: [
      'Today\'s word: {word}. Natives say it faster and softer than textbooks. Try shadowing the video 3 times!',
      'Day {n}00 update: I can finally order {dish} without pointing at the menu 😂 What helped: podcasts + RedNote comments.',
    ],
    comments: ['So helpful, thank you!', '说得很好！', 'Tones are killing me 😭', 'Can you do one on 还是 vs 或者?', 'saved!', '你的中文好标准'],
    replies: ['Thank you!!', '加油！', 'Great idea for the next one'],
  },
  {
    weight: 12, authors: ['c02', 'c05', '*'], tags: ['湾区美食', 'BayArea', '{dish}'],
    titles: ['Best {dish} in {bayarea}', '湾区{dish}测评', 'Homemade {dish} attempt #{n}'],
    bodies: [
      'Tried the {dish} at a small place in {bayarea}. 8.5/10, the broth is legit. Cash only!',
      'My {n}th attempt at {dish}. Getting closer to grandma-level (according to my Chinese coworker).',
    ],
    comments: ['Where is this?', '看起来好好吃', 'Cash only is so SF 😂', 'Recipe please!', '下次试试加点醋'],
    replies: ['{bayarea}!', 'Recipe in the last slide', '好的谢谢！'],
  },
  {
    weight: 12, authors: ['c03', 'c06', '*'], tags: ['ChinaTravel', '{city}', '240小时免签'],
    titles: ['{days} days in {city}｜itinerary', 'First time in {city}? Read this', '{city} for foreigners｜tips'],
    bodies: [
      '{days} days in {city}: metro is easy, get Alipay set up before you land, and try the {dish}.',
      'Things nobody tells you about {city}: you need your passport for trains, and everyone pays with their phone.',
    ],
    comments: ['Is it safe to travel alone?', 'Alipay works with US cards now?', '欢迎来中国！', 'Saving for my trip in April', 'How much was the hotel?'],
    replies: ['Very safe!', 'Yes, link your Visa/Mastercard', 'About $60 a night'],
  },
  {
    weight: 10, authors: ['c07', '*'], tags: ['NationalPark', '{park}', 'hiking', '徒步'],
    titles: ['{park} in winter｜worth it?', '{park} day hike guide', 'My favorite trail in {park}'],
    bodies: ['{park} in winter is quiet and magical. Check road closures first!', 'Best day hike in {park}: start early, bring 3L of water.'],
    comments: ['美国的国家公园好壮观', 'Is a permit needed?', 'Adding to the list!', '冬天会下雪吗'],
    replies: ['No permit for this trail', 'Yes, above 6000 ft'],
  },
  {
    weight: 8, authors: ['c04', '*'], tags: ['硅谷', '湾区生活', '科技公司'],
    titles: ['湾区打工人的一天', 'Tech job hunting in 2025', '在硅谷做研究员的一周'],
    bodies: ['早上 8 点通勤，9 点站会，下午写代码，晚上健身。湾区生活就是这样。', 'Job hunting tips: referrals matter, so does a clean portfolio.'],
    comments: ['好真实', 'Any advice for new grads?', '湾区房租太贵了', 'Research engineer 和 software engineer 有什么区别'],
    replies: ['Network early!', '房租确实是最大开销'],
  },
  {
    weight: 8, authors: ['x3', '*'], tags: ['BayArea', 'hiking', '{trail}'],
    titles: ['{trail} sunrise hike', 'Weekend at {trail}', '{trail} trail report'],
    bodies: ['{trail} at sunrise: foggy start, clear summit. Parking full by 8.', 'Trail report for {trail}: muddy but fine, bring poles.'],
    comments: ['Looks amazing', 'How long is the loop?', '好美', 'Dog friendly?'],
    replies: ['About 9 miles', 'Leashed dogs ok'],
  },
  {
    weight: 4, authors: ['c08'], tags: ['猫咪', '橘猫', '萌宠日常'],
    titles: ['橘猫的冬天｜只想睡觉', '猫咪第一次见雪'],
    bodies: ['豆包今天又霸占了暖气片😂', '第一次带猫咪看雪，它的表情太好笑了'],
    comments: ['so cute', '太可爱了', 'chonky boy'],
    replies: ['谢谢喜欢～'],
  },
];

export const GENERATED = { count: 150, from: '2025-07-01', to: '2025-12-31', creators: 30, commenters: 80 };
