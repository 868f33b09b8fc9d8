import { Injectable } from '@nestjs/common';
import { SandboxObjectNotFoundError } from '../domain/payment-sandbox.errors';
import {
  nowSeconds,
  type SandboxCustomer,
  type SandboxPortalSession,
  type SandboxSubscription,
} from '../domain/sandbox-records';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';
import { SandboxPrices } from './sandbox-prices';
import { SandboxRenewals } from './sandbox-renewals';
import { SandboxStore } from './sandbox-store';

/** Like Stripe's, a billing-portal session is short-lived: its link stops working after an hour. */
const PORTAL_SESSION_TTL_SECONDS = 3600;

export interface SandboxPortalView {
  customerEmail: string;
  returnUrl: string;
  subscriptions: {
    id: string;
    planName: string;
    amount: number;
    interval: 'monthly' | 'yearly';
    status: SandboxSubscription['status'];
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date;
  }[];
}

/**
 * The TEST MODE billing portal: the customer's subscriptions, with cancel, resume and end-now, and the sandbox's
 * test clock (advance to the next renewal or retry), like Stripe's test clocks.
 */
@Injectable()
export class SandboxBillingPortal {
  constructor(
    private readonly store: SandboxStore,
    private readonly prices: SandboxPrices,
    private readonly provider: SandboxPaymentGateway,
    private readonly renewals: SandboxRenewals,
  ) {}

  async view(sessionId: string): Promise<SandboxPortalView> {
    const session = await this.session(sessionId);
    const customer = await this.store.get<SandboxCustomer>('customer', session.customerId);
    const subscriptions = [];
    for (const s of await this.store.listBy<SandboxSubscription>('subscription', { customerId: customer.id })) {
      if (s.status === 'incomplete') continue;
      const price = await this.prices.get(s.priceId);
      subscriptions.push({
        id: s.id,
        planName: price.planName,
        amount: s.amount,
        interval: price.interval,
        status: s.status,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        currentPeriodEnd: new Date(s.currentPeriodEnd * 1000),
      });
    }
    return { customerEmail: customer.email, returnUrl: session.returnUrl, subscriptions };
  }

  /** Limited to the portal session's own customer. */
  async act(
    sessionId: string,
    subscriptionId: string,
    action: 'cancel' | 'resume' | 'end-now' | 'advance-clock',
  ): Promise<void> {
    const session = await this.session(sessionId);
    const subscription = await this.store.get<SandboxSubscription>('subscription', subscriptionId);
    if (subscription.customerId !== session.customerId) throw new SandboxObjectNotFoundError('subscription');
    if (action === 'advance-clock') await this.renewals.advance(subscriptionId);
    else if (action === 'end-now') await this.provider.endNow(subscriptionId);
    else await this.provider.setCancelAtPeriodEnd(subscriptionId, action === 'cancel');
  }

  private async session(id: string): Promise<SandboxPortalSession> {
    const session = await this.store.get<SandboxPortalSession>('billing_portal_session', id, 'billing portal');
    if (!session.created || nowSeconds() - session.created > PORTAL_SESSION_TTL_SECONDS)
      throw new SandboxObjectNotFoundError('billing portal');
    return session;
  }
}
