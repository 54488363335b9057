// What Obsidian's metadata cache knows about a note: front matter, tags, headings and block IDs.
import { parseYaml } from './yaml.js';

/**
 * The front matter block of a note: `{ yaml, start, end }` where `end` is the offset just past
 * the closing `---` line, or null when the note has none.
 */
export function frontmatterBlock(content) {
  const open = /^---\r?\n/.exec(content);
  if (!open) return null;
  const close = /\n---[ \t]*(\r?\n|$)/g;
  close.lastIndex = open[0].length - 1; // the opening line's newline also starts an empty block
  const hit = close.exec(content);
  if (!hit) return null;
  return { yaml: content.slice(open[0].length, hit.index + 1), start: 0, end: hit.index + hit[0].length };
}

/** Parsed front matter (`{}` when there is none or it does not parse). */
export function frontmatterOf(content) {
  const fm = frontmatterBlock(content);
  if (!fm) return {};
  try {
    return parseYaml(fm.yaml);
  } catch (e) {
    return {};
  }
}

/** Lines of the body with fenced code blanked out (so `#` inside code is not a tag or heading). */
function bodyLines(content) {
  const fm = frontmatterBlock(content);
  const bodyStart = fm ? fm.end : 0;
  const lines = [];
  let offset = 0;
  let fence = null;
  for (const raw of content.split('\n')) {
    const start = offset;
    offset += raw.length + 1;
    if (start < bodyStart) continue;
    const t = raw.trim();
    if (fence) {
      if (t.startsWith(fence)) fence = null;
      lines.push({ start, text: '', raw });
      continue;
    }
    const f = /^(```+|~~~+)/.exec(t);
    if (f) {
      fence = f[1];
      lines.push({ start, text: '', raw });
      continue;
    }
    lines.push({ start, text: raw, raw });
  }
  return lines;
}

const TAG = /(^|\s)#([^\s#.,;:!?()[\]{}"'`<>|\\*=+&^%$@~]+)/gu;

/**
 * The note's tags as the Local REST API reports them: front matter `tags` (when a list), then
 * inline #tags in order, without the leading '#', de-duplicated.
 */
export function tagsOf(content, frontmatter) {
  const fm = frontmatter || frontmatterOf(content);
  const out = [];
  const add = (t) => {
    const s = String(t).replace(/^#/, '');
    if (s && !out.includes(s)) out.push(s);
  };
  if (Array.isArray(fm.tags)) fm.tags.filter((t) => t !== null && t !== '' && t !== false).forEach(add);
  for (const line of bodyLines(content)) {
    const text = line.text.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length));
    if (/^#{1,6}\s/.test(text)) continue;
    TAG.lastIndex = 0;
    let m;
    while ((m = TAG.exec(text)) !== null) if (!/^[0-9]+$/.test(m[2])) add(m[2]);
  }
  return out;
}

/**
 * Headings of a note: `{ level, text, lineStart, contentStart }` in order (front matter and
 * fenced code excluded).
 */
export function headingsOf(content) {
  const out = [];
  for (const line of bodyLines(content)) {
    const m = /^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/.exec(line.text.replace(/\r$/, ''));
    if (!m) continue;
    const lineEnd = line.start + line.raw.length;
    out.push({ level: m[1].length, text: m[2].trim(), lineStart: line.start, contentStart: Math.min(lineEnd + 1, content.length) });
  }
  return out;
}

/**
 * Heading sections keyed by their path (`Outer\u001fInner`): `{ start, end }` is the content
 * under the heading, up to the next heading of the same or a higher level. First one wins.
 */
export function headingSections(content) {
  const hs = headingsOf(content);
  const map = new Map();
  const stack = [];
  for (let i = 0; i < hs.length; i += 1) {
    const h = hs[i];
    while (stack.length && stack[stack.length - 1].level >= h.level) stack.pop();
    stack.push(h);
    let end = content.length;
    for (let j = i + 1; j < hs.length; j += 1) {
      if (hs[j].level <= h.level) {
        end = hs[j].lineStart;
        break;
      }
    }
    const key = stack.map((x) => x.text).join('\u001f');
    if (!map.has(key)) map.set(key, { start: h.contentStart, end });
  }
  return map;
}

/**
 * Block references (`^id`): `{ start, end }` of the block's content. A marker ending a line
 * belongs to that paragraph or list item; a marker alone on its line to the block above it.
 */
export function blockSections(content) {
  const lines = bodyLines(content);
  const map = new Map();
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i].text.replace(/\r$/, '');
    const own = /^\s*\^([A-Za-z0-9-]+)\s*$/.exec(text);
    const tail = /\s\^([A-Za-z0-9-]+)\s*$/.exec(text);
    if (own) {
      let j = i - 1;
      while (j >= 0 && lines[j].text.trim() === '') j -= 1;
      if (j < 0) continue;
      let k = j;
      while (k - 1 >= 0 && lines[k - 1].text.trim() !== '') k -= 1;
      if (!map.has(own[1])) map.set(own[1], { start: lines[k].start, end: lines[j].start + lines[j].raw.replace(/\r$/, '').length });
    } else if (tail) {
      const isItem = /^\s*([-*+]|\d+[.)])\s/.test(text);
      let k = i;
      if (!isItem) while (k - 1 >= 0 && lines[k - 1].text.trim() !== '' && !/^#{1,6}\s/.test(lines[k - 1].text)) k -= 1;
      if (!map.has(tail[1])) map.set(tail[1], { start: lines[k].start, end: lines[i].start + tail.index });
    }
  }
  return map;
}
