// One msgpackr configuration for everything the project stores (snapshots, journals): plain
// maps and arrays only (no record extension, no shared structures), so a file decodes the same
// in any process and its bytes depend only on the value.
import { Packr } from 'msgpackr';

const packr = new Packr({ useRecords: false, moreTypes: false, structuredClone: false, bundleStrings: false, mapsAsObjects: true, variableMapSize: true });

export function pack(value: unknown): Buffer {
  return packr.pack(value);
}

export function unpack(bytes: Uint8Array): unknown {
  return packr.unpack(bytes);
}
