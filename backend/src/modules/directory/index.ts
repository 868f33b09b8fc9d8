export { DirectoryCoreModule, DirectoryModule, DirectorySearchModule } from './directory.module';
export { SavedSchoolSearch } from './http/saved-school-search';
export { SchoolFilterRequest } from './http/dto/search-schools.request';
export { School } from './domain/school';
export type { AppliedProfile, SchoolProps } from './domain/school';
export type { ProfileChanges, SchoolFacts } from './domain/school-profile';
export { hasChanges } from './domain/school-profile';
export { REVIEWED_FIELDS, isReviewedField, splitOwnerEdit } from './domain/owner-edit-rule';
export type { ReviewedField } from './domain/owner-edit-rule';
export { SchoolIdMismatchError, SchoolNotFoundError } from './domain/directory.errors';
export { parseGradeSpan } from './domain/grade-span';
export { requestsReachSomeone, takesRequests } from './domain/requests-reach';
export { slugifySchoolName, uniqueSchoolSlug } from './domain/school-slug';
export { AssignSchoolSlug } from './application/assign-school-slug';
export { SchoolLookup } from './application/school-lookup';
export { CreateSchool } from './application/create-school';
export { ImportCatalogue } from './application/import-catalogue';
export type { ImportReport } from './application/import-catalogue';
export { formatImportReport } from './application/format-import-report';
export { ApplyProfileChange } from './application/apply-profile-change';
export { UpdateSchoolFacts } from './application/update-school-facts';
export { RevertProfileChange } from './application/revert-profile-change';
export type { RevertOutcome } from './application/revert-profile-change';
export { REVERT_ACTION, isRevertibleChange } from './domain/profile-revert';
export { SetSchoolPremium } from './application/set-school-premium';
export type { SchoolPremium } from './application/set-school-premium';
export { SchoolCatalogue } from './application/ports/school-catalogue';
export type { ChangedSchool, SchoolChange, SchoolSearchFilter } from './application/ports/school-catalogue';
export { schoolsSeeder, seedSchools } from './seed/schools.seeder';
export { insertSyntheticSchools } from './seed/synthetic-schools';
export { DEMO_SCHOOLS } from './seed/demo-schools';
export type { DemoSchool } from './seed/demo-school';
export { AdminSchoolReads } from './infrastructure/admin-school-reads';
export { SchoolResponse } from './http/dto/school.response';
export { OwnedSchoolResponse } from './http/dto/owned-school.response';
export { SchoolFactsUpdate } from './http/dto/school-facts-update.request';
export { SCHOOL_TYPES, isSchoolType } from './domain/school-type';
export type { SchoolType } from './domain/school-type';
export { LAS_VEGAS_VALLEY } from './domain/las-vegas-valley';
export { SCHOOL_TYPE_SCHEMA, SchoolTypeField, ValleyCoordinate } from './http/dto/school-field.decorators';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { SchoolSchema } from './infrastructure/school.schema';
export { FormerSchoolSlugSchema } from './infrastructure/former-school-slug.schema';
export { ValleyPlaceSchema } from './infrastructure/valley-place.schema';
export {
  AcceptsOpportunityScholarship,
  ApplicationDeadlineRequest,
  ApplicationDeadlines,
  FinancialAidDeadline,
  FinancialAidProvider,
  GradeOpeningsField,
  GradeOpeningsRequest,
} from './http/dto/admissions-fields.decorators';
export { AdmissionsFactsResponse } from './http/dto/admissions-facts.response';
export { OPENING_GRADES, OPENING_STATUSES, todayInLasVegas, deadlinePassed } from './domain/admissions-facts';
export type { ApplicationDeadline, GradeOpenings, OpeningGrade, OpeningStatus } from './domain/admissions-facts';
export { ADMISSIONS_FACT_FIELDS } from './domain/owner-edit-rule';
export {
  OptionalEmail,
  OptionalPhone,
  OptionalUrl,
  RequiredText,
  SocialLinks,
  SocialLinksRequest,
  TextList,
  Tuition,
  ZipCode,
} from './http/dto/profile-field.decorators';
