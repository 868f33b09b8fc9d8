import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config';
import {
  PaymentGateway,
  type CheckoutSessionRequest,
  type CreatedSubscription,
  type SubscriptionRequest,
} from '../../application/ports/payment-gateway';
import type { PaymentMetadata, SubscriptionSnapshot } from '../../domain/payment-event';
import { SandboxProvider } from './sandbox-provider';

/**
 * The payment port without any provider account: the same calls as the Stripe
 * adapter, answered by the in-app sandbox, whose pages live under /sandbox.
 */
@Injectable()
export class SandboxPaymentGateway extends PaymentGateway {
  readonly mode = 'sandbox' as const;

  constructor(
    private readonly sandbox: SandboxProvider,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }> {
    const session = await this.sandbox.createCheckoutSession(request);
    return { id: session.id, url: `${this.config.publicUrl}/sandbox/checkout/${session.id}` };
  }

  async createCustomer(request: {
    email: string;
    name: string;
    metadata: PaymentMetadata;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const customer = await this.sandbox.createCustomer(request);
    return { id: customer.id };
  }

  async createSubscription(request: SubscriptionRequest): Promise<CreatedSubscription> {
    const { subscription, invoice } = await this.sandbox.createSubscription(request);
    return { subscriptionId: subscription.id, customerId: subscription.customerId, clientSecret: invoice.clientSecret };
  }

  cancelAtPeriodEnd(request: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionSnapshot> {
    return this.sandbox.scheduleCancellation(request.subscriptionId, true);
  }

  async createBillingPortalSession(request: {
    customerId: string;
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<{ url: string }> {
    const session = await this.sandbox.createPortalSession(request);
    return { url: `${this.config.publicUrl}/sandbox/billing-portal/${session.id}` };
  }
}
