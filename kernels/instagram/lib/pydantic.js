// publish_media builds PublishMediaRequest(**arguments) before anything else; pydantic v2 checks
// image_url / video_url as HttpUrl and the caption's 2200-character validator, and a failure
// surfaces as "Tool execution failed: <ValidationError text>". This is that text, in pydantic's
// layout (field, message, [type=…, input_value=…, input_type=…], the errors.pydantic.dev link).
import { pyStr } from '../../_shared/pyschema.js';

const DOCS = 'https://errors.pydantic.dev/2.12/v/';

/** pydantic-core shows input values as repr, truncated in the middle beyond 50 characters. */
function inputValue(value) {
  const r = pyStr(value);
  const chars = [...r];
  return chars.length > 50 ? chars.slice(0, 25).join('') + '...' + chars.slice(-24).join('') : r;
}

/** HttpUrl: null when valid, else [type, message]. */
function checkHttpUrl(s) {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(s);
  if (!scheme || !/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(s)) {
    if (scheme && !/^https?$/i.test(scheme[1])) return ['url_scheme', "URL scheme should be 'http' or 'https'"];
    return ['url_parsing', 'Input should be a valid URL, relative URL without a base'];
  }
  if (!/^https?$/i.test(scheme[1])) return ['url_scheme', "URL scheme should be 'http' or 'https'"];
  const rest = s.slice(scheme[0].length + 2);
  const host = /^([^/?#]*)/.exec(rest)[1].replace(/^[^@]*@/, '').replace(/:\d*$/, '');
  if (host === '') return ['url_parsing', 'Input should be a valid URL, empty host'];
  if (/\s/.test(host) || !/^[A-Za-z0-9.-]+$/.test(host)) return ['url_parsing', 'Input should be a valid URL, invalid domain character'];
  return null;
}

/** str(HttpUrl(s)): scheme and host lower-cased, "/" as the path of a bare host. */
export function normaliseUrl(s) {
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)(.*)$/.exec(s);
  const path = m[3] === '' ? '/' : m[3].startsWith('/') ? m[3] : '/' + m[3];
  return `${m[1].toLowerCase()}://${m[2].toLowerCase()}${path}`;
}

/** The ValidationError text for the request, or null when it validates. */
export function validatePublishRequest(args) {
  const errors = [];
  for (const field of ['image_url', 'video_url']) {
    if (args[field] === undefined || args[field] === null) continue;
    const bad = checkHttpUrl(args[field]);
    if (bad) errors.push([field, bad[1], bad[0], args[field]]);
  }
  if (typeof args.caption === 'string' && [...args.caption].length > 2200) {
    errors.push(['caption', 'Value error, Caption must be 2200 characters or less', 'value_error', args.caption]);
  }
  if (errors.length === 0) return null;
  const head = `${errors.length} validation error${errors.length > 1 ? 's' : ''} for PublishMediaRequest`;
  const body = errors.map(([field, msg, type, value]) =>
    `${field}\n  ${msg} [type=${type}, input_value=${inputValue(value)}, input_type=str]\n    For further information visit ${DOCS}${type}`);
  return [head, ...body].join('\n');
}
