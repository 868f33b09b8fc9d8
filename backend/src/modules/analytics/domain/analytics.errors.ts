import { DomainError } from '../../../shared/errors';

export class InvalidBeaconError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'analytics.invalid_beacon';
}
