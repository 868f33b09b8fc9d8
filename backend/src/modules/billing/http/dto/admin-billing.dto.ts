import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IntBetween, QueryInt, QueryText } from '../../../../shared/http';
import { CONSOLE_STATUSES, type BillingSummary, type ConsoleStatus } from '../../domain/billing-console';
import type { ConsoleComp, ConsoleSubscriptionRow } from '../../infrastructure/billing-console-reads';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const REASON_MESSAGE = 'Give a reason (up to 500 characters)';

/** The console's filters, shared by the list and its CSV. */
export class ConsoleSubscriptionsQuery {
  @ApiPropertyOptional({ enum: CONSOLE_STATUSES, enumName: 'ConsoleSubscriptionStatus' })
  @IsOptional()
  @QueryText()
  @IsIn(CONSOLE_STATUSES, { message: 'status must be one of: ' + CONSOLE_STATUSES.join(', ') })
  status?: ConsoleStatus;

  @ApiPropertyOptional({ description: 'A subscription plan id' })
  @IsOptional()
  @QueryInt()
  @IntBetween(1, 2_147_483_647, { message: 'planId must be a plan id' })
  planId?: number;
}

export class ConsoleSubscriptionResponse {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true }) schoolId: number | null;
  @ApiProperty({ type: String, nullable: true }) schoolName: string | null;
  @ApiProperty({ type: String, nullable: true }) ownerEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) planName: string | null;
  @ApiProperty({ enum: ['monthly', 'yearly'], nullable: true }) interval: 'monthly' | 'yearly' | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Cents per interval' }) price: number | null;
  @ApiProperty({ enum: CONSOLE_STATUSES, enumName: 'ConsoleSubscriptionStatus' }) status: ConsoleStatus;
  @ApiProperty({ description: "The provider's status (active, past_due, unpaid, canceled…)" }) providerStatus: string;
  @ApiProperty({ type: String, nullable: true }) providerSubscriptionId: string | null;
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextChargeAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastPaymentAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Cents' }) lastPaymentCents: number | null;

  static from(row: ConsoleSubscriptionRow): ConsoleSubscriptionResponse {
    return {
      ...row,
      startedAt: row.startedAt.toISOString(),
      nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
      lastPaymentAt: row.lastPaymentAt?.toISOString() ?? null,
    };
  }
}

export class BillingSummaryResponse {
  @ApiProperty({ description: 'Monthly recurring revenue, cents (a yearly plan counts a twelfth)' }) mrrCents: number;
  @ApiProperty({ description: 'MRR now minus MRR 30 days ago, cents' }) mrrChange30dCents: number;
  @ApiProperty({ description: 'Subscriptions past due: a failed payment the provider is retrying' })
  failedPaymentsWaiting: number;
  @ApiProperty({ description: 'Subscriptions that ended since the 1st (Las Vegas time)' })
  cancellationsThisMonth: number;
  @ApiProperty({ description: 'Subscriptions set to end at the close of their period' }) cancellingNow: number;

  static from(summary: BillingSummary): BillingSummaryResponse {
    return { ...summary };
  }
}

export class ConsoleCompResponse {
  @ApiProperty() id: number;
  @ApiProperty() schoolId: number;
  @ApiProperty({ type: String, nullable: true }) schoolName: string | null;
  @ApiProperty() reason: string;
  @ApiProperty({ example: '2027-06-30', description: 'Last day of premium (Las Vegas time), included' }) endsOn: string;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) revokeReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static from(comp: ConsoleComp): ConsoleCompResponse {
    return {
      ...comp,
      revokedAt: comp.revokedAt?.toISOString() ?? null,
      createdAt: comp.createdAt.toISOString(),
    };
  }
}

export class GrantCompRequest {
  @ApiProperty()
  @IntBetween(1, 2_147_483_647, { message: 'Choose a school from the directory.' })
  schoolId: number;

  @ApiProperty({ maxLength: 500 })
  @IsString({ message: REASON_MESSAGE })
  @Matches(/\S/, { message: REASON_MESSAGE })
  @MaxLength(500, { message: REASON_MESSAGE })
  reason: string;

  @ApiProperty({ example: '2027-06-30', description: 'Last day of premium (Las Vegas time), included' })
  @IsString({ message: 'endsOn must be a date (YYYY-MM-DD)' })
  @Matches(DAY, { message: 'endsOn must be a date (YYYY-MM-DD)' })
  endsOn: string;
}

export class ExtendCompRequest {
  @ApiProperty({ example: '2027-12-31', description: 'The new last day (Las Vegas time), included' })
  @IsString({ message: 'endsOn must be a date (YYYY-MM-DD)' })
  @Matches(DAY, { message: 'endsOn must be a date (YYYY-MM-DD)' })
  endsOn: string;
}

export class RevokeCompRequest {
  @ApiProperty({ maxLength: 500 })
  @IsString({ message: REASON_MESSAGE })
  @Matches(/\S/, { message: REASON_MESSAGE })
  @MaxLength(500, { message: REASON_MESSAGE })
  reason: string;
}

export class RefundLastPaymentRequest {
  @ApiPropertyOptional({ description: 'Cents to give back; without it, all that is left of the last payment' })
  @IsOptional()
  @IntBetween(1, 100_000_000, { message: 'amountCents must be a whole number of cents, at least 1' })
  amountCents?: number;

  @ApiProperty({ maxLength: 500 })
  @IsString({ message: REASON_MESSAGE })
  @MinLength(1, { message: REASON_MESSAGE })
  @Matches(/\S/, { message: REASON_MESSAGE })
  @MaxLength(500, { message: REASON_MESSAGE })
  reason: string;
}

export class IssuedRefundResponse {
  @ApiProperty() refundId: string;
  @ApiProperty() invoiceId: string;
  @ApiProperty({ description: 'Cents given back' }) amountCents: number;
}
