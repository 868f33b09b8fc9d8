import { DomainError } from '../../../shared/errors';

export class OpenHouseNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'open_houses.not_found';
  constructor() {
    super('Open house not found');
  }
}

export class RsvpNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'open_houses.rsvp_not_found';
  constructor() {
    super('RSVP not found');
  }
}

/** Only premium schools list open houses (issue 20). */
export class OpenHousesNeedPremiumError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'open_houses.premium_required';
  constructor() {
    super('Open houses are a premium feature. Upgrade your listing to create them.');
  }
}

export class OpenHouseFullError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'open_houses.full';
  constructor() {
    super('This open house is full');
  }
}

export class OpenHouseClosedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'open_houses.closed';
  constructor(message = 'This open house is no longer taking RSVPs') {
    super(message);
  }
}

export class AlreadyRsvpedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'open_houses.already_rsvped';
  constructor() {
    super('This e-mail address already has an RSVP for this open house');
  }
}

export class InvalidOpenHouseError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'open_houses.invalid';
}

export class OpenHouseCancelledError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'open_houses.cancelled';
  constructor() {
    super('This open house was cancelled');
  }
}

export class InvalidRsvpTokenError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'open_houses.invalid_token';
  constructor() {
    super('This link is not valid. Please use the link from your confirmation e-mail.');
  }
}
