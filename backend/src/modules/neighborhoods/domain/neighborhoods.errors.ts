import { DomainError } from '../../../shared/errors';

export class NeighborhoodNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'neighborhood.not_found';

  constructor() {
    super('Neighborhood not found');
  }
}

/** Neighborhood names are unique (the page's address is the name). */
export class NeighborhoodNameTakenError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'neighborhood.name_taken';
  override readonly field = 'name';

  constructor() {
    super('A neighborhood with this name already exists');
  }
}

/** The lowest average tuition is above the highest. */
export class InvalidNeighborhoodTuitionError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'neighborhood.invalid_tuition_range';
  override readonly field = 'averageTuitionMax';

  constructor() {
    super('Average tuition minimum cannot be greater than the maximum');
  }
}
