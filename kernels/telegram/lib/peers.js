// Peers of the account and how the server names and finds them.
//
// Tree layout:
//   host    {utcOffsetSeconds}            — the time zone of the machine the server runs on
//   me      {id, first_name, last_name, username, phone}
//   users   {id: {id, access_hash, first_name, last_name?, username?, phone?, bot?, verified?, contact?}}
//   chats   {id: {id, kind: 'chat'|'channel', title, username?, access_hash?, broadcast?, megagroup?, verified?}}
//   dialogs {'user:<id>'|'chat:<id>'|'channel:<id>': {peer, pinned?, unread_count, read_inbox_max_id,
//            draft?, messages: {id: {id, date, text, out?, from?, media?, action?}}}}
//
// Names (getUsername in the server): a user's username (none → the dialog has no name); a basic
// group `cht[<id>]`; a channel or supergroup its username or `chn[<id>:<access_hash>]`.
// Resolution (getInputPeerFromName): `chn[…]` / `cht[…]` literals are scanned with Sscanf;
// anything else goes to gotd's resolver — a t.me link, a phone number (+… or digits), or a
// username (leading @ dropped, checked for latin letters, digits and `_`) looked up on Telegram.

import { TgError, rpc, wrap } from './errors.js';

export const peerKey = (type, id) => `${type}:${id}`;

export function userTitle(u) {
  return u.first_name + (u.last_name ? ` ${u.last_name}` : '');
}

export function peerEntity(ctx, key) {
  const [type, id] = key.split(':');
  if (type === 'user') {
    const me = ctx.get('me');
    if (me && String(me.id) === id) return { type, entity: Object.assign({ access_hash: 0 }, me, { self: true }) };
    const u = (ctx.get('users') || {})[id];
    return u ? { type, entity: u } : null;
  }
  const c = (ctx.get('chats') || {})[id];
  return c ? { type, entity: c } : null;
}

/** The dialog `name` the server prints (empty when a user has no username). */
export function dialogName(type, entity) {
  if (type === 'user') return entity.username || '';
  if (entity.kind === 'chat') return `cht[${entity.id}]`;
  return entity.username || `chn[${entity.id}:${entity.access_hash}]`;
}

export function dialogTitle(type, entity) {
  return type === 'user' ? userTitle(entity) : entity.title;
}

// ---------------------------------------------------------------------------------------------
// fmt.Sscanf for the two literals.

function sscanf(input, format) {
  const values = [];
  let i = 0;
  for (let f = 0; f < format.length; f += 1) {
    if (format[f] === '%' && format[f + 1] === 'd') {
      f += 1;
      if (i >= input.length) throw new TgError('unexpected EOF');
      let j = i;
      if (input[j] === '+' || input[j] === '-') j += 1;
      const start = j;
      while (j < input.length && input[j] >= '0' && input[j] <= '9') j += 1;
      if (j === start) throw new TgError('expected integer');
      values.push(input.slice(i, j));
      i = j;
    } else {
      if (i >= input.length) throw new TgError('unexpected EOF');
      if (input[i] !== format[f]) throw new TgError('input does not match format');
      i += 1;
    }
  }
  return values;
}

const utf8Length = (r) => {
  const c = r.codePointAt(0);
  return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
};

// gotd's checkDomainSymbols (byte offsets, as Go's range over a string gives them).
function checkDomain(domain) {
  let last = -1;
  for (const r of domain) last += utf8Length(r);
  let i = 0;
  for (const r of domain) {
    const code = r.codePointAt(0);
    const letter = (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z');
    if (!letter) {
      const digit = r >= '0' && r <= '9';
      if (i === 0) throw new TgError(`domain should start with latin letter, got ${r} in ${goQuote(domain)}`);
      if (i === last && r === '_') throw new TgError(`domain should end with latin letter or digit, got ${r} in ${goQuote(domain)}`);
      if (!digit && r !== '_') throw new TgError(`unexpected rune ${r} (U+${code.toString(16).toUpperCase().padStart(4, '0')}) in ${goQuote(domain)} domain`);
    }
    i += utf8Length(r);
  }
}

/** Go's %q for a printable string. */
function goQuote(s) {
  return '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t') + '"';
}

function findUsername(ctx, username) {
  const lower = username.toLowerCase();
  const me = ctx.get('me');
  if (me && me.username && me.username.toLowerCase() === lower) return peerKey('user', me.id);
  for (const u of Object.values(ctx.get('users') || {})) if (u.username && u.username.toLowerCase() === lower) return peerKey('user', u.id);
  for (const c of Object.values(ctx.get('chats') || {})) if (c.username && c.username.toLowerCase() === lower) return peerKey('channel', c.id);
  return null;
}

function resolveDomain(ctx, domain) {
  try {
    checkDomain(domain);
  } catch (e) {
    throw wrap('validate domain', e);
  }
  if (domain === '') throw wrap('resolve', rpc(400, 'USERNAME_INVALID'));
  const key = findUsername(ctx, domain);
  if (!key) throw wrap('resolve', rpc(400, 'USERNAME_NOT_OCCUPIED'));
  return key;
}

function resolvePhone(ctx, phone) {
  const digits = phone.replace(/\D/g, '');
  const me = ctx.get('me');
  if (me && me.phone && me.phone.replace(/\D/g, '') === digits) return peerKey('user', me.id);
  // contacts.resolvePhone finds a user whose number the account can see (contacts).
  for (const u of Object.values(ctx.get('users') || {})) {
    if (u.phone && u.contact && u.phone.replace(/\D/g, '') === digits) return peerKey('user', u.id);
  }
  throw wrap('resolve phone', rpc(400, 'PHONE_NOT_OCCUPIED'));
}

/**
 * getInputPeerFromName: the peer key for `name`, or a TgError whose message is what the server
 * wraps as `get inputPeer from name: …`. Literal ids are not checked here; the later API call
 * fails for peers the account cannot reach (see checkReachable).
 */
export function resolveName(ctx, name) {
  const isCustom = name.includes('[') && name.includes(']');
  if (name.startsWith('chn') && isCustom) {
    try {
      const [id, hash] = sscanf(name, 'chn[%d:%d]');
      return { key: peerKey('channel', String(BigInt(id))), accessHash: String(BigInt(hash)) };
    } catch (e) {
      throw wrap(`scan channel peer(${goQuote(name)})`, e);
    }
  }
  if (name.startsWith('cht') && isCustom) {
    try {
      const [id] = sscanf(name, 'cht[%d]');
      return { key: peerKey('chat', String(BigInt(id))) };
    } catch (e) {
      throw wrap(`scan chat peer(${goQuote(name)})`, e);
    }
  }
  const from = name.trim();
  try {
    let key;
    const link = /^(?:https?:\/\/)?t\.me\/([^/?#]+)/i.exec(from) || /^tg:\/{0,2}resolve\?domain=([^&]+)/i.exec(from);
    if (link) key = resolveDomain(ctx, link[1]);
    else if (from !== '' && (from[0] === '+' || (from[0] >= '0' && from[0] <= '9'))) key = resolvePhone(ctx, from);
    else key = resolveDomain(ctx, from.replace(/^@/, ''));
    return { key };
  } catch (e) {
    throw wrap('failed to resolve name', e);
  }
}

/**
 * The API call on a resolved peer: a `chn[id:hash]` literal with a wrong access hash is
 * CHANNEL_INVALID, an unknown chat or channel id is PEER_ID_INVALID / CHANNEL_INVALID.
 */
export function checkReachable(ctx, resolved) {
  const [type, id] = resolved.key.split(':');
  const found = peerEntity(ctx, resolved.key);
  if (type === 'channel') {
    if (!found || (resolved.accessHash !== undefined && String(found.entity.access_hash) !== resolved.accessHash)) throw rpc(400, 'CHANNEL_INVALID');
  } else if (type === 'chat') {
    if (!found || found.entity.kind !== 'chat') throw rpc(400, 'PEER_ID_INVALID');
  } else if (!found) {
    throw rpc(400, 'PEER_ID_INVALID');
  }
  return { type, id, entity: found.entity };
}
