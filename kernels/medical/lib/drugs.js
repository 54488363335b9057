// openFDA label searches as the server runs them: reject generic words and queries shorter than 3
// characters, then try exact phrases on brand, generic and substance name and finally the brand
// name's words, keeping the first label per product NDC, up to `limit`.
const COMMON = ['medication', 'medicine', 'drug', 'pill', 'tablet', 'capsule', 'injection', 'dose', 'dosage'];

export function validDrugQuery(q) {
  const t = String(q).trim();
  const lower = t.toLowerCase();
  if (COMMON.includes(lower)) return false;
  if (t.length < 3) return false;
  if (/^[a-z]+-\d+$/.test(lower) || /\d{3,}/.test(t)) return t.length >= 5;
  return true;
}

const words = (s) => String(s).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

function phrase(field, q) {
  const f = words(field);
  const p = words(q);
  if (!p.length) return false;
  for (let i = 0; i + p.length <= f.length; i += 1) if (p.every((w, j) => f[i + j] === w)) return true;
  return false;
}

export function searchLabels(labels, query, limit) {
  if (!validDrugQuery(query)) return [];
  const sorted = labels.slice().sort((a, b) => (a.openfda.product_ndc[0] < b.openfda.product_ndc[0] ? -1 : 1));
  const strategies = [
    (d) => phrase(d.openfda.brand_name[0], query),
    (d) => phrase(d.openfda.generic_name[0], query),
    (d) => phrase(d.openfda.substance_name[0], query),
    (d) => words(query).some((w) => words(d.openfda.brand_name[0]).includes(w)),
  ];
  const out = [];
  const seen = new Set();
  for (const match of strategies) {
    for (const d of sorted.filter(match).slice(0, limit)) {
      const ndc = d.openfda.product_ndc[0];
      if (seen.has(ndc)) continue;
      seen.add(ndc);
      out.push(d);
      if (out.length >= limit) return out;
    }
  }
  return out;
}
