// The server keeps all of its configuration in process.env: the launch environment (.env via
// dotenv) plus whatever setup_email_account / configure_email_server wrote. The tree's `env`
// holds those variables; like process.env, every value is a string (assigning undefined stores
// "undefined").

export function readEnv(ctx) {
  return ctx.get('env') || {};
}

/** Assign variables the way `process.env.X = value` does. */
export function writeEnv(ctx, changes) {
  const coerced = {};
  for (const [k, v] of Object.entries(changes)) coerced[k] = String(v);
  ctx.update('env', coerced);
}

/** `process.env.EMAIL_USER || process.env.WECHAT_EMAIL_USER` and friends. */
export function envUser(env) {
  return env.EMAIL_USER || env.WECHAT_EMAIL_USER;
}

export function envPassword(env) {
  return env.EMAIL_PASSWORD || env.WECHAT_EMAIL_PASSWORD;
}

/** Node's parseInt(x) || fallback for a possibly-missing env string. */
export function portOr(text, fallback) {
  const n = parseInt(text, 10);
  return Number.isNaN(n) || n === 0 ? fallback : n;
}

/** V8's TypeError for `const { <prop> } = args` when a call carried no arguments. */
export function destructureError(prop, args) {
  return `Cannot destructure property '${prop}' of 'args' as it is ${args === null ? 'null' : 'undefined'}.`;
}
