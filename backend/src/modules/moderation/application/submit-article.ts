import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { CreateArticleDraft } from '../../articles';
import { AuditTrail } from '../../audit';
import { SchoolLookup } from '../../directory';
import { SchoolOwnership } from '../../identity';
import { PendingSchoolChange } from '../domain/pending-school-change';
import { PendingChangeRepository } from './ports/pending-change.repository';
import { submitterName, type Submitter } from './submitter';
import { TeamReviewNotice } from './team-review-notice';

export interface ArticleDraftInput {
  title: string;
  excerpt?: string | null;
  content: string;
  category: string;
}

/**
 * A school admin submits a guest article: the articles module stores it
 * unpublished (author = the submitter's name) and a pending change of type
 * `article_submission` waits for review; approving the change publishes it.
 */
@Injectable()
export class SubmitArticle {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly ownership: SchoolOwnership,
    private readonly createDraft: CreateArticleDraft,
    private readonly changes: PendingChangeRepository,
    private readonly audit: AuditTrail,
    private readonly schools: SchoolLookup,
    private readonly teamNotice: TeamReviewNotice,
  ) {}

  /** `requestedSchoolId`: which of the owner's schools it is for (their oldest link when absent). */
  async execute(user: Submitter, draft: ArticleDraftInput, requestedSchoolId?: number): Promise<PendingSchoolChange> {
    const schoolId = await this.ownership.dashboardSchoolId(user.id, requestedSchoolId);
    return this.unitOfWork.transaction(async () => {
      const article = await this.createDraft.execute({ ...draft, author: submitterName(user) });
      const change = PendingSchoolChange.articleSubmission(schoolId, user.id, {
        articleId: article.id,
        title: article.title,
        excerpt: article.excerpt,
        content: article.content,
        category: article.category,
        author: article.author ?? submitterName(user),
      });
      await this.changes.save(change);
      await this.audit.record({
        actorId: user.id,
        action: 'article.submitted',
        targetType: 'article',
        targetId: String(article.id),
        after: { changeId: change.id, schoolId, title: article.title, slug: article.slug, isPublished: false },
      });
      await this.teamNotice.changeWaits(change, (await this.schools.nameOf(schoolId)) ?? `School #${schoolId}`);
      return change;
    });
  }
}
