// Runs `persona …` in-process through main(argv), capturing what it writes to stdout and stderr
// (no child process: seconds, not minutes).
import { main } from '../../runtime/cli/main.ts';

export async function personaMain(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((c: string | Uint8Array) => { stdout += typeof c === 'string' ? c : Buffer.from(c).toString('utf8'); return true; }) as typeof process.stdout.write;
  process.stderr.write = ((c: string | Uint8Array) => { stderr += typeof c === 'string' ? c : Buffer.from(c).toString('utf8'); return true; }) as typeof process.stderr.write;
  try {
    const code = await main(argv);
    return { code, stdout, stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}
