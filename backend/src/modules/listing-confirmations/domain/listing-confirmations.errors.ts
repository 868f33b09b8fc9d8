import { DomainError } from '../../../shared/errors';

export class InvalidListingLinkError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'listing_confirmations.invalid_link';
  override readonly field = 'token';
  constructor() {
    super('This link is not valid. Please use the link from your reminder e-mail.');
  }
}

export class ExpiredListingLinkError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'listing_confirmations.expired_link';
  override readonly field = 'token';
  constructor() {
    super('This link has expired. Sign in to your school dashboard to confirm your listing.');
  }
}

/** The link's owner no longer manages the school (link deactivated, account disabled). */
export class ListingLinkOwnerGoneError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'listing_confirmations.not_owner';
  constructor() {
    super('You no longer manage this school, so this link cannot confirm its listing.');
  }
}

export class ListingSchoolNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'listing_confirmations.school_not_found';
  constructor() {
    super('School not found');
  }
}
