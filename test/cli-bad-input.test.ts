// Bad input gets one line naming the file, line or field, a non-zero exit, and nothing already
// written is touched.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync, readFileSync, mkdirSync, readdirSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { cli, REPO } from './helpers/cli.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'persona-cli-'));
const HEADER = JSON.stringify({ servers: ['lark'], seed: 1 });

function oneLineError(r: { code: number | null; stderr: string }, pattern: RegExp) {
  expect(r.code).not.toBe(0);
  const lines = r.stderr.trim().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
}

describe('persona CLI on bad input', () => {
  it('usage and unknown commands', async () => {
    const r = await cli([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/usage: persona <command>/);
    oneLineError(await cli(['frobnicate']), /unknown command "frobnicate"/);
    oneLineError(await cli(['exec', '--bogus']), /persona exec: Unknown option '--bogus'/);
  });

  it('exec: missing flags, missing file, malformed lines, unknown server or field', async () => {
    const d = tmp();
    oneLineError(await cli(['exec', '--out', join(d, 'o')]), /--scenario <file.jsonl> is required/);
    oneLineError(await cli(['exec', '--scenario', join(d, 'nope.jsonl'), '--out', join(d, 'o')]), /nope\.jsonl: scenario file not found/);
    const bad = join(d, 'bad.jsonl');
    writeFileSync(bad, `${HEADER}\n{"tool":"im_v1_chat_list","args":{}}\n{not json\n`);
    oneLineError(await cli(['exec', '--scenario', bad, '--out', join(d, 'o1')]), /bad\.jsonl:3: not valid JSON/);
    writeFileSync(bad, `${HEADER}\n{"args":{}}\n`);
    oneLineError(await cli(['exec', '--scenario', bad, '--out', join(d, 'o2')]), /bad\.jsonl:2: field tool: /);
    writeFileSync(bad, `${HEADER}\n{"tool":"x","args":[]}\n`);
    oneLineError(await cli(['exec', '--scenario', bad, '--out', join(d, 'o3')]), /bad\.jsonl:2: field args: /);
    writeFileSync(bad, `${JSON.stringify({ servers: ['nosuch'] })}\n{"tool":"x"}\n`);
    oneLineError(await cli(['exec', '--scenario', bad, '--out', join(d, 'o4')]), /unknown server "nosuch" \(known: .*lark/);
    writeFileSync(bad, `${JSON.stringify({ servers: ['lark'], clock: { anchor: 'yesterday' } })}\n`);
    oneLineError(await cli(['exec', '--scenario', bad, '--out', join(d, 'o5')]), /bad\.jsonl:1: field clock\.anchor: must be an ISO-8601 time/);
    writeFileSync(bad, `${JSON.stringify({ servers: ['lark'], snapshot: { lark: 'lark/nobody' } })}\n`);
    oneLineError(await cli(['exec', '--scenario', bad, '--out', join(d, 'o6')]), /nobody\.json: snapshot not found/);
  });

  it('exec never writes into a folder that holds files', async () => {
    const d = tmp();
    const sc = join(d, 's.jsonl');
    writeFileSync(sc, `${HEADER}\n`);
    const out = join(d, 'existing');
    mkdirSync(out);
    writeFileSync(join(out, 'journal.msgpack'), 'precious');
    oneLineError(await cli(['exec', '--scenario', sc, '--out', out]), /existing: output folder is not empty/);
    expect(readFileSync(join(out, 'journal.msgpack'), 'utf8')).toBe('precious');
  });

  it('replay and diff: missing folder, corrupt journal, corrupt snapshot, bad step', async () => {
    const d = tmp();
    oneLineError(await cli(['replay', join(d, 'none')]), /none: run folder not found/);
    // A snapshot given by path (not a bundled one) is stored once, content-addressed, beside the run.
    const own = join(d, 'lark-own.json');
    copyFileSync(join(REPO, 'snapshots', 'lark', 'li-ming.json'), own);
    const sc = join(d, 's.jsonl');
    writeFileSync(sc, `${JSON.stringify({ servers: ['lark'], seed: 1, snapshot: { lark: own } })}\n{"tool":"calendar_v4_calendar_primary","args":{}}\n`);
    const out = join(d, 'run');
    expect((await cli(['exec', '--scenario', sc, '--out', out, '--quiet'])).code).toBe(0);
    oneLineError(await cli(['replay', out, '--step', '9']), /--step must be an integer from 0 to 1/);
    oneLineError(await cli(['diff', out, '--from', 'x']), /--from must be a non-negative integer/);
    const stored = readdirSync(join(out, 'snapshots')).filter((f) => f.endsWith('.tree.msgpack'));
    expect(stored).toHaveLength(1);
    const snap = join(out, 'snapshots', stored[0]);
    const bytes = readFileSync(snap);
    bytes[bytes.length - 2] ^= 0x55;
    writeFileSync(snap, bytes);
    oneLineError(await cli(['replay', out]), /\.tree\.msgpack: (.*corrupt|stored snapshot does not match its hash)/);
    writeFileSync(join(out, 'journal.msgpack'), 'garbage');
    oneLineError(await cli(['replay', out]), /journal\.msgpack: not an mcp-persona journal/);
  });
});
