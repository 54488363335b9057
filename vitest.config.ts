import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// isolated-vm 5.0.x on Node 20 needs --no-node-snapshot in every process that creates an
// isolate, so tests run in the forks pool with that flag.
//
// Two projects: `unit` (npm test, the fast default: minutes on 2 cores) and `e2e` (npm run
// test:e2e: suites that start real servers, whole task sets or several processes under other
// TZ/locales — *.e2e.test.ts). CI (.ci/run) runs both.
const E2E = 'test/**/*.e2e.test.ts';

export default defineConfig({
  test: {
    pool: 'forks',
    execArgv: ['--no-node-snapshot'],
    // One test file per core. vitest's default (cores - 1) ran the suite one file at a time on
    // the 2-core machines CI uses, with one core idle through every file that waits on a child
    // process, a server or a worker thread.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [E2E] } },
      { extends: true, test: { name: 'e2e', include: [E2E] } },
    ],
  },
});
