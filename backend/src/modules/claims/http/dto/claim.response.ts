import { ApiProperty } from '@nestjs/swagger';
import type { ClaimConflict } from '../../application/claim-conflicts';
import { CLAIM_PAYMENT_STATUSES, type ClaimPaymentStatus } from '../../domain/claim-request';
import type { CheckoutPaymentState, ClaimRow } from '../../infrastructure/claim-reads';

export class ClaimCheckoutResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The payment provider's hosted checkout (or the sandbox's TEST MODE page); null: the claim is recorded without payment and waits for the team's review",
  })
  checkoutUrl: string | null;
}

export class ClaimCheckoutStatusResponse {
  @ApiProperty({
    enum: ['paid', 'pending', 'unknown'],
    description:
      "paid: the provider's verified webhook recorded the payment; pending: not yet; unknown: no claim has this checkout",
  })
  status: CheckoutPaymentState;
}

export class ConflictingOwnerResponse {
  @ApiProperty({ example: 'Olivia Owens' })
  name: string;

  @ApiProperty({ example: 'owner@example.com' })
  email: string;
}

/** The school's current owners, shown to admins only (the public claim form never says who owns a school). */
export class ClaimConflictResponse {
  @ApiProperty()
  schoolId: number;

  @ApiProperty()
  schoolName: string;

  @ApiProperty({ type: [ConflictingOwnerResponse] })
  owners: ConflictingOwnerResponse[];

  static from(conflict: ClaimConflict | null): ClaimConflictResponse | null {
    if (!conflict) return null;
    return {
      schoolId: conflict.schoolId,
      schoolName: conflict.schoolName,
      owners: conflict.owners.map((o) => ({ ...o })),
    };
  }
}

export class ClaimConflictCheckResponse {
  @ApiProperty({ type: ClaimConflictResponse, nullable: true, description: 'null: nobody else owns that school' })
  conflict: ClaimConflictResponse | null;
}

/** The one listing whose name is the claim's school name: the admin's picker starts on it, chosen. */
export class ClaimNamedSchoolResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Meadows School' })
  name: string;

  @ApiProperty({ example: '8601 Scholar Ln, Las Vegas, 89128', description: 'Address, city and ZIP code' })
  location: string;
}

/** A claim request as the admin Claims tab shows it. */
export class ClaimRequestResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  schoolName: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  phone: string;

  @ApiProperty()
  position: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: String, nullable: true, example: 'Yearly' })
  planName: string | null;

  @ApiProperty({ type: String, nullable: true, enum: ['monthly', 'yearly'] })
  planInterval: string | null;

  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] })
  status: 'pending' | 'approved' | 'rejected';

  @ApiProperty({
    enum: CLAIM_PAYMENT_STATUSES,
    description: 'not_required: the school the claim names already pays, so the claim was recorded without a checkout',
  })
  paymentStatus: ClaimPaymentStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['provider', 'manual'],
    description: 'provider: a verified payment webhook; manual: marked by an admin',
  })
  paymentSource: 'provider' | 'manual' | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paymentCompletedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  userId: string | null;

  @ApiProperty({ type: Number, nullable: true })
  schoolId: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Name of the linked school once approved' })
  linkedSchoolName: string | null;

  @ApiProperty({ type: String, nullable: true })
  adminNotes: string | null;

  @ApiProperty({ type: String, nullable: true })
  reviewedBy: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  reviewedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The payment provider's refund of this claim's payment" })
  refundId: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Cents refunded' })
  refundedAmount: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  refundedAt: string | null;

  @ApiProperty({
    type: ClaimConflictResponse,
    nullable: true,
    description: 'A pending claim for a school that already has an active owner: who owns it',
  })
  conflict: ClaimConflictResponse | null;

  @ApiProperty({
    type: ClaimNamedSchoolResponse,
    nullable: true,
    description: "A pending claim: the one directory listing of the claim's school name (null: none, or several)",
  })
  namedSchool: ClaimNamedSchoolResponse | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  static from(row: ClaimRow): ClaimRequestResponse {
    const { claim } = row;
    return {
      id: claim.id,
      schoolName: claim.schoolName,
      firstName: claim.firstName,
      lastName: claim.lastName,
      email: claim.email,
      phone: claim.phone,
      position: claim.position,
      message: claim.message,
      planName: row.planName,
      planInterval: row.planInterval,
      status: claim.status,
      paymentStatus: claim.paymentStatus,
      paymentSource: claim.paymentSource,
      paymentCompletedAt: claim.paymentCompletedAt?.toISOString() ?? null,
      userId: claim.userId,
      schoolId: claim.schoolId,
      linkedSchoolName: row.linkedSchoolName,
      adminNotes: claim.adminNotes,
      reviewedBy: claim.reviewedBy,
      reviewedAt: claim.reviewedAt?.toISOString() ?? null,
      refundId: claim.refundId,
      refundedAmount: claim.refundAmount,
      refundedAt: claim.refundedAt?.toISOString() ?? null,
      conflict: ClaimConflictResponse.from(row.conflict),
      namedSchool: row.namedSchool ? { ...row.namedSchool } : null,
      createdAt: claim.createdAt.toISOString(),
    };
  }
}

export class ClaimRequestListResponse {
  @ApiProperty({ type: [ClaimRequestResponse] })
  claims: ClaimRequestResponse[];

  @ApiProperty()
  total: number;
}

export class ClaimApprovedResponse {
  @ApiProperty({ example: 'User account created and school access granted.' })
  message: string;

  @ApiProperty({ type: ClaimRequestResponse })
  claim: ClaimRequestResponse;
}

export class ClaimRejectedResponse {
  @ApiProperty({
    example: 'Claim rejected. The claimant was e-mailed your notes and their payment of $995.00 was refunded.',
  })
  message: string;

  @ApiProperty({ type: ClaimRequestResponse })
  claim: ClaimRequestResponse;
}
