// Canonical JSON (RFC 8785 via the `canonicalize` library) and hashes over it: what identifies a
// snapshot or a request, independent of key order and formatting.
import canonicalizeLib from 'canonicalize';
import { createHash } from 'node:crypto';

const canonicalizeFn = canonicalizeLib as unknown as (v: unknown) => string | undefined;

export function canonicalJson(value: unknown): string {
  const s = canonicalizeFn(value);
  if (s === undefined) throw new TypeError('value cannot be canonicalized');
  return s;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

export function canonicalHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
