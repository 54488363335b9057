// The toy server under test/fixtures: a tiny hierarchy plus kernels that misbehave on purpose.
import { fileURLToPath } from 'node:url';
import { Session, type SessionOptions } from '../../runtime/session/session.ts';

export const TOY_KERNELS = fileURLToPath(new URL('../fixtures/kernels', import.meta.url));
export const TOY_SNAPSHOTS = fileURLToPath(new URL('../fixtures/snapshots', import.meta.url));

export function toySession(opts: Partial<SessionOptions> = {}): Session {
  return new Session({ servers: ['toy'], kernelsDir: TOY_KERNELS, snapshotsDir: TOY_SNAPSHOTS, seed: 1, ...opts });
}
