import { ApiProperty } from '@nestjs/swagger';
import { IsDateString, IsInt, Min } from 'class-validator';
import type { BillingDetails, InvoiceSummary } from '../../application/ports/payment-gateway';
import type { PlanSwitchQuote } from '../../application/change-plan';

export class PlanChangeRequest {
  @ApiProperty()
  @IsInt({ message: 'Please select a school' })
  @Min(1, { message: 'Please select a school' })
  schoolId: number;

  @ApiProperty({ description: 'The plan to switch to' })
  @IsInt({ message: 'Please select a subscription plan' })
  @Min(1, { message: 'Please select a subscription plan' })
  planId: number;
}

export class ConfirmPlanChangeRequest extends PlanChangeRequest {
  @ApiProperty({
    format: 'date-time',
    description: "The preview's `prorationDate`: the switch is prorated for that instant, as shown",
  })
  @IsDateString({}, { message: 'Review the switch again.' })
  prorationDate: string;
}

export class PlanChangePreviewResponse {
  @ApiProperty()
  planId: number;
  @ApiProperty({ example: 'Premium Yearly' })
  planName: string;
  @ApiProperty({ enum: ['monthly', 'yearly'] })
  interval: 'monthly' | 'yearly';
  @ApiProperty({ description: 'Cents the new plan charges per period' })
  newPriceCents: number;
  @ApiProperty({ description: 'Cents charged now to the card on file' })
  amountDueNowCents: number;
  @ApiProperty({ description: 'Cents credited for the unused part of the current period' })
  unusedTimeCreditCents: number;
  @ApiProperty({ description: 'Cents of credit left for later invoices' })
  creditCarriedCents: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  nextChargeAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' })
  prorationDate: string;

  static from(quote: PlanSwitchQuote): PlanChangePreviewResponse {
    return {
      planId: quote.plan.id,
      planName: quote.plan.name,
      interval: quote.plan.interval,
      newPriceCents: quote.newPriceCents,
      amountDueNowCents: quote.amountDueNowCents,
      unusedTimeCreditCents: quote.unusedTimeCreditCents,
      creditCarriedCents: quote.creditCarriedCents,
      nextChargeAt: quote.nextChargeAt?.toISOString() ?? null,
      prorationDate: quote.prorationDate.toISOString(),
    };
  }
}

export class PlanChangeResponse {
  @ApiProperty({ example: 'Your plan is now Premium Yearly. It renews on December 3, 2027.' })
  message: string;
  @ApiProperty()
  planId: number;
}

export class CardOnFileResponse {
  @ApiProperty({ example: 'visa' })
  brand: string;
  @ApiProperty({ example: '4242' })
  last4: string;
  @ApiProperty({ type: Number, nullable: true })
  expMonth: number | null;
  @ApiProperty({ type: Number, nullable: true })
  expYear: number | null;
}

export class InvoiceResponse {
  @ApiProperty()
  id: string;
  @ApiProperty({ type: String, nullable: true })
  number: string | null;
  @ApiProperty({ description: 'Cents' })
  amountDueCents: number;
  @ApiProperty({ description: 'Cents' })
  amountPaidCents: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Cents refunded; null when the provider shows it on its page',
  })
  refundedCents: number | null;
  @ApiProperty({ enum: ['draft', 'open', 'paid', 'void', 'uncollectible'] })
  status: InvoiceSummary['status'];
  @ApiProperty({ type: String, nullable: true, example: 'subscription_cycle' })
  billingReason: string | null;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  periodStart: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  periodEnd: string | null;
  @ApiProperty({ type: String, nullable: true })
  hostedUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  pdfUrl: string | null;
}

export class SchoolBillingDetailsResponse {
  @ApiProperty({ type: CardOnFileResponse, nullable: true })
  card: CardOnFileResponse | null;
  @ApiProperty({ type: [InvoiceResponse], description: 'Newest first' })
  invoices: InvoiceResponse[];

  static from(details: BillingDetails): SchoolBillingDetailsResponse {
    return {
      card: details.card,
      invoices: details.invoices.map((invoice) => ({
        ...invoice,
        createdAt: invoice.createdAt.toISOString(),
        periodStart: invoice.periodStart?.toISOString() ?? null,
        periodEnd: invoice.periodEnd?.toISOString() ?? null,
      })),
    };
  }
}
