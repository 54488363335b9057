// Who is calling, and how users are named by the three Lark user id types.
//
// lark-mcp calls with the app's tenant_access_token unless a tool is called with useUAT: true,
// in which case it uses the user_access_token of the person who authorised the app (the root
// user of the context tree, `me`). As a bot the app has its own open_id, union_id and primary
// calendar, and sees only the chats it was added to.

export const ID_TYPES = ['open_id', 'union_id', 'user_id'];

/** The identity a call runs as. Tools whose schema has no useUAT always run as the bot. */
export function identity(ctx, args) {
  const app = ctx.get('app');
  if (args && args.useUAT === true) {
    const openId = ctx.get('me');
    return { kind: 'user', openId, app, user: ctx.get(`users[${openId}]`) };
  }
  return { kind: 'bot', openId: app.open_id, app, user: null };
}

/** An id is only ever used inside a context path when it cannot break the path syntax. */
export function pathSafe(id) {
  return typeof id === 'string' && id !== '' && !/[[\]]/.test(id);
}

/** All users keyed by open_id (one copy per call; the directory is small). */
export function directory(ctx) {
  return ctx.get('users') || {};
}

/** Find a user by an id of the given type, or null. */
export function findUser(dir, idType, id) {
  if (typeof id !== 'string' || id === '') return null;
  if (idType === 'open_id') return Object.prototype.hasOwnProperty.call(dir, id) ? dir[id] : null;
  for (const u of Object.values(dir)) if (u[idType] === id) return u;
  return null;
}

/**
 * The id of `openId` in the requested type. The bot has no user_id; for it (and for external
 * users, who have no user_id in this tenant) the open_id is returned instead.
 */
export function idAs(dir, app, openId, idType) {
  const type = idType || 'open_id';
  if (type === 'open_id' || !openId) return openId;
  if (app && openId === app.open_id) return type === 'union_id' ? app.union_id : openId;
  const u = dir[openId];
  if (!u || !u[type]) return openId;
  return u[type];
}

/** Display name of an open_id (the bot's app name for the bot). */
export function displayName(dir, app, openId) {
  if (app && openId === app.open_id) return app.name;
  const u = dir[openId];
  return u ? u.name : '';
}

/** Normalise a mobile number the way Lark matches them: digits with a country code. */
export function normaliseMobile(s) {
  if (typeof s !== 'string') return '';
  const compact = s.replace(/[\s()-]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('0086')) return '+' + compact.slice(2);
  return '+86' + compact;
}
