export { DirectoryModule } from './directory.module';
export { SchoolSchema } from './infrastructure/school.schema';
export { School } from './domain/school';
export type { SchoolProps, SocialLinks } from './domain/school';
export { parseGradeSpan } from './domain/grade-span';
export type { GradeSpan } from './domain/grade-span';
export { slugifySchoolName, uniqueSchoolSlug } from './domain/school-slug';
export { AssignSchoolSlug } from './application/assign-school-slug';
export { SchoolCatalogue } from './application/ports/school-catalogue';
export type { PublicSchool, SchoolSearchFilter } from './application/ports/school-catalogue';
export { schoolsSeeder, seedSchools, syntheticCountFromArgs } from './seed/schools.seeder';
export {
  insertSyntheticSchools,
  countSyntheticSchools,
  removeSyntheticSchools,
  SYNTHETIC_SLUG_PREFIX,
} from './seed/synthetic-schools';
export type { DemoSchool } from './seed/demo-school';
export { SchoolResponse, SocialLinksResponse } from './http/dto/school.response';
