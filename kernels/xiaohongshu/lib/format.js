// Small renderings the real server and Xiaohongshu produce.

/**
 * Interaction counts as Xiaohongshu's page state carries them: strings, "1.2万" from ten thousand
 * on (one decimal, truncated, trailing ".0" dropped). Exact below that.
 */
export function xhsCount(n) {
  if (n < 10000) return String(n);
  const tenths = Math.floor(n / 1000);
  const whole = Math.floor(tenths / 10);
  const frac = tenths % 10;
  return frac === 0 ? `${whole}万` : `${whole}.${frac}万`;
}

/**
 * xhsutil.CalcTitleLength: UTF-16 code units above 127 count 2 "bytes", ASCII 1; the length is
 * ceil(bytes / 2). Xiaohongshu allows 20.
 */
export function titleLength(title) {
  let bytes = 0;
  for (let i = 0; i < title.length; i += 1) bytes += title.charCodeAt(i) > 127 ? 2 : 1;
  return Math.floor((bytes + 1) / 2);
}

/** Go's %+v of the handler's response structs: &{Field:value …}. */
export function goPlusV(fields) {
  return '&{' + fields.map(([k, v]) => `${k}:${v}`).join(' ') + '}';
}
