// Integer flags, checked the same way by every command: a one-line error naming the flag.
import { PersonaError } from '../util/errors.ts';

/** An integer flag within [min, max]; `dflt` when absent. */
export function intArg(name: string, v: string | undefined, dflt: number, min: number, max: number): number {
  if (v === undefined) return dflt;
  if (!/^-?\d+$/.test(v) || Number(v) < min || Number(v) > max) throw new PersonaError(`--${name} must be an integer from ${min} to ${max} (got "${v}")`);
  return Number(v);
}

/** A non-negative integer flag (a step, an ordinal); `dflt` when absent. */
export function countArg(name: string, v: string | undefined, dflt: number): number {
  if (v === undefined) return dflt;
  if (!/^\d+$/.test(v)) throw new PersonaError(`--${name} must be a non-negative integer (got "${v}")`);
  return Number(v);
}
