// Part 3 of the CI fuzz suite (test/helpers/fuzz-suite.ts): split so the parts run in parallel.
import { fuzzSuite } from './helpers/fuzz-suite.ts';

fuzzSuite(3);
