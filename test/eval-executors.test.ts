// The Create/Update/Delete executors read only the journal's patches and return evidence with a
// deterministic verdict where expected values are stated.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseScenario } from '../runtime/scenario/scenario.ts';
import { RecordedSession, openRun, type OpenedRun } from '../runtime/run/run-folder.ts';
import { loadServer } from '../runtime/servers/registry.ts';
import { runChanges, executeOperate, type RunChanges } from '../runtime/tasks/executors.ts';
import { REPO } from './helpers/cli.ts';

const CAL = 'feishu.cn_T6CwIhTr6LHsVPSKLCoUzu@group.calendar.feishu.cn';
const MY_CAL = 'feishu.cn_WP1SDvRiq6Cg1pq6QGv2p4@group.calendar.feishu.cn';
let run: OpenedRun;
let changes: RunChanges;

beforeAll(() => {
  const sc = parseScenario(join(REPO, 'examples/lark/scenario.jsonl'));
  const dir = join(mkdtempSync(join(tmpdir(), 'persona-exec-')), 'run');
  const rec = new RecordedSession(dir, { servers: sc.header.servers, snapshots: sc.header.snapshot, seed: sc.header.seed, clock: sc.header.clock });
  for (const c of sc.calls) rec.call(c.server, c.tool, c.args);
  rec.close();
  run = openRun(dir);
  changes = runChanges(run, 'lark', loadServer('lark').hierarchy);
});

describe('executors', () => {
  it('CreateDataExecutor finds the event created under the expected calendar and checks its fields', () => {
    const ok = executeOperate(run, changes, { server: 'lark', operate_type: 'create', entityType: 'Event', parent: `calendars[${CAL}]`, expect: { summary: { $contains: 'go/no-go pre-read' }, 'start_time.timestamp': '1768986000' } })!;
    expect(ok.verdict).toBe('pass');
    expect(ok.steps).toEqual([13]);
    expect((ok.value as any).summary).toBe('Atlas Go/No-Go pre-read');
    const wrongTime = executeOperate(run, changes, { server: 'lark', operate_type: 'create', entityType: 'Event', parent: `calendars[${CAL}]`, expect: { 'start_time.timestamp': '1768989600' } })!;
    expect(wrongTime.verdict).toBe('fail');
    expect(wrongTime.reason).toMatch(/start_time\.timestamp is "1768986000", expected "1768989600"/);
    const elsewhere = executeOperate(run, changes, { server: 'lark', operate_type: 'create', entityType: 'Event', parent: `calendars[${MY_CAL}]` })!;
    expect(elsewhere.verdict).toBe('fail');
    const summaryOnly = executeOperate(run, changes, { server: 'lark', operate_type: 'create', entityType: 'Chat' })!;
    expect(summaryOnly.verdict).toBe('judge');
  });

  it('UpdateDataExecutor gives before/after of the changed fields', () => {
    const ev = 'efcac9e6-006b-49b5-9e71-46d1b9e65d17_0';
    const r = executeOperate(run, changes, { server: 'lark', operate_type: 'modify', affected: ev, expect: { summary: 'Atlas UAT session 2 (ATL-482 verification)' } })!;
    expect(r.verdict).toBe('pass');
    expect(r.changes!.find((f) => f.field === 'summary')).toEqual({ field: 'summary', before: 'Atlas UAT session 2', after: 'Atlas UAT session 2 (ATL-482 verification)' });
    expect(r.steps).toEqual([14]);
    expect(executeOperate(run, changes, { server: 'lark', operate_type: 'modify', affected: 'no-such-event' })!.verdict).toBe('fail');
  });

  it('DeleteDataExecutor returns the removed entity', () => {
    const r = executeOperate(run, changes, { server: 'lark', operate_type: 'delete', affected: 'adbb19e3-6ab0-42f5-8845-e0c91466ab2c_0' })!;
    expect(r.verdict).toBe('pass');
    expect((r.value as any).summary).toBe('Coffee with Feng Li');
    expect(r.steps).toEqual([15]);
    const kept = executeOperate(run, changes, { server: 'lark', operate_type: 'delete', affected: `calendars[${CAL}].events[efcac9e6-006b-49b5-9e71-46d1b9e65d17_0]` })!;
    expect(kept.verdict).toBe('fail');
    expect(kept.reason).toMatch(/still there/);
  });
});
