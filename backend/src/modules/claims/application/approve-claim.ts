import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { AttachSubscriptionToSchool } from '../../billing';
import { AssignSchoolSlug, School } from '../../directory';
import { IssueSetPasswordLink, ProvisionSchoolOwner } from '../../identity';
import { MailOutbox } from '../../mail';
import { AuditTrail } from '../../moderation';
import { ClaimRequest } from '../domain/claim-request';
import {
  ClaimAlreadyDecidedError,
  ClaimNotFoundError,
  ClaimPaymentPendingError,
  ClaimSchoolNotFoundError,
  ClaimSchoolRequiredError,
} from '../domain/claims.errors';

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
}

export interface ApprovedClaim {
  claim: ClaimRequest;
  userId: string;
  userCreated: boolean;
}

/**
 * Claim approval (DECISIONS.md "Claims"), in one transaction: only a paid,
 * undecided claim; find or create the account by e-mail (school_admin); link
 * the school the admin chose, or create it from the claim; mark the claim
 * approved with reviewer and time; hand the claim's subscription to the school;
 * queue the 'claim approved' e-mail with a one-time set-password link; audit.
 *
 * The claim row is locked first: a second approval running at the same time
 * waits, then finds the claim approved and answers 409, so two clicks (or two
 * admins) create exactly one account and send exactly one link.
 */
@Injectable()
export class ApproveClaim {
  constructor(
    private readonly em: EntityManager,
    private readonly provisionOwner: ProvisionSchoolOwner,
    private readonly setPasswordLink: IssueSetPasswordLink,
    private readonly assignSlug: AssignSchoolSlug,
    private readonly attachSubscription: AttachSubscriptionToSchool,
    private readonly mail: MailOutbox,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: ApproveClaimInput, now = new Date()): Promise<ApprovedClaim> {
    if (input.schoolId === undefined && !input.createSchool) throw new ClaimSchoolRequiredError();
    return this.em.transactional(async (em) => {
      const claim = await em.findOne(ClaimRequest, { id: input.claimId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!claim) throw new ClaimNotFoundError();
      if (claim.isApproved()) throw new ClaimAlreadyDecidedError();
      if (!claim.isPaid()) throw new ClaimPaymentPendingError();

      const school =
        input.schoolId !== undefined
          ? await em.findOne(School, { id: input.schoolId })
          : await this.createSchool(em, claim, input.createSchool!);
      if (!school) throw new ClaimSchoolNotFoundError();

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
      await em.flush();

      if (claim.stripeSubscriptionId) {
        await this.attachSubscription.execute(em, {
          stripeSubscriptionId: claim.stripeSubscriptionId,
          schoolId: school.id,
          userId: owner.userId,
        });
      }

      const link = await this.setPasswordLink.execute(owner.userId, now);
      await this.mail.queue(em, {
        template: 'claim-approved',
        to: claim.email,
        data: {
          firstName: claim.firstName,
          schoolName: school.name,
          setPasswordUrl: link.url,
          expiresInHours: link.expiresInHours,
        },
        key: `claim-approved:${claim.id}`,
      });
      await this.audit.record(em, {
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
        },
      });
      return { claim, userId: owner.userId, userCreated: owner.created };
    });
  }

  private async createSchool(em: EntityManager, claim: ClaimRequest, details: NewSchoolFromClaim): Promise<School> {
    const school = School.create({
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
    await this.assignSlug.execute(school);
    em.persist(school);
    await em.flush();
    return school;
  }
}
