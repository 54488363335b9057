// respondText: GET text.pollinations.ai/<prompt>?model&seed&temperature&top_p&system&private=true
// and the reply text as is. The world has no language model: the reply is a deterministic
// acknowledgement built from the request (model, seed and the prompt's first sentence), the same
// for the same request. Tasks never depend on its wording.
import { guarded, text, query, requirePrompt, randomSeed } from '../lib/pollinations.js';
import { hash32 } from '../lib/bytes.js';

const OPENERS = ['Sure.', 'Here is a short answer.', 'Happy to help.', 'Good question.'];

export default function (args, ctx) {
  return guarded('generating text response', args, 'prompt', ({ prompt, model = 'openai', seed, temperature, top_p, system }) => {
    requirePrompt(prompt);
    const s = seed === undefined ? randomSeed(ctx) : seed;
    const pairs = [];
    if (model) pairs.push(['model', model]);
    if (s !== undefined) pairs.push(['seed', s]);
    if (temperature !== undefined && temperature !== null) pairs.push(['temperature', temperature]);
    if (top_p !== undefined && top_p !== null) pairs.push(['top_p', top_p]);
    if (system) pairs.push(['system', system]);
    pairs.push(['private', 'true']);
    const url = `https://text.pollinations.ai/${encodeURIComponent(prompt)}?${query(pairs)}`;
    const first = prompt.split(/(?<=[.!?。！？])\s*/)[0].trim().slice(0, 160);
    const opener = OPENERS[hash32(url) % OPENERS.length];
    return text(`${opener} You asked: "${first}". (${model || 'openai'} reply, seed ${s})`);
  });
}
