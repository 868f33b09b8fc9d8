import { paths } from '../config';
import { isAdminRole, type Role } from './session';

/** Where a person goes after signing in (docs/product.md "Who uses it"): admins to the admin dashboard, everyone else to theirs. */
export function landingPathFor(role: Role): string {
  return isAdminRole(role) ? paths.adminDashboard.href() : paths.schoolDashboard.href();
}
