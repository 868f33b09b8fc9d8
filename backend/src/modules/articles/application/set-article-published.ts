import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import type { Article } from '../domain/article';
import { ArticleNotFoundError } from '../domain/articles.errors';
import { ArticleRepository } from './ports/article.repository';

/** The admin's Published/Draft switch, recorded in the audit trail. */
@Injectable()
export class SetArticlePublished {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly articles: ArticleRepository,
    private readonly audit: AuditTrail,
  ) {}

  /** Without `isPublished` the state flips. */
  async execute(input: { adminId: string; articleId: number; isPublished?: boolean }): Promise<Article> {
    return this.unitOfWork.transaction(async () => {
      const article = await this.articles.findByIdForUpdate(input.articleId);
      if (!article) throw new ArticleNotFoundError();
      const switched = article.setPublished(input.isPublished);
      await this.articles.save(article);
      await this.audit.record({
        actorId: input.adminId,
        action: 'article.status_changed',
        targetType: 'article',
        targetId: String(article.id),
        before: { isPublished: switched.before },
        after: { isPublished: switched.after },
      });
      return article;
    });
  }
}
