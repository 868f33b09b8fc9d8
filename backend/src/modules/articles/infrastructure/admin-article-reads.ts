import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { likeContains, type Page } from '../../../shared/database';
import { Article } from '../domain/article';

/** The admin Articles tab and the overview's article totals: every article, published or draft. */
@Injectable()
export class AdminArticleReads {
  constructor(private readonly em: EntityManager) {}

  /**
   * Search: title, excerpt or author (docs/product.md "Signed-in screens"); newest first. When nothing
   * contains the text, a title with small typos is found like the public search
   * does (word similarity), so an exact search never drowns in look-alikes.
   */
  async list(query: { search?: string; page: number; limit: number }): Promise<Page<Article>> {
    const text = query.search?.trim().replace(/\s+/g, ' ').toLowerCase();
    const pattern = text ? likeContains(text) : undefined;
    const where = pattern
      ? { $or: [{ title: { $ilike: pattern } }, { excerpt: { $ilike: pattern } }, { author: { $ilike: pattern } }] }
      : {};
    const page = {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    } as const;
    const [items, total] = await this.em.findAndCount(Article, where, page);
    if (total || !text) return { items, total };
    const [similar, similarTotal] = await this.em.findAndCount(
      Article,
      { [raw('? <% lower(title)', [text])]: true },
      page,
    );
    return { items: similar, total: similarTotal };
  }

  async totals(): Promise<{ articles: number; publishedArticles: number }> {
    const [articles, publishedArticles] = await Promise.all([
      this.em.count(Article, {}),
      this.em.count(Article, { isPublished: true }),
    ]);
    return { articles, publishedArticles };
  }
}
