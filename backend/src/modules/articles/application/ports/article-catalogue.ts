import type { Article } from '../../domain/article';

export interface ArticleListQuery {
  /** 1-based */
  page: number;
  /** 1..100 */
  limit: number;
  /** Exact category, case-insensitive */
  category?: string;
  /**
   * A place's name (a neighborhood page, docs/product.md "Pages and addresses"): the title contains it or 'las vegas', or the
   * category is 'LOCAL NEWS', all case-insensitive.
   */
  relatedTo?: string;
}

/** Public article reads: published articles only, newest first. */
export abstract class ArticleCatalogue {
  abstract listPublished(query: ArticleListQuery): Promise<{ articles: Article[]; total: number }>;
  abstract findPublishedBySlug(slug: string): Promise<Article | null>;
  /** The current slug of the published article known as `formerSlug` before a retitle, else null. */
  abstract renamedTo(formerSlug: string): Promise<string | null>;
  abstract countPublished(): Promise<number>;
  /** Slugs and last changes of every published article (the sitemap). */
  abstract sitemap(): Promise<{ slug: string; updatedAt: Date }[]>;
}
