// respondAudio: asks text.pollinations.ai (model openai-audio) to speak a reply, writes it to
// `<tmpdir>/pollinations-audio-<ms>.mp3`, plays it on the machine's speakers and deletes the file.
// Here the played audio is a deterministic WAV tone (lib/bytes.js) and the playback is recorded in
// the context tree's `playback` (what was played, in which voice, when — the file itself is gone,
// as on the real machine). A voice the API does not offer fails upstream with Bad Request.
import { guarded, text, query, requirePrompt } from '../lib/pollinations.js';
import { VOICES } from '../lib/voices.js';
import { wav, base64 } from '../lib/bytes.js';

export default function (args, ctx) {
  return guarded('generating audio', args, 'prompt', ({ prompt, voice = 'alloy', seed, voiceInstructions }) => {
    requirePrompt(prompt);
    const finalPrompt = voiceInstructions ? `${voiceInstructions}\n\n${prompt}` : prompt;
    const pairs = [['model', 'openai-audio'], ['voice', voice]];
    if (seed !== undefined) pairs.push(['seed', seed]);
    const url = `https://text.pollinations.ai/${encodeURIComponent(finalPrompt)}?${query(pairs)}`;
    if (!VOICES.includes(voice)) throw new Error('Failed to generate audio: Bad Request');
    const bytes = wav(url);
    const ms = ctx.nowMs();
    ctx.create('playback', {
      id: `pb_${ms}_${ctx.list('playback').length + 1}`,
      file: `/tmp/pollinations-audio-${ms}.mp3`,
      prompt,
      voice,
      ...(seed !== undefined ? { seed } : {}),
      ...(voiceInstructions ? { voiceInstructions } : {}),
      source_url: url,
      mimeType: 'audio/wav',
      size: bytes.length,
      data: base64(bytes),
      played_at: ctx.now(),
      file_deleted: true,
    });
    const metadata = { prompt, voice, model: 'openai-audio', seed, voiceInstructions };
    return text(`Audio has been played.\n\nAudio metadata: ${JSON.stringify(metadata, null, 2)}`);
  });
}
