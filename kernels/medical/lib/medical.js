// How medical-mcp 1.0.x answers. An McpServer (zod 3: the host validates arguments, "sdk").
// Every tool answers plain text built by the server's formatters, never with isError: a failure
// inside a tool is `Error <doing x>: <message>` as an ordinary result. Lookups go through the
// server's in-memory cache (TTL per source); the cache lives in the context tree (`cache`), so a
// repeated call within the TTL is a hit and its answer ends in `*📦 Cached (<age>s old)*` instead
// of `*🔄 Fresh API response*`.

export const respond = (text) => ({ content: [{ type: 'text', text }] });

export function withCache(text, meta) {
  if (!meta) return text;
  return text + (meta.cached ? `\n\n*📦 Cached (${meta.cacheAge}s old)*` : '\n\n*🔄 Fresh API response*');
}

// Seconds each source stays cached (the server's defaults).
export const TTL = { FDA: 86400, PubMed: 3600, WHO: 604800, RxNorm: 2592000, Guidelines: 604800, GoogleScholar: 3600, BrightFutures: 2592000, AAPPolicy: 604800, PediatricJournals: 3600, ChildHealth: 604800, PediatricDrugs: 86400 };

function hex16(s) {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < s.length; i += 1) {
    a = Math.imul(a ^ s.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ s.charCodeAt(i), 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** The cache key: source, operation and a digest of the parameters with sorted keys. */
function keyOf(source, operation, params) {
  const sorted = {};
  for (const k of Object.keys(params).sort()) sorted[k] = params[k];
  return `${source}:${operation}:${hex16(JSON.stringify(sorted))}`;
}

/**
 * The server's `<x>Cached` wrapper: a live entry is a hit (age in whole seconds), otherwise the
 * data is computed and stored. Hits and misses are counted for get-cache-stats.
 */
export function cached(ctx, source, operation, params, compute) {
  const key = keyOf(source, operation, params);
  const now = ctx.nowMs();
  const entry = ctx.get(`cache.entries[${key}]`);
  const stats = ctx.get('cache');
  if (entry && now - entry.stored_at < entry.ttl * 1000) {
    ctx.update('cache', { hits: stats.hits + 1 });
    return { data: compute(), metadata: { cached: true, cacheAge: Math.floor((now - entry.stored_at) / 1000) } };
  }
  const data = compute();
  if (entry) ctx.delete(`cache.entries[${key}]`);
  ctx.set(`cache.entries[${key}]`, { key, source, operation, stored_at: now, ttl: TTL[source], bytes: JSON.stringify(data ?? null).length + 200 });
  ctx.update('cache', { misses: stats.misses + 1 });
  return { data, metadata: { cached: false, cacheAge: 0 } };
}

/** Runs a tool body; anything it throws becomes the server's `Error <doing>: <message>`. */
export function guarded(doing, body) {
  try {
    return body();
  } catch (e) {
    if (e instanceof Error) return respond(`Error ${doing}: ${e.message || 'Unknown error'}`);
    throw e;
  }
}

// ——— searching the world's records ———

const STOP = new Set(['a', 'an', 'and', 'the', 'of', 'in', 'on', 'for', 'to', 'with', 'or', 'by', 'at', 'is', 'are', 'vs', 'from', 'recent', 'latest', 'new', 'study', 'studies', 'research', 'findings']);

export const terms = (q) => String(q).toLowerCase().split(/[^a-z0-9.\-]+/).map((w) => w.replace(/^[.\-]+|[.\-]+$/g, '')).filter((w) => w && !STOP.has(w));

const has = (text, w) => {
  const t = text.toLowerCase();
  if (t.includes(w)) return true;
  // Plural / singular ("injuries" ~ "injury", "runners" ~ "runner").
  if (w.endsWith('ies') && t.includes(w.slice(0, -3) + 'y')) return true;
  if (w.endsWith('s') && w.length > 3 && t.includes(w.slice(0, -1))) return true;
  return false;
};

/**
 * Relevance of a record to a query (PubMed-like: every term must occur in one of the fields;
 * title hits weigh 3, keyword hits 2, other text 1). 0 means no match.
 */
export function relevance(query, fields) {
  const ws = terms(query);
  if (!ws.length) return 0;
  let score = 0;
  for (const w of ws) {
    let s = 0;
    if (has(fields.title || '', w)) s += 3;
    if (has(fields.keywords || '', w)) s += 2;
    if (has(fields.text || '', w)) s += 1;
    if (!s) return 0;
    score += s;
  }
  return score;
}

/** Records ranked by relevance, then newest first, then id. */
export function rank(records, query, fieldsOf, dateOf, idOf) {
  return records
    .map((r) => ({ r, s: relevance(query, fieldsOf(r)) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || String(dateOf(b.r)).localeCompare(String(dateOf(a.r))) || (idOf(a.r) < idOf(b.r) ? -1 : 1))
    .map((x) => x.r);
}

export const articleFields = (a) => ({ title: a.title, keywords: a.keywords, text: `${a.abstract} ${a.journal}` });

export function searchPubMed(ctx, query, max) {
  return rank(ctx.list('articles'), query, articleFields, (a) => a.publication_date, (a) => a.pmid).slice(0, max);
}

export const SAFETY_FOOTER = (intro, sources) => {
  let r = `\n🚨 **CRITICAL SAFETY WARNING:**\n${intro}\n\n`;
  if (sources) r += `**DYNAMIC DATA SOURCES:**\n${sources.map((s) => `• ${s}\n`).join('')}`;
  r += '• No hardcoded data - all results retrieved in real-time\n\n';
  r += '**ALWAYS:**\n• Verify information through multiple sources\n• Consult qualified healthcare professionals\n• Consider publication dates and evidence quality\n• Follow established clinical guidelines\n\n';
  r += '**NEVER rely solely on this information for clinical decisions.**';
  return r;
};

/** One item of the Scholar-style lists (search-google-scholar, -medical-databases, -journals). */
export function articleItem(a, i) {
  let r = `${i + 1}. **${a.title}**\n`;
  if (a.authors) r += `   Authors: ${a.authors}\n`;
  if (a.journal) r += `   Journal: ${a.journal}\n`;
  if (a.year) r += `   Year: ${a.year}\n`;
  if (a.citations) r += `   Citations: ${a.citations}\n`;
  if (a.url) r += `   URL: ${a.url}\n`;
  if (a.abstract) r += `   Abstract: ${a.abstract.substring(0, 300)}${a.abstract.length > 300 ? '...' : ''}\n`;
  return r + '\n';
}

/** A PubMed article as a Scholar-style item. */
export const asScholar = (a) => ({ title: a.title, authors: a.authors.join(', '), abstract: a.abstract, journal: a.journal, year: a.publication_date.split('-')[0], citations: '', url: `https://pubmed.ncbi.nlm.nih.gov/${a.pmid}/` });

export function pubmedList(articles, query, heading, noneText, meta, footer) {
  if (!articles.length) return respond(noneText);
  let r = `**${heading}: "${query}"**\n\n`;
  r += footer ? `Found ${articles.length} article(s) from major pediatric journals\n\n` : `Found ${articles.length} article(s)\n\n`;
  articles.forEach((a, i) => {
    r += `${i + 1}. **${a.title}**\n   Authors: ${a.authors.join(', ')}\n   Journal: ${a.journal}\n   Publication Date: ${a.publication_date}\n   PMID: ${a.pmid}\n`;
    if (a.pmc_id) r += `   PMC ID: ${a.pmc_id} (Full text available)\n`;
    if (a.abstract) r += `   Abstract: ${a.abstract.substring(0, 300)}${a.abstract.length > 300 ? '...' : ''}\n`;
    r += `   URL: https://pubmed.ncbi.nlm.nih.gov/${a.pmid}/\n`;
    if (a.pmc_id) r += `   Full Text: https://www.ncbi.nlm.nih.gov/pmc/articles/PMC${a.pmc_id}/\n`;
    r += '\n';
  });
  if (footer) r += footer;
  return respond(withCache(r, meta));
}
