// Progress of `persona run` on stderr: on a terminal one status line rewritten in place (done,
// running, failed, tokens, cost); otherwise one plain line per finished run, so logs of CI jobs
// and Kubernetes pods stay readable. Nothing here reaches a run folder.
import type { RunSummary } from './agent-loop.ts';

export interface ProgressSink {
  start(total: number, kept: number): void;
  started(label: string): void;
  tokens(n: number): void;
  finished(label: string, s: RunSummary): void;
  end(): void;
}

function fmtTokens(n: number): string {
  return n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e4 ? `${Math.round(n / 1e3)}k` : String(n);
}

export function createProgress(stream: NodeJS.WriteStream | { write(s: string): unknown; isTTY?: boolean }, opts: { tty?: boolean } = {}): ProgressSink {
  const tty = opts.tty ?? Boolean((stream as { isTTY?: boolean }).isTTY);
  let total = 0;
  let done = 0;
  let failed = 0;
  let running = 0;
  let tokens = 0;
  let cost = 0;
  let costKnown = true;
  const line = () => `persona run: ${done}/${total} done · ${running} running · ${failed} failed · ${fmtTokens(tokens)} tokens · ${costKnown ? `$${cost.toFixed(4)}` : 'cost n/a'}`;
  const draw = () => {
    if (tty) stream.write(`\r\x1b[K${line()}`);
  };
  return {
    start(t, kept) {
      total = t;
      done = kept;
      if (!tty) stream.write(`persona run: ${t} run(s)${kept ? `, ${kept} already finished (kept)` : ''}\n`);
      draw();
    },
    started() {
      running += 1;
      draw();
    },
    tokens(n) {
      tokens += n;
      draw();
    },
    finished(label, s) {
      running -= 1;
      done += 1;
      if (s.status === 'error') failed += 1;
      if (s.cost_usd === null) costKnown = false;
      else cost += s.cost_usd;
      if (tty) draw();
      else {
        const what = s.status === 'error' ? `error: ${s.error}` : `${s.status}, ${s.rounds} rounds, ${s.calls} tool calls, ${s.usage.total_tokens} tokens${s.cost_usd === null ? '' : `, $${s.cost_usd.toFixed(4)}`}`;
        stream.write(`[${done}/${total}] ${label}: ${what}\n`);
      }
    },
    end() {
      if (tty) stream.write(`\r\x1b[K${line()}\n`);
      else stream.write(`${line()}\n`);
    },
  };
}
