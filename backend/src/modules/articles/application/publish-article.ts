import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import type { Article } from '../domain/article';
import { ArticleNotFoundError } from '../domain/articles.errors';
import { ArticleRepository } from './ports/article.repository';

/**
 * An approved guest article goes public, crediting the school that wrote it
 * (`authorSchool`, its name at approval); the reviewer is recorded
 * (`article.published`). Joins the caller's transaction.
 */
@Injectable()
export class PublishArticle {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly articles: ArticleRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { reviewerId: string; articleId: number; authorSchool?: string }): Promise<Article> {
    return this.unitOfWork.transaction(async () => {
      const article = await this.articles.findByIdForUpdate(input.articleId);
      if (!article) throw new ArticleNotFoundError();
      article.setPublished(true);
      if (input.authorSchool) article.authorSchool = input.authorSchool;
      await this.articles.save(article);
      await this.audit.record({
        actorId: input.reviewerId,
        action: 'article.published',
        targetType: 'article',
        targetId: String(article.id),
        before: { isPublished: false },
        after: { isPublished: true, ...(input.authorSchool ? { authorSchool: input.authorSchool } : {}) },
      });
      return article;
    });
  }
}
