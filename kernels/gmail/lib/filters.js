// filter-manager.ts of the server: wrappers over users.settings.filters with their own wording,
// the templates behind create_filter_from_template, and how filters are printed.
import { ServerError, ApiError } from './errors.js';
import * as api from './mailbox.js';

function rethrow(e, prefix, on404, on400) {
  if (!(e instanceof ApiError || e instanceof ServerError)) throw e;
  if (on404 && e instanceof ApiError && e.code === 404) throw new ServerError(on404);
  if (on400 && e instanceof ApiError && e.code === 400) throw new ServerError(`${on400}${e.message}`);
  throw new ServerError(`${prefix}${e.message}`);
}

export function createFilter(ctx, criteria, action) {
  try {
    return api.createFilter(ctx, criteria, action);
  } catch (e) {
    return rethrow(e, 'Failed to create filter: ', null, 'Invalid filter criteria or action: ');
  }
}

/**
 * listFilters reads `response.data.filters`, but users.settings.filters.list answers
 * `{"filter": [...]}`: in 1.1.11 the list is therefore always empty, whatever the account holds.
 */
export function listFilters() {
  const filters = [];
  return { filters, count: filters.length };
}

export function getFilter(ctx, id) {
  try {
    return api.getFilter(ctx, id);
  } catch (e) {
    return rethrow(e, 'Failed to get filter: ', `Filter with ID "${id}" not found.`);
  }
}

export function deleteFilter(ctx, id) {
  try {
    api.deleteFilter(ctx, id);
    return { success: true, message: `Filter "${id}" deleted successfully.` };
  } catch (e) {
    return rethrow(e, 'Failed to delete filter: ', `Filter with ID "${id}" not found.`);
  }
}

// filterTemplates: note that `labelIds = []` defaults and that removeLabelIds is `undefined`
// (not absent) when archive/markAsRead are off.
export const templates = {
  fromSender: (senderEmail, labelIds = [], archive = false) => ({ criteria: { from: senderEmail }, action: { addLabelIds: labelIds, removeLabelIds: archive ? ['INBOX'] : undefined } }),
  withSubject: (subjectText, labelIds = [], markAsRead = false) => ({ criteria: { subject: subjectText }, action: { addLabelIds: labelIds, removeLabelIds: markAsRead ? ['UNREAD'] : undefined } }),
  withAttachments: (labelIds = []) => ({ criteria: { hasAttachment: true }, action: { addLabelIds: labelIds } }),
  largeEmails: (sizeInBytes, labelIds = []) => ({ criteria: { size: sizeInBytes, sizeComparison: 'larger' }, action: { addLabelIds: labelIds } }),
  containingText: (searchText, labelIds = [], markImportant = false) => ({ criteria: { query: `"${searchText}"` }, action: { addLabelIds: markImportant ? [...labelIds, 'IMPORTANT'] : labelIds } }),
  mailingList: (listIdentifier, labelIds = [], archive = true) => ({ criteria: { query: `list:${listIdentifier}` }, action: { addLabelIds: labelIds, removeLabelIds: archive ? ['INBOX'] : undefined } }),
};

/** `key: value, …` of the defined criteria. */
export function criteriaText(criteria) {
  return Object.entries(criteria || {}).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}: ${v}`).join(', ');
}

/** `key: a, b, …` of the defined, non-empty actions. */
export function actionText(action) {
  return Object.entries(action || {})
    .filter(([, v]) => v !== undefined && (Array.isArray(v) ? v.length > 0 : true))
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`)
    .join(', ');
}
