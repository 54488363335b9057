// Query parameters as the server builds them and as the Slack API reads them.
//
// The server puts arguments into URLSearchParams, so whatever JSON type the caller sent arrives as
// String(value) (`[1,2]` -> "1,2", `{}` -> "[object Object]"). Slack parses integer parameters
// strictly: an optional sign is not accepted, and anything that is not a run of digits is answered
// with `invalid_limit` (documented for conversations.list and users.list; assumed for the others).

/** A non-negative integer from a query string value, or null when Slack would reject it. */
export function slackInt(text) {
  const s = String(text).trim();
  if (!/^\d+$/.test(s)) return null;
  return Number(s);
}

