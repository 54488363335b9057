// The typed library API: open a session on snapshots with a seed, call tools, record a run,
// read the journal back, rebuild and diff states.
import { describe, it, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openSession, RecordedSession, openRun, readJournal, stateAt, diffTrees, loadServer, RUN_FILES } from '../runtime/index.ts';

describe('library API', () => {
  it('sessions are reproducible from (snapshot, seed) and runs read back through the journal', () => {
    const a = openSession({ servers: ['lark'], seed: 11 });
    const b = openSession({ servers: ['lark'], seed: 11 });
    const chat = { params: { user_id_type: 'open_id' }, data: { name: 'Library API check', description: 'made by a test' } };
    const ra = a.call('lark', 'im_v1_chat_create', chat);
    const rb = b.call('lark', 'im_v1_chat_create', chat);
    expect(ra.result).toEqual(rb.result);
    expect(ra.record.patch.length).toBeGreaterThan(0);
    expect(ra.record.patch).toEqual(rb.record.patch);
    a.close();
    b.close();

    const dir = join(mkdtempSync(join(tmpdir(), 'persona-lib-')), 'run');
    const rec = new RecordedSession(dir, { servers: ['lark'], seed: 11 });
    rec.call('lark', 'im_v1_chat_create', chat);
    rec.close();
    const j = readJournal(join(dir, RUN_FILES.journal));
    expect(j.header.snapshots.lark.ref).toBe('lark/li-ming');
    // The call, then the `end` record (run format 2) with the final state's hash.
    expect(j.records.map((r) => r.type)).toEqual(['call', 'end']);
    const run = openRun(dir);
    const diff = diffTrees(stateAt(run, 0), stateAt(run, 1), { lark: loadServer('lark').hierarchy });
    expect(diff.lark.entities.map((e) => [e.change, e.type, e.label])).toContainEqual(['created', 'Chat', 'Library API check']);
  });
});
