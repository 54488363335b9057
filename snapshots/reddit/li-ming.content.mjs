// Authored Reddit content for Li Ming's browsing world: product management, fintech and
// payments, data engineering, design, Shanghai and Singapore (his January trip). His account is
// u/lm_ships_billing. Format as in emma-clark.content.mjs; times are UTC.
//
// His posts tie back to his story: the Atlas move from seat-based to usage-based billing, the
// Hive → Iceberg + StarRocks migration (Cedar: 131 of 146 dashboards), and a Singapore work trip
// Jan 19-22 near Marina.

export const ME = { name: 'lm_ships_billing', created: '2017-08-21', link_karma: 2210, comment_karma: 5630 };

export const SUBREDDITS = [
  {
    name: 'ProductManagement', title: 'Product Management', subscribers: 412380, created: '2010-10-11',
    description: 'Discussion of product management, the craft of building products and running product teams.',
    flairs: ['Strategy', 'Tools / Process', 'Career', 'Discussion'],
    titles: [
      'How do you run a beta without drowning in feedback?', 'PRD templates that engineers actually read', 'Roadmaps: themes or dates?',
      'How do you say no to sales without burning the relationship?', 'Pricing page experiments that worked for you', 'Moving a launch date: how do you communicate it?',
      'Metrics that lied to you', 'Senior PM to group PM: what changed?', 'Accessibility audits: PM responsibilities?', 'How do you prioritise bugs right before GA?',
    ],
    bodies: ['Curious how others handle this.', 'Context: B2B SaaS, ~200 people.', 'Long time lurker.'],
    comments: [
      'Themes for the year, dates only inside the quarter.', 'Write the one-pager first, the PRD later.', 'Explain the why behind the date change, every time.',
      'Say no with data and an alternative.', 'Bugs that touch money block GA. Everything else is negotiable.', 'Betas need a single intake channel.',
      'The accessibility audit should be on the launch checklist, not a nice-to-have.',
    ],
    volume: 10,
  },
  {
    name: 'fintech', title: 'Fintech', subscribers: 98330, created: '2012-05-14',
    description: 'Financial technology: payments, banking, lending and the infrastructure behind them.',
    flairs: ['Payments', 'Discussion', 'News'],
    titles: [
      'Blended wallet fees in Southeast Asia — what are you paying?', 'T+1 vs T+2 settlement: worth negotiating?', 'Chargeback fee caps in payment contracts',
      'Integrating a new PSP: test plan checklist', 'Webhook retries and idempotency keys: best practices', '3DS challenge flows are killing our conversion',
      'Multi-currency invoicing (SGD/MYR) gotchas',
    ],
    bodies: ['B2B SaaS, mostly card + wallets.', 'Negotiating a contract right now.', 'Looking for war stories.'],
    comments: [
      'Always negotiate T+1, most PSPs will move.', 'Cap chargeback fees, they add up fast.', 'Idempotency keys or you will double-charge someone.',
      'Test partial refunds on every wallet, they differ.', 'Frictionless 3DS rates vary a lot by issuer.', 'Rounding on currency conversion will bite you.',
    ],
    volume: 7,
  },
  {
    name: 'dataengineering', title: 'Data Engineering', subscribers: 231560, created: '2015-03-02',
    description: 'News & discussion on Data Engineering topics, including but not limited to: data pipelines, databases, data formats, storage, data modeling, data governance, cleansing, NoSQL, distributed systems, streaming, batch, Big Data, and workflow engines.',
    flairs: ['Discussion', 'Help', 'Blog'],
    titles: [
      'Iceberg vs Delta in 2026?', 'StarRocks in production: experiences?', 'How do you validate dashboard parity after a migration?', 'Cutover weekend checklist',
      'Dry runs before a big migration: how many?', 'Hive metastore to Iceberg REST catalog',
    ],
    bodies: ['Mid-size company, ~150 dashboards.', 'Planning a cutover next month.', 'Curious about real-world experience.'],
    comments: [
      'Row counts and checksums per partition, then sample queries.', 'Two dry runs minimum.', 'StarRocks has been solid for us for BI.', 'Freeze schema changes during cutover.',
      'Keep the old stack read-only for two weeks.',
    ],
    volume: 6,
  },
  {
    name: 'UXDesign', title: 'User Experience Design', subscribers: 212004, created: '2009-02-12',
    description: 'A subreddit for UX professionals and enthusiasts.',
    flairs: ['Discussion', 'Examples & Resources'],
    titles: ['Onboarding flows with a skip button — good or bad?', 'Permission screens that do not scare users', 'Accessibility audit findings you see every time', 'Research panels: in-house or vendor?'],
    bodies: ['Working on a mobile app redesign.', 'Would love examples.'],
    comments: ['Always allow skip.', 'Explain why before asking for the permission.', 'Contrast and touch targets, every single audit.', 'Vendors for speed, in-house for depth.'],
    volume: 4,
  },
  {
    name: 'shanghai', title: 'Shanghai', subscribers: 88120, created: '2009-06-30',
    description: 'Everything about Shanghai: news, life, food, events.',
    flairs: ['Food', 'Question', 'Photo', 'Event'],
    titles: ['Best coffee near Jing\'an Kerry Centre?', 'The Bund at night after the rain', 'Weekend trip from Shanghai: Moganshan or Anji?', 'New Year\'s Eve on the Bund — worth it?', 'Product/tech meetups in English?'],
    bodies: ['Any tips?', 'Photo from last night.', 'Planning for January.'],
    comments: ['Manner is everywhere and good enough.', 'Moganshan in winter is quiet and beautiful.', 'NYE on the Bund is way too crowded.', 'There is a product meetup every third Saturday.'],
    volume: 5,
  },
  {
    name: 'singapore', title: 'Singapore', subscribers: 902311, created: '2008-08-30',
    description: 'A subreddit for Singapore.',
    flairs: ['Discussion', 'Food', 'Travel'],
    titles: ['Food near Marina Bay that is not a tourist trap?', 'Working from Singapore for a week — coworking recs?', 'Chinese New Year 2026 dates and closures', 'MRT from Changi to Marina at 3pm?'],
    bodies: ['Visiting for work.', 'Any recommendations?'],
    comments: ['Lau Pa Sat for satay in the evening.', 'Take the MRT, it is easy.', 'Plenty of day passes for coworking around Raffles Place.'],
    volume: 4,
  },
];

export const ANCHORS = [
  {
    key: 'usagebilling', sub: 'ProductManagement', author: 'lm_ships_billing', when: '12-12 03:20', flair: 'Strategy', score: 742, ratio: 0.96,
    title: 'Moving from seat-based to usage-based billing: what broke for us',
    body: `We rebuilt our billing pipeline this year (seat-based monthly invoices → metered usage with daily rating). A few things that surprised us:

1. Prorated credits: rounding differences of a few fen across thousands of invoices. We moved GA by a week to fix it.
2. Finance needs to sign off on tax (VAT) handling long before you think.
3. Load: target 3,000 invoices/min at month end; test with real shapes, not uniform traffic.

Happy to answer questions.`,
    comments: [
      ['pricing_pundit', 'Proration rounding is the classic. Did you go with banker\'s rounding in the end?', 120, [
        ['lm_ships_billing', 'Round half-even per line item, then reconcile the invoice total. Finance was happy with that.', 64],
      ]],
      ['saas_ops_sam', 'Moving GA for a money bug is the right call. Thanks for writing this up.', 88],
      ['b2b_pm_jules', 'How did you communicate the date change to customers?', 31, [['lm_ships_billing', 'Short email, the reason in one sentence, the new date, and a contact. No drama.', 25]]],
    ],
  },
  {
    key: 'parity', sub: 'dataengineering', author: 'lm_ships_billing', when: '12-03 09:40', flair: 'Help', score: 96, ratio: 0.97,
    title: 'Hive → Iceberg + StarRocks: how do you sign off dashboard parity?',
    body: 'We have 146 dashboards; 131 are migrated. Planning the cutover weekend in mid-January after a second dry run. How do you decide a dashboard is "the same" when numbers differ by tiny amounts?',
    comments: [
      ['parquet_pat', 'Define tolerances per metric type up front (0 for counts, 0.1% for ratios), get owners to sign them.', 44],
      ['iceberg_ian', 'Compare at the query level with the same snapshot timestamp, otherwise you chase ghosts.', 29],
    ],
  },
  {
    key: 'marina', sub: 'singapore', author: 'lm_ships_billing', when: '12-23 13:05', flair: 'Travel', score: 41, ratio: 0.95,
    title: 'Three days near Marina for work in January — evening food recs?',
    body: 'In town Jan 19-22 for customer demos. Staying near Marina. Where should I eat after work?',
    comments: [
      ['lion_city_local', 'Lau Pa Sat satay street after 7pm. Then walk along the bay.', 22],
      ['hawker_hunter', 'Maxwell for chicken rice, it\'s a short MRT ride.', 14],
    ],
  },
  {
    key: 'wallets', sub: 'fintech', author: 'psp_insider', when: '12-20 11:00', flair: 'Payments', score: 188, ratio: 0.94,
    title: 'Blended wallet fees in Southeast Asia — what are you paying?',
    body: 'We were quoted 0.38% blended across wallets and 0.55% for cards. Is that good?',
    comments: [
      ['lm_ships_billing', 'That is in line with what we were quoted recently. Push on settlement time and chargeback caps too.', 52],
      ['merchant_mike', 'Very good for wallets, cards depend heavily on volume.', 37],
    ],
  },
];

export const HANDLES = {
  ProductManagement: ['pricing_pundit', 'saas_ops_sam', 'b2b_pm_jules', 'roadmap_rita', 'prd_pete', 'launch_lena'],
  fintech: ['psp_insider', 'merchant_mike', 'settlement_sue', 'chargeback_charlie'],
  dataengineering: ['parquet_pat', 'iceberg_ian', 'dag_dan', 'cutover_carl'],
  UXDesign: ['pixel_pia', 'a11y_andy', 'onboarding_olive'],
  shanghai: ['bund_walker', 'sh_expat_2019', 'xiaolongbao_fan'],
  singapore: ['lion_city_local', 'hawker_hunter', 'mrt_rider'],
};
