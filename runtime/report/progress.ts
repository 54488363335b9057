// Progress of a long command on stderr, phase by phase: on a terminal one line rewritten in
// place; otherwise a line at each tenth of a phase and at its end, so CI logs stay short. Nothing
// here reaches an output file. (`persona run` has its own, richer sink: runtime/runner/progress.ts.)
export interface Counter {
  update(phase: string, done: number, total: number): void;
  end(): void;
}

export function createCounter(stream: { write(s: string): unknown; isTTY?: boolean }, name: string, opts: { tty?: boolean } = {}): Counter {
  const tty = opts.tty ?? Boolean(stream.isTTY);
  let drawn = false;
  let lastTenth = new Map<string, number>();
  return {
    update(phase, done, total) {
      const line = `${name}: ${phase} ${done}/${total}`;
      if (tty) {
        stream.write(`\r\x1b[K${line}`);
        drawn = true;
        return;
      }
      const tenth = total ? Math.floor((done * 10) / total) : 10;
      if (done === total || tenth > (lastTenth.get(phase) ?? -1)) {
        lastTenth.set(phase, tenth);
        stream.write(`${line}\n`);
      }
    },
    end() {
      if (tty && drawn) stream.write('\r\x1b[K');
      lastTenth = new Map();
    },
  };
}
