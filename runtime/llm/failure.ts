// Which failures of a model call say the endpoint itself is unusable — wrong address, no server,
// bad certificate, bad credentials, unknown model — as opposed to a problem with one request.
// Those end a whole `persona run` at once, with one line naming the endpoint and the cause, instead
// of failing every task after minutes of backoff.
import { PersonaError } from '../util/errors.ts';
import { LlmHttpError } from './errors.ts';

/** A request that never got an HTTP answer (after any retries). */
export class LlmConnectError extends PersonaError {
  constructor(
    message: string,
    /** The system or undici error code (ECONNREFUSED, ENOTFOUND, CERT_HAS_EXPIRED …), if any. */
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'LlmConnectError';
  }
}

const FATAL_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_FAIL', 'EAI_NONAME', 'EPROTO', 'EHOSTUNREACH', 'ENETUNREACH', 'ERR_INVALID_URL', 'UND_ERR_INVALID_ARG']);
const FATAL_HTTP: Record<number, string> = { 401: 'credentials refused', 403: 'access refused', 404: 'model or path not found' };

/** `cause` for an error that makes every further request to the endpoint pointless; null otherwise. */
export function fatalCause(err: unknown): string | null {
  if (err instanceof LlmHttpError && FATAL_HTTP[err.status]) return FATAL_HTTP[err.status];
  if (err instanceof LlmConnectError && err.code !== undefined) {
    if (FATAL_CODES.has(err.code) || /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED)/.test(err.code)) return err.code;
  }
  return null;
}
