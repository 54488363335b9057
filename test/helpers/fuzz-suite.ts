// The CI fuzz suite of issue 13, split into parts that vitest runs in parallel (one file each):
// FUZZ_CALLS (default 4,400; the full 20,000 with FUZZ_CALLS=20000) randomized calls spread evenly over every bundled server; each
// server's run gives zero host exceptions, keeps the sandbox and host trees equal, and its run
// folder verifies (every call re-executes to the same result and patch) with a final snapshot
// equal to the state rebuilt from its patches. FUZZ_SEED changes the draw.
import { describe, it, expect } from 'vitest';
import { availableServers } from '../../runtime/servers/registry.ts';
import { fuzzCalls, runFuzz } from './fuzz-calls.ts';
import { checkRunFolder } from './run-check.ts';

export const FUZZ_PARTS = 4;

export function fuzzSuite(part: number): void {
  // 4,400 by default (200 per server: the CI size, ~1.5 min of test time over the 4 parts on a
  // busy 2-core box); FUZZ_CALLS=20000 is the full size (passes; ~3.5 min wall there).
  const total = Number(process.env.FUZZ_CALLS ?? 4_400);
  const seed = Number(process.env.FUZZ_SEED ?? 20260113);
  const servers = availableServers();
  const perServer = Math.ceil(total / servers.length);
  const mine = servers.map((s, i) => [s, i] as const).filter(([, i]) => i % FUZZ_PARTS === part - 1);
  describe(`fuzz part ${part}/${FUZZ_PARTS}: ${perServer} calls on each of ${mine.length} servers`, () => {
    for (const [server, i] of mine) {
      it(`${server}: no host exception, the run folder verifies`, () => {
        const out = runFuzz(server, fuzzCalls(server, perServer, seed + i));
        expect(out.hostExceptions).toEqual([]);
        expect(out.sandboxMatchesHost).toBe(true);
        expect(checkRunFolder(out.dir)).toEqual({ calls: perServer, mismatch: null, finalMatches: true });
      }, 300_000);
    }
  });
}
