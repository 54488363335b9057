// The Context7 kernels (@upstash/context7-mcp 4.1.1 over the documentation world): resolution
// ranked as the server describes (exact name first, then query relevance, snippets, reputation,
// benchmark), the server's result format, query-docs snippet selection, versions, the API's 404
// and empty-library wording, zod 4 validation by the host, and no writes.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { loadServer } from '../runtime/servers/registry.ts';
import { Session } from '../runtime/session/session.ts';
import { callTool, snapshotTree, manifestIsShared, isolateParity, rebuildsByteForByte, type Any } from './helpers/info-servers.ts';

const W = snapshotTree('context7');
async function run(tool: string, args: Any) {
  const r = await callTool('context7', tool, args, structuredClone(W));
  expect(r.ops).toEqual([]);
  expect(r.result.isError).toBeUndefined();
  return r.text;
}
const ids = (text: string) => [...text.matchAll(/Context7-compatible library ID: (\S+)/g)].map((m) => m[1]);

describe('context7', () => {
  it('exposes exactly the 2 real tools with zod 4 validation', () => {
    const s = loadServer('context7');
    expect(s.tools.map((t) => t.name)).toEqual(['resolve-library-id', 'query-docs']);
    expect(s.config.validation).toBe('sdk-zod4');
    manifestIsShared('context7');
  });

  it('resolve-library-id: exact name first, in the server\'s format', async () => {
    const t = await run('resolve-library-id', { libraryName: 'Next.js', query: 'route handlers in the app router' });
    expect(t.startsWith('Available Libraries:\n\n- Title: Next.js\n- Context7-compatible library ID: /vercel/next.js\n- Description: ')).toBe(true);
    expect(t).toContain('- Code Snippets: 3864\n- Source Reputation: High\n- Benchmark Score: 91.2\n- Versions: v15.1.8, v14.3.0-canary.87');
    expect(t.split('\n----------\n').length).toBe(ids(t).length);
    expect(ids(await run('resolve-library-id', { libraryName: 'nextjs', query: 'x' }))[0]).toBe('/vercel/next.js');
    expect(ids(await run('resolve-library-id', { libraryName: 'sklearn', query: 'kappa' }))[0]).toBe('/scikit-learn/scikit-learn');
    const low = await run('resolve-library-id', { libraryName: 'express', query: 'jwt auth' });
    expect(ids(low)[0]).toBe('/expressjs/express');
    expect(low).toContain('- Source Reputation: Low');
    expect(await run('resolve-library-id', { libraryName: 'left-pad-ultra', query: 'x' })).toBe('No libraries found matching the provided name.');
  });

  it('every resolved id answers query-docs; every exact title resolves to itself first (property)', async () => {
    const libs: Any[] = Object.values(W.libraries);
    await fc.assert(fc.asyncProperty(fc.constantFrom(...libs), fc.string(), async (lib, q) => {
      const first = ids(await run('resolve-library-id', { libraryName: lib.title, query: q }))[0];
      expect(first).toBe(lib.id);
      expect(await run('query-docs', { libraryId: first, query: q || 'x' })).toMatch(/^### /);
    }), { numRuns: 40 });
  });

  it('query-docs: the most relevant snippets first; versions; 404 and empty wording', async () => {
    const t = await run('query-docs', { libraryId: '/scikit-learn/scikit-learn', query: "Cohen's kappa agreement between two raters" });
    expect(t.startsWith("### Cohen's kappa between two raters\n\nSource: https://github.com/scikit-learn/scikit-learn/blob/main/")).toBe(true);
    expect(t).toContain('```python\nfrom sklearn.metrics import cohen_kappa_score');
    expect(await run('query-docs', { libraryId: '/vercel/next.js/v15.1.8', query: 'params' })).toContain('Route Handler');
    const nf = 'The library you are trying to access does not exist. Please try with a different library ID.';
    expect(await run('query-docs', { libraryId: '/vercel/next.js/v9', query: 'x' })).toBe(nf);
    expect(await run('query-docs', { libraryId: 'next.js', query: 'x' })).toBe(nf);
  });

  it('the host validates like zod 4 before the kernel runs', () => {
    const s = new Session({ servers: ['context7'], seed: 1 });
    try {
      const r = s.call('context7', 'query-docs', { libraryId: 7 });
      expect(r.result.isError).toBe(true);
      expect(String(r.result.content[0].text)).toMatch(/^MCP error -32602: Input validation error: Invalid arguments for tool query-docs/);
    } finally {
      s.close();
    }
  });

  it('isolate parity and byte-exact rebuild', async () => {
    await isolateParity('context7', [['resolve-library-id', { libraryName: 'React', query: 'effects' }], ['query-docs', { libraryId: '/reactjs/react.dev', query: 'cleanup effect' }]]);
    rebuildsByteForByte('context7');
  });
});
