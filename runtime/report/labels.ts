// Names a person recognises for entities the diff's own labeller (runtime/replay/diff.ts: summary,
// name, title, subject, text …) leaves unnamed: a Notion page's title property, a block's rich
// text, a direct message's `message`, a markdown or text body's `content`, and — for an entity that
// only points at a person (a guild member, a DM) — the name of the user it points at.
import { clipCodePoints } from '../util/unicode.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function clip(s: string): string | null {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat ? clipCodePoints(flat, 57, '...') : null;
}

/** Notion-style rich text: `[{plain_text}|{text: {content}}]`. */
function richText(v: unknown): string | null {
  if (!Array.isArray(v)) return null;
  const s = v.map((x) => (isObj(x) ? (typeof x.plain_text === 'string' ? x.plain_text : isObj(x.text) && typeof x.text.content === 'string' ? x.text.content : '') : '')).join('');
  return clip(s);
}

const USER_NAME_FIELDS = ['username', 'display_name', 'name', 'title', 'global_name', 'real_name', 'nickname', 'first_name', 'email'];

/** The user (or chat) a reference names, looked up in the tree's top-level collections; never `self`. */
function userName(tree: unknown, ref: unknown, self?: unknown): string | null {
  if (typeof ref !== 'string' || !isObj(tree)) return null;
  // Peers are sometimes written `<kind>:<id>` (Telegram's `chat:123`, `user:456`).
  const ids = /^[a-z]+:./.test(ref) ? [ref, ref.slice(ref.indexOf(':') + 1)] : [ref];
  for (const id of ids) {
    for (const coll of Object.values(tree)) {
      if (!isObj(coll) || !Object.prototype.hasOwnProperty.call(coll, id)) continue;
      const u = coll[id];
      if (!isObj(u) || u === self) continue;
      for (const k of USER_NAME_FIELDS) if (typeof u[k] === 'string' && u[k]) return clip(u[k] as string);
    }
  }
  return null;
}

/** A label for an entity without one, or null. `tree` is the server's whole state (for references). */
export function fallbackLabel(entity: unknown, tree: unknown): string | null {
  if (!isObj(entity)) return null;
  // A title property (Notion pages and database rows).
  if (isObj(entity.properties)) {
    for (const p of Object.values(entity.properties)) if (isObj(p) && p.type === 'title') return richText(p.title);
  }
  // A typed block holding rich text (Notion blocks).
  if (typeof entity.type === 'string' && isObj(entity[entity.type])) {
    const t = richText((entity[entity.type] as Obj).rich_text);
    if (t) return t;
  }
  for (const k of ['message', 'caption', 'body', 'snippet', 'description']) if (typeof entity[k] === 'string' && entity[k]) return clip(entity[k] as string);
  for (const k of ['markdown', 'text']) if (isObj(entity[k]) && typeof (entity[k] as Obj).content === 'string') return clip((entity[k] as Obj).content as string);
  // An entity that stands for a person: a member, a direct-message channel.
  for (const k of ['user_id', 'user', 'peer', 'peer_id', 'open_id']) {
    const name = userName(tree, entity[k], entity);
    if (name) return name;
  }
  const members = Array.isArray(entity.members) ? entity.members : isObj(entity.members) ? Object.keys(entity.members) : null;
  if (members) {
    const names = members.map((m) => userName(tree, m)).filter((x): x is string => !!x);
    if (names.length) return clip(names.join(', '));
  }
  return null;
}
