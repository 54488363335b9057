// What the `persona` process (not `main()`, which tests call in-process) sets up once:
//  - a reader that closes our output early (`persona replay --json | head`) is not an error: the
//    rest of stdout/stderr is dropped quietly and the command still finishes, so nothing it was
//    writing to disk is cut short;
//  - when bin/persona.js re-spawned us and is itself killed outright, its IPC channel closes: stop
//    as if sent SIGTERM (commands that stop cleanly, like serve, listen for that themselves).

export function guardProcess(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
      // Later writes go nowhere; callers that wait for the write callback still get it.
      stream.write = ((_chunk: unknown, enc?: unknown, cb?: unknown) => {
        const done = typeof enc === 'function' ? enc : cb;
        if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
        return true;
      }) as typeof stream.write;
    });
  }
  if (process.channel) {
    // The channel must not keep a finished command alive.
    process.channel.unref();
    process.on('disconnect', () => {
      if (process.listenerCount('disconnect') === 1) process.kill(process.pid, 'SIGTERM');
    });
  }
}
