import { DomainError } from '../../../shared/errors';

/** The edit form's body names a different school than the address it was sent to. */
export class SchoolIdMismatchError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'portal.school_id_mismatch';
  constructor() {
    super('The school id does not match the address');
  }
}
