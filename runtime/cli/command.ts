/** A CLI command: `persona <name> …`. */
export interface Command {
  /** One line (no trailing period) shown for the command by `persona --help`. */
  summary: string;
  /** Shown by `persona <name> --help`. */
  usage: string;
  /** Returns the exit code; throws PersonaError for a one-line user error. */
  run(argv: string[]): Promise<number>;
}
