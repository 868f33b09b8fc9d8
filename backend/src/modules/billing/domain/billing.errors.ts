import { DomainError } from '../../../shared/errors';

export class PlanNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'billing.plan_not_found';
  constructor() {
    super('Subscription plan not found');
  }
}

export class SubscriptionNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'billing.subscription_not_found';
  constructor() {
    super('No active subscription found for this school');
  }
}

/**
 * One subscription per school (docs/product.md "Claims"): a school with a live
 * subscription is not sold another one; the text says where to manage it.
 */
export class SubscriptionAlreadyActiveError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'billing.subscription_already_active';
  constructor() {
    super('This school already has an active premium listing. Manage it from the billing page.');
  }
}

export class SubscriptionNotCancellableError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'billing.subscription_not_cancellable';
  constructor() {
    super('This subscription is already set to end at the close of the current period');
  }
}

export class SubscriptionNotResumableError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'billing.subscription_not_resumable';
  constructor() {
    super('This subscription is not set to end, so there is nothing to resume');
  }
}

/** The webhook body does not carry a valid signature of our webhook secret. */
export class InvalidWebhookSignatureError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'billing.invalid_webhook_signature';
  constructor() {
    super('Invalid webhook signature');
  }
}

/** The payment provider could not be reached or refused the call; nothing was charged. */
export class PaymentProviderUnavailableError extends DomainError {
  readonly kind = 'unavailable' as const;
  readonly code = 'billing.provider_unavailable';
  constructor() {
    super('The payment service is temporarily unavailable. Please try again in a few minutes.');
  }
}
