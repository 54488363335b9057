// The one atomic write: a reader never sees half a file, and a crash never leaves one behind in
// the file's place (write a sibling, then rename over — rename is atomic within a filesystem).
import { writeFileSync, renameSync, rmSync } from 'node:fs';

export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const tmp = `${file}.partial`;
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}
