// search-pediatric-guidelines: `source` bright-futures, aap-policy or all (default; the combined
// search of search-aap-guidelines), each with the server's formatter.
import { cached, guarded } from '../lib/medical.js';
import { searchAap, brightFutures, policyStatements, combined } from '../lib/aap.js';

export default function ({ query, source }, ctx) {
  return guarded('searching pediatric guidelines', () => {
    if (source === 'bright-futures') {
      const { data, metadata } = cached(ctx, 'BrightFutures', 'search-bright-futures', { query }, () => searchAap(ctx, query, 'bright-futures'));
      return brightFutures(data, query, metadata);
    }
    if (source === 'aap-policy') {
      const { data, metadata } = cached(ctx, 'AAPPolicy', 'search-aap-policy', { query }, () => searchAap(ctx, query, 'aap-policy'));
      return policyStatements(data, query, metadata);
    }
    const { data, metadata } = cached(ctx, 'AAPPolicy', 'search-aap-guidelines', { query }, () => searchAap(ctx, query, 'all'));
    return combined(data, query, metadata);
  });
}
