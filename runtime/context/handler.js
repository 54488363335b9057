// The Dynamic Context Handler (paper Appendix B.3.1) over one server's context tree.
//
// Plain JavaScript with no host imports: the sandbox evaluates this file inside each isolate, and
// the host imports the same file for in-process runs and tests, so both use one implementation.
//
// Every mutation is applied to the tree, recorded as an RFC 6902 operation (`ops`, the patch the
// journal stores) and as its inverse (`undo`, used to roll back a kernel that fails part-way).
// Entities handed to kernels are always copies: a kernel can change the tree only through here.

import { parsePath, patternOf, toPointer, formatPath } from './paths.js';

/** An error the handler raises for a bad path, a missing entity or an ID conflict. */
export class ContextError extends Error {
  /** @param {'NOT_FOUND'|'CONFLICT'|'BAD_PATH'|'BAD_VALUE'} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.name = 'ContextError';
    this.code = code;
  }
}

const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

// Own references: kernels share this realm (the sandbox freezes the intrinsics before they load).
const { stringify, parse } = JSON;
const defineProperty = Object.defineProperty;

/**
 * JSON text with every lone surrogate replaced by U+FFFD: the project's one text rule
 * (runtime/util/unicode.ts), applied to JSON text because this file also runs inside the isolate,
 * where that module cannot be imported. JSON.stringify writes a lone surrogate as a `\udXXX`
 * escape and a paired one as itself, so each such escape not preceded by an escaping backslash
 * is a lone surrogate.
 * @param {string} text
 */
export function wellFormedJson(text) {
  if (text.indexOf('\\ud') < 0) return text;
  return text.replace(/(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/g, '$1\\ufffd');
}

/**
 * A JSON copy: drops undefined and functions, detaches the value from the tree, and makes its
 * text well-formed. Keys such as "__proto__" stay ordinary own data (JSON.parse defines them).
 */
export function cloneJson(value) {
  if (value === undefined) return undefined;
  const text = stringify(value);
  return text === undefined ? undefined : parse(wellFormedJson(text));
}

/** Set an own data member: assignment would treat "__proto__" as the prototype. */
function putMember(obj, key, value) {
  defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
}

/** Structural equality of JSON values (key order does not matter). */
export function jsonEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!hasOwn(b, k) || !jsonEqual(a[k], b[k])) return false;
  return true;
}

/**
 * Index a hierarchy declaration by collection pattern.
 * @param {{entities?: Record<string, {path: string, idField?: string, idFormat?: string, parent?: string | null}>}} hierarchy
 */
export function indexHierarchy(hierarchy) {
  /** @type {Map<string, {type: string, idField?: string, idFormat?: string, parent?: string}>} */
  const byPattern = new Map();
  for (const [type, def] of Object.entries((hierarchy && hierarchy.entities) || {})) {
    byPattern.set(patternOf(parsePath(def.path)), { type, idField: def.idField, idFormat: def.idFormat, parent: def.parent });
  }
  return byPattern;
}

/**
 * Create a handler over `tree`.
 * @param {object} tree the server's context tree (mutated in place)
 * @param {{ hierarchy: Map<string, any>, newId: (template: string) => string }} env
 */
export function createHandler(tree, env) {
  /** @type {{op: 'add' | 'remove' | 'replace', path: string, value?: any}[]} */
  const ops = [];
  /** @type {{op: string, path: string, value?: any}[]} */
  const undo = [];

  // Walk tokens without wildcards; returns {node, segments} or null when a step is missing.
  function resolve(tokens) {
    let node = tree;
    const segments = [];
    for (const t of tokens) {
      if (t.name !== '') {
        if (!isObject(node) || !hasOwn(node, t.name)) return null;
        node = node[t.name];
        segments.push(t.name);
      }
      if (t.selector !== null) {
        if (t.selector === '*') throw new ContextError('BAD_PATH', 'wildcard [*] is only allowed in list()');
        if (!isObject(node) || !hasOwn(node, t.selector)) return null;
        node = node[t.selector];
        segments.push(t.selector);
      }
    }
    return { node, segments };
  }

  // Expand wildcards: every concrete (segments, tokens) reached by the path.
  function expand(tokens) {
    let frontier = [{ node: tree, segments: [], tokens: [] }];
    for (const t of tokens) {
      const next = [];
      for (const f of frontier) {
        let node = f.node;
        const segments = f.segments.slice();
        if (t.name !== '') {
          if (!isObject(node) || !hasOwn(node, t.name)) continue;
          node = node[t.name];
          segments.push(t.name);
        }
        if (t.selector === null) {
          next.push({ node, segments, tokens: f.tokens.concat([{ name: t.name, selector: null }]) });
        } else if (t.selector === '*') {
          if (!isObject(node)) continue;
          for (const k of Object.keys(node)) {
            next.push({ node: node[k], segments: segments.concat([k]), tokens: f.tokens.concat([{ name: t.name, selector: k }]) });
          }
        } else if (isObject(node) && hasOwn(node, t.selector)) {
          next.push({ node: node[t.selector], segments: segments.concat([t.selector]), tokens: f.tokens.concat([{ name: t.name, selector: t.selector }]) });
        }
      }
      frontier = next;
    }
    return frontier;
  }

  // For reads only: a path that does not parse (a kernel put an agent's id such as `a[b` into
  // `accounts[${id}]`) addresses no node, so it reads as absent, as the real server answers an
  // unknown id. Writes still throw on it.
  function readPath(path) {
    try {
      return parsePath(path);
    } catch (e) {
      if (e instanceof SyntaxError) return null;
      throw e;
    }
  }

  // get/exists address one node: a path that does not parse, or an agent's id `*` in a selector,
  // addresses none.
  function resolveForRead(path) {
    const tokens = readPath(path);
    if (tokens === null || tokens.some((t) => t.selector === '*')) return null;
    return resolve(tokens);
  }

  function record(op, inverse) {
    ops.push(op);
    undo.push(inverse);
  }

  // Apply one op to the tree (only object members are addressed, never array indexes).
  function applyOp(segments, kind, value) {
    let parent = tree;
    for (let i = 0; i < segments.length - 1; i += 1) parent = parent[segments[i]];
    const key = segments[segments.length - 1];
    if (kind === 'remove') delete parent[key];
    else putMember(parent, key, value);
  }

  // Put a removed member back at its old position (object key order is observable by kernels).
  function reinsertAt(segments, value, index) {
    let parent = tree;
    for (let i = 0; i < segments.length - 1; i += 1) parent = parent[segments[i]];
    const key = segments[segments.length - 1];
    const entries = Object.entries(parent);
    for (const [k] of entries) delete parent[k];
    entries.splice(index, 0, [key, value]);
    for (const [k, v] of entries) putMember(parent, k, v);
  }

  function setMember(segments, value) {
    let parent = tree;
    for (let i = 0; i < segments.length - 1; i += 1) parent = parent[segments[i]];
    if (!isObject(parent)) throw new ContextError('BAD_PATH', `cannot set a member of a non-object at ${toPointer(segments.slice(0, -1))}`);
    const key = segments[segments.length - 1];
    const pointer = toPointer(segments);
    if (hasOwn(parent, key)) {
      const old = parent[key];
      record({ op: 'replace', path: pointer, value: cloneJson(value) }, { op: 'replace', path: pointer, value: old });
    } else {
      record({ op: 'add', path: pointer, value: cloneJson(value) }, { op: 'remove', path: pointer });
    }
    applyOp(segments, 'add', cloneJson(value));
  }

  function removeMember(segments) {
    let parent = tree;
    for (let i = 0; i < segments.length - 1; i += 1) parent = parent[segments[i]];
    const key = segments[segments.length - 1];
    const pointer = toPointer(segments);
    const old = parent[key];
    // The inverse remembers the member's position so a rollback restores key order exactly.
    record({ op: 'remove', path: pointer }, { op: 'add', path: pointer, value: old, index: Object.keys(parent).indexOf(key) });
    applyOp(segments, 'remove');
    return old;
  }

  function entityTypeOf(collectionTokens) {
    return env.hierarchy.get(patternOf(collectionTokens)) || null;
  }

  function matches(entity, filter) {
    if (!filter) return true;
    if (typeof filter === 'function') return Boolean(filter(entity));
    for (const [k, want] of Object.entries(filter)) {
      const have = isObject(entity) && hasOwn(entity, k) ? entity[k] : undefined;
      if (Array.isArray(have) && !Array.isArray(want)) {
        if (!have.some((h) => jsonEqual(h, want))) return false;
      } else if (!jsonEqual(have, want)) return false;
    }
    return true;
  }

  const api = {
    /** The value at a path (a copy), or null when it does not exist. */
    get(path) {
      const r = resolveForRead(path);
      return r === null ? null : cloneJson(r.node);
    },

    /** Whether a path exists. */
    exists(path) {
      return resolveForRead(path) !== null;
    },

    /**
     * Entities of the collection(s) a path reaches, wildcards allowed. A path that ends in a
     * collection (`chats[*].messages`) lists its members; one that ends in `[id]` lists that one.
     * @param {string} path
     * @param {{ filter?: object | ((e: any) => boolean), filters?: object, limit?: number }} [opts]
     */
    list(path, opts) {
      return api.entries(path, opts).map((e) => e.entity);
    },

    /** Like list(), but each item carries its concrete `path`, its `id` and its `parentPath`. */
    entries(path, opts) {
      const o = opts || {};
      const filter = o.filter || o.filters;
      const limit = typeof o.limit === 'number' && o.limit >= 0 ? o.limit : Infinity;
      let tokens = readPath(path);
      if (tokens === null) return [];
      const last = tokens[tokens.length - 1];
      if (last.selector === null) tokens = tokens.slice(0, -1).concat([{ name: last.name, selector: '*' }]);
      const out = [];
      for (const hit of expand(tokens)) {
        if (out.length >= limit) break;
        // A filter function sees a copy (the one returned): a live node would let kernel code
        // change the tree without any operation being recorded.
        const copy = typeof filter === 'function' ? cloneJson(hit.node) : undefined;
        if (!matches(copy === undefined ? hit.node : copy, filter)) continue;
        const parentTokens = hit.tokens.slice(0, -1).concat([{ name: hit.tokens[hit.tokens.length - 1].name, selector: null }]);
        out.push({
          path: formatPath(hit.tokens),
          id: hit.tokens[hit.tokens.length - 1].selector,
          parentPath: formatPath(parentTokens.slice(0, -1)) || null,
          entity: copy === undefined ? cloneJson(hit.node) : copy,
        });
      }
      return out;
    },

    /**
     * Create an entity in a collection. The parent must exist; the ID is `opts.id`, the path's
     * own selector (`events[evt_9]`), the entity's ID field, or one drawn from the hierarchy's
     * ID format, in that order.
     */
    create(path, entity, opts) {
      if (!isObject(entity)) throw new ContextError('BAD_VALUE', 'create() needs an object entity');
      const tokens = parsePath(path);
      const last = tokens[tokens.length - 1];
      if (last.name === '') throw new ContextError('BAD_PATH', `create() needs a collection path: ${path}`);
      const parentTokens = tokens.slice(0, -1);
      const collectionTokens = parentTokens.concat([{ name: last.name, selector: null }]);
      const parent = parentTokens.length === 0 ? { node: tree, segments: [] } : resolve(parentTokens);
      if (parent === null || !isObject(parent.node)) {
        throw new ContextError('NOT_FOUND', `parent not found: ${formatPath(parentTokens)}`);
      }
      const type = entityTypeOf(collectionTokens);
      const value = cloneJson(entity);
      let id = (opts && opts.id) || last.selector || (type && type.idField && value[type.idField]) || null;
      const existing = hasOwn(parent.node, last.name) ? parent.node[last.name] : undefined;
      if (existing !== undefined && !isObject(existing)) throw new ContextError('BAD_PATH', `not a collection: ${formatPath(collectionTokens)}`);
      if (id === null || id === undefined || id === '') {
        if (!type || !type.idFormat) throw new ContextError('BAD_VALUE', `no ID given and no ID format declared for ${patternOf(collectionTokens)}`);
        for (let attempt = 0; attempt < 32; attempt += 1) {
          id = env.newId(type.idFormat);
          if (!existing || !hasOwn(existing, id)) break;
        }
      }
      id = String(id);
      if (existing && hasOwn(existing, id)) throw new ContextError('CONFLICT', `already exists: ${formatPath(collectionTokens)}[${id}]`);
      if (type && type.idField) value[type.idField] = value[type.idField] === undefined ? id : value[type.idField];
      const colSegments = parent.segments.concat([last.name]);
      if (existing === undefined) setMember(colSegments, {});
      setMember(colSegments.concat([id]), value);
      return { id, path: `${formatPath(collectionTokens)}[${id}]`, entity: cloneJson(value) };
    },

    /**
     * Shallow-merge `changes` into an existing entity; a field set to undefined is removed. Only
     * fields whose value really changes produce operations. Returns the updated entity.
     */
    update(path, changes) {
      const tokens = parsePath(path);
      const r = resolve(tokens);
      if (r === null || !isObject(r.node)) throw new ContextError('NOT_FOUND', `not found: ${path}`);
      if (!isObject(changes)) throw new ContextError('BAD_VALUE', 'update() needs an object of changes');
      for (const [k, v] of Object.entries(changes)) {
        const segs = r.segments.concat([k]);
        if (v === undefined) {
          if (hasOwn(r.node, k)) removeMember(segs);
        } else if (!hasOwn(r.node, k) || !jsonEqual(r.node[k], v)) {
          setMember(segs, v);
        }
      }
      return cloneJson(r.node);
    },

    /** Remove an existing entity (or any node); returns what was removed. */
    delete(path) {
      const tokens = parsePath(path);
      const r = resolve(tokens);
      if (r === null || r.segments.length === 0) throw new ContextError('NOT_FOUND', `not found: ${path}`);
      return cloneJson(removeMember(r.segments));
    },

    /** Set any node (settings, flags, non-entity members); its parent must exist. */
    set(path, value) {
      const tokens = parsePath(path);
      const last = tokens[tokens.length - 1];
      const parentTokens = last.selector === null ? tokens.slice(0, -1) : tokens.slice(0, -1).concat([{ name: last.name, selector: null }]);
      const key = last.selector === null ? last.name : last.selector;
      const parent = parentTokens.length === 0 ? { node: tree, segments: [] } : resolve(parentTokens);
      if (parent === null || !isObject(parent.node)) throw new ContextError('NOT_FOUND', `parent not found: ${path}`);
      if (value === undefined) {
        if (hasOwn(parent.node, key)) removeMember(parent.segments.concat([key]));
        return;
      }
      if (hasOwn(parent.node, key) && jsonEqual(parent.node[key], value)) return;
      setMember(parent.segments.concat([key]), value);
    },
  };

  // After its call the handler is retired: a callback the kernel left behind (a promise job) that
  // reaches ctx later must not change the tree behind the journal's back.
  let retired = false;
  for (const name of Object.keys(api)) {
    const fn = api[name];
    api[name] = function (...a) {
      if (retired) throw new ContextError('BAD_PATH', `ctx.${name}() called after the kernel call ended`);
      return fn.apply(this, a);
    };
  }

  return {
    api,
    ops,
    /** End the call: later use of its ctx throws. */
    retire() {
      retired = true;
    },
    /** Undo every mutation made through this handler, newest first. */
    rollback() {
      for (let i = undo.length - 1; i >= 0; i -= 1) {
        const inv = undo[i];
        const segs = inv.path === '' ? [] : inv.path.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
        if (inv.index !== undefined) reinsertAt(segs, inv.value, inv.index);
        else applyOp(segs, inv.op === 'remove' ? 'remove' : 'add', inv.value);
      }
      undo.length = 0;
      ops.length = 0;
    },
  };
}
