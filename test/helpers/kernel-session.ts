// The per-server kernel harness the server tests share: one session on a fresh copy of a
// snapshot tree, each call loading the tool's kernel in-process, the clock a minute further and
// the seed words starting with the call's sequence number. (It was pasted into a dozen files.)
import { loadKernelInProcess, callInProcess } from '../../runtime/kernel/inprocess.ts';
import type { ServerDefinition } from '../../runtime/servers/registry.ts';
import type { CallToolResult, PatchOp } from '../../runtime/kernel/types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

/** 2026-01-01T09:00:00Z: every server test's clock starts here. */
export const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

export interface KernelCall {
  result: CallToolResult;
  ops: PatchOp[];
  /** The first content item's text. */
  text: string;
  /** `text` parsed as JSON: always (`json: 'strict'`, a test failure if it is not JSON), when it is ('lenient', else null), or never ('none', null). */
  body: Any;
  nowMs: number;
}

export interface KernelSessionOptions {
  /** The seed words after the sequence number: [seq, ...seedTail]. */
  seedTail: [number, number, number];
  json: 'strict' | 'lenient' | 'none';
}

export function kernelSession(server: ServerDefinition, base: unknown, opts: KernelSessionOptions) {
  const tree: Any = structuredClone(base);
  let seq = 0;
  async function call(tool: string, args: Any): Promise<KernelCall> {
    seq += 1;
    const nowMs = T0 + seq * 60_000;
    const kernel = await loadKernelInProcess(server, tool);
    const { result, ops } = callInProcess(server, kernel, tree, args, { nowMs, seedWords: [seq, ...opts.seedTail], seq });
    const text = String(result.content[0].text);
    let body: Any = null;
    if (opts.json === 'strict') body = JSON.parse(text);
    else if (opts.json === 'lenient') {
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
    }
    return { result, ops, text, body, nowMs };
  }
  return { tree, call };
}
