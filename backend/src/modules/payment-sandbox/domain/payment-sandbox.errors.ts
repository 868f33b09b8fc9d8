import { DomainError } from '../../../shared/errors';

/** An unknown (or, for billing-portal sessions, expired) sandbox object: 404, as Stripe's pages answer. */
export class SandboxObjectNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'payment_sandbox.object_not_found';
  constructor(what: string) {
    super(`Test-mode ${what} not found`);
  }
}

export class SandboxCheckoutExpiredError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'payment_sandbox.checkout_expired';
  constructor() {
    super('This checkout has expired.');
  }
}

/** 'Complete' or 'Fail' pressed when no card asked for authentication (a stale tab, a replayed request). */
export class NoPaymentAwaitingAuthenticationError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'payment_sandbox.no_authentication_pending';
  constructor() {
    super('There is no payment waiting for authentication.');
  }
}

/** A card the portal cannot keep (declined, not a test card, or one that needs authentication on every charge). */
export class SandboxCardRefusedError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'payment_sandbox.card_refused';
  override readonly field = 'cardNumber';
  constructor(message: string) {
    super(message);
  }
}
