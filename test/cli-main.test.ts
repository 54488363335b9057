// The top level of `persona`, in-process: --version, one line per command in --help, negative
// numbers given to a flag, and the one-line mapping of filesystem errors (runtime/cli/fs-errors.ts).
import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { cli, REPO } from './helpers/cli.ts';
import { COMMAND_NAMES, loadCommand } from '../runtime/cli/main.ts';
import { userPathError } from '../runtime/cli/fs-errors.ts';

describe('persona (top level)', () => {
  it('--version prints the package version', async () => {
    const r = await cli(['--version']);
    expect(r).toEqual({ code: 0, stdout: `${JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).version}\n`, stderr: '' });
  });

  it('--help gives exactly one line per command: its name and its summary', async () => {
    const r = await cli(['--help']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n').filter((l) => /^ {2}\S/.test(l));
    expect(lines.map((l) => l.trim().split(/\s+/)[0])).toEqual(COMMAND_NAMES);
    for (const name of COMMAND_NAMES) {
      const { summary } = await loadCommand(name);
      expect(summary, name).toMatch(/^[a-z][^\n]{9,78}[^.\n]$/);
      expect(lines.find((l) => l.trim().startsWith(`${name} `))!.trim()).toBe(`${name} ${' '.repeat(Math.max(...COMMAND_NAMES.map((n) => n.length)) - name.length)} ${summary}`);
    }
    // No arguments: the same text, exit 2.
    const bare = await cli([]);
    expect(bare).toEqual({ code: 2, stdout: r.stdout, stderr: '' });
  });

  it('a negative number after a flag is its value, and the command says what is wrong with it', async () => {
    const d = mkdtempSync(join(tmpdir(), 'persona-neg-'));
    const sc = join(d, 's.jsonl');
    writeFileSync(sc, `${JSON.stringify({ servers: ['lark'], seed: 1 })}\n{"tool":"calendar_v4_calendar_primary","args":{}}\n`);
    const run = join(d, 'run');
    expect((await cli(['exec', '--scenario', sc, '--out', run, '--quiet'])).code).toBe(0);
    for (const [args, msg] of [
      [['replay', run, '--step', '-1'], '--step must be a non-negative integer (got "-1")'],
      [['diff', run, '--from', '-3'], '--from must be a non-negative integer (got "-3")'],
      [['run', '--model', 'oracle', '--tasks', 'all', '--out', join(d, 'o'), '--trials', '-2'], '--trials must be an integer from 1 to 100 (got "-2")'],
    ] as const) {
      const r = await cli([...args]);
      expect(r.stderr, args.join(' ')).toContain(msg);
      expect(r.stderr).not.toMatch(/ambiguous/);
      expect(r.code).not.toBe(0);
    }
  });
});

describe('filesystem errors about user paths (fs-errors.ts)', () => {
  const err = (code: string, path: string | undefined, syscall = 'open') => Object.assign(new Error(`${code}: x`), { code, path, syscall });

  it('names the argument whose path failed, or under which it failed, in one line', () => {
    const cwd = '/work';
    expect(userPathError(err('EISDIR', '/work/d'), ['--scenario', 'd', '--out', 'o'], cwd)?.message).toBe('--scenario d: is a directory (expected a file)');
    expect(userPathError(err('ENOTDIR', '/work/f/sub', 'mkdir'), ['--out=f/sub'], cwd)?.message).toBe('--out f/sub: is not a directory (or a part of the path is a file)');
    expect(userPathError(err('ENOENT', '/work/runs/a/journal.msgpack'), ['runs/a'], cwd)?.message).toBe('runs/a: /work/runs/a/journal.msgpack: not found');
    expect(userPathError(err('EACCES', '/elsewhere/x'), ['--out', 'o'], cwd)?.message).toBe('/elsewhere/x: permission denied');
    expect(userPathError(err('ENOENT', '/work/s.json'), ['--state', 'file:s.json'], cwd)?.message).toBe('--state file:s.json: /work/s.json: not found');
    // Not a filesystem error about a path: left alone (a bug gets its stack trace).
    expect(userPathError(new TypeError('x'), [], cwd)).toBeNull();
    expect(userPathError(err('ECONNREFUSED', undefined, 'connect'), [], cwd)).toBeNull();
  });

  it('a directory read as a file (EISDIR without a path) names the arguments that are directories', () => {
    const d = mkdtempSync(join(tmpdir(), 'persona-eisdir-'));
    mkdirSync(join(d, 'dir'));
    expect(userPathError(err('EISDIR', undefined, 'read'), ['--traces', join(d, 'dir'), '--out', join(d, 'none')])?.message).toBe(`--traces ${join(d, 'dir')}: is a directory (expected a file)`);
  });

  it('any argv and any failing path: one line, never a throw', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }), fc.string({ maxLength: 20 }), fc.constantFrom('EISDIR', 'ENOTDIR', 'ENOENT', 'EACCES', 'EEXIST', 'ELOOP'), (argv, path, code) => {
        const e = userPathError(err(code, `/w/${path}`), argv, '/w');
        expect(e).not.toBeNull();
        expect(e!.message.split('\n').length).toBeLessThanOrEqual(1 + (path.match(/\n/g)?.length ?? 0) + argv.join('').split('\n').length - 1);
      }),
    );
  });
});
