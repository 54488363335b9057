// What only a real `persona` process has: the wrapper's exit code, pipes closed by the reader.
// (Signals: serve-signals.e2e.test.ts. Everything else runs in-process through test/helpers/cli.ts.)
import { describe, it, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { cli, REPO } from './helpers/cli.ts';

describe('the persona process', () => {
  it('a reader that closes the pipe early (replay … | head) gets a quiet exit 0', async () => {
    const d = mkdtempSync(join(tmpdir(), 'persona-epipe-'));
    // The state after the last call (≈ 800 KB of JSON) is more than a pipe or socket holds, so the
    // writer meets the closed end (like `replay --json | head` on a longer run).
    expect((await cli(['exec', '--scenario', join(REPO, 'examples/lark/scenario.jsonl'), '--out', join(d, 'run'), '--quiet'])).code).toBe(0);
    const p = spawn(process.execPath, [join(REPO, 'bin/persona.js'), 'replay', join(d, 'run'), '--step', '30'], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    p.stderr.on('data', (c) => (err += c));
    // Like `head -c 10`: read a little, then close our end.
    await new Promise<void>((r) => p.stdout.once('data', () => r()));
    p.stdout.destroy();
    const code = await new Promise<number | null>((r) => p.on('exit', (c) => r(c)));
    expect(err).toBe('');
    expect(code).toBe(0);
  });
});
