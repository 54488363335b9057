// A generic MCP client (the SDK's) lists exactly the real tools of the four information servers
// over stdio — names, descriptions and input schemas as in their manifests — and calls each server
// with valid and invalid arguments, getting each real server's answers and error style.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { REPO } from './helpers/cli.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
const SERVERS = ['amap', 'mcpollinations', 'context7', 'medical'];
const text = (r: any) => String(r.content.find((c: any) => c.type === 'text')?.text);

describe('persona serve --servers amap,mcpollinations,context7,medical', () => {
  it('lists the 39 real tools and answers valid and invalid calls like the real servers', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(REPO, 'bin/persona.js'), 'serve', '--servers', SERVERS.join(','), '--runs', mkdtempSync(join(tmpdir(), 'persona-info-stdio-')), '--seed', '4'],
      cwd: REPO,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'generic-client', version: '1.0.0' });
    await client.connect(transport);
    try {
      const listed = (await client.listTools()).tools;
      const manifests = SERVERS.flatMap((s) => JSON.parse(readFileSync(join(REPO, 'kernels', s, 'manifest.json'), 'utf8')).tools);
      expect(listed.map((t) => t.name)).toEqual(manifests.map((t: any) => t.name));
      for (const [i, t] of listed.entries()) {
        expect(t.description).toBe(manifests[i].description);
        expect(t.inputSchema).toEqual(manifests[i].inputSchema);
      }

      // Amap: JSON with isError false; Amap's failure text with isError true.
      const geo = await client.callTool({ name: 'maps_geo', arguments: { address: '台北101' } });
      expect(geo.isError).toBe(false);
      expect(JSON.parse(text(geo)).return[0].district).toBe('信义区');
      const bad = await client.callTool({ name: 'maps_regeocode', arguments: { location: 'nowhere' } });
      expect([bad.isError, text(bad)]).toEqual([true, 'RGeocoding failed: INVALID_PARAMS']);

      // MCPollinations: an image block plus the server's text; its own error text.
      const img = await client.callTool({ name: 'generateImage', arguments: { prompt: 'lodge', seed: 3, fileName: 'lodge' } });
      expect((img.content as any)[0]).toMatchObject({ type: 'image', mimeType: 'image/png' });
      expect(text(img)).toMatch(/Image saved to: mcpollinations-output\/lodge\.png$/);
      const noPrompt = await client.callTool({ name: 'generateImageUrl', arguments: {} });
      expect([noPrompt.isError, text(noPrompt)]).toEqual([true, 'Error generating image URL: Prompt is required and must be a string']);

      // Context7: the SDK's zod 4 validation for a bad call, the formatted list for a good one.
      const ctx7 = await client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'pandas', query: 'groupby' } });
      expect(text(ctx7)).toMatch(/^Available Libraries:\n\n- Title: pandas\n- Context7-compatible library ID: \/pandas-dev\/pandas/);
      const ctxBad = await client.callTool({ name: 'query-docs', arguments: { query: 'x' } });
      expect(ctxBad.isError).toBe(true);
      expect(text(ctxBad)).toMatch(/^MCP error -32602: Input validation error: Invalid arguments for tool query-docs/);

      // Medical: plain text, zod 3 ranges checked by the SDK.
      const med = await client.callTool({ name: 'search-drugs', arguments: { query: 'metformin' } });
      expect(text(med)).toMatch(/^\*\*Drug Search Results for "metformin"\*\*\n\nFound 1 drug\(s\)/);
      const medBad = await client.callTool({ name: 'search-drugs', arguments: { query: 'metformin', limit: 500 } });
      expect(medBad.isError).toBe(true);
      expect(text(medBad)).toMatch(/^MCP error -32602: Input validation error: Invalid arguments for tool search-drugs/);
    } finally {
      await client.close();
    }
  }, 60_000);
});
