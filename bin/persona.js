#!/usr/bin/env node
// The `persona` CLI. isolated-vm needs Node's startup snapshot off, so when the flag is missing
// we re-run ourselves with it; then the TypeScript sources are loaded through tsx.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

if (!process.execArgv.includes('--no-node-snapshot')) {
  const child = spawnSync(process.execPath, ['--no-node-snapshot', ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (child.signal) process.kill(process.pid, child.signal);
  process.exit(child.status ?? 1);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('../runtime/cli/main.ts');
  process.exitCode = await main(process.argv.slice(2));
}
