// Result shapes of the memory server: the text is the payload as 2-space JSON (or a fixed sentence
// for deletions) and `structuredContent` carries the same payload as an object. Errors thrown inside
// a tool come back as isError with the bare message.

export function jsonResult(text, structured) {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/** A payload printed as 2-space JSON; `structured` is what structuredContent wraps it in. */
export function payload(value, structured) {
  return jsonResult(JSON.stringify(value, null, 2), structured);
}

export function done(message) {
  return jsonResult(message, { success: true, message });
}

export function fail(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
}
