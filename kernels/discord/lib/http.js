// Discord API errors as discord.py raises them: str(HTTPException) is
// "<status> <reason> (error code: <code>): <message>", and the SDK returns that text with isError.

const REASONS = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found' };

export function httpError(ctx, status, code, message) {
  return ctx.error(`${status} ${REASONS[status]} (error code: ${code}): ${message}`);
}

export const unknownChannel = (ctx) => httpError(ctx, 404, 10003, 'Unknown Channel');
export const unknownGuild = (ctx) => httpError(ctx, 404, 10004, 'Unknown Guild');
export const unknownMember = (ctx) => httpError(ctx, 404, 10007, 'Unknown Member');
export const unknownMessage = (ctx) => httpError(ctx, 404, 10008, 'Unknown Message');
export const unknownUser = (ctx) => httpError(ctx, 404, 10013, 'Unknown User');
export const unknownEmoji = (ctx) => httpError(ctx, 400, 10014, 'Unknown Emoji');
export const missingAccess = (ctx) => httpError(ctx, 403, 50001, 'Missing Access');
export const missingPermissions = (ctx) => httpError(ctx, 403, 50013, 'Missing Permissions');

/** 50035 with discord.py's flattening of the `errors` object: "Invalid Form Body\nIn <field>: <msg>". */
export function invalidFormBody(ctx, field, message) {
  return httpError(ctx, 400, 50035, `Invalid Form Body\nIn ${field}: ${message}`);
}

/** An exception raised by Python itself (AttributeError, ValueError…): the SDK returns str(e). */
export function pythonError(ctx, message) {
  return ctx.error(message);
}
