// Checks a finished run folder the way `persona replay --verify` does, in-process: it opens,
// every call re-executes to the same result and patch, the state rebuilt from the patches equals
// the final snapshot, and the sandbox's and host's trees agreed throughout.
import { join } from 'node:path';
import { openRun, readRunSnapshot, RUN_FILES } from '../../runtime/run/run-folder.ts';
import { stateAt, verifyRun } from '../../runtime/replay/replay.ts';
import { canonicalJson } from '../../runtime/util/canonical.ts';

export interface RunCheck {
  calls: number;
  mismatch: string | null;
  finalMatches: boolean;
}

export function checkRunFolder(dir: string, kernelsDir?: string): RunCheck {
  const run = openRun(dir);
  const report = verifyRun(run, { kernelsDir });
  const last = run.calls.length ? run.calls[run.calls.length - 1].seq : 0;
  const rebuilt = stateAt(run, last);
  const final = readRunSnapshot(join(dir, RUN_FILES.final));
  const m = report.mismatch;
  return {
    calls: report.calls,
    mismatch: m ? `call ${m.seq} ${m.server}/${m.tool} ${m.field}: recorded ${m.recorded.slice(0, 300)} replayed ${m.replayed.slice(0, 300)}` : null,
    finalMatches: canonicalJson(rebuilt) === canonicalJson(final),
  };
}
