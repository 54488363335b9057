// label-manager.ts of the server: thin wrappers over users.labels that re-throw API failures with
// their own wording (a 404 becomes `Label with ID "<id>" not found.`; anything else is prefixed
// `Failed to … label: `; errors thrown inside a wrapper's own try are prefixed too).
import { ServerError, ApiError } from './errors.js';
import * as api from './mailbox.js';

function wrap(prefix, fn, on404) {
  try {
    return fn();
  } catch (e) {
    if (!(e instanceof ApiError || e instanceof ServerError)) throw e;
    if (on404 && e instanceof ApiError && e.code === 404) throw new ServerError(on404);
    throw new ServerError(`${prefix}${e.message}`);
  }
}

export function createLabel(ctx, name, options) {
  try {
    return api.createLabel(ctx, name, options.messageListVisibility || 'show', options.labelListVisibility || 'labelShow');
  } catch (e) {
    if (!(e instanceof ApiError || e instanceof ServerError)) throw e;
    if (e.message.includes('already exists')) throw new ServerError(`Label "${name}" already exists. Please use a different name.`);
    throw new ServerError(`Failed to create label: ${e.message}`);
  }
}

export function updateLabel(ctx, id, updates) {
  return wrap('Failed to update label: ', () => api.updateLabel(ctx, id, updates), `Label with ID "${id}" not found.`);
}

export function deleteLabel(ctx, id) {
  return wrap('Failed to delete label: ', () => {
    const label = api.getLabel(ctx, id);
    if (label.type === 'system') throw new ServerError(`Cannot delete system label with ID "${id}".`);
    api.deleteLabel(ctx, id);
    return { success: true, message: `Label "${label.name}" deleted successfully.` };
  }, `Label with ID "${id}" not found.`);
}

/** findLabelByName: case-insensitive match on the full name, system labels included. */
export function findLabelByName(ctx, name) {
  return wrap('Failed to find label: ', () => api.allLabels(ctx).find((l) => l.name.toLowerCase() === name.toLowerCase()) || null);
}

export function getOrCreateLabel(ctx, name, options) {
  return wrap('Failed to get or create label: ', () => findLabelByName(ctx, name) || createLabel(ctx, name, options));
}
