import type { Article } from '../../domain/article';

/** The article table, for the articles module's own use cases. Joins the caller's transaction when one is open. */
export abstract class ArticleRepository {
  abstract findById(id: number): Promise<Article | null>;
  /** The row, locked until the caller's transaction ends and re-read under the lock. */
  abstract findByIdForUpdate(id: number): Promise<Article | null>;
  /**
   * Slugs equal to `base` or starting with it (candidates for a clash), current
   * or former (a former slug stays its article's), except `exceptArticleId`'s.
   */
  abstract slugsStartingWith(base: string, exceptArticleId?: number): Promise<string[]>;
  /** `articleId` moved from `formerSlug` to `currentSlug`: the former one now redirects. */
  abstract rememberFormerSlug(articleId: number, formerSlug: string, currentSlug: string): Promise<void>;
  /** Inserts or updates; throws ArticleSlugTakenError when another article took the slug meanwhile. */
  abstract save(article: Article): Promise<void>;
}
