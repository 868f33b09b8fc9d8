/**
 * directory's adapter kit (docs/architecture.md, "Dependency rules"): what other modules' driving and
 * driven adapters (http/, infrastructure/, jobs/, module wiring) and the composition roots (app and
 * worker modules, cli/) may use of this module's adapters. Use cases and domain code never import it:
 * they use the ports, domain types and use cases of index.ts.
 */
export { schoolsSeeder, seedSchools } from './seed/schools.seeder';
export { insertSyntheticSchools } from './seed/synthetic-schools';
export { DEMO_SCHOOLS } from './seed/demo-schools';
export type { DemoSchool } from './seed/demo-school';
export { AdminSchoolReads } from './infrastructure/admin-school-reads';
export { OwnedSchoolResponse } from './http/dto/owned-school.response';
export { SchoolFactsUpdate } from './http/dto/school-facts-update.request';
export { SCHOOL_ADMIN_FIELDS, SCHOOL_LISTING_FIELDS, SchoolProfileFields } from './http/dto/school-profile.request';
export { SchoolTypeField } from './http/dto/school-field.decorators';
// The public shape of a school (the owner's and admin's answers extend it; the catalogue fills it from its read).
export { SchoolResponse, SocialLinksResponse } from './http/dto/school.response';
export { AdmissionsFactsResponse } from './http/dto/admissions-facts.response';
export { SCHOOL_TYPE_SCHEMA } from './http/dto/school-field.decorators';
export { RequiredText } from './http/dto/profile-field.decorators';
// The `location` text the trigram index is built on: the catalogue's search must repeat it verbatim.
export { schoolLocationDocument } from './infrastructure/school.schema';
