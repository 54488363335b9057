// listAudioVoices: the server's fixed list of 13 voices (no request is made).
import { text } from '../lib/pollinations.js';
import { VOICES } from '../lib/voices.js';

export default function () {
  return text(JSON.stringify({ voices: VOICES }, null, 2));
}
