// Upgraded documents (docx): how the tree stores their body and how the plain-text APIs read it.
//
//   documents[<document_id>] { document_id, title, owner_open_id, creator_open_id, create_time,
//                              edit_time, revision_id, members, link_share?, deleted?, blocks }
//
// `blocks` is the body as a flat list of `{ t, text }`: t is `p` (paragraph), `h1`…`h9`,
// `bullet`, `ordered`, `todo` (with `done`), `quote`, `callout`, `code`, `divider` or `table`
// (with `rows`: arrays of cell texts). In text, `@[ou_…]` is a mention of a person.
// raw_content is the title and then every block's text, each followed by a newline; list
// markers, heading marks and formatting are not part of the plain text.

const MENTION = /@\[(ou_[0-9a-f]+)\]/g;

/** A block's text with mentions rendered for `lang` (0/2: display name, 1: English name). */
function blockLines(block, dir, lang) {
  const who = (openId) => {
    const u = dir[openId];
    if (!u) return '@';
    return '@' + (lang === 1 ? u.en_name || u.name : u.name);
  };
  const render = (s) => String(s || '').replace(MENTION, (whole, id) => who(id));
  if (block.t === 'divider') return [];
  if (block.t === 'table') return (block.rows || []).flat().map(render);
  return [render(block.text)];
}

/** The plain text of a document, as docx raw_content returns it. */
export function rawContent(doc, dir, lang) {
  let out = `${doc.title}\n`;
  for (const b of doc.blocks || []) for (const line of blockLines(b, dir, lang)) out += `${line}\n`;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Markdown import: a drive import task with file_extension md → docx.

/** Inline Markdown reduced to the text the document shows. */
function inline(s) {
  return s
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '') // images (remote images are not fetched)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/(^|[\s(])\*(\S(?:.*?\S)?)\*(?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .trim();
}

/** Convert Markdown into document blocks (the shapes the import produces). */
export function markdownToBlocks(md) {
  const lines = String(md).replace(/\r\n?/g, '\n').split('\n');
  const blocks = [];
  let para = null;
  const flush = () => {
    if (para !== null) blocks.push({ t: 'p', text: inline(para) });
    para = null;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    let m;
    if ((m = /^\s*(```|~~~)/.exec(line))) {
      flush();
      const fence = m[1];
      const body = [];
      for (i += 1; i < lines.length && !lines[i].trim().startsWith(fence); i += 1) body.push(lines[i]);
      blocks.push({ t: 'code', text: body.join('\n') });
    } else if (line.trim() === '') {
      flush();
    } else if ((m = /^\s{0,3}(#{1,9})\s+(.*?)\s*#*\s*$/.exec(line))) {
      flush();
      blocks.push({ t: `h${m[1].length}`, text: inline(m[2]) });
    } else if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      blocks.push({ t: 'divider' });
    } else if ((m = /^\s*[-*+]\s+\[( |x|X)\]\s+(.*)$/.exec(line))) {
      flush();
      blocks.push({ t: 'todo', done: m[1] !== ' ', text: inline(m[2]) });
    } else if ((m = /^\s*[-*+]\s+(.*)$/.exec(line))) {
      flush();
      blocks.push({ t: 'bullet', text: inline(m[1]) });
    } else if ((m = /^\s*\d+[.)]\s+(.*)$/.exec(line))) {
      flush();
      blocks.push({ t: 'ordered', text: inline(m[1]) });
    } else if ((m = /^\s*>\s?(.*)$/.exec(line))) {
      flush();
      blocks.push({ t: 'quote', text: inline(m[1]) });
    } else if (/^\s*\|.*\|\s*$/.test(line)) {
      flush();
      const rows = [];
      for (; i < lines.length && /^\s*\|.*\|\s*$/.test(lines[i]); i += 1) {
        const cells = lines[i].trim().slice(1, -1).split('|').map((c) => c.trim());
        if (cells.every((c) => /^:?-{3,}:?$/.test(c))) continue; // the header separator
        rows.push(cells.map(inline));
      }
      i -= 1;
      blocks.push({ t: 'table', rows });
    } else {
      para = para === null ? line.trim() : `${para} ${line.trim()}`;
    }
  }
  flush();
  return blocks;
}

/** Whether a document's title or body contains every term (case-insensitive). */
export function documentMatches(doc, dir, terms) {
  const text = rawContent(doc, dir, 0).toLowerCase() + rawContent(doc, dir, 1).toLowerCase();
  return terms.every((t) => text.includes(t));
}
