// Instagram DMs through the Messenger Platform (graph.facebook.com with the page token):
// conversations of the connected page, their messages, and the send API's rules — the recipient
// must be an IGSID that has written to the account, and only within 24 hours of their last message.

export const ADVANCED_ACCESS_HINT =
  '\n\n⚠️  This error indicates that instagram_manage_messages permission requires Advanced Access from Meta via App Review. ' +
  '\n📖 See INSTAGRAM_DM_SETUP.md for the complete approval process.';

/**
 * The client's re-raise of a Graph error from the DM endpoints: the hint is appended when the
 * message mentions "#2", "unavailable" or "temporarily" (send_dm also "permissions" / "access").
 */
export function dmErrorText(message, forSend) {
  const lower = message.toLowerCase();
  const hit = message.includes('#2') || lower.includes('unavailable') || lower.includes('temporarily') ||
    (forSend && (lower.includes('permissions') || lower.includes('access')));
  return hit ? message + ADVANCED_ACCESS_HINT : message;
}

export function conversationsOfPage(ctx, pageId) {
  return ctx.list('conversations', { filter: { page_id: pageId } });
}
