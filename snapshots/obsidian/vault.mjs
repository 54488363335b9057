// Shared by the vault builders: seeded randomness, local-time stamps and the file map.
import { rng } from '../notion/workspace.mjs';

export { rng };

/** Epoch ms of a local wall-clock time (`2025-12-03 09:14`) at a fixed UTC offset in minutes. */
export function localMs(text, offsetMinutes) {
  const t = text.length === 10 ? `${text}T00:00` : text.replace(' ', 'T');
  return Date.parse(`${t}:00.000Z`) - offsetMinutes * 60000;
}

/** Days between two ISO dates, inclusive, as `YYYY-MM-DD` strings. */
export function daysBetween(from, to) {
  const out = [];
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= Date.parse(`${to}T12:00:00Z`); t += 86400000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export function weekday(date) {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** ISO week label `2025-W49` of a date. */
export function isoWeekLabel(date) {
  const t = Date.parse(`${date}T12:00:00Z`);
  const dow = new Date(t).getUTCDay() || 7;
  const thursday = t + (4 - dow) * 86400000;
  const wy = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(wy, 0, 1)) / (7 * 86400000)) + 1;
  return `${wy}-W${String(week).padStart(2, '0')}`;
}

/**
 * Collects files. `add(path, content, created, modified)` takes local times; `latest` caps
 * every stamp (the snapshot is taken before the run clock starts).
 */
export function fileSet(offsetMinutes, latestUtcMs, rand) {
  const files = {};
  const jitter = () => Math.floor(rand() * 50) * 60000 + Math.floor(rand() * 60) * 1000 + Math.floor(rand() * 1000);
  return {
    files,
    add(path, content, created, modified) {
      if (files[path]) throw new Error(`duplicate vault path ${path}`);
      let ctime = localMs(created, offsetMinutes) + jitter();
      let mtime = modified ? localMs(modified, offsetMinutes) + jitter() : ctime + Math.floor(rand() * 40) * 60000;
      if (mtime < ctime) mtime = ctime;
      ctime = Math.min(ctime, latestUtcMs);
      mtime = Math.min(mtime, latestUtcMs);
      files[path] = { path, content, ctime, mtime };
    },
  };
}

/** A front matter block from an ordered list of [key, value] (lists as flow sequences). */
export function frontmatter(pairs) {
  const lines = ['---'];
  for (const [k, v] of pairs) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) lines.push(`${k}: [${v.join(', ')}]`);
    else lines.push(`${k}: ${v}`);
  }
  lines.push('---');
  return `${lines.join('\n')}\n`;
}

/** Sort the file map by path so the snapshot reads in vault order. */
export function sortedFiles(files) {
  const out = {};
  for (const k of Object.keys(files).sort()) out[k] = files[k];
  return out;
}
