// SSE at the byte level (frames, whatever the chunking) and at the text level (events).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SseEventParser, SseFrameSplitter } from '../runtime/llm/sse.ts';

function split(bytes: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let at = 0;
  for (const p of points) {
    out.push(bytes.subarray(at, p));
    at = p;
  }
  out.push(bytes.subarray(at));
  return out;
}

describe('SSE frames', () => {
  const stream = Buffer.from('data: {"a":1}\n\n: comment\n\nevent: x\r\ndata: line1\r\ndata: line2\r\n\r\ndata: ünïcödé\r\rdata: tail without end', 'utf8');
  const expected = ['data: {"a":1}\n\n', ': comment\n\n', 'event: x\r\ndata: line1\r\ndata: line2\r\n\r\n', 'data: ünïcödé\r\r', 'data: tail without end'];

  it('splits into frames that keep their terminators and concatenate to the input', () => {
    const s = new SseFrameSplitter();
    const frames = [...s.push(stream), ...s.finish()].map((f) => f.toString('utf8'));
    expect(frames).toEqual(expected);
  });

  it('gives the same frames under any chunking (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
        const s = new SseFrameSplitter();
        const frames: Buffer[] = [];
        for (const piece of split(stream, cuts)) frames.push(...s.push(piece));
        frames.push(...s.finish());
        expect(frames.map((f) => f.toString('utf8'))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('does not end a frame on a CR that may be half of CRLF', () => {
    const s = new SseFrameSplitter();
    expect(s.push(Buffer.from('data: a\r\n\r'))).toEqual([]);
    expect(s.push(Buffer.from('\ndata: b\n\n')).map(String)).toEqual(['data: a\r\n\r\n', 'data: b\n\n']);
  });
});

describe('SSE events', () => {
  it('parses fields, multi-line data, comments, CRLF and a last event without its blank line, under any chunking', () => {
    const bytes = Buffer.from('event: message_start\ndata: {"x":1}\n\n: ping\n\ndata: a\ndata:b\nid: 7\n\nretry: 5\n\ndata: ü\r\n\r\ndata: end', 'utf8');
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 10 }), (cuts) => {
        const p = new SseEventParser();
        const events = [];
        for (const piece of split(bytes, cuts)) events.push(...p.push(piece));
        events.push(...p.finish());
        expect(events).toEqual([
          { event: 'message_start', data: '{"x":1}' },
          { event: 'message', data: 'a\nb', id: '7' },
          { event: 'message', data: 'ü', id: '7' },
          { event: 'message', data: 'end', id: '7' },
        ]);
      }),
      { numRuns: 200 },
    );
  });
});
