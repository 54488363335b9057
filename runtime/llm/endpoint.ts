// A configured base URL as the client uses it and as records show it. A key can hide in a base URL
// (`http://user:KEY@host/v1`, `…/v1?api-key=KEY`, Azure-style `?api-version=…&key=…`): the request
// goes out without userinfo (sent as Basic credentials instead) and with its query kept; what any
// record or message shows is `publicUrl`, with userinfo dropped and credential query values
// redacted; and every secret found is handed to the cassette to redact wherever it appears.
import { CREDENTIAL_QUERY, REDACTED } from './cassette/normalize.ts';

export interface Endpoint {
  /** Where requests go: base path + the provider's path, query kept, userinfo removed. */
  url: string;
  /** The same URL safe to write down or print. */
  public: string;
  /** `Basic …` when the base URL carried userinfo. */
  basicAuth?: string;
  /** Credential values found in the URL. */
  secrets: string[];
}

export function endpointOf(baseUrl: string, path: string): Endpoint {
  let u: URL;
  try {
    u = new URL(baseUrl);
  } catch {
    return { url: `${baseUrl}${path}`, public: publicUrl(`${baseUrl}${path}`), secrets: [] };
  }
  const secrets: string[] = [];
  let basicAuth: string | undefined;
  if (u.username || u.password) {
    const user = decodeURIComponent(u.username);
    const pass = decodeURIComponent(u.password);
    const pair = `${user}:${pass}`;
    basicAuth = `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
    secrets.push(pair, pass, user, u.password, u.username, Buffer.from(pair, 'utf8').toString('base64'));
    u.username = '';
    u.password = '';
  }
  for (const [k, v] of u.searchParams) if (CREDENTIAL_QUERY.test(k) && v) secrets.push(v, encodeURIComponent(v));
  u.pathname = `${u.pathname.replace(/\/+$/, '')}${path}`;
  const url = u.toString();
  return { url, public: publicUrl(url), ...(basicAuth ? { basicAuth } : {}), secrets: secrets.filter((s) => s.length > 0) };
}

/** A URL with userinfo dropped and credential query values replaced by [REDACTED]. Not a URL: returned with anything after "@" or "?" cut. */
export function publicUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url.replace(/\/\/[^/]*@/, '//').replace(/\?.*$/, '');
  }
  u.username = '';
  u.password = '';
  const params = [...u.searchParams];
  if (params.some(([k]) => CREDENTIAL_QUERY.test(k))) {
    u.search = '';
    for (const [k, v] of params) u.searchParams.append(k, CREDENTIAL_QUERY.test(k) ? REDACTED : v);
  }
  return u.toString().replace(/\/$/, '');
}
