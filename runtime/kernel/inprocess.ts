// Runs a kernel in this process on a plain object: the speed limit the sandbox is measured
// against, and a quick way to unit-test kernels. Trusted kernels only — no isolation here.

import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { createHandler, indexHierarchy } from '../context/handler.js';
import { createKernelContext } from '../context/kernel-context.js';
import { sfc32 } from '../context/ids.js';
import type { ServerDefinition } from '../servers/registry.ts';
import type { CallToolResult, PatchOp } from './types.ts';

export type KernelFn = (args: unknown, ctx: unknown) => CallToolResult;

export async function loadKernelInProcess(server: ServerDefinition, tool: string): Promise<KernelFn> {
  const mod = await import(pathToFileURL(join(server.dir, 'tools', `${tool}.js`)).href);
  return mod.default as KernelFn;
}

/** Call a kernel on `tree` (mutated in place); returns its result and the emitted operations. */
export function callInProcess(
  server: ServerDefinition,
  kernel: KernelFn,
  tree: object,
  args: unknown,
  env: { nowMs: number; seedWords?: number[]; seq?: number },
): { result: CallToolResult; ops: PatchOp[] } {
  const random = sfc32(env.seedWords ?? [1, 2, 3, 4]);
  const handler = createHandler(tree, {
    hierarchy: indexHierarchy(server.hierarchy),
    newId: (t: string) => ctx.id(t),
  });
  const ctx = createKernelContext(handler.api, { nowMs: env.nowMs, random, server: server.name, seq: env.seq ?? 0 });
  try {
    const result = kernel(args, ctx);
    return { result, ops: handler.ops.slice() };
  } catch (e) {
    handler.rollback();
    throw e;
  }
}
