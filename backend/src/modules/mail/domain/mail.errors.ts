import { DomainError } from '../../../shared/errors';

/** A caller queued a mail the mail module cannot send: a bug in the caller, not user input. */
export class InvalidMailError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'mail.invalid';
  constructor(problem: string) {
    super(`Invalid mail: ${problem}`);
  }
}

/** Another job holds this mail's row right now; the job is retried later and then sees it sent. */
export class MailBusyError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'mail.busy';
  constructor(outboxId: string) {
    super(`Mail ${outboxId} is being sent by another job`);
  }
}
