import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { likeContains, likeEscape } from '../../../shared/database';
import { ArticleCatalogue, type ArticleListQuery } from '../application/ports/article-catalogue';
import { Article } from '../domain/article';

/** What makes an article local to every neighborhood (docs/product.md "Pages and addresses", 'Local Education Insights'). */
const LAS_VEGAS = 'las vegas';
const LOCAL_NEWS = 'local news';

@Injectable()
export class MikroOrmArticleCatalogue extends ArticleCatalogue {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listPublished(query: ArticleListQuery): Promise<{ articles: Article[]; total: number }> {
    const where: FilterQuery<Article> = { isPublished: true };
    // ILIKE without wildcards: the category matches whole, ignoring case.
    if (query.category) where.category = { $ilike: likeEscape(query.category) };
    if (query.relatedTo)
      where.$or = [
        { title: { $ilike: likeContains(query.relatedTo) } },
        { title: { $ilike: likeContains(LAS_VEGAS) } },
        { category: { $ilike: likeEscape(LOCAL_NEWS) } },
      ];
    const [articles, total] = await this.em.findAndCount(Article, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return { articles, total };
  }

  async findPublishedBySlug(slug: string): Promise<Article | null> {
    return this.em.findOne(Article, { slug, isPublished: true });
  }

  async renamedTo(formerSlug: string): Promise<string | null> {
    const rows = await this.em.execute<{ slug: string }[]>(
      `select a.slug from article_slug_history h join article a on a.id = h.article_id
       where h.slug = ? and a.is_published limit 1`,
      [formerSlug],
    );
    return rows[0]?.slug ?? null;
  }

  async countPublished(): Promise<number> {
    return this.em.count(Article, { isPublished: true });
  }

  async sitemap(): Promise<{ slug: string; updatedAt: Date }[]> {
    const articles = await this.em.find(
      Article,
      { isPublished: true },
      { fields: ['slug', 'updatedAt'], orderBy: { id: 'asc' } },
    );
    return articles.map((article) => ({ slug: article.slug, updatedAt: article.updatedAt }));
  }
}
