// Users as the Notion API returns them. The tree keeps `users[id]` as
// `{ id, name, avatar_url, type, person: { email } }` for people and `{ …, type: 'bot' }` for bots;
// `bot_id` names the integration the MCP server's token belongs to.

/** `{ object: 'user', id }`: how created_by / last_edited_by reference a user. */
export function partialUser(id) {
  return { object: 'user', id };
}

/** The integration's own bot user, as GET /v1/users/me answers. */
export function renderSelfBot(ctx) {
  const u = ctx.get(`users[${ctx.get('bot_id')}]`);
  return {
    object: 'user',
    id: u.id,
    name: u.name,
    avatar_url: u.avatar_url,
    type: 'bot',
    bot: {
      owner: { type: 'workspace', workspace: true },
      workspace_name: ctx.get('workspace.name'),
      workspace_limits: { max_file_upload_size_in_bytes: 5368709120 },
    },
  };
}

/** A full user object (people carry their e-mail; other bots an empty `bot`). */
export function renderUser(u) {
  const out = { object: 'user', id: u.id, name: u.name, avatar_url: u.avatar_url, type: u.type };
  if (u.type === 'person') out.person = { email: u.person.email };
  else out.bot = {};
  return out;
}

/** A user by ID from the workspace (a copy), or null. */
export function getUser(ctx, id) {
  return ctx.get(`users[${id}]`);
}
