// Tool-Traverse pieces that need no live server: failure induction from schema and state, the
// --cmd parser, seeds and --var, and reading/restoring a state folder.
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { perturb, stateStrings, declaredType } from '../runtime/traverse/induce.ts';
import { parseServerCommand, splitWords } from '../runtime/traverse/cmdline.ts';
import { readSeeds, substituteVars, parseVars } from '../runtime/traverse/seeds.ts';
import { parseStateSpec, readState, restoreState } from '../runtime/traverse/state.ts';

const tmp = mkdtempSync(join(tmpdir(), 'persona-traverse-unit-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const taskSchema = {
  type: 'object',
  properties: {
    requestId: { type: 'string' },
    taskId: { type: 'string' },
    completedDetails: { type: 'string' },
  },
  required: ['requestId', 'taskId'],
};
const tasksFile = (content: object) => ({ file: '/srv/tasks.json', exists: true, content: JSON.stringify(content, null, 2) });
const state = tasksFile({ requests: [{ requestId: 'req-1', tasks: [{ id: 'task-1', done: false }] }] });

describe('failure induction', () => {
  it('derives one call per class from the schema and the state', () => {
    const ps = perturb(taskSchema, { requestId: 'req-1', taskId: 'task-1', completedDetails: 'bought' }, state, state);
    expect(ps.map((p) => [p.class, p.change])).toEqual([
      ['type_mismatch', 'args.requestId: string -> number'],
      ['schema_violation', 'args.requestId left out (required)'],
      ['boundary_condition', 'args.requestId: empty string'],
      ['semantic_conflict', 'args.requestId: "req-1" -> "req-1-missing" (names nothing in the state)'],
    ]);
    expect(ps[0].args).toEqual({ requestId: 12345, taskId: 'task-1', completedDetails: 'bought' });
    expect(ps[1].args).toEqual({ taskId: 'task-1', completedDetails: 'bought' });
    expect(ps[3].args.requestId).toBe('req-1-missing');
  });

  it('is deterministic', () => {
    const a = perturb(taskSchema, { requestId: 'req-1', taskId: 'task-1' }, state, state);
    const b = perturb(structuredClone(taskSchema), { requestId: 'req-1', taskId: 'task-1' }, structuredClone(state), structuredClone(state));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('uses declared bounds: minimum, maxLength, minItems', () => {
    const schema = {
      type: 'object',
      properties: { path: { type: 'string' }, head: { type: 'integer', minimum: 1 }, paths: { type: 'array', items: { type: 'string' }, minItems: 1 } },
      required: ['path'],
    };
    const [, , boundary] = perturb(schema, { path: 'a.md', head: 3 }, null, null);
    expect(boundary).toMatchObject({ class: 'boundary_condition', args: { path: 'a.md', head: 0 } });
    const withArray = perturb(schema, { path: 'a.md', paths: ['x'] }, null, null).find((p) => p.class === 'boundary_condition');
    expect(withArray?.args.paths).toEqual([]);
    const long = perturb({ type: 'object', properties: { name: { type: 'string', maxLength: 3 } } }, { name: 'ab' }, null, null).find((p) => p.class === 'boundary_condition');
    expect(long?.args.name).toBe('xxxx');
  });

  it('without required arguments: an enum is broken, or a required field of the first array item left out', () => {
    const sortSchema = { type: 'object', properties: { path: { type: 'string' }, sortBy: { type: 'string', enum: ['name', 'size'] } } };
    expect(perturb(sortSchema, { path: '/x', sortBy: 'size' }, null, null).find((p) => p.class === 'schema_violation')?.args.sortBy).toBe('__not_in_enum__');
    const itemSchema = { type: 'object', properties: { tasks: { type: 'array', items: { type: 'object', properties: { title: { type: 'string' }, description: { type: 'string' } }, required: ['title', 'description'] } } } };
    const p = perturb(itemSchema, { tasks: [{ title: 't', description: 'd' }] }, null, null).find((x) => x.class === 'schema_violation');
    expect(p?.args.tasks).toEqual([{ description: 'd' }]);
    expect(p?.change).toBe('args.tasks[0].title left out (required)');
  });

  it('semantic conflict: a nested reference into the state, a path in a folder listing, or a repeat', () => {
    const graph = { file: '/m.jsonl', exists: true, content: '{"type":"entity","name":"Alice","entityType":"person","observations":[]}' };
    const obs = perturb({ type: 'object', properties: { observations: { type: 'array' } }, required: ['observations'] }, { observations: [{ entityName: 'Alice', contents: ['x'] }] }, graph, graph);
    expect(obs.find((p) => p.class === 'semantic_conflict')?.args.observations).toEqual([{ entityName: 'Alice-missing', contents: ['x'] }]);
    const dir = { root: '/r', entries: [{ path: 'notes', type: 'dir' }, { path: 'notes/todo.md', type: 'file', content: 'x' }] };
    const read = perturb({ type: 'object', properties: { path: { type: 'string' } }, required: ['path'] }, { path: '/r/notes/todo.md' }, dir, dir);
    expect(read.find((p) => p.class === 'semantic_conflict')?.args.path).toBe('/r/notes/todo-missing.md');
    const created = perturb({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }, { name: 'Zed' }, graph, { ...graph, content: graph.content + '\nZed' });
    expect(created.find((p) => p.class === 'semantic_conflict')).toMatchObject({ repeat: true, args: { name: 'Zed' } });
    // Nothing named and nothing changed: no semantic conflict to make.
    expect(perturb({ type: 'object', properties: { q: { type: 'string' } } }, { q: 'hello' }, graph, graph).some((p) => p.class === 'semantic_conflict')).toBe(false);
  });

  it('a tool without arguments yields nothing', () => {
    expect(perturb({ type: 'object', properties: {} }, {}, null, null)).toEqual([]);
  });

  it('reads strings inside JSON and JSON-lines data files; declared types of unions', () => {
    const s = stateStrings({ content: '{"a":"x1"}\n{"b":["y2"]}' });
    expect(s.has('x1') && s.has('y2')).toBe(true);
    expect(declaredType({ type: ['null', 'integer'] })).toBe('integer');
    expect(declaredType({ anyOf: [{ type: 'null' }, { type: 'array' }] })).toBe('array');
  });
});

describe('--cmd', () => {
  it('splits like a shell, with quotes, escapes and leading environment', () => {
    expect(parseServerCommand(`MEMORY_FILE_PATH="/tmp/a b/m.jsonl" X=1 node 'my server.js' --flag a\\ b`)).toEqual({
      command: 'node', args: ['my server.js', '--flag', 'a b'], env: { MEMORY_FILE_PATH: '/tmp/a b/m.jsonl', X: '1' },
    });
    expect(splitWords(`a "" b`)).toEqual(['a', '', 'b']);
    expect(() => parseServerCommand('A=1')).toThrow(/no command/);
    expect(() => parseServerCommand('node "x')).toThrow(/unterminated/);
  });
});

describe('seeds', () => {
  it('reads seeds, substitutes --var, and names the line of a bad one', () => {
    const f = join(tmp, 'fs.seeds.jsonl');
    writeFileSync(f, '{"tool":"read_text_file","args":{"path":"${ROOT}/a.md"}}\n\n// comment\n{"rawParams":{"arguments":{}}}\n');
    const seeds = substituteVars(readSeeds(f), parseVars(['ROOT=/data']), f);
    expect(seeds[0].args).toEqual({ path: '/data/a.md' });
    expect(seeds).toHaveLength(2);
    expect(() => substituteVars(readSeeds(f), {}, f)).toThrow(/uses \$\{ROOT\} but no --var ROOT/);
    writeFileSync(f, '{"tool":"x"}\n{"args":{}}\n');
    expect(() => readSeeds(f)).toThrow(/fs\.seeds\.jsonl:2: needs "tool"/);
    writeFileSync(f, '{"tool":"x","extra":1}\n');
    expect(() => readSeeds(f)).toThrow(/fs\.seeds\.jsonl:1: .*extra/);
    expect(() => parseVars(['nope'])).toThrow(/NAME=value/);
  });
});

describe('state', () => {
  it('reads a folder (text as content, binary as base64) and restores it after changes', () => {
    const root = join(tmp, 'root');
    mkdirSync(join(root, 'notes'), { recursive: true });
    writeFileSync(join(root, 'notes', 'a.md'), 'hello\n');
    writeFileSync(join(root, 'img.bin'), Buffer.from([0, 1, 2, 255]));
    const spec = parseStateSpec(`dir:${root}`);
    const before = readState(spec) as { entries: Array<Record<string, unknown>> };
    expect(before.entries).toEqual([
      { path: 'img.bin', type: 'file', size: 4, base64: 'AAEC/w==' },
      { path: 'notes', type: 'dir' },
      { path: 'notes/a.md', type: 'file', size: 6, content: 'hello\n' },
    ]);
    writeFileSync(join(root, 'notes', 'a.md'), 'changed');
    mkdirSync(join(root, 'new', 'deep'), { recursive: true });
    rmSync(join(root, 'img.bin'));
    restoreState(spec, before);
    expect(readState(spec)).toEqual(before);
  });

  it('reads and restores a data file, including its absence', () => {
    const file = join(tmp, 'data.json');
    const spec = parseStateSpec(`file:${file}`);
    const absent = readState(spec);
    expect(absent).toEqual({ file, exists: false, content: null });
    writeFileSync(file, '{}');
    const present = readState(spec);
    restoreState(spec, absent);
    expect(existsSync(file)).toBe(false);
    restoreState(spec, present);
    expect(readFileSync(file, 'utf8')).toBe('{}');
    expect(parseStateSpec('none')).toEqual({ kind: 'none' });
    expect(() => parseStateSpec('sqlite:x')).toThrow(/--state must be/);
  });
});
