// read_file: deprecated alias of read_text_file.
import { readWithLines } from './read_text_file.js';

export default function (args, ctx) {
  return readWithLines(ctx, args);
}
