// The 163-Email kernels (TimeCyber/email-mcp, "universal-email-server"), tool by tool: the exact
// texts the server prints on success, its `错误: …` and `❌ …` answers (never isError), the
// process-environment account model (setup/configure rewrite process.env, even when setup then
// fails), the IMAP listing and its coercions, the POP3 path, and the two ways the real server
// fails to answer (a crash, a request that never resolves) as clear errors.
import { describe, it, expect } from 'vitest';
import { readFileSync, mkdtempSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { loadServer } from '../runtime/servers/registry.ts';
import { kernelSession, type KernelCall } from './helpers/kernel-session.ts';
import { Session } from '../runtime/session/session.ts';
import type { CallToolResult, PatchOp } from '../runtime/kernel/types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const ROOT = join(import.meta.dirname, '..');
const snapFile = (p: string) => join(ROOT, 'snapshots', 'email163', `${p}.json`);
const LIMING: Any = JSON.parse(readFileSync(snapFile('li-ming'), 'utf8')).tree;
const EMMA: Any = JSON.parse(readFileSync(snapFile('emma-clark'), 'utf8')).tree;
const server = loadServer('email163');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const RULE = '─'.repeat(32);

const ADDR = 'liming_sh@163.example';
const QQ = 'liming1990@qq.example';
const BOX = LIMING.mailboxes[ADDR];
const CODE = BOX.auth_code;
const QQ_CODE = LIMING.mailboxes[QQ].auth_code;
const inbox = (tree: Any, addr = ADDR): Any[] => Object.values<Any>(tree.mailboxes[addr].messages).sort((a, b) => a.uid - b.uid);

type Call = KernelCall;

const session = (base: Any = LIMING) => kernelSession(server, base, { seedTail: [1, 6, 3], json: 'none' });

/** The server's answers are plain text results. */
function plain(r: Call, text: string) {
  expect(r.result.isError).toBeUndefined();
  expect(r.text).toBe(text);
}

/** A plain answer that also wrote nothing. */
function quiet(r: Call, text: string) {
  plain(r, text);
  expect(r.ops).toEqual([]);
}

function crashed(r: Call, detail: string) {
  expect(r.result.isError).toBe(true);
  expect(r.text).toBe(`MCP error -32000: Connection closed (universal-email-server crashed: ${detail})`);
  expect(r.ops).toEqual([]);
}

function timedOut(r: Call) {
  expect(r.result.isError).toBe(true);
  expect(r.text).toMatch(/^MCP error -32001: Request timed out \(universal-email-server never answers: .+\)$/);
  expect(r.ops).toEqual([]);
}

/** The IMAP listing the server prints for `messages` (newest first). */
function listing(days: Any, messages: Any[]) {
  const entries = messages.map((m) => `📧 UID: ${m.uid}\n📅 日期: ${m.headers.date}\n👤 发件人: ${m.headers.from}\n📝 主题: ${m.headers.subject}\n${RULE}`);
  return `📬 最近${days}天的邮件列表 (共${messages.length}封):\n\n${entries.join('\n')}`;
}

/** What the IMAP path selects: the last limit*3 UIDs, dated after now - days, newest first, `limit` of them. */
function expectedRecent(tree: Any, nowMs: number, limit: number, days: number) {
  const all = inbox(tree);
  const since = nowMs - days * 86400_000;
  return all.slice(-Math.min(limit * 3, all.length))
    .filter((m) => Date.parse(m.headers.date) >= since)
    .sort((a, b) => Date.parse(b.headers.date) - Date.parse(a.headers.date))
    .slice(0, limit);
}

const IMAP_UNAVAILABLE = (msg: string) => `❌ IMAP功能不可用: ${msg}\n\n建议：\n1. 检查邮箱IMAP/POP3设置\n2. 确认使用正确的授权码\n3. 尝试使用QQ邮箱等其他邮箱服务`;

// ---------------------------------------------------------------------------------------------

describe('email163: server folder', () => {
  it('exposes exactly the 7 real tools, validates nothing itself, answers unknown tools in Chinese', () => {
    expect(server.tools.map((t) => t.name)).toEqual([
      'send_email', 'get_recent_emails', 'get_email_content', 'setup_email_account', 'list_supported_providers',
      'configure_email_server', 'test_email_connection',
    ]);
    expect(server.config).toMatchObject({ name: 'email163', validation: 'none', defaultSnapshot: 'email163/li-ming' });
    expect(server.config.unknownTool).toEqual({ text: '错误: 未知的工具: {name}', isError: false });
    const shared = '/work/shared/tools/email163.json';
    if (existsSync(shared)) expect(readFileSync(join(ROOT, 'kernels/email163/manifest.json'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  it('runs in the sandbox: lists, reads and sends through a session', () => {
    const s = new Session({ servers: ['email163'], seed: 5 });
    try {
      const recent = String(s.call('email163', 'get_recent_emails', { limit: 2 }).result.content[0].text);
      expect(recent.startsWith('📬 最近3天的邮件列表 (共2封):')).toBe(true);
      const last = inbox(LIMING).at(-1);
      const content = String(s.call('email163', 'get_email_content', { uid: String(last.uid) }).result.content[0].text);
      expect(content).toContain(`📝 主题: ${last.headers.subject}`);
      const sent = s.call('email163', 'send_email', { to: [ADDR], subject: 'note to self', text: 'hi' });
      expect(String(sent.result.content[0].text)).toMatch(/^邮件发送成功！/);
      expect(sent.record.patch.length).toBe(3);
      expect(s.call('email163', 'read_inbox', {}).result).toEqual({ content: [{ type: 'text', text: '错误: 未知的工具: read_inbox' }] });
    } finally {
      s.close();
    }
  });
});

describe('email163: calls without arguments', () => {
  it('tools that destructure args throw V8\'s TypeError; those with an `args = {}` default use their defaults', async () => {
    const { call, tree } = session();
    quiet(await call('send_email', undefined), "错误: Cannot destructure property 'to' of 'args' as it is undefined.");
    quiet(await call('get_email_content', undefined), "错误: Cannot destructure property 'uid' of 'args' as it is undefined.");
    quiet(await call('setup_email_account', undefined), "错误: Cannot destructure property 'email' of 'args' as it is undefined.");
    quiet(await call('configure_email_server', undefined), "错误: Cannot destructure property 'smtpHost' of 'args' as it is undefined.");
    expect(tree.env).toEqual(LIMING.env);
    const r = await call('get_recent_emails', undefined);
    quiet(r, listing(3, expectedRecent(tree, r.nowMs, 20, 3)));
    quiet(await call('test_email_connection', undefined), '✅ SMTP服务器连接测试成功！\n✅ IMAP服务器连接测试成功！');
    expect((await call('list_supported_providers', undefined)).text.startsWith('📋 支持的邮箱提供商:')).toBe(true);
  });
});

describe('email163: list_supported_providers', () => {
  it('prints the provider table (163 first: JavaScript enumerates its integer-like key first)', async () => {
    const { call } = session();
    const providers: [string, string, string, string][] = [
      ['网易邮箱', '163', '163.com, 126.com, yeah.net', 'POP3'],
      ['QQ邮箱', 'qq', 'qq.com', 'IMAP'],
      ['Gmail', 'gmail', 'gmail.com, googlemail.com', 'IMAP'],
      ['Outlook/Hotmail', 'outlook', 'outlook.com, hotmail.com, live.com, msn.com', 'IMAP'],
      ['腾讯企业邮箱', 'exmail', 'exmail.qq.com', 'IMAP'],
      ['阿里云邮箱', 'aliyun', 'aliyun.com, alibaba-inc.com', 'IMAP'],
      ['新浪邮箱', 'sina', 'sina.com, sina.cn', 'IMAP'],
      ['搜狐邮箱', 'sohu', 'sohu.com', 'IMAP'],
    ];
    let text = '📋 支持的邮箱提供商:\n\n';
    for (const [name, key, domains, proto] of providers) text += `🏢 ${name} (${key})\n   域名: ${domains}\n   推荐协议: ${proto}\n   示例: user@${domains.split(', ')[0]}\n\n`;
    text += '💡 使用方法:\n1. 使用 setup_email_account 工具\n2. 填写完整邮箱地址和密码/授权码\n3. 系统会自动识别并配置对应的邮箱服务器\n\n⚠️  注意: 请确保已在对应邮箱中开启POP3/IMAP/SMTP服务并获取授权码！';
    quiet(await call('list_supported_providers', {}), text);
    quiet(await call('list_supported_providers', { anything: 1 }), text);
  });
});

describe('email163: setup_email_account', () => {
  it('with a provider: writes the account and the provider\'s servers into the environment', async () => {
    const { call, tree } = session();
    const r = await call('setup_email_account', { email: QQ, password: QQ_CODE, provider: 'qq' });
    plain(r, `✅ 邮箱账号设置成功！\n\n📧 邮箱地址: ${QQ}\n🏢 邮箱提供商: QQ邮箱\n📤 SMTP服务器: smtp.qq.com:587 (SSL: false)\n📥 接收协议: IMAP\n📥 IMAP服务器: imap.qq.com:993 (SSL: true)\n\n💡 提示: 配置已自动完成，您现在可以使用邮件功能了！`);
    expect(tree.env).toEqual({
      EMAIL_USER: QQ, EMAIL_PASSWORD: QQ_CODE, EMAIL_SMTP_HOST: 'smtp.qq.com', EMAIL_SMTP_PORT: '587', EMAIL_SMTP_SECURE: 'false',
      EMAIL_IMAP_HOST: 'imap.qq.com', EMAIL_IMAP_PORT: '993', EMAIL_IMAP_SECURE: 'true', EMAIL_POP3_HOST: 'pop.qq.com',
      EMAIL_POP3_PORT: '995', EMAIL_POP3_SECURE: 'true', EMAIL_USE_POP3: 'false',
    });
    // The other mailbox is now the one the server reads and sends from.
    const recent = await call('get_recent_emails', { days: 60 });
    expect(recent.text).toBe(listing(60, inbox(tree, QQ).reverse()));
    expect((await call('test_email_connection', {})).text).toBe('✅ SMTP服务器连接测试成功！\n✅ IMAP服务器连接测试成功！');
  });

  it('163 prints the POP3 server; nothing is verified at setup time', async () => {
    const { call, tree } = session();
    const r = await call('setup_email_account', { email: ADDR, password: 'my-web-password', provider: '163' });
    plain(r, `✅ 邮箱账号设置成功！\n\n📧 邮箱地址: ${ADDR}\n🏢 邮箱提供商: 网易邮箱\n📤 SMTP服务器: smtp.163.com:465 (SSL: true)\n📥 接收协议: POP3\n📥 POP3服务器: pop.163.com:995 (SSL: true)\n\n💡 提示: 配置已自动完成，您现在可以使用邮件功能了！`);
    expect(tree.env.EMAIL_USE_POP3).toBe('true');
    // The web password is not the authorization code: IMAP fails, the POP3 fallback fails too.
    plain(await call('get_recent_emails', {}), '错误: POP3登录失败: -ERR authorization failed');
    plain(await call('send_email', { to: ['a@b.example'], subject: 's', text: 't' }), '错误: Invalid login: 535 Error: authentication failed');
    plain(await call('get_email_content', { uid: '1' }), '错误: LOGIN Login error password error');
  });

  it('an undetectable domain: the account is replaced anyway, and then nothing works', async () => {
    const { call, tree } = session();
    const r = await call('setup_email_account', { email: 'ming@huaxin-cloud.example', password: 'secret' });
    plain(r, '❌ 无法识别邮箱类型: ming@huaxin-cloud.example\n\n支持的邮箱类型请使用 list_supported_providers 查看，或手动指定 provider 参数。');
    expect(r.ops).toEqual([
      { op: 'replace', path: '/env/EMAIL_USER', value: 'ming@huaxin-cloud.example' },
      { op: 'replace', path: '/env/EMAIL_PASSWORD', value: 'secret' },
    ]);
    expect(tree.env.EMAIL_IMAP_HOST).toBe('imap.163.com');
    // The old 163 servers stay configured, so the new user fails to log in there.
    plain(await call('test_email_connection', { testType: 'imap' }), '❌ IMAP连接测试失败: LOGIN Login error password error');
  });

  it('unsupported and inherited provider names, missing fields — all `❌ 邮箱设置失败`', async () => {
    const { call, tree } = session();
    plain(await call('setup_email_account', { email: ADDR, password: CODE, provider: '126' }), '❌ 邮箱设置失败: 不支持的邮箱类型: 126');
    plain(await call('setup_email_account', { email: ADDR, password: CODE, provider: 'constructor' }), "❌ 邮箱设置失败: Cannot read properties of undefined (reading 'host')");
    plain(await call('setup_email_account', { password: CODE }), "❌ 邮箱设置失败: Cannot read properties of undefined (reading 'split')");
    expect(tree.env.EMAIL_USER).toBe('undefined');
    plain(await call('setup_email_account', { email: 42, password: CODE }), '❌ 邮箱设置失败: email.split is not a function');
    // With a provider, even a missing address "succeeds" (process.env stores the string "undefined").
    const r = await call('setup_email_account', { password: CODE, provider: 'sina' });
    expect(r.text.split('\n').slice(0, 4)).toEqual(['✅ 邮箱账号设置成功！', '', '📧 邮箱地址: undefined', '🏢 邮箱提供商: 新浪邮箱']);
  });

  it('gmail: the server\'s own gmail settings (TLS on port 587) cannot send', async () => {
    const { call } = session(EMMA);
    const user = 'emmaclark.sf@gmail.example';
    await call('setup_email_account', { email: user, password: EMMA.mailboxes[user].auth_code, provider: 'gmail' });
    plain(await call('send_email', { to: ['noah.evans@uni-eval.example'], subject: 'hi', text: 'x' }), '错误: error:0A00010B:SSL routines:ssl3_get_record:wrong version number');
    expect((await call('get_recent_emails', { limit: 1, days: 30 })).text).toMatch(/^📬 最近30天的邮件列表 \(共1封\):/);
  });
});

describe('email163: configure_email_server', () => {
  it('copies the given settings into the environment and prints the configuration', async () => {
    const { call, tree } = session();
    const r = await call('configure_email_server', { smtpHost: 'smtp.qq.com', smtpPort: 465, smtpSecure: true, imapHost: 'imap.qq.com', imapPort: 993, imapSecure: true, user: QQ, password: QQ_CODE });
    plain(r, `邮箱配置已更新：\nSMTP服务器: smtp.qq.com\nSMTP端口: 465\nSMTP SSL: true\nIMAP服务器: imap.qq.com\nIMAP端口: 993\nIMAP SSL: true\n用户: ${QQ}`);
    expect(r.ops).toEqual([
      { op: 'replace', path: '/env/EMAIL_SMTP_HOST', value: 'smtp.qq.com' },
      { op: 'replace', path: '/env/EMAIL_IMAP_HOST', value: 'imap.qq.com' },
      { op: 'replace', path: '/env/EMAIL_USER', value: QQ },
      { op: 'replace', path: '/env/EMAIL_PASSWORD', value: QQ_CODE },
    ]);
    expect(tree.env.EMAIL_SMTP_PORT).toBe('465');
    expect((await call('test_email_connection', {})).text).toBe('✅ SMTP服务器连接测试成功！\n✅ IMAP服务器连接测试成功！');
  });

  it('falsy settings are skipped ("用户: 未更新"); a null boolean throws after the earlier ones were set', async () => {
    const { call, tree } = session();
    const r = await call('configure_email_server', { smtpPort: 0, user: '', password: '' });
    plain(r, `邮箱配置已更新：\nSMTP服务器: smtp.163.com\nSMTP端口: 465\nSMTP SSL: true\nIMAP服务器: imap.163.com\nIMAP端口: 993\nIMAP SSL: true\n用户: 未更新`);
    expect(r.ops).toEqual([]);
    const bad = await call('configure_email_server', { smtpHost: 'smtp.sina.com', smtpPort: 587, smtpSecure: null, user: 'x', password: 'y' });
    plain(bad, "错误: Cannot read properties of null (reading 'toString')");
    expect(bad.ops).toEqual([
      { op: 'replace', path: '/env/EMAIL_SMTP_HOST', value: 'smtp.sina.com' },
      { op: 'replace', path: '/env/EMAIL_SMTP_PORT', value: '587' },
    ]);
    expect(tree.env.EMAIL_USER).toBe(ADDR);
  });

  it('a secure flag that does not match the port, or an unknown host, breaks sending', async () => {
    const { call } = session();
    await call('configure_email_server', { smtpPort: 25, user: ADDR, password: CODE });
    plain(await call('send_email', { to: ['a@b.example'], subject: 's', text: 't' }), '错误: error:0A00010B:SSL routines:ssl3_get_record:wrong version number');
    await call('configure_email_server', { smtpPort: 465, smtpSecure: false });
    plain(await call('test_email_connection', { testType: 'smtp' }), '❌ SMTP连接测试失败: Greeting never received');
    await call('configure_email_server', { smtpHost: 'smtp.163.example', smtpSecure: true });
    plain(await call('test_email_connection', { testType: 'smtp' }), '❌ SMTP连接测试失败: getaddrinfo ENOTFOUND smtp.163.example');
  });
});

describe('email163: test_email_connection', () => {
  it('smtp, imap, both; an unknown type tests nothing', async () => {
    const { call } = session();
    quiet(await call('test_email_connection', {}), '✅ SMTP服务器连接测试成功！\n✅ IMAP服务器连接测试成功！');
    quiet(await call('test_email_connection', { testType: 'smtp' }), '✅ SMTP服务器连接测试成功！');
    quiet(await call('test_email_connection', { testType: 'imap' }), '✅ IMAP服务器连接测试成功！');
    quiet(await call('test_email_connection', { testType: 'pop3' }), '');
  });

  it('reports configuration, connection and login failures per protocol', async () => {
    const { call, tree } = session();
    tree.env = { EMAIL_USER: 'someone@company.example', EMAIL_PASSWORD: 'x' };
    quiet(await call('test_email_connection', {}), "❌ SMTP连接测试失败: 无法识别邮箱类型: someone@company.example。如果是企业邮箱，请设置 EMAIL_TYPE 环境变量（如: 'exmail' 代表腾讯企业邮箱）\n❌ IMAP连接测试失败: 无法识别邮箱类型: someone@company.example。如果是企业邮箱，请设置 EMAIL_TYPE 环境变量");
    tree.env = {};
    quiet(await call('test_email_connection', {}), '❌ SMTP连接测试失败: 缺少邮箱用户名配置。请设置 EMAIL_USER 环境变量。\n❌ IMAP连接测试失败: 缺少邮箱用户名配置。请设置 EMAIL_USER 环境变量。');
    tree.env = { EMAIL_USER: 'someone@163.com' };
    quiet(await call('test_email_connection', {}), '❌ SMTP连接测试失败: 缺少邮箱密码配置。请设置 EMAIL_PASSWORD 环境变量。\n❌ IMAP连接测试失败: 缺少邮箱密码配置。请设置 EMAIL_PASSWORD 环境变量。');
    tree.env = { ...LIMING.env, EMAIL_IMAP_HOST: 'imap.163.example', EMAIL_PASSWORD: 'wrong' };
    quiet(await call('test_email_connection', {}), '❌ SMTP连接测试失败: Invalid login: 535 Error: authentication failed\n❌ IMAP连接测试失败: getaddrinfo ENOTFOUND imap.163.example');
  });
});

describe('email163: get_recent_emails', () => {
  it('default: the last three days among the last 60 UIDs, newest first, at most 20, raw headers', async () => {
    const { call, tree } = session();
    const r = await call('get_recent_emails', {});
    const expected = expectedRecent(tree, r.nowMs, 20, 3);
    expect(expected.length).toBeGreaterThan(5);
    quiet(r, listing(3, expected));
    expect(r.text).toContain('📅 日期: Thu, 1 Jan 2026 08:45');
  });

  it('limit and days reach further back; only the last limit*3 UIDs are ever looked at', async () => {
    const { call, tree } = session();
    const r = await call('get_recent_emails', { limit: 5, days: 90 });
    quiet(r, listing(90, expectedRecent(tree, r.nowMs, 5, 90)));
    const wide = await call('get_recent_emails', { limit: 150, days: 120 });
    expect(wide.text.match(/UID: (\d+)/g)!.length).toBe(150);
    expect(wide.text).toBe(listing(120, expectedRecent(tree, wide.nowMs, 150, 120)));
    // OrbitPay's pricing mail (Nov 24) is older than three days and far back in the mailbox.
    const pricing = inbox(tree).find((m) => m.headers.subject === 'OrbitPay x Huaxin: pricing proposal');
    expect(wide.text).toContain(`📧 UID: ${pricing.uid}\n`);
    expect((await call('get_recent_emails', {})).text).not.toContain(`UID: ${pricing.uid}\n`);
  });

  it('keeps the server\'s JavaScript coercions: strings work, null/0/NaN find nothing, a negative limit crashes', async () => {
    const { call, tree } = session();
    const s = await call('get_recent_emails', { limit: '3', days: '10' });
    quiet(s, listing('10', expectedRecent(tree, s.nowMs, 3, 10)));
    quiet(await call('get_recent_emails', { limit: 0 }), '最近3天内没有找到邮件。');
    quiet(await call('get_recent_emails', { limit: null }), '最近3天内没有找到邮件。');
    quiet(await call('get_recent_emails', { days: 'week' }), '最近week天内没有找到邮件。');
    quiet(await call('get_recent_emails', { days: 0 }), '最近0天内没有找到邮件。');
    crashed(await call('get_recent_emails', { limit: -1000 }), 'Error: Empty uid list');
  });

  it('IMAP configuration errors answer "IMAP功能不可用"; connection failures fall back to POP3', async () => {
    const { call, tree } = session();
    tree.env = { EMAIL_USER: 'someone@company.example', EMAIL_PASSWORD: 'x' };
    quiet(await call('get_recent_emails', {}), IMAP_UNAVAILABLE('无法识别邮箱类型: someone@company.example。如果是企业邮箱，请设置 EMAIL_TYPE 环境变量'));
    // IMAP host unreachable -> POP3, which has no manual host and cannot detect the provider.
    tree.env = { ...LIMING.env, EMAIL_IMAP_HOST: 'imap.nowhere.example' };
    plain(await call('get_recent_emails', {}), '错误: 无法识别邮箱类型: liming_sh@163.example。如果是企业邮箱，请设置 EMAIL_TYPE 环境变量');
    // With POP3 configured too, the fallback lists (one message, see the POP3 test).
    tree.env.EMAIL_POP3_HOST = 'pop.163.com';
    expect((await call('get_recent_emails', {})).text).toMatch(/^📬 最近3天的邮件列表 \(共1封，POP3协议\):/);
    tree.env.EMAIL_POP3_HOST = 'pop.nowhere.example';
    plain(await call('get_recent_emails', {}), '错误: POP3连接错误: getaddrinfo ENOTFOUND pop.nowhere.example');
  });

  it('POP3 (163 detected via EMAIL_TYPE): only the newest message, dated in local time; hangs when it is too old', async () => {
    const { call, tree } = session();
    tree.env = { ...LIMING.env, EMAIL_TYPE: '163', EMAIL_POP3_HOST: 'pop.163.com' };
    const all = inbox(tree);
    const newest = all.at(-1);
    const local = new Date(Date.parse(newest.headers.date) + 8 * 3600_000);
    const when = `${local.getUTCFullYear()}/${local.getUTCMonth() + 1}/${local.getUTCDate()} ${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}:${String(local.getUTCSeconds()).padStart(2, '0')}`;
    const from = `${newest.from[0].name} <${newest.from[0].address}>`;
    quiet(await call('get_recent_emails', {}), `📬 最近3天的邮件列表 (共1封，POP3协议):\n\n📧 邮件号: ${all.length}\n📅 日期: ${when}\n👤 发件人: ${from}\n📝 主题: ${newest.headers.subject}\n${RULE}`);
    // Move the clock-relative window so the newest mail is too old.
    delete tree.mailboxes[ADDR].messages[String(newest.uid)];
    for (const m of Object.values<Any>(tree.mailboxes[ADDR].messages)) m.headers.date = 'Mon, 1 Sep 2025 10:00:00 +0800';
    timedOut(await call('get_recent_emails', {}));
    quiet(await call('get_recent_emails', { limit: 1 }), '最近3天内没有找到邮件。');
    timedOut(await call('get_recent_emails', { limit: 0 }));
    tree.mailboxes[ADDR].messages = {};
    quiet(await call('get_recent_emails', {}), '邮箱中没有邮件。');
  });

  it('an empty INBOX over IMAP', async () => {
    const { call, tree } = session();
    tree.mailboxes[ADDR].messages = {};
    quiet(await call('get_recent_emails', { days: 7 }), '最近7天内没有找到邮件。');
  });
});

describe('email163: get_email_content', () => {
  it('prints one message as mailparser sees it: local Date#toString, addresses, cc, text, html, attachments', async () => {
    const { call, tree } = session();
    const m = inbox(tree).find((x) => x.headers.subject === 'Atlas load test: 3,350 invoices/min');
    const r = await call('get_email_content', { uid: String(m.uid) });
    const local = new Date(Date.parse(m.headers.date) + 8 * 3600_000);
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const date = `${days[local.getUTCDay()]} Dec ${String(local.getUTCDate()).padStart(2, '0')} 2025 ${local.toISOString().slice(11, 19)} GMT+0800 (中国标准时间)`;
    quiet(r, `📧 邮件详情 (UID: ${m.uid})\n${RULE}\n📅 日期: ${date}\n👤 发件人: 刘超 <chao.liu@huaxin-cloud.example>\n👥 收件人: 李明 <liming_sh@163.example>\n📋 抄送: 罗强 <qiang.luo@huaxin-cloud.example>, 马波 <bo.ma@huaxin-cloud.example>\n📝 主题: Atlas load test: 3,350 invoices/min\n${RULE}\n📄 文本内容:\n${m.text}\n📎 附件列表:\n  1. atlas_load_test_2025-12-09.pdf (412733 bytes)\n`);
    const html = inbox(tree).find((x) => x.html);
    const h = await call('get_email_content', { uid: html.uid });
    expect(h.text).toContain(`📄 文本内容:\n${html.text}\n🌐 HTML内容:\n${html.html}\n`);
  });

  it('US host: English zone name; "*" is the newest message and "a:b" prints the first of the range', async () => {
    const { call, tree } = session(EMMA);
    const user = 'emmaclark.sf@gmail.example';
    const all = inbox(tree, user);
    const star = await call('get_email_content', { uid: '*' });
    expect(star.text.startsWith('📧 邮件详情 (UID: *)\n')).toBe(true);
    expect(star.text).toContain(`📝 主题: ${all.at(-1).headers.subject}\n`);
    expect(star.text).toMatch(/📅 日期: \w{3} \w{3} \d{2} 20\d\d \d\d:\d\d:\d\d GMT-0800 \(Pacific Standard Time\)/);
    const range = await call('get_email_content', { uid: `${all[3].uid}:${all[5].uid}` });
    expect(range.text).toContain(`📝 主题: ${all[3].headers.subject}\n`);
    expect((await call('get_email_content', { uid: 7 })).text).toContain(`📝 主题: ${all[6].headers.subject}\n`);
  });

  it('a UID without a message never answers; one node-imap rejects crashes the server', async () => {
    const { call } = session();
    timedOut(await call('get_email_content', { uid: '99999' }));
    crashed(await call('get_email_content', { uid: 'abc' }), 'Error: UID/seqno must be an integer, "*", or a range: abc');
    crashed(await call('get_email_content', {}), 'Error: UID/seqno must be an integer, "*", or a range: undefined');
    crashed(await call('get_email_content', { uid: '0' }), 'Error: UID/seqno must be greater than zero');
  });

  it('configuration and login errors are `错误: …`', async () => {
    const { call, tree } = session();
    tree.env = { EMAIL_USER: 'x@unknown.example', EMAIL_PASSWORD: 'p' };
    quiet(await call('get_email_content', { uid: '1' }), '错误: 无法识别邮箱类型: x@unknown.example。如果是企业邮箱，请设置 EMAIL_TYPE 环境变量');
    tree.env = { ...LIMING.env, EMAIL_IMAP_PORT: '143' };
    quiet(await call('get_email_content', { uid: '1' }), '错误: error:0A00010B:SSL routines:ssl3_get_record:wrong version number');
    tree.env = { ...LIMING.env, EMAIL_IMAP_PORT: '995' };
    quiet(await call('get_email_content', { uid: '1' }), '错误: Timed out while connecting to server');
  });
});

describe('email163: send_email', () => {
  it('sends from EMAIL_USER: the success text, the SMTP record, and delivery into a local INBOX', async () => {
    const { call, tree } = session();
    const r = await call('send_email', { to: [ADDR, 'bo.ma@huaxin-cloud.example'], cc: ['qiang.luo@huaxin-cloud.example'], subject: 'Atlas runbook', text: '请看附件', attachments: [{ filename: 'checklist.xlsx', path: '/Users/liming/Documents/Atlas/Atlas_GA_Checklist.xlsx' }, { filename: 'note.txt', content: 'aGVsbG8gd29ybGQ=' }] });
    const id = /消息ID: <([^>]+)>/.exec(r.text)![1];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@163\.example$/);
    plain(r, `邮件发送成功！\n消息ID: <${id}>\n收件人: ${ADDR}, bo.ma@huaxin-cloud.example\n主题: Atlas runbook`);
    const date = new Date(r.nowMs).toUTCString().replace('GMT', '+0000');
    const headers = { date, from: ADDR, message_id: `<${id}>`, to: `${ADDR}, bo.ma@huaxin-cloud.example`, cc: 'qiang.luo@huaxin-cloud.example', subject: 'Atlas runbook' };
    const attachments = [{ filename: 'checklist.xlsx', size: 88320 }, { filename: 'note.txt', size: 11 }];
    const uid = BOX.uidnext;
    expect(r.ops).toEqual([
      { op: 'add', path: `/mailboxes/${ADDR}/sent/${id}`, value: {
        message_id: id, headers, envelope: { from: ADDR, to: [ADDR, 'bo.ma@huaxin-cloud.example', 'qiang.luo@huaxin-cloud.example'] },
        from: [{ name: '', address: ADDR }], to: [{ name: '', address: ADDR }, { name: '', address: 'bo.ma@huaxin-cloud.example' }],
        cc: [{ name: '', address: 'qiang.luo@huaxin-cloud.example' }], text: '请看附件', bcc: [], attachments, rejected: [],
      } },
      { op: 'add', path: `/mailboxes/${ADDR}/messages/${uid}`, value: {
        uid, flags: [], headers, from: [{ name: '', address: ADDR }], to: [{ name: '', address: ADDR }, { name: '', address: 'bo.ma@huaxin-cloud.example' }],
        cc: [{ name: '', address: 'qiang.luo@huaxin-cloud.example' }], text: '请看附件', attachments,
      } },
      { op: 'replace', path: `/mailboxes/${ADDR}/uidnext`, value: uid + 1 },
    ]);
    // The delivered copy is the newest mail and readable.
    const c = await call('get_email_content', { uid: String(uid) });
    expect(c.text).toContain('📝 主题: Atlas runbook\n');
    expect(c.text).toContain('  1. checklist.xlsx (88320 bytes)\n  2. note.txt (11 bytes)\n');
    expect(tree.mailboxes[QQ].uidnext).toBe(LIMING.mailboxes[QQ].uidnext);
  });

  it('required fields are not checked: a missing subject is printed as undefined; a string `to` is used as is', async () => {
    const { call, tree } = session();
    const r = await call('send_email', { to: 'Feng He <feng.he@orbitpay.example>', text: 'see you' });
    expect(r.text.endsWith('\n收件人: Feng He <feng.he@orbitpay.example>\n主题: undefined')).toBe(true);
    const rec: Any = Object.values(tree.mailboxes[ADDR].sent).find((s: Any) => s.text === 'see you');
    expect(rec.headers).not.toHaveProperty('subject');
    expect(rec.envelope.to).toEqual(['feng.he@orbitpay.example']);
  });

  it('recipient errors, attachment errors, login and configuration errors', async () => {
    const { call, tree } = session();
    quiet(await call('send_email', { subject: 's', text: 't' }), '错误: No recipients defined');
    quiet(await call('send_email', { to: [], subject: 's', text: 't' }), '错误: No recipients defined');
    quiet(await call('send_email', { to: ['not-an-address'], subject: 's', text: 't' }), "错误: Can't send mail - all recipients were rejected: 501 5.1.3 Bad recipient address syntax");
    const partial = await call('send_email', { to: ['bad', 'ok@b.example'], subject: 's', text: 't' });
    expect(partial.text).toMatch(/^邮件发送成功！/);
    expect(partial.ops[0].value).toMatchObject({ rejected: ['bad'], envelope: { to: ['ok@b.example'] } });
    quiet(await call('send_email', { to: ['a@b.example'], subject: 's', text: 't', attachments: 'file.pdf' }), '错误: attachments.map is not a function');
    quiet(await call('send_email', { to: ['a@b.example'], subject: 's', text: 't', attachments: [null] }), "错误: Cannot read properties of null (reading 'content')");
    quiet(await call('send_email', { to: ['a@b.example'], subject: 's', text: 't', attachments: [{ filename: 'x.pdf', path: '/tmp/missing.pdf' }] }), "错误: ENOENT: no such file or directory, open '/tmp/missing.pdf'");
    tree.env.EMAIL_PASSWORD = 'wrong';
    quiet(await call('send_email', { to: ['a@b.example'], subject: 's', text: 't' }), '错误: Invalid login: 535 Error: authentication failed');
    tree.env = { EMAIL_USER: 'someone@company.example', EMAIL_PASSWORD: 'x' };
    quiet(await call('send_email', { to: ['a@b.example'], subject: 's', text: 't' }), "错误: 无法识别邮箱类型: someone@company.example。如果是企业邮箱，请设置 EMAIL_TYPE 环境变量（如: 'exmail' 代表腾讯企业邮箱）");
    tree.env = { EMAIL_SMTP_HOST: 'smtp.163.com', EMAIL_SMTP_PORT: '465' };
    quiet(await call('send_email', { to: ['a@b.example'], subject: 's', text: 't' }), '错误: Missing credentials for "PLAIN"');
  });
});

describe('email163: snapshots', () => {
  it('both personas: env strings, contiguous UIDs in date order, mail before the run clock', () => {
    for (const tree of [LIMING, EMMA]) {
      for (const v of Object.values(tree.env)) expect(typeof v).toBe('string');
      for (const [addr, box] of Object.entries<Any>(tree.mailboxes)) {
        expect(box.address).toBe(addr);
        const msgs = inbox(tree, addr);
        msgs.forEach((m, i) => {
          expect(m.uid).toBe(i + 1);
          expect(Date.parse(m.headers.date)).toBeLessThan(T0);
          if (i > 0) expect(Date.parse(m.headers.date)).toBeGreaterThanOrEqual(Date.parse(msgs[i - 1].headers.date));
        });
        expect(box.uidnext).toBe(msgs.length + 1);
      }
    }
    expect(inbox(LIMING).length).toBeGreaterThanOrEqual(200);
    expect(LIMING.env.EMAIL_PASSWORD).toBe(CODE);
  });

  it('the build script reproduces the committed snapshots byte for byte', () => {
    const out = mkdtempSync(join(tmpdir(), 'email163-snap-'));
    execFileSync(process.execPath, [join(ROOT, 'snapshots', 'email163', 'build.mjs'), out]);
    for (const p of ['li-ming', 'emma-clark']) expect(readFileSync(join(out, `${p}.json`), 'utf8')).toBe(readFileSync(snapFile(p), 'utf8'));
  });
});
