// `--kernels-dir <dir>[,<dir>…]` and `--snapshots-dir <dir>[,<dir>…]`, shared by serve, exec, run and
// fidelity: servers (and their snapshots) kept outside the package — a `persona gen kernel`
// output, a researcher's own — are searched before the bundled kernels/ and snapshots/.
import { setKernelsSearchPath } from '../servers/registry.ts';
import { setSnapshotsSearchPath } from '../snapshot/snapshot.ts';
import { inputDirArg } from './args.ts';

export const KERNELS_DIR_HELP = `  --kernels-dir <dir>    folders of server folders searched before the bundled kernels/
                         (comma-separated; a server folder itself stands for its parent)
  --snapshots-dir <dir>  folders of <server>/<persona>.json searched before snapshots/`;

export function kernelsDirOptions() {
  return { 'kernels-dir': { type: 'string' as const }, 'snapshots-dir': { type: 'string' as const } };
}

const list = (v: unknown) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);

/** Applies the two flags (absent: only the bundled folders) before any server is loaded. */
export function applyKernelsDirs(values: Record<string, unknown>): void {
  // Each folder must exist: a mistyped one would otherwise be skipped silently.
  setKernelsSearchPath(list(values['kernels-dir']).map((d) => inputDirArg('--kernels-dir', d)));
  setSnapshotsSearchPath(list(values['snapshots-dir']).map((d) => inputDirArg('--snapshots-dir', d)));
}
