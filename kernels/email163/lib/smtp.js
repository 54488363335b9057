// The SMTP side as nodemailer drives it: connect (TLS from the start when `secure`, otherwise
// plain text and STARTTLS), log in, hand over the envelope, stream the message.
import { smtpConfig } from './config.js';
import { connect, login } from './world.js';

/** { configError } | { error } | { mailbox, config } — a verified transport. */
export function openSmtp(ctx, env) {
  const cfg = smtpConfig(env);
  if (cfg.error) return { configError: cfg.error };
  const c = cfg.config;
  const conn = connect('smtp', c.host, c.port, c.secure);
  if (!conn.ok) return { error: conn.error };
  if (!c.user || !c.pass) return { error: 'Missing credentials for "PLAIN"' };
  const auth = login(ctx, 'smtp', c.host, c.user, c.pass);
  if (auth.error) return { error: `Invalid login: ${auth.error}` };
  return { mailbox: auth.mailbox, config: c };
}

/**
 * Addresses of an address field as nodemailer's address parser reads it: comma-separated,
 * "Name <addr>" or bare; returns [{ name, address }].
 */
export function parseAddresses(field) {
  if (field === undefined || field === null || field === '') return [];
  const out = [];
  for (const part of String(field).split(',')) {
    const p = part.trim();
    if (!p) continue;
    const m = /^(.*)<([^>]*)>\s*$/.exec(p);
    if (m) out.push({ name: m[1].trim().replace(/^"(.*)"$/, '$1'), address: m[2].trim() });
    else out.push({ name: '', address: p });
  }
  return out;
}

export function isDeliverable(address) {
  return /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[A-Za-z0-9-]+$/.test(address);
}

/** Decoded length of base64 content (nodemailer's `encoding: 'base64'`). */
export function base64Size(content) {
  const clean = String(content).replace(/[^A-Za-z0-9+/]/g, '');
  return Math.floor((clean.length * 3) / 4);
}
