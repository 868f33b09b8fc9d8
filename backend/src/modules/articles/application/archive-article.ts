import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import type { Article } from '../domain/article';
import { ArticleNotFoundError } from '../domain/articles.errors';
import { ArticleRepository } from './ports/article.repository';

/** Retires an article: unpublished and kept for history (`article.archived`); no hard delete exists. */
@Injectable()
export class ArchiveArticle {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly articles: ArticleRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; articleId: number }): Promise<Article> {
    return this.unitOfWork.transaction(async () => {
      const article = await this.articles.findByIdForUpdate(input.articleId);
      if (!article) throw new ArticleNotFoundError();
      const { wasPublished, changed } = article.archive();
      if (!changed) return article;
      await this.articles.save(article);
      await this.audit.record({
        actorId: input.adminId,
        action: 'article.archived',
        targetType: 'article',
        targetId: String(article.id),
        before: { isPublished: wasPublished, archivedAt: null },
        after: { isPublished: false, archivedAt: article.archivedAt },
      });
      return article;
    });
  }
}
