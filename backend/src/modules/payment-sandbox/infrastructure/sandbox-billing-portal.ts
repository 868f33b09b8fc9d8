import { Injectable } from '@nestjs/common';
import { SandboxCardRefusedError, SandboxObjectNotFoundError } from '../domain/payment-sandbox.errors';
import { AUTHENTICATION_REQUIRED, cardOnFile, cardOutcome } from '../domain/test-cards';
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

  /**
   * The portal's 'Update card' (Stripe: a new default payment method). A renewal waiting for a retry is charged
   * to the new card at once, as paying from Stripe's hosted invoice page does.
   */
  async updateCard(sessionId: string, cardNumber: string): Promise<{ message: string }> {
    const session = await this.session(sessionId);
    const outcome = cardOutcome(cardNumber);
    if (outcome.result === 'declined') throw new SandboxCardRefusedError(outcome.message);
    if (outcome.result === 'requires_authentication') throw new SandboxCardRefusedError(AUTHENTICATION_REQUIRED);
    await this.provider.replaceCard(session.customerId, cardOnFile(cardNumber));
    let paid = 0;
    for (const s of await this.store.listBy<SandboxSubscription>('subscription', { customerId: session.customerId })) {
      if (s.status === 'past_due' && (await this.renewals.retryNow(s.id))) paid += 1;
    }
    return {
      message: paid
        ? 'Card updated, and the failed payment went through.'
        : 'Card updated. It is used from the next charge on.',
    };
  }

  private async session(id: string): Promise<SandboxPortalSession> {
    const session = await this.store.get<SandboxPortalSession>('billing_portal_session', id, 'billing portal');
    if (!session.created || nowSeconds() - session.created > PORTAL_SESSION_TTL_SECONDS)
      throw new SandboxObjectNotFoundError('billing portal');
    return session;
  }
}
