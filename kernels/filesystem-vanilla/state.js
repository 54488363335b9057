// The documentation-only variant simulates the same real server over the same context tree, so it
// reuses the trace-informed server's Context Reconstruction unchanged.
export { toTree, fromTree } from '../filesystem/state.js';
