// `--cmd "<command>"` as a person types it into a shell: words split on blanks, single and double
// quotes, backslash escapes, and leading NAME=value words taken as environment for the server
// (`MEMORY_FILE_PATH=/tmp/m.jsonl npx mcp-server-memory`). No shell runs: nothing is expanded.
import { PersonaError } from '../util/errors.ts';

export interface ServerCommand {
  command: string;
  args: string[];
  env: Record<string, string>;
}

export function splitWords(line: string): string[] {
  const words: string[] = [];
  let cur = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote === "'") {
      if (c === "'") quote = null;
      else cur += c;
    } else if (quote === '"') {
      if (c === '"') quote = null;
      else if (c === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1])) cur += line[++i];
      else cur += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
    } else if (c === '\\' && i + 1 < line.length) {
      cur += line[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(cur);
      cur = '';
      inWord = false;
    } else {
      cur += c;
      inWord = true;
    }
  }
  if (quote) throw new PersonaError(`--cmd: unterminated ${quote} quote`);
  if (inWord) words.push(cur);
  return words;
}

export function parseServerCommand(line: string): ServerCommand {
  const words = splitWords(line);
  const env: Record<string, string> = {};
  while (words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) {
    const w = words.shift() as string;
    const eq = w.indexOf('=');
    env[w.slice(0, eq)] = w.slice(eq + 1);
  }
  const command = words.shift();
  if (!command) throw new PersonaError('--cmd: no command to start');
  return { command, args: words, env };
}
