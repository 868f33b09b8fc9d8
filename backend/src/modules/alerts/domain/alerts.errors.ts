import { DomainError } from '../../../shared/errors';

/** A confirm, unsubscribe or manage link that is malformed, forged, or of another kind. */
export class InvalidAlertLinkError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'alerts.invalid_link';
  override readonly field = 'token';
  constructor() {
    super('This link is not valid. Please use the link from your most recent e-mail.');
  }
}

/** The alert was deleted (unsubscribed, expired unconfirmed, or removed on the manage page). */
export class AlertNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'alerts.not_found';
  constructor() {
    super('This alert no longer exists. It may have been removed, or it expired before it was confirmed.');
  }
}

/** 'Keep this alert' on an alert not confirmed yet: confirming it is the way to keep it. */
export class AlertNotConfirmedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'alerts.not_confirmed';
  constructor() {
    super('Please confirm this alert first, with the link in the confirmation e-mail.');
  }
}
