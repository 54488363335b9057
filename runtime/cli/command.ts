/** A CLI command: `persona <name> …`. */
export interface Command {
  /** Shown by `persona <name> --help`. */
  usage: string;
  /** Returns the exit code; throws PersonaError for a one-line user error. */
  run(argv: string[]): Promise<number>;
}
