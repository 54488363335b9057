// The ten terms the real server's glossary knows. The definitions are written for this simulator
// (the server's own wording is not reproduced); the keys and the answer's shape are the server's.
export const GLOSSARY = {
  karma: {
    definition: 'Points a Reddit account collects when its posts and comments are upvoted',
    origin: 'Borrowed from the religious idea of deeds coming back to you, used as Reddit\'s reputation score',
    usage: 'Shown on profiles as a rough signal of how much a user has contributed',
    examples: ['Some communities only let accounts above a karma threshold post', 'That comment is going to cost you some karma'],
  },
  'cake day': {
    definition: 'The yearly anniversary of the day an account was created',
    origin: 'Reddit shows a small cake icon beside the username on that date',
    usage: 'People mention it to celebrate and often get a few extra upvotes',
    examples: ['Happy cake day!', 'Eight years today, apparently it is my cake day'],
  },
  ama: {
    definition: 'Ask Me Anything: a thread where someone invites open questions and answers them',
    origin: 'Popularised by the r/IAmA community',
    usage: 'Hosted by experts, public figures or people with an unusual story',
    examples: ['I run a lighthouse on a remote island, AMA', 'The AMA starts at noon Pacific'],
  },
  eli5: {
    definition: 'Explain Like I\'m Five: a request for a very simple explanation',
    origin: 'Named after the r/explainlikeimfive community',
    usage: 'Put in front of a question about a complicated topic',
    examples: ['ELI5: why does the sky look blue?', 'Can someone ELI5 how vaccines are tested?'],
  },
  til: {
    definition: 'Today I Learned: a prefix for sharing a fact someone just discovered',
    origin: 'From the r/todayilearned community',
    usage: 'Starts a post title that states the surprising fact',
    examples: ['TIL octopuses have three hearts', 'TIL the Eiffel Tower grows a little in summer'],
  },
  op: {
    definition: 'Original Poster: whoever started the thread',
    origin: 'Older forum shorthand that Reddit kept',
    usage: 'Used to address or refer to the author of the post',
    examples: ['OP, any update?', 'OP answered further down'],
  },
  repost: {
    definition: 'Something submitted again after it already appeared before',
    origin: 'A long-running complaint on link-sharing sites',
    usage: 'Commenters point it out when they recognise old content',
    examples: ['Repost, this was on the front page last month', 'Still funny even as a repost'],
  },
  brigading: {
    definition: 'A coordinated push from one group to vote on or flood another community',
    origin: 'From the military sense of a brigade moving in together',
    usage: 'Breaks site rules and can get accounts or communities banned',
    examples: ['Please do not brigade the linked thread', 'The mods locked it because of brigading'],
  },
  '/s': {
    definition: 'A marker that the preceding sentence is sarcastic',
    origin: 'Modelled on a closing HTML-style tag',
    usage: 'Added at the end of a comment so the tone is not misread',
    examples: ['Sure, deploying on Friday evening is a great plan /s', 'Love waiting in line for two hours /s'],
  },
  'banana for scale': {
    definition: 'Putting a banana in a photo so viewers can judge the size of things',
    origin: 'A Reddit running joke dating from around 2013',
    usage: 'A playful stand-in for a ruler in pictures',
    examples: ['Giant pinecone, banana for scale', 'Where is the banana for scale?'],
  },
};
