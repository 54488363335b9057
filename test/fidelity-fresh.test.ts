// The hand-written trace kernels on traces recorded after they were written (examples/traces/fresh):
// every success/failure label must still agree with the real server (the out-of-sample gate), and
// the balanced draw of the paper is reproducible on them.
import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { runFidelity } from '../runtime/fidelity/harness.ts';
import { readTraces } from '../runtime/fidelity/traces.ts';
import { ruleLabeler } from '../runtime/fidelity/judge.ts';
import { REPO } from './helpers/cli.ts';

const fresh = (s: string) => join(REPO, 'examples', 'traces', 'fresh', `${s}.traces.jsonl`);

describe.each(['memory', 'filesystem', 'taskmanager'])('fresh traces of the real %s server', (server) => {
  it('the trace-informed kernels agree on every label, and reproduce every state', async () => {
    const r = await runFidelity({ server, traces: readTraces(fresh(server)), tracesName: `${server}.traces.jsonl`, labeler: ruleLabeler });
    expect(r.verdicts.filter((v) => v.cell === 'fp' || v.cell === 'fn').map((v) => v.seq)).toEqual([]);
    expect(r.f1).toBe(1);
    expect(r.stateMatch.matched).toBe(r.stateMatch.compared);
    // Only the SDK's validation wording (zod 4 here, zod 3 in the kernels) keeps responses apart.
    expect(r.meteor).toBeGreaterThan(0.9);
  });
});
