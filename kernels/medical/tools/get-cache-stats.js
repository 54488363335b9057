// get-cache-stats: the server's cache counters (entries, hits, misses, rates, a size estimate,
// oldest and newest entry times). The cache is the context tree's `cache`; this call does not
// count as a hit or a miss.
import { respond, guarded } from '../lib/medical.js';

export default function (args, ctx) {
  return guarded('fetching cache statistics', () => {
    const c = ctx.get('cache');
    const entries = Object.values(c.entries);
    const total = c.hits + c.misses;
    const hitRate = total ? (c.hits / total) * 100 : 0;
    const missRate = total ? (c.misses / total) * 100 : 0;
    const bytes = entries.reduce((n, e) => n + e.bytes, 0);
    const times = entries.map((e) => e.stored_at).sort((a, b) => a - b);
    let r = `**Cache Statistics**\n\nTotal Entries: ${entries.length}\nCache Hits: ${c.hits}\nCache Misses: ${c.misses}\nHit Rate: ${hitRate}%\nMiss Rate: ${missRate}%\n`;
    r += `Memory Usage (estimate): ${(bytes / 1024 / 1024).toFixed(2)} MB\n`;
    if (times.length) r += `Oldest Entry: ${new Date(times[0]).toISOString()}\nNewest Entry: ${new Date(times[times.length - 1]).toISOString()}\n`;
    return respond(r);
  });
}
