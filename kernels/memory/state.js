// Context Reconstruction for the memory server (paper §4.3): the real server's persistent state is
// one JSON-lines file, `{"type":"entity",…}` lines then `{"type":"relation",…}` lines. The context
// tree keeps the same data as id-keyed maps, so kernels address one entity or relation per path:
//
//   { storage:   { file, exists },                  where the file lives, whether it exists yet
//     entities:  { e1: { name, entityType, observations }, … },
//     relations: { r1: { from, to, relationType }, … } }
//
// Why synthetic keys (e1, r1) and not names: the real server allows duplicate names (two entities
// created in one batch both land in the file), empty names and names with brackets, none of which
// can be a context-path key. Key order is file order (keys are never integer-like, so JavaScript
// keeps insertion order) and a new key is the highest number + 1, so it lands at the end, where the
// real server appends. Plain synchronous JavaScript: the harness and the kernels' tests import it.

export const DEFAULT_FILE = '/srv/live/memory/memory.jsonl';

function fail(msg) {
  throw new Error(`memory state: ${msg}`);
}

/** The real state `{file, exists, content}` -> the context tree. */
export function toTree(real) {
  if (!real || typeof real !== 'object' || Array.isArray(real)) fail('expected an object {file, exists, content}');
  if (typeof real.file !== 'string') fail('field "file" must be a string');
  const tree = { storage: { file: real.file, exists: real.exists === true }, entities: {}, relations: {} };
  if (real.exists !== true) return tree;
  if (typeof real.content !== 'string') fail('field "content" must be a string when "exists" is true');
  let e = 0;
  let r = 0;
  real.content.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let item;
    try {
      item = JSON.parse(line);
    } catch (err) {
      fail(`line ${i + 1} of content is not JSON (${err.message})`);
    }
    if (item && item.type === 'entity') {
      if (typeof item.name !== 'string' || typeof item.entityType !== 'string' || !Array.isArray(item.observations)) {
        fail(`line ${i + 1}: an entity needs string name, string entityType and an observations array`);
      }
      e += 1;
      tree.entities[`e${e}`] = { name: item.name, entityType: item.entityType, observations: item.observations.slice() };
    } else if (item && item.type === 'relation') {
      if (typeof item.from !== 'string' || typeof item.to !== 'string' || typeof item.relationType !== 'string') {
        fail(`line ${i + 1}: a relation needs string from, to and relationType`);
      }
      r += 1;
      tree.relations[`r${r}`] = { from: item.from, to: item.to, relationType: item.relationType };
    } else {
      fail(`line ${i + 1}: "type" must be "entity" or "relation"`);
    }
  });
  return tree;
}

/** The context tree -> the real state, the file written the way the real server writes it. */
export function fromTree(tree) {
  if (!tree || typeof tree !== 'object') fail('expected a context tree object');
  const storage = tree.storage || { file: DEFAULT_FILE, exists: false };
  if (!storage.exists) return { file: storage.file, exists: false, content: null };
  const lines = [];
  for (const e of Object.values(tree.entities || {})) {
    lines.push(JSON.stringify({ type: 'entity', name: e.name, entityType: e.entityType, observations: e.observations }));
  }
  for (const r of Object.values(tree.relations || {})) {
    lines.push(JSON.stringify({ type: 'relation', from: r.from, to: r.to, relationType: r.relationType }));
  }
  return { file: storage.file, exists: true, content: lines.join('\n') };
}
