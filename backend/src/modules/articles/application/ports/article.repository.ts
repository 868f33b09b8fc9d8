import type { Article } from '../../domain/article';

/** The article table, for the articles module's own use cases. Joins the caller's transaction when one is open. */
export abstract class ArticleRepository {
  abstract findById(id: number): Promise<Article | null>;
  /** The row, locked until the caller's transaction ends and re-read under the lock. */
  abstract findByIdForUpdate(id: number): Promise<Article | null>;
  /** Slugs equal to `base` or starting with it (candidates for a clash). */
  abstract slugsStartingWith(base: string): Promise<string[]>;
  /** Inserts or updates; throws ArticleSlugTakenError when another article took the slug meanwhile. */
  abstract save(article: Article): Promise<void>;
}
