// Authored Instagram content for Emma Clark: her photography creator account (connected to a
// Facebook page, as the Graph API requires), its posts, daily account insights, DMs and the files
// she hosts on her own site (the only URLs publish_media can download).
//
// Story line (consistent with her Slack/Discord/mail): weekend landscape photographer around the
// Bay Area and the Sierra; New Year's Day hike at Lands End with Noah Evans (Jan 1, 10:00); Tahoe
// snowshoe weekend Jan 24–25; a strap brand (Peak & Pine Supply) wants a paid collab; Harborlight
// Gallery asks about a February print show; a buyer wants a 24x36 print of "Fog Over the Gate".

export const PERSONA_TZ = -8;

export const ACCOUNT = {
  username: 'emmaclark.frames',
  name: 'Emma Clark',
  biography: 'Research engineer by day, landscape photographer by weekend 🏔️\nBay Area trails · Sierra light · fog chaser\nPrints & licensing ↓',
  website: 'https://emmaclark-photo.example/prints',
  followers_count: 12483,
  follows_count: 612,
  created: '2019-03-02',
};

export const PAGES = [
  { name: 'Emma Clark Photography', category: 'Photographer', instagram: true },
  { name: 'Bay Trail Crew', category: 'Community', instagram: false },
];

export const TOKEN = { expires_at: '2026-02-24T18:00:00Z' };

// Hand-written posts: [local date-time, type, caption, scale] — scale tunes engagement (1 = typical).
export const POSTS = [
  ['2025-12-31 17:20', 'CAROUSEL_ALBUM', 'Twelve months, twelve frames. 2025 was the year I finally learned to wait for the light instead of chasing it. Thank you for following along — swipe for my favourite from each month. ✨\n\n#bestof2025 #bayareaphotography #landscapephotography #sonyalpha', 2.4],
  ['2025-12-27 08:45', 'IMAGE', 'Fog Over the Gate. 7:12 am from Battery Spencer, the towers poking through for about four minutes before the whole thing closed up again.\n\nPrints of this one are available (link in bio).\n\n#goldengatebridge #karlthefog #sanfrancisco #fogphotography', 3.1],
  ['2025-12-21 16:30', 'VIDEO', 'Winter solstice sunset at Mt Tam, 45 seconds of the shortest day. 🌅 Turn the sound on for the wind.\n\n#mttam #solstice #marincounty #reels', 1.8],
  ['2025-12-14 18:10', 'IMAGE', 'Dipsea trail at golden hour with the crew. My knees filed a formal complaint but the view won the appeal.\n\n#dipseatrail #hikingadventures #bayareahikes', 1.1],
  ['2025-12-07 09:05', 'CAROUSEL_ALBUM', 'Point Reyes in December: elk, wind and that cypress tunnel everyone shoots (I had to). Notes on timing in the last slide.\n\n#pointreyes #cypresstreetunnel #wildlifephotography', 1.6],
  ['2025-11-29 07:55', 'IMAGE', 'First snow dusting on the Sierra from Carson Pass. Gloves off for exactly one frame.\n\n#sierranevada #carsonpass #winterlandscape', 1.3],
  ['2025-11-22 17:40', 'VIDEO', 'Timelapse: clouds pouring over Twin Peaks for an hour, compressed into 20 seconds.\n\n#timelapse #twinpeaks #sanfrancisco', 1.2],
  ['2025-11-15 10:20', 'IMAGE', 'Purisima Creek redwoods after the first real rain. Everything smelled like wet bark and possibility.\n\n#redwoods #purisimacreek #forestbathing', 0.9],
  ['2025-11-08 18:30', 'IMAGE', 'Mission Peak at sunset. The pole is crowded, the ridge 200 m south is not.\n\n#missionpeak #fremont #sunsetphotography', 0.8],
  ['2025-11-01 08:00', 'CAROUSEL_ALBUM', 'Gear post, since a lot of you asked: what is actually in my bag for a full day hike (and what stayed home). Details in the slides.\n\n#camerabag #photographygear #hikingphotography', 1.4],
  ['2025-10-25 17:50', 'IMAGE', 'Lands End lookout, labyrinth and a ship sliding under the bridge.\n\n#landsend #sanfrancisco #sunset', 1.0],
  ['2025-10-18 07:30', 'IMAGE', 'Tennessee Valley on a bluebird morning, not a single cloud to hide behind.\n\n#tennesseevalley #marinheadlands', 0.7],
  ['2025-10-04 11:15', 'CAROUSEL_ALBUM', 'Eastern Sierra aspens at peak — Lundy Canyon and the Virginia Lakes road. Worth every mile of the drive.\n\n#fallcolors #easternsierra #aspens', 2.0],
  ['2025-09-20 19:05', 'IMAGE', 'Milky Way over Mono Lake tufa. 20 s, f/1.8, ISO 3200, and a very cold tripod.\n\n#milkyway #monolake #astrophotography', 2.2],
];

// Places and captions for the older archive, generated in build.mjs.
export const ARCHIVE = {
  from: '2023-06-10',
  to: '2025-09-10',
  count: 58,
  places: ['Muir Beach', 'Ocean Beach', 'Baker Beach', 'Windy Hill', 'Big Basin', 'Half Moon Bay', 'Yosemite Valley', 'Tunnel View', 'Lake Tahoe', 'Emerald Bay', 'Mt Diablo', 'Bodega Head', 'Pescadero', 'Angel Island', 'Alamo Square', 'Bernal Heights', 'Mt Shasta', 'Big Sur', 'McWay Falls', 'Garrapata', 'Monterey', 'Pinnacles'],
  openers: [
    'Back at {place} for the third time this year and it still surprised me.',
    '{place}, {time}.',
    'Some mornings at {place} make the alarm worth it.',
    'A quiet one from {place}.',
    '{place} doing its best impression of a painting.',
    'Waited two hours at {place} for this light. Would do it again.',
    'If you only have one evening in the Bay, go to {place}.',
  ],
  middles: [
    'Shot handheld because I forgot the tripod plate (again).',
    'The fog rolled in ten minutes later and that was the end of the show.',
    'Left the telephoto at home and regretted it immediately.',
    'Edited lightly: a touch of warmth, nothing else.',
    'Tip: park early, the lot fills up by 8.',
    'Thank you to everyone who sent location tips for this one.',
    '',
  ],
  times: ['blue hour', 'golden hour', 'sunrise', 'just after sunset', 'a foggy noon', 'first light'],
  tags: ['#bayarea', '#californialove', '#landscapephotography', '#sonyalpha', '#hiking', '#optoutside', '#naturephotography', '#sunset', '#sunrise', '#fog', '#coastline', '#mountains'],
};

export const USERS = [
  ['peakandpine.supply', 'Peak & Pine Supply'],
  ['noah.evans.outdoors', 'Noah Evans'],
  ['harborlight.gallery', 'Harborlight Gallery'],
  ['mia.takes.photos', 'Mia Chen'],
  ['sierra.light.workshops', 'Sierra Light Workshops'],
  ['jonas.hikes', 'Jonas Meyer'],
  ['olivia.interiors.sf', 'Olivia Park | Interiors'],
  ['trailrunner_kai', 'Kai'],
  ['bayarea.photo.awards', 'Bay Area Photo Awards'],
  ['growth_boost_4u', 'Followers Boost ⚡'],
  ['leahu.runs', 'Leah U.'],
  ['sofia.rodriguez.art', 'Sofía Rodríguez'],
];

// DM threads: [participant, messages [[UTC 'YYYY-MM-DD HH:mm', 'in'|'out', text]]].
export const THREADS = [
  ['peakandpine.supply', [
    ['2025-12-18 17:02', 'in', 'Hi Emma! We are Peak & Pine Supply, we make camera straps and clips for hikers. We love your Sierra work and would like to send you our new Ridge strap for a paid collab in January. Open to it?'],
    ['2025-12-19 05:40', 'out', 'Hi! Thanks for reaching out, I have seen your straps on the trail. What would the deliverables be?'],
    ['2025-12-22 16:15', 'in', 'One feed post + 3 stories, usage rights for 6 months on our site. Budget is $750. Could you post in the second half of January?'],
    ['2025-12-23 04:10', 'out', 'That could work. I have a Tahoe snowshoe trip Jan 24–25, I could shoot it there. Can you send the brief?'],
    ['2025-12-31 18:40', 'in', 'Perfect timing with Tahoe! Brief attached in email to hello@emmaclark-photo.example. Could you confirm by Jan 5 so we can ship the strap?'],
  ]],
  ['noah.evans.outdoors', [
    ['2025-12-28 18:05', 'in', 'New Year day hike at Lands End, you in? 10am at the lookout lot'],
    ['2025-12-28 19:30', 'out', 'Obviously. I will bring the wide lens and coffee'],
    ['2025-12-31 22:05', 'in', 'Forecast says fog until 11 🙃 still on? I can pick you up at 9:30'],
  ]],
  ['harborlight.gallery', [
    ['2025-12-12 20:20', 'in', 'Hello Emma, Harborlight Gallery in Sausalito here. We are putting together a small group show "Coastal Light" for February 6–28 and would love to include 3–4 of your fog pieces.'],
    ['2025-12-13 06:00', 'out', 'That sounds wonderful! What print sizes and what is the commission split?'],
    ['2025-12-29 19:45', 'in', 'Framed 24x36 preferred, 60/40 in the artist\'s favour. We need final selections by January 10 and delivery by January 30. Does that timeline work?'],
  ]],
  ['mia.takes.photos', [
    ['2025-12-30 03:12', 'in', 'Your Battery Spencer shot is unreal. Which lens was that? I only have a 24-70'],
    ['2025-12-30 06:40', 'out', 'Thank you! 70-200 at about 135mm. A 24-70 at 70 and a crop works too.'],
    ['2025-12-31 16:00', 'in', 'amazing thanks!! also what time did you get there? sunrise is 7:25 right?'],
  ]],
  ['sierra.light.workshops', [
    ['2025-11-28 21:00', 'in', 'Hi Emma — would you co-lead our Eastern Sierra fall workshop next October? 8 participants, 3 days, we cover lodging.'],
    ['2025-11-29 17:30', 'out', 'I am flattered! Can I get back to you in January once I know my work schedule?'],
    ['2025-12-20 18:10', 'in', 'Of course. We are finalising leaders by Feb 1.'],
  ]],
  ['jonas.hikes', [
    ['2025-12-30 23:00', 'in', 'Hey, where exactly was the Mt Tam solstice sunset shot from? East Peak or West Point Inn?'],
  ]],
  ['olivia.interiors.sf', [
    ['2025-12-30 21:30', 'in', 'Hi! I am an interior designer in Noe Valley. My client wants a large print of "Fog Over the Gate" for a living room wall. Is 24x36 possible, and what is the price?'],
    ['2025-12-31 04:15', 'out', 'Hi Olivia! Yes — 24x36 on archival matte is $480 unframed, $690 framed. Lead time about 10 days.'],
    ['2026-01-01 07:30', 'in', 'Great, framed please! Can it be delivered by January 16? And can you send an invoice to olivia@olivia-interiors.example?'],
  ]],
  ['trailrunner_kai', [
    ['2025-12-15 04:20', 'in', 'your dipsea post made me sign up for the race lol'],
    ['2025-12-15 16:00', 'out', 'Haha amazing, good luck! Those stairs are no joke'],
  ]],
  ['bayarea.photo.awards', [
    ['2025-12-28 17:00', 'in', 'Congratulations! Your photo "Milky Way over Mono Lake" was shortlisted in the Night Sky category of the Bay Area Photo Awards 2025. Please reply with a high-res file by January 9.'],
  ]],
  ['growth_boost_4u', [
    ['2025-12-31 20:00', 'in', '🔥 Grow to 50K REAL followers in 30 days!! Only $29. Reply YES to start 🔥'],
  ]],
  ['leahu.runs', [
    ['2025-12-22 02:10', 'in', 'Saw you at Lands End on Sunday I think? Waved but you were deep in a timelapse 😄'],
    ['2025-12-22 05:55', 'out', 'Ha, sorry Leah! Yes that was me. Coffee at the office in January?'],
    ['2025-12-22 06:20', 'in', 'Deal ☕'],
  ]],
  ['sofia.rodriguez.art', [
    ['2025-12-18 19:25', 'in', 'Hola Emma! I paint watercolours of Bay Area landscapes. Would you mind if I painted from your Tennessee Valley photo? I would credit you of course.'],
    ['2025-12-19 06:00', 'out', 'Of course, go for it! Please tag me when it is done, I would love to see it.'],
    ['2025-12-26 20:40', 'in', 'Done! Posting it tomorrow and tagging you 🎨'],
  ]],
];

// URLs on Emma's own site that the simulated web can serve (content type and pixel size).
export const WEB = [
  ['https://cdn.emmaclark-photo.example/ig/2026-01-01-lands-end-fog.jpg', 'image/jpeg', 1080, 1350],
  ['https://cdn.emmaclark-photo.example/ig/2026-01-01-lands-end-square.jpg', 'image/jpeg', 1440, 1440],
  ['https://cdn.emmaclark-photo.example/ig/golden-gate-fog-panorama.jpg', 'image/jpeg', 2400, 800],
  ['https://cdn.emmaclark-photo.example/ig/mt-tam-sunset-wide.jpg', 'image/jpeg', 1910, 1000],
  ['https://cdn.emmaclark-photo.example/ig/tahoe-snowshoe-vertical.jpg', 'image/jpeg', 1080, 1920],
  ['https://cdn.emmaclark-photo.example/ig/new-year-lands-end.mp4', 'video/mp4', 1080, 1920],
  ['https://cdn.emmaclark-photo.example/prints/price-list-2026.pdf', 'application/pdf', 0, 0],
];

// Daily account insights are generated for this window around a base level.
export const INSIGHTS = { from: '2025-11-01', to: '2025-12-31', reach: 2600, profile_views: 110, website_clicks: 9, accounts_engaged: 340 };
