import { DomainError } from '../../../shared/errors';

/** A caller queued a mail the mail module cannot send: a bug in the caller, not user input. */
export class InvalidMailError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'mail.invalid';
  constructor(problem: string) {
    super(`Invalid mail: ${problem}`);
  }
}
