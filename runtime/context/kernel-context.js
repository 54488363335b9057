// The `ctx` object a kernel receives: the handler API plus the run's clock, seeded randomness
// and small result builders. Shared by the sandbox and the in-process runner (plain JavaScript).

import { expandIdTemplate } from './ids.js';
import { ContextError } from './handler.js';

/**
 * @param {object} api the handler API (get/exists/list/entries/create/update/delete/set)
 * @param {{ nowMs: number, random: () => number, server: string, seq: number }} env
 */
export function createKernelContext(api, env) {
  const ctx = Object.assign(Object.create(null), api, {
    /** The server this call is for and its position in the run (informational). */
    server: env.server,
    seq: env.seq,
    /** The run clock: milliseconds since the epoch, frozen for the whole call. */
    nowMs() {
      return env.nowMs;
    },
    /** The run clock as an ISO-8601 UTC string. */
    now() {
      return new Date(env.nowMs).toISOString();
    },
    /** The run clock in whole seconds (many APIs speak Unix seconds). */
    nowSec() {
      return Math.floor(env.nowMs / 1000);
    },
    /** A seeded float in [0, 1). */
    random() {
      return env.random();
    },
    /** A fresh ID in the real server's format, e.g. ctx.id('oc_{hex:32}'). */
    id(template) {
      return expandIdTemplate(template, env.random, env.nowMs);
    },
    /** A text result. */
    text(text) {
      return { content: [{ type: 'text', text: String(text) }] };
    },
    /** A JSON result; `indent` as the real server formats it (default: compact). */
    json(value, indent) {
      return { content: [{ type: 'text', text: JSON.stringify(value, null, indent) }] };
    },
    /** An error result (isError: true) with the given text. */
    error(text) {
      return { content: [{ type: 'text', text: String(text) }], isError: true };
    },
    /** Build the handler's error type (code NOT_FOUND | CONFLICT | BAD_PATH | BAD_VALUE). */
    ContextError,
  });
  return Object.freeze(ctx);
}
