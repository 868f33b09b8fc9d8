export { ModerationModule } from './moderation.module';
export { AuditTrail } from './infrastructure/audit-trail';
export type { AuditEntryInput } from './domain/audit-entry';
export { AuditEntrySchema } from './infrastructure/audit-entry.schema';
export { PendingSchoolChangeSchema } from './infrastructure/pending-school-change.schema';
export { SchoolProfiles } from './infrastructure/school-profiles';
export type { AppliedProfile } from './infrastructure/school-profiles';
export { ModerationReads } from './infrastructure/moderation-reads';
export { OwnedSchool } from './application/owned-school';
export { SubmitProfileChanges } from './application/submit-profile-changes';
export { SubmitArticle } from './application/submit-article';
export type { ArticleDraft } from './application/submit-article';
export { PendingChangeResponse } from './http/dto/pending-change.response';
export { SOCIAL_NETWORKS } from './domain/school-profile';
export type { ProfileChanges, SchoolProfile } from './domain/school-profile';
export { NoOwnedSchoolError } from './domain/moderation.errors';
export {
  Coordinate,
  OptionalEmail,
  OptionalText,
  OptionalUrl,
  RequiredText,
  SocialLinks,
  SocialLinksRequest,
  TextList,
  Tuition,
  ZipCode,
} from './http/dto/profile-field.decorators';
