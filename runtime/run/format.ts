// The run format lives in runtime/format/run-format.ts (below the journal and the session, which
// use it); this path keeps the imports written against it working.
export * from '../format/run-format.ts';
