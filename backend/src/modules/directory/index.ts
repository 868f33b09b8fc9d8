export { DirectoryCoreModule, DirectoryModule } from './directory.module';
export { School } from './domain/school';
export type { SchoolProps, SocialLinks } from './domain/school';
export type { ProfileChanges, SchoolFacts } from './domain/school-profile';
export { hasChanges } from './domain/school-profile';
export { REVIEWED_FIELDS, splitOwnerEdit } from './domain/owner-edit-rule';
export type { ReviewedField } from './domain/owner-edit-rule';
export { SchoolIdMismatchError, SchoolNotFoundError } from './domain/directory.errors';
export { parseGradeSpan } from './domain/grade-span';
export type { GradeSpan } from './domain/grade-span';
export { requestsReachSomeone, takesRequests } from './domain/requests-reach';
export { slugifySchoolName } from './domain/school-slug';
// RFC 4180 reading and writing, for other modules' CSV files in the admin Data tab (costs' schedules).
export { CsvSyntaxError, parseCsv, toCsv } from './domain/catalogue/csv';
export { AssignSchoolSlug } from './application/assign-school-slug';
export { SchoolLookup } from './application/school-lookup';
export { CreateSchool } from './application/create-school';
export { ImportCatalogue } from './application/import-catalogue';
export { formatImportReport } from './application/format-import-report';
export { ApplyProfileChange } from './application/apply-profile-change';
export { UpdateSchoolFacts } from './application/update-school-facts';
export { RevertProfileChange } from './application/revert-profile-change';
export type { RevertOutcome } from './application/revert-profile-change';
export { isRevertibleChange } from './domain/profile-revert';
export { SetSchoolPremium } from './application/set-school-premium';
export type { SchoolPremium } from './application/set-school-premium';
export type { SchoolType } from './domain/school-type';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { SchoolSchema } from './infrastructure/school.schema';
export { FormerSchoolSlugSchema } from './infrastructure/former-school-slug.schema';
export { OPENING_GRADES, gradeNumber, todayInLasVegas } from './domain/admissions-facts';
export type { AdmissionsFacts, OpeningGrade } from './domain/admissions-facts';
// The valley's box and ZIP centres: a school's pin is checked against them, and the catalogue's search centre too.
export { LAS_VEGAS_VALLEY, isInValley, valleyMessage } from './domain/las-vegas-valley';
export { VALLEY_ZIP_CENTROIDS } from './domain/valley-zip-centroids';
export {
  FACT_GROUPS,
  STALE_NOTE,
  factProvenance,
  formatFactDate,
  groupProvenance,
  type FactGroup,
  type FactSources,
  type Provenance,
} from './domain/fact-provenance';
export type { NcesSchoolProfile, RaceEthnicityShares } from './domain/catalogue/nces-pss';
