// Builds the MCPollinations world (snapshots/mcpollinations/<persona>.json): the model lists the
// Pollinations API reports (/models of the image and text services) and the machine's empty
// output folders (`files`: images the server saved; `playback`: audio it played). The server has
// no per-user data, so both personas start from the same tree.
//
//   node snapshots/mcpollinations/build.mjs [output-directory]
//
// The model descriptions are written for this project.

import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;

const IMAGE_MODELS = ['flux', 'kontext', 'turbo', 'nanobanana', 'seedream', 'gptimage'];

const text = (name, description, provider, o = {}) => ({
  name,
  description,
  provider,
  tier: o.tier || 'anonymous',
  community: false,
  aliases: o.aliases || [],
  input_modalities: o.vision ? ['text', 'image'] : o.audioIn ? ['text', 'audio'] : ['text'],
  output_modalities: o.audioOut ? ['audio', 'text'] : ['text'],
  tools: o.tools !== false,
  vision: Boolean(o.vision),
  audio: Boolean(o.audioIn || o.audioOut),
  ...(o.voices ? { voices: o.voices } : {}),
  ...(o.reasoning ? { reasoning: true } : {}),
});

const VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer', 'coral', 'verse', 'ballad', 'ash', 'sage', 'amuch', 'dan'];
const TEXT_MODELS = [
  text('openai', 'General-purpose chat model (fast, default)', 'azure', { vision: true, aliases: ['gpt-5-nano'] }),
  text('openai-fast', 'Lightweight chat model for short answers', 'azure', { vision: true }),
  text('openai-large', 'Larger chat model for harder questions', 'azure', { vision: true, tier: 'seed' }),
  text('openai-reasoning', 'Reasoning model (slower, step-by-step)', 'azure', { reasoning: true, tier: 'seed' }),
  text('openai-audio', 'Speech in and out (used by respondAudio)', 'azure', { audioIn: true, audioOut: true, voices: VOICES }),
  text('mistral', 'Open-weight chat model', 'scaleway'),
  text('qwen-coder', 'Code-oriented chat model', 'scaleway'),
  text('deepseek-reasoning', 'Open reasoning model', 'deepseek', { reasoning: true, tier: 'seed' }),
  text('gemini', 'Multimodal chat model', 'google', { vision: true, tier: 'seed' }),
  text('llama-fast', 'Small open chat model with short latency', 'cloudflare', { tools: false }),
];

const tree = { models: { image: IMAGE_MODELS, text: TEXT_MODELS }, files: {}, playback: {} };
mkdirSync(outDir, { recursive: true });
for (const persona of ['li-ming', 'emma-clark']) {
  const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'mcpollinations', persona, tree };
  writeFileSync(join(outDir, `${persona}.json`), JSON.stringify(snapshot, null, 2) + '\n');
}
process.stderr.write(`mcpollinations: ${IMAGE_MODELS.length} image models, ${TEXT_MODELS.length} text models, ${VOICES.length} voices\n`);
