import { ApiProperty } from '@nestjs/swagger';

export class SandboxCheckoutResponse {
  @ApiProperty()
  id: string;

  @ApiProperty({ enum: ['open', 'complete', 'expired'] })
  status: 'open' | 'complete' | 'expired';

  @ApiProperty()
  customerEmail: string;

  @ApiProperty()
  planName: string;

  @ApiProperty({ description: 'Cents' })
  amount: number;

  @ApiProperty({ enum: ['monthly', 'yearly'] })
  interval: 'monthly' | 'yearly';

  @ApiProperty()
  cancelUrl: string;
}

export class SandboxRedirectResponse {
  @ApiProperty({ description: 'Where the browser goes next (the success or cancel address)' })
  redirectUrl: string;
}

export class SandboxPaymentResponse {
  @ApiProperty({ enum: ['succeeded', 'failed', 'requires_action'] })
  status: 'succeeded' | 'failed' | 'requires_action';

  @ApiProperty()
  message: string;
}

export class SandboxPortalSubscriptionResponse {
  @ApiProperty()
  id: string;

  @ApiProperty()
  planName: string;

  @ApiProperty({ description: 'Cents' })
  amount: number;

  @ApiProperty({ enum: ['monthly', 'yearly'] })
  interval: 'monthly' | 'yearly';

  @ApiProperty({ enum: ['incomplete', 'active', 'past_due', 'canceled'] })
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';

  @ApiProperty()
  cancelAtPeriodEnd: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  currentPeriodEnd: string;
}

export class SandboxBillingPortalResponse {
  @ApiProperty()
  customerEmail: string;

  @ApiProperty()
  returnUrl: string;

  @ApiProperty({ type: [SandboxPortalSubscriptionResponse] })
  subscriptions: SandboxPortalSubscriptionResponse[];
}
