// What identifies a request in a cassette, and what of it may be written down.
//
// The normalized request keeps only what shapes the answer:
//   method      upper case
//   path        the URL path (the origin is left out, so a recording made against one host replays
//               against any other that serves the same API path)
//   query       query parameters, minus credential parameters (key, api_key, token, …)
//   headers     protocol headers that change the answer's format (anthropic-version,
//               anthropic-beta, openai-beta); every other header — credentials (authorization,
//               x-api-key, api-key, cookie …) and client fingerprints (user-agent, x-stainless-*,
//               openai-organization, openai-project …) — is dropped
//   body        parsed JSON with volatile top-level fields removed (see VOLATILE_BODY_FIELDS),
//               or the text, or base64 for bytes that are not UTF-8
// Secret values (credential header values, credential query values, values handed in by the
// client) are replaced by "[REDACTED]" wherever they occur in what is kept. The key is the SHA-256
// of the RFC 8785 canonical JSON of the result.
import { canonicalHash } from '../../util/canonical.ts';
import { listAt } from '../../util/json-object.ts';

export interface NormalizedRequest {
  method: string;
  path: string;
  query?: Record<string, string[]>;
  headers?: Record<string, string>;
  /** Absent for JSON bodies (and for no body). */
  bodyFormat?: 'text' | 'base64';
  body: unknown;
}

/**
 * Body fields that never reach the model and so never change its answer: end-user and
 * bookkeeping identifiers. Kept out of the key (runs by different users replay the same
 * recording) and out of the file (they can be personal data). Fields that do change the answer —
 * stream, stream_options (adds a usage chunk), seed, n, service_tier — stay in.
 */
export const VOLATILE_BODY_FIELDS: readonly string[] = ['user', 'metadata', 'store', 'prompt_cache_key', 'safety_identifier'];

/** Headers that select the protocol version or features, and therefore the answer's shape. */
export const KEYED_HEADERS: readonly string[] = ['anthropic-beta', 'anthropic-version', 'openai-beta'];

/** Headers whose values are credentials: never stored, and their values are redacted anywhere. */
export const CREDENTIAL_HEADERS: readonly string[] = ['api-key', 'authorization', 'cookie', 'proxy-authorization', 'x-api-key', 'x-goog-api-key'];

export const CREDENTIAL_QUERY = /^(api[-_]?key|key|access[-_]?token|token|auth|authorization|sig|signature|secret|client[-_]?secret|password)$/i;

/**
 * Request-body fields whose string values are credentials (LiteLLM-style `api_key`, proxies'
 * `access_token` …), at any depth: their values are secrets like a credential header's.
 */
export const BODY_CREDENTIAL_FIELD = /^(api[-_]?key|access[-_]?token|auth[-_]?token|bearer[-_]?token|refresh[-_]?token|secret[-_]?key|client[-_]?secret|password|passwd|authorization|x[-_]api[-_]key)$/i;

/** String values of credential-named fields anywhere in a JSON value. */
export function bodySecrets(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 64 || !value || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    for (const v of value) bodySecrets(v, out, depth + 1);
    return out;
  }
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' && BODY_CREDENTIAL_FIELD.test(k)) out.push(v);
    else bodySecrets(v, out, depth + 1);
  }
  return out;
}

export const REDACTED = '[REDACTED]';

/** A copy with every credential-named field's string value replaced by [REDACTED]. */
export function redactBodyFields(value: unknown, depth = 0): unknown {
  if (depth > 64 || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactBodyFields(v, depth + 1));
  const out: Record<string, unknown> = {};
  // defineProperty: a "__proto__" key is ordinary data here.
  for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: typeof v === 'string' && BODY_CREDENTIAL_FIELD.test(k) ? REDACTED : redactBodyFields(v, depth + 1), enumerable: true, writable: true, configurable: true });
  return out;
}
/** Shorter strings are not treated as secrets: redacting them would mangle ordinary text. */
const MIN_SECRET_LENGTH = 8;

export type HeaderMap = Record<string, string>;

/** Lower-cased header map from any of undici's header shapes (object, flat array, iterable). */
export function headerMap(headers: unknown): HeaderMap {
  const out: HeaderMap = {};
  const add = (k: unknown, v: unknown) => {
    if (v === undefined || v === null) return;
    const name = String(k).toLowerCase();
    const value = Array.isArray(v) ? v.map(String).join(', ') : String(v);
    out[name] = out[name] === undefined ? value : `${out[name]}, ${value}`;
  };
  if (!headers) return out;
  if (Array.isArray(headers)) {
    if (headers.length > 0 && Array.isArray(headers[0])) for (const [k, v] of headers as [unknown, unknown][]) add(k, v);
    else for (let i = 0; i + 1 < headers.length; i += 2) add(headers[i], headers[i + 1]);
  } else if (typeof (headers as Iterable<unknown>)[Symbol.iterator] === 'function') {
    for (const [k, v] of headers as Iterable<[unknown, unknown]>) add(k, v);
  } else {
    for (const [k, v] of Object.entries(headers as Record<string, unknown>)) add(k, v);
  }
  return out;
}

/** Secret values carried by the request itself: credential headers (scheme stripped) and credential query values. */
export function requestSecrets(headers: HeaderMap, query: URLSearchParams): string[] {
  const found: string[] = [];
  for (const name of CREDENTIAL_HEADERS) {
    const v = headers[name];
    if (!v) continue;
    found.push(v);
    const m = /^\s*(?:bearer|basic|token)\s+(.+)$/i.exec(v);
    if (m) found.push(m[1].trim());
  }
  for (const [k, v] of query) if (CREDENTIAL_QUERY.test(k) && v) found.push(v);
  return found;
}

/** Distinct secrets, longest first (so a secret containing another is replaced whole). */
export function secretList(values: Iterable<string | undefined | null>): string[] {
  const set = new Set<string>();
  for (const v of values) if (typeof v === 'string' && v.length >= MIN_SECRET_LENGTH) set.add(v);
  return [...set].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
}

export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join(REDACTED);
  return out;
}

export function redactBytes(bytes: Buffer, secrets: readonly string[]): Buffer {
  let out = bytes;
  for (const s of secrets) {
    const needle = Buffer.from(s, 'utf8');
    if (out.indexOf(needle) < 0) continue;
    const parts: Buffer[] = [];
    let from = 0;
    for (let at = out.indexOf(needle, from); at >= 0; at = out.indexOf(needle, from)) {
      parts.push(out.subarray(from, at), Buffer.from(REDACTED, 'utf8'));
      from = at + needle.length;
    }
    parts.push(out.subarray(from));
    out = Buffer.concat(parts);
  }
  return out;
}

/** Deep copy of a JSON value with secrets replaced in every string (keys included). */
export function redactJson(value: unknown, secrets: readonly string[]): unknown {
  if (secrets.length === 0) return value;
  if (typeof value === 'string') return redactText(value, secrets);
  if (Array.isArray(value)) return value.map((v) => redactJson(v, secrets));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[redactText(k, secrets)] = redactJson(v, secrets);
    return out;
  }
  return value;
}

export interface RawRequest {
  method: string;
  /** Path with optional query string, as undici's dispatch options carry it. */
  path: string;
  /** undici's separate `query` option, if the caller used it. */
  query?: Record<string, unknown> | null;
  headers: HeaderMap;
  body: Buffer | null;
}

export interface NormalizeOptions {
  volatileFields?: readonly string[];
  /** Secrets known to the caller (e.g. the API key the client read from its env var). */
  secrets?: readonly string[];
}

export interface Normalized {
  request: NormalizedRequest;
  key: string;
  /** Every secret to redact from what is stored for this exchange (request and response). */
  secrets: string[];
}

export function normalizeRequest(raw: RawRequest, opts: NormalizeOptions = {}): Normalized {
  const q = raw.path.indexOf('?');
  const path = q < 0 ? raw.path : raw.path.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : raw.path.slice(q + 1));
  if (raw.query) {
    for (const [k, v] of Object.entries(raw.query)) {
      if (v === undefined || v === null) continue;
      for (const item of Array.isArray(v) ? v : [v]) params.append(k, String(item));
    }
  }
  const parsedBody = raw.body && raw.body.length > 0 ? parseJsonBody(raw.body) : ({ ok: false } as const);
  // Credential body fields are redacted in place whatever their length; long enough values also wherever they recur.
  const fromBody = parsedBody.ok ? bodySecrets(parsedBody.value) : [];
  const secrets = secretList([...(opts.secrets ?? []), ...requestSecrets(raw.headers, params), ...fromBody]);

  const request: NormalizedRequest = { method: raw.method.toUpperCase(), path: redactText(path, secrets), body: null };
  const query: Record<string, string[]> = {};
  for (const [k, v] of params) {
    if (CREDENTIAL_QUERY.test(k)) continue;
    listAt(query, k).push(redactText(v, secrets));
  }
  if (Object.keys(query).length > 0) request.query = query;
  const headers: Record<string, string> = {};
  for (const name of KEYED_HEADERS) if (raw.headers[name] !== undefined) headers[name] = redactText(raw.headers[name], secrets);
  if (Object.keys(headers).length > 0) request.headers = headers;

  const volatile = new Set(opts.volatileFields ?? VOLATILE_BODY_FIELDS);
  if (raw.body && raw.body.length > 0) {
    const parsed = parsedBody;
    if (parsed.ok) {
      let body = parsed.value;
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        body = Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([k]) => !volatile.has(k)));
      }
      request.body = redactJson(redactBodyFields(body), secrets);
    } else {
      const text = decodeUtf8(raw.body);
      if (text !== null) {
        request.bodyFormat = 'text';
        request.body = redactText(text, secrets);
      } else {
        request.bodyFormat = 'base64';
        request.body = redactBytes(raw.body, secrets).toString('base64');
      }
    }
  }
  return { request, key: requestKey(request), secrets };
}

export function requestKey(request: NormalizedRequest): string {
  return canonicalHash(request);
}

function parseJsonBody(bytes: Buffer): { ok: true; value: unknown } | { ok: false } {
  const text = decodeUtf8(bytes);
  if (text === null) return { ok: false };
  const t = text.trimStart();
  if (!(t.startsWith('{') || t.startsWith('['))) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
