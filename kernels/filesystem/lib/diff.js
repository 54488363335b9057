// The git-style diff edit_file prints: a unified diff of the file before and after, as the server's
// diff library writes it (observed): an `Index:` header, 4 lines of context, hunks merged when at
// most 8 unchanged lines separate them, `-0,0` for an empty side, and `\ No newline at end of file`
// after a last line without one. Lines are compared whole (with their newline), with a Myers
// shortest edit script that, on ties, takes the insertion — which puts deletions before insertions
// inside a changed block and matches every diff recorded from the live server.

/** Lines with their `\n` attached; a last line without one stays as it is. */
export function splitLines(s) {
  const out = [];
  let i = 0;
  while (i < s.length) {
    const j = s.indexOf('\n', i);
    if (j < 0) {
      out.push(s.slice(i));
      break;
    }
    out.push(s.slice(i, j + 1));
    i = j + 1;
  }
  return out;
}

/** The edit script: `{ op: ' ' | '-' | '+', line }` in order. */
export function diffLines(a, b) {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  let v = new Array(2 * max + 3).fill(0);
  const trace = [];
  let found = false;
  for (let d = 0; d <= max && !found; d += 1) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]);
      let x = down ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
  }
  // Walk back: trace[d] is the frontier before step d. Each step is one insertion (down) or one
  // deletion (right) followed by a run of equal lines (the snake).
  const script = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d -= 1) {
    const vd = trace[d];
    const k = x - y;
    const down = k === -d || (k !== d && vd[offset + k - 1] < vd[offset + k + 1]);
    const prevK = down ? k + 1 : k - 1;
    const prevX = vd[offset + prevK];
    const prevY = prevX - prevK;
    const midX = down ? prevX : prevX + 1;
    while (x > midX) {
      script.push({ op: ' ', line: a[x - 1] });
      x -= 1;
      y -= 1;
    }
    if (down) script.push({ op: '+', line: b[prevY] });
    else script.push({ op: '-', line: a[prevX] });
    x = prevX;
    y = prevY;
  }
  while (x > 0) {
    script.push({ op: ' ', line: a[x - 1] });
    x -= 1;
  }
  return script.reverse();
}

const CONTEXT = 4;

function hunkLines(script, from, to) {
  let out = '';
  for (let i = from; i <= to; i += 1) {
    const { op, line } = script[i];
    const bare = line.endsWith('\n') ? line.slice(0, -1) : line;
    out += `${op}${bare}\n`;
    if (!line.endsWith('\n')) out += '\\ No newline at end of file\n';
  }
  return out;
}

/** The whole diff text, `Index:` header included, for a file shown under `name`. */
export function unifiedDiff(name, before, after) {
  const script = diffLines(splitLines(before), splitLines(after));
  let out = `Index: ${name}\n${'='.repeat(67)}\n--- ${name}\toriginal\n+++ ${name}\tmodified\n`;
  const changes = [];
  script.forEach((s, i) => {
    if (s.op !== ' ') changes.push(i);
  });
  // Line numbers before each script position.
  const oldBefore = [];
  const newBefore = [];
  let o = 0;
  let w = 0;
  for (const s of script) {
    oldBefore.push(o);
    newBefore.push(w);
    if (s.op !== '+') o += 1;
    if (s.op !== '-') w += 1;
  }
  let g = 0;
  while (g < changes.length) {
    let last = g;
    while (last + 1 < changes.length && changes[last + 1] - changes[last] - 1 <= 2 * CONTEXT) last += 1;
    const from = Math.max(0, changes[g] - CONTEXT);
    const to = Math.min(script.length - 1, changes[last] + CONTEXT);
    let oldCount = 0;
    let newCount = 0;
    for (let i = from; i <= to; i += 1) {
      if (script[i].op !== '+') oldCount += 1;
      if (script[i].op !== '-') newCount += 1;
    }
    const oldStart = oldCount === 0 ? oldBefore[from] : oldBefore[from] + 1;
    const newStart = newCount === 0 ? newBefore[from] : newBefore[from] + 1;
    out += `@@ -${oldStart},${oldCount} +${newStart},${newCount} @@\n${hunkLines(script, from, to)}`;
    g = last + 1;
  }
  return out;
}
