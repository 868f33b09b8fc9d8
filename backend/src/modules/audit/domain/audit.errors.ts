import { DomainError } from '../../../shared/errors';

/** An audit entry id that names no entry (an admin's revert of an entry that does not exist). */
export class AuditEntryNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'audit.entry_not_found';
  constructor() {
    super('Audit entry not found');
  }
}
