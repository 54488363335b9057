// The in-process CLI runner lives in ./cli.ts (one helper for the job); this name is kept for the
// tests that import it.
export { cli as personaMain } from './cli.ts';
