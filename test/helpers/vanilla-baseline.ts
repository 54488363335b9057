// Runs a documentation-only ("vanilla") server on the reconstructed states of trace lines, as the
// trace-informed kernel tests do, and counts how many calls it answers and how many match the
// real response and state exactly. Lines whose arguments the host rejects are skipped: the host
// answers those the same way for both variants.
import { expect } from 'vitest';
import { loadServer } from '../../runtime/servers/registry.ts';
import { validatorFor } from '../../runtime/servers/validate.ts';
import { loadKernelInProcess, callInProcess } from '../../runtime/kernel/inprocess.ts';
import type { TraceLine } from '../../runtime/fidelity/traces.ts';

export interface StateCodec {
  toTree(state: unknown): object;
  fromTree(tree: object): unknown;
}

export async function vanillaOnTraces(server: string, lines: { t: TraceLine }[], codec: StateCodec, nowMs: number): Promise<{ ran: number; exact: number }> {
  const vanilla = loadServer(server);
  let ran = 0;
  let exact = 0;
  for (const c of lines) {
    const def = vanilla.toolsByName.get(c.t.tool as string)!;
    const v = validatorFor(def, vanilla.config.validation).validate(c.t.args ?? undefined);
    if (!v.ok) continue;
    const kernel = await loadKernelInProcess(vanilla, c.t.tool as string);
    const tree = codec.toTree(c.t.state_before);
    const { result } = callInProcess(vanilla, kernel, tree, v.args, { nowMs });
    expect(result.content[0].type).toBeDefined();
    ran += 1;
    if (JSON.stringify(result) === JSON.stringify(c.t.response) && JSON.stringify(codec.fromTree(tree)) === JSON.stringify(c.t.state_after)) exact += 1;
  }
  return { ran, exact };
}
