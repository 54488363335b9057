// The `blocks` Slack attaches to a plain-text message: one rich_text block whose sections mirror
// the mrkdwn of `text`. Mentions (<@U…>, <#C…|name>, <!here>), links (<url|label>), :emoji:,
// `code`, *bold*, _italic_ and ~strike~ become typed elements; ``` fences become
// rich_text_preformatted. Everything else stays text (lists and quotes are not parsed).
//
// block_id: Slack draws a short random id; we derive it from the message (ts + text) so the same
// message renders the same bytes in history, replies and the postMessage answer.

import { unicodeOf } from './emoji.js';

const B62 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function blockIdFor(seed) {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 16777619) >>> 0;
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    out += B62[h % 62];
    h = Math.floor(h / 62) ^ Math.imul(h, 31);
    h >>>= 0;
  }
  return out;
}

function angle(inner) {
  const bar = inner.indexOf('|');
  const target = bar >= 0 ? inner.slice(0, bar) : inner;
  const label = bar >= 0 ? inner.slice(bar + 1) : undefined;
  if (target.startsWith('@')) return { type: 'user', user_id: target.slice(1) };
  if (target.startsWith('#')) return { type: 'channel', channel_id: target.slice(1) };
  if (target.startsWith('!subteam^')) return { type: 'usergroup', usergroup_id: target.slice(9) };
  if (target === '!here' || target === '!channel' || target === '!everyone') return { type: 'broadcast', range: target.slice(1) };
  if (/^(https?:|mailto:)/.test(target)) return label === undefined ? { type: 'link', url: target } : { type: 'link', url: target, text: label };
  return null;
}

const STYLES = { '*': 'bold', _: 'italic', '~': 'strike' };

/** Inline elements of one section of text. */
function inline(text, customEmoji) {
  const out = [];
  const push = (el) => {
    const last = out[out.length - 1];
    if (el.type === 'text' && !el.style && last && last.type === 'text' && !last.style) last.text += el.text;
    else out.push(el);
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '<') {
      const end = text.indexOf('>', i + 1);
      const el = end > i ? angle(text.slice(i + 1, end)) : null;
      if (el) { push(el); i = end + 1; continue; }
    }
    if (ch === ':') {
      const m = /^:([a-z0-9_+\-']+):/.exec(text.slice(i));
      if (m) {
        const uni = unicodeOf(m[1]);
        if (uni || (customEmoji && Object.prototype.hasOwnProperty.call(customEmoji, m[1]))) {
          push(uni ? { type: 'emoji', name: m[1], unicode: uni } : { type: 'emoji', name: m[1] });
          i += m[0].length;
          continue;
        }
      }
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) { push({ type: 'text', text: text.slice(i + 1, end), style: { code: true } }); i = end + 1; continue; }
    }
    if (STYLES[ch] && (i === 0 || /[\s(]/.test(text[i - 1]))) {
      const end = text.indexOf(ch, i + 1);
      if (end > i + 1 && !/\s/.test(text[i + 1]) && !/\s/.test(text[end - 1]) && (end + 1 === text.length || /[\s.,!?;:)]/.test(text[end + 1]))) {
        push({ type: 'text', text: text.slice(i + 1, end), style: { [STYLES[ch]]: true } });
        i = end + 1;
        continue;
      }
    }
    // Plain run up to the next character that may open an element.
    let j = i + 1;
    while (j < text.length && !'<:`*_~'.includes(text[j])) j += 1;
    push({ type: 'text', text: text.slice(i, j) });
    i = j;
  }
  return out;
}

/**
 * @param {string} text the message text (Slack mrkdwn)
 * @param {string} blockId
 * @param {Record<string, string>} [customEmoji]
 */
export function textToBlocks(text, blockId, customEmoji) {
  const parts = String(text).split('```');
  const elements = [];
  parts.forEach((part, k) => {
    if (part === '') return;
    if (k % 2 === 1) elements.push({ type: 'rich_text_preformatted', elements: [{ type: 'text', text: part.replace(/^\n/, '') }], border: 0 });
    else elements.push({ type: 'rich_text_section', elements: inline(part, customEmoji) });
  });
  if (elements.length === 0) return [];
  return [{ type: 'rich_text', block_id: blockId, elements }];
}
