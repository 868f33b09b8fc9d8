import { DomainError } from '../../../shared/errors';

export class SchoolNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'admin.school_not_found';
  constructor() {
    super('School not found');
  }
}

export class ArticleNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'admin.article_not_found';
  constructor() {
    super('Article not found');
  }
}
