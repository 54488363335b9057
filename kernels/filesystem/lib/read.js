// Reading a file as text the way read_text_file (and its deprecated alias read_file) does.
import { FsError, enoent, eisdirRead } from './errors.js';
import { resolvePath } from './paths.js';
import { entryAt, fileText } from './model.js';

// head/tail count lines; a fractional count rounds up; zero means "not given"; a negative count
// gives nothing. head splits on `\n` and drops the empty piece after a final newline; tail first
// turns `\r\n` into `\n` and keeps that empty piece (so `tail: 1` of a file ending in a newline is
// empty). Both join the lines with `\n`.
const lineCount = (n) => (n > 0 ? Math.ceil(n) : 0);

function head(text, n) {
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  return lines.slice(0, lineCount(n)).join('\n');
}

function tail(text, n) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const k = lineCount(n);
  return k === 0 ? '' : lines.slice(-k).join('\n');
}

/** The whole text of the file at `abs`/`rel`, or the error the server gives. */
export function readWhole(fs, abs, rel) {
  const e = entryAt(fs, rel);
  if (!e) throw enoent('open', abs);
  if (e.type === 'dir') throw eisdirRead();
  return fileText(e);
}

export function readText(fs, args) {
  const { abs, rel } = resolvePath(fs, args.path);
  if (args.head && args.tail) throw new FsError('Cannot specify both head and tail parameters simultaneously');
  const text = readWhole(fs, abs, rel);
  if (args.tail) return tail(text, args.tail);
  if (args.head) return head(text, args.head);
  return text;
}
