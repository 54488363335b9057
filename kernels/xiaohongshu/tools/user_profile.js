// user_profile: the profile page's userPageData (basic info, the follows / fans / likes-and-collects
// counters) and its first page of notes. The page needs a token the site issued (any note card's
// xsecToken works, as on the site); the user's own profile also lists private notes.
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { currentSession } from '../lib/session.js';
import { knownToken } from '../lib/access.js';
import { visibleTo, feedItem } from '../lib/notes.js';
import { xhsCount } from '../lib/format.js';
import { goMarshalIndent } from '../lib/gojson.js';

const NOT_FOUND = '获取用户主页失败: user.userPageData.value not found in __INITIAL_STATE__';

export default function user_profile(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.user_profile, ctx);
  if (bad) return bad;
  if (args.user_id === '') return ctx.error('获取用户主页失败: 缺少user_id参数');
  if (args.xsec_token === '') return ctx.error('获取用户主页失败: 缺少xsec_token参数');
  const s = currentSession(ctx);
  const user = ctx.get(`users[${args.user_id}]`);
  if (!s.logged_in || !user || !knownToken(ctx, args.xsec_token)) return ctx.error(NOT_FOUND);
  const notes = ctx.list('notes', { filter: (n) => n.user_id === user.id && visibleTo(ctx, n, s.user_id) })
    .sort((a, b) => b.time - a.time || (a.id < b.id ? 1 : -1));
  const likesAndCollects = notes.reduce((sum, n) => sum + n.liked_count + n.collected_count, user.earlier_likes_and_collects || 0);
  const result = {
    userBasicInfo: {
      gender: user.gender,
      ipLocation: user.ip_location,
      desc: user.desc,
      imageb: user.avatar.replace('/w/120/', '/w/540/'),
      nickname: user.nickname,
      images: user.avatar,
      redId: user.red_id,
    },
    interactions: [
      { type: 'follows', name: '关注', count: xhsCount(user.follows) },
      { type: 'fans', name: '粉丝', count: xhsCount(user.fans) },
      { type: 'interaction', name: '获赞与收藏', count: xhsCount(likesAndCollects) },
    ],
    feeds: notes.slice(0, 30).map((n, i) => feedItem(ctx, n, i, 'home')),
  };
  if (result.feeds.length === 0) result.feeds = null;
  return ctx.text(goMarshalIndent(result));
}
