// The authored part of the Amap map world (snapshots/amap/build.mjs turns it into the snapshot):
// regions with adcodes, POI types with Amap-style type strings and typecodes, metro lines, the
// places of both personas' stories (Li Ming: Shanghai office on Nanjing West Road, home on Yuyuan
// Road, trips to Shenzhen, Hangzhou, Beijing and Taipei; Emma Clark: office at 500 Howard St and
// home in Mission Bay, San Francisco), landmarks, parks, hospitals, stations and restaurants,
// IP blocks and climate normals. Business names other than well-known landmarks, stations and
// hospitals are invented for this world. Coordinates are GCJ-02 in mainland China (what Amap
// serves) and WGS-84 elsewhere; addresses follow Amap's style (no city prefix in POI addresses).

// adcode → region. `level`: province | city | district. Municipalities are their own city.
export const REGIONS = [
  ['310000', '上海市', 'province', null, '021', '121.473667,31.230525', { en: 'Shanghai', muni: true }],
  ['310101', '黄浦区', 'district', '310000', '021', '121.484443,31.231763'],
  ['310104', '徐汇区', 'district', '310000', '021', '121.436307,31.188334'],
  ['310105', '长宁区', 'district', '310000', '021', '121.424751,31.220367'],
  ['310106', '静安区', 'district', '310000', '021', '121.447348,31.227718'],
  ['310115', '浦东新区', 'district', '310000', '021', '121.544346,31.221461'],
  ['310112', '闵行区', 'district', '310000', '021', '121.381709,31.112813'],
  ['310118', '青浦区', 'district', '310000', '021', '121.124178,31.150681'],
  ['110000', '北京市', 'province', null, '010', '116.407387,39.904179', { en: 'Beijing', muni: true }],
  ['110101', '东城区', 'district', '110000', '010', '116.416334,39.928359'],
  ['110102', '西城区', 'district', '110000', '010', '116.365868,39.912289'],
  ['110105', '朝阳区', 'district', '110000', '010', '116.443205,39.921506'],
  ['110108', '海淀区', 'district', '110000', '010', '116.297996,39.959893'],
  ['110106', '丰台区', 'district', '110000', '010', '116.286726,39.858427'],
  ['440000', '广东省', 'province', null, '[]', '113.266887,23.133306'],
  ['440300', '深圳市', 'city', '440000', '0755', '114.057939,22.543527', { en: 'Shenzhen' }],
  ['440305', '南山区', 'district', '440300', '0755', '113.930478,22.533191'],
  ['440304', '福田区', 'district', '440300', '0755', '114.055072,22.521521'],
  ['440306', '宝安区', 'district', '440300', '0755', '113.883831,22.554986'],
  ['440309', '龙华区', 'district', '440300', '0755', '114.044346,22.691963'],
  ['330000', '浙江省', 'province', null, '[]', '120.152575,30.266619'],
  ['330100', '杭州市', 'city', '330000', '0571', '120.209789,30.24692', { en: 'Hangzhou' }],
  ['330106', '西湖区', 'district', '330100', '0571', '120.130396,30.259242'],
  ['330102', '上城区', 'district', '330100', '0571', '120.171465,30.250236'],
  ['710000', '台湾省', 'province', null, '1886', '121.509062,25.044332', { en: 'Taiwan' }],
  ['710100', '台北市', 'city', '710000', '1886', '121.565170,25.037798', { en: 'Taipei' }],
  ['710107', '信义区', 'district', '710100', '1886', '121.571700,25.033100'],
  ['710103', '中正区', 'district', '710100', '1886', '121.518300,25.032400'],
  ['710105', '松山区', 'district', '710100', '1886', '121.557700,25.050000'],
];

// Overseas places have no adcode in Amap's data; the world keeps them in a pseudo-region without
// weather, transit or IP coverage (see the README).
export const OVERSEAS = [
  ['US-SF', '旧金山', 'San Francisco', '加利福尼亚州', '美国', '-122.419416,37.774929'],
];

// Type key → [Amap type string, typecode, English tags used only for keyword matching].
export const TYPES = {
  restaurant: ['餐饮服务;中餐厅;中餐厅', '050100', 'restaurant food chinese'],
  local: ['餐饮服务;中餐厅;特色/地方风味餐厅', '050118', 'restaurant food specialty local'],
  noodles: ['餐饮服务;快餐厅;快餐厅', '050300', 'restaurant noodles fast food'],
  western: ['餐饮服务;外国餐厅;外国餐厅', '050200', 'restaurant food western'],
  thai: ['餐饮服务;外国餐厅;泰国/越南品味餐厅', '050206', 'restaurant thai food'],
  cafe: ['餐饮服务;咖啡厅;咖啡厅', '050500', 'cafe coffee'],
  tea: ['餐饮服务;茶艺馆;茶艺馆', '050600', 'tea house'],
  bakery: ['餐饮服务;糕饼店;糕饼店', '050800', 'bakery cake'],
  park: ['风景名胜;公园广场;公园', '110101', 'park green'],
  square: ['风景名胜;公园广场;城市广场', '110103', 'square plaza'],
  scenic: ['风景名胜;风景名胜;风景名胜', '110200', 'scenic landmark attraction'],
  hospital3a: ['医疗保健服务;综合医院;三级甲等医院', '090101', 'hospital medical'],
  hospital: ['医疗保健服务;综合医院;综合医院', '090100', 'hospital medical'],
  specialist: ['医疗保健服务;专科医院;专科医院', '090200', 'hospital medical specialist'],
  clinic: ['医疗保健服务;诊所;诊所', '090300', 'clinic medical'],
  pharmacy: ['医疗保健服务;医药保健销售店;药房', '090601', 'pharmacy drugstore medical'],
  metro: ['交通设施服务;地铁站;地铁站', '150500', 'metro subway station'],
  rail: ['交通设施服务;火车站;火车站', '150200', 'railway train station'],
  airport: ['交通设施服务;机场相关;机场相关', '150100', 'airport'],
  hotel: ['住宿服务;宾馆酒店;四星级宾馆', '100102', 'hotel'],
  office: ['商务住宅;楼宇;商务写字楼', '120201', 'office building'],
  residence: ['商务住宅;住宅区;住宅小区', '120302', 'residential apartments home'],
  mall: ['购物服务;商场;购物中心', '060101', 'mall shopping'],
  museum: ['科教文化服务;博物馆;博物馆', '140100', 'museum'],
  gym: ['体育休闲服务;运动场馆;健身中心', '080111', 'gym fitness'],
  stadium: ['体育休闲服务;运动场馆;体育场馆', '080100', 'stadium arena sports'],
  bookstore: ['购物服务;文化用品店;书店', '061205', 'bookstore books'],
  road: ['地名地址信息;交通地名;道路名', '190301', 'road street'],
};

// [name, type, 'lng,lat', address, district adcode (or overseas key), extras]
// extras: alias, tel, rating, cost (CNY/USD per person), open (open_time), area (business_area)
export const POIS = [
  // — Shanghai · Jing'an (Li Ming's office and home)
  ['静安嘉里中心', 'office', '121.448766,31.224413', '南京西路1515号', '310106', { alias: 'Jing\'an Kerry Centre', area: '静安寺' }],
  ['华信云上海办公室', 'office', '121.448850,31.224520', '南京西路1515号静安嘉里中心二座22层', '310106', { alias: 'Huaxin Cloud Shanghai Office', area: '静安寺' }],
  ['愚园路68号', 'residence', '121.446120,31.222980', '愚园路68号', '310106', { alias: 'Yuyuan Road 68', area: '静安寺' }],
  ['静安寺', 'scenic', '121.445710,31.223520', '南京西路1686号', '310106', { rating: '4.7', area: '静安寺', open: '07:30-17:00' }],
  ['静安公园', 'park', '121.447400,31.222600', '南京西路1649号', '310106', { rating: '4.6', area: '静安寺', open: '06:00-18:00' }],
  ['中山公园', 'park', '121.418300,31.222600', '长宁路780号', '310105', { rating: '4.6', area: '中山公园', open: '05:00-18:00' }],
  ['襄阳公园', 'park', '121.452200,31.215600', '淮海中路1008号', '310104', { rating: '4.5', area: '淮海路', open: '06:00-18:00' }],
  ['复旦大学附属华山医院', 'hospital3a', '121.446880,31.216130', '乌鲁木齐中路12号', '310106', { alias: '华山医院|Huashan Hospital', tel: '021-52889999', rating: '4.5' }],
  ['上海交通大学医学院附属瑞金医院', 'hospital3a', '121.467820,31.211960', '瑞金二路197号', '310101', { alias: '瑞金医院|Ruijin Hospital', tel: '021-64370045', rating: '4.5' }],
  ['静安区中心医院', 'hospital', '121.442310,31.225860', '西康路259号', '310106', { tel: '021-62474530', rating: '4.2' }],
  ['静安寺社区卫生服务中心', 'clinic', '121.443900,31.221400', '常德路288号', '310106', { rating: '4.0' }],
  ['益丰大药房(南京西路店)', 'pharmacy', '121.450400,31.225900', '南京西路1388号', '310106', { rating: '4.3', open: '08:00-22:00' }],
  ['Manner Coffee(静安嘉里中心店)', 'cafe', '121.448500,31.224100', '南京西路1515号静安嘉里中心B1层', '310106', { rating: '4.6', cost: '20', open: '07:30-20:00', area: '静安寺' }],
  ['梧桐里咖啡', 'cafe', '121.444800,31.221800', '愚园路102号', '310106', { rating: '4.5', cost: '38', open: '08:30-21:00', area: '静安寺' }],
  ['老弄堂本帮菜(愚园路店)', 'local', '121.443500,31.222400', '愚园路131号', '310106', { rating: '4.6', cost: '118', open: '11:00-21:30', area: '静安寺' }],
  ['南京西路面馆', 'noodles', '121.452800,31.226900', '南京西路1266号', '310106', { rating: '4.3', cost: '32', open: '07:00-20:30', area: '南京西路' }],
  ['静安寺站', 'metro', '121.445300,31.223900', '2号线;7号线;14号线', '310106', {}],
  ['南京西路站', 'metro', '121.459600,31.228800', '2号线;12号线;13号线', '310106', {}],
  ['常熟路站', 'metro', '121.449600,31.214500', '1号线;7号线', '310104', {}],
  ['人民广场站', 'metro', '121.472600,31.232700', '1号线;2号线;8号线', '310101', {}],
  ['陆家嘴站', 'metro', '121.502400,31.238300', '2号线;14号线', '310115', {}],
  ['徐家汇站', 'metro', '121.437500,31.194800', '1号线;9号线;11号线', '310104', {}],
  ['虹桥火车站站', 'metro', '121.320500,31.194300', '2号线;10号线;17号线', '310112', {}],
  ['中山公园站', 'metro', '121.416900,31.221500', '2号线;3号线;4号线', '310105', {}],
  ['上海体育馆站', 'metro', '121.437900,31.183500', '1号线;4号线', '310104', {}],
  ['龙华中路站', 'metro', '121.459800,31.183900', '7号线;12号线', '310104', {}],
  ['浦东国际机场站', 'metro', '121.808100,31.151200', '2号线', '310115', {}],
  // — Shanghai · landmarks, transport
  ['外滩', 'scenic', '121.490317,31.240018', '中山东一路', '310101', { alias: 'The Bund', rating: '4.8', area: '外滩' }],
  ['人民公园', 'park', '121.471300,31.233000', '南京西路231号', '310101', { rating: '4.5', area: '人民广场', open: '05:00-18:00' }],
  ['上海博物馆', 'museum', '121.475600,31.228400', '人民大道201号', '310101', { rating: '4.8', open: '09:00-17:00', area: '人民广场' }],
  ['东方明珠广播电视塔', 'scenic', '121.499740,31.239853', '世纪大道1号', '310115', { alias: 'Oriental Pearl Tower', rating: '4.7', area: '陆家嘴' }],
  ['徐汇滨江', 'park', '121.463400,31.176700', '龙腾大道2350号', '310104', { alias: 'West Bund', rating: '4.7', area: '徐汇滨江' }],
  ['武康大楼', 'scenic', '121.437500,31.205100', '淮海中路1842-1858号', '310104', { alias: 'Wukang Mansion', rating: '4.6', area: '衡山路' }],
  ['上海虹桥站', 'rail', '121.320200,31.194100', '申贵路1500号', '310112', { alias: 'Shanghai Hongqiao Railway Station' }],
  ['上海虹桥国际机场T2航站楼', 'airport', '121.327200,31.193900', '申达一路', '310112', { alias: 'Hongqiao Airport T2|SHA' }],
  ['上海浦东国际机场', 'airport', '121.805214,31.143378', '启航路900号', '310115', { alias: 'Pudong Airport|PVG' }],
  ['朱家角古镇', 'scenic', '121.053600,31.109400', '朱家角镇', '310118', { alias: 'Zhujiajiao', rating: '4.5' }],
  ['建国西路', 'road', '121.456300,31.206100', '建国西路', '310104', { alias: 'Jianguo West Road' }],
  ['衡山公园', 'park', '121.444900,31.204900', '衡山路2号', '310104', { rating: '4.4', open: '06:00-18:00', area: '衡山路' }],
  ['上海市第一妇婴保健院(西院)', 'specialist', '121.454200,31.208200', '长乐路536号', '310106', { rating: '4.3' }],
  ['建国西路社区诊所', 'clinic', '121.457600,31.205300', '建国西路384号', '310104', { rating: '4.1' }],
  // — Beijing · 建国路 / 国贸 (the Beijing office)
  ['华信云北京办公室', 'office', '116.461900,39.908900', '建国门外大街1号国贸大厦三座18层', '110105', { alias: 'Huaxin Cloud Beijing Office', area: '国贸' }],
  ['国贸站', 'metro', '116.461300,39.908300', '1号线;10号线', '110105', {}],
  ['大望路站', 'metro', '116.476100,39.908200', '1号线;14号线', '110105', {}],
  ['永安里站', 'metro', '116.450600,39.908000', '1号线', '110105', {}],
  ['天安门东站', 'metro', '116.401200,39.908000', '1号线', '110101', {}],
  ['北京南站(地铁站)', 'metro', '116.378900,39.865000', '4号线;14号线', '110106', {}],
  ['金台夕照站', 'metro', '116.462000,39.916900', '10号线', '110105', {}],
  ['日坛公园', 'park', '116.443500,39.914500', '日坛北路6号', '110105', { rating: '4.6', open: '06:00-21:00', area: '建国门' }],
  ['红领巾公园', 'park', '116.493200,39.923900', '后八里庄5号', '110105', { rating: '4.5', open: '06:00-21:00' }],
  ['通惠河庆丰公园', 'park', '116.470900,39.904100', '建国路88号南侧', '110105', { rating: '4.5', open: '全天' }],
  ['朝阳公园', 'park', '116.479800,39.941400', '朝阳公园南路1号', '110105', { rating: '4.6', open: '06:00-22:00' }],
  ['首都医科大学附属北京朝阳医院', 'hospital3a', '116.451900,39.926500', '工人体育场南路8号', '110105', { alias: '朝阳医院', tel: '010-85231000', rating: '4.4' }],
  ['北京协和医院', 'hospital3a', '116.416700,39.912600', '帅府园1号', '110101', { alias: 'Peking Union Medical College Hospital', tel: '010-69156114', rating: '4.6' }],
  ['国贸社区卫生服务站', 'clinic', '116.464200,39.907100', '建国路89号', '110105', { rating: '4.0' }],
  ['和睦家诊所(建国门)', 'clinic', '116.447900,39.906800', '建国门外大街21号', '110105', { alias: 'United Family Clinic', rating: '4.3' }],
  ['国药大药房(国贸店)', 'pharmacy', '116.459800,39.907700', '建国路79号', '110105', { rating: '4.2', open: '08:00-22:00' }],
  ['国贸商城', 'mall', '116.460300,39.909500', '建国门外大街1号', '110105', { rating: '4.6', area: '国贸' }],
  ['天安门广场', 'scenic', '116.397700,39.903700', '东长安街', '110101', { alias: 'Tiananmen Square', rating: '4.8' }],
  ['北京南站', 'rail', '116.378500,39.865200', '永外大街车站路12号', '110106', { alias: 'Beijing South Railway Station' }],
  ['北京首都国际机场', 'airport', '116.603100,40.079900', '首都机场路', '110105', { alias: 'Capital Airport|PEK' }],
  ['建国路', 'road', '116.470000,39.908000', '建国路', '110105', { alias: 'Jianguo Road' }],
  ['京味斋(建国路店)', 'local', '116.466800,39.908600', '建国路87号', '110105', { rating: '4.5', cost: '96', open: '10:30-21:30', area: '国贸' }],
  ['国贸炸酱面馆', 'noodles', '116.458700,39.907300', '建国路甲6号', '110105', { rating: '4.3', cost: '38', open: '08:00-21:00', area: '国贸' }],
  // — Shenzhen (Li Ming's Jan 19–20 trip)
  ['深圳湾万怡酒店', 'hotel', '113.946800,22.518300', '科苑南路3099号', '440305', { alias: 'Courtyard by Marriott Shenzhen Bay', tel: '0755-86286888', rating: '4.6', area: '后海' }],
  ['深圳宝安国际机场', 'airport', '113.811000,22.639300', '宝安区机场道', '440306', { alias: 'Bao\'an Airport|SZX' }],
  ['深圳湾公园', 'park', '113.950800,22.505800', '滨海大道', '440305', { rating: '4.8', open: '全天', area: '后海' }],
  ['后海站', 'metro', '113.938900,22.520900', '2号线;11号线;13号线', '440305', {}],
  ['机场站', 'metro', '113.815300,22.632700', '11号线', '440306', {}],
  ['深圳北站', 'rail', '114.029700,22.609700', '致远中路28号', '440309', { alias: 'Shenzhen North Railway Station' }],
  ['市民中心站', 'metro', '114.059500,22.541800', '2号线;4号线', '440304', {}],
  ['福田站', 'metro', '114.055600,22.537500', '2号线;3号线;11号线', '440304', {}],
  ['香港大学深圳医院', 'hospital3a', '114.014800,22.529900', '海园一路1号', '440304', { tel: '0755-86913333', rating: '4.6' }],
  ['后海潮汕牛肉火锅', 'local', '113.941200,22.518800', '后海大道2388号', '440305', { rating: '4.6', cost: '135', open: '11:00-02:00', area: '后海' }],
  ['万象天地', 'mall', '113.955400,22.537800', '深南大道9668号', '440305', { rating: '4.7' }],
  // — Hangzhou
  ['西湖风景名胜区', 'scenic', '120.148000,30.242000', '龙井路1号', '330106', { alias: 'West Lake', rating: '4.8' }],
  ['龙翔桥站', 'metro', '120.164800,30.258900', '1号线', '330102', {}],
  ['凤起路站', 'metro', '120.168000,30.264000', '1号线;2号线', '330102', {}],
  ['杭州东站', 'rail', '120.213000,30.291000', '天城路1号', '330102', { alias: 'Hangzhou East Railway Station' }],
  ['浙江大学医学院附属第一医院', 'hospital3a', '120.178300,30.257800', '庆春路79号', '330102', { alias: '浙大一院', rating: '4.5' }],
  ['龙井茶室', 'tea', '120.131200,30.236100', '龙井路28号', '330106', { rating: '4.5', cost: '80', open: '09:00-21:00' }],
  // — Taipei
  ['台北101', 'scenic', '121.564501,25.033964', '信义路五段7号', '710107', { alias: 'Taipei 101', rating: '4.8', open: '09:00-22:00', area: '信义商圈' }],
  ['台北车站', 'rail', '121.517100,25.047800', '北平西路3号', '710103', { alias: 'Taipei Main Station' }],
  ['台北松山机场', 'airport', '121.552000,25.069000', '敦化北路340-9号', '710105', { alias: 'Songshan Airport|TSA' }],
  ['台北101/世贸站', 'metro', '121.567500,25.033000', '淡水信义线', '710107', {}],
  ['象山步道', 'park', '121.576500,25.027500', '信义路五段150巷', '710107', { alias: 'Elephant Mountain Trail', rating: '4.7', open: '全天' }],
  ['大安森林公园', 'park', '121.535700,25.029800', '新生南路二段1号', '710103', { rating: '4.7', open: '全天' }],
  ['信义小笼汤包馆', 'local', '121.565900,25.034600', '信义路五段11号', '710107', { rating: '4.7', cost: '260', open: '11:00-21:00', area: '信义商圈' }],
  ['阿嬷牛肉面(信义店)', 'local', '121.563200,25.035300', '松智路17号', '710107', { rating: '4.6', cost: '180', open: '11:00-20:30', area: '信义商圈' }],
  ['松仁卤肉饭', 'local', '121.567900,25.036200', '松仁路58号', '710107', { rating: '4.5', cost: '120', open: '10:30-20:00', area: '信义商圈' }],
  ['夜市蚵仔煎本铺', 'local', '121.561400,25.030500', '信义路五段42号', '710107', { rating: '4.4', cost: '100', open: '17:00-24:00', area: '信义商圈' }],
  ['台北医学大学附设医院', 'hospital3a', '121.562100,25.026300', '吴兴街252号', '710107', { rating: '4.4' }],
  // — San Francisco (Emma Clark)
  ['Lumen Labs (500 Howard St)', 'office', '-122.396500,37.788700', '500 Howard St, 4F', 'US-SF', { alias: 'Lumen office', area: 'SoMa' }],
  ['Mission Bay Apartments', 'residence', '-122.391800,37.770600', '1200 4th St', 'US-SF', { alias: 'Emma home', area: 'Mission Bay' }],
  ['UCSF Medical Center at Mission Bay', 'hospital3a', '-122.390700,37.767400', '1825 4th St', 'US-SF', { alias: 'UCSF Mission Bay', tel: '+1 415-476-1000', rating: '4.5' }],
  ['Zuckerberg San Francisco General Hospital', 'hospital', '-122.405600,37.755400', '1001 Potrero Ave', 'US-SF', { alias: 'SF General', rating: '4.1' }],
  ['Mission Bay Urgent Care', 'clinic', '-122.393600,37.772700', '1050 3rd St', 'US-SF', { rating: '4.2', open: '08:00-20:00' }],
  ['Channel Street Pharmacy', 'pharmacy', '-122.392300,37.771400', '650 Channel St', 'US-SF', { rating: '4.1', open: '09:00-21:00' }],
  ['Mission Creek Park', 'park', '-122.394600,37.771100', 'Mission Creek Channel', 'US-SF', { rating: '4.6', open: '全天' }],
  ['Oracle Park', 'stadium', '-122.389300,37.778600', '24 Willie Mays Plaza', 'US-SF', { rating: '4.8' }],
  ['Chase Center', 'stadium', '-122.387500,37.768000', '1 Warriors Way', 'US-SF', { rating: '4.7' }],
  ['Ferry Building Marketplace', 'scenic', '-122.393500,37.795500', '1 Ferry Building', 'US-SF', { rating: '4.7', open: '07:00-20:00', area: 'Embarcadero' }],
  ['Golden Gate Park', 'park', '-122.486300,37.769400', '501 Stanyan St', 'US-SF', { rating: '4.8', open: '05:00-24:00' }],
  ['Mission Dolores Park', 'park', '-122.427500,37.759600', 'Dolores St & 19th St', 'US-SF', { rating: '4.7', open: '06:00-22:00' }],
  ['Rincon Park', 'park', '-122.390300,37.790800', 'The Embarcadero & Howard St', 'US-SF', { rating: '4.6', open: '全天' }],
  ['Salesforce Park', 'park', '-122.396200,37.789700', '425 Mission St', 'US-SF', { rating: '4.7', open: '06:00-20:00' }],
  ['San Francisco 4th & King Caltrain', 'rail', '-122.394700,37.776400', '700 4th St', 'US-SF', { alias: 'Caltrain' }],
  ['Montgomery St BART', 'metro', '-122.401800,37.789400', 'Market St & Montgomery St', 'US-SF', {}],
  ['Embarcadero BART', 'metro', '-122.397000,37.793100', 'Market St & Drumm St', 'US-SF', {}],
  ['San Francisco International Airport', 'airport', '-122.379000,37.621300', 'San Francisco International Airport', 'US-SF', { alias: 'SFO' }],
  ['Khao Soi House', 'thai', '-122.424800,37.776500', '517 Hayes St', 'US-SF', { rating: '4.6', cost: '28', open: '11:30-21:30', area: 'Hayes Valley' }],
  ['Clement Street Dim Sum', 'restaurant', '-122.465300,37.782600', '621 Clement St', 'US-SF', { rating: '4.5', cost: '24', open: '08:00-15:00', area: 'Richmond' }],
  ['Seventh Street Climbing Gym', 'gym', '-122.408400,37.776600', '270 7th St', 'US-SF', { rating: '4.5', open: '06:00-23:00' }],
  ['La Taqueria Mission', 'western', '-122.418200,37.757800', '2200 Mission St', 'US-SF', { rating: '4.6', cost: '16', open: '11:00-21:00', area: 'Mission' }],
  ['Howard Street Coffee Bar', 'cafe', '-122.395400,37.788200', '510 Howard St', 'US-SF', { rating: '4.4', cost: '7', open: '06:30-17:00', area: 'SoMa' }],
  ['Berry Street Bakery', 'bakery', '-122.392900,37.775200', '185 Berry St', 'US-SF', { rating: '4.5', cost: '12', open: '07:00-18:00', area: 'Mission Bay' }],
  ['Mission Bay Library', 'bookstore', '-122.391600,37.775900', '960 4th St', 'US-SF', { rating: '4.5', open: '10:00-18:00' }],
];

// Generated neighbourhood businesses: around each anchor (a POI name above), `n` places drawn from
// the pools below (names are templates; `{a}` is the anchor's business area or short name).
// The last element: the streets those places are on.
export const FILLER = [
  ['华信云上海办公室', 14, 'cn', ['南京西路', '愚园路', '常德路', '延安中路', '华山路']],
  ['外滩', 8, 'cn', ['中山东一路', '南京东路', '九江路']],
  ['徐家汇站', 8, 'cn', ['华山路', '衡山路', '漕溪北路']],
  ['建国西路', 10, 'cn', ['建国西路', '陕西南路', '岳阳路']],
  ['建国路', 12, 'cn', ['建国路', '建国门外大街', '光华路']],
  ['深圳湾万怡酒店', 8, 'cn', ['科苑南路', '后海大道', '滨海大道']],
  ['西湖风景名胜区', 6, 'cn', ['龙井路', '北山街']],
  ['台北101', 10, 'tw', ['信义路五段', '松仁路', '松智路', '松寿路']],
  ['Lumen Labs (500 Howard St)', 12, 'us', ['Howard St', 'Folsom St', 'Fremont St', '1st St']],
  ['Mission Bay Apartments', 10, 'us', ['4th St', 'Berry St', 'King St', 'Channel St']],
];
export const FILLER_POOLS = {
  cn: [
    ['cafe', ['{a}拾光咖啡', '{a}豆仓咖啡', '慢焙咖啡({a}店)', '云朵咖啡({a}店)']],
    ['restaurant', ['{a}小馆', '江南人家({a}店)', '老城厢菜馆({a}店)', '一碗鲜({a}店)']],
    ['noodles', ['{a}面馆', '葱油拌面({a}店)', '兰州拉面({a}店)']],
    ['local', ['{a}本地菜', '家常风味馆({a}店)']],
    ['bakery', ['麦香烘焙({a}店)', '{a}面包房']],
    ['pharmacy', ['{a}平价药房', '仁心大药房({a}店)']],
    ['clinic', ['{a}口腔诊所', '{a}全科诊所']],
    ['gym', ['{a}健身', '乐动健身({a}店)']],
    ['park', ['{a}街心花园', '{a}口袋公园']],
  ],
  tw: [
    ['local', ['{a}卤肉饭', '古早味小吃({a}店)', '{a}牛肉面', '{a}台菜馆']],
    ['cafe', ['{a}咖啡馆', '日光咖啡({a}店)']],
    ['tea', ['{a}手摇茶', '茶汤会({a}店)']],
    ['bakery', ['{a}凤梨酥']],
    ['clinic', ['{a}家医科诊所']],
    ['pharmacy', ['{a}药局']],
  ],
  us: [
    ['cafe', ['{a} Espresso', 'Bluefog Coffee ({a})', 'Morning Tide Cafe']],
    ['western', ['{a} Burger Co.', 'Pier Pasta ({a})', '{a} Taqueria']],
    ['thai', ['Lemongrass {a}', 'Bangkok Corner ({a})']],
    ['restaurant', ['Golden Wok ({a})', '{a} Noodle Bar']],
    ['bakery', ['{a} Bread Works']],
    ['pharmacy', ['{a} Drugs']],
    ['clinic', ['{a} Family Clinic']],
    ['gym', ['{a} Fitness Club']],
    ['park', ['{a} Pocket Park']],
  ],
};

// Road names per city, used for route steps.
export const ROADS = {
  '310000': ['南京西路', '愚园路', '延安中路', '常德路', '华山路', '淮海中路', '陕西北路', '长乐路', '建国西路', '衡山路', '中山东一路', '世纪大道', '内环高架路', '龙腾大道'],
  '110000': ['建国路', '建国门外大街', '东三环中路', '长安街', '朝阳路', '光华路', '工人体育场南路', '永安里路'],
  '440300': ['科苑南路', '滨海大道', '深南大道', '后海大道', '沙河西路', '机场道'],
  '330100': ['龙井路', '北山街', '庆春路', '天城路', '环城西路'],
  '710100': ['信义路五段', '松仁路', '松智路', '基隆路', '忠孝东路', '敦化南路'],
  'US-SF': ['Howard St', '4th St', 'King St', 'Townsend St', 'Third St', 'Mission St', 'The Embarcadero', 'Folsom St', 'Market St', 'Hayes St'],
};

// Metro lines per city: ordered station names (stations are the metro POIs above).
export const LINES = {
  '310000': {
    '地铁2号线': ['虹桥火车站站', '中山公园站', '静安寺站', '南京西路站', '人民广场站', '陆家嘴站', '浦东国际机场站'],
    '地铁1号线': ['上海体育馆站', '徐家汇站', '常熟路站', '人民广场站'],
    '地铁7号线': ['静安寺站', '常熟路站', '龙华中路站'],
    '地铁12号线': ['南京西路站', '龙华中路站'],
    '地铁4号线': ['中山公园站', '上海体育馆站'],
  },
  '110000': {
    '地铁1号线': ['天安门东站', '永安里站', '国贸站', '大望路站'],
    '地铁10号线': ['金台夕照站', '国贸站'],
    '地铁14号线': ['北京南站(地铁站)', '大望路站'],
  },
  '440300': {
    '地铁11号线': ['机场站', '后海站', '福田站'],
    '地铁2号线': ['后海站', '市民中心站', '福田站'],
    '地铁4号线': ['深圳北站', '市民中心站'],
  },
  '330100': {
    '地铁1号线': ['杭州东站', '凤起路站', '龙翔桥站'],
  },
  '710100': {
    '淡水信义线': ['台北车站', '台北101/世贸站'],
  },
};

// Climate normals for weather: per city adcode, Jan..Dec [day high, night low] °C and how wet.
export const CLIMATE = {
  '310000': { temps: [[8, 2], [10, 3], [14, 6], [20, 11], [25, 16], [28, 21], [32, 25], [32, 25], [28, 21], [23, 15], [17, 9], [11, 3]], wet: 0.35 },
  '110000': { temps: [[2, -8], [6, -5], [13, 1], [21, 8], [27, 14], [31, 19], [31, 22], [30, 21], [26, 15], [19, 8], [10, 0], [3, -6]], wet: 0.12 },
  '440300': { temps: [[20, 12], [21, 14], [23, 17], [27, 21], [30, 24], [31, 26], [32, 27], [32, 26], [31, 25], [29, 22], [25, 18], [21, 14]], wet: 0.3 },
  '330100': { temps: [[9, 2], [11, 4], [15, 7], [21, 12], [26, 17], [29, 21], [33, 25], [33, 25], [28, 21], [23, 15], [17, 9], [11, 3]], wet: 0.38 },
  '710100': { temps: [[19, 13], [19, 14], [22, 15], [25, 18], [29, 22], [32, 24], [34, 26], [34, 26], [31, 24], [27, 21], [24, 18], [20, 15]], wet: 0.45 },
};

// IP blocks: address → adcode of the city (rectangle = the city's bounding box in the world).
export const IPS = [
  ['116.228.111.18', '310000'], ['101.227.0.9', '310000'], ['58.247.12.40', '310000'],
  ['123.125.114.144', '110000'], ['61.135.169.121', '110000'],
  ['113.108.20.8', '440300'], ['183.62.4.77', '440300'],
  ['115.236.42.1', '330100'],
];
