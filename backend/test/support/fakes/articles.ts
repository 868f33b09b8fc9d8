import { Article, ArticleLookup, CreateArticleDraft, PublishArticle } from '../../../src/modules/articles';
import { ArticleRepository } from '../../../src/modules/articles/application/ports/article.repository';
import { SetArticlePublished } from '../../../src/modules/articles/application/set-article-published';
import { UpdateArticle } from '../../../src/modules/articles/application/update-article';
import { ArchiveArticle } from '../../../src/modules/articles/application/archive-article';
import { CreateArticle } from '../../../src/modules/articles/application/create-article';
import { RestoreArticle } from '../../../src/modules/articles/application/restore-article';
import { ArticleSlugTakenError } from '../../../src/modules/articles/domain/articles.errors';
import type { AuditTrail } from '../../../src/modules/audit';
import { MemoryTable, type FakeUnitOfWork } from './unit-of-work';

/** The article table in memory; slugs stay unique as the real index keeps them. */
export class MemoryArticles extends ArticleRepository {
  readonly table: MemoryTable<Article>;
  /** Slugs another writer takes between our read and our insert (a concurrent submission), one per save. */
  readonly raceFor: string[] = [];

  constructor(unitOfWork: FakeUnitOfWork) {
    super();
    this.table = new MemoryTable<Article>(unitOfWork);
  }

  async findById(id: number): Promise<Article | null> {
    return this.table.get(id);
  }

  async findByIdForUpdate(id: number): Promise<Article | null> {
    return this.table.get(id);
  }

  /** Former slugs: slug → article id. */
  readonly former = new Map<string, number>();

  async slugsStartingWith(base: string, exceptArticleId?: number): Promise<string[]> {
    return [
      ...this.table
        .all()
        .filter((article) => article.id !== exceptArticleId)
        .map((article) => article.slug),
      ...[...this.former].filter(([, id]) => id !== exceptArticleId).map(([slug]) => slug),
    ].filter((slug) => slug.startsWith(base));
  }

  async rememberFormerSlug(articleId: number, formerSlug: string, currentSlug: string): Promise<void> {
    if (this.former.get(currentSlug) === articleId) this.former.delete(currentSlug);
    this.former.set(formerSlug, articleId);
  }

  async save(article: Article): Promise<void> {
    const raced = this.raceFor.shift();
    if (raced !== undefined) this.add({ title: `Concurrent ${raced}`, slug: raced });
    if (this.table.all().some((other) => other !== article && other.slug === article.slug)) {
      throw new ArticleSlugTakenError();
    }
    this.table.save(article);
  }

  add(props: Partial<Article> & { title: string; slug: string }): Article {
    const article = Article.create({ content: 'Text.', category: 'Guides', ...props });
    this.table.seed(article);
    return article;
  }
}

/** The articles module's real use cases over an in-memory article table. */
export function memoryArticles(unitOfWork: FakeUnitOfWork, audit: AuditTrail) {
  const articles = new MemoryArticles(unitOfWork);
  return {
    articles,
    lookup: new ArticleLookup(articles),
    createDraft: new CreateArticleDraft(unitOfWork, articles),
    publishArticle: new PublishArticle(unitOfWork, articles, audit),
    setArticlePublished: new SetArticlePublished(unitOfWork, articles, audit),
    updateArticle: new UpdateArticle(unitOfWork, articles, audit),
    createArticle: new CreateArticle(unitOfWork, articles, audit),
    archiveArticle: new ArchiveArticle(unitOfWork, articles, audit),
    restoreArticle: new RestoreArticle(unitOfWork, articles, audit),
  };
}
