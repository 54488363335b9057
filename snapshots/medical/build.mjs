// Builds the Medical world (snapshots/medical/<persona>.json) from world.content.mjs: FDA-style
// drug labels keyed by product NDC (with openfda blocks and set ids), RxNorm concepts, WHO-style
// indicator series, PubMed articles keyed by PMID, Google Scholar / Cochrane / ClinicalTrials.gov
// records, clinical guidelines, AAP guidance, and the server's empty in-memory cache. The
// services have no per-user data: both personas get the same tree.
//
//   node snapshots/medical/build.mjs [output-directory]

import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { sfc32 } from '../../runtime/context/ids.js';
import * as W from './world.content.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;
const rand = sfc32([0x4d454400, 0x776f726c, 0x64000017, 20260101], 32);
const hex = (n) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(rand() * 16)]).join('');
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(rand() * 4)]}${hex(3)}-${hex(12)}`;

const drugs = {};
for (const [generic, brand, manufacturer, route, form, ndc, effective, productType, sections] of W.DRUGS) {
  if (drugs[ndc]) throw new Error(`medical content: duplicate NDC ${ndc}`);
  drugs[ndc] = {
    set_id: uuid(),
    id: uuid(),
    effective_time: effective,
    version: String(1 + Math.floor(rand() * 9)),
    ...sections,
    openfda: {
      brand_name: [brand],
      generic_name: [generic],
      manufacturer_name: [manufacturer],
      product_ndc: [ndc],
      product_type: [productType],
      route: [route],
      substance_name: [generic.replace(/ (HYDROCHLORIDE|CALCIUM|SODIUM|SULFATE|PHOSPHATE)$/, '')],
      dosage_form: [form],
    },
  };
}

const rxnorm = {};
for (const [rxcui, name, tty, synonym] of W.RXNORM) rxnorm[rxcui] = { rxcui, name, tty, language: 'ENG', synonym };

const indicators = {};
for (const [code, name, unit, child, series] of W.INDICATORS) {
  const data = [];
  for (const country of Object.keys(series).sort()) {
    for (const [year, value, low, high] of series[country]) data.push({ SpatialDim: country, TimeDim: year, NumericValue: value, Low: low ?? 0, High: high ?? 0, Unit: unit });
  }
  indicators[code] = { IndicatorCode: code, IndicatorName: name, child, data };
}

const articles = {};
for (const [pmid, title, authors, journal, date, doi, pmc, keywords, abstract] of W.ARTICLES) {
  articles[pmid] = { pmid, title, authors, journal, publication_date: date, doi, ...(pmc ? { pmc_id: pmc } : {}), keywords, abstract };
}
const scholar = {};
W.SCHOLAR.forEach(([title, authors, journal, year, citations, url, abstract], i) => { scholar[`gs${i + 1}`] = { id: `gs${i + 1}`, title, authors, journal, year, citations, url, abstract }; });
const reviews = {};
W.REVIEWS.forEach(([source, title, authors, year, url, abstract, keywords], i) => { reviews[`rv${i + 1}`] = { id: `rv${i + 1}`, source, title, authors, year, url, abstract, keywords }; });
const guidelines = {};
W.GUIDELINES.forEach(([title, organization, year, category, evidence, description, url, keywords], i) => { guidelines[`gl${i + 1}`] = { id: `gl${i + 1}`, title, organization, year, category, evidence_level: evidence, description, url, keywords }; });
const aap = {};
W.AAP.forEach(([source, title, year, age, category, description, url, keywords], i) => { aap[`aap${i + 1}`] = { id: `aap${i + 1}`, source, title, organization: 'American Academy of Pediatrics', year, age_group: age, category, description, url, keywords }; });

const tree = { drugs, rxnorm, indicators, articles, scholar, reviews, guidelines, aap, cache: { entries: {}, hits: 0, misses: 0 } };
mkdirSync(outDir, { recursive: true });
for (const persona of ['li-ming', 'emma-clark']) {
  const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'medical', persona, tree };
  writeFileSync(join(outDir, `${persona}.json`), JSON.stringify(snapshot, null, 2) + '\n');
}
process.stderr.write(`medical: ${W.DRUGS.length} drug labels, ${W.RXNORM.length} RxNorm concepts, ${W.INDICATORS.length} indicators, ${W.ARTICLES.length} articles, ${W.SCHOLAR.length} scholar-only, ${W.REVIEWS.length} reviews/trials, ${W.GUIDELINES.length} guidelines, ${W.AAP.length} AAP items\n`);
