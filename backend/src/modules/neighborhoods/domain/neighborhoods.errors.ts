import { DomainError } from '../../../shared/errors';

export class NeighborhoodNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'neighborhood.not_found';

  constructor() {
    super('Neighborhood not found');
  }
}
