// add_role: Member.add_roles(role); adding a role the member already has changes nothing.
import { SCHEMAS } from '../lib/schemas.js';
import { changeRole } from '../lib/roles.js';

export default function add_role(args, ctx) {
  return changeRole(args, ctx, SCHEMAS.add_role, true);
}
