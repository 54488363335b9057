// Property: for any tree and any sequence of handler calls, fast-json-patch applying the emitted
// operations to the before-state gives exactly the after-state; rollback restores the before-state
// byte for byte (key order included).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import jsonpatch from 'fast-json-patch';
import { createHandler, indexHierarchy, ContextError } from '../runtime/context/handler.js';
import { sfc32, expandIdTemplate } from '../runtime/context/ids.js';

const hierarchy = indexHierarchy({
  entities: {
    Folder: { path: 'folders', idField: 'id', idFormat: 'f_{hex:6}' },
    Note: { path: 'folders[*].notes', idField: 'id', idFormat: 'n_{hex:6}', parent: 'Folder' },
  },
});

const key = fc.constantFrom('a', 'b', 'c.d', 'e/f', 'g~h', 'id.with.dots', 'x');
const scalar = fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(key, tie('v'), { maxKeys: 3 })),
})).v;
const note = fc.record({ title: fc.string({ maxLength: 6 }), tags: fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }), meta: value });
const folder = fc.record({ name: fc.string({ maxLength: 6 }), notes: fc.dictionary(key, note, { maxKeys: 3 }) });
const tree = fc.record({ folders: fc.dictionary(key, folder, { maxKeys: 3 }), settings: fc.dictionary(key, value, { maxKeys: 3 }) });

// An action picks its target by index so it can address whatever exists at that moment.
const action = fc.oneof(
  fc.record({ kind: fc.constant('createNote'), f: fc.nat(), entity: note, id: fc.option(key, { nil: undefined }) }),
  fc.record({ kind: fc.constant('createFolder'), entity: folder }),
  fc.record({ kind: fc.constant('updateNote'), f: fc.nat(), n: fc.nat(), changes: fc.dictionary(fc.constantFrom('title', 'tags', 'meta', 'new', 'x.y'), fc.option(value, { nil: undefined }), { maxKeys: 3 }) }),
  fc.record({ kind: fc.constant('deleteNote'), f: fc.nat(), n: fc.nat() }),
  fc.record({ kind: fc.constant('deleteFolder'), f: fc.nat() }),
  fc.record({ kind: fc.constant('set'), k: key, v: fc.option(value, { nil: undefined }) }),
  fc.record({ kind: fc.constant('missing'), f: fc.nat() }),
);

function pick<T>(xs: T[], i: number): T | undefined {
  return xs.length ? xs[i % xs.length] : undefined;
}

function run(api: any, tree: any, a: any) {
  const folders = Object.keys(tree.folders);
  const f = pick(folders, a.f ?? 0);
  try {
    switch (a.kind) {
      case 'createNote':
        if (f !== undefined) api.create(`folders[${f}].notes`, a.entity, a.id ? { id: a.id } : undefined);
        break;
      case 'createFolder':
        api.create('folders', a.entity);
        break;
      case 'updateNote': {
        const n = f !== undefined ? pick(Object.keys(tree.folders[f].notes ?? {}), a.n) : undefined;
        if (n !== undefined) api.update(`folders[${f}].notes[${n}]`, a.changes);
        break;
      }
      case 'deleteNote': {
        const n = f !== undefined ? pick(Object.keys(tree.folders[f].notes ?? {}), a.n) : undefined;
        if (n !== undefined) api.delete(`folders[${f}].notes[${n}]`);
        break;
      }
      case 'deleteFolder':
        if (f !== undefined) api.delete(`folders[${f}]`);
        break;
      case 'set':
        api.set(`settings[${a.k}]`, a.v);
        break;
      case 'missing':
        api.update('folders[does-not-exist]', { x: 1 });
        break;
    }
  } catch (e) {
    if (!(e instanceof ContextError)) throw e;
  }
}

describe('handler operations', () => {
  it('applying the emitted RFC 6902 ops to the before-state gives the after-state', () => {
    fc.assert(
      fc.property(tree, fc.array(action, { maxLength: 12 }), fc.integer(), (t, actions, seed) => {
        const before = structuredClone(t);
        const live = structuredClone(t);
        const random = sfc32([seed, 1, 2, 3]);
        const h = createHandler(live, { hierarchy, newId: (tpl: string) => expandIdTemplate(tpl, random, 0) });
        for (const a of actions) run(h.api, live, a);
        const rebuilt = jsonpatch.applyPatch(structuredClone(before), structuredClone(h.ops) as any, true, false).newDocument;
        expect(rebuilt).toEqual(live);
        expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(live));
        h.rollback();
        expect(JSON.stringify(live)).toBe(JSON.stringify(before));
      }),
      { numRuns: 400, seed: 20260101 },
    );
  });

  it('emits no ops for reads, failed writes and no-op updates', () => {
    const t = { folders: { f1: { name: 'x', notes: { n1: { title: 't' } } } } };
    const h = createHandler(t, { hierarchy, newId: () => 'unused' });
    h.api.get('folders[f1]');
    h.api.list('folders[*].notes', { filter: { title: 't' }, limit: 1 });
    h.api.update('folders[f1].notes[n1]', { title: 't' });
    expect(() => h.api.update('folders[nope]', { a: 1 })).toThrow(ContextError);
    expect(() => h.api.create('folders[nope].notes', { a: 1 })).toThrow(/parent not found/);
    expect(() => h.api.create('folders[f1].notes', { title: 'dup' }, { id: 'n1' })).toThrow(/already exists/);
    expect(h.ops).toEqual([]);
  });

  it('parses brackets first, so ids may contain dots, and lists through wildcards with filters and limit', () => {
    const t = { calendars: { 'li.ming@corp.com': { events: { e1: { summary: 'a', tags: ['x'] }, e2: { summary: 'b', tags: [] } } }, other: { events: { e3: { summary: 'a', tags: ['x'] } } } } };
    const h = createHandler(t, { hierarchy: indexHierarchy({ entities: { E: { path: 'calendars[*].events' } } }), newId: () => 'id' });
    expect(h.api.get('calendars[li.ming@corp.com].events[e1].summary')).toBe('a');
    expect(h.api.list('calendars[*].events', { filter: { summary: 'a' } })).toHaveLength(2);
    expect(h.api.list('calendars[*].events', { filter: { tags: 'x' }, limit: 1 })).toHaveLength(1);
    expect(h.api.entries('calendars[li.ming@corp.com].events').map((e: any) => e.path)).toEqual([
      'calendars[li.ming@corp.com].events[e1]', 'calendars[li.ming@corp.com].events[e2]',
    ]);
    expect(h.api.list('calendars[*].events', { filter: (e: any) => e.summary === 'b' })).toEqual([{ summary: 'b', tags: [] }]);
  });
});
