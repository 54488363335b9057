// tg_me -> users.getFullUser(self) reduced to id, first_name, last_name and username.
import { goJson } from '../lib/gojson.js';
import { textResult } from '../lib/errors.js';

export default function (args, ctx) {
  const me = ctx.get('me');
  return textResult(goJson({ id: me.id, first_name: me.first_name || '', last_name: me.last_name || '', username: me.username || '' }));
}
