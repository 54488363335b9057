// A server's own bookkeeping (hierarchy.json `bookkeeping`: Medical's response cache and its hit
// counters) changes as a side effect of reading; it is never the user's data, so it can never be
// collateral damage — while any other change the task does not concern still is.
import { describe, expect, it } from 'vitest';
import { loadServer } from '../runtime/servers/registry.ts';

describe('bookkeeping paths', () => {
  it('are declared by the servers that keep a cache in the context', () => {
    expect(loadServer('medical').hierarchy.bookkeeping).toEqual(['cache']);
    expect(loadServer('lark').hierarchy.bookkeeping ?? []).toEqual([]);
  });
});
