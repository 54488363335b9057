// The run format (runtime/format/run-format.ts): version-1 run folders keep replaying, diffing, verifying
// and scoring byte-identically; every stored record is checked (a malformed or unknown one is a
// one-line error naming file and field); a damaged journal is corrupt or torn, never silently
// shorter; tables do not count the score of a run that changed or no longer verifies.
import { describe, it, expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { main } from '../runtime/cli/main.ts';
import { readJournal, encodeFrame, JOURNAL_MAGIC } from '../runtime/journal/journal.ts';
import { RecordedSession, openRun, RUN_FILES } from '../runtime/run/run-folder.ts';
import { migrateHeader } from '../runtime/format/run-format.ts';
import { runState } from '../runtime/runner/layout.ts';
import { checkFinalState } from '../runtime/replay/replay.ts';
import { PersonaError } from '../runtime/util/errors.ts';
import { sha256Hex } from '../runtime/util/canonical.ts';
import { TOY_KERNELS, TOY_SNAPSHOTS } from './helpers/toy.ts';

const V1 = fileURLToPath(new URL('./fixtures/runs-v1', import.meta.url));
/** As the goldens were made: from the repository root, with relative paths (what replay prints). */
const V1_REL = 'test/fixtures/runs-v1';
const EXPECTED = join(V1, 'expected');
// The task files as they were when the version-1 runs were made: the bundled task has changed
// since (more checkpoints), and eval scores a run only against the task version it ran.
const V1_TASKS = ['--tasks-dir', join(V1, 'tasks')];
const V1_RUNS = ['out/oracle/telegram-brunch-reply/trial-1', 'out/naive/telegram-brunch-reply/trial-1', 'scenario', 'served'];

/** `persona <argv>` in this process: exit code and what it printed. */
async function persona(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((s: string | Uint8Array) => { stdout += String(s); return true; }) as typeof process.stdout.write;
  process.stderr.write = ((s: string | Uint8Array) => { stderr += String(s); return true; }) as typeof process.stderr.write;
  try {
    const code = await main(argv);
    return { code, stdout, stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

function copyOf(dir: string): string {
  const to = join(mkdtempSync(join(tmpdir(), 'persona-rf-')), 'copy');
  cpSync(dir, to, { recursive: true });
  return to;
}

function recordToyRun(calls = 6): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'persona-rf-')), 'run');
  const run = new RecordedSession(dir, { servers: ['toy'], kernelsDir: TOY_KERNELS, snapshotsDir: TOY_SNAPSHOTS, seed: 3 });
  for (let i = 0; i < calls; i += 1) run.call('toy', 'add_note', { folder: 'f1', title: `note ${i}` });
  run.close();
  return dir;
}

/** Byte offsets where each frame of a journal starts (after the magic). */
function frameOffsets(buf: Buffer): number[] {
  const out: number[] = [];
  let o = JOURNAL_MAGIC.length;
  while (o < buf.length) {
    out.push(o);
    o += 8 + buf.readUInt32BE(o);
  }
  return out;
}

describe('version-1 run folders (test/fixtures/runs-v1)', () => {
  it('diff and replay --step print what the version-1 code printed, byte for byte; replay lists the same calls', async () => {
    const stepHashes = new Map(readFileSync(join(EXPECTED, 'step1.sha256'), 'utf8').trim().split('\n').map((l) => l.split(/\s+/).reverse() as [string, string]));
    // The call lines of the trajectory (the rest of replay's text is the report's to shape).
    const callLines = (text: string) => text.split('\n').filter((l) => /^#\d+ /.test(l)).map((l) => l.split(' ').slice(0, 3).join(' '));
    for (const rel of V1_RUNS) {
      const name = rel.split('/').join('_');
      const dir = `${V1_REL}/${rel}`;
      expect(process.cwd()).toBe(join(V1, '../../..'));
      const replay = await persona(['replay', dir]);
      expect(replay.code).toBe(0);
      expect(callLines(replay.stdout)).toEqual(callLines(readFileSync(join(EXPECTED, `replay.${name}.txt`), 'utf8')));
      expect(callLines(replay.stdout).length).toBeGreaterThan(0);
      expect(sha256Hex((await persona(['replay', dir, '--step', '1'])).stdout)).toBe(stepHashes.get(`step1.${name}.json`));
      expect((await persona(['diff', dir])).stdout).toBe(readFileSync(join(EXPECTED, `diff.${name}.txt`), 'utf8'));
      expect((await persona(['diff', dir, '--json'])).stdout).toBe(readFileSync(join(EXPECTED, `diff-json.${name}.json`), 'utf8'));
    }
  });

  it('verify re-executes them and checks their final snapshots', async () => {
    for (const rel of V1_RUNS) {
      const r = await persona(['replay', join(V1, rel), '--verify']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
    }
  });

  it('replay --json gives the header migrated to the current version and the records unchanged', async () => {
    const r = await persona(['replay', join(V1, 'out/oracle/telegram-brunch-reply/trial-1'), '--json']);
    const now = JSON.parse(r.stdout);
    const then = JSON.parse(readFileSync(join(EXPECTED, 'replay-json.out_oracle_telegram-brunch-reply_trial-1.json'), 'utf8'));
    expect(now.calls).toEqual(then.calls);
    expect(now.header).toEqual({ ...then.header, version: 2, settings: { kind: 'agent', ...then.header.settings } });
    const scenario = openRun(join(V1, 'scenario'));
    expect(scenario.storedVersion).toBe(1);
    expect(scenario.header.settings).toEqual({ kind: 'scenario' });
  });

  it('tables from their version-1 score files are the same bytes; eval scores them again', async () => {
    const r = await persona(['tables', join(V1, 'out')]);
    expect(r.stdout).toBe(readFileSync(join(EXPECTED, 'tables.md'), 'utf8'));
    const copy = copyOf(join(V1, 'out'));
    for (const m of ['oracle', 'naive']) rmSync(join(copy, m, 'telegram-brunch-reply/trial-1/score.rule-based.json'));
    const e = await persona(['eval', copy, '--quiet', ...V1_TASKS]);
    expect(e.code).toBe(0);
    // Scored again, the scores also carry the tokens the runs recorded (a table of its own); every
    // table the version-1 code printed is still there, byte for byte.
    const again = (await persona(['tables', copy])).stdout;
    for (const block of readFileSync(join(EXPECTED, 'tables.md'), 'utf8').split('\n\n')) expect(again).toContain(block.trim());
  });

  it('a version-1 run folder counts as complete for --resume', () => {
    expect(runState(join(V1, 'out/oracle/telegram-brunch-reply/trial-1')).complete).toBe(true);
  });
});

describe('journal integrity', () => {
  it('a flipped byte anywhere in a journal is never read as a whole, shorter journal', () => {
    const dir = recordToyRun();
    const file = join(dir, RUN_FILES.journal);
    const clean = readFileSync(file);
    const lastFrame = frameOffsets(clean).at(-1)!;
    fc.assert(fc.property(fc.integer({ min: JOURNAL_MAGIC.length, max: clean.length - 1 }), fc.integer({ min: 1, max: 255 }), (at, mask) => {
      const buf = Buffer.from(clean);
      buf[at] ^= mask;
      writeFileSync(file, buf);
      let j: ReturnType<typeof readJournal>;
      try {
        j = readJournal(file);
      } catch (e) {
        // The header (or a record's fields) no longer reads: a one-line error naming the file.
        expect(e).toBeInstanceOf(PersonaError);
        expect((e as Error).message.startsWith(file)).toBe(true);
        expect((e as Error).message).not.toContain('\n');
        return;
      }
      // A cut that leaves nothing whole after it can only be told from a torn write in the last frame.
      if (at < lastFrame) expect(j.corrupt).not.toBeNull();
      else expect(j.corrupt ?? j.torn).not.toBeNull();
    }), { numRuns: 300 });
  });

  it('a journal cut anywhere is torn (not corrupt) and keeps every whole record before the cut; cut between frames, it lacks its end', () => {
    const dir = recordToyRun();
    const file = join(dir, RUN_FILES.journal);
    const clean = readFileSync(file);
    const offsets = frameOffsets(clean);
    const cuts = fc.oneof(fc.integer({ min: offsets[1] + 1, max: clean.length - 1 }), fc.constantFrom(...offsets.slice(1)));
    fc.assert(fc.property(cuts, (cut) => {
      writeFileSync(file, clean.subarray(0, cut));
      const j = readJournal(file);
      expect(j.corrupt).toBeNull();
      expect(j.records).toHaveLength(offsets.filter((o, i) => i > 0 && (offsets[i + 1] ?? clean.length) <= cut).length);
      if (offsets.includes(cut)) {
        // Whole frames only: readable, but the run was not closed — no `end`, so not complete.
        expect(j.torn).toBeNull();
        expect(j.records.some((r) => r.type === 'end')).toBe(false);
        expect(checkFinalState(openRun(dir))).toMatch(/hash is not recorded \(the journal was cut off/);
      } else expect(j.torn).not.toBeNull();
    }), { numRuns: 200 });
  });

  it('verify fails on a checksum mismatch mid-journal, naming the file and byte offset; replay shows the records before it', async () => {
    const dir = recordToyRun(30);
    const file = join(dir, RUN_FILES.journal);
    const buf = readFileSync(file);
    const offsets = frameOffsets(buf);
    const mid = offsets[10];
    buf[mid + 12] ^= 0x01;
    writeFileSync(file, buf);
    const v = await persona(['replay', dir, '--verify']);
    expect(v.code).toBe(1);
    expect(v.stdout).toBe('');
    expect(v.stderr.trim().split('\n')).toEqual([`persona replay: verify FAILED: ${file}: journal is corrupt at byte ${mid} (checksum mismatch); 9 whole records before it`]);
    const r = await persona(['replay', dir]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`journal is corrupt at byte ${mid}`);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('#'))).toHaveLength(9);
  });

  it('a torn tail is reported as such by verify, replay and diff', async () => {
    const dir = copyOf(join(V1, 'scenario'));
    const file = join(dir, RUN_FILES.journal);
    const buf = readFileSync(file);
    writeFileSync(file, buf.subarray(0, buf.length - 3));
    const v = await persona(['replay', dir, '--verify']);
    expect(v.code).toBe(1);
    expect(v.stderr).toMatch(/journal ends in a torn record at byte \d+ \(truncated frame; the writer was stopped mid-record\)/);
    const d = await persona(['diff', dir]);
    expect(d.code).toBe(0);
    expect(d.stderr).toMatch(/^warning: .*torn record/);
  });

  it('verify and diff check the final state against its recorded hash (a stored final snapshot too)', async () => {
    // Version 1: the final snapshot in the run folder.
    const v1 = copyOf(join(V1, 'scenario'));
    const file = join(v1, RUN_FILES.final);
    const buf = readFileSync(file);
    buf[buf.indexOf('Li Ming')] = 'X'.charCodeAt(0);
    writeFileSync(file, buf);
    for (const argv of [['replay', v1, '--verify'], ['diff', v1]]) {
      const r = await persona(argv);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`${file}: snapshot of telegram does not match its hash (corrupt)`);
    }
    // Version 2: the `end` record's hash against the state rebuilt from the patches.
    const dir = join(mkdtempSync(join(tmpdir(), 'persona-rf-')), 'run');
    const rec = new RecordedSession(dir, { servers: ['telegram'], seed: 7 });
    rec.call('telegram', 'tg_send', { chat: 'sarahkimsf', text: 'hi' });
    rec.close();
    const journal = join(dir, RUN_FILES.journal);
    const clean = readFileSync(journal);
    const offsets = frameOffsets(clean);
    const j = readJournal(journal);
    const end = j.records.at(-1)!;
    expect(end.type).toBe('end');
    writeFileSync(journal, Buffer.concat([clean.subarray(0, offsets.at(-1)), encodeFrame({ type: 'end', final: { telegram: '0'.repeat(64) } })]));
    for (const argv of [['replay', dir, '--verify'], ['diff', dir]]) {
      const r = await persona(argv);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('the state rebuilt from the journal\'s patches for telegram does not match the recorded final hash 000000000000');
    }
    writeFileSync(journal, clean);
    expect((await persona(['replay', dir, '--verify'])).code).toBe(0);
  });
});

describe('every stored record is checked', () => {
  function journalWith(records: unknown[]): string {
    const dir = recordToyRun(1);
    const file = join(dir, RUN_FILES.journal);
    const clean = readFileSync(file);
    const offsets = frameOffsets(clean);
    const header = clean.subarray(0, offsets[1]);
    writeFileSync(file, Buffer.concat([header, ...records.map(encodeFrame)]));
    return file;
  }

  it('a malformed or unknown record is one line naming the file, the byte offset and the field', () => {
    const call = { type: 'call', seq: 1, clock: 'x', server: 'toy', tool: 't', args: null, result: { content: [] }, patch: [] };
    const cases: [unknown, RegExp][] = [
      [{ ...call, seq: 'one' }, /record at byte \d+: field seq: /],
      [{ ...call, patch: [{ op: 'move', path: '/a' }] }, /field patch\[0\]\.op: /],
      [{ ...call, extra: 1 }, /record at byte \d+: field \(root\): .*extra/],
      [{ type: 'mystery' }, /record at byte \d+: field type: /],
      [{ type: 'llm', cassette: 'c', key: 'k' }, /field ordinal: /],
      [{ type: 'final', answer: 42 }, /field answer: /],
      [[1, 2], /record at byte \d+: field /],
    ];
    for (const [record, message] of cases) {
      const file = journalWith([record]);
      let err: unknown;
      try {
        readJournal(file);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(PersonaError);
      expect((err as Error).message).toMatch(message);
      expect((err as Error).message.startsWith(`${file}: `)).toBe(true);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('migrates version-1 settings by kind and leaves other versions for the schema to judge', () => {
    expect(migrateHeader({ version: 1, settings: {} })).toEqual({ version: 2, settings: { kind: 'scenario' } });
    expect(migrateHeader({ version: 1, settings: { runner: 'mcp-persona/run', model: 'm' } })).toEqual({ version: 2, settings: { kind: 'agent', runner: 'mcp-persona/run', model: 'm' } });
    expect(migrateHeader({ version: 3, settings: {} })).toEqual({ version: 3, settings: {} });
  });

  it('a journal of a future version is refused in one line', () => {
    const dir = recordToyRun(1);
    const file = join(dir, RUN_FILES.journal);
    const j = readJournal(file);
    writeFileSync(file, Buffer.concat([JOURNAL_MAGIC, encodeFrame({ ...j.header, version: 9 })]));
    expect(() => readJournal(file)).toThrow(/journal version 9 is not supported/);
  });
});

describe('tables count only scores of runs that still verify', () => {
  it('a journal changed after scoring, or corrupted, or a corrupt final snapshot: that score is not counted', async () => {
    const out = copyOf(join(V1, 'out'));
    for (const m of ['oracle', 'naive']) rmSync(join(out, m, 'telegram-brunch-reply/trial-1/score.rule-based.json'));
    expect((await persona(['eval', out, '--quiet', ...V1_TASKS])).code).toBe(0);
    const whole = await persona(['tables', out, '--format', 'csv']);
    expect(whole.stderr).toBe('');
    const oracle = join(out, 'oracle/telegram-brunch-reply/trial-1');
    const journal = join(oracle, RUN_FILES.journal);
    const clean = readFileSync(journal);
    const damages: [string, () => void][] = [
      ['changed since it was scored', () => writeFileSync(journal, Buffer.concat([clean, encodeFrame({ type: 'final', answer: 'again' })]))],
      ['journal is corrupt at byte', () => { const b = Buffer.from(clean); b[frameOffsets(b)[2] + 20] ^= 4; writeFileSync(journal, b); }],
      ['journal ends in a torn record', () => writeFileSync(journal, clean.subarray(0, clean.length - 2))],
    ];
    const finalFile = join(oracle, RUN_FILES.final);
    const finalClean = readFileSync(finalFile);
    const corruptFinal = Buffer.from(finalClean);
    corruptFinal[corruptFinal.indexOf('Sarah')] = 'X'.charCodeAt(0);
    damages.push(['final.snapshot.msgpack: snapshot of telegram does not match its hash', () => writeFileSync(finalFile, corruptFinal)]);
    for (const [reason, damage] of damages) {
      damage();
      const r = await persona(['tables', out, '--format', 'csv']);
      expect(r.code).toBe(0);
      expect(r.stderr).toContain(`not counting ${join(oracle, 'score.rule-based.json')}`);
      expect(r.stderr).toContain(reason);
      expect(r.stdout).not.toBe(whole.stdout);
      writeFileSync(journal, clean);
      writeFileSync(finalFile, finalClean);
    }
    expect((await persona(['tables', out, '--format', 'csv'])).stdout).toBe(whole.stdout);
    expect(readdirSync(oracle).sort()).toEqual(['final.snapshot.msgpack', 'journal.msgpack', 'score.rule-based.json', 'start.snapshot.msgpack', 'timings.json']);
  });
});

describe('content-addressed snapshots', () => {
  it('a run of bundled snapshots holds no snapshot; another snapshot is stored once by hash and checked on read', async () => {
    const bundledRun = join(mkdtempSync(join(tmpdir(), 'persona-rf-')), 'run');
    const r = new RecordedSession(bundledRun, { servers: ['telegram'], seed: 1 });
    r.call('telegram', 'tg_me', {});
    r.close();
    expect(readdirSync(bundledRun).sort()).toEqual(['journal.msgpack', 'timings.json']);
    expect((await persona(['replay', bundledRun, '--verify'])).code).toBe(0);

    const toy = recordToyRun(2);
    const stored = readdirSync(join(toy, 'snapshots'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toBe(`${openRun(toy).header.snapshots.toy.hash}.tree.msgpack`);
    const file = join(toy, 'snapshots', stored[0]);
    const buf = readFileSync(file);
    buf[buf.indexOf('f1')] = 'g'.charCodeAt(0);
    writeFileSync(file, buf);
    expect(() => openRun(toy)).toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: stored snapshot does not match its hash`));
  });

  it('persona run stores non-bundled start trees once per output folder, and a missing one is a one-line error', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'persona-rf-')), 'out');
    const code = await persona(['run', '--model', 'oracle,naive', '--tasks', 'telegram-brunch-reply', '--out', out, '--trials', '2']);
    expect(code.code).toBe(0);
    // Bundled snapshots only: the output folder holds journals, timings and the index.
    expect(readdirSync(out).sort()).toEqual(['naive', 'oracle', 'runs.json']);
    const run = join(out, 'oracle/telegram-brunch-reply/trial-1');
    expect(readdirSync(run).sort()).toEqual(['journal.msgpack', 'timings.json']);
    expect((await persona(['replay', run, '--verify'])).code).toBe(0);
    // A start tree that is neither stored nor bundled (e.g. the bundled file changed since).
    const moved = copyOf(run);
    const j = readJournal(join(moved, RUN_FILES.journal));
    const frames = readFileSync(join(moved, RUN_FILES.journal));
    const offsets = frameOffsets(frames);
    const header = { ...j.header, snapshots: { telegram: { ...j.header.snapshots.telegram, hash: 'f'.repeat(64) } } };
    writeFileSync(join(moved, RUN_FILES.journal), Buffer.concat([JOURNAL_MAGIC, encodeFrame(header), frames.subarray(offsets[1])]));
    const r = await persona(['replay', moved]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/start snapshot of telegram \(telegram\/emma-clark, ffffffffffff\) not found/);
  });
});
