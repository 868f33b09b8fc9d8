import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { ArchiveArticle, ArticleLookup, PublishArticle } from '../../articles';
import { AuditTrail } from '../../audit';
import { ApplyProfileChange, SchoolLookup } from '../../directory';
import { MailOutbox } from '../../mail';
import { ChangeNotFoundError, ChangeTargetMissingError } from '../domain/moderation.errors';
import type { PendingSchoolChange } from '../domain/pending-school-change';
import { PendingChangeRepository } from './ports/pending-change.repository';
import { Submitters } from './ports/submitters';

export type Decision = 'approve' | 'reject';

/**
 * An admin's decision on a pending change, in ONE transaction: the change row
 * is locked (SELECT … FOR UPDATE) so a concurrent second decision waits and
 * then sees it decided (409); approving applies the profile change (directory)
 * or publishes the submitted article (articles); the reviewer, time and notes
 * are recorded; the audit trail and the submitter's e-mail (outbox) commit
 * with it.
 */
@Injectable()
export class DecideChange {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly changes: PendingChangeRepository,
    private readonly submitters: Submitters,
    private readonly schools: SchoolLookup,
    private readonly applyProfileChange: ApplyProfileChange,
    private readonly articles: ArticleLookup,
    private readonly publishArticle: PublishArticle,
    private readonly archiveArticle: ArchiveArticle,
    private readonly audit: AuditTrail,
    private readonly mail: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  async execute(
    reviewerId: string,
    changeId: number,
    decision: Decision,
    notes?: string | null,
  ): Promise<PendingSchoolChange> {
    return this.unitOfWork.transaction(async () => {
      const change = await this.changes.findByIdForUpdate(changeId);
      if (!change) throw new ChangeNotFoundError();
      if (decision === 'approve') change.approve(reviewerId, notes);
      else change.reject(reviewerId, notes);

      let school = await this.schools.byId(change.schoolId);
      if (!school) throw new ChangeTargetMissingError('school');
      const submitter = change.userId ? await this.submitters.byId(change.userId) : null;

      if (change.changeType === 'profile_update') {
        if (decision === 'approve') {
          const applied = await this.applyProfileChange.execute({
            reviewerId,
            schoolId: school.id,
            changes: change.profileChanges(),
          });
          school = applied.school;
          change.appliedEntryId = applied.entryId;
        }
        if (submitter) {
          await this.mail.queue({
            template: decision === 'approve' ? 'change-approved' : 'change-rejected',
            to: submitter.email,
            data: compact({ firstName: submitter.firstName, schoolName: school.name, notes: change.adminNotes }),
            key: `change-decision:${change.id}`,
          });
        }
      } else {
        const article = await this.articles.byId(change.articleData().articleId);
        if (!article) throw new ChangeTargetMissingError('article');
        if (decision === 'approve') {
          await this.publishArticle.execute({ reviewerId, articleId: article.id, authorSchool: school.name });
        } else {
          // Archived, not left a Draft: a rejected draft sat in the Articles tab one switch away from publishing,
          // looking like any other. Restore brings it back should the reviewer change their mind.
          await this.archiveArticle.execute({ adminId: reviewerId, articleId: article.id });
        }
        if (submitter) {
          const articleUrl = new URL(`/articles/${encodeURIComponent(article.slug)}`, this.config.publicUrl).toString();
          await this.mail.queue({
            template: decision === 'approve' ? 'article-approved' : 'article-rejected',
            to: submitter.email,
            data: compact(
              decision === 'approve'
                ? { firstName: submitter.firstName, articleTitle: article.title, articleUrl }
                : { firstName: submitter.firstName, articleTitle: article.title, notes: change.adminNotes },
            ),
            key: `change-decision:${change.id}`,
          });
        }
      }

      await this.audit.record({
        actorId: reviewerId,
        action: decision === 'approve' ? 'change.approved' : 'change.rejected',
        targetType: 'pending_school_change',
        targetId: String(change.id),
        before: { status: 'pending' },
        after: { status: change.status, adminNotes: change.adminNotes, changeType: change.changeType },
      });
      await this.changes.save(change);
      return change;
    });
  }
}

/** Optional template fields are left out rather than sent as null. */
function compact(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null && value !== undefined));
}
