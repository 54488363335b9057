// References: how a task's ground-truth chain names values it does not know until run time.
//
//   {"$ref": "steps.find.result.items[?name~='Atlas'].chat_id | first"}   a value
//   {"$fmt": "Hi ${steps.user.result.name}, see you at ${vars.time}"}     a string
//   {"$json": {"text": {"$ref": "vars.message"}}}                          a JSON string of a template
//
// An expression starts at a root of the scope (`steps`, `vars`, `item`, `index`, `task`) and
// walks it:
//   .name  ['key with.dots']  [2]  [-1]     fields and indexes
//   [*]                                     every element (array items or object values)
//   [?field.sub[0] op literal]              the elements that match; ops: == != ~= (contains,
//                                           case-insensitive; any element of an array) !~= (does
//                                           not contain: the negation of ~=) ^= (starts
//                                           with) < <= > >=; `@` is the element itself; the
//                                           literal is 'text', a number, true/false/null or (expr);
//                                           conditions join with &&
// After [*] or [?…] the walk is a projection: .name and [n] apply to each element, a further [?…]
// filters the elements' lists as one list (use | first,
// | last or | slice to pick from the list itself).
// Pipes transform the value: | first | last | count | join(', ') | unique | sort | keys | values
// | flat | sum | max_by('a.b') | min_by('a.b') (the element with the largest / smallest field)
// | json (parse a JSON string) | get('a.b') (a field of the value) | match('re') (first
// group, else the match) | match_all('re') (every match, as a list) | lower | replace('a','b')
// (every occurrence) | string | number | slice(a,b).
import { PersonaError } from '../util/errors.ts';

export type Scope = Record<string, unknown>;

export class RefError extends PersonaError {}

type Cond = { path: string[]; op: string; value: Literal };
type Literal = { kind: 'value'; value: unknown } | { kind: 'expr'; expr: Expr };
type Seg =
  | { kind: 'field'; name: string }
  | { kind: 'index'; index: number }
  | { kind: 'all' }
  | { kind: 'filter'; conds: Cond[] };
type Pipe = { name: string; args: unknown[] };
export interface Expr {
  source: string;
  root: string;
  segs: Seg[];
  pipes: Pipe[];
}

const PIPES = new Set(['first', 'last', 'count', 'join', 'unique', 'sort', 'keys', 'values', 'flat', 'sum', 'json', 'get', 'match', 'match_all', 'max_by', 'min_by', 'lower', 'replace', 'string', 'number', 'slice', 'date']);

class Parser {
  i = 0;
  constructor(readonly s: string) {}
  fail(msg: string): never {
    throw new RefError(`reference "${this.s}": ${msg} at character ${this.i + 1}`);
  }
  ws() {
    while (this.s[this.i] === ' ') this.i += 1;
  }
  peek(t: string) {
    return this.s.startsWith(t, this.i);
  }
  eat(t: string) {
    if (!this.peek(t)) this.fail(`expected "${t}"`);
    this.i += t.length;
  }
  name(): string {
    const m = /^[A-Za-z_$][A-Za-z0-9_$-]*/.exec(this.s.slice(this.i));
    if (!m) this.fail('expected a name');
    this.i += m[0].length;
    return m[0];
  }
  quoted(): string {
    const q = this.s[this.i];
    if (q !== "'" && q !== '"') this.fail('expected a quoted string');
    let out = '';
    this.i += 1;
    while (this.i < this.s.length && this.s[this.i] !== q) {
      // Only \<quote> and \\ are escapes, so regular expressions (\d, \n, \s) pass through intact.
      const next = this.s[this.i + 1];
      if (this.s[this.i] === '\\' && (next === q || next === '\\')) this.i += 1;
      out += this.s[this.i];
      this.i += 1;
    }
    if (this.s[this.i] !== q) this.fail('unterminated string');
    this.i += 1;
    return out;
  }
  literal(): Literal {
    this.ws();
    const c = this.s[this.i];
    if (c === "'" || c === '"') return { kind: 'value', value: this.quoted() };
    if (c === '(') {
      this.i += 1;
      const start = this.i;
      let depth = 1;
      while (this.i < this.s.length && depth > 0) {
        const ch = this.s[this.i];
        if (ch === "'" || ch === '"') this.quoted();
        else {
          if (ch === '(') depth += 1;
          if (ch === ')') depth -= 1;
          this.i += 1;
        }
      }
      if (depth !== 0) this.fail('unbalanced parentheses');
      return { kind: 'expr', expr: parseRef(this.s.slice(start, this.i - 1)) };
    }
    const m = /^(-?\d+(\.\d+)?|true|false|null)/.exec(this.s.slice(this.i));
    if (!m) this.fail('expected a literal (\'text\', a number, true, false, null or (expression))');
    this.i += m[0].length;
    return { kind: 'value', value: JSON.parse(m[0]) };
  }
  cond(): Cond {
    this.ws();
    const path: string[] = [];
    if (this.peek('@')) this.i += 1;
    else {
      path.push(this.name());
      for (;;) {
        if (this.peek('.')) {
          this.i += 1;
          path.push(this.name());
        } else if (this.peek('[')) {
          const m = /^\[(\d+)\]/.exec(this.s.slice(this.i));
          if (!m) this.fail('expected [index] in a condition path');
          this.i += m[0].length;
          path.push(m[1]);
        } else break;
      }
    }
    this.ws();
    const op = ['==', '!~=', '!=', '~=', '^=', '<=', '>=', '<', '>'].find((o) => this.peek(o));
    if (!op) this.fail('expected an operator (== != ~= !~= ^= < <= > >=)');
    this.i += op.length;
    return { path, op, value: this.literal() };
  }
  seg(): Seg | null {
    if (this.peek('.')) {
      this.i += 1;
      return { kind: 'field', name: this.name() };
    }
    if (!this.peek('[')) return null;
    this.i += 1;
    this.ws();
    let seg: Seg;
    if (this.peek('*')) {
      this.i += 1;
      seg = { kind: 'all' };
    } else if (this.peek('?')) {
      this.i += 1;
      const conds = [this.cond()];
      this.ws();
      while (this.peek('&&')) {
        this.i += 2;
        conds.push(this.cond());
        this.ws();
      }
      seg = { kind: 'filter', conds };
    } else if (this.peek("'") || this.peek('"')) {
      seg = { kind: 'field', name: this.quoted() };
    } else {
      const m = /^-?\d+/.exec(this.s.slice(this.i));
      if (!m) this.fail('expected *, ?condition, an index or a quoted key');
      this.i += m[0].length;
      seg = { kind: 'index', index: Number(m[0]) };
    }
    this.ws();
    this.eat(']');
    return seg;
  }
  pipe(): Pipe {
    this.ws();
    const name = this.name();
    if (!PIPES.has(name)) this.fail(`unknown function "${name}" (known: ${[...PIPES].join(', ')})`);
    const args: unknown[] = [];
    if (this.peek('(')) {
      this.i += 1;
      this.ws();
      while (!this.peek(')')) {
        const lit = this.literal();
        if (lit.kind !== 'value') this.fail('function arguments must be literals');
        args.push(lit.value);
        this.ws();
        if (this.peek(',')) this.i += 1;
        this.ws();
        if (this.i >= this.s.length) this.fail('unterminated argument list');
      }
      this.i += 1;
    }
    return { name, args };
  }
}

export function parseRef(source: string): Expr {
  const p = new Parser(source.trim());
  const root = p.name();
  const segs: Seg[] = [];
  for (let s = p.seg(); s; s = p.seg()) segs.push(s);
  const pipes: Pipe[] = [];
  p.ws();
  while (p.peek('|')) {
    p.i += 1;
    pipes.push(p.pipe());
    p.ws();
  }
  if (p.i < p.s.length) p.fail('unexpected text');
  return { source, root, segs, pipes };
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const elements = (v: unknown): unknown[] => (Array.isArray(v) ? v : isObj(v) ? Object.values(v) : []);

function field(v: unknown, name: string): unknown {
  return isObj(v) || Array.isArray(v) ? (v as Record<string, unknown>)[name] : undefined;
}

function at(v: unknown, path: string[]): unknown {
  return path.reduce((acc, k) => field(acc, k), v);
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);
}

function compare(have: unknown, op: string, want: unknown): boolean {
  switch (op) {
    case '==':
      return JSON.stringify(have) === JSON.stringify(want);
    case '!=':
      return JSON.stringify(have) !== JSON.stringify(want);
    case '~=':
      if (Array.isArray(have)) return have.some((h) => compare(h, '~=', want));
      return have !== undefined && text(have).toLowerCase().includes(text(want).toLowerCase());
    case '!~=':
      return !compare(have, '~=', want);
    case '^=':
      return typeof have === 'string' && have.startsWith(text(want));
    default: {
      const a = Number(have);
      const b = Number(want);
      if (Number.isNaN(a) || Number.isNaN(b) || have === null || have === '') return false;
      return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
    }
  }
}

/**
 * `| date('Asia/Shanghai')`: a time as people write it — `Thu Jan 22 16:00` — in the named zone
 * (never the host's). Takes Unix seconds or milliseconds (number or digits, as Lark and Slack
 * return them) or an ISO 8601 string.
 */
function formatDate(v: unknown, timeZone: string, expr: Expr): string {
  const raw = typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  const ms = typeof raw === 'number' ? (raw < 1e11 ? raw * 1000 : raw) : typeof raw === 'string' ? Date.parse(raw) : NaN;
  if (!Number.isFinite(ms)) throw new RefError(`reference "${expr.source}": date needs a Unix time or an ISO date, got ${JSON.stringify(v)}`);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(ms));
  } catch {
    throw new RefError(`reference "${expr.source}": unknown time zone "${timeZone}"`);
  }
  const part = (t: string) => parts.find((x) => x.type === t)?.value ?? '';
  return `${part('weekday')} ${part('month')} ${part('day')} ${part('hour')}:${part('minute')}`;
}

function applyPipe(v: unknown, p: Pipe, expr: Expr): unknown {
  const list = () => {
    if (!Array.isArray(v)) throw new RefError(`reference "${expr.source}": ${p.name} needs a list, got ${v === undefined ? 'nothing' : typeof v}`);
    return v;
  };
  switch (p.name) {
    case 'first':
      return list()[0];
    case 'last':
      return list()[list().length - 1];
    case 'count':
      return elements(v).length;
    case 'join':
      return list().map(text).join(p.args.length ? String(p.args[0]) : ', ');
    case 'unique': {
      const seen = new Set<string>();
      return list().filter((x) => {
        const k = JSON.stringify(x);
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
    }
    case 'sort':
      return [...list()].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
    case 'keys':
      return isObj(v) ? Object.keys(v) : [];
    case 'values':
      return elements(v);
    case 'flat':
      return list().flat();
    case 'sum':
      return list().reduce((a: number, b) => a + Number(b), 0);
    case 'json':
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        throw new RefError(`reference "${expr.source}": json: not JSON: ${v.slice(0, 60)}`);
      }
    case 'max_by':
    case 'min_by': {
      // The element whose field (a dotted path) is largest / smallest; the first one on ties.
      const path = String(p.args[0] ?? '').split('.').filter(Boolean);
      let best: unknown;
      let bestValue = NaN;
      for (const x of list()) {
        const n = Number(at(x, path));
        if (Number.isNaN(n)) continue;
        if (Number.isNaN(bestValue) || (p.name === 'max_by' ? n > bestValue : n < bestValue)) {
          best = x;
          bestValue = n;
        }
      }
      return best;
    }
    case 'get':
      return String(p.args[0] ?? '').split('.').filter(Boolean).reduce((acc: unknown, k) => field(acc, k), v);
    case 'match': {
      const m = new RegExp(String(p.args[0] ?? ''), 'u').exec(text(v));
      return m ? (m[1] ?? m[0]) : undefined;
    }
    case 'match_all':
      return [...text(v).matchAll(new RegExp(String(p.args[0] ?? ''), 'gu'))].map((m) => m[1] ?? m[0]);
    case 'lower':
      return text(v).toLowerCase();
    case 'replace':
      return text(v).split(String(p.args[0] ?? '')).join(String(p.args[1] ?? ''));
    case 'string':
      return text(v);
    case 'number':
      return Number(v);
    case 'slice':
      if (typeof v === 'string') return v.slice(Number(p.args[0] ?? 0), p.args.length > 1 ? Number(p.args[1]) : undefined);
      return list().slice(Number(p.args[0] ?? 0), p.args.length > 1 ? Number(p.args[1]) : undefined);
    case 'date':
      return formatDate(v, String(p.args[0] ?? 'UTC'), expr);
    default:
      throw new RefError(`reference "${expr.source}": unknown function ${p.name}`);
  }
}

export function evaluate(expr: Expr | string, scope: Scope): unknown {
  const e = typeof expr === 'string' ? parseRef(expr) : expr;
  if (!(e.root in scope)) throw new RefError(`reference "${e.source}": unknown root "${e.root}" (roots: ${Object.keys(scope).join(', ')})`);
  const first = e.segs[0];
  if (e.root === 'steps' && first?.kind === 'field' && field(scope.steps, first.name) === undefined) {
    throw new RefError(`reference "${e.source}": step "${first.name}" has no result`);
  }
  let v: unknown = scope[e.root];
  let projecting = false;
  for (const s of e.segs) {
    if (s.kind === 'field') {
      v = projecting ? (v as unknown[]).map((x) => field(x, s.name)).filter((x) => x !== undefined) : field(v, s.name);
    } else if (s.kind === 'index') {
      const pick = (x: unknown) => (Array.isArray(x) ? x[s.index < 0 ? x.length + s.index : s.index] : undefined);
      v = projecting ? (v as unknown[]).map(pick).filter((x) => x !== undefined) : pick(v);
    } else if (s.kind === 'all') {
      v = projecting ? (v as unknown[]).flatMap(elements) : elements(v);
      projecting = true;
    } else {
      // Inside a projection each element's value is filtered: a list per element (the comments
      // of each matching note) is filtered as one list, so `a[?x].list[?y]` finds the y-items of
      // every x-element rather than nothing.
      const items = projecting ? (v as unknown[]).flatMap((x) => (Array.isArray(x) ? x : [x])) : elements(v);
      const wants = s.conds.map((c) => (c.value.kind === 'expr' ? evaluate(c.value.expr, scope) : c.value.value));
      v = items.filter((x) => s.conds.every((c, k) => compare(at(x, c.path), c.op, wants[k])));
      projecting = true;
    }
  }
  for (const p of e.pipes) v = applyPipe(v, p, e);
  return v;
}

const DIRECTIVES = ['$ref', '$fmt', '$json'] as const;

function directiveOf(t: unknown): (typeof DIRECTIVES)[number] | null {
  if (!isObj(t)) return null;
  const keys = Object.keys(t);
  if (keys.length !== 1) return null;
  return (DIRECTIVES as readonly string[]).includes(keys[0]) ? (keys[0] as (typeof DIRECTIVES)[number]) : null;
}

const FMT = /\$\{([^}]*)\}/g;

export interface ResolveOptions {
  /** Called for a reference that fails or resolves to nothing; its return value is used instead (default: throw). */
  missing?: (source: string, error: RefError) => unknown;
}

function evalOrMissing(src: string, scope: Scope, opts: ResolveOptions): unknown {
  let v: unknown;
  try {
    v = evaluate(src, scope);
  } catch (e) {
    if (!(e instanceof RefError) || !opts.missing) throw e;
    return opts.missing(src, e);
  }
  if (v !== undefined) return v;
  const err = new RefError(`reference "${src}" resolved to nothing`);
  if (!opts.missing) throw err;
  return opts.missing(src, err);
}

/** Resolve a template against a scope; a reference that resolves to nothing is an error unless `missing` says otherwise. */
export function resolveTemplate(t: unknown, scope: Scope, opts: ResolveOptions = {}): unknown {
  const d = directiveOf(t);
  if (d === '$ref') return evalOrMissing(String((t as Record<string, unknown>).$ref), scope, opts);
  if (d === '$fmt') {
    return String((t as Record<string, unknown>).$fmt).replace(FMT, (_, src: string) => {
      const v = evalOrMissing(src, scope, opts);
      return Array.isArray(v) ? v.map(text).join(', ') : text(v);
    });
  }
  if (d === '$json') return JSON.stringify(resolveTemplate((t as Record<string, unknown>).$json, scope, opts));
  if (Array.isArray(t)) return t.map((x) => resolveTemplate(x, scope, opts));
  if (isObj(t)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(t)) out[k] = resolveTemplate(v, scope, opts);
    return out;
  }
  return t;
}

/** Every expression a template uses (parsed), for static checks. */
export function templateRefs(t: unknown): Expr[] {
  const out: Expr[] = [];
  const visitExpr = (e: Expr) => {
    out.push(e);
    for (const s of e.segs) if (s.kind === 'filter') for (const c of s.conds) if (c.value.kind === 'expr') visitExpr(c.value.expr);
  };
  const walk = (x: unknown) => {
    const d = directiveOf(x);
    if (d === '$ref') visitExpr(parseRef(String((x as Record<string, unknown>).$ref)));
    else if (d === '$fmt') for (const m of String((x as Record<string, unknown>).$fmt).matchAll(FMT)) visitExpr(parseRef(m[1]));
    else if (d === '$json') walk((x as Record<string, unknown>).$json);
    else if (Array.isArray(x)) x.forEach(walk);
    else if (isObj(x)) Object.values(x).forEach(walk);
  };
  walk(t);
  return out;
}

/** The step a parsed expression depends on (`steps.<id>…`), if any. */
export function stepOf(e: Expr): string | null {
  if (e.root !== 'steps') return null;
  const first = e.segs[0];
  return first && first.kind === 'field' ? first.name : null;
}

/** The step a reference's text depends on, or null when it names none or does not parse (the
 *  `missing` hook of resolveTemplate gets the text of the reference that found nothing). */
export function stepOfSource(source: string): string | null {
  try {
    return stepOf(parseRef(source));
  } catch {
    return null;
  }
}

/** The `vars.<name>` an expression reads, if any. */
export function varOf(e: Expr): string | null {
  if (e.root !== 'vars') return null;
  const first = e.segs[0];
  return first && first.kind === 'field' ? first.name : null;
}
