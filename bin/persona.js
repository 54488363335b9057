#!/usr/bin/env node
// The `persona` CLI. isolated-vm needs Node's startup snapshot off, and that flag can only be
// given when Node starts. So unless it is already on (`node --no-node-snapshot bin/persona.js`,
// or NODE_OPTIONS=--no-node-snapshot, which skip the extra process), we start ourselves again
// with it and act as a transparent wrapper: the user's stdio is shared, SIGINT/SIGTERM/SIGHUP sent
// to this process are passed on to the child (so `persona serve` writes its open sessions), and
// we end the way the child ended: its exit code, or the same signal. An IPC channel lets the child
// notice if this wrapper is killed outright (SIGKILL) and stop instead of living on as an orphan.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const snapshotOff = process.execArgv.includes('--no-node-snapshot') || /(^|\s)--no-node-snapshot(\s|$)/.test(process.env.NODE_OPTIONS ?? '');

if (!snapshotOff) {
  const child = spawn(process.execPath, ['--no-node-snapshot', ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const handlers = FORWARDED.map((sig) => [sig, () => { if (child.exitCode === null && child.signalCode === null) child.kill(sig); }]);
  for (const [sig, h] of handlers) process.on(sig, h);
  child.on('error', (e) => {
    process.stderr.write(`persona: cannot start ${process.execPath}: ${e.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    for (const [sig, h] of handlers) process.off(sig, h);
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { guardProcess } = await import('../runtime/cli/process.ts');
  guardProcess();
  const { main } = await import('../runtime/cli/main.ts');
  process.exitCode = await main(process.argv.slice(2));
}
