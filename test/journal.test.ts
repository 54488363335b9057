// The journal is append-only msgpack frames with checksums: a run killed mid-write stays
// readable up to its last whole record, and corruption is reported, never silently accepted.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, truncateSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { RecordedSession, openRun, RUN_FILES } from '../runtime/run/run-folder.ts';
import { readJournal } from '../runtime/journal/journal.ts';
import { stateAt, verifyRun } from '../runtime/replay/replay.ts';
import { TOY_KERNELS, TOY_SNAPSHOTS } from './helpers/toy.ts';

function recordToyRun(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'persona-j-')), 'run');
  const run = new RecordedSession(dir, { servers: ['toy'], kernelsDir: TOY_KERNELS, snapshotsDir: TOY_SNAPSHOTS, seed: 3 });
  for (let i = 0; i < 5; i += 1) run.call('toy', 'add_note', { folder: 'f1', title: `note ${i}` });
  run.call('toy', 'add_note', { folder: 'missing', title: 'x' });
  run.close();
  return dir;
}

describe('journal', () => {
  it('records header and calls; replay rebuilds states from patches and verify re-executes', () => {
    const dir = recordToyRun();
    const run = openRun(dir);
    expect(run.header.seed).toBe(3);
    expect(run.header.servers).toEqual(['toy']);
    expect(run.header.kernels.toy).toMatch(/^[0-9a-f]{64}$/);
    expect(run.calls.map((c) => c.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(run.calls[1].clock).toBe('2026-01-01T09:01:00.000Z');
    expect(Object.keys((stateAt(run, 2).toy.folders as any).f1.notes)).toHaveLength(3);
    expect(verifyRun(run, { kernelsDir: TOY_KERNELS }).mismatch).toBeNull();
  });

  it('a torn tail is detected and every whole record before it stays readable', () => {
    const dir = recordToyRun();
    const file = join(dir, RUN_FILES.journal);
    const size = statSync(file).size;
    truncateSync(file, size - 7);
    const j = readJournal(file);
    expect(j.torn?.reason).toMatch(/truncated/);
    // The cut falls in the last frame, the `end` record: every call before it is whole.
    expect(j.records).toHaveLength(6);
    expect(j.records.map((r: any) => r.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a flipped byte is corruption (checksum mismatch), not a silently different record nor a torn end', () => {
    const dir = recordToyRun();
    const file = join(dir, RUN_FILES.journal);
    const buf = readFileSync(file);
    buf[buf.length - 3] ^= 0xff;
    writeFileSync(file, buf);
    const j = readJournal(file);
    expect(j.corrupt?.reason).toBe('checksum mismatch');
    expect(j.torn).toBeNull();
    expect(j.records).toHaveLength(6);
  });

  it('verify names the first step whose result differs', () => {
    const dir = recordToyRun();
    const run = openRun(dir);
    (run.calls[3].result.content[0] as any).text = 'tampered';
    const report = verifyRun(run, { kernelsDir: TOY_KERNELS });
    expect(report.mismatch).toMatchObject({ seq: 4, tool: 'add_note', field: 'result' });
  });

  it('refuses to write a run into a folder that already holds one', () => {
    const dir = recordToyRun();
    const before = readFileSync(join(dir, RUN_FILES.journal));
    expect(() => new RecordedSession(dir, { servers: ['toy'], kernelsDir: TOY_KERNELS, snapshotsDir: TOY_SNAPSHOTS })).toThrow(/not empty/);
    expect(readFileSync(join(dir, RUN_FILES.journal)).equals(before)).toBe(true);
  });
});
