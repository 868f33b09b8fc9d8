import { DomainError } from '../../../shared/errors';

export class SchoolNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'school.not_found';

  constructor() {
    super('School not found');
  }
}
