// Per-call random streams: every kernel call draws from its own generator, seeded by
// sha256(run seed, server, call sequence), so a call's IDs do not depend on what ran before it
// in another server or on how many random numbers an earlier kernel consumed.
import { createHash } from 'node:crypto';

export function callSeedWords(runSeed: number | string, server: string, seq: number): number[] {
  const digest = createHash('sha256').update(`mcp-persona/call-seed/v1\0${runSeed}\0${server}\0${seq}`).digest();
  return [digest.readUInt32BE(0), digest.readUInt32BE(4), digest.readUInt32BE(8), digest.readUInt32BE(12)];
}

/** A short deterministic hex token for a run (for log ids and the like). */
export function seededHex(runSeed: number | string, label: string, length: number): string {
  return createHash('sha256').update(`mcp-persona/hex/v1\0${runSeed}\0${label}`).digest('hex').slice(0, length);
}
