// Text layouts of the server's answers, and the mailparser view of a stored message.

export const RULE = '─'.repeat(32);

/** mailparser's `address.text`: "Name <addr>", the name quoted when it holds specials. */
export function addressText(list) {
  if (!Array.isArray(list) || list.length === 0) return '';
  return list.map((a) => {
    if (!a.name) return a.address;
    const name = /[()<>@,;:\\".[\]]/.test(a.name) ? `"${a.name.replace(/(["\\])/g, '\\$1')}"` : a.name;
    return `${name} <${a.address}>`;
  }).join(', ');
}

/** One entry of the IMAP listing (get_recent_emails). */
export function imapEntry(e) {
  return `📧 UID: ${e.uid}\n📅 日期: ${e.date}\n👤 发件人: ${e.from}\n📝 主题: ${e.subject}\n${RULE}`;
}

/** One entry of the POP3 listing. */
export function pop3Entry(e) {
  return `📧 邮件号: ${e.uid}\n📅 日期: ${e.date}\n👤 发件人: ${e.from}\n📝 主题: ${e.subject}\n${RULE}`;
}

export const NO_MAIL = (days) => `最近${days}天内没有找到邮件。`;
