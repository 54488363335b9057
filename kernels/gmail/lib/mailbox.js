// The Gmail API (users.messages, users.labels, users.drafts, users.settings.filters) over the
// context tree, answering what the real API answers and throwing ApiError(code, message) where it
// fails. Tree layout:
//   account    {emailAddress, displayName, utcOffsetMinutes, grantedScopes, forwardingAddresses}
//   host       {cwd}                                   — the machine the MCP server runs on
//   labels     {id: {id, name, type, messageListVisibility?, labelListVisibility?}}
//   messages   {id: {id, threadId, labelIds, internalDate, sizeEstimate, mimeType, headers[],
//                    body: {text?, html?}, attachments: {attachmentId: {…}}}}
//   drafts     {id: {id, messageId}}
//   filters    {id: {id, criteria, action}}
//   localFiles {absolutePath: {path, size, mimeType}} — files the server can attach / writes

import { ApiError, NOT_FOUND, INVALID_ID, INSUFFICIENT } from './errors.js';
import { newMessageId, newLabelId, newDraftId, newFilterId, newMessageIdHeader } from './ids.js';
import { rfc2822, addresses, basename, mimeTypeFor } from './format.js';

export const FULL_MAIL_SCOPE = 'https://mail.google.com/';

export function account(ctx) {
  return ctx.get('account');
}

// ---------------------------------------------------------------------------------------------
// Messages

/** users.messages.get: 400 for an id that is not Gmail hex, 404 for one that does not exist. */
export function getMessage(ctx, id) {
  if (!/^[0-9a-fA-F]{1,16}$/.test(id)) throw INVALID_ID();
  const m = ctx.get(`messages[${id}]`);
  if (!m) throw NOT_FOUND();
  return m;
}

export function allMessages(ctx) {
  return Object.values(ctx.get('messages') || {});
}

// An id-keyed map's own member: an id such as "constructor" or "toString" must not find an
// inherited function (the fuzzer's prototype-key ids did, and the kernel then faulted).
export function own(map, id) {
  return Object.prototype.hasOwnProperty.call(map, id) ? map[id] : undefined;
}

export function allLabels(ctx) {
  return Object.values(ctx.get('labels') || {});
}

// Labels the API refuses to put on or take off a message.
const NOT_APPLICABLE = new Set(['DRAFT', 'SENT', 'CHAT']);

function checkLabels(labels, ids, forAdd) {
  for (const id of ids) {
    if (!own(labels, id) || (forAdd !== null && NOT_APPLICABLE.has(id))) throw new ApiError(400, `Invalid label: ${id}`);
  }
}

/** users.messages.modify. Returns the message's new label ids. */
export function modifyMessage(ctx, id, add, remove) {
  const message = getMessage(ctx, id);
  const addIds = add || [];
  const removeIds = remove || [];
  if (addIds.length === 0 && removeIds.length === 0) throw new ApiError(400, 'No label add or removes specified');
  const labels = ctx.get('labels') || {};
  checkLabels(labels, addIds, true);
  checkLabels(labels, removeIds, false);
  const next = (message.labelIds || []).slice();
  for (const l of addIds) if (!next.includes(l)) next.push(l);
  const result = next.filter((l) => !removeIds.includes(l));
  ctx.update(`messages[${id}]`, { labelIds: result });
  return result;
}

/** users.messages.delete: needs the full mail scope, which the server's OAuth flow never asks for. */
export function deleteMessage(ctx, id) {
  const acct = account(ctx);
  if (!(acct.grantedScopes || []).includes(FULL_MAIL_SCOPE)) throw INSUFFICIENT();
  getMessage(ctx, id);
  ctx.delete(`messages[${id}]`);
  for (const d of Object.values(ctx.get('drafts') || {})) {
    if (d.messageId === id) ctx.delete(`drafts[${d.id}]`);
  }
}

/** users.messages.attachments.get */
export function getAttachment(ctx, messageId, attachmentId) {
  const m = getMessage(ctx, messageId);
  const a = own(m.attachments || {}, attachmentId);
  if (!a) throw new ApiError(400, 'Invalid attachment token');
  return { message: m, attachment: a };
}

// ---------------------------------------------------------------------------------------------
// Sending and drafts

/**
 * The message the server's MIME builder (or nodemailer, with attachments) produces, stored the
 * way Gmail stores it after users.messages.send / users.drafts.create. `mode` is 'send' | 'draft'.
 * Returns the stored message (and the draft when mode is 'draft').
 */
export function storeOutgoing(ctx, args, files, mode) {
  const acct = account(ctx);
  const to = args.to || [];
  const cc = args.cc || [];
  const bcc = args.bcc || [];
  if (mode === 'send' && to.length + cc.length + bcc.length === 0) throw new ApiError(400, 'Recipient address required');
  for (const [name, list] of [['Cc', cc], ['Bcc', bcc]]) {
    if (list.some((a) => !/^[^\s@<>,]+@[^\s@<>,]+$/.test(a.replace(/^.*<([^>]*)>\s*$/, '$1').trim()))) throw new ApiError(400, `Invalid ${name} header`);
  }
  let threadId = null;
  if (args.threadId !== undefined) {
    const inThread = allMessages(ctx).some((m) => m.threadId === args.threadId);
    if (!inThread) throw NOT_FOUND();
    threadId = args.threadId;
  }

  // Content type: the server's rules (htmlBody only counts when mimeType is not text/plain);
  // with attachments nodemailer builds multipart/mixed from text + html and ignores mimeType.
  let mimeType = args.mimeType || 'text/plain';
  if (args.htmlBody && mimeType !== 'text/plain') mimeType = 'multipart/alternative';
  const body = {};
  if (files.length > 0) {
    body.text = args.body;
    if (args.htmlBody) body.html = args.htmlBody;
    mimeType = 'multipart/mixed';
  } else if (mimeType === 'multipart/alternative') {
    body.text = args.body;
    body.html = args.htmlBody || args.body;
  } else if (mimeType === 'text/html') {
    body.html = args.htmlBody || args.body;
  } else {
    body.text = args.body;
  }

  const nowMs = ctx.nowMs();
  const id = newMessageId(ctx, (candidate) => ctx.exists(`messages[${candidate}]`));
  const headers = [
    { name: 'MIME-Version', value: '1.0' },
    { name: 'Date', value: rfc2822(nowMs, acct.utcOffsetMinutes || 0) },
    { name: 'Message-ID', value: newMessageIdHeader(ctx) },
    { name: 'Subject', value: args.subject },
    { name: 'From', value: `${acct.displayName} <${acct.emailAddress}>` },
    { name: 'To', value: to.join(', ') },
  ];
  if (cc.length) headers.push({ name: 'Cc', value: cc.join(', ') });
  if (bcc.length) headers.push({ name: 'Bcc', value: bcc.join(', ') });
  if (args.inReplyTo) {
    headers.push({ name: 'In-Reply-To', value: args.inReplyTo });
    headers.push({ name: 'References', value: args.inReplyTo });
  }
  headers.push({ name: 'Content-Type', value: mimeType.startsWith('multipart/') ? `${mimeType}; boundary="000000000000${ctx.id('{hex:16}')}"` : `${mimeType}; charset=UTF-8` });

  const attachments = {};
  let size = 900 + (body.text || '').length + (body.html || '').length;
  for (const f of files) {
    const attachmentId = 'ANGjdJ' + ctx.id('{mixed:74}');
    const filename = basename(f.path);
    attachments[attachmentId] = { attachmentId, filename, mimeType: f.mimeType || mimeTypeFor(filename), size: f.size };
    size += Math.ceil(f.size * 4 / 3) + 200;
  }

  let labelIds;
  if (mode === 'draft') labelIds = ['DRAFT'];
  else {
    const me = acct.emailAddress.toLowerCase();
    const toMe = [...to, ...cc, ...bcc].flatMap((a) => addresses(a)).includes(me);
    labelIds = toMe ? ['UNREAD', 'SENT', 'INBOX'] : ['SENT'];
  }
  const message = {
    id,
    threadId: threadId || id,
    labelIds,
    internalDate: String(nowMs),
    sizeEstimate: size,
    mimeType,
    headers,
    body,
    attachments,
  };
  ctx.create('messages', message, { id });
  if (mode === 'draft') {
    const draftId = newDraftId(ctx);
    ctx.create('drafts', { id: draftId, messageId: id }, { id: draftId });
    return { message, draftId };
  }
  return { message };
}

// ---------------------------------------------------------------------------------------------
// Labels

const RESERVED_NAMES = new Set(['inbox', 'spam', 'trash', 'unread', 'starred', 'important', 'sent', 'draft', 'drafts', 'chat', 'chats', 'all mail', 'bin']);

function checkLabelName(ctx, name, exceptId) {
  if (!name || name.trim() !== name || name.length > 225 || RESERVED_NAMES.has(name.toLowerCase()) || /\/\/|^\/|\/$/.test(name)) {
    throw new ApiError(400, 'Invalid label name');
  }
  const clash = allLabels(ctx).some((l) => l.id !== exceptId && l.name.toLowerCase() === name.toLowerCase());
  if (clash) throw new ApiError(409, 'Label name exists or conflicts');
}

/** users.labels.get */
export function getLabel(ctx, id) {
  const l = own(ctx.get('labels') || {}, id);
  if (!l) throw new ApiError(404, 'Not Found');
  return l;
}

/** users.labels.create. The API's answer carries no `type` (the server prints it anyway). */
export function createLabel(ctx, name, messageListVisibility, labelListVisibility) {
  checkLabelName(ctx, name, null);
  const id = newLabelId(ctx);
  const label = { id, name, type: 'user', messageListVisibility, labelListVisibility };
  ctx.create('labels', label, { id });
  return { id, name, messageListVisibility, labelListVisibility };
}

/** users.labels.update with only the given fields (the server sends a partial body). */
export function updateLabel(ctx, id, updates) {
  const label = getLabel(ctx, id);
  if (label.type === 'system') throw new ApiError(400, 'Invalid update request');
  if (updates.name !== undefined) checkLabelName(ctx, updates.name, id);
  const changes = {};
  for (const k of ['name', 'messageListVisibility', 'labelListVisibility']) if (updates[k] !== undefined) changes[k] = updates[k];
  if (Object.keys(changes).length) ctx.update(`labels[${id}]`, changes);
  return ctx.get(`labels[${id}]`);
}

/** users.labels.delete: the label leaves every message that carried it. */
export function deleteLabel(ctx, id) {
  getLabel(ctx, id);
  for (const m of allMessages(ctx)) {
    if ((m.labelIds || []).includes(id)) ctx.update(`messages[${m.id}]`, { labelIds: m.labelIds.filter((l) => l !== id) });
  }
  ctx.delete(`labels[${id}]`);
}

// ---------------------------------------------------------------------------------------------
// Filters

// Field order of the API's Filter resource; false / empty / 'unspecified' values are not stored.
const CRITERIA_KEYS = ['from', 'to', 'subject', 'query', 'negatedQuery', 'hasAttachment', 'excludeChats', 'size', 'sizeComparison'];
const ACTION_KEYS = ['addLabelIds', 'removeLabelIds', 'forward'];

function compact(obj, keys) {
  const out = {};
  for (const k of keys) {
    const v = obj ? obj[k] : undefined;
    if (v === undefined || v === false || v === '' || v === 0 || v === 'unspecified') continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[k] = v;
  }
  return out;
}

/** users.settings.filters.create */
export function createFilter(ctx, criteria, action) {
  const c = compact(criteria, CRITERIA_KEYS);
  const a = compact(action, ACTION_KEYS);
  if (Object.keys(c).length === 0) throw new ApiError(400, "Filter doesn't have any criteria");
  if (Object.keys(a).length === 0) throw new ApiError(400, "Filter doesn't have any actions");
  const labels = ctx.get('labels') || {};
  checkLabels(labels, a.addLabelIds || [], true);
  checkLabels(labels, a.removeLabelIds || [], null);
  if (a.forward !== undefined) {
    const verified = (account(ctx).forwardingAddresses || []).map((x) => x.toLowerCase());
    if (!verified.includes(a.forward.toLowerCase())) throw new ApiError(400, 'Invalid forwarding address');
  }
  const same = Object.values(ctx.get('filters') || {}).some((f) => JSON.stringify(f.criteria) === JSON.stringify(c) && JSON.stringify(f.action) === JSON.stringify(a));
  if (same) throw new ApiError(400, 'Filter already exists');
  const id = newFilterId(ctx);
  const filter = { id, criteria: c, action: a };
  ctx.create('filters', filter, { id });
  return filter;
}

export function getFilter(ctx, id) {
  const f = own(ctx.get('filters') || {}, id);
  if (!f) throw new ApiError(404, 'Requested entity was not found.');
  return f;
}

export function deleteFilter(ctx, id) {
  getFilter(ctx, id);
  ctx.delete(`filters[${id}]`);
}
