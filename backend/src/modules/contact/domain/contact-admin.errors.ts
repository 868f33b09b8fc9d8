import { DomainError } from '../../../shared/errors';

export class ContactMessageNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'contact.message_not_found';
  constructor() {
    super('Contact message not found');
  }
}

/** Retry asked for a message none of whose mails has failed (sent, still trying, or already retried). */
export class NoFailedMailError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'contact.no_failed_mail';
  constructor() {
    super('No failed mail to retry for this message');
  }
}

/** The assignee must be an active admin. */
export class ContactAssigneeNotAdminError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'contact.assignee_not_admin';
  override readonly field = 'assigneeId';
  constructor() {
    super('Please choose an active admin');
  }
}
