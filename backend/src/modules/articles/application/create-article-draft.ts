import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { Article, type ArticleDraft } from '../domain/article';
import { articleSlugBase, uniqueArticleSlug } from '../domain/article-slug';
import { ArticleSlugTakenError } from '../domain/articles.errors';
import { ArticleRepository } from './ports/article.repository';

/** How often a draft is saved again when another article took its slug at the same moment. */
const ATTEMPTS = 3;

/**
 * Stores a submitted guest article unpublished, under the first free slug of
 * its title (moderation's article submission; approving it publishes the
 * article). Joins the caller's transaction: each attempt is a savepoint of it,
 * so losing a slug race to a concurrent submission only retries the insert.
 */
@Injectable()
export class CreateArticleDraft {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly articles: ArticleRepository,
  ) {}

  async execute(draft: ArticleDraft): Promise<Article> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.unitOfWork.transaction(() => this.store(draft));
      } catch (error) {
        if (!(error instanceof ArticleSlugTakenError) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  private async store(draft: ArticleDraft): Promise<Article> {
    const title = draft.title.trim();
    const taken = await this.articles.slugsStartingWith(articleSlugBase(title));
    const article = Article.draft(draft, uniqueArticleSlug(title, taken));
    await this.articles.save(article);
    return article;
  }
}
