import { DomainError } from '../../../shared/errors';

export class CorrectionSchoolNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'corrections.school_not_found';
  constructor() {
    super('School not found');
  }
}

export class CorrectionNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'corrections.not_found';
  constructor() {
    super('Correction not found');
  }
}

/** The suggested value is not a value of the chosen field: nothing is stored. */
export class InvalidSuggestedValueError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'corrections.invalid_value';
  override readonly field = 'value';
}

export class CorrectionAlreadyDecidedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'corrections.already_decided';
  constructor() {
    super('This correction was already decided.');
  }
}

/**
 * The owner edit rule (directory's `splitOwnerEdit`): fields that identify the school wait for the directory
 * team, so an owner cannot accept a correction to one of them; an admin can.
 */
export class CorrectionNeedsAdminError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'corrections.needs_admin';
  constructor(label: string) {
    super(`${label} is checked by the directory team: an admin decides this correction.`);
  }
}
