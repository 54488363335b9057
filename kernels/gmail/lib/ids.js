// Gmail-shaped identifiers, drawn from the run's seeded generator (ctx.id / ctx.random) and clock.

/**
 * A message id: 16 lowercase hex digits whose high bits are the creation time in milliseconds
 * (Gmail ids sort by time: `19b7…` for messages of early 2026), the low 20 bits random.
 */
export function newMessageId(ctx, taken) {
  for (let i = 0; i < 16; i += 1) {
    const id = ctx.nowMs().toString(16).padStart(11, '0') + ctx.id('{hex:5}');
    if (!taken(id)) return id;
  }
  throw new Error('gmail: could not draw a free message id');
}

const nonZeroLead = (digits) => (digits[0] === '0' ? '1' + digits.slice(1) : digits);

/** A user label id: `Label_` and 19 digits. */
export function newLabelId(ctx) {
  return 'Label_' + nonZeroLead(ctx.id('{digits:19}'));
}

/** A draft id: `r` and a signed 64-bit number (`r-5829…` or `r5829…`). */
export function newDraftId(ctx) {
  return 'r' + (ctx.random() < 0.5 ? '-' : '') + nonZeroLead(ctx.id('{digits:19}'));
}

/** A filter id: the `ANe1Bm` prefix every Gmail filter id carries, then opaque characters. */
export function newFilterId(ctx) {
  return 'ANe1Bm' + ctx.id('{mixed:36}');
}

/** The Message-ID header Gmail gives mail sent through the API. */
export function newMessageIdHeader(ctx) {
  return `<CA${ctx.id('{mixed:42}')}@mail.gmail.com>`;
}
