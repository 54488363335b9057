// list_email_labels -> users.labels.list, split into system and user labels (no argument parsing).
import { handle, text } from '../lib/errors.js';
import { allLabels } from '../lib/mailbox.js';

export default function (args, ctx) {
  return handle(null, args, () => {
    const labels = allLabels(ctx);
    const system = labels.filter((l) => l.type === 'system');
    const user = labels.filter((l) => l.type === 'user');
    const line = (l) => `ID: ${l.id}\nName: ${l.name}\n`;
    return text(`Found ${labels.length} labels (${system.length} system, ${user.length} user):\n\n` +
      'System Labels:\n' + system.map(line).join('\n') +
      '\nUser Labels:\n' + user.map(line).join('\n'));
  });
}
