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

export class CompEndsInPastError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'billing.comp_ends_in_past';
  override readonly field = 'endsOn';
  constructor() {
    super('The end date must be after today.');
  }
}

export class CompEndNotLaterError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'billing.comp_end_not_later';
  override readonly field = 'endsOn';
  constructor() {
    super('The new end date must be later than the current one.');
  }
}

export class CompNotActiveError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'billing.comp_not_active';
  constructor() {
    super('This complimentary premium has already ended or been revoked.');
  }
}

export class CompNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'billing.comp_not_found';
  constructor() {
    super('Complimentary premium not found');
  }
}

/** A second comp while one runs would leave two end dates: extend the running one instead. */
export class CompAlreadyActiveError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'billing.comp_already_active';
  constructor() {
    super('This school already has complimentary premium. Extend it instead.');
  }
}

export class NothingToRefundError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'billing.nothing_to_refund';
  constructor() {
    super('This subscription has no payment left to refund.');
  }
}

export class RefundTooLargeError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'billing.refund_too_large';
  override readonly field = 'amountCents';
  constructor(refundableCents: number) {
    super(`The refund can be at most $${(refundableCents / 100).toFixed(2)}, what is left of the last payment.`);
  }
}

export class CompSchoolNotFoundError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'billing.comp_school_not_found';
  override readonly field = 'schoolId';
  constructor() {
    super('Choose a school from the directory.');
  }
}

/** A switch to the plan the subscription already has. */
export class SamePlanError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'billing.same_plan';
  constructor() {
    super('This subscription is already on that plan.');
  }
}

/** Only a subscription in good standing switches plans: a retrying payment or a scheduled end comes first. */
export class PlanChangeNotAllowedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'billing.plan_change_not_allowed';
  constructor(reason: 'past_due' | 'ending') {
    super(
      reason === 'past_due'
        ? 'Update the card and settle the failed payment before switching plans.'
        : 'This subscription is set to end. Keep premium first, then switch plans.',
    );
  }
}

/** The provider declined the card for the switch's prorated charge; the plan is unchanged. */
export class PlanChangeDeclinedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'billing.plan_change_declined';
  constructor() {
    super('The card on file was declined, so the plan was not changed. Update the card from Manage Billing.');
  }
}

/** The preview the school saw is too old to honour: it asks to look again. */
export class PlanChangePreviewExpiredError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'billing.plan_change_preview_expired';
  override readonly field = 'prorationDate';
  constructor() {
    super('The price shown has expired. Review the switch again.');
  }
}
