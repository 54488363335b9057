import { defineConfig } from 'vitest/config';

// isolated-vm 5.0.x on Node 20 needs --no-node-snapshot in every process that creates an
// isolate, so tests run in the forks pool with that flag.
export default defineConfig({
  test: {
    pool: 'forks',
    execArgv: ['--no-node-snapshot'],
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
