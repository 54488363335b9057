import { parseArgs } from 'node:util';
import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { writeFileAtomic } from '../../util/atomic-write.ts';
import { basename, dirname, resolve } from 'node:path';
import { parseServerCommand } from '../../traverse/cmdline.ts';
import { parseStateSpec } from '../../traverse/state.ts';
import { readSeeds, substituteVars, parseVars } from '../../traverse/seeds.ts';
import { recordTraversal } from '../../traverse/recorder.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { intArg, inputDirArg, outputFileArg } from '../args.ts';
import { expandPrompt, parseProposals } from '../../traverse/expand.ts';
import { openGenModel, genLlmOptions, defaultGenCassette, GEN_CLI_HELP } from '../../gen/model.ts';

// The LLM flags of every client, but --timeout-ms already is the server call timeout here.
function expandLlmOptions() {
  const { 'timeout-ms': _t, ...rest } = genLlmOptions() as Record<string, { type: 'string' }>;
  return rest;
}
const EXPAND_LLM_HELP = GEN_CLI_HELP.split('\n').filter((l) => !l.includes('--temperature')).join('\n') + '\n  --temperature T  --max-tokens N  --seed N';

export const command: Command = {
  summary: 'record traces of a real MCP server from seed calls',
  usage: `usage: persona traverse --cmd "<command>" --seeds <calls.jsonl> --state <file:PATH | dir:PATH | none>
                        --out <traces.jsonl> [--induce] [--name <server>] [--tools-out <tools.json>]
                        [--var NAME=value]… [--cwd <dir>] [--timeout-ms N] [--force] [--quiet]
                        [--expand N [LLM flags]]

Starts a live MCP server over stdio (--cmd, as typed in a shell; leading NAME=value words become
its environment), plays each seed call at it and records (tool, args, response, state before,
state after) per call in the shared traces format (paper §3.1.1 Tool-Traverse).

  --state file:PATH   the server's data file, recorded as {file, exists, content}
  --state dir:PATH    a folder, recorded recursively as {root, entries}
  --induce            after each successful seed, also record its perturbations into type
                      mismatch, schema violation, boundary condition and semantic conflict, derived
                      deterministically from the input schema and the recorded state; each line is
                      tagged "induced": {class, from, change}
  --name <server>     the "server" field of each line (default: the seeds file name up to its first dot)
  --var NAME=value    replace \${NAME} in the seeds' arguments (e.g. the server's data folder)
  --tools-out FILE    also write the server's tools/list result
  --force             overwrite an existing --out
  --expand N          Self-FC: after the seeds, a model proposes up to N new calls from the tools'
                      schemas and the calls so far (answers included); each is played like a seed
                      (and induced with --induce), tagged "expanded": {round}; repeats of a call
                      already made, unknown tools and unparseable lines are dropped. The model is
                      reached through the project's LLM client with the LLM flags below (the LLM's
                      request timeout from --llm-config or PERSONA_LLM_TIMEOUT_MS); the cassette
                      defaults to cassettes/gen/<server>.expand.cassette.msgpack in replay mode:
${EXPAND_LLM_HELP}`,
  async run(argv) {
    const { values } = parseArgs({
      args: argv,
      options: {
        cmd: { type: 'string' }, seeds: { type: 'string' }, state: { type: 'string' }, out: { type: 'string' },
        induce: { type: 'boolean', default: false }, name: { type: 'string' }, 'tools-out': { type: 'string' },
        var: { type: 'string', multiple: true }, cwd: { type: 'string' }, 'timeout-ms': { type: 'string' }, force: { type: 'boolean', default: false }, quiet: { type: 'boolean', default: false },
        expand: { type: 'string' }, ...expandLlmOptions(),
      },
      strict: true,
    });
    if (!values.cmd) throw new PersonaError('--cmd "<command that starts the server>" is required');
    if (!values.seeds) throw new PersonaError('--seeds <calls.jsonl> is required');
    if (!values.state) throw new PersonaError('--state <file:PATH | dir:PATH | none> is required');
    if (!values.out) throw new PersonaError('--out <traces.jsonl> is required');
    const out = outputFileArg('out', values.out);
    if (values['tools-out']) outputFileArg('tools-out', values['tools-out']);
    if (existsSync(out) && !values.force) throw new PersonaError(`${values.out}: already exists (use --force to overwrite)`);
    const timeout = values['timeout-ms'] === undefined ? undefined : Number(values['timeout-ms']);
    if (timeout !== undefined && !(Number.isInteger(timeout) && timeout > 0)) throw new PersonaError(`--timeout-ms must be a positive integer (got "${values['timeout-ms']}")`);
    const server = values.name ?? basename(values.seeds).split('.')[0];
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(server)) throw new PersonaError(`--name: "${server}" is not a server name (letters, digits, - and _)`);
    const seeds = substituteVars(readSeeds(values.seeds), parseVars(values.var ?? []), values.seeds);
    const state = parseStateSpec(values.state);
    const commandLine = parseServerCommand(values.cmd);
    if (values.cwd) inputDirArg('--cwd', values.cwd);

    const expandCount = values.expand === undefined ? 0 : intArg('expand', values.expand, 0, 1, 10_000);
    const llmGiven = Object.keys(expandLlmOptions()).find((k) => (values as Record<string, unknown>)[k] !== undefined);
    if (!expandCount && llmGiven) throw new PersonaError(`--${llmGiven} needs --expand N`);
    const model = expandCount ? openGenModel(values as Record<string, unknown>, defaultGenCassette(server, 'expand')) : null;
    const say = (l: string) => { if (!values.quiet) process.stderr.write(`${l}\n`); };
    const expand = model ? {
      count: expandCount,
      propose: async (tools: Array<{ name: string; description?: string; inputSchema?: Record<string, unknown> }>, calls: Array<{ tool: string | null; args: unknown; response: unknown }>, wanted: number) => {
        const answer = await model.complete(expandPrompt(tools, calls, wanted));
        const { seeds: proposed, dropped } = parseProposals(answer, new Set(tools.map((t) => t.name)));
        for (const d of dropped) say(`  expand: dropped a proposal (${d})`);
        return proposed;
      },
    } : undefined;
    let rec;
    try {
      rec = await recordTraversal({
        expand,
        server, command: commandLine, cwd: values.cwd ? resolve(values.cwd) : undefined, seeds, state, induce: values.induce,
        callTimeoutMs: timeout,
        onLine: values.quiet ? undefined : (l) => {
          process.stderr.write(`${l.isError ? 'x' : '.'} ${String(l.seq).padStart(3)} ${l.tool ?? '(malformed request)'}${l.induced ? ` [${l.induced.class}]` : ''}${l.expanded ? ' [proposed]' : ''}\n`);
        },
      });
    } finally {
      await model?.close();
    }
    mkdirSync(dirname(out), { recursive: true });
    writeFileAtomic(out, rec.lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    if (values['tools-out']) writeFileSync(resolve(values['tools-out']), JSON.stringify({ tools: rec.tools }, null, 2) + '\n');
    const induced = rec.lines.filter((l) => l.induced).length;
    const expanded = rec.lines.filter((l) => l.expanded).length;
    process.stdout.write(`wrote ${values.out}: ${rec.lines.length} calls (${rec.lines.length - induced - expanded} seeds, ${expanded} proposed by the model, ${induced} induced), ${rec.lines.filter((l) => l.isError).length} with isError\n`);
    return 0;
  },
};
