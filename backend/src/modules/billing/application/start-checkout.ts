import { Injectable } from '@nestjs/common';
import type { PaymentMetadata } from '../domain/payment-event';
import { PaymentGateway } from './ports/payment-gateway';
import { SubscriptionPlans } from './subscription-plans';

export interface StartCheckoutInput {
  planId: number;
  customerEmail: string;
  /** Who the checkout is for (e.g. `{ claimId }`); copied onto the subscription it creates. */
  metadata: PaymentMetadata;
  successUrl: string;
  cancelUrl: string;
  /** From the caller's row, e.g. `claim:{id}:checkout`. */
  idempotencyKey: string;
}

/** A hosted checkout selling one plan; answers where to send the browser. */
@Injectable()
export class StartCheckout {
  constructor(
    private readonly plans: SubscriptionPlans,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute(input: StartCheckoutInput): Promise<{ sessionId: string; url: string }> {
    const plan = await this.plans.activeById(input.planId);
    const session = await this.gateway.createCheckoutSession({
      priceId: plan.stripePriceId,
      customerEmail: input.customerEmail,
      metadata: { ...input.metadata, planId: String(plan.id) },
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      idempotencyKey: input.idempotencyKey,
    });
    return { sessionId: session.id, url: session.url };
  }
}
