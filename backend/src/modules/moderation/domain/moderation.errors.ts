import { DomainError } from '../../../shared/errors';

export class ChangeNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'moderation.change_not_found';
  constructor() {
    super('Pending change not found');
  }
}

/** A change is decided once; a second approve/reject (also a concurrent one) lands here. */
export class ChangeAlreadyDecidedError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'moderation.change_already_decided';
  constructor(status: string) {
    super(`This change has already been ${status}.`);
  }
}

export class RejectionNotesRequiredError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'moderation.rejection_notes_required';
  constructor() {
    super('Notes are required to reject a change');
  }
}

export class NothingToSubmitError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'moderation.nothing_changed';
  constructor() {
    super('No changes to submit: every field matches the live profile.');
  }
}

/** The target of an approved change disappeared between submission and review. */
export class ChangeTargetMissingError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'moderation.change_target_missing';
  constructor(target: string) {
    super(`The ${target} this change applies to no longer exists.`);
  }
}

/** Only an approved change can be marked reverted. */
export class ChangeNotApprovedError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'moderation.change_not_approved';
  constructor() {
    super('Only an approved change can be reverted.');
  }
}
