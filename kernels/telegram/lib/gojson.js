// Go's encoding/json, as far as these responses need it: compact output in struct field order
// (the callers build objects in that order), and Go's escaping, which JSON.stringify does not
// do — `<`, `>` and `&` become \u003c, \u003e, \u0026 (HTML-safe by default), and U+2028 /
// U+2029 are escaped too.
export function goJson(value) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}
