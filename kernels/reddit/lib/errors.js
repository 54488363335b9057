// How reddit-mcp-buddy answers: a low-level MCP Server whose CallTool handler parses arguments
// with zod inside one try/catch. Success is `JSON.stringify(result, null, 2)`; any thrown error
// (a ZodError — message = the issues as pretty JSON — or an error from the Reddit client) is
// `{content: [{type: "text", text: "Error: <message>"}], isError: true}`.
import { safeParse } from '../../_shared/zod3.js';

/** An error the server (or its Reddit client) throws with this message. */
export class RedditError extends Error {}

export function handle(schema, args, body) {
  const parsed = safeParse(schema, args);
  if (!parsed.success) return errorText(parsed.message);
  try {
    return { content: [{ type: 'text', text: JSON.stringify(body(parsed.data), null, 2) }] };
  } catch (e) {
    if (e instanceof RedditError) return errorText(e.message);
    throw e;
  }
}

function errorText(message) {
  return { content: [{ type: 'text', text: `Error: ${message}` }], isError: true };
}

// The Reddit client's messages for HTTP failures (src/services/reddit-api.ts).
export const notFound = (name) => new RedditError(`Not found - r/${name} does not exist or is inaccessible`);
export const forbidden = (name) => new RedditError(`Cannot access r/${name} - it may be private, quarantined, or doesn't exist. Try a public subreddit like 'programming', 'technology', or 'news'`);
