import { DomainError } from '../../../shared/errors';

/** A search whose centre, radius or order cannot be used (the message says what to change). */
export class InvalidSchoolSearchError extends DomainError {
  readonly kind = 'invalid';

  constructor(
    message: string,
    readonly code: string = 'school.search_invalid',
  ) {
    super(message);
  }
}
