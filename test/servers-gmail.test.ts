// The Gmail kernels (@gongrzhe/server-gmail-autoauth-mcp 1.1.11), tool by tool: the success path
// with the exact text the server prints, and every error class it shows — zod issues printed
// as `Error: [...]` (not isError), the server's own checks, the Gmail API's answers, the label and
// filter managers' rewording, the scope the server never asks for (permanent delete), and the
// list_filters bug. Every call runs on a fresh copy of the emma-clark snapshot; failed calls must
// emit no operations.
import { describe, it, expect } from 'vitest';
import { readFileSync, mkdtempSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { loadServer } from '../runtime/servers/registry.ts';
import { kernelSession, type KernelCall } from './helpers/kernel-session.ts';
import { Sandbox } from '../runtime/sandbox/sandbox.ts';
import type { CallToolResult, PatchOp } from '../runtime/kernel/types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const ROOT = join(import.meta.dirname, '..');
const SNAP: Any = JSON.parse(readFileSync(join(ROOT, 'snapshots', 'gmail', 'emma-clark.json'), 'utf8'));
const T: Any = SNAP.tree;
const server = loadServer('gmail');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const ME = 'emma.clark@brightline-labs.example';
const FULL_SCOPE = 'https://mail.google.com/';

const messages: Any[] = Object.values(T.messages);
const subjectOf = (m: Any) => m.headers.find((h: Any) => h.name === 'Subject').value;
const header = (m: Any, name: string) => m.headers.find((h: Any) => h.name === name)?.value;
const msg = (subject: string, pred: (m: Any) => boolean = () => true): Any => {
  const hit = messages.find((m) => subjectOf(m) === subject && pred(m));
  if (!hit) throw new Error(`no message "${subject}"`);
  return hit;
};
const labelByName = (name: string): Any => Object.values(T.labels).find((l: Any) => l.name === name);
const LUMEN = labelByName('Lumen').id;
const OFFSITE = labelByName('Offsite 2026').id;
const RSVP = msg('Spring offsite: RSVP form is open (deadline Jan 16)');
const Q1_SENT = msg('Re: Q1 readout — Lumen Eval Suite (Fri Jan 9)', (m) => Object.keys(m.attachments).length === 2);
const SARAH = msg('Happy New Year + brunch on the 4th?');

type Call = KernelCall;

function session(mutate?: (tree: Any) => void) {
  const tree: Any = structuredClone(T);
  if (mutate) mutate(tree);
  return kernelSession(server, tree, { seedTail: [5, 9, 13], json: 'none' });
}

/** A failure the server prints as `Error: …` without isError, with nothing written. */
function serverError(r: Call, message: string) {
  expect(r.text).toBe(`Error: ${message}`);
  expect(r.result.isError).toBeUndefined();
  expect(r.ops).toEqual([]);
}

function zodError(r: Call, issues: Any[]) {
  serverError(r, JSON.stringify(issues, null, 2));
}

const required = (path: (string | number)[], expected: string) => ({ code: 'invalid_type', expected, received: 'undefined', path, message: 'Required' });

function ok(r: Call) {
  expect(r.result.isError, r.text).toBeUndefined();
  expect(r.text.startsWith('Error:'), r.text).toBe(false);
}

// ---------------------------------------------------------------------------------------------

describe('gmail: server folder', () => {
  it('exposes exactly the 19 real tools, validates in its handler, and answers unknown tools the server way', () => {
    expect(server.tools.map((t) => t.name)).toEqual([
      'send_email', 'draft_email', 'read_email', 'search_emails', 'modify_email', 'delete_email', 'list_email_labels',
      'batch_modify_emails', 'batch_delete_emails', 'create_label', 'update_label', 'delete_label', 'get_or_create_label',
      'create_filter', 'list_filters', 'get_filter', 'delete_filter', 'create_filter_from_template', 'download_attachment',
    ]);
    expect(server.config).toMatchObject({ name: 'gmail', validation: 'none', defaultSnapshot: 'gmail/emma-clark', unknownTool: { text: 'Error: Unknown tool: {name}', isError: false } });
    const shared = '/work/shared/tools/gmail.json';
    if (existsSync(shared)) expect(readFileSync(join(ROOT, 'kernels/gmail/manifest.json'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  it('has Gmail-shaped ids in the snapshot', () => {
    for (const m of messages) {
      expect(m.id).toMatch(/^[0-9a-f]{16}$/);
      expect(parseInt(m.id.slice(0, 11), 16)).toBe(Number(m.internalDate));
    }
    for (const l of Object.values(T.labels) as Any[]) expect(l.id).toMatch(l.type === 'system' ? /^[A-Z_]+$/ : /^Label_[1-9]\d{18}$/);
    for (const d of Object.values(T.drafts) as Any[]) expect(d.id).toMatch(/^r-?[1-9]\d{18}$/);
    for (const f of Object.values(T.filters) as Any[]) expect(f.id).toMatch(/^ANe1Bm[0-9A-Za-z]{36}$/);
    expect(messages.length).toBeGreaterThan(250);
  });
});

describe('gmail: send_email', () => {
  it('sends: a new message with SENT, the account as sender, a Gmail Date header, its own thread', async () => {
    const s = session();
    const r = await s.call('send_email', { to: ['noah.brooks@brightline-labs.example'], subject: 'Readout dry run', body: 'Can we do a dry run on Thursday?', extra: 'dropped' });
    ok(r);
    const id = /^Email sent successfully with ID: ([0-9a-f]{16})$/.exec(r.text)![1];
    expect(parseInt(id.slice(0, 11), 16)).toBe(r.nowMs);
    expect(r.ops.map((o) => [o.op, o.path])).toEqual([['add', `/messages/${id}`]]);
    const m = s.tree.messages[id];
    expect(m.threadId).toBe(id);
    expect(m.labelIds).toEqual(['SENT']);
    expect(header(m, 'From')).toBe(`Emma Clark <${ME}>`);
    expect(header(m, 'To')).toBe('noah.brooks@brightline-labs.example');
    expect(header(m, 'Date')).toBe('Thu, 1 Jan 2026 01:01:00 -0800');
    expect(m.body).toEqual({ text: 'Can we do a dry run on Thursday?' });
  });

  it('replies inside a thread with an attachment read from the server machine', async () => {
    const s = session();
    const thread = RSVP.threadId;
    const r = await s.call('send_email', {
      to: ['ella.okafor@brightline-labs.example'], subject: 'Re: Spring offsite: RSVP form is open (deadline Jan 16)', body: 'Dietary notes attached.',
      threadId: thread, inReplyTo: header(RSVP, 'Message-ID'), attachments: ['Documents/offsite/dietary-needs.txt'],
    });
    ok(r);
    const id = r.text.split(': ')[1];
    const m = s.tree.messages[id];
    expect(m.threadId).toBe(thread);
    expect(header(m, 'In-Reply-To')).toBe(header(RSVP, 'Message-ID'));
    expect(m.mimeType).toBe('multipart/mixed');
    expect(Object.values(m.attachments)).toEqual([expect.objectContaining({ filename: 'dietary-needs.txt', mimeType: 'text/plain', size: 233 })]);
  });

  it('lands in the inbox too when Emma writes to herself', async () => {
    const s = session();
    const r = await s.call('send_email', { to: [ME], subject: 'note to self', body: 'x' });
    expect(s.tree.messages[r.text.split(': ')[1]].labelIds).toEqual(['UNREAD', 'SENT', 'INBOX']);
  });

  it('reports zod issues in schema order, as pretty JSON, without isError', async () => {
    const s = session();
    zodError(await s.call('send_email', {}), [required(['to'], 'array'), required(['subject'], 'string'), required(['body'], 'string')]);
    zodError(await s.call('send_email', { to: 'a@b.example', subject: 1, body: 'x' }), [
      { code: 'invalid_type', expected: 'array', received: 'string', path: ['to'], message: 'Expected array, received string' },
      { code: 'invalid_type', expected: 'string', received: 'number', path: ['subject'], message: 'Expected string, received number' },
    ]);
    zodError(await s.call('send_email', { to: ['a@b.example', 7], subject: 's', body: 'b', mimeType: 'text/markdown' }), [
      { code: 'invalid_type', expected: 'string', received: 'number', path: ['to', 1], message: 'Expected string, received number' },
      { received: 'text/markdown', code: 'invalid_enum_value', options: ['text/plain', 'text/html', 'multipart/alternative'], path: ['mimeType'], message: "Invalid enum value. Expected 'text/plain' | 'text/html' | 'multipart/alternative', received 'text/markdown'" },
    ]);
    zodError(await s.call('send_email', undefined), [{ code: 'invalid_type', expected: 'object', received: 'undefined', path: [], message: 'Required' }]);
  });

  it("refuses what the server's own checks refuse, and what the Gmail API refuses", async () => {
    const s = session();
    serverError(await s.call('send_email', { to: ['noah.brooks'], subject: 's', body: 'b' }), 'Recipient email address is invalid: noah.brooks');
    serverError(await s.call('send_email', { to: [ME], subject: 's', body: 'b', attachments: ['/tmp/nope.pdf'] }), 'File does not exist: /tmp/nope.pdf');
    serverError(await s.call('send_email', { to: [], subject: 's', body: 'b' }), 'Recipient address required');
    serverError(await s.call('send_email', { to: [ME], cc: ['not an address'], subject: 's', body: 'b' }), 'Invalid Cc header');
    serverError(await s.call('send_email', { to: [ME], subject: 's', body: 'b', threadId: '19b0000000000000' }), 'Requested entity was not found.');
  });
});

describe('gmail: draft_email', () => {
  it('creates a draft (DRAFT message + draft record); recipients may be empty; HTML-only bodies read with the note', async () => {
    const s = session();
    const r = await s.call('draft_email', { to: [], subject: 'Offsite agenda', body: '<p>Draft <b>agenda</b></p>', mimeType: 'text/html' });
    ok(r);
    const draftId = /^Email draft created successfully with ID: (r-?\d{19})$/.exec(r.text)![1];
    const draft = s.tree.drafts[draftId];
    expect(s.tree.messages[draft.messageId].labelIds).toEqual(['DRAFT']);
    expect(r.ops.map((o) => o.path)).toEqual([`/messages/${draft.messageId}`, `/drafts/${draftId}`]);
    const read = await s.call('read_email', { messageId: draft.messageId });
    expect(read.text.endsWith('\n\n[Note: This email is HTML-formatted. Plain text version not available.]\n\n<p>Draft <b>agenda</b></p>')).toBe(true);
  });

  it('turns htmlBody into multipart/alternative unless mimeType stays text/plain', async () => {
    const s = session();
    const a = await s.call('draft_email', { to: [ME], subject: 'a', body: 'plain', htmlBody: '<p>html</p>' });
    const b = await s.call('draft_email', { to: [ME], subject: 'b', body: 'plain', htmlBody: '<p>html</p>', mimeType: 'text/html' });
    const bodyOf = (r: Call) => s.tree.messages[s.tree.drafts[r.text.split(': ')[1]].messageId];
    expect(bodyOf(a).body).toEqual({ text: 'plain' });
    expect(bodyOf(b).mimeType).toBe('multipart/alternative');
    expect(bodyOf(b).body).toEqual({ text: 'plain', html: '<p>html</p>' });
  });

  it('validates like send_email', async () => {
    const s = session();
    serverError(await s.call('draft_email', { to: ['x'], subject: 's', body: 'b' }), 'Recipient email address is invalid: x');
    zodError(await s.call('draft_email', { to: [ME], body: 'b' }), [required(['subject'], 'string')]);
  });
});

describe('gmail: read_email', () => {
  it('prints thread id, four headers, the text body and the attachments in rounded KB', async () => {
    const s = session();
    const r = await s.call('read_email', { messageId: Q1_SENT.id });
    const atts = Object.values(Q1_SENT.attachments) as Any[];
    expect(r.text).toBe(`Thread ID: ${Q1_SENT.threadId}\nSubject: Re: Q1 readout — Lumen Eval Suite (Fri Jan 9)\nFrom: Emma Clark <${ME}>\n` +
      `To: Noah Brooks <noah.brooks@brightline-labs.example>\nDate: ${header(Q1_SENT, 'Date')}\n\n${Q1_SENT.body.text}\n\n` +
      `Attachments (2):\n- q1-readout-draft.pdf (application/pdf, 793 KB, ID: ${atts[0].attachmentId})\n- grader-agreement-dec.csv (text/csv, 47 KB, ID: ${atts[1].attachmentId})`);
    expect(r.ops).toEqual([]);
  });

  it('answers the API errors for a malformed and an unknown id', async () => {
    const s = session();
    serverError(await s.call('read_email', { messageId: 'not-an-id' }), 'Invalid id value');
    serverError(await s.call('read_email', { messageId: '19b0000000000000' }), 'Requested entity was not found.');
    zodError(await s.call('read_email', { messageId: 42 }), [{ code: 'invalid_type', expected: 'string', received: 'number', path: ['messageId'], message: 'Expected string, received number' }]);
  });
});

describe('gmail: search_emails', () => {
  const ids = (r: Call) => [...r.text.matchAll(/^ID: ([0-9a-f]{16})$/gm)].map((m) => m[1]);

  it('prints each hit as ID/Subject/From/Date, newest first, 10 by default', async () => {
    const s = session();
    const r = await s.call('search_emails', { query: 'from:sarah.kim@gmail.example' });
    expect(r.text).toBe(`ID: ${SARAH.id}\nSubject: Happy New Year + brunch on the 4th?\nFrom: Sarah Kim <sarah.kim@gmail.example>\nDate: ${header(SARAH, 'Date')}\n`);
    const many = await s.call('search_emails', { query: 'label:lumen' });
    expect(ids(many)).toHaveLength(10);
    const dates = ids(many).map((id) => Number(T.messages[id].internalDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(ids(await s.call('search_emails', { query: 'label:lumen', maxResults: 0 }))).toHaveLength(10);
    expect(ids(await s.call('search_emails', { query: 'label:lumen', maxResults: 1000 })).length).toBe(messages.filter((m) => m.labelIds.includes(LUMEN) && !m.labelIds.includes('TRASH') && !m.labelIds.includes('SPAM')).length);
  });

  it('understands Gmail operators: words, phrases, OR, negation, dates, labels, state, attachments', async () => {
    const s = session();
    const q = async (query: string) => ids(await s.call('search_emails', { query, maxResults: 500 }));
    expect((await q('LUM-231')).length).toBeGreaterThan(3);
    expect(await q('"exemplar shuffle"')).toEqual([]);
    for (const id of await q('subject:(judge migration)')) expect(subjectOf(T.messages[id])).toMatch(/judge/i);
    const offsite = await q('label:offsite-2026');
    expect(offsite).toContain(RSVP.id);
    const notMe = await q('label:offsite-2026 -from:me');
    expect(notMe.every((id) => !T.messages[id].labelIds.includes('SENT'))).toBe(true);
    expect(notMe.length).toBeLessThan(offsite.length);
    const dec = await q('from:noah.brooks after:2025/12/17 before:2025/12/19');
    expect(dec.map((id) => subjectOf(T.messages[id])).sort()).toEqual(['1:1 notes + your Q4 review conversation', 'Q1 readout — Lumen Eval Suite (Fri Jan 9)', 'Re: Q1 readout — Lumen Eval Suite (Fri Jan 9)']);
    const unread = await q('is:unread');
    expect(unread).toContain(SARAH.id);
    expect(unread.every((id) => T.messages[id].labelIds.includes('UNREAD'))).toBe(true);
    const pdfs = await q('has:attachment filename:pdf');
    expect(pdfs).toContain(Q1_SENT.id);
    expect((await q('in:spam')).length).toBe(3);
    expect((await q('verify your mailbox'))).toEqual([]);
    expect((await q('in:anywhere verify your mailbox')).length).toBe(1);
    expect((await q('in:drafts')).length).toBe(3);
    expect(await q('{from:sarah.kim from:benclark88} newer_than:2d')).toEqual([SARAH.id]);
  });

  it('prints an empty text when nothing matches and rejects what the API rejects', async () => {
    const s = session();
    const r = await s.call('search_emails', { query: 'from:nobody@nowhere.example' });
    expect(r.text).toBe('');
    ok(r);
    serverError(await s.call('search_emails', { query: 'x', maxResults: -3 }), `Invalid value at 'max_results' (TYPE_UINT32), "-3"`);
    zodError(await s.call('search_emails', { maxResults: '5' }), [required(['query'], 'string'), { code: 'invalid_type', expected: 'number', received: 'string', path: ['maxResults'], message: 'Expected number, received string' }]);
  });
});

describe('gmail: modify_email', () => {
  it('adds and removes labels (archive + label), one replace op on labelIds', async () => {
    const s = session();
    const r = await s.call('modify_email', { messageId: SARAH.id, addLabelIds: ['STARRED'], removeLabelIds: ['INBOX', 'UNREAD'] });
    expect(r.text).toBe(`Email ${SARAH.id} labels updated successfully`);
    expect(r.ops).toEqual([{ op: 'replace', path: `/messages/${SARAH.id}/labelIds`, value: SARAH.labelIds.filter((l: string) => l !== 'INBOX' && l !== 'UNREAD').concat(['STARRED']) }]);
  });

  it('sends labelIds as addLabelIds, and an explicit addLabelIds overrides it', async () => {
    const s = session();
    await s.call('modify_email', { messageId: SARAH.id, labelIds: [OFFSITE] });
    expect(s.tree.messages[SARAH.id].labelIds).toContain(OFFSITE);
    await s.call('modify_email', { messageId: RSVP.id, labelIds: ['STARRED'], addLabelIds: ['IMPORTANT'] });
    expect(s.tree.messages[RSVP.id].labelIds).toContain('IMPORTANT');
    expect(s.tree.messages[RSVP.id].labelIds).not.toContain('STARRED');
  });

  it('answers the API errors', async () => {
    const s = session();
    serverError(await s.call('modify_email', { messageId: SARAH.id, addLabelIds: ['Label_404'] }), 'Invalid label: Label_404');
    serverError(await s.call('modify_email', { messageId: SARAH.id, addLabelIds: ['SENT'] }), 'Invalid label: SENT');
    serverError(await s.call('modify_email', { messageId: SARAH.id }), 'No label add or removes specified');
    serverError(await s.call('modify_email', { messageId: '19b0000000000000', addLabelIds: ['STARRED'] }), 'Requested entity was not found.');
    zodError(await s.call('modify_email', { addLabelIds: 'STARRED' }), [required(['messageId'], 'string'), { code: 'invalid_type', expected: 'array', received: 'string', path: ['addLabelIds'], message: 'Expected array, received string' }]);
  });
});

describe('gmail: delete_email and batch_delete_emails (full mail scope)', () => {
  it('fail with Insufficient Permission on the scopes the server asks for', async () => {
    const s = session();
    serverError(await s.call('delete_email', { messageId: SARAH.id }), 'Insufficient Permission');
    const r = await s.call('batch_delete_emails', { messageIds: [SARAH.id, RSVP.id] });
    expect(r.text).toBe(`Batch delete operation complete.\nSuccessfully deleted: 0 messages\nFailed to delete: 2 messages\n\nFailed message IDs:\n- ${SARAH.id}... (Insufficient Permission)\n- ${RSVP.id}... (Insufficient Permission)`);
    expect(r.ops).toEqual([]);
  });

  it('delete permanently once the account granted https://mail.google.com/ (and drop its draft)', async () => {
    const s = session((tree) => tree.account.grantedScopes.push(FULL_SCOPE));
    const [draftId, draft] = Object.entries(T.drafts)[0] as [string, Any];
    const r = await s.call('delete_email', { messageId: draft.messageId });
    expect(r.text).toBe(`Email ${draft.messageId} deleted successfully`);
    expect(r.ops).toEqual([{ op: 'remove', path: `/messages/${draft.messageId}` }, { op: 'remove', path: `/drafts/${draftId}` }]);
    serverError(await s.call('delete_email', { messageId: draft.messageId }), 'Requested entity was not found.');
    const b = await s.call('batch_delete_emails', { messageIds: [SARAH.id, 'bogus!'], batchSize: 1 });
    expect(b.text).toBe(`Batch delete operation complete.\nSuccessfully deleted: 1 messages\nFailed to delete: 1 messages\n\nFailed message IDs:\n- bogus!... (Invalid id value)`);
    expect(b.ops).toEqual([{ op: 'remove', path: `/messages/${SARAH.id}` }]);
  });
});

describe('gmail: batch_modify_emails', () => {
  it('processes every id and lists the failures (first 16 characters) with the API message', async () => {
    const s = session();
    const r = await s.call('batch_modify_emails', { messageIds: [SARAH.id, '19b0000000000000123', RSVP.id], removeLabelIds: ['UNREAD'], addLabelIds: ['IMPORTANT'] });
    expect(r.text).toBe('Batch label modification complete.\nSuccessfully processed: 2 messages\nFailed to process: 1 messages\n\nFailed message IDs:\n- 19b0000000000000... (Invalid id value)');
    expect(r.ops.map((o) => o.path)).toEqual([`/messages/${SARAH.id}/labelIds`, `/messages/${RSVP.id}/labelIds`]);
  });

  it('slices like the server: a fractional batchSize still covers every id once; a non-positive one never returns', async () => {
    const s = session();
    const r = await s.call('batch_modify_emails', { messageIds: [SARAH.id, RSVP.id, Q1_SENT.id], addLabelIds: ['STARRED'], batchSize: 1.5 });
    expect(r.text).toBe('Batch label modification complete.\nSuccessfully processed: 3 messages\n');
    await expect(s.call('batch_modify_emails', { messageIds: [SARAH.id], addLabelIds: ['STARRED'], batchSize: -1 })).rejects.toThrow(/never answers/);
    zodError(await s.call('batch_modify_emails', { messageIds: [SARAH.id], batchSize: '5' }), [{ code: 'invalid_type', expected: 'number', received: 'string', path: ['batchSize'], message: 'Expected number, received string' }]);
  });
});

describe('gmail: labels', () => {
  it('list_email_labels prints the system labels, then the user ones', async () => {
    const s = session();
    const r = await s.call('list_email_labels', {});
    expect(r.text.startsWith('Found 27 labels (14 system, 13 user):\n\nSystem Labels:\nID: CHAT\nName: CHAT\n\nID: SENT\nName: SENT\n')).toBe(true);
    expect(r.text).toContain(`\nUser Labels:\nID: ${LUMEN}\nName: Lumen\n\n`);
    expect(r.text.endsWith('Name: Follow up\n')).toBe(true);
  });

  it('create_label: Type prints undefined (the API answer has no type); Gmail refuses clashes and reserved names', async () => {
    const s = session();
    const r = await s.call('create_label', { name: 'Northstar' });
    const id = /^Label created successfully:\nID: (Label_\d{19})\nName: Northstar\nType: undefined$/.exec(r.text)![1];
    expect(s.tree.labels[id]).toEqual({ id, name: 'Northstar', type: 'user', messageListVisibility: 'show', labelListVisibility: 'labelShow' });
    serverError(await s.call('create_label', { name: 'northstar' }), 'Failed to create label: Label name exists or conflicts');
    serverError(await s.call('create_label', { name: 'Inbox' }), 'Failed to create label: Invalid label name');
    zodError(await s.call('create_label', { name: 'x', labelListVisibility: 'visible' }), [{ received: 'visible', code: 'invalid_enum_value', options: ['labelShow', 'labelShowIfUnread', 'labelHide'], path: ['labelListVisibility'], message: "Invalid enum value. Expected 'labelShow' | 'labelShowIfUnread' | 'labelHide', received 'visible'" }]);
  });

  it('update_label renames; unknown ids, system labels and clashes are worded by the label manager', async () => {
    const s = session();
    const r = await s.call('update_label', { id: OFFSITE, name: 'Offsite 2026 — Tahoe', labelListVisibility: 'labelShowIfUnread' });
    expect(r.text).toBe(`Label updated successfully:\nID: ${OFFSITE}\nName: Offsite 2026 — Tahoe\nType: user`);
    expect(r.ops).toEqual([
      { op: 'replace', path: `/labels/${OFFSITE}/name`, value: 'Offsite 2026 — Tahoe' },
      { op: 'replace', path: `/labels/${OFFSITE}/labelListVisibility`, value: 'labelShowIfUnread' },
    ]);
    serverError(await s.call('update_label', { id: 'Label_1', name: 'x' }), 'Label with ID "Label_1" not found.');
    serverError(await s.call('update_label', { id: 'INBOX', name: 'In' }), 'Failed to update label: Invalid update request');
    serverError(await s.call('update_label', { id: OFFSITE, name: 'LUMEN' }), 'Failed to update label: Label name exists or conflicts');
  });

  it('delete_label removes the label from its messages; system labels and unknown ids are refused', async () => {
    const s = session();
    const carrying = messages.filter((m) => m.labelIds.includes(OFFSITE));
    const r = await s.call('delete_label', { id: OFFSITE });
    expect(r.text).toBe('Label "Offsite 2026" deleted successfully.');
    expect(r.ops).toHaveLength(carrying.length + 1);
    expect(r.ops[r.ops.length - 1]).toEqual({ op: 'remove', path: `/labels/${OFFSITE}` });
    expect(Object.values(s.tree.messages).some((m: Any) => m.labelIds.includes(OFFSITE))).toBe(false);
    serverError(await s.call('delete_label', { id: 'INBOX' }), 'Failed to delete label: Cannot delete system label with ID "INBOX".');
    serverError(await s.call('delete_label', { id: OFFSITE }), `Label with ID "${OFFSITE}" not found.`);
  });

  it('get_or_create_label words the outcome from the label it got', async () => {
    const s = session();
    const found = await s.call('get_or_create_label', { name: 'Lumen' });
    expect(found.text).toBe(`Successfully found existing label:\nID: ${LUMEN}\nName: Lumen\nType: user`);
    expect(found.ops).toEqual([]);
    const caseless = await s.call('get_or_create_label', { name: 'lumen' });
    expect(caseless.text).toBe(`Successfully created new label:\nID: ${LUMEN}\nName: Lumen\nType: user`);
    expect(caseless.ops).toEqual([]);
    const system = await s.call('get_or_create_label', { name: 'starred' });
    expect(system.text).toBe('Successfully created new label:\nID: STARRED\nName: STARRED\nType: system');
    const fresh = await s.call('get_or_create_label', { name: 'Kite Capital' });
    expect(fresh.text).toMatch(/^Successfully created new label:\nID: Label_\d{19}\nName: Kite Capital\nType: undefined$/);
    expect(fresh.ops).toHaveLength(1);
    serverError(await s.call('get_or_create_label', { name: '' }), 'Failed to get or create label: Failed to create label: Invalid label name');
  });
});

describe('gmail: filters', () => {
  const existing = Object.values(T.filters)[0] as Any;

  it('create_filter stores the compacted filter and prints the arguments as parsed', async () => {
    const s = session();
    const r = await s.call('create_filter', { criteria: { from: 'ava.zimmer@northstar-health.example', hasAttachment: false }, action: { addLabelIds: [labelByName('Quill').id, 'IMPORTANT'], removeLabelIds: [] } });
    const id = /^Filter created successfully:\nID: (ANe1Bm\w{36})\nCriteria: from: ava.zimmer@northstar-health.example, hasAttachment: false\nActions: addLabelIds: (.*)$/.exec(r.text)!;
    expect(id[2]).toBe(`${labelByName('Quill').id}, IMPORTANT`);
    expect(s.tree.filters[id[1]]).toEqual({ id: id[1], criteria: { from: 'ava.zimmer@northstar-health.example' }, action: { addLabelIds: [labelByName('Quill').id, 'IMPORTANT'] } });
  });

  it('create_filter: 400s are "Invalid filter criteria or action: …"', async () => {
    const s = session();
    serverError(await s.call('create_filter', { criteria: { from: 'x@y.example' }, action: { addLabelIds: ['Label_0'] } }), 'Invalid filter criteria or action: Invalid label: Label_0');
    serverError(await s.call('create_filter', { criteria: existing.criteria, action: existing.action }), 'Invalid filter criteria or action: Filter already exists');
    serverError(await s.call('create_filter', { criteria: {}, action: { addLabelIds: ['STARRED'] } }), "Invalid filter criteria or action: Filter doesn't have any criteria");
    serverError(await s.call('create_filter', { criteria: { from: 'x@y.example' }, action: { forward: 'someone@else.example' } }), 'Invalid filter criteria or action: Invalid forwarding address');
    zodError(await s.call('create_filter', { criteria: { size: 'big' } }), [
      { code: 'invalid_type', expected: 'number', received: 'string', path: ['criteria', 'size'], message: 'Expected number, received string' },
      required(['action'], 'object'),
    ]);
  });

  it('list_filters always finds none (1.1.11 reads `filters`, the API answers `filter`)', async () => {
    const s = session();
    const r = await s.call('list_filters', {});
    expect(r.text).toBe('No filters found.');
    expect(Object.keys(T.filters).length).toBeGreaterThan(0);
  });

  it('get_filter prints the stored filter; delete_filter removes it; unknown ids are worded by the filter manager', async () => {
    const s = session();
    const g = await s.call('get_filter', { filterId: existing.id });
    expect(g.text).toBe(`Filter details:\nID: ${existing.id}\nCriteria: from: notifications@github.example, query: lumen-eval\nActions: addLabelIds: ${LUMEN}, removeLabelIds: INBOX`);
    const d = await s.call('delete_filter', { filterId: existing.id });
    expect(d.text).toBe(`Filter "${existing.id}" deleted successfully.`);
    expect(d.ops).toEqual([{ op: 'remove', path: `/filters/${existing.id}` }]);
    serverError(await s.call('get_filter', { filterId: existing.id }), `Filter with ID "${existing.id}" not found.`);
    serverError(await s.call('delete_filter', { filterId: 'ANe1Bmnope' }), 'Filter with ID "ANe1Bmnope" not found.');
    zodError(await s.call('get_filter', {}), [required(['filterId'], 'string')]);
  });

  it('create_filter_from_template builds the template filter and checks its required parameter', async () => {
    const s = session();
    const r = await s.call('create_filter_from_template', { template: 'fromSender', parameters: { senderEmail: 'editor@ai-weekly.digest.example', labelIds: [labelByName('Newsletters').id], archive: true } });
    const id = /^Filter created from template 'fromSender':\nID: (ANe1Bm\w{36})\nTemplate used: fromSender$/.exec(r.text)![1];
    expect(s.tree.filters[id]).toEqual({ id, criteria: { from: 'editor@ai-weekly.digest.example' }, action: { addLabelIds: [labelByName('Newsletters').id], removeLabelIds: ['INBOX'] } });
    const t = await s.call('create_filter_from_template', { template: 'containingText', parameters: { searchText: 'Harbor outage', markImportant: true } });
    const tid = t.text.split('\n')[1].slice(4);
    expect(s.tree.filters[tid]).toEqual({ id: tid, criteria: { query: '"Harbor outage"' }, action: { addLabelIds: ['IMPORTANT'] } });
    serverError(await s.call('create_filter_from_template', { template: 'largeEmails', parameters: { sizeInBytes: 0 } }), 'sizeInBytes is required for largeEmails template');
    serverError(await s.call('create_filter_from_template', { template: 'withAttachments', parameters: {} }), "Invalid filter criteria or action: Filter doesn't have any actions");
    zodError(await s.call('create_filter_from_template', { template: 'bySize' }), [
      { received: 'bySize', code: 'invalid_enum_value', options: ['fromSender', 'withSubject', 'withAttachments', 'largeEmails', 'containingText', 'mailingList'], path: ['template'], message: "Invalid enum value. Expected 'fromSender' | 'withSubject' | 'withAttachments' | 'largeEmails' | 'containingText' | 'mailingList', received 'bySize'" },
      required(['parameters'], 'object'),
    ]);
  });
});

describe('gmail: download_attachment', () => {
  const [att1] = Object.values(Q1_SENT.attachments) as Any[];

  it('writes the file under the working directory by default, or under savePath with a new name', async () => {
    const s = session();
    const r = await s.call('download_attachment', { messageId: Q1_SENT.id, attachmentId: att1.attachmentId });
    expect(r.text).toBe('Attachment downloaded successfully:\nFile: q1-readout-draft.pdf\nSize: 812344 bytes\nSaved to: /Users/emma/q1-readout-draft.pdf');
    expect(r.ops).toEqual([{ op: 'add', path: '/localFiles/~1Users~1emma~1q1-readout-draft.pdf', value: { path: '/Users/emma/q1-readout-draft.pdf', size: 812344, mimeType: 'application/pdf', fromMessage: Q1_SENT.id } }]);
    const rel = await s.call('download_attachment', { messageId: Q1_SENT.id, attachmentId: att1.attachmentId, filename: 'readout.pdf', savePath: 'Desktop/../Downloads' });
    expect(rel.text).toBe('Attachment downloaded successfully:\nFile: readout.pdf\nSize: 812344 bytes\nSaved to: Downloads/readout.pdf');
    expect(s.tree.localFiles['/Users/emma/Downloads/readout.pdf'].size).toBe(812344);
    // The downloaded file can now be attached to a new mail.
    const sent = await s.call('send_email', { to: [ME], subject: 'fwd', body: 'see attached', attachments: ['/Users/emma/Downloads/readout.pdf'] });
    ok(sent);
  });

  it('prints its own failure line (no Error: prefix) for API and file-system failures', async () => {
    const s = session();
    const bad = async (args: Any, message: string) => {
      const r = await s.call('download_attachment', args);
      expect(r.text).toBe(`Failed to download attachment: ${message}`);
      expect(r.result.isError).toBeUndefined();
      expect(r.ops).toEqual([]);
    };
    await bad({ messageId: Q1_SENT.id, attachmentId: 'ANGjdJnope' }, 'Invalid attachment token');
    await bad({ messageId: '19b0000000000000', attachmentId: att1.attachmentId }, 'Requested entity was not found.');
    await bad({ messageId: Q1_SENT.id, attachmentId: att1.attachmentId, savePath: '/Users/emma/Desktop/icml-review-LUMEN-417.pdf' }, "ENOTDIR: not a directory, open '/Users/emma/Desktop/icml-review-LUMEN-417.pdf/q1-readout-draft.pdf'");
    zodError(await s.call('download_attachment', { messageId: Q1_SENT.id }), [required(['attachmentId'], 'string')]);
  });
});

describe('gmail: sandbox and snapshots', () => {
  it('gives the same answers inside the isolate as in process', async () => {
    const sandbox = new Sandbox([server]);
    sandbox.loadTree('gmail', T);
    const s = session();
    const calls: [string, Any][] = [
      ['search_emails', { query: 'label:offsite-2026 is:unread OR from:julian' }],
      ['read_email', { messageId: RSVP.id }],
      ['send_email', { to: [ME], subject: 'sandbox', body: 'x' }],
      ['create_label', { name: 'Sandbox' }],
      ['modify_email', { messageId: SARAH.id, removeLabelIds: ['UNREAD'] }],
    ];
    for (const [tool, args] of calls) {
      const mine = await s.call(tool, args);
      const out = sandbox.call('gmail', tool, args, mine.nowMs, Number(mine.nowMs - T0) / 60_000, [Number(mine.nowMs - T0) / 60_000, 5, 9, 13]);
      expect('result' in out ? out.result : out).toEqual(mine.result);
    }
  });

  it('build.mjs reproduces both committed snapshots byte for byte', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gmail-snap-'));
    execFileSync(process.execPath, [join(ROOT, 'snapshots', 'gmail', 'build.mjs'), dir], { stdio: 'pipe' });
    for (const persona of ['emma-clark', 'li-ming']) {
      expect(readFileSync(join(dir, `${persona}.json`), 'utf8')).toBe(readFileSync(join(ROOT, 'snapshots', 'gmail', `${persona}.json`), 'utf8'));
    }
  });
});
