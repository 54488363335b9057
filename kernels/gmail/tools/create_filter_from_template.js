// create_filter_from_template -> one of the server's six templates, then
// users.settings.filters.create. A template's required parameter is checked for truthiness
// (`sizeInBytes: 0` counts as missing).
import { handle, text, ServerError } from '../lib/errors.js';
import { CreateFilterFromTemplateSchema } from '../lib/schemas.js';
import { createFilter, templates } from '../lib/filters.js';

export default function (args, ctx) {
  return handle(CreateFilterFromTemplateSchema, args, (a) => {
    const p = a.parameters;
    const need = (value, name) => {
      if (!value) throw new ServerError(`${name} is required for ${a.template} template`);
    };
    let config;
    switch (a.template) {
      case 'fromSender':
        need(p.senderEmail, 'senderEmail');
        config = templates.fromSender(p.senderEmail, p.labelIds, p.archive);
        break;
      case 'withSubject':
        need(p.subjectText, 'subjectText');
        config = templates.withSubject(p.subjectText, p.labelIds, p.markAsRead);
        break;
      case 'withAttachments':
        config = templates.withAttachments(p.labelIds);
        break;
      case 'largeEmails':
        need(p.sizeInBytes, 'sizeInBytes');
        config = templates.largeEmails(p.sizeInBytes, p.labelIds);
        break;
      case 'containingText':
        need(p.searchText, 'searchText');
        config = templates.containingText(p.searchText, p.labelIds, p.markImportant);
        break;
      default:
        need(p.listIdentifier, 'listIdentifier');
        config = templates.mailingList(p.listIdentifier, p.labelIds, p.archive);
    }
    const r = createFilter(ctx, config.criteria, config.action);
    return text(`Filter created from template '${a.template}':\nID: ${r.id}\nTemplate used: ${a.template}`);
  });
}
