// mcp-wecombot-server reads every argument with an unchecked Go type assertion
// (`request.Params.Arguments["content"].(string)`). Arguments arrive as decoded JSON
// (map[string]interface{}), so a missing argument is nil, a number is float64 — and `.(int)` can
// never succeed. A failed assertion panics; nothing recovers it (mcp-go v0.8.2 has no recovery
// middleware), the process exits and the client loses its connection. The simulator turns that
// into a clear error result instead and keeps running.

/** `request.Params.Arguments[name]`: without arguments the map is nil and every lookup is nil. */
export function argument(args, name) {
  return args === undefined || args === null ? undefined : args[name];
}

/** Go's dynamic type name of a decoded JSON value. */
export function goType(v) {
  if (v === undefined || v === null) return 'nil';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return 'float64';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return '[]interface {}';
  return 'map[string]interface {}';
}

/** The panic message of `x.(want)`, or null when the assertion holds. */
export function assertionPanic(value, want) {
  const have = goType(value);
  if (have === want) return null;
  return `interface conversion: interface {} is ${have}, not ${want}`;
}

/** The result a caller gets instead of the crash. */
export function crashed(argument, panic) {
  return {
    content: [{ type: 'text', text: `MCP error -32000: Connection closed (mcp-wecombot-server crashed: panic: ${panic} [argument "${argument}"])` }],
    isError: true,
  };
}

/**
 * Read arguments in the handler's order; the first failing assertion crashes.
 * @param {object} args
 * @param {[string, 'string' | 'int'][]} spec
 * @returns {{ values: Record<string, any> } | { crash: object }}
 */
export function readArgs(args, spec) {
  const values = {};
  for (const [name, want] of spec) {
    const panic = assertionPanic(argument(args, name), want);
    if (panic) return { crash: crashed(name, panic) };
    values[name] = args[name];
  }
  return { values };
}

/** mcp.NewToolResultText / NewToolResultError. */
export function ok(text) {
  return { content: [{ type: 'text', text }] };
}

export function toolError(text) {
  return { content: [{ type: 'text', text }], isError: true };
}
