import { ApiProperty } from '@nestjs/swagger';
import type { SchoolSubscriptionStatus } from '../../infrastructure/subscription-reads';
import type { StartedSubscription } from '../../application/start-subscription';

export class CreateSubscriptionResponse {
  @ApiProperty({ description: 'Confirms the first payment (Payment Element, or the sandbox card form)' })
  clientSecret: string;

  @ApiProperty({ enum: ['stripe', 'sandbox'], description: 'sandbox: no provider account; pay on the TEST MODE form' })
  mode: 'stripe' | 'sandbox';

  @ApiProperty({ description: 'Stripe publishable key for Stripe.js; empty in sandbox mode' })
  publishableKey: string;

  static from(started: StartedSubscription): CreateSubscriptionResponse {
    return { ...started };
  }
}

export class SubscriptionPlanSummaryResponse {
  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'Cents' })
  price: number;

  @ApiProperty({ enum: ['monthly', 'yearly'] })
  interval: 'monthly' | 'yearly';
}

/** A school's subscription as the portal's Billing tab shows it (docs/product.md "Subscriptions"). */
export class SubscriptionDetailResponse {
  @ApiProperty({ type: SubscriptionPlanSummaryResponse })
  plan: SubscriptionPlanSummaryResponse;

  @ApiProperty({ example: 'active', description: 'The provider status: active, past_due, trialing, unpaid, paused' })
  status: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  currentPeriodEnd: string | null;

  @ApiProperty()
  cancelAtPeriodEnd: boolean;

  static from(status: SchoolSubscriptionStatus): SubscriptionDetailResponse {
    return {
      plan: { name: status.planName, price: status.price, interval: status.interval },
      status: status.status,
      currentPeriodEnd: status.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: status.cancelAtPeriodEnd,
    };
  }
}

export class PortalSubscriptionResponse {
  @ApiProperty({ type: SubscriptionDetailResponse, nullable: true, description: 'null: no current subscription' })
  subscription: SubscriptionDetailResponse | null;
}

/** The school dashboard's subscription (docs/product.md "Subscriptions"), plus the school it is for. */
export class DashboardSubscriptionDetailResponse {
  @ApiProperty()
  schoolId: number;

  @ApiProperty({ example: 'active' })
  status: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  currentPeriodEnd: string | null;

  @ApiProperty({ example: 'Yearly' })
  planName: string;

  @ApiProperty({ description: 'Cents' })
  price: number;

  @ApiProperty({ enum: ['monthly', 'yearly'] })
  interval: 'monthly' | 'yearly';

  @ApiProperty()
  cancelAtPeriodEnd: boolean;
}

export class DashboardSubscriptionResponse {
  @ApiProperty({ type: DashboardSubscriptionDetailResponse, nullable: true })
  subscription: DashboardSubscriptionDetailResponse | null;
}

export class CancelSubscriptionResponse {
  @ApiProperty({ example: 'Your subscription will end on March 1, 2027. Premium features stay active until then.' })
  message: string;
}

export class ResumeSubscriptionResponse {
  @ApiProperty({ example: 'Your subscription continues and renews on March 1, 2027.' })
  message: string;
}

export class BillingPortalSessionResponse {
  @ApiProperty({ description: "The provider's billing portal (or the sandbox's) for this school's customer" })
  url: string;
}
