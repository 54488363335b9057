// Context paths, shared by the host and the sandbox (this file is evaluated inside isolates too,
// so it must stay plain JavaScript with no imports from the host).
//
// A path addresses nodes of a context tree: `calendars[li.ming@corp.com].events[evt_1]`.
// Brackets are parsed first so IDs may contain dots; `[*]` is a wildcard over an id-keyed map.

/**
 * @typedef {{ name: string, selector: string | null }} PathToken
 */

/**
 * Split a path into tokens. Brackets are matched first (with nesting), then the rest is split on
 * dots outside brackets, as the paper's handler requires.
 * @param {string} path
 * @returns {PathToken[]}
 */
export function parsePath(path) {
  if (typeof path !== 'string') throw new TypeError('context path must be a string');
  /** @type {PathToken[]} */
  const tokens = [];
  let i = 0;
  const n = path.length;
  while (i < n) {
    if (path[i] === '.') {
      i += 1;
      continue;
    }
    let name = '';
    while (i < n && path[i] !== '.' && path[i] !== '[') {
      name += path[i];
      i += 1;
    }
    /** @type {string | null} */
    let selector = null;
    if (i < n && path[i] === '[') {
      let depth = 1;
      let j = i + 1;
      while (j < n && depth > 0) {
        if (path[j] === '[') depth += 1;
        else if (path[j] === ']') depth -= 1;
        if (depth > 0) j += 1;
      }
      if (depth !== 0) throw new SyntaxError(`unbalanced brackets in context path: ${path}`);
      selector = path.slice(i + 1, j);
      i = j + 1;
    }
    if (name === '' && selector === null) throw new SyntaxError(`empty segment in context path: ${path}`);
    if (name === '') {
      // `a[x][y]`: a second selector applies to the map reached by the first.
      const prev = tokens[tokens.length - 1];
      if (!prev) throw new SyntaxError(`context path starts with a selector: ${path}`);
      tokens.push({ name: '', selector });
    } else {
      tokens.push({ name, selector });
    }
    if (i < n && path[i] !== '.' && path[i] !== '[') throw new SyntaxError(`bad context path: ${path}`);
  }
  if (tokens.length === 0) throw new SyntaxError('empty context path');
  return tokens;
}

/** RFC 6901 escaping of one reference token. */
export function escapePointerToken(token) {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** RFC 6901 unescaping of one reference token. */
export function unescapePointerToken(token) {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Join segments (already unescaped) into a JSON Pointer. */
export function toPointer(segments) {
  return segments.length === 0 ? '' : '/' + segments.map(escapePointerToken).join('/');
}

/** Split a JSON Pointer into unescaped segments. */
export function fromPointer(pointer) {
  if (pointer === '') return [];
  if (pointer[0] !== '/') throw new SyntaxError(`bad JSON pointer: ${pointer}`);
  return pointer.slice(1).split('/').map(unescapePointerToken);
}

/**
 * The entity-type pattern of a concrete path: every selector becomes `[*]`, so
 * `calendars[c1].events[e1]` and `calendars[c2].events` give `calendars[*].events[*]` and
 * `calendars[*].events`.
 * @param {PathToken[]} tokens
 */
export function patternOf(tokens) {
  let out = '';
  for (const t of tokens) {
    if (t.name !== '') out += (out === '' ? '' : '.') + t.name;
    if (t.selector !== null) out += '[*]';
  }
  return out;
}

/** Render segments of a JSON pointer back as a readable context path, using known collections. */
export function formatPath(tokens) {
  let out = '';
  for (const t of tokens) {
    if (t.name !== '') out += (out === '' ? '' : '.') + t.name;
    if (t.selector !== null) out += `[${t.selector}]`;
  }
  return out;
}
