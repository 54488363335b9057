// Insight metrics as the Graph API names and describes them (titles and descriptions are this
// simulation's wording of Meta's). Media insights are lifetime values of one post; account insights
// are requested with metric_type=total_value for the last full day.

export const MEDIA_METRICS = {
  reach: ['Accounts reached', 'The number of unique accounts that have seen this post at least once.'],
  likes: ['Likes', 'The number of likes on this post.'],
  comments: ['Comments', 'The number of comments on this post.'],
  shares: ['Shares', 'The number of times this post was shared.'],
  saved: ['Saves', 'The number of times this post was saved.'],
  video_views: ['Video views', 'The number of times this video was played.'],
};

export const ACCOUNT_METRICS = {
  reach: ['Accounts reached', 'The number of unique accounts that have seen any of your posts or stories at least once.'],
  profile_views: ['Profile views', 'The number of times your profile was visited.'],
  website_clicks: ['Website taps', 'The number of taps on the website link in your profile.'],
  accounts_engaged: ['Accounts engaged', 'The number of accounts that have interacted with your content.'],
};

/** The stored value of a media metric (likes/comments are the post's public counts). */
export function mediaMetricValue(media, metric) {
  if (metric === 'likes') return media.like_count;
  if (metric === 'comments') return media.comments_count;
  return media[metric] || 0;
}
