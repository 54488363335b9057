// The simulated task manager against the authentic traces of the real one, call by call: rebuild
// the state before the call (kernels/taskmanager/state.js toTree), run the kernel in-process, and
// demand the exact response and — through fromTree — the exact data file afterwards. The real server
// is a low-level MCP server that checks arguments itself, so schema violations reach the kernels
// too (server.json validation "none"); only malformed requests and unknown tools are the host's.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadServer } from '../runtime/servers/registry.ts';
import { loadKernelInProcess, callInProcess } from '../runtime/kernel/inprocess.ts';
import { requestError, requestParams } from '../runtime/fidelity/protocol.ts';
import { parseTraces, type TraceLine } from '../runtime/fidelity/traces.ts';
import { vanillaOnTraces } from './helpers/vanilla-baseline.ts';
import { loadSnapshot } from '../runtime/snapshot/snapshot.ts';
import { toTree, fromTree } from '../kernels/taskmanager/state.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const REPO = join(import.meta.dirname, '..');
const FILE = join(REPO, 'examples', 'traces', 'taskmanager.traces.jsonl');
const TRACES = parseTraces(readFileSync(FILE, 'utf8'), FILE);
const server = loadServer('taskmanager');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

type Kind = 'protocol' | 'unknown-tool' | 'kernel';
function kindOf(t: TraceLine): Kind {
  if (requestError(requestParams(t))) return 'protocol';
  return server.toolsByName.has(t.tool as string) ? 'kernel' : 'unknown-tool';
}

// The kernel gets the arguments exactly as the real server got them: a call without `arguments`
// (recorded as args: null) reaches the real server as undefined.
async function replay(t: TraceLine) {
  const kernel = await loadKernelInProcess(server, t.tool as string);
  const tree = toTree(t.state_before);
  const { result, ops } = callInProcess(server, kernel, tree, t.args ?? undefined, { nowMs: T0 });
  return { result, ops, after: fromTree(tree) };
}

const classified = TRACES.map((t) => ({ t, kind: kindOf(t) }));
const kernelLines = classified.filter((c) => c.kind === 'kernel');

describe('taskmanager kernels replay the authentic traces', () => {
  it('classifies all 56 calls: 54 reach a kernel (26 of them schema violations), 2 are the host\'s', () => {
    expect(TRACES.length).toBe(56);
    expect(kernelLines.length).toBe(54);
    expect(kernelLines.filter((c) => c.t.isError).length).toBe(26);
    expect(classified.filter((c) => c.kind === 'unknown-tool').map((c) => c.t.seq)).toEqual([47]);
    expect(classified.filter((c) => c.kind === 'protocol').map((c) => c.t.seq)).toEqual([55]);
  });

  it.each(kernelLines.map((c) => [c.t.seq, c.t.tool, c.t] as const))('seq %i %s: exact response and exact file afterwards', async (_seq, _tool, t) => {
    const { result, after } = await replay(t);
    expect(result).toEqual(t.response);
    expect(after).toEqual(t.state_after);
  });

  it('matches every kernel-level trace exactly (the count the report quotes)', async () => {
    let matched = 0;
    for (const { t } of kernelLines) {
      const { result, after } = await replay(t);
      if (JSON.stringify(result) === JSON.stringify(t.response) && JSON.stringify(after) === JSON.stringify(t.state_after)) matched += 1;
    }
    expect(matched).toBe(54);
  });

  it('soft fails and invalid arguments change nothing: no operations', async () => {
    const FAILED = ['error', 'already_done', 'already_approved', 'already_completed', 'task_not_found'];
    const failing = kernelLines.filter((c) => c.t.isError || FAILED.includes(c.t.semanticStatus as string));
    expect(failing.length).toBe(36);
    for (const { t } of failing) {
      const { ops } = await replay(t);
      expect({ seq: t.seq, ops }).toEqual({ seq: t.seq, ops: [] });
    }
  });

  it('the host answers the unknown tool with the real server\'s own wording', () => {
    const t = classified.find((c) => c.kind === 'unknown-tool')!.t;
    expect(server.config.unknownTool.text.replace('{name}', t.tool as string)).toBe((t.response as Any).content[0].text);
    expect(server.config.unknownTool.isError).toBe(true);
  });
});

// The documentation-only baseline (kernels/taskmanager-vanilla) runs on the same reconstructed states: it
// must work on every call it gets (plausible answers, never a crash), and the trace-informed
// kernels must beat it on exact matches — the gap Table 4 measures.
describe('taskmanager-vanilla (documentation-only baseline) on the same traces', () => {
  it('answers every call it gets without crashing, and matches fewer traces exactly than the informed kernels', async () => {
    const { ran, exact } = await vanillaOnTraces('taskmanager-vanilla', kernelLines, { toTree, fromTree }, T0);
    expect(ran).toBeGreaterThan(0);
    expect(exact).toBeLessThan(ran);
  });
});

describe('taskmanager state codec (Context Reconstruction)', () => {
  const states = TRACES.flatMap((t) => [t.state_before, t.state_after]);

  it('fromTree(toTree(s)) gives back every recorded state byte for byte', () => {
    for (const s of states) expect(fromTree(toTree(s))).toEqual(s);
  });

  it('toTree(fromTree(t)) gives back the tree, requests and tasks keyed by their ids', () => {
    for (const s of states) {
      const tree = toTree(s) as Any;
      expect(toTree(fromTree(tree))).toEqual(tree);
      for (const [id, r] of Object.entries<Any>(tree.requests)) {
        expect(r.requestId).toBe(id);
        for (const [tid, task] of Object.entries<Any>(r.tasks)) expect(task.id).toBe(tid);
      }
    }
  });

  it('writes fields in the real file\'s order whatever order the tree holds them in', () => {
    const tree = { storage: { file: '/t.json', exists: true }, requests: { 'req-1': {
      completed: false, tasks: { 'task-1': { completedDetails: '', approved: false, done: false, description: 'd', title: 't', id: 'task-1' } },
      splitDetails: 's', originalRequest: 'o', requestId: 'req-1' } } };
    const content = (fromTree(tree) as Any).content;
    expect(content).toBe(JSON.stringify({ requests: [{ requestId: 'req-1', originalRequest: 'o', splitDetails: 's',
      tasks: [{ id: 'task-1', title: 't', description: 'd', done: false, approved: false, completedDetails: '' }], completed: false }] }, null, 2));
  });

  it('rejects malformed states with a message naming the field', () => {
    expect(() => toTree([])).toThrow(/taskmanager state: expected an object/);
    expect(() => toTree({ file: '/t', exists: true, content: '{' })).toThrow(/content is not JSON/);
    expect(() => toTree({ file: '/t', exists: true, content: '{"requests":[{"requestId":"r[1","tasks":[]}]}' })).toThrow(/requests\[0\]: id "r\[1" must be/);
    expect(() => toTree({ file: '/t', exists: true, content: '{"requests":[{"requestId":"r","tasks":[{"id":"a"},{"id":"a"}]}]}' })).toThrow(/duplicate task id a/);
  });

  it('the default snapshot is the state before the first trace', () => {
    expect(loadSnapshot(server.config.defaultSnapshot).tree).toEqual(toTree(TRACES[0].state_before));
  });
});

// Behaviour the shared traces do not exercise, observed on the live server with `persona traverse`
// (black-box calls; see kernels/taskmanager/README.md).
describe('taskmanager kernels: behaviour seen on the live server beyond the traces', () => {
  const EMPTY = { file: '/srv/live/taskmanager/tasks.json', exists: false, content: null };
  async function run(state: unknown, tool: string, args: unknown) {
    const kernel = await loadKernelInProcess(server, tool);
    const tree = toTree(state);
    const { result } = callInProcess(server, kernel, tree, args, { nowMs: T0 });
    return { result: result as Any, state: fromTree(tree) as Any, json: () => JSON.parse((result as Any).content[0].text) };
  }
  const plan = (tasks: string[]) => ({ originalRequest: 'R', tasks: tasks.map((t) => ({ title: t, description: `${t} d` })) });

  it('a new task id is the highest in use + 1, across requests (count + 1 would collide)', async () => {
    let s = (await run(EMPTY, 'request_planning', plan(['a', 'b', 'c']))).state;
    s = (await run(s, 'delete_task', { requestId: 'req-1', taskId: 'task-2' })).state;
    let r = await run(s, 'add_tasks_to_request', { requestId: 'req-1', tasks: [{ title: 'd', description: 'x' }] });
    expect(r.json().newTasks[0].id).toBe('task-4');
    r = await run(r.state, 'request_planning', plan(['e']));
    expect(r.json().tasks[0].id).toBe('task-5');
    expect(r.json().requestId).toBe('req-2');
  });

  it('a soft fail on a fresh server writes no file', async () => {
    const r = await run(EMPTY, 'get_next_task', { requestId: 'req-1' });
    expect(r.json()).toEqual({ status: 'error', message: 'Request not found' });
    expect(r.state).toEqual(EMPTY);
  });

  it('empty title/description keep the old values; empty splitDetails falls back to the request', async () => {
    let r = await run(EMPTY, 'request_planning', { ...plan(['a']), splitDetails: '' });
    expect(JSON.parse(r.state.content).requests[0].splitDetails).toBe('R');
    r = await run(r.state, 'update_task', { requestId: 'req-1', taskId: 'task-1', title: '', description: '' });
    expect(r.json().task).toEqual({ id: 'task-1', title: 'a', description: 'a d' });
    expect(r.json().status).toBe('task_updated');
  });

  it('approval rules: done-but-unapproved does not block the next task, blocks the request; a second approval is already_approved', async () => {
    let s = (await run(EMPTY, 'request_planning', plan(['a', 'b']))).state;
    s = (await run(s, 'mark_task_done', { requestId: 'req-1', taskId: 'task-1' })).state;
    expect((await run(s, 'get_next_task', { requestId: 'req-1' })).json().task.id).toBe('task-2');
    s = (await run(s, 'mark_task_done', { requestId: 'req-1', taskId: 'task-2' })).state;
    expect((await run(s, 'get_next_task', { requestId: 'req-1' })).json().status).toBe('all_tasks_done');
    expect((await run(s, 'approve_request_completion', { requestId: 'req-1' })).json()).toEqual({ status: 'error', message: 'Not all done tasks are approved.' });
    s = (await run(s, 'approve_task_completion', { requestId: 'req-1', taskId: 'task-1' })).state;
    expect((await run(s, 'approve_task_completion', { requestId: 'req-1', taskId: 'task-1' })).json()).toEqual({ status: 'already_approved', message: 'Task already approved.' });
  });

  it('zod issues: every issue in schema order, nested paths with indexes, optional fields checked when present', async () => {
    const r = await run(EMPTY, 'request_planning', { originalRequest: null, tasks: [{ title: 1 }, 5] });
    expect(r.result.isError).toBe(true);
    const issues = JSON.parse(r.result.content[0].text.replace(/^Error: Invalid arguments: /, ''));
    expect(issues.map((i: Any) => [i.path, i.received, i.message])).toEqual([
      [['originalRequest'], 'null', 'Expected string, received null'],
      [['tasks', 0, 'title'], 'number', 'Expected string, received number'],
      [['tasks', 0, 'description'], 'undefined', 'Required'],
      [['tasks', 1], 'number', 'Expected object, received number'],
    ]);
    const opt = await run(EMPTY, 'mark_task_done', { requestId: 'r', taskId: 't', completedDetails: null });
    expect(opt.result.content[0].text).toMatch(/"path": \[\n\s+"completedDetails"\n\s+\]/);
  });

  it('ids a caller invents (brackets, *, __proto__) are just not found', async () => {
    const s = (await run(EMPTY, 'request_planning', plan(['a']))).state;
    for (const requestId of ['req[1', '*', '__proto__', 'constructor']) {
      expect((await run(s, 'mark_task_done', { requestId, taskId: 'task-1' })).json()).toEqual({ status: 'error', message: 'Request not found' });
    }
    expect((await run(s, 'open_task_details', { taskId: 'task]' })).json().status).toBe('task_not_found');
  });
});
