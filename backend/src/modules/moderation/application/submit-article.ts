import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Article } from '../../articles';
import { uniqueSchoolSlug, slugifySchoolName } from '../../directory';
import { PendingSchoolChange } from '../domain/pending-school-change';
import { AuditTrail } from './audit-trail';
import { OwnedSchool } from './owned-school';
import { submitterName, type Submitter } from './submitter';

export interface ArticleDraft {
  title: string;
  excerpt?: string | null;
  content: string;
  category: string;
}

/**
 * A school admin submits a guest article: it is stored unpublished (author =
 * the submitter's name) with a pending change of type `article_submission`;
 * approving the change publishes it.
 */
@Injectable()
export class SubmitArticle {
  constructor(
    private readonly em: EntityManager,
    private readonly ownedSchool: OwnedSchool,
    private readonly audit: AuditTrail,
  ) {}

  async execute(user: Submitter, draft: ArticleDraft): Promise<PendingSchoolChange> {
    const schoolId = await this.ownedSchool.idFor(user.id);
    // Two submissions with the same title at the same moment may pick the same slug: the loser tries again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.submit(schoolId, user, draft);
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= 3) throw error;
      }
    }
  }

  private submit(schoolId: number, user: Submitter, draft: ArticleDraft): Promise<PendingSchoolChange> {
    return this.em.transactional(async (tx) => {
      const title = draft.title.trim();
      const article = Article.create({
        title,
        slug: await this.freeSlug(tx, title),
        excerpt: draft.excerpt?.trim() || null,
        content: draft.content.trim(),
        category: draft.category.trim(),
        author: submitterName(user),
        isPublished: false,
      });
      tx.persist(article);
      await tx.flush();
      const change = PendingSchoolChange.articleSubmission(schoolId, user.id, {
        articleId: article.id,
        title: article.title,
        excerpt: article.excerpt,
        content: article.content,
        category: article.category,
        author: article.author ?? submitterName(user),
      });
      tx.persist(change);
      await tx.flush();
      await this.audit.record(tx, {
        actorId: user.id,
        action: 'article.submitted',
        targetType: 'article',
        targetId: String(article.id),
        after: { changeId: change.id, schoolId, title: article.title, slug: article.slug, isPublished: false },
      });
      return change;
    });
  }

  /** Articles use the same slug rule as schools (lowercase, hyphens, word characters), unique among articles. */
  private async freeSlug(tx: EntityManager, title: string): Promise<string> {
    const base = slugifySchoolName(title);
    const taken = await tx.find(Article, { slug: { $like: `${base}%` } }, { fields: ['slug'] });
    return uniqueSchoolSlug(
      title,
      taken.map((article) => article.slug),
    );
  }
}
