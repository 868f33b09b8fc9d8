import { ApiProperty } from '@nestjs/swagger';
import type { ClaimRow } from '../../infrastructure/claim-reads';

export class ClaimCheckoutResponse {
  @ApiProperty({ description: "The payment provider's hosted checkout (or the sandbox's TEST MODE page)" })
  checkoutUrl: string;
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

  @ApiProperty({ enum: ['pending', 'approved'] })
  status: 'pending' | 'approved';

  @ApiProperty({ enum: ['pending', 'completed'] })
  paymentStatus: 'pending' | 'completed';

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
