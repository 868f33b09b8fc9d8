import { DomainError } from '../../../shared/errors';

/** A caller queued a mail the mail module cannot send: a bug in the caller, not user input. */
export class InvalidMailError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'mail.invalid';
  constructor(problem: string) {
    super(`Invalid mail: ${problem}`);
  }
}

/** The queue (Redis) did not answer while a failed mail was being reopened: nothing changed; try again. */
export class MailQueueUnavailableError extends DomainError {
  readonly kind = 'unavailable' as const;
  readonly code = 'mail.queue_unavailable';
  constructor() {
    super('The mail queue is not reachable right now. Please try again in a minute.');
  }
}
