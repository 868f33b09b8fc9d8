import { DomainError } from '../../../shared/errors';

/** The one "no such article" error, for the public page and the admin's calls alike. */
export class ArticleNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'article.not_found';

  constructor() {
    super('Article not found');
  }
}

/** Two articles given the same title at the same moment: the unique slug index decides (the loser tries again). */
export class ArticleSlugTakenError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'article.slug_taken';

  constructor() {
    super('Another article was just saved with this title. Please try again.');
  }
}

/** The publish switch asked to publish an archived article: restore it first. */
export class ArticleArchivedError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'article.archived';

  constructor() {
    super('This article is archived. Restore it before publishing it.');
  }
}
