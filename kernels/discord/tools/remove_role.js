// remove_role: Member.remove_roles(role); removing a role the member lacks changes nothing.
import { SCHEMAS } from '../lib/schemas.js';
import { changeRole } from '../lib/roles.js';

export default function remove_role(args, ctx) {
  return changeRole(args, ctx, SCHEMAS.remove_role, false);
}
