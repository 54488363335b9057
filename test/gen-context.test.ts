// `persona gen context` driven by a scripted stand-in model (not a real model): the plan file, the
// four methods and cross-entity linking, sanitized authentic text, validation against the
// hierarchy, a snapshot that loads and serves, byte-identical replay from the cassette, a reviewed
// plan given back with --plan, and one-line errors for a bad plan.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { personaMain } from './helpers/persona-main.ts';
import { startScriptedModel, lastUser, type ScriptedModel, type Message } from './helpers/scripted-model.ts';
import { setKernelsSearchPath } from '../runtime/servers/registry.ts';
import { setSnapshotsSearchPath } from '../runtime/snapshot/snapshot.ts';
import { Session } from '../runtime/session/session.ts';
import { loadSnapshot } from '../runtime/snapshot/snapshot.ts';
import { sanitize } from '../runtime/gen/context.ts';

let dir: string;
let model: ScriptedModel;

const HIERARCHY = { server: 'notes', root: 'User', entities: {
  Member: { path: 'members', idField: 'id', idFormat: 'u_{hex:6}', parent: null },
  Folder: { path: 'folders', idField: 'id', idFormat: 'fld_{hex:6}', parent: null },
  Note: { path: 'folders[*].notes', idField: 'id', idFormat: 'n_{digits:6}', parent: 'Folder' },
} };
const REFERENCE = { format: 'mcp-persona/snapshot', version: 1, server: 'notes', persona: 'ref', tree: {
  settings: { theme: 'dark' },
  members: { u_1: { id: 'u_1', name: 'Ada' } },
  folders: { f1: { id: 'f1', name: 'Work', color: 'blue', notes: { n1: { id: 'n1', title: 'Plan', body: 'text', author: 'u_1', stars: 3 } } } },
} };
const PLAN = { server: 'notes', entities: {
  Member: { count: 3, fields: { id: { method: 'random', template: 'u_{hex:6}' }, name: { method: 'free-form', hint: 'a colleague\'s first name' } } },
  Folder: { count: 2, fields: { id: { method: 'random', template: 'fld_{hex:6}' }, name: { method: 'free-form' }, color: { method: 'enumerate', values: ['blue', 'green', 'red'] } } },
  Note: { count: 2, fields: { id: { method: 'random', template: 'n_{digits:6}' }, title: { method: 'free-form' }, body: { method: 'authentic', maxLength: 80 }, author: { method: 'link', to: 'Member' }, stars: { method: 'random', type: 'integer', min: 0, max: 5 } } },
} };

function script(m: Message[]): string {
  const u = lastUser(m);
  if (m[0].content.startsWith('You plan')) return m.length > 2 ? '```json\n' + JSON.stringify(PLAN) + '\n```' : 'I would use free-form for everything.';
  const n = Number(/Write (\d+) (\w+) entries/.exec(u)?.[1]);
  const type = /Write \d+ (\w+) entries/.exec(u)?.[1];
  const fields = [...u.matchAll(/^- (\w+):/gm)].map((x) => x[1]);
  const rows = Array.from({ length: n }, (_, i) => Object.fromEntries(fields.map((f) => [f, `${type} ${f} ${i + 1}`])));
  return '```json\n' + JSON.stringify(rows) + '\n```';
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'persona-gen-context-'));
  const s = join(dir, 'kernels', 'notes');
  mkdirSync(join(s, 'tools'), { recursive: true });
  writeFileSync(join(s, 'manifest.json'), JSON.stringify({ tools: [{ name: 'count_notes', description: 'How many notes', inputSchema: { type: 'object', properties: {} } }] }));
  writeFileSync(join(s, 'hierarchy.json'), JSON.stringify(HIERARCHY));
  writeFileSync(join(s, 'server.json'), JSON.stringify({ name: 'notes', validation: 'sdk', defaultSnapshot: 'notes/ref' }));
  writeFileSync(join(s, 'tools', 'count_notes.js'), "export default function (args, ctx) { return ctx.text(String(ctx.list('folders[*].notes').length)); }\n");
  mkdirSync(join(dir, 'snapshots', 'notes'), { recursive: true });
  writeFileSync(join(dir, 'snapshots', 'notes', 'ref.json'), JSON.stringify(REFERENCE));
  writeFileSync(join(dir, 'corpus.txt'), 'Call me at +1 415 555 0199 or mail ada.l@example.org about the launch\nThanks @bobby_k for the review, see https://social.example/u/bobby\n');
  model = await startScriptedModel(script);
});
afterAll(async () => {
  await model.close();
  setKernelsSearchPath([]);
  setSnapshotsSearchPath([]);
  rmSync(dir, { recursive: true, force: true });
});

const base = () => ['gen', 'context', '--server', 'notes', '--persona', 'emma-clark', '--kernels-dir', join(dir, 'kernels'), '--snapshots-dir', join(dir, 'snapshots'), '--corpus', join(dir, 'corpus.txt'), '--quiet'];
const llm = (cassette: string, mode: string) => ['--base-url', model.baseUrl, '--model', 'scripted-stand-in', '--api-key-env', '', '--cassette', cassette, '--cassette-mode', mode];

describe('persona gen context (scripted stand-in model)', () => {
  it('plans, fills, links, validates and writes a snapshot that loads and serves; replay is byte-identical', async () => {
    const out = join(dir, 'out', 'emma-clark.json');
    const cassette = join(dir, 'notes.context.scripted-stand-in.cassette.msgpack');
    const r = await personaMain([...base(), '--out', out, ...llm(cassette, 'record')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/3 Member, 2 Folder, 4 Note/);
    // The unparseable plan was asked again; the persona's roster is in the prompt.
    expect(model.requests[0][1].content).toContain('Emma Clark');
    expect(lastUser(model.requests[1])).toMatch(/That answer cannot be used: not JSON/);
    expect(JSON.parse(readFileSync(join(dir, 'out', 'emma-clark.plan.json'), 'utf8'))).toEqual(PLAN);
    const snap = loadSnapshot(out);
    const tree = snap.tree as { settings: unknown; members: Record<string, { id: string; name: string }>; folders: Record<string, { color: string; notes: Record<string, { id: string; author: string; body: string; stars: number }> }> };
    expect(tree.settings).toEqual({ theme: 'dark' });
    const members = Object.keys(tree.members);
    expect(members.every((id) => /^u_[0-9a-f]{6}$/.test(id))).toBe(true);
    expect(Object.values(tree.members).map((m) => m.name)).toEqual(['Member name 1', 'Member name 2', 'Member name 3']);
    const notes = Object.values(tree.folders).flatMap((f) => Object.values(f.notes));
    expect(notes).toHaveLength(4);
    for (const n of notes) {
      expect(members).toContain(n.author);
      expect(n.stars).toBeGreaterThanOrEqual(0);
      expect(n.stars).toBeLessThanOrEqual(5);
      expect(n.body).not.toMatch(/555|ada\.l|bobby|social\.example/);
    }
    expect(Object.values(tree.folders).every((f) => ['blue', 'green', 'red'].includes(f.color))).toBe(true);
    // It loads as the server's snapshot in a session.
    setKernelsSearchPath([join(dir, 'kernels')]);
    const session = new Session({ servers: ['notes'], snapshots: { notes: out } });
    expect(session.call('notes', 'count_notes', {}).result.content[0]).toMatchObject({ text: '4' });
    session.close();
    // Offline replay: same bytes.
    const again = join(dir, 'again', 'emma-clark.json');
    const n = model.requests.length;
    const r2 = await personaMain([...base(), '--out', again, ...llm(cassette, 'replay')]);
    expect(r2.code).toBe(0);
    expect(model.requests.length).toBe(n);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(out, 'utf8'));
    // Another --seed: other draws, same plan.
    const seeded = join(dir, 'seeded', 'emma-clark.json');
    expect((await personaMain([...base(), '--out', seeded, '--seed', '9', '--plan', join(dir, 'out', 'emma-clark.plan.json'), ...llm(cassette, 'auto')])).code).toBe(0);
    expect(readFileSync(seeded, 'utf8')).not.toBe(readFileSync(out, 'utf8'));
  });

  it('a reviewed plan with a mistake gets a one-line error naming the field', async () => {
    const bad = join(dir, 'bad.plan.json');
    const plan = structuredClone(PLAN) as { entities: Record<string, { fields: Record<string, unknown> }> };
    plan.entities.Note.fields.author = { method: 'link', to: 'Ghost' };
    writeFileSync(bad, JSON.stringify(plan));
    const r = await personaMain([...base(), '--out', join(dir, 'x.json'), '--plan', bad, ...llm(join(dir, 'x.cassette.msgpack'), 'off')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bad\.plan\.json: entities\.Note\.fields\.author: links to unknown type "Ghost"/);
    delete plan.entities.Note.fields.author;
    writeFileSync(bad, JSON.stringify(plan));
    const r2 = await personaMain([...base(), '--out', join(dir, 'x.json'), '--plan', bad, ...llm(join(dir, 'x.cassette.msgpack'), 'off')]);
    expect(r2.stderr).toMatch(/entities\.Note\.fields\.author: no method/);
  });

  it('sanitize masks e-mail addresses, phone numbers, handles and links', () => {
    expect(sanitize('Ring +44 (20) 7946-0958, write to a.b@mail.co.uk, ping @li_ming, see https://x.example/p?q=1'))
      .toBe('Ring +00 (00) 0000-0000, write to user@example.com, ping @user, see https://example.com/…');
  });
});
