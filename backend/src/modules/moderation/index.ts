export { ModerationModule } from './moderation.module';
export { AuditTrail } from './application/audit-trail';
export { SchoolProfiles } from './application/school-profiles';
export { ModerationReads } from './infrastructure/moderation-reads';
export { changeOrThrow } from './http/change-or-throw';
export { OwnedSchool } from './application/owned-school';
export { SubmitProfileChanges } from './application/submit-profile-changes';
export { SubmitArticle } from './application/submit-article';
export { PendingChangeResponse } from './http/dto/pending-change.response';
export { SchoolFactsUpdate } from './http/dto/school-facts-update.request';
export type { ProfileChanges } from './domain/school-profile';
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
