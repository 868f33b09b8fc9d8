import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config';
import { Article } from '../../articles';
import { School } from '../../directory';
import { MailOutbox } from '../../mail';
import { ChangeNotFoundError, ChangeTargetMissingError } from '../domain/moderation.errors';
import { PendingSchoolChange } from '../domain/pending-school-change';
import { AuditTrail } from './audit-trail';
import { SchoolProfiles } from './school-profiles';
import type { Submitter } from './submitter';

export type Decision = 'approve' | 'reject';

/**
 * An admin's decision on a pending change, in ONE transaction: the change row
 * is locked (SELECT … FOR UPDATE) so a concurrent second decision waits and
 * then sees it decided (409); approving applies the profile change or
 * publishes the submitted article; the reviewer, time and notes are recorded;
 * the audit trail and the submitter's e-mail (outbox) commit with it.
 */
@Injectable()
export class DecideChange {
  constructor(
    private readonly em: EntityManager,
    private readonly profiles: SchoolProfiles,
    private readonly audit: AuditTrail,
    private readonly mail: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  async execute(reviewerId: string, changeId: number, decision: Decision, notes?: string | null) {
    return this.em.transactional(async (tx) => {
      const change = await tx.findOne(PendingSchoolChange, changeId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (!change) throw new ChangeNotFoundError();
      if (decision === 'approve') change.approve(reviewerId, notes);
      else change.reject(reviewerId, notes);

      const school = await tx.findOne(School, change.schoolId);
      if (!school) throw new ChangeTargetMissingError('school');
      const submitter = change.userId ? await this.findSubmitter(tx, change.userId) : null;

      if (change.changeType === 'profile_update') {
        if (decision === 'approve') {
          const applied = await this.profiles.apply(tx, school, change.profileChanges());
          await this.audit.record(tx, {
            actorId: reviewerId,
            action: 'school.change_applied',
            targetType: 'school',
            targetId: String(school.id),
            ...applied,
          });
        }
        if (submitter) {
          await this.mail.queue(tx, {
            template: decision === 'approve' ? 'change-approved' : 'change-rejected',
            to: submitter.email,
            data: compact({ firstName: submitter.firstName, schoolName: school.name, notes: change.adminNotes }),
            key: `change-decision:${change.id}`,
          });
        }
      } else {
        const article = await tx.findOne(Article, change.articleData().articleId);
        if (!article) throw new ChangeTargetMissingError('article');
        if (decision === 'approve') {
          article.update({ isPublished: true });
          article.updatedAt = new Date();
          await this.audit.record(tx, {
            actorId: reviewerId,
            action: 'article.published',
            targetType: 'article',
            targetId: String(article.id),
            before: { isPublished: false },
            after: { isPublished: true },
          });
        }
        if (submitter) {
          const articleUrl = new URL(`/articles/${encodeURIComponent(article.slug)}`, this.config.publicUrl).toString();
          await this.mail.queue(tx, {
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

      await this.audit.record(tx, {
        actorId: reviewerId,
        action: decision === 'approve' ? 'change.approved' : 'change.rejected',
        targetType: 'pending_school_change',
        targetId: String(change.id),
        before: { status: 'pending' },
        after: { status: change.status, adminNotes: change.adminNotes, changeType: change.changeType },
      });
      await tx.flush();
      return change;
    });
  }

  private findSubmitter(tx: EntityManager, userId: string): Promise<Submitter | null> {
    // By entity name: identity owns the User mapping; only these fields are read.
    return tx.findOne<Submitter>('User', { id: userId });
  }
}

/** Optional template fields are left out rather than sent as null. */
function compact(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null && value !== undefined));
}
