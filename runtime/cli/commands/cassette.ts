// `persona cassette ls|show|prune`: read and tidy cassette files.
import { parseArgs } from 'node:util';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PersonaError } from '../../util/errors.ts';
import { CASSETTE_SUFFIX, CASSETTE_VERSION, readCassetteFile, type CassetteEntry } from '../../llm/cassette/format.ts';
import { collectUsedKeys, pruneCassette } from '../../llm/cassette/prune.ts';
import type { Command } from '../command.ts';
import { countArg } from '../args.ts';

const DEFAULT_DIR = 'cassettes';

const USAGE = `usage: persona cassette ls [PATH…] [--long] [--json]
       persona cassette show FILE [KEY] [--ordinal N]
       persona cassette prune --runs DIR [--runs DIR…] [PATH…] [--dry-run]

PATH is a cassette file or a folder searched for *${CASSETTE_SUFFIX} files (default: ${DEFAULT_DIR}/).

  ls      one line per cassette: entries, distinct requests, streamed entries, bytes, file;
          --long adds one line per entry (key, occurrence, method, path, status, model);
          --json prints the same as JSON
  show    prints recorded exchanges as JSON: request (method, path, body …) and response (status,
          headers, body — parsed when it is JSON — or the SSE frames exactly as recorded).
          KEY may be a unique prefix of a key; with KEY (and --ordinal when the request was
          recorded more than once) one exchange is printed as an object, otherwise an array
  prune   removes the entries that no run used: every journal.msgpack under the --runs folders
          lists the (cassette, key, occurrence) of each LLM exchange; --dry-run only reports`;

/** Cassette files named by the arguments (files as given, folders searched recursively), sorted. */
export function cassetteFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith(CASSETTE_SUFFIX)) out.push(p);
    }
  };
  for (const p of paths) {
    if (!existsSync(p)) throw new PersonaError(`${p}: no such cassette file or folder`);
    if (statSync(p).isDirectory()) walk(p);
    else out.push(p);
  }
  return out;
}

function modelOf(e: CassetteEntry): string {
  const b = e.request.body as { model?: unknown } | null;
  return b && typeof b === 'object' && typeof b.model === 'string' ? b.model : '';
}

function ls(argv: string[]): number {
  const { values, positionals } = parseArgs({ args: argv, options: { long: { type: 'boolean', short: 'l', default: false }, json: { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
  const files = cassetteFiles(positionals.length > 0 ? positionals : [DEFAULT_DIR]);
  const rows = files.map((file) => {
    const entries = readCassetteFile(file);
    return {
      file,
      version: CASSETTE_VERSION,
      entries: entries.length,
      requests: new Set(entries.map((e) => e.key)).size,
      streamed: entries.filter((e) => e.response.frames !== undefined).length,
      bytes: statSync(file).size,
      list: entries,
    };
  });
  if (values.json) {
    const out = rows.map(({ list, ...r }) => ({
      ...r,
      ...(values.long
        ? { exchanges: list.map((e) => ({ key: e.key, ordinal: e.ordinal, method: e.request.method, path: e.request.path, status: e.response.status, streamed: e.response.frames !== undefined, model: modelOf(e) })) }
        : {}),
    }));
    process.stdout.write(JSON.stringify(out, null, 2) + '\n');
    return 0;
  }
  if (rows.length === 0) {
    process.stdout.write(`no cassettes (*${CASSETTE_SUFFIX}) under ${positionals.join(', ') || DEFAULT_DIR}\n`);
    return 0;
  }
  const lines = ['entries  requests  streamed       bytes  file'];
  for (const r of rows) {
    lines.push(`${String(r.entries).padStart(7)}  ${String(r.requests).padStart(8)}  ${String(r.streamed).padStart(8)}  ${String(r.bytes).padStart(10)}  ${r.file}`);
    if (values.long) {
      for (const e of r.list) {
        lines.push(`         ${e.key} #${e.ordinal}  ${e.request.method} ${e.request.path}  ${e.response.status}${e.response.frames ? ` sse(${e.response.frames.length} frames)` : ''}${modelOf(e) ? `  ${modelOf(e)}` : ''}`);
      }
    }
  }
  process.stdout.write(lines.join('\n') + '\n');
  return 0;
}

function decodeBody(bytes: Buffer): { body: unknown; bodyFormat?: 'text' | 'base64' } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { body: bytes.toString('base64'), bodyFormat: 'base64' };
  }
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { body: text, bodyFormat: 'text' };
  }
}

/** An exchange as JSON for people and jq. */
export function exchangeJson(e: CassetteEntry): Record<string, unknown> {
  const response: Record<string, unknown> = { status: e.response.status, statusText: e.response.statusText, headers: e.response.headers };
  if (e.response.frames) response.frames = e.response.frames.map((f) => f.toString('utf8'));
  else Object.assign(response, e.response.body && e.response.body.length > 0 ? decodeBody(e.response.body) : { body: null });
  return { key: e.key, ordinal: e.ordinal, request: e.request, response };
}

function show(argv: string[]): number {
  const { values, positionals } = parseArgs({ args: argv, options: { ordinal: { type: 'string' } }, allowPositionals: true, strict: true });
  if (positionals.length < 1 || positionals.length > 2) throw new PersonaError('show expects FILE and optionally KEY');
  const [file, prefix] = positionals;
  let entries = readCassetteFile(file);
  if (prefix !== undefined) {
    if (!/^[0-9a-f]{1,64}$/i.test(prefix)) throw new PersonaError(`KEY must be hexadecimal (a key or a prefix of one), got "${prefix}"`);
    const p = prefix.toLowerCase();
    entries = entries.filter((e) => e.key.startsWith(p));
    const keys = new Set(entries.map((e) => e.key));
    if (keys.size === 0) throw new PersonaError(`${file}: no recorded request has a key starting with ${p}`);
    if (keys.size > 1) throw new PersonaError(`${file}: key prefix ${p} matches ${keys.size} recorded requests; give more characters`);
  }
  if (values.ordinal !== undefined) {
    const n = countArg('ordinal', values.ordinal, 0);
    const recorded = entries.length;
    entries = entries.filter((e) => e.ordinal === n);
    if (entries.length === 0) throw new PersonaError(`${file}: no exchange with occurrence #${n}${prefix ? ` for key ${prefix}` : ''} (${recorded} selected before --ordinal)`);
  }
  const out = prefix !== undefined && entries.length === 1 ? exchangeJson(entries[0]) : entries.map(exchangeJson);
  process.stdout.write(JSON.stringify(out, null, 2) + '\n');
  return 0;
}

function prune(argv: string[]): number {
  const { values, positionals } = parseArgs({ args: argv, options: { runs: { type: 'string', multiple: true }, 'dry-run': { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
  const runs = values.runs ?? [];
  if (runs.length === 0) throw new PersonaError('prune needs --runs DIR: the run folders whose journals say which entries are used');
  const paths = positionals.length > 0 ? positionals : [DEFAULT_DIR];
  const files = cassetteFiles(paths);
  // Relative cassette names in journals are read against the working directory and each folder given.
  const bases = [process.cwd(), ...paths.filter((p) => statSync(p).isDirectory()).map((p) => resolve(p))];
  const { used, journals, torn } = collectUsedKeys(runs, bases);
  if (journals.length === 0) throw new PersonaError(`no journal.msgpack under ${runs.join(', ')}: refusing to prune (every entry would go)`);
  for (const j of torn) process.stderr.write(`persona cassette: ${j} ends in a torn record; its whole records were used\n`);
  const dry = values['dry-run'] === true;
  let removedTotal = 0;
  for (const file of files) {
    const r = pruneCassette(file, used, dry);
    removedTotal += r.removed.length;
    process.stdout.write(`${file}: kept ${r.kept}, ${dry ? 'would remove' : 'removed'} ${r.removed.length}\n`);
  }
  process.stdout.write(`${journals.length} journal${journals.length === 1 ? '' : 's'} read; ${removedTotal} entr${removedTotal === 1 ? 'y' : 'ies'} ${dry ? 'would be removed (dry run)' : 'removed'}\n`);
  return 0;
}

export const command: Command = {
  summary: 'list, show and prune recorded LLM exchanges (cassettes)',
  usage: USAGE,
  async run(argv) {
    const [sub, ...rest] = argv;
    if (sub === 'ls') return ls(rest);
    if (sub === 'show') return show(rest);
    if (sub === 'prune') return prune(rest);
    throw new PersonaError(sub ? `unknown subcommand "${sub}" (ls, show, prune)` : 'expected a subcommand: ls, show or prune');
  },
};
