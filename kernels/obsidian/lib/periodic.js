// Periodic notes (Daily Notes core plugin / Periodic Notes plugin, read through
// obsidian-daily-notes-interface): a period is usable when enabled in `plugins.periodic`; its
// current note is the markdown file under the period's folder whose name is today's date in the
// period's format.
import { localParts, formatDate } from './clock.js';
import { markdownFiles, byteSize } from './vault.js';
import { frontmatterOf, tagsOf } from './markdown.js';

/** `{ error: 40060 }` when the period is off, `{ error: 40461 }` when today's note is missing, else `{ file }`. */
export function currentNote(ctx, period) {
  const settings = ctx.get(`plugins.periodic.${period}`);
  if (!settings || !settings.enabled) return { error: 40060 };
  const vault = ctx.get('vault');
  const name = formatDate(settings.format, localParts(vault, ctx.nowMs()));
  const folder = (settings.folder || '').replace(/^\/+|\/+$/g, '');
  const prefix = folder ? `${folder}/` : '';
  const file = markdownFiles(ctx).find((f) => f.path.startsWith(prefix) && f.path.slice(f.path.lastIndexOf('/') + 1) === `${name}.md`);
  return file ? { file } : { error: 40461 };
}

/** The Local REST API's note JSON (`Accept: application/vnd.olrapi.note+json`). */
export function noteJson(file) {
  const frontmatter = frontmatterOf(file.content);
  return {
    tags: tagsOf(file.content, frontmatter),
    frontmatter,
    stat: { ctime: file.ctime, mtime: file.mtime, size: byteSize(file.content) },
    path: file.path,
    content: file.content,
  };
}
