// Errors of the LLM layer. All are PersonaErrors: the CLI prints them as one line.
import { PersonaError } from '../util/errors.ts';

/** A request the cassette does not hold, in `replay` mode. The message is one line. */
export class CassetteMissError extends PersonaError {
  constructor(
    message: string,
    readonly key: string,
    readonly ordinal: number,
    /** The closest recorded request's key and ordinal, or null when the cassette is empty. */
    readonly closest: { key: string; ordinal: number; differences: string[] } | null,
  ) {
    super(message);
    this.name = 'CassetteMissError';
  }
}

/** The model server answered with an error status (after any retries). */
export class LlmHttpError extends PersonaError {
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
    this.name = 'LlmHttpError';
  }
}

/** The model server answered 2xx with something that is not a completion we can read. */
export class LlmResponseError extends PersonaError {
  constructor(message: string) {
    super(message);
    this.name = 'LlmResponseError';
  }
}

/**
 * A streamed answer that did not arrive whole: no terminator (`data: [DONE]`, `message_stop`)
 * before the connection ended, or a frame that is not parseable. A transport failure like a
 * dropped connection: retried while retries remain, never stored in a cassette as an answer.
 */
export class LlmStreamError extends PersonaError {
  constructor(message: string) {
    super(message);
    this.name = 'LlmStreamError';
  }
}
