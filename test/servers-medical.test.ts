// The Medical kernels (medical-mcp 1.0.x over the medical world): the server's text formats per
// tool (drug lists and label sections, WHO categories, PubMed lists and details, RxNorm, Scholar
// items, guidelines, AAP guidance, pediatric filters, safety footers), its cache (a repeated call
// is a hit with its age; get-cache-stats counts), `Error <doing>: …` as ordinary text, and
// deterministic ranking.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { loadServer } from '../runtime/servers/registry.ts';
import { callTool, snapshotTree, manifestIsShared, isolateParity, rebuildsByteForByte, T0, type Any } from './helpers/info-servers.ts';

const W = snapshotTree('medical');
const run = async (tool: string, args: Any, tree: Any = structuredClone(W), now = T0) => {
  const r = await callTool('medical', tool, args, tree, now);
  expect(r.result.isError).toBeUndefined();
  return r;
};
const FRESH = '\n\n*🔄 Fresh API response*';

describe('medical: server folder', () => {
  it('exposes exactly the 16 real tools with zod 3 validation', () => {
    const s = loadServer('medical');
    expect(s.tools).toHaveLength(16);
    expect(s.config.validation).toBe('sdk');
    manifestIsShared('medical');
  });
});

describe('medical: drugs', () => {
  it('search-drugs: brand and generic matches, the server\'s list, generic words and short queries', async () => {
    const r = await run('search-drugs', { query: 'ibuprofen', limit: 10 });
    expect(r.text.startsWith('**Drug Search Results for "ibuprofen"**\n\nFound 2 drug(s)\n\n1. **Ibuprofen Tablets 200 mg**\n   Generic Name: IBUPROFEN\n')).toBe(true);
    expect(r.text.endsWith(FRESH)).toBe(true);
    expect((await run('search-drugs', { query: 'ibuprofen', limit: 1 })).text).toContain('Found 1 drug(s)');
    expect((await run('search-drugs', { query: 'medicine', limit: 10 })).text).toMatch(/^No drugs found for "medicine"\. This appears to be a generic term/);
    expect((await run('search-drugs', { query: 'ab', limit: 10 })).text).toMatch(/^No drugs found for "ab"\. This medication may not be in the FDA database/);
  });

  it('get-drug-details: sections in the server\'s order, other fields as Additional Information', async () => {
    const t = (await run('get-drug-details', { ndc: '71205-318' })).text;
    const order = ['**Basic Information:**', '**Indications and Usage:**', '**Purpose/Uses:**', '**Warnings:**', '**Dosage and Administration:**', '**Additional Information:**'].map((h) => t.indexOf(h));
    expect(order.every((i, k) => i > 0 && (k === 0 || i > order[k - 1]))).toBe(true);
    expect(t).toContain('- Pediatric Use: Dosing for children under 2 years');
    expect((await run('get-drug-details', { ndc: '00000-000' })).text).toBe(`No drug found with NDC: 00000-000${FRESH}`);
  });

  it('search-pediatric-drugs keeps labels with pediatric information', async () => {
    const t = (await run('search-pediatric-drugs', { query: 'ibuprofen', limit: 10 })).text;
    // The server's filter is broad: an adult label saying "children 12 years and over" passes.
    expect(t).toContain("2. **Children's Ibuprofen Oral Suspension** (IBUPROFEN)\n   Purpose: Pain reliever/fever reducer\n   Pediatric Dosing: Pediatric dosing is by weight");
    expect(t).toContain('Found 2 drug(s) with pediatric labeling');
    expect((await run('search-pediatric-drugs', { query: 'atorvastatin', limit: 10 })).text).toMatch(/^No pediatric drugs found for "atorvastatin"/);
    expect(t).toContain('🚨 **CRITICAL SAFETY WARNING:**');
  });

  it('search-drug-nomenclature matches names and synonyms; none found has no cache note', async () => {
    expect((await run('search-drug-nomenclature', { query: 'paracetamol' })).text).toContain('1. **acetaminophen**\n   RxCUI: 161\n   Term Type: IN\n   Language: ENG\n   Synonyms: APAP, Paracetamol, Acetaminophen');
    expect((await run('search-drug-nomenclature', { query: 'zzz' })).text).toBe('No drugs found in RxNorm database for "zzz". Try a different search term.');
  });
});

describe('medical: statistics, literature, guidelines', () => {
  it('get-health-statistics groups by category, newest first, per country', async () => {
    const t = (await run('get-health-statistics', { indicator: 'life expectancy', country: 'JPN', limit: 1 })).text;
    expect(t).toContain('Country Filter: JPN\nFound 4 data point(s) across 2 category/categories');
    expect(t).toContain('## Life Expectancy - At Birth\n\n*Average number of years a newborn is expected to live');
    expect(t).toContain('1. **Life expectancy at birth (years)**\n   Country: JPN\n   Value: **84.5 years**\n   Context: Unit: years | Year: 2021\n   Year: 2021\n   Indicator Code: WHOSIS_000001');
    expect(t).not.toContain('84.3 years');
    expect((await run('get-health-statistics', { indicator: 'hypertension', limit: 10 })).text).toContain('BP_04');
    expect((await run('get-health-statistics', { indicator: 'unicorn density', limit: 10 })).text).toBe(`No health indicators found for "unicorn density". Try a different search term.${FRESH}`);
  });

  it('search-medical-literature ranks by relevance; every hit contains every query term (property)', async () => {
    const t = (await run('search-medical-literature', { query: 'running injury', max_results: 2 })).text;
    expect(t).toContain('Found 2 article(s)');
    expect(t).toContain('PMID: 39482716');
    const vocab = ['running', 'sleep', 'melatonin', 'children', 'myopia', 'air', 'pm2.5', 'diabetes', 'metformin', 'kappa', 'influenza', 'screen'];
    await fc.assert(fc.asyncProperty(fc.subarray(vocab, { minLength: 1, maxLength: 2 }), async (words) => {
      const out = (await run('search-medical-literature', { query: words.join(' '), max_results: 20 })).text;
      for (const m of out.matchAll(/PMID: (\d+)/g)) {
        const a = W.articles[m[1]];
        const hay = `${a.title} ${a.keywords} ${a.abstract} ${a.journal}`.toLowerCase();
        for (const w of words) expect(hay.includes(w) || hay.includes(w.replace(/s$/, '')) || hay.includes(w.replace(/ren$/, ''))).toBe(true);
      }
    }), { numRuns: 30 });
  });

  it('get-article-details: DOI, PMC links and the full-text note', async () => {
    const t = (await run('get-article-details', { pmid: '40112389' })).text;
    expect(t).toContain('**Journal:** BMJ\n**Publication Date:** 2025-06-03\n**DOI:** 10.1136/bmj-2025-082214\n**PMC ID:** 12030912');
    expect((await run('get-article-details', { pmid: '1' })).text).toBe(`No article found with PMID: 1${FRESH}`);
  });

  it('guidelines filter by organisation; journals and databases carry the safety footer', async () => {
    const g = (await run('search-clinical-guidelines', { query: 'air pollution', organization: 'World Health Organization' })).text;
    expect(g).toContain('Organization Filter: World Health Organization\nFound 1 guideline(s)');
    expect((await run('search-clinical-guidelines', { query: 'hypertension', organization: 'WHO' })).text).toMatch(/^No clinical guidelines found for "hypertension" from WHO/);
    const j = (await run('search-medical-journals', { query: 'exercise depression' })).text;
    expect(j).toContain('Journal: BMJ');
    expect(j).toContain('• Nature Medicine\n• No hardcoded data');
    const d = (await run('search-medical-databases', { query: 'jet lag melatonin' })).text;
    expect(d).toContain('Cochrane');
    expect((await run('search-google-scholar', { query: 'agreement raters' })).text).toContain('Measuring agreement between human and model raters');
    expect((await run('search-pediatric-guidelines', { query: 'screen time', source: 'bright-futures' })).text).toContain('**Bright Futures Guidelines: "screen time"**');
    expect((await run('search-aap-guidelines', { query: 'fever' })).text).toContain('Source: AAP Policy Statement');
    expect((await run('search-pediatric-literature', { query: 'screen time', max_results: 5 })).text).toContain('Journal: JAMA Pediatr');
    expect((await run('get-child-health-statistics', { indicator: 'Measles', country: 'GBR', limit: 5 })).text).toContain('Value: **89 %**');
  });
});

describe('medical: the cache', () => {
  it('a repeated call within the TTL is a hit with its age; stats count hits and misses', async () => {
    const tree = structuredClone(W);
    expect((await run('search-drugs', { query: 'loratadine', limit: 10 }, tree)).text.endsWith(FRESH)).toBe(true);
    expect((await run('search-drugs', { query: 'loratadine', limit: 10 }, tree, T0 + 42000)).text.endsWith('\n\n*📦 Cached (42s old)*')).toBe(true);
    expect((await run('search-medical-literature', { query: 'sleep', max_results: 3 }, tree, T0 + 3600 * 1000 + 1)).text.endsWith(FRESH)).toBe(true);
    expect((await run('search-medical-literature', { query: 'sleep', max_results: 3 }, tree, T0 + 7200 * 1000 + 2)).text.endsWith(FRESH)).toBe(true);
    const s = (await run('get-cache-stats', {}, tree)).text;
    expect(s).toContain('Total Entries: 2\nCache Hits: 1\nCache Misses: 3\nHit Rate: 25%\nMiss Rate: 75%\n');
    expect(s).toContain(`Oldest Entry: ${new Date(T0).toISOString()}`);
  });

  it('isolate parity and byte-exact rebuild', async () => {
    await isolateParity('medical', [['search-drugs', { query: 'metformin', limit: 5 }], ['get-health-statistics', { indicator: 'obesity', limit: 3 }], ['search-aap-guidelines', { query: 'influenza' }]]);
    rebuildsByteForByte('medical');
  });
});
