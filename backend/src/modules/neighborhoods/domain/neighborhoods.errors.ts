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

/** Schools still name the neighborhood: deleting it would drop them from it silently. */
export class NeighborhoodInUseError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'neighborhood.in_use';

  constructor(schools: number) {
    super(
      `${schools} ${schools === 1 ? 'school is' : 'schools are'} still in this neighborhood: move ${schools === 1 ? 'it' : 'them'} to another neighborhood first, or archive the neighborhood instead`,
    );
  }
}
