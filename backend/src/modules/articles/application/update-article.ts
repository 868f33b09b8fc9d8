import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import type { Article, ArticleEdit } from '../domain/article';
import { articleSlugBase, isSlugOfTitle, uniqueArticleSlug } from '../domain/article-slug';
import { ArticleNotFoundError } from '../domain/articles.errors';
import { ArticleRepository } from './ports/article.repository';

/**
 * The admin's article editor: the fields that differ are saved and recorded
 * (`article.updated`). A new title moves the slug to the title's first free
 * one; the old slug is remembered and answers 301 to the new (page and API).
 * `isPublished` is the editor's Draft/Published choice (refused while archived).
 */
@Injectable()
export class UpdateArticle {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly articles: ArticleRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: {
    adminId: string;
    articleId: number;
    edit: ArticleEdit & { isPublished?: boolean };
  }): Promise<Article> {
    return this.unitOfWork.transaction(async () => {
      const article = await this.articles.findByIdForUpdate(input.articleId);
      if (!article) throw new ArticleNotFoundError();
      const { isPublished, ...edit } = input.edit;
      const { before, after } = article.edit(edit);
      if (isPublished !== undefined && isPublished !== article.isPublished) {
        const switched = article.setPublished(isPublished);
        before.isPublished = switched.before;
        after.isPublished = switched.after;
      }
      const formerSlug = article.slug;
      if ('title' in after && !isSlugOfTitle(article.slug, article.title)) {
        const taken = await this.articles.slugsStartingWith(articleSlugBase(article.title), article.id);
        article.slug = uniqueArticleSlug(article.title, taken);
        before.slug = formerSlug;
        after.slug = article.slug;
      }
      if (!Object.keys(after).length) return article;
      await this.articles.save(article);
      if (article.slug !== formerSlug) await this.articles.rememberFormerSlug(article.id, formerSlug, article.slug);
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
