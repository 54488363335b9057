// PATCH /vault/<file> (Local REST API 3.x, markdown-patch): insert `content` relative to a heading
// (path joined with `::`), a block reference or a front matter field. mcp-obsidian sends the
// content as text/markdown and none of the optional headers, so targets must exist, text is
// inserted verbatim at the edge of the target, and append/prepend refuse content the target
// already contains. Failures carry markdown-patch's reason (`invalid-target`, …).
import { frontmatterBlock, frontmatterOf, headingSections, blockSections } from './markdown.js';
import { stringifyYaml } from './yaml.js';

export class PatchFailed extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

function splice(doc, range, operation, content) {
  const region = doc.slice(range.start, range.end);
  if (operation !== 'replace' && content.trim() !== '' && region.includes(content.trim())) {
    throw new PatchFailed('content-already-preexists-in-target');
  }
  if (operation === 'append') return doc.slice(0, range.end) + content + doc.slice(range.end);
  if (operation === 'prepend') return doc.slice(0, range.start) + content + doc.slice(range.start);
  return doc.slice(0, range.start) + content + doc.slice(range.end);
}

function patchFrontmatter(doc, operation, field, content) {
  const fm = frontmatterBlock(doc);
  if (!fm) throw new PatchFailed('invalid-target');
  const data = frontmatterOf(doc);
  if (!Object.prototype.hasOwnProperty.call(data, field)) throw new PatchFailed('invalid-target');
  const current = data[field];
  let next;
  if (operation === 'replace') {
    next = content;
  } else if (Array.isArray(current)) {
    if (current.includes(content)) throw new PatchFailed('content-already-preexists-in-target');
    next = operation === 'append' ? current.concat([content]) : [content].concat(current);
  } else if (typeof current === 'string' || current === null) {
    const base = current || '';
    if (content !== '' && base.includes(content)) throw new PatchFailed('content-already-preexists-in-target');
    next = operation === 'append' ? base + content : content + base;
  } else {
    throw new PatchFailed('content-not-mergeable');
  }
  data[field] = next;
  return `---\n${stringifyYaml(data)}---\n${doc.slice(fm.end)}`;
}

/** The patched document, or throws PatchFailed. */
export function applyPatch(doc, operation, targetType, target, content) {
  if (targetType === 'frontmatter') return patchFrontmatter(doc, operation, target, content);
  if (targetType === 'block') {
    const range = blockSections(doc).get(target);
    if (!range) throw new PatchFailed('invalid-target');
    return splice(doc, range, operation, content);
  }
  const range = headingSections(doc).get(target.split('::').join('\u001f'));
  if (!range) throw new PatchFailed('invalid-target');
  return splice(doc, range, operation, content);
}
