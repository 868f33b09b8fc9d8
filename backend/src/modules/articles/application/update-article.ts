import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import type { Article, ArticleEdit } from '../domain/article';
import { ArticleNotFoundError } from '../domain/articles.errors';
import { ArticleRepository } from './ports/article.repository';

/** The admin's article Edit form: the fields that differ are saved and recorded (`article.updated`). */
@Injectable()
export class UpdateArticle {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly articles: ArticleRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; articleId: number; edit: ArticleEdit }): Promise<Article> {
    return this.unitOfWork.transaction(async () => {
      const article = await this.articles.findByIdForUpdate(input.articleId);
      if (!article) throw new ArticleNotFoundError();
      const { before, after } = article.edit(input.edit);
      if (!Object.keys(after).length) return article;
      await this.articles.save(article);
      await this.audit.record({
        actorId: input.adminId,
        action: 'article.updated',
        targetType: 'article',
        targetId: String(article.id),
        before,
        after,
      });
      return article;
    });
  }
}
