// Errors the real server throws inside a tool come back as isError results with the bare message
// (Node's own errno wording for file-system failures). Kernels throw FsError before they change
// anything and `guarded` turns it into that result; any other exception is a simulator bug and
// propagates (the runtime rolls the call back).

export class FsError extends Error {}

export const enoent = (syscall, path) => new FsError(`ENOENT: no such file or directory, ${syscall} '${path}'`);
export const enotdir = (syscall, path) => new FsError(`ENOTDIR: not a directory, ${syscall} '${path}'`);
export const eisdirRead = () => new FsError('EISDIR: illegal operation on a directory, read');

export function errorResult(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
}

export function guarded(fn) {
  try {
    return fn();
  } catch (e) {
    if (e instanceof FsError) return errorResult(e.message);
    throw e;
  }
}

/** A text result: the real server repeats the text as structuredContent.content. */
export function textResult(text) {
  return { content: [{ type: 'text', text }], structuredContent: { content: text } };
}
