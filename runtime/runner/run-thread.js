// Entry of a run thread (runtime/runner/threads.ts). The TypeScript loader the CLI registers
// applies to the main thread only, so a worker registers its own before loading the runner.
import { register } from 'tsx/esm/api';

register();
await import('./run-thread-main.ts');
