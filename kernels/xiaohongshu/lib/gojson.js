// Go's json.MarshalIndent(v, "", "  "): the handlers print their results this way. Struct fields
// keep declaration order (callers build objects in that order), nil slices are null, and the
// encoder's HTML-safe escaping turns <, >, & into \u003c, \u003e, \u0026 and escapes U+2028/U+2029.

export function goMarshalIndent(value) {
  return JSON.stringify(value, null, 2)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
