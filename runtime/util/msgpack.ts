// One msgpackr configuration for everything the project stores (snapshots, journals): plain
// maps and arrays only (no record extension, no shared structures), so a file decodes the same
// in any process and its bytes depend only on the value.
import { Packr } from 'msgpackr';

const packr = new Packr({ useRecords: false, moreTypes: false, structuredClone: false, bundleStrings: false, mapsAsObjects: true, variableMapSize: true });
// Decoding reads maps as Map and rebuilds plain objects here: msgpackr's object decoding renames a
// "__proto__" key to "__proto_", and such keys are ordinary data (issue 13). Same bytes either way.
const unpackr = new Packr({ useRecords: false, moreTypes: false, structuredClone: false, bundleStrings: false, mapsAsObjects: false, variableMapSize: true });

export function pack(value: unknown): Buffer {
  return packr.pack(value);
}

export function unpack(bytes: Uint8Array): unknown {
  return plain(unpackr.unpack(bytes));
}

// Maps become objects whose keys are own data properties, without recursion (values decoded
// from a journal may be nested deeply).
function plain(root: unknown): unknown {
  const convert = (v: unknown): unknown => (v instanceof Map ? {} : v);
  const out = convert(root);
  const stack: [unknown, unknown][] = [[root, out]];
  while (stack.length) {
    const [src, dst] = stack.pop()!;
    if (src instanceof Map) {
      for (const [k, v] of src) {
        const c = convert(v);
        Object.defineProperty(dst as object, String(k), { value: c, writable: true, enumerable: true, configurable: true });
        if (c !== v || Array.isArray(v)) stack.push([v, c]);
      }
    } else if (Array.isArray(src)) {
      for (let i = 0; i < src.length; i += 1) {
        const v = src[i];
        const c = convert(v);
        src[i] = c;
        if (c !== v || Array.isArray(v)) stack.push([v, c]);
      }
    }
  }
  return out;
}
