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

  @ApiProperty({ description: 'Where a paid checkout returns to' })
  successUrl: string;

  @ApiProperty()
  cancelUrl: string;

  @ApiProperty({ description: 'A card asked for authentication: the page shows the TEST MODE authentication step' })
  awaitingAuthentication: boolean;
}

export class SandboxRedirectResponse {
  @ApiProperty({ description: 'Where the browser goes next (the success or cancel address)' })
  redirectUrl: string;
}

export class SandboxPaymentResponse {
  @ApiProperty({
    enum: ['succeeded', 'failed', 'requires_action'],
    description: 'requires_action: show the TEST MODE authentication step (Complete / Fail)',
  })
  status: 'succeeded' | 'failed' | 'requires_action';

  @ApiProperty({ description: "Stripe's wording, e.g. 'Your card was declined.'" })
  message: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Hosted checkout: where the browser goes after paying; null while it stays on the page',
  })
  redirectUrl: string | null;
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

export class SandboxMessageResponse {
  @ApiProperty({ example: 'Card updated. It is used from the next charge on.' })
  message: string;
}
