// search-aap-guidelines: Bright Futures and AAP policy statements together (lib/aap.js).
import { cached, guarded } from '../lib/medical.js';
import { searchAap, combined } from '../lib/aap.js';

export default function ({ query }, ctx) {
  return guarded('searching AAP guidelines', () => {
    const { data, metadata } = cached(ctx, 'AAPPolicy', 'search-aap-guidelines', { query }, () => searchAap(ctx, query, 'all'));
    return combined(data, query, metadata);
  });
}
