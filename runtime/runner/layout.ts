// Where the runner puts runs: naming, completeness, the index and run discovery live in the
// storage module (runtime/run/storage.ts); this file keeps the runner's imports stable.
export { INDEX_FILE, modelSlug, runDirOf, runState, buildIndex, writeIndex, type RunState, type IndexEntry } from '../run/storage.ts';
