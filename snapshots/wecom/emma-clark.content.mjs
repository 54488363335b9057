// Authored WeCom content for Emma Clark. Brightline Labs keeps a small WeCom organisation for
// its Shenzhen data-centre partner, which racks and services the Harbor GPU cluster; the group
// robot ("Harbor Bot") posts into the Harbor × Shenzhen DC group. Brightline people are roster
// keys; the partner's engineers are listed below (fake people). Facts follow Emma's Slack:
// Harbor is 64 nodes x 8 GPUs, rack 7 NIC firmware (INC-0412, Dec 9-10) gets its update during the
// Jan 12-13 drain, cutover from Dockside Jan 20, Dockside decommissioned Feb 6.

export const CORP = { name: 'Brightline Labs APAC', english: 'Brightline Labs APAC' };

export const EXTRA_PEOPLE = [
  { key: 'v1', name: 'Zhou Hang', name_zh: '周航', first_name: 'Hang', last_name: 'Zhou', email: 'zhou.hang@shuxuan-dc.example', mobile: '+86 139 0000 7712', team: 'partner', title: 'DC Operations Lead', city: 'Shenzhen' },
  { key: 'v2', name: 'Lin Xiaoyu', name_zh: '林晓雨', first_name: 'Xiaoyu', last_name: 'Lin', email: 'lin.xiaoyu@shuxuan-dc.example', mobile: '+86 139 0000 3390', team: 'partner', title: 'Network Engineer', city: 'Shenzhen' },
  { key: 'v3', name: 'Guo Peng', name_zh: '郭鹏', first_name: 'Peng', last_name: 'Guo', email: 'guo.peng@shuxuan-dc.example', mobile: '+86 139 0000 5068', team: 'partner', title: 'Account Manager', city: 'Shenzhen' },
];

export const HOST = {
  cwd: '/Users/emma',
  public_ip: '198.51.100.37',
  files: {
    '/Users/emma/Documents/harbor/rack7_firmware_plan.pdf': 268144,
    '/Users/emma/Documents/harbor/drain_schedule_jan12.xlsx': 40211,
    '/Users/emma/Documents/lumen/nightly_report_2025-12-30.csv': 91873,
    '/Users/emma/Desktop/nccl_timeouts.png': 183920,
    '/Users/emma/Downloads': 'directory',
    '/Users/emma/.aws/credentials': { size: 116, readable: false },
  },
};

export const WEBHOOK = { group: 'harbor', bot_name: 'Harbor Bot' };

export const GROUPS = [
  {
    key: 'harbor', name: 'Harbor × Shenzhen DC', owner: 'p02', created: '2025-09-22 09:00',
    members: ['me', 'p02', 'p07', 'p17', 'p32', 'p37', 'p42', 'v1', 'v2', 'v3'],
    messages: [
      ['11-18 09:05', 'p02', 'Welcome to the shared group! Harbor is 64 nodes × 8 GPUs. Please post hardware issues here, software issues go to our Slack.'],
      ['11-18 09:30', 'v1', '大家好，我是数轩数据中心运维负责人周航，机房问题随时找我。'],
      ['11-26 14:12', 'v2', 'Rack 7 switch uplink replaced during the maintenance window, no impact observed.'],
      ['12-02 10:05', 'p17', 'Early access started yesterday. Please keep an eye on GPU temperatures on racks 5-8, we expect higher load.'],
      ['12-02 10:20', 'v1', '收到，机柜温度监控已调高告警频率。'],
      ['12-09 21:35', 'p37', 'We see NCCL timeouts on all jobs scheduled on rack 7 (INC-0412). Can you check the NIC firmware versions on rack 7?'],
      ['12-09 21:40', 'p37', { image: 'nccl_timeouts.png' }],
      ['12-09 22:10', 'v2', 'Checked: rack 7 NICs are on firmware 28.39, the other racks on 28.41. This matches.'],
      ['12-10 08:15', 'p42', 'Temporary fix applied on our side (pinned the older NCCL settings for rack 7). Full firmware update needs a drain.'],
      ['12-10 08:40', 'v1', 'Firmware update needs about 6 hours per rack. We propose Jan 12-13.'],
      ['12-10 09:02', 'p02', 'Jan 12-13 works. We will cordon rack 7 from Jan 12 00:00 PST. Capacity drops by 8 nodes for two days.'],
      ['12-10 16:25', 'p37', 'INC-0412 mitigated. Thanks everyone for the quick help.'],
      ['12-15 11:00', 'v3', 'Quarterly service report for Harbor is ready, I will send it by email to Leah.'],
      ['12-18 09:30', 'me', 'Hi all, Emma from Research. Our nightly eval runs on the lumen-eval queue — if rack 7 is cordoned on Jan 12-13, is there anything we need to change?'],
      ['12-18 09:45', 'p32', 'No change needed, the scheduler avoids cordoned nodes. The nightly just gets a bit less borrowable capacity.'],
      ['12-22 10:00', 'v1', '春节前后机房值班安排：1 月 20 日 Dockside 切换当天我们现场有人。'],
      ['12-22 10:12', 'p02', 'Thank you! Cutover is Jan 20, Dockside decommission Feb 6.'],
      ['12-30 09:20', 'v2', 'Holiday week: all racks healthy, average GPU temp 63°C.'],
    ],
  },
  {
    key: 'apac', name: 'Brightline APAC', owner: 'p05', created: '2025-06-01 09:00',
    members: ['me', 'p05', 'p02', 'p15', 'p17', 'p12', 'v3'],
    messages: [
      ['11-20 17:00', 'p05', 'Reminder: APAC partners are invited to the spring offsite dinner on April 15 (Tahoe). RSVP by Jan 16.'],
      ['11-20 17:20', 'v3', 'Thank you, we will send two people.'],
      ['12-12 18:05', 'p15', 'Lunar New Year gift boxes for partners will ship on Jan 19.'],
      ['12-24 09:00', 'p05', 'Happy holidays to our friends in Shenzhen! 🎄'],
      ['12-24 09:20', 'v1', '节日快乐！Happy holidays!'],
    ],
  },
];

export function generated(g) {
  const out = [];
  for (const day of g.days('2025-11-24', '2025-12-31')) {
    const hot = g.int(58, 71);
    const healthy = day >= '2025-12-09' && day <= '2025-12-10' ? 56 : 64;
    out.push({ group: 'harbor', at: `${day.slice(5)} 07:${String(g.int(0, 10)).padStart(2, '0')}`, bot: 'Harbor Bot', markdown: `**Harbor daily health** ${day}\n> Nodes healthy: <font color="${healthy < 64 ? 'warning' : 'info'}">${healthy}/64</font>\n> GPU utilisation: ${g.int(81, 97)}%\n> Hottest rack: ${g.int(1, 8)} (${hot}°C)` });
  }
  return out;
}
