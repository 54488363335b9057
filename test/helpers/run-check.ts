// Checks a finished run folder the way `persona replay --verify` does, in-process: it opens,
// every call re-executes to the same result and patch, the state rebuilt from the patches equals
// the final snapshot, and the sandbox's and host's trees agreed throughout.
import { openRun } from '../../runtime/run/run-folder.ts';
import { checkFinalState, verifyRun } from '../../runtime/replay/replay.ts';

export interface RunCheck {
  calls: number;
  mismatch: string | null;
  finalMatches: boolean;
}

export function checkRunFolder(dir: string, kernelsDir?: string): RunCheck {
  const run = openRun(dir);
  const report = verifyRun(run, { kernelsDir });
  const m = report.mismatch;
  return {
    calls: report.calls,
    mismatch: m ? `call ${m.seq} ${m.server}/${m.tool} ${m.field}: recorded ${m.recorded.slice(0, 300)} replayed ${m.replayed.slice(0, 300)}` : null,
    // The state rebuilt from the patches has the final hash the journal recorded (run format 2).
    finalMatches: checkFinalState(run) === null,
  };
}
