// get-drug-details: the label whose openfda.product_ndc is `ndc`, with the server's sections in
// its priority order (800 characters each), any other top-level fields under "Additional
// Information" (300 characters), and "No drug found with NDC: …" otherwise.
import { respond, withCache, cached, guarded } from '../lib/medical.js';

const SECTIONS = [
  ['indications_and_usage', 'Indications and Usage'], ['purpose', 'Purpose/Uses'], ['description', 'Description'], ['warnings', 'Warnings'],
  ['contraindications', 'Contraindications'], ['dosage_and_administration', 'Dosage and Administration'], ['adverse_reactions', 'Adverse Reactions'],
  ['drug_interactions', 'Drug Interactions'], ['use_in_specific_populations', 'Use in Specific Populations'], ['overdosage', 'Overdosage'],
  ['clinical_pharmacology', 'Clinical Pharmacology'], ['nonclinical_toxicology', 'Nonclinical Toxicology'], ['clinical_studies', 'Clinical Studies'],
  ['drug_abuse_and_dependence', 'Drug Abuse and Dependence'], ['storage_and_handling', 'Storage and Handling'], ['patient_counseling_information', 'Patient Counseling Information'],
];

const clip = (content, max) => (Array.isArray(content) ? content : [content]).map((s) => (s.length > max ? s.substring(0, max) + '...' : s)).join('\n\n');
const filled = (v) => v && (Array.isArray(v) ? v.length > 0 : String(v).trim().length > 0);

export default function ({ ndc }, ctx) {
  return guarded('fetching drug details', () => {
    const { data: drug, metadata } = cached(ctx, 'FDA', 'get-drug-details', { ndc }, () => ctx.list('drugs').find((d) => d.openfda.product_ndc.includes(ndc.trim())) || null);
    if (!drug) return respond(withCache(`No drug found with NDC: ${ndc}`, metadata));
    const o = drug.openfda || {};
    let r = `**Drug Details for NDC: ${ndc}**\n\n**Basic Information:**\n`;
    r += `- Brand Name: ${o.brand_name?.[0] || 'Not specified'}\n- Generic Name: ${o.generic_name?.[0] || 'Not specified'}\n`;
    r += `- Manufacturer: ${o.manufacturer_name?.[0] || 'Not specified'}\n- Route: ${o.route?.[0] || 'Not specified'}\n- Dosage Form: ${o.dosage_form?.[0] || 'Not specified'}\n`;
    if (o.substance_name?.[0]) r += `- Active Substance: ${o.substance_name[0]}\n`;
    r += `- Last Updated: ${drug.effective_time || 'Not specified'}\n\n`;
    const present = SECTIONS.filter(([k]) => filled(drug[k]));
    for (const [k, title] of present) {
      r += `**${title}:**\n`;
      if (Array.isArray(drug[k])) drug[k].forEach((item, i) => { r += `${i + 1}. ${clip(item, 800)}\n`; });
      else r += `${clip(drug[k], 800)}\n`;
      r += '\n';
    }
    const handled = new Set(['openfda', 'effective_time', ...SECTIONS.map(([k]) => k)]);
    const others = Object.keys(drug).filter((k) => !handled.has(k) && drug[k] !== null && drug[k] !== undefined);
    if (others.length) {
      r += '**Additional Information:**\n';
      for (const k of others) {
        if (!filled(drug[k])) continue;
        const label = k.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
        r += `- ${label}: ${clip(drug[k], 300)}\n`;
      }
      r += '\n';
    }
    return respond(withCache(r, metadata));
  });
}
