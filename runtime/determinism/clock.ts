// The run clock: starts at the task's anchor and advances by a fixed step per tool call. Nothing
// in the runtime reads the wall clock for anything that shapes an output.
import { z } from 'zod';

export const DEFAULT_ANCHOR = '2026-01-01T09:00:00Z';
export const DEFAULT_STEP_MS = 60_000;

export const ClockSpec = z.object({
  anchor: z.string().refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)), {
    message: 'must be an ISO-8601 time with a zone, e.g. 2026-01-01T09:00:00Z',
  }).default(DEFAULT_ANCHOR),
  stepMs: z.number().int().min(0).max(86_400_000).default(DEFAULT_STEP_MS),
});
export type ClockSpec = z.infer<typeof ClockSpec>;

export const defaultClock = (): ClockSpec => ({ anchor: DEFAULT_ANCHOR, stepMs: DEFAULT_STEP_MS });

/** Clock time of call `seq` (1-based): the first call sees the anchor itself. */
export function clockAt(clock: ClockSpec, seq: number): number {
  return Date.parse(clock.anchor) + (seq - 1) * clock.stepMs;
}
