import { DomainError } from '../../../shared/errors';

/** The one "no such school" error, for public pages, admin and owner calls and claim approval alike. */
export class SchoolNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'school.not_found';

  constructor() {
    super('School not found');
  }
}

/** Two schools renamed to the same name at the same moment: the unique slug index decides. */
export class SchoolNameTakenError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'school.name_taken';
  constructor() {
    super('Another school was just saved with this name. Please try again.');
  }
}

export class InvalidTuitionRangeError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'school.invalid_tuition_range';
  constructor() {
    super('Minimum tuition cannot be greater than maximum tuition');
  }
}

/** The edit form's body names a different school than the address it was sent to. */
export class SchoolIdMismatchError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'school.id_mismatch';
  constructor() {
    super('The school id does not match the address');
  }
}

/** The Live switch (or an edit) asked to publish an archived school: restore it first. */
export class SchoolArchivedError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'school.archived';
  constructor() {
    super('This school is archived. Restore it before making it live.');
  }
}

/** The neighborhood picked for a school does not exist. */
export class UnknownNeighborhoodError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'school.unknown_neighborhood';
  override readonly field = 'neighborhoodId';
  constructor() {
    super('Please choose a neighborhood from the list');
  }
}

/** A catalogue file that cannot be read at all (not CSV, no header, a required column missing). */
export class CatalogueFileError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'catalogue.invalid_file';
  override readonly field = 'file';
  constructor(message: string) {
    super(message);
  }
}

/** A revert asked of an audit entry that records no school profile change (an account change, a status switch…). */
export class ChangeNotRevertibleError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'school.change_not_revertible';
  constructor() {
    super('Only an applied school profile change can be reverted.');
  }
}

/** A change is reverted once; a second revert (also a concurrent one) lands here. */
export class ChangeAlreadyRevertedError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'school.change_already_reverted';
  constructor(revertEntryId: number) {
    super(`This change has already been reverted (entry #${revertEntryId}).`);
  }
}

/** Every field the change set was changed again since: a later edit wins, so there is nothing left to revert. */
export class NothingToRevertError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'school.nothing_to_revert';
  constructor(fields: string[]) {
    super(`Nothing to revert: every field of this change has been changed again since (${fields.join(', ')}).`);
  }
}
