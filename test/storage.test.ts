// The storage module (runtime/run/storage.ts): one run discovery for every reader, the index and
// score files written atomically and read through the run format's schemas.
import { describe, it, expect } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import {
  listRunFolders, findRunFolders, findJournals, findScoreFiles, buildIndex, writeIndex, readIndex, readScoreFile, writeScore, modelSlug, runDirOf,
} from '../runtime/run/storage.ts';
import { collectUsedKeys } from '../runtime/llm/cassette/prune.ts';
import { writeFileAtomic } from '../runtime/util/atomic-write.ts';

const V1_OUT = fileURLToPath(new URL('./fixtures/runs-v1/out', import.meta.url));

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'persona-storage-'));
}

describe('run discovery', () => {
  it('finds the same run folders wherever the tree sits, in sorted order, never below a run folder', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.array(fc.constantFrom('a', 'b', 'Z', 'trial-1', 'x y'), { minLength: 1, maxLength: 3 }), { maxLength: 6 }), (paths) => {
      const root = tmp();
      const made: string[] = [];
      for (const p of paths) {
        const rel = p.join('/');
        // A folder inside an existing run folder is not another run.
        if (made.some((m) => rel === m || rel.startsWith(`${m}/`) || m.startsWith(`${rel}/`))) continue;
        mkdirSync(join(root, ...p), { recursive: true });
        writeFileSync(join(root, ...p, 'journal.msgpack'), 'x');
        made.push(rel);
      }
      const found = listRunFolders(root);
      expect(found).toEqual([...made].sort());
      // Moved elsewhere: the same relative paths.
      const moved = join(tmp(), 'deeper', 'copy');
      cpSync(root, moved, { recursive: true });
      expect(listRunFolders(moved)).toEqual(found);
      if (made.length) expect(findRunFolders([root])).toEqual(found.map((r) => join(root, r)).sort());
      expect(findJournals(root)).toEqual(found.map((r) => join(root, r, 'journal.msgpack')));
    }), { numRuns: 40 });
  });

  it('a run folder given directly is found as itself; a folder without runs is a one-line error', () => {
    const run = join(V1_OUT, 'oracle/telegram-brunch-reply/trial-1');
    expect(findRunFolders([run])).toEqual([run]);
    expect(listRunFolders(run)).toEqual(['']);
    expect(() => findRunFolders([tmp()])).toThrow(/no run folders found \(a run folder holds journal.msgpack\)/);
    expect(() => findRunFolders([join(tmp(), 'nope')])).toThrow(/run folder not found/);
  });

  it('cassette pruning reads the journals the storage module finds', () => {
    const { journals } = collectUsedKeys([V1_OUT], [process.cwd()]);
    expect(journals).toEqual(findJournals(V1_OUT));
    expect(journals).toHaveLength(2);
  });
});

describe('index and score files', () => {
  it('the index rebuilt from version-1 journals is the bytes persona run wrote then', () => {
    const out = join(tmp(), 'out');
    cpSync(V1_OUT, out, { recursive: true });
    const before = readFileSync(join(out, 'runs.json'), 'utf8');
    writeIndex(out);
    expect(readFileSync(join(out, 'runs.json'), 'utf8')).toBe(before);
    expect(readIndex(join(out, 'runs.json'))).toEqual(buildIndex(out));
    expect(readdirSync(out).filter((n) => n.endsWith('.partial'))).toEqual([]);
  });

  it('a malformed index or score file is one line naming the file and the field', () => {
    const d = tmp();
    const index = join(d, 'runs.json');
    writeFileSync(index, JSON.stringify({ format: 'mcp-persona/runs', version: 1, runs: [{ model: 'm', task: 't', category: 'c', trial: 'one' }] }));
    expect(() => readIndex(index)).toThrow(new RegExp(`^${index.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: field runs\\[0\\]\\.trial: `));
    const scoreFile = join(V1_OUT, 'oracle/telegram-brunch-reply/trial-1/score.rule-based.json');
    const score = JSON.parse(readFileSync(scoreFile, 'utf8'));
    const bad = join(d, 'score.rule-based.json');
    for (const [field, value] of [['acc', 'high'], ['format', 'other'], ['judge', null], ['checkpoints', {}]] as const) {
      writeFileSync(bad, JSON.stringify({ ...score, [field]: value }));
      expect(() => readScoreFile(bad)).toThrow(new RegExp(`: field ${field}: `));
    }
    writeFileSync(bad, '{');
    expect(() => readScoreFile(bad)).toThrow(/not a JSON score file/);
  });

  it('a score is written atomically with the sha256 of the journal it scored, and found again', () => {
    const out = join(tmp(), 'out');
    cpSync(V1_OUT, out, { recursive: true });
    const run = join(out, 'naive/telegram-brunch-reply/trial-1');
    const score = readScoreFile(join(run, 'score.rule-based.json'));
    const file = writeScore(run, { ...score, judge: { ...score.judge, id: 'judge-x' } });
    const back = readScoreFile(file);
    expect(back.journal?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(findScoreFiles([out]).filter((f) => f.endsWith('score.judge-x.json'))).toEqual([file]);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('naming: model slugs are folder names; atomic writes leave no partial file behind', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.constantFrom('', '.', '..', '...', '../x', 'a/../..')), (model) => {
      const slug = modelSlug(model);
      expect(slug).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(slug).not.toMatch(/^\.*$/);
      expect(runDirOf('/o', model, 't', 2)).toBe(`/o/${slug}/t/trial-2`);
    }));
    const f = join(tmp(), 'a.json');
    writeFileAtomic(f, 'one');
    writeFileAtomic(f, 'two');
    expect(readFileSync(f, 'utf8')).toBe('two');
    expect(readdirSync(join(f, '..'))).toEqual(['a.json']);
  });
});
