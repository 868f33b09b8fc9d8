export { IdentityModule } from './identity.module';
export { SchoolOwnership } from './application/school-ownership';
export { SchoolOwnerContacts, MAX_SCHOOL_OWNER_CONTACTS } from './application/ports/school-owner-contacts';
export { AdminAccounts, type AdminAccount } from './application/ports/admin-accounts';
export type { SchoolOwnerContact } from './application/ports/school-owner.repository';
export { IssueSetPasswordLink } from './application/issue-set-password-link';
export { ProvisionSchoolOwner } from './application/provision-school-owner';
export { DisableUser } from './application/disable-user';
export { CreateOrPromoteUser } from './application/create-or-promote-user';
export type { SessionUser } from './application/session-user';
export { ROLES, isAdminRole, isRole } from './domain/role';
export { normalizeEmail } from './domain/user';
export type { Role } from './domain/role';
export { NoOwnedSchoolError, NotSchoolOwnerError } from './domain/identity.errors';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { UserSchema } from './infrastructure/user.schema';
export { SchoolOwnerSchema } from './infrastructure/school-owner.schema';
export { PasswordLinkSchema } from './infrastructure/password-link.schema';
export { StoredSessionSchema } from './infrastructure/stored-session.schema';
