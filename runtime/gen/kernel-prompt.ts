// The prompts of `persona gen kernel` — the paper's Appendix B.3.2 (simulation kernel generation)
// adapted to our JavaScript kernel contract (kernels/README.md): the same four inputs (the tool's
// schema, its recorded successes and failures, the context structure, the handler API) and the same
// critical requirements (reference checks against the context, the real server's response format
// and error wording), but the function is `export default function (args, ctx)` returning an MCP
// CallToolResult, and the handler is the `ctx` object instead of a Python module with
// load/save_context (the runtime journals every change; nothing is saved by hand).
//
// Everything here is a pure function of its inputs: the same traces give the same prompt bytes,
// which is what makes a cassette replay hit.
import { canonicalJson } from '../util/canonical.ts';
import { clipCodePoints, wellFormedDeep } from '../util/unicode.ts';
import type { ChatMessage } from '../llm/index.ts';
import type { HierarchyDef, ToolDefinition } from '../servers/registry.ts';

/** One recorded call as the prompt shows it. */
export interface Example {
  seq: number;
  intent?: string;
  /** The failure class of an induced call, or the label of the real response. */
  kind: string;
  args: unknown;
  /** The context tree the kernel would see (the reconstructed state before the call). */
  before?: unknown;
  response: unknown;
}

export interface KernelPromptInput {
  server: string;
  serverInfo?: { name: string; version: string };
  tool: ToolDefinition;
  validation: 'sdk' | 'sdk-zod4' | 'none';
  hierarchy: HierarchyDef;
  /** A tree with the structure of the context (values clipped): what `ctx` addresses. */
  sampleTree?: unknown;
  successes: Example[];
  failures: Example[];
  /** Documentation only: no recorded calls (the paper's Vanilla baseline). */
  vanilla: boolean;
}

export const MAX_JSON_CHARS = 1800;
export const MAX_TREE_CHARS = 2400;

/** Canonical JSON clipped to `max` code points (whole answers are rarely needed to see the shape). */
export function shown(value: unknown, max = MAX_JSON_CHARS): string {
  return clipCodePoints(canonicalJson(wellFormedDeep(value ?? null)), max, ' …[clipped]');
}

export const KERNEL_SYSTEM = 'You are a JavaScript code generator for MCP tool simulation with a dynamic context tree. '
  + 'Write one ES module that simulates a real MCP tool: it must take the same decisions as the real server '
  + '(succeed or fail on the same calls) and give the same responses, word for word, on the user\'s context tree.';

const CONTRACT = `- Signature: \`export default function (args, ctx) { … }\` — synchronous. No async, await, promises, timers,
  require, dynamic import, process, fetch or Node built-ins: none exists in the sandbox.
- \`args\`: the tool's arguments (plain JSON). Return an MCP CallToolResult:
  \`{ content: [{ type: 'text', text }], isError?: true, structuredContent?: {…} }\`.
- \`ctx\`, the context handler (every change becomes a journaled JSON Patch; a kernel that throws has its
  changes rolled back — so reproduce the real server's errors as returned results, never by throwing):
  - \`ctx.get(path)\` copy of the node or null; \`ctx.exists(path)\`;
  - \`ctx.list(path, { filter, limit })\` entities of the collection(s) \`path\` reaches (\`[*]\` wildcards; filter: field equality object or predicate);
  - \`ctx.entries(path)\` like list, items \`{ path, id, parentPath, entity }\`;
  - \`ctx.create(collectionPath, entity, { id })\` → \`{ id, path, entity }\`; \`ctx.update(path, changes)\` shallow merge;
    \`ctx.delete(path)\`; \`ctx.set(path, value)\` (undefined removes); these throw ContextError (NOT_FOUND / CONFLICT);
  - \`ctx.now()\` ISO UTC, \`ctx.nowMs()\`, \`ctx.nowSec()\`, \`ctx.random()\`, \`ctx.id('{hex:8}')\` (templates {hex:N} {digits:N} {alnum:N} {uuid} …);
  - \`ctx.text(s)\`, \`ctx.json(value, indent)\`, \`ctx.error(s)\` result builders.
- Paths: dots and brackets, brackets first so ids may hold dots: \`tasks[req-1].items\`, \`entities\`.
- Imports: only files of this server's folder (../lib/…) — write one self-contained module instead.`;

function validationNote(v: KernelPromptInput['validation']): string {
  return v === 'none'
    ? 'Arguments reach your kernel exactly as the client sent them: reproduce the real server\'s own argument checks and their wording.'
    : 'The host validates arguments against the input schema before your kernel runs, with the MCP SDK\'s wording '
      + '(so calls with a wrong type or a missing required argument never reach you); check everything the schema cannot express.';
}

function exampleText(e: Example): string {
  return [
    `#### seq ${e.seq} — ${e.kind}${e.intent ? ` — ${clipCodePoints(e.intent, 160)}` : ''}`,
    `args: ${shown(e.args)}`,
    ...(e.before !== undefined ? [`context before: ${shown(e.before, MAX_TREE_CHARS)}`] : []),
    `real response: ${shown(e.response)}`,
  ].join('\n');
}

function hierarchyText(h: HierarchyDef): string {
  const entities = Object.entries(h.entities);
  return [
    `- Root: ${h.root}`,
    `- Entity paths: ${canonicalJson(Object.fromEntries(entities.map(([t, e]) => [t, e.path])))}`,
    `- ID fields: ${canonicalJson(Object.fromEntries(entities.filter(([, e]) => e.idField).map(([t, e]) => [t, e.idField])))}`,
    `- ID formats: ${canonicalJson(Object.fromEntries(entities.filter(([, e]) => e.idFormat).map(([t, e]) => [t, e.idFormat])))}`,
    `- Parent relations: ${canonicalJson(Object.fromEntries(entities.map(([t, e]) => [t, e.parent ?? null])))}`,
  ].join('\n');
}

/** The first prompt for one tool. */
export function kernelPrompt(p: KernelPromptInput): ChatMessage[] {
  const t = p.tool;
  const parts = [
    '## TOOL INFORMATION',
    `- Tool name: ${t.name}`,
    `- MCP server: ${p.server}${p.serverInfo ? ` (real server ${p.serverInfo.name} ${p.serverInfo.version})` : ''}`,
    `- Description: ${clipCodePoints(t.description ?? '(none)', 2000)}`,
    `- Input schema: ${canonicalJson(t.inputSchema)}`,
    `- Argument checks: ${validationNote(p.validation)}`,
    '',
  ];
  if (p.vanilla) {
    parts.push('## RECORDED CALLS', 'None: simulate the tool from its documentation alone.', '');
  } else {
    parts.push(`## RECORDED CALLS OF THE REAL SERVER — SUCCESSES (${p.successes.length})`, ...(p.successes.length ? p.successes.map(exampleText) : ['(none recorded)']), '');
    parts.push(`## RECORDED CALLS OF THE REAL SERVER — FAILURES (${p.failures.length})`, ...(p.failures.length ? p.failures.map(exampleText) : ['(none recorded)']), '');
  }
  parts.push(
    '## DYNAMIC CONTEXT INFORMATION',
    '- Context: one user\'s tree; every collection is an id-keyed map { id: entity }.',
    hierarchyText(p.hierarchy),
    ...(p.sampleTree !== undefined ? [`- Context sample (structure): ${shown(p.sampleTree, MAX_TREE_CHARS)}`] : []),
    '',
    '## KERNEL CONTRACT (JavaScript)',
    CONTRACT,
    '',
    '## CRITICAL REQUIREMENTS',
    '1. Function structure: the default export above; one module, no other exports needed.',
    '2. Context: read the state through ctx on every call (never keep state in module variables); change it only through ctx.',
    '3. Tool logic: list tools read the collection (honour filters and limits the schema declares); create tools check the parent exists; update and delete tools check the target exists first.',
    '4. Input and reference validation (CRITICAL): check that referenced ids and names exist in the context; reproduce each failure'
      + (p.vanilla ? ' the documentation implies' : ' recorded above') + ' with the real server\'s exact wording and form (isError result, or an error inside a successful result).',
    '5. Response format: ' + (p.vanilla ? 'follow the description.' : 'match the recorded responses exactly — same text, JSON layout and indentation, key order, isError and structuredContent.'),
    '',
    '## OUTPUT RULES',
    '- Answer with ONE ```js code block holding the whole module, and nothing else.',
  );
  return [
    { role: 'system', content: KERNEL_SYSTEM },
    { role: 'user', content: parts.join('\n') },
  ];
}

/** A trace the kernel did not reproduce, for the repair message. */
export interface Mismatch {
  seq: number;
  args: unknown;
  before?: unknown;
  expectedLabel: string;
  gotLabel: string;
  expected: unknown;
  got: unknown;
}

export const MAX_MISMATCHES_SHOWN = 8;

/** The repair message after a round: static problems, or the traces that disagree (expected vs got). */
export function repairMessage(round: number, problems: { unparseable?: string; staticProblems?: string[]; mismatches?: Mismatch[]; total?: number }): string {
  const lines = [`Round ${round} check of your module:`];
  if (problems.unparseable) lines.push(`- Your answer could not be used: ${problems.unparseable}.`);
  for (const s of problems.staticProblems ?? []) lines.push(`- Static check: ${s}`);
  const mm = problems.mismatches ?? [];
  if (mm.length) {
    lines.push(`- In the sandbox it disagrees with the real server on ${mm.length} of ${problems.total ?? mm.length} recorded calls (context rebuilt from each trace's state before the call).`
      + (mm.length > MAX_MISMATCHES_SHOWN ? ` The first ${MAX_MISMATCHES_SHOWN}:` : ''));
    for (const m of mm.slice(0, MAX_MISMATCHES_SHOWN)) {
      lines.push(
        `#### seq ${m.seq} — expected ${m.expectedLabel}, got ${m.gotLabel}`,
        `args: ${shown(m.args)}`,
        ...(m.before !== undefined ? [`context before: ${shown(m.before, MAX_TREE_CHARS)}`] : []),
        `expected (real server): ${shown(m.expected)}`,
        `got (your kernel): ${shown(m.got)}`,
      );
    }
  }
  lines.push('', 'Fix the module so every recorded call gets the real server\'s answer, keeping the calls that already agree. Answer with the whole corrected module in ONE ```js code block.');
  return lines.join('\n');
}

export const STATE_SYSTEM = 'You write the Context Reconstruction of a simulated MCP server: plain synchronous JavaScript that turns '
  + 'the real server\'s recorded persistent state into the simulator\'s context tree, and back.';

/** The prompt for state.js, when the server folder has none (paper §4.3's Context Reconstruction). */
export function statePrompt(p: { server: string; hierarchy: HierarchyDef; samples: { seq: number; state: unknown }[] }): ChatMessage[] {
  const parts = [
    '## SERVER',
    `- MCP server: ${p.server}`,
    '',
    '## CONTEXT TREE HIERARCHY (every collection is an id-keyed map { id: entity })',
    hierarchyText(p.hierarchy),
    '',
    `## RECORDED REAL STATES (${p.samples.length}, as the traces hold them)`,
    ...p.samples.map((s) => `#### state before seq ${s.seq}\n${shown(s.state, MAX_TREE_CHARS)}`),
    '',
    '## CONTRACT',
    '- `export function toTree(realState)` returns the context tree (a plain object whose collections follow the hierarchy\'s paths). Required.',
    '- `export function fromTree(tree)` returns the real state in exactly the recorded form (same file content byte for byte). Optional but wanted.',
    '- Keep everything the real state holds (a kernel may need it, e.g. whether the data file exists).',
    '- Synchronous, no imports, no Node built-ins (no Buffer, fs, process): only the JavaScript language.',
    '',
    '## OUTPUT RULES',
    '- Answer with ONE ```js code block holding the whole module, and nothing else.',
  ];
  return [{ role: 'system', content: STATE_SYSTEM }, { role: 'user', content: parts.join('\n') }];
}
