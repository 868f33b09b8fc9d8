import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { AuditTrail } from './application/audit-trail';
import { DecideChange } from './application/decide-change';
import { OwnedSchool } from './application/owned-school';
import { SchoolProfiles } from './application/school-profiles';
import { SubmitArticle } from './application/submit-article';
import { SubmitProfileChanges } from './application/submit-profile-changes';
import { AdminChangesController } from './http/admin-changes.controller';
import { ModerationReads } from './infrastructure/moderation-reads';

/**
 * Pending changes (profile updates, article submissions), their approval, and
 * the audit trail. Use cases here are transaction scripts over the
 * EntityManager: each one's writes (school, article, change, audit row, outbox
 * mail) must commit together, and the mail outbox and audit trail both take the
 * transaction's EntityManager, so a repository port would only rename it.
 */
@Module({
  imports: [DirectoryModule, IdentityModule, MailModule],
  controllers: [AdminChangesController],
  providers: [
    AuditTrail,
    SchoolProfiles,
    ModerationReads,
    OwnedSchool,
    SubmitProfileChanges,
    SubmitArticle,
    DecideChange,
  ],
  exports: [AuditTrail, SchoolProfiles, ModerationReads, OwnedSchool, SubmitProfileChanges, SubmitArticle],
})
export class ModerationModule {}
