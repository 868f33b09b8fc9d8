import { DomainError } from '../../../shared/errors';

export class ClaimNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'claims.not_found';
  constructor() {
    super('Claim request not found');
  }
}

/** A claim is decided once: a second approval or rejection (or a race lost to another admin) answers 409. */
export class ClaimAlreadyDecidedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'claims.already_decided';
  constructor(status: 'approved' | 'rejected') {
    super(`This claim request has already been ${status}`);
  }
}

/**
 * docs/product.md "Claims": the school already has an active owner, so approving
 * adds the claimant as a co-owner; the admin must say so explicitly
 * (`confirmCoOwner: true`, the 'Add as co-owner' button).
 */
export class ClaimCoOwnerConfirmationRequiredError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'claims.co_owner_confirmation_required';
  constructor(schoolName: string, owners: string[]) {
    super(
      `${schoolName} already has ${owners.length === 1 ? 'an owner' : 'owners'}: ${owners.join(', ')}. ` +
        "Approving adds the claimant as a co-owner: confirm with 'Add as co-owner', or reject the claim.",
    );
  }
}

export class ClaimPaymentPendingError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'claims.payment_pending';
  constructor() {
    super('The claim cannot be approved until its payment is completed');
  }
}

/** A claim recorded without payment (its school already paid) linked to a school that does not pay. */
export class ClaimSchoolNotPayingError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'claims.school_not_paying';
  constructor(schoolName: string) {
    super(
      `This claim was recorded without payment because the school it names already pays, but ${schoolName} has no active premium subscription. Approve it for the school that pays, or reject it.`,
    );
  }
}

export class ClaimPaymentAlreadyCompletedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'claims.payment_already_completed';
  constructor() {
    super('The payment for this claim is already completed');
  }
}

export class ClaimSchoolRequiredError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'claims.school_required';
  constructor() {
    super('Choose an existing school or enter the details of a new one');
  }
}
