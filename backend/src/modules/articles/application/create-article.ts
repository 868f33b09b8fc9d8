import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { Article } from '../domain/article';
import { articleSlugBase, uniqueArticleSlug } from '../domain/article-slug';
import { ArticleRepository } from './ports/article.repository';

/** What the admin's article editor sends for a new article. */
export interface NewArticle {
  title: string;
  excerpt?: string | null;
  content: string;
  category: string;
  imageUrl?: string | null;
  author?: string | null;
  isPublished?: boolean;
}

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * The admin's 'New Article' (issue 16): written by the site's editors, a Draft
 * unless published at once, under the first free slug of its title (former
 * slugs of other articles count as taken). Recorded as `article.created`.
 */
@Injectable()
export class CreateArticle {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly articles: ArticleRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; article: NewArticle }): Promise<Article> {
    const title = input.article.title.trim();
    return this.unitOfWork.transaction(async () => {
      const taken = await this.articles.slugsStartingWith(articleSlugBase(title));
      const article = Article.create({
        title,
        slug: uniqueArticleSlug(title, taken),
        excerpt: text(input.article.excerpt),
        content: input.article.content.trim(),
        category: input.article.category.trim(),
        imageUrl: text(input.article.imageUrl),
        author: text(input.article.author),
        isPublished: input.article.isPublished ?? false,
      });
      await this.articles.save(article);
      await this.audit.record({
        actorId: input.adminId,
        action: 'article.created',
        targetType: 'article',
        targetId: String(article.id),
        after: {
          title: article.title,
          slug: article.slug,
          category: article.category,
          author: article.author,
          isPublished: article.isPublished,
        },
      });
      return article;
    });
  }
}
