// Calling one kernel of a bundled server in process, on a committed snapshot, at a fixed clock —
// the shared harness of the information-server tests (servers-amap, -mcpollinations, -context7,
// -medical), plus the two checks every one of them makes: answers inside the isolate equal the
// in-process ones, and the snapshot builder rebuilds the committed files byte for byte.
import { expect } from 'vitest';
import { readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { loadServer } from '../../runtime/servers/registry.ts';
import { loadKernelInProcess, callInProcess } from '../../runtime/kernel/inprocess.ts';
import { Sandbox } from '../../runtime/sandbox/sandbox.ts';
import type { CallToolResult, PatchOp } from '../../runtime/kernel/types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Any = any;

export const ROOT = join(import.meta.dirname, '..', '..');
export const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

export function snapshotTree(server: string, persona = 'li-ming'): Any {
  return JSON.parse(readFileSync(join(ROOT, 'snapshots', server, `${persona}.json`), 'utf8')).tree;
}

export interface Call { result: CallToolResult; ops: PatchOp[]; text: string; tree: Any }

/** One call; `tree` is mutated in place (pass a clone to keep the original). */
export async function callTool(server: string, tool: string, args: Any, tree: Any, nowMs = T0, seedWords = [1, 2, 3, 4]): Promise<Call> {
  const def = loadServer(server);
  const kernel = await loadKernelInProcess(def, tool);
  const { result, ops } = callInProcess(def, kernel, tree, args, { nowMs, seedWords, seq: 1 });
  const text = result.content.filter((c) => c.type === 'text').map((c) => String(c.text)).join('\n');
  return { result, ops, text, tree };
}

export function manifestIsShared(server: string): void {
  const shared = `/work/shared/tools/${server}.json`;
  let expected: string | null = null;
  try { expected = readFileSync(shared, 'utf8'); } catch { expected = null; }
  if (expected !== null) expect(readFileSync(join(ROOT, 'kernels', server, 'manifest.json'), 'utf8')).toBe(expected);
}

export async function isolateParity(server: string, calls: [string, Any][], persona = 'li-ming'): Promise<void> {
  const def = loadServer(server);
  const sandbox = new Sandbox([def]);
  const tree = snapshotTree(server, persona);
  sandbox.loadTree(server, tree);
  try {
    for (const [tool, args] of calls) {
      const mine = await callTool(server, tool, args, structuredClone(tree));
      const out = sandbox.call(server, tool, args, T0, 1, [1, 2, 3, 4]);
      expect('result' in out ? out.result : out).toEqual(mine.result);
      sandbox.loadTree(server, tree);
    }
  } finally {
    sandbox.dispose?.();
  }
}

/** The builder run twice, under two far-apart time zones and locales, rebuilds the committed files. */
export function rebuildsByteForByte(server: string): void {
  for (const [TZ, LANG] of [['Pacific/Kiritimati', 'de_DE.UTF-8'], ['America/Adak', 'ja_JP.UTF-8']]) {
    const dir = mkdtempSync(join(tmpdir(), `${server}-snap-`));
    execFileSync(process.execPath, [join(ROOT, 'snapshots', server, 'build.mjs'), dir], { stdio: 'pipe', env: { ...process.env, TZ, LANG, LC_ALL: LANG } });
    for (const persona of ['li-ming', 'emma-clark']) {
      expect(readFileSync(join(dir, `${persona}.json`), 'utf8')).toBe(readFileSync(join(ROOT, 'snapshots', server, `${persona}.json`), 'utf8'));
    }
  }
}
