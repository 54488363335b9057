// One place that turns a filesystem error about a path the user gave (`--scenario <dir>`,
// `--out <file>`, a positional run folder …) into a one-line PersonaError naming the argument.
// Commands read and write files through many modules; rather than guard every call, `main()` maps
// any Node system error that carries a path here, so the whole class (EISDIR, ENOTDIR, ENOENT,
// EACCES …, for every command and flag) gets the same treatment.
import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { PersonaError } from '../util/errors.ts';

/** What each filesystem error code means to a user, about the path it names. */
const MEANING: Record<string, string> = {
  EISDIR: 'is a directory (expected a file)',
  ENOTDIR: 'is not a directory (or a part of the path is a file)',
  ENOENT: 'not found',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EEXIST: 'already exists',
  ENOTEMPTY: 'directory not empty',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  ENAMETOOLONG: 'file name too long',
  ELOOP: 'too many levels of symbolic links',
  EBUSY: 'resource busy',
  EXDEV: 'cannot be moved across file systems',
  EMLINK: 'too many links',
  EFBIG: 'file too large',
  EIO: 'input/output error',
};

interface SystemError {
  code: string;
  path?: string;
  dest?: string;
  syscall?: string;
}

function isSystemError(e: unknown): e is SystemError {
  return typeof e === 'object' && e !== null && typeof (e as SystemError).code === 'string' && typeof (e as SystemError).syscall === 'string';
}

/**
 * The argv values that may be paths, each with how to name it: `--flag value`, `--flag=value` and
 * positionals. (Which flags take values is known only to each command; a value right after a flag
 * is taken as that flag's.)
 */
function pathArguments(argv: string[]): { named: string; value: string; inner?: boolean }[] {
  const out: { named: string; value: string; inner?: boolean }[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const t = argv[i];
    const eq = /^(--[^=]+)=(.*)$/s.exec(t);
    if (eq) out.push({ named: `${eq[1]} ${eq[2]}`, value: eq[2] });
    else if (t.startsWith('--')) {
      if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) {
        out.push({ named: `${t} ${argv[i + 1]}`, value: argv[i + 1] });
        i += 1;
      }
    } else out.push({ named: t, value: t });
  }
  // Values like `file:PATH` (traverse --state) carry the path after the kind.
  for (const a of [...out]) {
    const m = /^[a-z]+:(.+)$/s.exec(a.value);
    if (m && !/^[a-z]+:\/\//.test(a.value)) out.push({ named: a.named, value: m[1], inner: true });
  }
  return out.filter((a) => a.value !== '');
}

const within = (p: string, dir: string) => p === dir || p.startsWith(dir.endsWith(sep) ? dir : dir + sep);

/**
 * A one-line PersonaError for a filesystem error, naming the argument it concerns (or the path, if
 * no argument names it); null for anything that is not a filesystem error about a path.
 */
export function userPathError(e: unknown, argv: string[], cwd = process.cwd()): PersonaError | null {
  if (!isSystemError(e) || !(e.code in MEANING)) return null;
  if (typeof e.path !== 'string') return pathlessError(e, argv, cwd);
  const failed = resolve(cwd, e.path);
  // The argument whose path is the failing one, contains it, or lies under it (mkdir -p of a
  // folder whose parent is a file fails on the parent); the closest one wins.
  let best: { named: string; full: string; inner?: boolean } | undefined;
  for (const a of pathArguments(argv)) {
    const full = resolve(cwd, a.value);
    if (!within(failed, full) && !within(full, failed)) continue;
    if (!best || Math.abs(full.length - failed.length) < Math.abs(best.full.length - failed.length)) best = { ...a, full };
  }
  const what = MEANING[e.code];
  if (!best) return new PersonaError(`${e.path}: ${what}`);
  return new PersonaError(best.full === failed && !best.inner ? `${best.named}: ${what}` : `${best.named}: ${e.path}: ${what}`);
}

/**
 * Reading a directory as a file (`readFileSync(dir)`) fails in `read`, whose error carries no
 * path: the arguments that name an existing directory are the ones to blame.
 */
function pathlessError(e: SystemError, argv: string[], cwd: string): PersonaError | null {
  if (e.code !== 'EISDIR') return null;
  const dirs = pathArguments(argv).filter((a) => {
    try {
      return statSync(resolve(cwd, a.value)).isDirectory();
    } catch {
      return false;
    }
  });
  if (!dirs.length) return null;
  const named = [...new Set(dirs.map((a) => a.named))];
  return new PersonaError(named.length === 1 ? `${named[0]}: ${MEANING.EISDIR}` : `one of ${named.join(', ')}: ${MEANING.EISDIR}`);
}
