// Server-sent events, at two levels:
//  - SseFrameSplitter cuts a byte stream into frames (each event with the blank line that ends it),
//    so the cassette can store and replay a stream frame by frame, whatever chunking the network
//    happened to deliver. Frames concatenate back to the exact bytes received.
//  - SseEventParser turns text into events ({event, data}) per the WHATWG EventSource rules, for
//    the client that reads the stream.

const CR = 0x0d;
const LF = 0x0a;

/** Incremental byte-level splitter: push chunks, get back every frame completed so far. */
export class SseFrameSplitter {
  private pending: Buffer = Buffer.alloc(0);
  /** Where the line being scanned starts (lines before it in `pending` are known non-empty). */
  private lineStart = 0;

  push(chunk: Uint8Array): Buffer[] {
    this.pending = this.pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.pending, chunk]);
    const frames: Buffer[] = [];
    for (;;) {
      const end = this.scan();
      if (end < 0) break;
      frames.push(this.pending.subarray(0, end));
      this.pending = this.pending.subarray(end);
      this.lineStart = 0;
    }
    return frames;
  }

  /** The unterminated tail at the end of the stream (a last event without its blank line). */
  finish(): Buffer[] {
    const rest = this.pending;
    this.pending = Buffer.alloc(0);
    this.lineStart = 0;
    return rest.length > 0 ? [rest] : [];
  }

  /** Index just past the blank line that ends the first frame in `pending`, or -1. */
  private scan(): number {
    const buf = this.pending;
    let pos = this.lineStart;
    while (pos < buf.length) {
      let eol = pos;
      while (eol < buf.length && buf[eol] !== CR && buf[eol] !== LF) eol++;
      if (eol >= buf.length) break;
      let eolLen = 1;
      if (buf[eol] === CR) {
        // A CR at the very end might be the first half of CRLF: wait for the next byte.
        if (eol + 1 >= buf.length) break;
        if (buf[eol + 1] === LF) eolLen = 2;
      }
      const next = eol + eolLen;
      if (eol === pos) return next; // an empty line ends the frame
      pos = next;
      this.lineStart = pos;
    }
    return -1;
  }
}

export interface SseEvent {
  /** The `event:` field, or "message" when absent. */
  event: string;
  data: string;
  id?: string;
}

/** Incremental text-level parser (decodes UTF-8 across chunk boundaries). */
export class SseEventParser {
  private decoder = new TextDecoder('utf-8');
  private text = '';
  private dataLines: string[] = [];
  private eventName = '';
  private lastId: string | undefined;
  private sawData = false;

  push(chunk: Uint8Array): SseEvent[] {
    this.text += this.decoder.decode(chunk, { stream: true });
    return this.drain(false);
  }

  finish(): SseEvent[] {
    this.text += this.decoder.decode();
    const events = this.drain(true);
    // A stream may end without the final blank line; what was gathered still counts.
    if (this.sawData) events.push(this.dispatch());
    return events;
  }

  private drain(atEnd: boolean): SseEvent[] {
    const events: SseEvent[] = [];
    for (;;) {
      const m = /\r\n|\r|\n/.exec(this.text);
      if (!m) break;
      // A lone CR at the end of the text may be the first half of CRLF.
      if (m[0] === '\r' && m.index === this.text.length - 1 && !atEnd) break;
      const line = this.text.slice(0, m.index);
      this.text = this.text.slice(m.index + m[0].length);
      const ev = this.line(line);
      if (ev) events.push(ev);
    }
    if (atEnd && this.text.length > 0) {
      const ev = this.line(this.text);
      this.text = '';
      if (ev) events.push(ev);
    }
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.sawData ? this.dispatch() : this.reset();
    if (line.startsWith(':')) return null; // comment
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      this.dataLines.push(value);
      this.sawData = true;
    } else if (field === 'event') {
      this.eventName = value;
    } else if (field === 'id' && !value.includes('\0')) {
      this.lastId = value;
    }
    return null;
  }

  private dispatch(): SseEvent {
    const ev: SseEvent = { event: this.eventName || 'message', data: this.dataLines.join('\n') };
    if (this.lastId !== undefined) ev.id = this.lastId;
    this.reset();
    return ev;
  }

  private reset(): null {
    this.dataLines = [];
    this.eventName = '';
    this.sawData = false;
    return null;
  }
}

export function isEventStream(contentType: string | undefined): boolean {
  return typeof contentType === 'string' && /^\s*text\/event-stream\b/i.test(contentType);
}
