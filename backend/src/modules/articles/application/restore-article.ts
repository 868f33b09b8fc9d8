import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import type { Article } from '../domain/article';
import { ArticleNotFoundError } from '../domain/articles.errors';
import { ArticleRepository } from './ports/article.repository';

/** Brings an archived article back as a Draft (`article.restored`). */
@Injectable()
export class RestoreArticle {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly articles: ArticleRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; articleId: number }): Promise<Article> {
    return this.unitOfWork.transaction(async () => {
      const article = await this.articles.findByIdForUpdate(input.articleId);
      if (!article) throw new ArticleNotFoundError();
      const archivedAt = article.archivedAt;
      if (!article.restore()) return article;
      await this.articles.save(article);
      await this.audit.record({
        actorId: input.adminId,
        action: 'article.restored',
        targetType: 'article',
        targetId: String(article.id),
        before: { archivedAt },
        after: { archivedAt: null, isPublished: article.isPublished },
      });
      return article;
    });
  }
}
