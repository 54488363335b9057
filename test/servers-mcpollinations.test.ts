// The MCPollinations kernels (pinkpixel-dev 1.3.1): Pollinations URLs built exactly as the server
// builds them (encodeURIComponent path, URLSearchParams query, defaults, seeds from the run's
// generator), deterministic valid PNG / WAV bytes, files saved where the server saves them (the
// context tree's `files`, named as the server names them, numbered when taken), audio playback
// recorded, model and voice lists, and the server's error texts.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { loadServer } from '../runtime/servers/registry.ts';
import { callTool, snapshotTree, manifestIsShared, isolateParity, rebuildsByteForByte, T0, type Any } from './helpers/info-servers.ts';

const W = snapshotTree('mcpollinations');
const run = (tool: string, args: Any, tree: Any = structuredClone(W)) => callTool('mcpollinations', tool, args, tree);

function pngInfo(b64: string) {
  const buf = Buffer.from(b64, 'base64');
  expect([...buf.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  // Every chunk's CRC must hold.
  let off = 8;
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (bytes: Buffer) => { let c = 0xffffffff; for (const x of bytes) c = crcTable[(c ^ x) & 255] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const types: string[] = [];
  while (off < buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.subarray(off + 4, off + 8);
    types.push(type.toString('ascii'));
    expect(buf.readUInt32BE(off + 8 + len)).toBe(crc(buf.subarray(off + 4, off + 8 + len)));
    off += 12 + len;
  }
  expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

describe('mcpollinations: server folder', () => {
  it('exposes exactly the 9 real tools; unknown tools are the SDK\'s method-not-found', () => {
    const s = loadServer('mcpollinations');
    expect(s.tools).toHaveLength(9);
    expect(s.config).toMatchObject({ validation: 'none', unknownTool: { text: 'MCP error -32601: Unknown tool: {name}', isError: true } });
    manifestIsShared('mcpollinations');
  });
});

describe('mcpollinations: image URLs', () => {
  it('generateImageUrl builds the server\'s URL and metadata; the same seed gives the same URL', async () => {
    const r = await run('generateImageUrl', { prompt: 'Snowy lodge at dusk, 雪', seed: 42, width: 768 });
    const b = JSON.parse(r.text);
    expect(b.imageUrl).toBe(`https://image.pollinations.ai/prompt/${encodeURIComponent('Snowy lodge at dusk, 雪')}?model=flux&seed=42&width=768&height=1024&enhance=true&nologo=true&private=true&safe=false`);
    expect(b).toMatchObject({ prompt: 'Snowy lodge at dusk, 雪', width: 768, height: 1024, model: 'flux', seed: 42, enhance: true, private: true, nologo: true, safe: false });
    expect(r.text).toBe(JSON.stringify(b, null, 2));
    expect(r.ops).toEqual([]);
  });

  it('the query string is what URLSearchParams writes for any model name and prompt (property)', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ minLength: 1 }), fc.string(), fc.boolean(), async (prompt, model, enhance) => {
      const b = JSON.parse((await run('generateImageUrl', { prompt, model, seed: 7, enhance })).text);
      const q = new URLSearchParams([['model', model], ['seed', '7'], ['width', '1024'], ['height', '1024'], ...(enhance ? [['enhance', 'true']] : []), ['nologo', 'true'], ['private', 'true'], ['safe', 'false']]);
      expect(b.imageUrl).toBe(`https://image.pollinations.ai/prompt/${encodeURIComponent(prompt)}?${q.toString()}`);
    }), { numRuns: 60 });
  });

  it('a missing seed is drawn from the run\'s seeded generator (same run seed, same URL)', async () => {
    const a = JSON.parse((await run('generateImageUrl', { prompt: 'x' })).text);
    const b = JSON.parse((await run('generateImageUrl', { prompt: 'x' })).text);
    expect(a.seed).toBe(b.seed);
    expect(Number.isInteger(a.seed) && a.seed >= 0 && a.seed < 1000000).toBe(true);
  });

  it('errors: no prompt, no arguments, null safe', async () => {
    for (const [args, msg] of [[{ prompt: '' }, 'Prompt is required and must be a string'], [undefined, "Cannot destructure property 'prompt' of 'args' as it is undefined."], [{ prompt: 'x', safe: null }, "Cannot read properties of null (reading 'toString')"]] as [Any, string][]) {
      const r = await run('generateImageUrl', args);
      expect(r.text).toBe(`Error generating image URL: ${msg}`);
      expect(r.result.isError).toBe(true);
    }
  });
});

describe('mcpollinations: generated files', () => {
  it('generateImage returns a valid PNG, saves it under the server\'s name, numbers a taken name', async () => {
    const tree = structuredClone(W);
    const r = await run('generateImage', { prompt: 'Offsite poster: lodge!', seed: 5, fileName: 'poster' }, tree);
    expect(r.result.content[0]).toMatchObject({ type: 'image', mimeType: 'image/png' });
    expect(pngInfo(String(r.result.content[0].data))).toEqual({ width: 32, height: 32 });
    expect(r.text).toMatch(/^Generated image from prompt: "Offsite poster: lodge!"\n\nImage metadata: \{\n {2}"prompt"/);
    expect(r.text.endsWith('\n\nImage saved to: mcpollinations-output/poster.png')).toBe(true);
    expect(tree.files['mcpollinations-output/poster.png'].data).toBe(r.result.content[0].data);
    const again = await run('generateImage', { prompt: 'Offsite poster: lodge!', seed: 5, fileName: 'poster', format: 'gif' }, tree);
    expect(again.text.endsWith('Image saved to: mcpollinations-output/poster_1.png')).toBe(true);
    expect(again.result.content[0].data).toBe(r.result.content[0].data);
    const auto = await run('generateImage', { prompt: 'Hello, World', outputPath: './out/../imgs' }, structuredClone(W));
    expect(auto.text).toMatch(new RegExp(`Image saved to: imgs/hello__world_${T0}_\\d{4}\\.png$`));
  });

  it('editImage / generateImageFromReference need public http(s) references; names carry their prefix', async () => {
    const bad = await run('editImage', { prompt: 'add snow', imageUrl: 'file:///tmp/a.png' });
    expect(bad.text).toBe('Error editing image: Failed to edit image: Bad Request');
    const none = await run('generateImageFromReference', { prompt: 'cartoon' });
    expect(none.text).toBe('Error generating image from reference: Reference image URL(s) are required and must be a string or array of strings');
    const ok = await run('generateImageFromReference', { prompt: 'cartoon me', imageUrl: ['https://img.example/a.png', 'https://img.example/b.png'], seed: 1, format: 'WEBP' });
    expect(ok.text).toMatch(/^Generated image from reference: "cartoon me"\nReference image: https:\/\/img\.example\/a\.png,https:\/\/img\.example\/b\.png\n/);
    expect(ok.text).toMatch(new RegExp(`Image saved to: mcpollinations-output/reference_cartoon_me_${T0}_\\d{1,3}\\.webp$`));
  });

  it('respondAudio plays the answer and records the playback; an unknown voice fails upstream', async () => {
    const tree = structuredClone(W);
    const r = await run('respondAudio', { prompt: 'Standup moved to 10:30', voice: 'nova' }, tree);
    expect(r.text).toBe(`Audio has been played.\n\nAudio metadata: ${JSON.stringify({ prompt: 'Standup moved to 10:30', voice: 'nova', model: 'openai-audio' }, null, 2)}`);
    const pb: Any = Object.values(tree.playback)[0];
    expect(pb).toMatchObject({ voice: 'nova', prompt: 'Standup moved to 10:30', file: `/tmp/pollinations-audio-${T0}.mp3`, file_deleted: true });
    const wav = Buffer.from(pb.data, 'base64');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    const bad = await run('respondAudio', { prompt: 'hi', voice: 'robot' });
    expect(bad.text).toBe('Error generating audio: Failed to generate audio: Bad Request');
    expect(bad.ops).toEqual([]);
  });

  it('lists: 13 voices, the image and text models', async () => {
    expect(JSON.parse((await run('listAudioVoices', {})).text).voices).toEqual(['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer', 'coral', 'verse', 'ballad', 'ash', 'sage', 'amuch', 'dan']);
    expect(JSON.parse((await run('listImageModels', {})).text)).toEqual(W.models.image);
    expect(JSON.parse((await run('listTextModels', {})).text).models.map((m: Any) => m.name)).toContain('openai');
    expect((await run('respondText', { prompt: 'What is MCP? Explain.', seed: 3 })).text).toContain('"What is MCP?"');
  });
});

describe('mcpollinations: sandbox and snapshots', () => {
  it('gives the same answers inside the isolate as in process', async () => {
    await isolateParity('mcpollinations', [
      ['generateImage', { prompt: 'lodge', seed: 9 }],
      ['respondAudio', { prompt: 'hello', voice: 'coral', seed: 2 }],
      ['generateImageUrl', { prompt: 'a' }],
      ['editImage', { prompt: 'b', imageUrl: 'https://x.example/y.png' }],
    ]);
  });
  it('build.mjs reproduces both committed snapshots byte for byte', () => rebuildsByteForByte('mcpollinations'));
});
