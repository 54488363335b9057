/**
 * An error caused by the user's input (a file, a flag, a field). The CLI prints its message as
 * one line and exits non-zero; anything else is a bug and gets a stack trace.
 */
export class PersonaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PersonaError';
  }
}
