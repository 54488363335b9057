// The signals that ask a long-running command (serve) to stop cleanly: Ctrl-C, `kill`, and the
// terminal hanging up. One list and one installer so every front reacts to the same set.
//
// A handler stays installed until the work is done: a second signal (Ctrl-C reaches both
// bin/persona.js and its re-spawned child, and the parent forwards it too) must not fall through
// to Node's default action and kill the process half-way through writing run folders.

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/**
 * Calls `onStop` once, on the first of STOP_SIGNALS (later ones are absorbed) or when the parent
 * that spawned us (bin/persona.js, over its IPC channel) goes away. Returns a function that
 * removes the handlers; call it once stopping is finished.
 */
export function onStopSignal(onStop: (signal: StopSignal | 'disconnect') => void): () => void {
  let fired = false;
  const fire = (s: StopSignal | 'disconnect') => {
    if (fired) return;
    fired = true;
    onStop(s);
  };
  const handlers = STOP_SIGNALS.map((s) => [s, () => fire(s)] as const);
  for (const [s, h] of handlers) process.on(s, h);
  const onDisconnect = () => fire('disconnect');
  process.on('disconnect', onDisconnect);
  return () => {
    for (const [s, h] of handlers) process.off(s, h);
    process.off('disconnect', onDisconnect);
  };
}
