/**
 * directory's adapter kit (docs/architecture.md, "Dependency rules"): what other modules' driving and
 * driven adapters (http/, infrastructure/, jobs/, module wiring) and the composition roots (app and
 * worker modules, cli/) may use of this module's adapters. Use cases and domain code never import it:
 * they use the ports, domain types and use cases of index.ts.
 */
export { SchoolFilterRequest } from './http/dto/search-schools.request';
export { schoolsSeeder, seedSchools } from './seed/schools.seeder';
export { insertSyntheticSchools } from './seed/synthetic-schools';
export { DEMO_SCHOOLS } from './seed/demo-schools';
export type { DemoSchool } from './seed/demo-school';
export { AdminSchoolReads } from './infrastructure/admin-school-reads';
export { OwnedSchoolResponse } from './http/dto/owned-school.response';
export { SchoolFactsUpdate } from './http/dto/school-facts-update.request';
export { SCHOOL_ADMIN_FIELDS, SCHOOL_LISTING_FIELDS, SchoolProfileFields } from './http/dto/school-profile.request';
export { SchoolTypeField } from './http/dto/school-field.decorators';
