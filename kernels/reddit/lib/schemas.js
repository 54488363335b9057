// The zod schemas of reddit-mcp-buddy 1.1.14 (src/tools/index.ts), key for key. Subreddit names,
// usernames and post ids are trimmed, stripped of their r/ u/ t3_ prefixes, then checked against
// the server's patterns; a failed check is a zod `custom` issue with the server's message.
import { z } from '../../_shared/zod3.js';

const SUBREDDIT_RE = /^(?:[A-Za-z0-9_]{2,21}(?:\+[A-Za-z0-9_]{2,21})*|u_[A-Za-z0-9_-]{3,20})$/;
const USERNAME_RE = /^[A-Za-z0-9_-]{3,20}$/;
const POST_ID_RE = /^[A-Za-z0-9]{2,13}$/;

const subredditName = () => z.string()
  .transform((s) => s.trim().replace(/^\/?r\//i, ''))
  .refine((s) => SUBREDDIT_RE.test(s), 'Subreddit must be 2-21 characters (letters, numbers, underscore) without the r/ prefix; u_<username> profile subreddits and a+b multireddits are also accepted');

const TIME = ['hour', 'day', 'week', 'month', 'year', 'all'];

export const browseSubredditSchema = z.object({
  subreddit: subredditName(),
  sort: z.enum(['hot', 'new', 'top', 'rising', 'controversial']).optional().default('hot'),
  time: z.enum(TIME).optional(),
  limit: z.number().min(1).max(100).optional().default(25),
  include_nsfw: z.boolean().optional().default(false),
  include_subreddit_info: z.boolean().optional().default(false),
});

export const searchRedditSchema = z.object({
  query: z.string(),
  subreddits: z.array(subredditName()).max(10).optional(),
  sort: z.enum(['relevance', 'hot', 'top', 'new', 'comments']).optional().default('relevance'),
  time: z.enum(TIME).optional().default('all'),
  limit: z.number().min(1).max(100).optional().default(25),
  author: z.string().optional(),
  flair: z.string().optional(),
});

export const getPostDetailsSchema = z.object({
  post_id: z.string()
    .transform((s) => s.trim().replace(/^t3_/i, ''))
    .refine((s) => POST_ID_RE.test(s), 'Post ID must be 2-13 alphanumeric characters (e.g. "1abc2d3"), with or without the t3_ prefix')
    .optional(),
  subreddit: subredditName().optional(),
  url: z.string().optional(),
  comment_limit: z.number().min(1).max(500).optional().default(20),
  comment_sort: z.enum(['best', 'top', 'new', 'controversial', 'qa']).optional().default('best'),
  comment_depth: z.number().min(1).max(10).optional().default(3),
  extract_links: z.boolean().optional().default(false),
  max_top_comments: z.number().min(1).max(20).optional().default(5),
});

export const userAnalysisSchema = z.object({
  username: z.string()
    .transform((s) => s.trim().replace(/^\/?u(?:ser)?\//i, ''))
    .refine((s) => USERNAME_RE.test(s), 'Username must be 3-20 characters (letters, numbers, underscore, hyphen), without the u/ prefix'),
  posts_limit: z.number().min(0).max(100).optional().default(10),
  comments_limit: z.number().min(0).max(100).optional().default(10),
  time_range: z.enum(['day', 'week', 'month', 'year', 'all']).optional().default('month'),
  top_subreddits_limit: z.number().min(1).max(50).optional().default(10),
});

export const redditExplainSchema = z.object({ term: z.string() });
