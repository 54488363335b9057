// The Obsidian kernels (MarkusPfundstein/mcp-obsidian over the Local REST API), tool by tool, on
// fresh copies of the emma-clark and li-ming vaults: the success path with the exact text the
// Python server prints (json.dumps(…, indent=2) with ASCII escapes, raw text, or its
// "Successfully …" lines), the Python MCP SDK's jsonschema validation messages, the server's own
// checks and the Local REST API's errors (`Caught Exception. Error: Error <code>: <message>`).
// A failed call never writes: no operations.
import { describe, it, expect } from 'vitest';
import { readFileSync, mkdtempSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { loadServer } from '../runtime/servers/registry.ts';
import { kernelSession, type KernelCall } from './helpers/kernel-session.ts';
import type { CallToolResult, PatchOp } from '../runtime/kernel/types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const ROOT = join(import.meta.dirname, '..');
const EMMA: Any = JSON.parse(readFileSync(join(ROOT, 'snapshots', 'obsidian', 'emma-clark.json'), 'utf8'));
const LI: Any = JSON.parse(readFileSync(join(ROOT, 'snapshots', 'obsidian', 'li-ming.json'), 'utf8'));
const F = EMMA.tree.files;
const server = loadServer('obsidian');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

type Call = KernelCall;

const session = (base: Any = EMMA.tree) => kernelSession(server, base, { seedTail: [2, 4, 8], json: 'none' });

/** What Python's json.dumps(value, indent=2) prints (ensure_ascii: \uXXXX for non-ASCII). */
const py = (v: Any) => JSON.stringify(v, null, 2).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function ok(r: Call, text: string) {
  expect(r.result.isError, r.text).toBeUndefined();
  expect(r.text).toBe(text);
}
function fails(r: Call, text: string) {
  expect(r.ops).toEqual([]);
  expect(r.result.isError).toBe(true);
  expect(r.text).toBe(text);
}
const invalid = (r: Call, message: string) => fails(r, `Input validation error: ${message}`);
const caught = (r: Call, message: string) => fails(r, `Caught Exception. Error: ${message}`);
const NOT_FOUND = 'Error 40400: Not Found';
const ONLY_FILES = 'Error 40510: Request method is valid only for file paths, not directories.';
const TIMEOUT = "Request failed: HTTPSConnectionPool(host='127.0.0.1', port=27124): Read timed out. (read timeout=6)";

// ---------------------------------------------------------------------------------------------

describe('obsidian: server folder', () => {
  it('exposes exactly the 13 tools of mcp-obsidian, one kernel each', () => {
    expect(server.tools.map((t) => t.name)).toEqual([
      'obsidian_list_files_in_dir', 'obsidian_list_files_in_vault', 'obsidian_get_file_contents', 'obsidian_simple_search',
      'obsidian_patch_content', 'obsidian_append_content', 'obsidian_put_content', 'obsidian_delete_file',
      'obsidian_complex_search', 'obsidian_batch_get_file_contents', 'obsidian_get_periodic_note',
      'obsidian_get_recent_periodic_notes', 'obsidian_get_recent_changes',
    ]);
    const shared = '/work/shared/tools/obsidian.json';
    if (existsSync(shared)) expect(readFileSync(join(ROOT, 'kernels/obsidian/manifest.json'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  it('validates in the kernels with the Python SDK’s wording; unknown tools are the server’s ValueError', () => {
    expect(server.config).toEqual({
      name: 'obsidian', validation: 'none', defaultSnapshot: 'obsidian/emma-clark',
      unknownTool: { text: 'Unknown tool: {name}', isError: true },
    });
  });
});

describe('obsidian_list_files_in_vault / obsidian_list_files_in_dir', () => {
  it('lists the root: files by name, folders with a trailing slash, sorted', async () => {
    const { call } = session();
    ok(await call('obsidian_list_files_in_vault', {}), py(['Areas/', 'Daily/', 'Home.md', 'Inbox/', 'Learning/', 'Meetings/', 'Papers/', 'People/', 'Projects/', 'Templates/', 'Weekly/', 'Writing/']));
    ok(await call('obsidian_list_files_in_vault', { extra: true }), py(['Areas/', 'Daily/', 'Home.md', 'Inbox/', 'Learning/', 'Meetings/', 'Papers/', 'People/', 'Projects/', 'Templates/', 'Weekly/', 'Writing/']));
  });

  it('lists one folder level; the Chinese vault escapes names', async () => {
    const { call } = session();
    ok(await call('obsidian_list_files_in_dir', { dirpath: 'Projects' }), py(['Harbor/', 'Lumen/', 'Offsite/', 'Quill/']));
    ok(await call('obsidian_list_files_in_dir', { dirpath: 'Projects/Lumen' }), py(['Flaky tasks.md', 'Lumen.md', 'Red-team sprint ideas.md', 'Rubric v3.md', 'Tool-use track design.md']));
    const li = session(LI.tree);
    const r = await li.call('obsidian_list_files_in_dir', { dirpath: '项目' });
    ok(r, py(['Atlas.md', 'Beacon.md', 'Cedar.md', 'OrbitPay.md']));
    const root = await li.call('obsidian_list_files_in_vault', {});
    expect(root.text).toContain('"\\u65e5\\u8bb0/"');
  });

  it('errors: a trailing slash doubles up, unknown folders and files are not found, empty vault, bad arguments', async () => {
    const { call } = session();
    caught(await call('obsidian_list_files_in_dir', { dirpath: 'Projects/' }), NOT_FOUND);
    caught(await call('obsidian_list_files_in_dir', { dirpath: 'Archive' }), NOT_FOUND);
    caught(await call('obsidian_list_files_in_dir', { dirpath: 'Home.md' }), NOT_FOUND);
    invalid(await call('obsidian_list_files_in_dir', {}), "'dirpath' is a required property");
    invalid(await call('obsidian_list_files_in_dir', { dirpath: ['Daily'] }), "['Daily'] is not of type 'string'");
    const empty = session({ ...EMMA.tree, files: {} });
    caught(await empty.call('obsidian_list_files_in_vault', {}), NOT_FOUND);
  });
});

describe('obsidian_get_file_contents / obsidian_batch_get_file_contents', () => {
  it('returns a file as a JSON string literal with ASCII escapes', async () => {
    const { call } = session();
    const r = await call('obsidian_get_file_contents', { filepath: 'Projects/Lumen/Rubric v3.md' });
    ok(r, py(F['Projects/Lumen/Rubric v3.md'].content));
    expect(r.text.startsWith('"---\\ntags: [lumen, judges]\\n---\\n# Rubric v3\\n\\n- \\u03ba 0.81')).toBe(true);
    const li = session(LI.tree);
    const cn = await li.call('obsidian_get_file_contents', { filepath: '项目/OrbitPay.md' });
    ok(cn, py(LI.tree.files['项目/OrbitPay.md'].content));
    expect(cn.text).toContain('8861-0032-77');
  });

  it('a folder path returns the listing JSON as text, quoted again', async () => {
    const { call } = session();
    ok(await call('obsidian_get_file_contents', { filepath: 'Projects/' }), py(JSON.stringify({ files: ['Harbor/', 'Lumen/', 'Offsite/', 'Quill/'] }, null, 2)));
    const root = await call('obsidian_get_file_contents', { filepath: '' });
    expect(JSON.parse(JSON.parse(root.text)).files[0]).toBe('Areas/');
  });

  it('errors: missing file, a folder without its slash, validation', async () => {
    const { call } = session();
    caught(await call('obsidian_get_file_contents', { filepath: 'Projects/Lumen/Roadmap.md' }), NOT_FOUND);
    caught(await call('obsidian_get_file_contents', { filepath: 'Projects' }), NOT_FOUND);
    caught(await call('obsidian_get_file_contents', { filepath: '/Home.md' }), NOT_FOUND);
    invalid(await call('obsidian_get_file_contents', {}), "'filepath' is a required property");
    invalid(await call('obsidian_get_file_contents', { filepath: 12 }), "12 is not of type 'string'");
  });

  it('batch: concatenates with headers and reports unreadable files inline', async () => {
    const { call } = session();
    const r = await call('obsidian_batch_get_file_contents', { filepaths: ['Inbox/Human baseline.md', 'Inbox/Nope.md', 'Learning/'] });
    ok(r, `# Inbox/Human baseline.md\n\n${F['Inbox/Human baseline.md'].content}\n\n---\n\n# Inbox/Nope.md\n\nError reading file: Error 40400: Not Found\n\n---\n\n# Learning/\n\n${JSON.stringify({ files: ['Distributed training notes.md'] }, null, 2)}\n\n---\n\n`);
    ok(await call('obsidian_batch_get_file_contents', { filepaths: [] }), '');
    invalid(await call('obsidian_batch_get_file_contents', { filepaths: 'Home.md' }), "'Home.md' is not of type 'array'");
    invalid(await call('obsidian_batch_get_file_contents', { filepaths: ['Home.md', 3] }), "3 is not of type 'string'");
    invalid(await call('obsidian_batch_get_file_contents', {}), "'filepaths' is a required property");
  });
});

describe('obsidian_simple_search', () => {
  it('finds every word (case-insensitively) and returns each occurrence with context, most matches first', async () => {
    const { call } = session();
    const r = await call('obsidian_simple_search', { query: 'firmware B7', context_length: 15 });
    const body = JSON.parse(r.text);
    ok(r, py(body));
    const expected = Object.values(F as Any).filter((f: Any) => /firmware/i.test(f.content) && /b7/i.test(f.content)).map((f: Any) => f.path).sort();
    expect(body.map((x: Any) => x.filename).sort()).toEqual(expected);
    const scores = body.map((x: Any) => x.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    for (const hit of body) {
      const content = F[hit.filename].content;
      expect(hit.score).toBe(-hit.matches.length);
      for (const m of hit.matches) {
        const { start, end } = m.match_position;
        expect(['firmware', 'b7']).toContain(content.slice(start, end).toLowerCase());
        expect(m.context).toBe(content.slice(Math.max(start - 15, 0), end + 15));
      }
    }
    ok(await call('obsidian_simple_search', { query: 'zeppelin' }), '[]');
  });

  it('default context is 100 characters; errors are the SDK’s', async () => {
    const { call } = session();
    const body = JSON.parse((await call('obsidian_simple_search', { query: 'Lakeview' })).text);
    const m = body[0].matches[0];
    const content = F[body[0].filename].content;
    expect(m.context).toBe(content.slice(Math.max(m.match_position.start - 100, 0), m.match_position.end + 100));
    invalid(await call('obsidian_simple_search', { query: 'x', context_length: '20' }), "'20' is not of type 'integer'");
    invalid(await call('obsidian_simple_search', { query: 'x', context_length: 2.5 }), "2.5 is not of type 'integer'");
    invalid(await call('obsidian_simple_search', {}), "'query' is a required property");
  });
});

describe('obsidian_patch_content', () => {
  const NOTE = 'Meetings/2025-12-22 Lumen Q1 planning.md';

  it('appends under a nested heading path and stamps mtime', async () => {
    const { call, tree } = session();
    const r = await call('obsidian_patch_content', { filepath: 'Projects/Lumen/Lumen.md', operation: 'append', target_type: 'heading', target: 'Lumen Eval Suite::Numbers to remember', content: '- Tool-use track: 51.7 (dry run)\n' });
    ok(r, 'Successfully patched content in Projects/Lumen/Lumen.md');
    const before = F['Projects/Lumen/Lumen.md'].content;
    const after = before.replace('- Judge κ 0.81 with rubric v3\n\n', '- Judge κ 0.81 with rubric v3\n\n- Tool-use track: 51.7 (dry run)\n');
    expect(tree.files['Projects/Lumen/Lumen.md'].content).toBe(after);
    expect(r.ops).toEqual([
      { op: 'replace', path: '/files/Projects~1Lumen~1Lumen.md/content', value: after },
      { op: 'replace', path: '/files/Projects~1Lumen~1Lumen.md/mtime', value: r.nowMs },
    ]);
  });

  it('prepends and replaces heading sections, patches block references', async () => {
    const { call, tree } = session();
    ok(await call('obsidian_patch_content', { filepath: NOTE, operation: 'prepend', target_type: 'heading', target: 'Lumen Q1 planning::Actions', content: '_Updated Jan 2._\n' }), `Successfully patched content in ${NOTE}`);
    expect(tree.files[NOTE].content).toContain('## Actions\n_Updated Jan 2._\n- [ ] Me: Send the spec freeze announcement');
    ok(await call('obsidian_patch_content', { filepath: NOTE, operation: 'replace', target_type: 'heading', target: 'Lumen Q1 planning::Summary', content: 'Plan locked; see roadmap.\n\n' }), `Successfully patched content in ${NOTE}`);
    expect(tree.files[NOTE].content).toContain('## Summary\nPlan locked; see roadmap.\n\n## My notes');
    ok(await call('obsidian_patch_content', { filepath: NOTE, operation: 'append', target_type: 'block', target: 'd1', content: ' (confirmed with Noah)' }), `Successfully patched content in ${NOTE}`);
    expect(tree.files[NOTE].content).toContain('- No new task families after the spec freeze. (confirmed with Noah) ^d1');
    ok(await call('obsidian_patch_content', { filepath: 'Projects/Lumen/Flaky tasks.md', operation: 'append', target_type: 'block', target: 'flaky-table', content: '\n| Jan 2 | 4.5% | holiday reruns |' }), 'Successfully patched content in Projects/Lumen/Flaky tasks.md');
    expect(tree.files['Projects/Lumen/Flaky tasks.md'].content).toContain('| Dec 19 | 4.7% | full suite v0.3 on Harbor (LUM-EXP-035) |\n| Jan 2 | 4.5% | holiday reruns |\n\n^flaky-table');
  });

  it('front matter: replace a field, append to a list (the block is rewritten as YAML)', async () => {
    const { call, tree } = session();
    ok(await call('obsidian_patch_content', { filepath: 'Projects/Lumen/Lumen.md', operation: 'replace', target_type: 'frontmatter', target: 'status', content: 'frozen' }), 'Successfully patched content in Projects/Lumen/Lumen.md');
    ok(await call('obsidian_patch_content', { filepath: 'Projects/Lumen/Lumen.md', operation: 'append', target_type: 'frontmatter', target: 'tags', content: 'q1' }), 'Successfully patched content in Projects/Lumen/Lumen.md');
    expect(tree.files['Projects/Lumen/Lumen.md'].content.startsWith('---\ntags:\n  - project\n  - lumen\n  - q1\nstatus: frozen\nowner: me\n---\n# Lumen Eval Suite')).toBe(true);
  });

  it('errors: unqualified nested heading, unknown block or field, content already there, missing file, folder path', async () => {
    const { call } = session();
    const failed = (reason: string) => `Error 40080: The patch you provided could not be applied to the target content.\n${reason}`;
    caught(await call('obsidian_patch_content', { filepath: NOTE, operation: 'append', target_type: 'heading', target: 'Actions', content: 'x' }), failed('invalid-target'));
    caught(await call('obsidian_patch_content', { filepath: NOTE, operation: 'append', target_type: 'block', target: 'd9', content: 'x' }), failed('invalid-target'));
    caught(await call('obsidian_patch_content', { filepath: NOTE, operation: 'replace', target_type: 'frontmatter', target: 'owner', content: 'x' }), failed('invalid-target'));
    caught(await call('obsidian_patch_content', { filepath: 'Inbox/Human baseline.md', operation: 'append', target_type: 'frontmatter', target: 'tags', content: 'x' }), failed('invalid-target'));
    caught(await call('obsidian_patch_content', { filepath: NOTE, operation: 'append', target_type: 'heading', target: 'Lumen Q1 planning::Decisions', content: '- No new task families after the spec freeze.' }), failed('content-already-preexists-in-target'));
    caught(await call('obsidian_patch_content', { filepath: 'Meetings/nope.md', operation: 'append', target_type: 'heading', target: 'A', content: 'x' }), NOT_FOUND);
    caught(await call('obsidian_patch_content', { filepath: 'Meetings/', operation: 'append', target_type: 'heading', target: 'A', content: 'x' }), ONLY_FILES);
  });

  it('validation: first missing field, then the wrong-typed value, then enum violations', async () => {
    const { call } = session();
    invalid(await call('obsidian_patch_content', { filepath: NOTE, operation: 'insert' }), "'target_type' is a required property");
    invalid(await call('obsidian_patch_content', { filepath: NOTE, operation: 'insert', target_type: 'heading', target: 'x', content: 'y' }), "'insert' is not one of ['append', 'prepend', 'replace']");
    invalid(await call('obsidian_patch_content', { filepath: NOTE, operation: 'insert', target_type: 7, target: 'x', content: 'y' }), "7 is not of type 'string'");
    invalid(await call('obsidian_patch_content', { filepath: NOTE, operation: 'append', target_type: 'line', target: 'x', content: 'y' }), "'line' is not one of ['heading', 'block', 'frontmatter']");
  });
});

describe('obsidian_append_content / obsidian_put_content', () => {
  it('append adds a newline to a file that lacks one, and creates missing files', async () => {
    const { call, tree } = session();
    const r = await call('obsidian_append_content', { filepath: 'Inbox/Human baseline.md', content: 'Design said yes (Jan 2).' });
    ok(r, 'Successfully appended content to Inbox/Human baseline.md');
    expect(tree.files['Inbox/Human baseline.md'].content).toBe(`${F['Inbox/Human baseline.md'].content}Design said yes (Jan 2).`);
    expect(F['Inbox/Human baseline.md'].content.endsWith('\n')).toBe(true);
    const home = await call('obsidian_append_content', { filepath: 'Writing/Talk ideas.md', content: '- Evals for everyone, the long version' });
    ok(home, 'Successfully appended content to Writing/Talk ideas.md');
    expect(home.ops).toEqual([{ op: 'add', path: '/files/Writing~1Talk ideas.md', value: { path: 'Writing/Talk ideas.md', content: '- Evals for everyone, the long version', ctime: home.nowMs, mtime: home.nowMs } }]);
    const put = session();
    ok(await put.call('obsidian_put_content', { filepath: 'Home.md', content: 'no newline' }), 'Successfully uploaded content to Home.md');
    ok(await put.call('obsidian_append_content', { filepath: 'Home.md', content: 'second' }), 'Successfully appended content to Home.md');
    expect(put.tree.files['Home.md'].content).toBe('no newline\nsecond');
  });

  it('put replaces the whole file and keeps its creation time', async () => {
    const { call, tree } = session();
    const r = await call('obsidian_put_content', { filepath: 'Areas/Personal/Gift ideas.md', content: '# Gift ideas\n\n- Dad: trail guide\n' });
    ok(r, 'Successfully uploaded content to Areas/Personal/Gift ideas.md');
    expect(tree.files['Areas/Personal/Gift ideas.md']).toEqual({ path: 'Areas/Personal/Gift ideas.md', content: '# Gift ideas\n\n- Dad: trail guide\n', ctime: F['Areas/Personal/Gift ideas.md'].ctime, mtime: r.nowMs });
    expect(r.ops.map((o) => o.path)).toEqual(['/files/Areas~1Personal~1Gift ideas.md/content', '/files/Areas~1Personal~1Gift ideas.md/mtime']);
  });

  it('errors: folder paths, writing over a folder, validation', async () => {
    const { call } = session();
    caught(await call('obsidian_append_content', { filepath: 'Daily/', content: 'x' }), ONLY_FILES);
    caught(await call('obsidian_put_content', { filepath: '', content: 'x' }), ONLY_FILES);
    caught(await call('obsidian_put_content', { filepath: 'Daily', content: 'x' }), TIMEOUT);
    caught(await call('obsidian_append_content', { filepath: 'Projects/Lumen', content: 'x' }), TIMEOUT);
    invalid(await call('obsidian_append_content', { filepath: 'a.md' }), "'content' is a required property");
    invalid(await call('obsidian_put_content', { filepath: 'a.md', content: null }), "None is not of type 'string'");
  });
});

describe('obsidian_delete_file', () => {
  it('deletes a file once confirmed', async () => {
    const { call, tree } = session();
    const r = await call('obsidian_delete_file', { filepath: 'Inbox/Offsite swag.md', confirm: true });
    ok(r, 'Successfully deleted Inbox/Offsite swag.md');
    expect(r.ops).toEqual([{ op: 'remove', path: '/files/Inbox~1Offsite swag.md' }]);
    expect(tree.files['Inbox/Offsite swag.md']).toBeUndefined();
    caught(await call('obsidian_delete_file', { filepath: 'Inbox/Offsite swag.md', confirm: true }), NOT_FOUND);
  });

  it('errors: not confirmed (server check), folders, unknown files, validation', async () => {
    const { call } = session();
    caught(await call('obsidian_delete_file', { filepath: 'Home.md', confirm: false }), 'confirm must be set to true to delete a file');
    caught(await call('obsidian_delete_file', { filepath: 'Inbox/', confirm: true }), ONLY_FILES);
    caught(await call('obsidian_delete_file', { filepath: 'Inbox', confirm: true }), TIMEOUT);
    caught(await call('obsidian_delete_file', { filepath: 'Inbox/none.md', confirm: true }), NOT_FOUND);
    invalid(await call('obsidian_delete_file', { filepath: 'Home.md' }), "'confirm' is a required property");
    invalid(await call('obsidian_delete_file', { filepath: 'Home.md', confirm: 'yes' }), "'yes' is not of type 'boolean'");
  });
});

describe('obsidian_complex_search', () => {
  const md = Object.keys(F).filter((p) => p.endsWith('.md')).sort();

  it('evaluates JsonLogic with glob and regexp over path, content, tags and front matter', async () => {
    const { call } = session();
    const all = await call('obsidian_complex_search', { query: { glob: ['*.md', { var: 'path' }] } });
    ok(all, py(md.map((filename) => ({ filename, result: true }))));
    const hits = JSON.parse((await call('obsidian_complex_search', { query: { and: [{ glob: ['Meetings/*', { var: 'path' }] }, { regexp: ['Harbor', { var: 'content' }] }] } })).text);
    expect(hits.map((h: Any) => h.filename)).toEqual(md.filter((p) => p.startsWith('Meetings/') && F[p].content.includes('Harbor')));
    const tagged = JSON.parse((await call('obsidian_complex_search', { query: { in: ['incident', { var: 'tags' }] } })).text);
    const hasTag = (p: string) => /^tags: \[.*\bincident\b.*\]$/m.test(F[p].content) || /(^|\s)#incident\b/.test(F[p].content);
    expect(tagged).toEqual(md.filter(hasTag).map((filename) => ({ filename, result: true })));
    expect(tagged.map((h: Any) => h.filename)).toContain('Projects/Harbor/NCCL incident.md');
    const typed = JSON.parse((await call('obsidian_complex_search', { query: { '==': [{ var: 'frontmatter.type' }, 'review'] } })).text);
    expect(typed.length).toBe(md.filter((p) => /^type: review$/m.test(F[p].content)).length);
    const glob = JSON.parse((await call('obsidian_complex_search', { query: { glob: ['Papers/*?*', { var: 'path' }] } })).text);
    expect(glob).toEqual([]);
  });

  it('results carry the rule’s value; non-rules are literals', async () => {
    const { call } = session();
    const sizes = JSON.parse((await call('obsidian_complex_search', { query: { if: [{ glob: ['Inbox/*', { var: 'path' }] }, { var: 'stat.size' }, 0] } })).text);
    expect(sizes).toEqual(md.filter((p) => p.startsWith('Inbox/')).map((p) => ({ filename: p, result: Buffer.byteLength(F[p].content) })));
    const literal = JSON.parse((await call('obsidian_complex_search', { query: { a: 1, b: 2 } })).text);
    expect(literal).toHaveLength(md.length);
    expect(literal[0].result).toEqual({ a: 1, b: 2 });
  });

  it('errors: unknown operations and runtime faults fail the whole search (40070); validation', async () => {
    const { call } = session();
    const failed = (m: string) => `Error 40070: The query you provided could not be processed.\n${m}`;
    caught(await call('obsidian_complex_search', { query: { contains: ['x', { var: 'content' }] } }), failed(`Unrecognized operation contains (while processing ${md[0]})`));
    const firstWithoutTags = md.find((p) => !/^tags:/m.test(F[p].content))!;
    caught(await call('obsidian_complex_search', { query: { in: ['x', { var: 'frontmatter.tags' }] } }), failed(`Cannot read properties of null (reading 'indexOf') (while processing ${firstWithoutTags})`));
    caught(await call('obsidian_complex_search', { query: { regexp: ['(', { var: 'content' }] } }), failed(`Invalid regular expression: /(/: Unterminated group (while processing ${md[0]})`));
    invalid(await call('obsidian_complex_search', { query: '*.md' }), "'*.md' is not of type 'object'");
    invalid(await call('obsidian_complex_search', {}), "'query' is a required property");
  });
});

describe('obsidian periodic notes', () => {
  it('daily content is the raw note for the vault’s local date', async () => {
    const { call } = session();
    ok(await call('obsidian_get_periodic_note', { period: 'daily' }), F['Daily/2026-01-01.md'].content);
    const li = session(LI.tree);
    ok(await li.call('obsidian_get_periodic_note', { period: 'daily', type: 'content' }), LI.tree.files['日记/2026-01-01.md'].content);
    ok(await li.call('obsidian_get_periodic_note', { period: 'weekly' }), LI.tree.files['周记/2026-W01.md'].content);
  });

  it('metadata is the Local REST API note JSON (tags without #, parsed front matter, stat)', async () => {
    const { call } = session();
    const f = F['Daily/2026-01-01.md'];
    ok(await call('obsidian_get_periodic_note', { period: 'daily', type: 'metadata' }), JSON.stringify({
      tags: ['daily'], frontmatter: { date: '2026-01-01', tags: ['daily'] },
      stat: { ctime: f.ctime, mtime: f.mtime, size: Buffer.byteLength(f.content) }, path: 'Daily/2026-01-01.md', content: f.content,
    }, null, 2));
    const li = session(LI.tree);
    const meta = JSON.parse((await li.call('obsidian_get_periodic_note', { period: 'daily', type: 'metadata' })).text);
    expect(meta.tags).toEqual(['日记']);
  });

  it('errors: disabled periods, no note for today, validation', async () => {
    const { call } = session();
    caught(await call('obsidian_get_periodic_note', { period: 'weekly' }), 'Error 40461: Periodic note does not exist for the specified period.');
    caught(await call('obsidian_get_periodic_note', { period: 'monthly' }), 'Error 40060: Specified period is not enabled.');
    const li = session(LI.tree);
    caught(await li.call('obsidian_get_periodic_note', { period: 'monthly' }), 'Error 40461: Periodic note does not exist for the specified period.');
    caught(await li.call('obsidian_get_periodic_note', { period: 'yearly' }), 'Error 40060: Specified period is not enabled.');
    invalid(await call('obsidian_get_periodic_note', { period: 'hourly' }), "'hourly' is not one of ['daily', 'weekly', 'monthly', 'quarterly', 'yearly']");
    invalid(await call('obsidian_get_periodic_note', { period: 'daily', type: 'json' }), "'json' is not one of ['content', 'metadata']");
    invalid(await call('obsidian_get_periodic_note', {}), "'period' is a required property");
  });

  it('recent periodic notes: the REST API has no such route, so valid calls are not found', async () => {
    const { call } = session();
    caught(await call('obsidian_get_recent_periodic_notes', { period: 'daily', limit: 3, include_content: true }), NOT_FOUND);
    invalid(await call('obsidian_get_recent_periodic_notes', { period: 'daily', limit: 51 }), '51 is greater than the maximum of 50');
    invalid(await call('obsidian_get_recent_periodic_notes', { period: 'daily', limit: 0 }), '0 is less than the minimum of 1');
    invalid(await call('obsidian_get_recent_periodic_notes', { period: 'daily', include_content: 'yes' }), "'yes' is not of type 'boolean'");
    invalid(await call('obsidian_get_recent_periodic_notes', { limit: 5 }), "'period' is a required property");
  });
});

describe('obsidian_get_recent_changes', () => {
  const iso = (ms: number) => {
    const d = new Date(ms - 8 * 3600_000).toISOString().replace('Z', '-08:00');
    return d;
  };
  const byMtime = Object.values(F as Any).filter((f: Any) => f.path.endsWith('.md')).sort((a: Any, b: Any) => b.mtime - a.mtime || (a.path < b.path ? -1 : 1));

  it('runs the Dataview query: newest first, local time with offset', async () => {
    const { call } = session();
    ok(await call('obsidian_get_recent_changes', {}), py(byMtime.slice(0, 10).map((f: Any) => ({ filename: f.path, result: { 'file.mtime': iso(f.mtime) } }))));
    const since = Date.parse('2025-12-31T08:00:00Z'); // local midnight Dec 31 (today Jan 1 minus one day)
    const r = await call('obsidian_get_recent_changes', { days: 1, limit: 100 });
    expect(JSON.parse(r.text).map((x: Any) => x.filename)).toEqual(byMtime.filter((f: Any) => f.mtime >= since).map((f: Any) => f.path));
  });

  it('errors: no Dataview plugin in the li-ming vault, validation', async () => {
    const li = session(LI.tree);
    caught(await li.call('obsidian_get_recent_changes', { limit: 5 }), "Error 40070: The query you provided could not be processed.\nCannot read properties of undefined (reading 'tryQuery')");
    const { call } = session();
    invalid(await call('obsidian_get_recent_changes', { limit: 101 }), '101 is greater than the maximum of 100');
    invalid(await call('obsidian_get_recent_changes', { days: 0 }), '0 is less than the minimum of 1');
    invalid(await call('obsidian_get_recent_changes', { limit: true }), "True is not of type 'integer'");
  });
});

describe('obsidian snapshots', () => {
  it('the build script reproduces both committed snapshots byte for byte', () => {
    const out = mkdtempSync(join(tmpdir(), 'obsidian-snap-'));
    execFileSync(process.execPath, [join(ROOT, 'snapshots', 'obsidian', 'build.mjs'), out]);
    for (const persona of ['emma-clark', 'li-ming']) {
      expect(readFileSync(join(out, `${persona}.json`), 'utf8')).toBe(readFileSync(join(ROOT, 'snapshots', 'obsidian', `${persona}.json`), 'utf8'));
    }
  });

  it('vaults are keyed by path, stamped before the run clock, and link to notes that exist', () => {
    for (const snap of [EMMA, LI]) {
      expect(snap).toMatchObject({ format: 'mcp-persona/snapshot', version: 1, server: 'obsidian' });
      const files = snap.tree.files;
      for (const [k, f] of Object.entries(files) as [string, Any][]) {
        expect(f.path).toBe(k);
        expect(f.ctime <= f.mtime).toBe(true);
        expect(f.mtime < T0).toBe(true);
        for (const m of f.content.matchAll(/\[\[([^\]|#]+)(?:\|[^\]]*)?\]\]/g)) {
          if (k.startsWith('Templates/') || k.startsWith('模板/')) continue;
          expect(files[`${m[1]}.md`], `${k} links to ${m[1]}`).toBeDefined();
        }
      }
      expect(readFileSync(join(ROOT, 'snapshots', 'obsidian', `${snap.persona}.json`), 'utf8').length).toBeLessThan(1_500_000);
    }
    expect(Object.keys(F).length).toBeGreaterThan(150);
  });
});
