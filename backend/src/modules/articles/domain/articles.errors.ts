import { DomainError } from '../../../shared/errors';

export class ArticleNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'article.not_found';

  constructor() {
    super('Article not found');
  }
}
