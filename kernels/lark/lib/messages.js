// Message content checks and the message object of im/v1/messages. `content` is a JSON string
// whose shape depends on msg_type; 230001 names the problem after "ext=" as the IM API does.

export const MSG_TYPES = ['text', 'post', 'image', 'file', 'audio', 'media', 'sticker', 'interactive', 'share_chat', 'share_user', 'system'];

const TEXT_LIMIT = 150 * 1024;
const RICH_LIMIT = 30 * 1024;
const POST_TAGS = ['text', 'a', 'at', 'img', 'media', 'emotion', 'code_block', 'hr', 'md'];
const POST_LOCALES = ['zh_cn', 'en_us', 'ja_jp'];

/** UTF-8 byte length without TextEncoder (not part of the isolate's standard library). */
export function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) { n += 4; i += 1; } else n += 3;
  }
  return n;
}

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const bad = (type) => ({ ext: `invalid message content. content format of the ${type} type is incorrect` });

function checkPostBody(body) {
  if (!isObj(body) || !Array.isArray(body.content)) return false;
  if (body.title !== undefined && typeof body.title !== 'string') return false;
  for (const line of body.content) {
    if (!Array.isArray(line)) return false;
    for (const el of line) {
      if (!isObj(el) || !POST_TAGS.includes(el.tag)) return false;
      if ((el.tag === 'text' || el.tag === 'md') && typeof el.text !== 'string') return false;
      if (el.tag === 'a' && (typeof el.href !== 'string' || typeof el.text !== 'string')) return false;
      if (el.tag === 'at' && typeof el.user_id !== 'string') return false;
      if (el.tag === 'img' && typeof el.image_key !== 'string') return false;
    }
  }
  return true;
}

/**
 * Check `content` for `msgType`. Returns `{content}` (the stored body content, normalised the way
 * the message list returns it), `{ext}` (230001 detail) or `{tooLong: true}` (230025).
 * `lookup` answers `user(openId)` and `chat(chatId)` for mentions and share cards.
 */
export function checkContent(msgType, raw, chatMode, lookup) {
  let c;
  try {
    c = JSON.parse(raw);
  } catch (e) {
    return { ext: 'invalid message content. content is not a string in json format' };
  }
  if (!isObj(c)) return { ext: 'invalid message content. content is not a string in json format' };
  switch (msgType) {
    case 'text': {
      if (typeof c.text !== 'string') return bad('text');
      if (utf8Length(raw) > TEXT_LIMIT) return { tooLong: true };
      const m = mentionsOf(c.text, lookup);
      return { content: JSON.stringify({ text: m.text }), mentions: m.mentions };
    }
    case 'post': {
      if (utf8Length(raw) > RICH_LIMIT) return { tooLong: true };
      let body = c;
      if (!Array.isArray(c.content)) {
        const locale = POST_LOCALES.find((l) => isObj(c[l]));
        if (!locale) return bad('post');
        body = c[locale];
      }
      if (!checkPostBody(body)) return bad('post');
      return { content: JSON.stringify({ title: body.title || '', content: body.content }) };
    }
    case 'image':
      if (typeof c.image_key !== 'string' || !/^img_[A-Za-z0-9_-]+$/.test(c.image_key)) return { ext: 'invalid image_key' };
      return { content: JSON.stringify({ image_key: c.image_key }) };
    case 'file':
    case 'audio':
    case 'sticker':
    case 'media':
      if (typeof c.file_key !== 'string' || !/^file_[A-Za-z0-9_-]+$/.test(c.file_key)) return { ext: 'invalid file_key' };
      return { content: JSON.stringify(c) };
    case 'interactive': {
      if (utf8Length(raw) > RICH_LIMIT) return { tooLong: true };
      const card = Array.isArray(c.elements) || isObj(c.i18n_elements) || isObj(c.body) || (c.type === 'template' && isObj(c.data));
      if (!card) return { ext: 'invalid message content. validate content fail' };
      return { content: raw };
    }
    case 'share_chat':
      if (typeof c.chat_id !== 'string' || !lookup.chat(c.chat_id)) return { ext: 'invalid chat_id' };
      return { content: JSON.stringify({ chat_id: c.chat_id }) };
    case 'share_user':
      if (typeof c.user_id !== 'string' || !lookup.user(c.user_id)) return { ext: 'invalid user_id' };
      return { content: JSON.stringify({ user_id: c.user_id }) };
    case 'system': {
      if (chatMode !== 'p2p') return { ext: 'sending system messages in group chats is not supported' };
      if (c.type !== 'divider') return { ext: 'invalid system message type' };
      const t = c.params && c.params.divider_text;
      if (!isObj(t)) return { ext: 'divider_text must be set' };
      if (typeof t.text !== 'string' || t.text === '') return { ext: 'divider message text cannot be empty' };
      if (t.text.length > 20) return { ext: 'divider message text exceeds the specified length' };
      return { content: raw };
    }
    default:
      return { ext: 'invalid msg_type' };
  }
}

/**
 * Replace `<at user_id="ou_…">Name</at>` tags with the `@_user_N` keys Lark stores, collecting
 * the mentions list; `<at user_id="all">` becomes `@_all`. Unknown users stay as plain "@Name".
 */
export function mentionsOf(text, lookup) {
  const mentions = [];
  const out = text.replace(/<at\s+(?:user_id|id)="([^"]*)"\s*>([^<]*)<\/at>/g, (whole, id, name) => {
    if (id === 'all') return '@_all';
    const u = lookup.user(id);
    if (!u) return `@${name}`;
    const key = `@_user_${mentions.length + 1}`;
    mentions.push({ key, id: u.open_id, id_type: 'open_id', name: u.name, tenant_key: u.tenant_key });
    return key;
  });
  return { text: out, mentions };
}

/** The message object of send / list responses. */
export function renderMessage(m) {
  const out = { message_id: m.message_id };
  if (m.root_id) out.root_id = m.root_id;
  if (m.parent_id) out.parent_id = m.parent_id;
  if (m.thread_id) out.thread_id = m.thread_id;
  out.msg_type = m.msg_type;
  out.create_time = m.create_time;
  out.update_time = m.update_time;
  out.deleted = m.deleted;
  out.updated = m.updated;
  out.chat_id = m.chat_id;
  out.sender = m.sender;
  out.body = m.body;
  if (m.mentions && m.mentions.length) out.mentions = m.mentions;
  if (m.upper_message_id) out.upper_message_id = m.upper_message_id;
  return out;
}

/** Oldest first, ties by id: the ByCreateTimeAsc order. */
export function byCreateTime(a, b) {
  const d = Number(a.create_time) - Number(b.create_time);
  if (d !== 0) return d;
  return a.message_id < b.message_id ? -1 : a.message_id > b.message_id ? 1 : 0;
}
