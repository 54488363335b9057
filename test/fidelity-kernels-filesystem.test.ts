// The simulated filesystem server against the authentic traces of the real one, call by call:
// rebuild the folder before the call (kernels/filesystem/state.js toTree), run the kernel
// in-process, and demand the exact response and — through fromTree — the exact listing afterwards.
// Calls the host answers (unknown tool, schema violations) are counted and their wording checked.
// One call cannot match byte for byte: get_file_info prints file times, which the recorded state
// does not hold. Also: the state codec's round trips, and behaviour the traces do not show but
// black-box probes of the live server did (head/tail edge cases, edit indentation, diffs, globs,
// sorting, moves).
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadServer } from '../runtime/servers/registry.ts';
import { loadKernelInProcess, callInProcess } from '../runtime/kernel/inprocess.ts';
import { validatorFor } from '../runtime/servers/validate.ts';
import { requestError, requestParams } from '../runtime/fidelity/protocol.ts';
import { parseTraces, type TraceLine } from '../runtime/fidelity/traces.ts';
import { vanillaOnTraces } from './helpers/vanilla-baseline.ts';
import { loadSnapshot } from '../runtime/snapshot/snapshot.ts';
import { toTree, fromTree } from '../kernels/filesystem/state.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const REPO = join(import.meta.dirname, '..');
const FILE = join(REPO, 'examples', 'traces', 'filesystem.traces.jsonl');
const TRACES = parseTraces(readFileSync(FILE, 'utf8'), FILE);
const server = loadServer('filesystem');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
/** get_file_info's times come from the real disk, not from anything the state records. */
const TIMED = new Set([22]);

type Kind = 'protocol' | 'unknown-tool' | 'schema' | 'kernel';
function kindOf(t: TraceLine): { kind: Kind; args?: unknown; hostText?: string } {
  if (requestError(requestParams(t))) return { kind: 'protocol' };
  const def = server.toolsByName.get(t.tool as string);
  if (!def) return { kind: 'unknown-tool', hostText: server.config.unknownTool.text.replace('{name}', t.tool as string) };
  const v = validatorFor(def, server.config.validation).validate(t.args ?? undefined);
  return v.ok ? { kind: 'kernel', args: v.args } : { kind: 'schema', hostText: v.message };
}

async function replay(t: TraceLine, args: unknown) {
  const kernel = await loadKernelInProcess(server, t.tool as string);
  const tree = toTree(t.state_before);
  const { result, ops } = callInProcess(server, kernel, tree, args, { nowMs: T0 });
  return { result: result as Any, ops, after: fromTree(tree) };
}

const classified = TRACES.map((t) => ({ t, ...kindOf(t) }));
const kernelLines = classified.filter((c) => c.kind === 'kernel');
const withoutTimes = (s: string) => s.replace(/^(created|modified|accessed): .*$/gm, '$1: <time>');

describe('filesystem kernels replay the authentic traces', () => {
  it('classifies all 61 calls: 51 reach a kernel, 10 are answered by the host', () => {
    const count = (k: Kind) => classified.filter((c) => c.kind === k).length;
    expect(TRACES.length).toBe(61);
    expect({ kernel: count('kernel'), schema: count('schema'), unknownTool: count('unknown-tool'), protocol: count('protocol') })
      .toEqual({ kernel: 51, schema: 9, unknownTool: 1, protocol: 0 });
  });

  it.each(kernelLines.filter((c) => !TIMED.has(c.t.seq)).map((c) => [c.t.seq, c.t.tool, c] as const))(
    'seq %i %s: exact response and exact folder afterwards', async (_seq, _tool, c) => {
      const { result, after } = await replay(c.t, c.args);
      expect(result).toEqual(c.t.response);
      expect(after).toEqual(c.t.state_after);
    });

  it('seq 22 get_file_info: everything but the three disk times matches', async () => {
    const c = kernelLines.find((x) => x.t.seq === 22)!;
    const { result, after } = await replay(c.t, c.args);
    const real = c.t.response as Any;
    expect(withoutTimes(result.content[0].text)).toBe(withoutTimes(real.content[0].text));
    expect(withoutTimes(result.structuredContent.content)).toBe(withoutTimes(real.structuredContent.content));
    expect(result.content[0].text).toContain('created: Thu Jan 01 2026 09:00:00 GMT+0000 (Coordinated Universal Time)');
    expect(after).toEqual(c.t.state_after);
  });

  it('matches 50 of the 51 kernel-level traces exactly (the count the report quotes)', async () => {
    const matched: number[] = [];
    for (const c of kernelLines) {
      const { result, after } = await replay(c.t, c.args);
      if (JSON.stringify(result) === JSON.stringify(c.t.response) && JSON.stringify(after) === JSON.stringify(c.t.state_after)) matched.push(c.t.seq);
    }
    expect(matched.length).toBe(50);
    expect(kernelLines.map((c) => c.t.seq).filter((s) => !matched.includes(s))).toEqual([22]);
  });

  it('failing calls change nothing: no operations', async () => {
    for (const c of kernelLines.filter((x) => x.t.isError)) {
      const { ops } = await replay(c.t, c.args);
      expect({ seq: c.t.seq, ops }).toEqual({ seq: c.t.seq, ops: [] });
    }
  });

  it('the host answers schema violations and the unknown tool with the real wording (SDK, zod 3)', () => {
    for (const c of classified.filter((x) => x.kind === 'schema' || x.kind === 'unknown-tool')) {
      expect({ seq: c.t.seq, text: c.hostText }).toEqual({ seq: c.t.seq, text: (c.t.response as Any).content[0].text });
    }
  });
});

// The documentation-only baseline (kernels/filesystem-vanilla) runs on the same reconstructed states: it
// must work on every call it gets (plausible answers, never a crash), and the trace-informed
// kernels must beat it on exact matches — the gap Table 4 measures.
describe('filesystem-vanilla (documentation-only baseline) on the same traces', () => {
  it('answers every call it gets without crashing, and matches fewer traces exactly than the informed kernels', async () => {
    const { ran, exact } = await vanillaOnTraces('filesystem-vanilla', kernelLines, { toTree, fromTree }, T0);
    expect(ran).toBeGreaterThan(0);
    expect(exact).toBeLessThan(ran);
  });
});

describe('filesystem state codec (Context Reconstruction)', () => {
  const states = TRACES.flatMap((t) => [t.state_before, t.state_after]);

  it('fromTree(toTree(s)) gives back every recorded listing', () => {
    for (const s of states) expect(fromTree(toTree(s))).toEqual(s);
  });

  it('toTree(fromTree(t)) gives back the tree, entries keyed by their path', () => {
    for (const s of states) {
      const tree = toTree(s) as Any;
      expect(toTree(fromTree(tree))).toEqual(tree);
      for (const [k, e] of Object.entries<Any>(tree.entries)) expect(e.path).toBe(k);
    }
  });

  it('lists in code-unit order whatever order the tree holds, and records text with a NUL as base64', () => {
    const tree = { root: '/r', home: '/h', entries: {
      'b.txt': { path: 'b.txt', type: 'file', size: 3, content: 'a\u0000b' },
      a: { path: 'a', type: 'dir' },
      'a/x': { path: 'a/x', type: 'file', size: 1, content: 'x', modified: '2026-01-01T09:00:00.000Z' },
      '2026': { path: '2026', type: 'dir' },
    } };
    expect(fromTree(tree)).toEqual({ root: '/r', entries: [
      { path: '2026', type: 'dir' }, { path: 'a', type: 'dir' }, { path: 'a/x', type: 'file', size: 1, content: 'x' },
      { path: 'b.txt', type: 'file', size: 3, base64: 'YQBi' }] });
  });

  it('rejects malformed listings with a message naming the entry', () => {
    expect(() => toTree({ root: 'rel', entries: [] })).toThrow(/filesystem state: field "root" must be an absolute path/);
    expect(() => toTree({ root: '/r', entries: [{ path: '../x', type: 'dir' }] })).toThrow(/entries\[0\]: "path" must be a relative path/);
    expect(() => toTree({ root: '/r', entries: [{ path: 'a/b', type: 'dir' }] })).toThrow(/entry a\/b: its folder a is not listed/);
    expect(() => toTree({ root: '/r', entries: [{ path: 'f', type: 'file', size: 1 }] })).toThrow(/entries\[0\]: a file needs "content" or "base64"/);
  });

  it('the default snapshot is the folder before the first trace', () => {
    expect(loadSnapshot(server.config.defaultSnapshot).tree).toEqual(toTree(TRACES[0].state_before));
  });
});

// Behaviour the shared traces do not exercise, observed on the live server with `persona traverse`
// (black-box calls, recorded against a root of /tmp/probe/fs/root; see kernels/filesystem/README.md).
describe('filesystem kernels: behaviour seen on the live server beyond the traces', () => {
  const ROOT = '/srv/live/fs-root';
  const file = (path: string, content: string) => ({ path, type: 'file', size: Buffer.byteLength(content), content });
  const START = { root: ROOT, entries: [
    { path: 'notes', type: 'dir' },
    file('notes/nonl.txt', 'a\nb\nc'),
    file('notes/todo.md', '# Todo\n- [ ] buy milk\n- [ ] call Bob\n- [x] pay rent\n'),
  ] };
  async function run(state: Any, tool: string, args: unknown) {
    const def = server.toolsByName.get(tool)!;
    const v = validatorFor(def, 'sdk').validate(args);
    if (!v.ok) throw new Error(v.message);
    const kernel = await loadKernelInProcess(server, tool);
    const tree = toTree(state);
    const { result, ops } = callInProcess(server, kernel, tree, v.args, { nowMs: T0 });
    return { result: result as Any, text: (result as Any).content[0].text as string, state: fromTree(tree) as Any, ops };
  }
  const withFiles = (...files: Any[]) => ({ root: ROOT, entries: [...START.entries, ...files].sort((a, b) => (a.path < b.path ? -1 : 1)) });
  const todo = `${ROOT}/notes/todo.md`;

  it('head/tail: 0 is ignored, negative gives nothing, fractions round up, tail keeps the empty last line', async () => {
    const read = async (args: Any) => (await run(START, 'read_text_file', { path: todo, ...args })).text;
    expect(await read({ head: 0 })).toBe('# Todo\n- [ ] buy milk\n- [ ] call Bob\n- [x] pay rent\n');
    expect(await read({ head: -1 })).toBe('');
    expect(await read({ head: 1.5 })).toBe('# Todo\n- [ ] buy milk');
    expect(await read({ head: 100 })).toBe('# Todo\n- [ ] buy milk\n- [ ] call Bob\n- [x] pay rent');
    expect(await read({ tail: 2 })).toBe('- [x] pay rent\n');
    expect(await read({ tail: -1 })).toBe('');
    expect(await read({ head: 0, tail: 2 })).toBe('- [x] pay rent\n');
    const crlf = withFiles(file('crlf.txt', 'one\r\ntwo\r\nthree\r\n'));
    expect((await run(crlf, 'read_text_file', { path: 'crlf.txt', head: 2 })).text).toBe('one\r\ntwo\r');
    expect((await run(crlf, 'read_text_file', { path: 'crlf.txt', tail: 2 })).text).toBe('three\n');
  });

  it('path resolution: relative, ~, Windows drive letters, traversal, a file used as a folder', async () => {
    const err = async (path: string) => (await run(START, 'read_text_file', { path })).text;
    expect(await err('~/x')).toBe('Access denied - path outside allowed directories: /srv/live/home/x not in /srv/live/fs-root');
    expect(await err('c:\\x')).toBe('Access denied - Windows-style path received on a POSIX host: c:\\x');
    expect(await err('C:x')).toBe("ENOENT: no such file or directory, open '/srv/live/fs-root/C:x'");
    expect(await err('notes/../../etc/x')).toBe('Access denied - path outside allowed directories: /srv/live/etc/x not in /srv/live/fs-root');
    expect(await err('notes/todo.md/x')).toBe("ENOTDIR: not a directory, realpath '/srv/live/fs-root/notes/todo.md/x'");
    expect(await err('.')).toBe('EISDIR: illegal operation on a directory, read');
    expect((await run(START, 'read_text_file', { path: './notes/../notes/nonl.txt' })).text).toBe('a\nb\nc');
  });

  it('edit_file: flexible line matching re-indents as observed, replacement is literal, diff ordering as the real library', async () => {
    const s = withFiles(file('ind.txt', 'x\n    a\n        b\nend\n'), file('dup.txt', 'k\nk\nk\n'));
    const diff = async (path: string, edits: Any[]) => (await run(s, 'edit_file', { path, edits, dryRun: true })).text.split('\n').slice(5).join('\n');
    expect(await diff('ind.txt', [{ oldText: 'a\nb', newText: 'x\n  y\n    z' }])).toBe('@@ -1,4 +1,5 @@\n x\n-    a\n-        b\n+    x\n+  y\n+    z\n end\n```\n\n');
    expect(await diff('ind.txt', [{ oldText: '\ta   \n\t\tb', newText: 'p\n\t\tq' }])).toBe('@@ -1,4 +1,4 @@\n x\n-    a\n-        b\n+    p\n+    q\n end\n```\n\n');
    expect(await diff('ind.txt', [{ oldText: 'end', newText: '$&-$$' }])).toContain('+$&-$$\n');
    expect(await diff('dup.txt', [{ oldText: 'k', newText: 'K' }])).toBe('@@ -1,3 +1,3 @@\n+K\n k\n k\n-k\n```\n\n');
    expect(await diff('notes/nonl.txt', [{ oldText: 'c', newText: 'c\n' }])).toBe('@@ -1,3 +1,3 @@\n a\n b\n-c\n\\ No newline at end of file\n+c\n```\n\n');
    const bad = await run(s, 'edit_file', { path: 'dup.txt', edits: [{ oldText: 'k', newText: 'K' }, { oldText: 'zz', newText: 'q' }] });
    expect(bad.result).toEqual({ content: [{ type: 'text', text: 'Could not find exact match for edit:\nzz' }], isError: true });
    expect(bad.ops).toEqual([]);
  });

  it('edit_file: far-apart changes give separate hunks with 4 lines of context; backticks lengthen the fence', async () => {
    const long = Array.from({ length: 30 }, (_, i) => `line ${i + 1}\n`).join('');
    const s = withFiles(file('long.txt', long), file('bt.md', '```\ncode\n```\n'));
    const r = await run(s, 'edit_file', { path: 'long.txt', edits: [{ oldText: 'line 10\n', newText: 'LINE TEN\n' }, { oldText: 'line 25\n', newText: 'LINE 25\nextra\n' }] });
    expect(r.text.match(/^@@ .* @@$/gm)).toEqual(['@@ -6,9 +6,9 @@', '@@ -21,9 +21,10 @@']);
    expect(r.state.entries.find((e: Any) => e.path === 'long.txt').content).toContain('LINE 25\nextra\nline 26');
    expect((await run(s, 'edit_file', { path: 'bt.md', edits: [{ oldText: 'code', newText: 'CODE' }] })).text).toMatch(/^````diff\n[\s\S]*\n````\n\n$/);
  });

  it('write_file over a folder fails naming a temporary file; into a missing folder is ENOENT', async () => {
    const r = await run(START, 'write_file', { path: `${ROOT}/notes`, content: 'x' });
    expect(r.text).toMatch(/^EISDIR: illegal operation on a directory, rename '\/srv\/live\/fs-root\/notes\.[0-9a-f]{32}\.tmp' -> '\/srv\/live\/fs-root\/notes'$/);
    expect((await run(START, 'write_file', { path: 'nodir/x', content: '' })).text).toBe("ENOENT: no such file or directory, open '/srv/live/fs-root/nodir/x'");
    const u = await run(START, 'write_file', { path: 'u.txt', content: 'a\ud800b' });
    expect(u.state.entries.find((e: Any) => e.path === 'u.txt')).toEqual({ path: 'u.txt', type: 'file', size: 5, content: 'a\ufffdb' });
  });

  it('search_files and directory_tree exclusions follow the observed glob rules', async () => {
    const s = withFiles(file('.hidden.md', 'h'), file('notes/.dot.md', 'h'), file('dup.txt', 'k'));
    const search = async (pattern: string, excludePatterns: string[] = []) => (await run(s, 'search_files', { path: ROOT, pattern, excludePatterns })).text.split('\n').map((p) => p.replace(`${ROOT}/`, ''));
    expect(await search('**/*.md')).toEqual(['.hidden.md', 'notes/.dot.md', 'notes/todo.md']);
    expect(await search('*')).toEqual(['.hidden.md', 'dup.txt', 'notes']);
    expect(await search('notes/**')).toEqual(['notes/.dot.md', 'notes/nonl.txt', 'notes/todo.md']);
    expect(await search('{dup,x}.txt')).toEqual(['dup.txt']);
    expect(await search('**/*', ['notes'])).toEqual(['.hidden.md', 'dup.txt']);
    expect(await search('**/*', ['notes/'])).toHaveLength(6);
    expect(await search('*.MD')).toEqual(['No matches found']);
    const tree = async (excludePatterns: string[]) => JSON.parse((await run(s, 'directory_tree', { path: ROOT, excludePatterns })).text);
    expect((await tree(['notes/'])).find((e: Any) => e.name === 'notes')).toEqual({ name: 'notes', type: 'directory', children: [] });
    expect((await tree(['todo.md'])).find((e: Any) => e.name === 'notes').children.map((e: Any) => e.name)).toEqual(['.dot.md', 'nonl.txt']);
    expect((await tree(['*.md'])).map((e: Any) => e.name)).toEqual(['dup.txt', 'notes']);
    expect(await tree(['*'])).toEqual([]);
  });

  it('listing order: readdir by code point, sizes by locale collation, size sort counts folders as 4096', async () => {
    const names = ['é.txt', 'Z.txt', 'z.txt', '1.txt', '-x.txt', 'a.txt', 'A.txt', 'ß.txt', ' s.txt', '10.txt', '9.txt', 'a_b.txt'];
    const s = { root: ROOT, entries: [{ path: 'd', type: 'dir' }, ...names.map((n) => file(`d/${n}`, ''))] };
    expect((await run(s, 'list_directory', { path: 'd' })).text.split('\n').map((l: string) => l.slice(7)))
      .toEqual([' s.txt', '-x.txt', '1.txt', '10.txt', '9.txt', 'A.txt', 'Z.txt', 'a.txt', 'a_b.txt', 'z.txt', 'ß.txt', 'é.txt']);
    const sized = (await run(s, 'list_directory_with_sizes', { path: 'd' })).text.split('\n');
    expect(sized.slice(0, names.length).map((l: string) => l.slice(7).replace(/ +0 B$/, '')))
      .toEqual([' s.txt', '-x.txt', '1.txt', '10.txt', '9.txt', 'a_b.txt', 'a.txt', 'A.txt', 'é.txt', 'ß.txt', 'z.txt', 'Z.txt']);
    const big = withFiles(file('big.txt', 'x'.repeat(2000)), file('huge.txt', 'y'.repeat(1100000)), file('b.md', 'bee'));
    expect((await run(big, 'list_directory_with_sizes', { path: ROOT, sortBy: 'size' })).text).toBe([
      '[FILE] huge.txt                          1.05 MB', '[DIR] notes                          ', '[FILE] big.txt                           1.95 KB',
      '[FILE] b.md                                  3 B', '', 'Total: 3 files, 1 directories', 'Combined size: 1.05 MB'].join('\n'));
    expect((await run({ root: ROOT, entries: [{ path: 'e', type: 'dir' }] }, 'list_directory_with_sizes', { path: 'e' })).text).toBe('\nTotal: 0 files, 0 directories\nCombined size: 0 B');
  });

  it('move_file: destination check first, folders move with their contents, no move into itself', async () => {
    const mv = async (source: string, destination: string) => run(START, 'move_file', { source, destination });
    expect((await mv('ghost', 'notes/todo.md')).text).toBe(`Destination already exists: ${ROOT}/notes/todo.md`);
    expect((await mv('notes', 'notes/inner')).text).toBe(`EINVAL: invalid argument, rename '${ROOT}/notes' -> '${ROOT}/notes/inner'`);
    expect((await mv('notes/nonl.txt', 'nodir/x')).text).toBe(`ENOENT: no such file or directory, rename '${ROOT}/notes/nonl.txt' -> '${ROOT}/nodir/x'`);
    const r = await mv('notes', 'archive');
    expect(r.text).toBe('Successfully moved notes to archive');
    expect(r.state.entries.map((e: Any) => e.path)).toEqual(['archive', 'archive/nonl.txt', 'archive/todo.md']);
  });

  it('read_media_file: MIME by extension, case-insensitive; unknown types as an embedded resource', async () => {
    const s = withFiles(file('m.JPG', 'zz'), file('m.flac', 'zz'), file('m.m4a', 'zz'));
    expect((await run(s, 'read_media_file', { path: 'm.JPG' })).result.content).toEqual([{ type: 'image', data: 'eno=', mimeType: 'image/jpeg' }]);
    expect((await run(s, 'read_media_file', { path: 'm.flac' })).result.content).toEqual([{ type: 'audio', data: 'eno=', mimeType: 'audio/flac' }]);
    expect((await run(s, 'read_media_file', { path: 'm.m4a' })).result.structuredContent.content)
      .toEqual([{ type: 'resource', resource: { uri: `file://${ROOT}/m.m4a`, mimeType: 'application/octet-stream', blob: 'eno=' } }]);
  });

  it('create_directory creates missing parents and names them as given; a file in the way is EEXIST', async () => {
    const r = await run(START, 'create_directory', { path: 'a/b/../c' });
    expect(r.text).toBe('Successfully created directory a/b/../c');
    expect(r.state.entries.filter((e: Any) => e.path.startsWith('a')).map((e: Any) => e.path)).toEqual(['a', 'a/c']);
    expect((await run(START, 'create_directory', { path: 'notes/todo.md' })).text).toBe(`EEXIST: file already exists, mkdir '${ROOT}/notes/todo.md'`);
  });

  it('get_file_info: folders report 4096 bytes and 755, files their bytes and 644; written files carry their write time', async () => {
    const dir = (await run(START, 'get_file_info', { path: 'notes' })).text;
    expect(dir).toMatch(/^size: 4096\n[\s\S]*isDirectory: true\nisFile: false\npermissions: 755$/);
    const w = await run(START, 'write_file', { path: 'n.txt', content: 'héllo' });
    const tree = toTree(w.state) as Any;
    tree.entries['n.txt'].modified = '2025-06-30T23:59:58.000Z';
    const kernel = await loadKernelInProcess(server, 'get_file_info');
    const info = (callInProcess(server, kernel, tree, { path: 'n.txt' }, { nowMs: T0 }).result as Any).content[0].text;
    expect(info).toBe(['size: 6', 'created: Thu Jan 01 2026 09:00:00 GMT+0000 (Coordinated Universal Time)',
      'modified: Mon Jun 30 2025 23:59:58 GMT+0000 (Coordinated Universal Time)', 'accessed: Thu Jan 01 2026 09:00:00 GMT+0000 (Coordinated Universal Time)',
      'isDirectory: false', 'isFile: true', 'permissions: 644'].join('\n'));
  });

  it('a name the tree cannot hold is refused before anything changes', async () => {
    const r = await run(START, 'create_directory', { path: 'x/y]z' });
    expect(r.result.isError).toBe(true);
    expect(r.text).toMatch(/cannot store the name/);
    expect(r.ops).toEqual([]);
  });
});
