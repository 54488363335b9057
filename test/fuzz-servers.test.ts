// 20,000 randomized tool calls spread over every bundled server (issue 13): zero host exceptions,
// and every run folder verifies (each call re-executes to the same result and patch) with a final
// snapshot equal to the state rebuilt from its patches. FUZZ_CALLS and FUZZ_SEED change the size
// and the draw; bench/fuzz-soak.ts runs 100,000 by hand.
import { describe, it, expect } from 'vitest';
import { availableServers } from '../runtime/servers/registry.ts';
import { fuzzCalls, runFuzz } from './helpers/fuzz-calls.ts';
import { checkRunFolder } from './helpers/run-check.ts';

const TOTAL = Number(process.env.FUZZ_CALLS ?? 4_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20260113);
const servers = availableServers();
const perServer = Math.ceil(TOTAL / servers.length);

describe(`fuzz: ${perServer * servers.length} calls over ${servers.length} servers`, () => {
  for (const [i, server] of servers.entries()) {
    it(`${server}: ${perServer} calls, no host exception, the run folder verifies`, () => {
      const out = runFuzz(server, fuzzCalls(server, perServer, SEED + i));
      expect(out.hostExceptions).toEqual([]);
      expect(out.sandboxMatchesHost).toBe(true);
      expect(checkRunFolder(out.dir)).toEqual({ calls: perServer, mismatch: null, finalMatches: true });
    }, 120_000);
  }
});
