// Redaction for SSE streams, where a model may echo a secret a few characters per event: the
// secret then never appears whole in any one frame, but the text the client assembles (the same
// JSON field across events, e.g. choices[0].delta.content) contains it. The redactor follows each
// JSON string field across frames, replaces any secret that forms there, and holds back a frame
// only while a secret could still be completing through it — so what is delivered (live, while
// recording) is exactly what is stored and replayed.
import { REDACTED, redactBytes } from './normalize.ts';

interface Segment {
  frame: number;
  parent: Record<string, unknown> | unknown[];
  key: string | number;
  start: number;
}

interface PendingFrame {
  raw: Buffer;
  /** Parsed JSON of the frame's single data line, when it has one. */
  json: unknown;
  dirty: boolean;
}

const DATA_LINE = /^data:( ?)(.*)$/;

export class SseRedactor {
  private frames: PendingFrame[] = [];
  /** Index (in the whole stream) of frames[0]. */
  private base = 0;
  private paths = new Map<string, { text: string; segments: Segment[] }>();

  constructor(private readonly secrets: readonly string[]) {}

  /** Take one frame; returns the frames (in order) that can now be delivered. */
  push(frame: Buffer): Buffer[] {
    const raw = redactBytes(frame, this.secrets);
    const index = this.base + this.frames.length;
    const entry: PendingFrame = { raw, json: undefined, dirty: false };
    this.frames.push(entry);
    const data = singleDataValue(raw);
    if (data !== null) {
      try {
        entry.json = JSON.parse(data);
      } catch {
        entry.json = undefined;
      }
    }
    if (entry.json !== undefined && typeof entry.json === 'object' && entry.json !== null) {
      this.collect(entry.json as Record<string, unknown>, '', index);
      this.redactAcrossFrames();
    }
    return this.release(false);
  }

  finish(): Buffer[] {
    return this.release(true);
  }

  private collect(node: Record<string, unknown> | unknown[], path: string, frame: number): void {
    const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    for (const k of keys) {
      const v = (node as Record<string, unknown>)[k as string];
      const p = `${path}/${k}`;
      if (typeof v === 'string') {
        let track = this.paths.get(p);
        if (!track) this.paths.set(p, (track = { text: '', segments: [] }));
        track.segments.push({ frame, parent: node, key: k, start: track.text.length });
        track.text += v;
      } else if (v && typeof v === 'object') {
        this.collect(v as Record<string, unknown>, p, frame);
      }
    }
  }

  private value(s: Segment): string {
    return (s.parent as Record<string, unknown>)[s.key as string] as string;
  }

  private redactAcrossFrames(): void {
    for (const track of this.paths.values()) {
      for (;;) {
        let hit: { at: number; len: number } | null = null;
        for (const s of this.secrets) {
          const at = track.text.indexOf(s);
          if (at >= 0 && (!hit || at < hit.at)) hit = { at, len: s.length };
        }
        if (!hit) break;
        const end = hit.at + hit.len;
        let first = true;
        for (const seg of track.segments) {
          const v = this.value(seg);
          const segEnd = seg.start + v.length;
          if (segEnd <= hit.at || seg.start >= end) continue;
          const from = Math.max(hit.at, seg.start) - seg.start;
          const to = Math.min(end, segEnd) - seg.start;
          (seg.parent as Record<string, unknown>)[seg.key as string] = v.slice(0, from) + (first ? REDACTED : '') + v.slice(to);
          first = false;
          const f = this.frames[seg.frame - this.base];
          if (f) f.dirty = true;
        }
        // Rebuild the field's text and offsets from the edited values.
        track.text = '';
        for (const seg of track.segments) {
          seg.start = track.text.length;
          track.text += this.value(seg);
        }
      }
    }
  }

  /** The first frame that a secret still forming at the end of some field could reach into. */
  private holdFrom(): number {
    let hold = Infinity;
    for (const track of this.paths.values()) {
      for (const s of this.secrets) {
        for (let k = Math.min(s.length - 1, track.text.length); k >= 1; k--) {
          if (!track.text.endsWith(s.slice(0, k))) continue;
          const start = track.text.length - k;
          const seg = [...track.segments].reverse().find((g) => g.start <= start);
          if (seg) hold = Math.min(hold, seg.frame);
          break;
        }
      }
    }
    return hold;
  }

  private release(all: boolean): Buffer[] {
    const limit = all ? Infinity : this.holdFrom();
    const out: Buffer[] = [];
    while (this.frames.length > 0 && this.base < limit) {
      const f = this.frames.shift()!;
      out.push(f.dirty ? reserialize(f.raw, f.json) : f.raw);
      this.base += 1;
    }
    // Forget what was delivered: no secret can still be forming through it (that is why it could go).
    for (const track of this.paths.values()) {
      track.segments = track.segments.filter((s) => s.frame >= this.base);
      const cut = track.segments.length > 0 ? track.segments[0].start : track.text.length;
      track.text = track.text.slice(cut);
      for (const s of track.segments) s.start -= cut;
    }
    return out;
  }
}

/** The value of the frame's data line when it has exactly one. */
function singleDataValue(frame: Buffer): string | null {
  const lines = frame.toString('utf8').split(/\r\n|\r|\n/);
  const data = lines.map((l) => DATA_LINE.exec(l)).filter((m): m is RegExpExecArray => m !== null);
  return data.length === 1 ? data[0][2] : null;
}

/** The frame with its data line re-written from the edited JSON; other lines and line ends kept. */
function reserialize(frame: Buffer, json: unknown): Buffer {
  const text = frame.toString('utf8');
  const out = text.replace(/^data:( ?)(.*)$/m, (_m, space: string) => `data:${space}${JSON.stringify(json)}`);
  return Buffer.from(out, 'utf8');
}
