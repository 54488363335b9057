// Text channel names as the API stores them: lower-cased, whitespace runs turned into "-", the
// punctuation Discord drops removed, repeated dashes collapsed. (An approximation of Discord's
// server-side normalisation; see README.)

const DROPPED = /[!"#$%&'()*+,./:;<=>?@[\\\]^`{|}~]/g;

export function normaliseChannelName(name) {
  return name.trim().toLowerCase().replace(/\s+/g, '-').replace(DROPPED, '').replace(/-{2,}/g, '-');
}

/** The next position below every channel of the guild. */
export function nextPosition(channels) {
  return channels.reduce((max, c) => Math.max(max, c.position), -1) + 1;
}
