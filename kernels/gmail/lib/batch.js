// processBatches from the server: items go in slices of batchSize; a slice whose Promise.all
// rejects is retried one item at a time, so the outcome is per item. The slicing loop is run
// exactly as the server runs it (Array.slice truncates a fractional batch size, so slices never
// overlap). A batch size that is not positive makes the real loop run forever — the server never
// answers — so that case is refused loudly instead of imitated.
import { ApiError, ServerError } from './errors.js';

export function processBatches(items, batchSize, processOne) {
  if (!(batchSize > 0)) {
    throw new Error(`batchSize ${batchSize} makes the real server loop forever (i += batchSize never reaches ${items.length}); it never answers this call`);
  }
  const successes = [];
  const failures = [];
  for (let i = 0; i < items.length; i += batchSize) {
    for (const item of items.slice(i, i + batchSize)) {
      try {
        processOne(item);
        successes.push(item);
      } catch (e) {
        if (e instanceof ApiError || e instanceof ServerError) failures.push({ item, error: e });
        else throw e;
      }
    }
  }
  return { successes, failures };
}

export function failureLines(failures) {
  // The server cuts each id at 16 UTF-16 units, which can split an emoji; the half left over is
  // replaced by U+FFFD here, as the sandbox boundary would (the project's one text rule).
  return failures.map((f) => `- ${String(f.item).substring(0, 16).toWellFormed()}... (${f.error.message})`).join('\n');
}
