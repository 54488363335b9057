// Builds the shared persona rosters (people, teams, projects) that every server's snapshot draws
// from, so one persona's colleagues and projects look the same in Lark, Slack, WeCom and email.
// Deterministic: run `node snapshots/personas/roster.build.mjs` and the JSON files come out the same.
import { writeFileSync } from 'node:fs';

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}

const CN_SURNAMES = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun', 'Hu', 'Zhu', 'Gao', 'Lin', 'He', 'Guo', 'Ma', 'Luo'];
const CN_GIVEN = ['Wei', 'Fang', 'Na', 'Min', 'Jing', 'Lei', 'Jun', 'Yang', 'Tao', 'Chao', 'Xiu', 'Hao', 'Yan', 'Qiang', 'Lin', 'Ping', 'Hui', 'Yun', 'Jie', 'Xin', 'Bo', 'Yu', 'Kai', 'Rui', 'Ting', 'Shan', 'Lei', 'Mei', 'Dong', 'Feng'];
const CN_HANZI = { Wang: '王', Li: '李', Zhang: '张', Liu: '刘', Chen: '陈', Yang: '杨', Zhao: '赵', Huang: '黄', Zhou: '周', Wu: '吴', Xu: '徐', Sun: '孙', Hu: '胡', Zhu: '朱', Gao: '高', Lin: '林', He: '何', Guo: '郭', Ma: '马', Luo: '罗' };
const EN_FIRST = ['Olivia', 'Liam', 'Ava', 'Noah', 'Sophia', 'Ethan', 'Mia', 'Lucas', 'Amelia', 'Mason', 'Harper', 'Logan', 'Ella', 'James', 'Grace', 'Owen', 'Chloe', 'Henry', 'Zoe', 'Daniel', 'Nora', 'Samuel', 'Ruby', 'Isaac', 'Leah', 'Caleb', 'Maya', 'Julian', 'Iris', 'Felix'];
const EN_LAST = ['Bennett', 'Carter', 'Diaz', 'Evans', 'Foster', 'Garcia', 'Hughes', 'Iyer', 'Jensen', 'Kim', 'Lopez', 'Morgan', 'Nguyen', 'Okafor', 'Patel', 'Quinn', 'Reyes', 'Singh', 'Turner', 'Underwood', 'Vargas', 'Walsh', 'Young', 'Zimmer', 'Brooks', 'Coleman', 'Ellis', 'Fischer'];

function build({ seed, owner, company, domain, teams, projects, names, phonePrefix, count }) {
  const r = rng(seed);
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const used = new Set([owner.email]);
  const people = [];
  while (people.length < count) {
    const [first, last, display] = names(pick);
    const email = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@' + domain;
    if (used.has(email)) continue;
    used.add(email);
    const team = teams[people.length % teams.length];
    const n = people.length + 1;
    people.push({
      key: `p${String(n).padStart(2, '0')}`,
      name: display,
      first_name: first,
      last_name: last,
      email,
      mobile: `${phonePrefix}${String(1000 + Math.floor(r() * 9000))}`,
      team: team.name,
      title: pick(team.titles),
      city: pick(company.cities),
    });
  }
  // A few people sit outside the company (clients, friends) with other domains.
  for (let i = 0; i < 5; i += 1) {
    const [first, last, display] = names(pick);
    people.push({
      key: `x${i + 1}`,
      name: display,
      first_name: first,
      last_name: last,
      email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${company.partners[i % company.partners.length]}`,
      mobile: `${phonePrefix}${String(1000 + Math.floor(r() * 9000))}`,
      team: 'external',
      title: pick(['Account Manager', 'Founder', 'Consultant', 'Procurement Lead', 'Friend']),
      city: pick(company.cities),
    });
  }
  return { owner, company: { name: company.name, domain }, teams: teams.map((t) => t.name), projects, people };
}

const liMing = build({
  seed: 20260101,
  owner: { key: 'me', name: 'Li Ming', name_zh: '李明', first_name: 'Ming', last_name: 'Li', email: 'li.ming@huaxin-cloud.example', mobile: '+86 138 0013 8000', team: 'Product', title: 'Senior Product Manager', city: 'Shanghai' },
  company: { name: 'Huaxin Cloud', cities: ['Shanghai', 'Shanghai', 'Beijing', 'Shenzhen', 'Hangzhou'], partners: ['orbitpay.example', 'bluefin-retail.example', 'gmail.example', '163.example'] },
  domain: 'huaxin-cloud.example',
  phonePrefix: '+86 139 0000 ',
  count: 44,
  teams: [
    { name: 'Product', titles: ['Product Manager', 'Product Designer', 'UX Researcher'] },
    { name: 'Engineering', titles: ['Backend Engineer', 'Frontend Engineer', 'Engineering Manager', 'SRE'] },
    { name: 'Data', titles: ['Data Analyst', 'Data Engineer', 'ML Engineer'] },
    { name: 'Sales', titles: ['Account Executive', 'Solutions Architect', 'Sales Director'] },
    { name: 'Operations', titles: ['HR Business Partner', 'Finance Manager', 'Office Manager'] },
  ],
  projects: [
    { key: 'atlas', name: 'Atlas Billing Revamp', summary: 'rebuild of the usage-based billing pipeline; Q1 launch' },
    { key: 'beacon', name: 'Beacon Mobile App 3.0', summary: 'redesign of the customer mobile app; beta in February' },
    { key: 'cedar', name: 'Cedar Data Platform', summary: 'migration of analytics to the new lakehouse' },
    { key: 'orbitpay', name: 'OrbitPay Integration', summary: 'payments partner integration with OrbitPay' },
  ],
  names: (pick) => {
    const last = pick(CN_SURNAMES);
    const first = pick(CN_GIVEN);
    return [first, last, `${CN_HANZI[last]}${first} (${first} ${last})`.replace(/^(.)(.*) \((.*)\)$/, '$3')];
  },
});

const emma = build({
  seed: 20260202,
  owner: { key: 'me', name: 'Emma Clark', first_name: 'Emma', last_name: 'Clark', email: 'emma.clark@brightline-labs.example', mobile: '+1 415 555 0100', team: 'Research', title: 'Research Engineer', city: 'San Francisco' },
  company: { name: 'Brightline Labs', cities: ['San Francisco', 'San Francisco', 'Seattle', 'New York', 'Remote'], partners: ['northstar-health.example', 'gmail.example', 'uni-eval.example', 'kite-capital.example'] },
  domain: 'brightline-labs.example',
  phonePrefix: '+1 415 555 ',
  count: 44,
  teams: [
    { name: 'Research', titles: ['Research Scientist', 'Research Engineer', 'Research Lead'] },
    { name: 'Platform', titles: ['Infrastructure Engineer', 'SRE', 'Platform Lead'] },
    { name: 'Applied', titles: ['Applied Scientist', 'Product Engineer', 'Engineering Manager'] },
    { name: 'Design', titles: ['Product Designer', 'Design Lead'] },
    { name: 'People', titles: ['Recruiter', 'People Partner', 'Office Manager'] },
  ],
  projects: [
    { key: 'lumen', name: 'Lumen Eval Suite', summary: 'agent evaluation harness for the spring release' },
    { key: 'harbor', name: 'Harbor GPU Cluster', summary: 'move training jobs to the new cluster' },
    { key: 'quill', name: 'Quill Writing Assistant', summary: 'customer-facing drafting assistant, beta in March' },
    { key: 'offsite', name: 'Spring Offsite', summary: 'team offsite in Tahoe, April' },
  ],
  names: (pick) => {
    const first = pick(EN_FIRST);
    const last = pick(EN_LAST);
    return [first, last, `${first} ${last}`];
  },
});

for (const [id, roster] of [['li-ming', liMing], ['emma-clark', emma]]) {
  writeFileSync(new URL(`./${id}.json`, import.meta.url), JSON.stringify({ persona: id, ...roster }, null, 2) + '\n');
}
