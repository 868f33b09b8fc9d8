import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AppConfig } from '../../../config';
import { AuditTrail } from '../../audit';
import { AttachSubscriptionToSchool, OneSubscriptionPerSchool, RefundPayment } from '../../billing';
import { CreateSchool, SchoolLookup, SchoolNotFoundError, type School } from '../../directory';
import { IssueSetPasswordLink, ProvisionSchoolOwner, SchoolOwnership, type SchoolOwnerContact } from '../../identity';
import { MailOutbox } from '../../mail';
import type { ClaimRequest } from '../domain/claim-request';
import {
  ClaimAlreadyDecidedError,
  ClaimCoOwnerConfirmationRequiredError,
  ClaimNotFoundError,
  ClaimPaymentPendingError,
  ClaimSchoolNotPayingError,
  ClaimSchoolRequiredError,
} from '../domain/claims.errors';
import { ownerName } from './claim-conflicts';
import { ClaimRepository } from './ports/claim.repository';

/** The minimum a new directory listing needs when the admin creates the school from the claim. */
export interface NewSchoolFromClaim {
  name?: string;
  address: string;
  city: string;
  zipCode: string;
  grades: string;
  schoolType: string;
  phone?: string;
  email?: string;
  website?: string;
}

export interface ApproveClaimInput {
  claimId: number;
  reviewerId: string;
  /** An existing school the claim is for... */
  schoolId?: number;
  /** ...or a new listing made from the claim. */
  createSchool?: NewSchoolFromClaim;
  notes?: string;
  /** The admin confirmed 'Add as co-owner' for a school that already has an owner. */
  confirmCoOwner?: boolean;
}

export interface ApprovedClaim {
  claim: ClaimRequest;
  userId: string;
  userCreated: boolean;
}

/**
 * Claim approval (docs/product.md "Claims"), in one transaction: only a paid,
 * undecided claim; find or create the account by e-mail (school_admin); link
 * the school the admin chose, or create it from the claim; mark the claim
 * approved with reviewer and time; hand the claim's subscription to the school;
 * queue the 'claim approved' e-mail with a one-time set-password link; audit.
 *
 * A school that already has an active owner is approved only with the admin's
 * explicit 'Add as co-owner' (`confirmCoOwner`), and its current owners are
 * told by e-mail. A school that already pays keeps its one subscription: the
 * claim's payment is refunded instead of attached (one subscription per school).
 * A claim recorded without payment (its school already paid) is approved only
 * for a school that still has a live subscription: it brought no payment of
 * its own, so it may not make a listing premium for free.
 *
 * The claim row is locked first: a second approval running at the same time
 * waits, then finds the claim approved and answers 409, so two clicks (or two
 * admins) create exactly one account and send exactly one link.
 */
@Injectable()
export class ApproveClaim {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly claims: ClaimRepository,
    private readonly schools: SchoolLookup,
    private readonly createSchool: CreateSchool,
    private readonly provisionOwner: ProvisionSchoolOwner,
    private readonly setPasswordLink: IssueSetPasswordLink,
    private readonly attachSubscription: AttachSubscriptionToSchool,
    private readonly refunds: RefundPayment,
    private readonly oneSubscription: OneSubscriptionPerSchool,
    private readonly ownership: SchoolOwnership,
    private readonly mail: MailOutbox,
    private readonly audit: AuditTrail,
    private readonly config: AppConfig,
  ) {}

  async execute(input: ApproveClaimInput, now = new Date()): Promise<ApprovedClaim> {
    if (input.schoolId === undefined && !input.createSchool) throw new ClaimSchoolRequiredError();
    return this.unitOfWork.transaction(async () => {
      const claim = await this.claims.findByIdForUpdate(input.claimId);
      if (!claim) throw new ClaimNotFoundError();
      if (claim.isApproved()) throw new ClaimAlreadyDecidedError('approved');
      if (claim.isRejected()) throw new ClaimAlreadyDecidedError('rejected');
      if (!claim.isReadyForReview()) throw new ClaimPaymentPendingError();

      const school =
        input.schoolId !== undefined
          ? await this.schools.byId(input.schoolId)
          : await this.createSchoolFrom(claim, input.createSchool!);
      if (!school) throw new SchoolNotFoundError();
      if (claim.needsNoPayment() && !(await this.oneSubscription.hasLive(school.id)))
        throw new ClaimSchoolNotPayingError(school.name);

      const currentOwners = (await this.ownership.activeOwners(school.id)).filter(
        (owner) => owner.email !== claim.email,
      );
      if (currentOwners.length && !input.confirmCoOwner) {
        throw new ClaimCoOwnerConfirmationRequiredError(
          school.name,
          currentOwners.map((owner) => `${ownerName(owner)} (${owner.email})`),
        );
      }

      const owner = await this.provisionOwner.execute(
        { email: claim.email, firstName: claim.firstName, lastName: claim.lastName, schoolId: school.id },
        now,
      );
      const before = { status: claim.status, schoolId: claim.schoolId, userId: claim.userId };
      claim.approve({
        reviewerId: input.reviewerId,
        userId: owner.userId,
        schoolId: school.id,
        notes: input.notes,
        at: now,
      });

      const attached = claim.stripeSubscriptionId
        ? await this.attachSubscription.execute({
            stripeSubscriptionId: claim.stripeSubscriptionId,
            schoolId: school.id,
            userId: owner.userId,
          })
        : null;
      if (attached === 'school_already_subscribed') {
        const refund = await this.refunds.execute({
          subscriptionId: claim.stripeSubscriptionId!,
          idempotencyKey: `claim:${claim.id}:refund`,
          metadata: { claimId: String(claim.id) },
        });
        if (refund.refundId) claim.recordRefund({ refundId: refund.refundId, amount: refund.amountRefunded }, now);
      }
      await this.claims.save(claim);

      const link = await this.setPasswordLink.execute(owner.userId, now);
      await this.mail.queue({
        template: 'claim-approved',
        to: claim.email,
        data: {
          firstName: claim.firstName,
          schoolName: school.name,
          setPasswordUrl: link.url,
          expiresInHours: link.expiresInHours,
          ...(claim.refundAmount ? { refundedCents: claim.refundAmount } : {}),
        },
        key: `claim-approved:${claim.id}`,
      });
      await this.tellCurrentOwners(claim, school, currentOwners);
      await this.audit.record({
        actorId: input.reviewerId,
        action: 'claim.approve',
        targetType: 'school_claim_request',
        targetId: String(claim.id),
        before,
        after: {
          status: claim.status,
          schoolId: school.id,
          schoolCreated: input.schoolId === undefined,
          userId: owner.userId,
          userCreated: owner.created,
          ...(currentOwners.length ? { addedAsCoOwnerBeside: currentOwners.map((o) => o.userId) } : {}),
          ...(claim.refundId ? { refundId: claim.refundId, refundAmount: claim.refundAmount } : {}),
        },
      });
      return { claim, userId: owner.userId, userCreated: owner.created };
    });
  }

  /** docs/product.md "Claims": the current owners are told by e-mail when a co-owner is added. */
  private async tellCurrentOwners(claim: ClaimRequest, school: School, owners: SchoolOwnerContact[]): Promise<void> {
    for (const owner of owners) {
      await this.mail.queue({
        template: 'co-owner-added',
        to: owner.email,
        data: {
          ...(owner.firstName ? { firstName: owner.firstName } : {}),
          schoolName: school.name,
          coOwnerName: `${claim.firstName} ${claim.lastName}`,
          coOwnerEmail: claim.email,
          contactUrl: `${this.config.publicUrl}/contact`,
        },
        key: `co-owner-added:${claim.id}:${owner.userId}`,
      });
    }
  }

  private createSchoolFrom(claim: ClaimRequest, details: NewSchoolFromClaim): Promise<School> {
    return this.createSchool.execute({
      name: details.name?.trim() || claim.schoolName,
      address: details.address,
      city: details.city,
      zipCode: details.zipCode,
      grades: details.grades,
      schoolType: details.schoolType,
      phone: details.phone ?? null,
      email: details.email ?? null,
      website: details.website ?? null,
    });
  }
}
