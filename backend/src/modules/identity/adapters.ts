/**
 * identity's adapter kit (docs/architecture.md, "Dependency rules"): what other modules' driving and
 * driven adapters (http/, infrastructure/, jobs/, module wiring) and the composition roots (app and
 * worker modules, cli/) may use of this module's adapters. Use cases and domain code never import it:
 * they use the ports, domain types and use cases of index.ts.
 */
export { Roles } from './http/roles.decorator';
export { RolesGuard } from './http/roles.guard';
export { CurrentUser } from './http/current-user.decorator';
export { ApiDashboardSchool, DashboardSchoolId } from './http/dashboard-school.decorator';
export { PublicFormThrottle, PerEmailFormThrottle, RsvpThrottle } from './http/rate-limit';
export { SqlSchoolOwnerContacts } from './infrastructure/school-owner-contacts';
export { demoAccountsSeeder } from './seed/demo-accounts.seeder';
export { standaloneUserAccounts } from './infrastructure/standalone-user-accounts';
