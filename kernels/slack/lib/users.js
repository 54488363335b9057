// Workspace members as users.list and users.profile.get print them. The tree keeps one member
// object per user in users.list shape; its `profile` also holds what only users.profile.get shows
// (custom field values, pronouns, huddle state), which users.list leaves out.

const USER_ID = /^[UW][A-Z0-9]{8,12}$|^USLACKBOT$/;

export function isMemberId(v) {
  return typeof v === 'string' && USER_ID.test(v);
}

/** A stored member (copy) or null. */
export function memberById(ctx, id) {
  return isMemberId(id) ? ctx.get(`users[${id}]`) : null;
}

// users.profile.get-only profile keys.
const PROFILE_ONLY = ['fields', 'pronouns', 'huddle_state', 'huddle_state_expiration_ts', 'start_date'];

/** One entry of users.list `members`. */
export function renderMember(member) {
  const out = Object.assign({}, member);
  const profile = {};
  for (const [k, v] of Object.entries(member.profile || {})) if (!PROFILE_ONLY.includes(k)) profile[k] = v;
  out.profile = profile;
  return out;
}

// users.profile.get key order (Slack's), then image sizes.
const PROFILE_ORDER = ['title', 'phone', 'skype', 'real_name', 'real_name_normalized', 'display_name',
  'display_name_normalized', 'fields', 'status_text', 'status_emoji', 'status_emoji_display_info',
  'status_expiration', 'avatar_hash', 'image_original', 'is_custom_image', 'api_app_id', 'always_active',
  'bot_id', 'email', 'pronouns', 'huddle_state', 'huddle_state_expiration_ts', 'start_date', 'first_name',
  'last_name', 'image_24', 'image_32', 'image_48', 'image_72', 'image_192', 'image_512', 'image_1024',
  'status_text_canonical'];

/**
 * users.profile.get with include_labels=true: custom fields carry their workspace label.
 * @param {object} member stored member
 * @param {Record<string, {label: string}>} fieldDefs tree `profile_fields`
 */
export function renderProfile(member, fieldDefs) {
  const p = member.profile || {};
  const src = Object.assign({}, p);
  const fields = {};
  for (const [id, v] of Object.entries(p.fields || {})) {
    fields[id] = { value: v.value, alt: v.alt || '', label: fieldDefs && fieldDefs[id] ? fieldDefs[id].label : '' };
  }
  src.fields = Object.keys(fields).length ? fields : [];
  delete src.team;
  const out = {};
  for (const k of PROFILE_ORDER) if (src[k] !== undefined) out[k] = src[k];
  return out;
}
