/**
 * The roles of docs/product.md "Who uses it". `super_admin` is an alias of `admin` with the same
 * rights (docs/decisions/roles.md), kept because existing accounts may carry it.
 */
export const ROLES = ['user', 'school_admin', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

/** Rank of each role: a route that requires a role admits every role ranked at or above it. */
const RANK: Record<Role, number> = { user: 0, school_admin: 1, admin: 2, super_admin: 2 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True when `actual` may do what `required` may: `admin` admits `super_admin`, `school_admin` admits admins. */
export function roleAdmits(actual: Role, required: Role): boolean {
  return RANK[actual] >= RANK[required];
}

export function isAdminRole(role: Role): boolean {
  return RANK[role] === RANK.admin;
}
