import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { nextAttemptAt } from '../domain/billing-rules';
import {
  addInterval,
  chargesLater,
  intervalOf,
  nowSeconds,
  type SandboxCustomer,
  type SandboxInvoice,
  type SandboxInvoiceLine,
  type SandboxSubscription,
} from '../domain/sandbox-records';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';
import { SandboxPrices } from './sandbox-prices';
import { SandboxStore } from './sandbox-store';
import { SandboxWebhookSender } from './sandbox-webhook-sender';
import { invoiceJson, subscriptionJson } from './stripe-json';

/** Renewals fall due by the second; a minute late is what Stripe's own billing runs are. */
const SANDBOX_CLOCK_INTERVAL_MS = 60_000;

/**
 * Stripe Billing's clock, in the sandbox (docs/decisions/billing-sandbox-lifecycle.md): at a period's end a
 * subscription set to cancel ends, any other renews with an invoice charged to the card on file; a declined
 * renewal leaves the subscription past due and is retried on `RETRY_DAYS`, after the last of which the
 * subscription is cancelled. Each step sends Stripe's events, signed, to billing's intake.
 *
 * `run(now)` does what is due at `now`; the worker calls it every minute. `advance(subscriptionId)` is the
 * sandbox's test clock: it moves that one subscription to its next billing moment, so a tester sees a month's
 * renewal or two weeks of retries in a few clicks.
 */
@Injectable()
export class SandboxRenewals {
  private readonly logger = new Logger('SandboxRenewals');

  constructor(
    private readonly store: SandboxStore,
    private readonly prices: SandboxPrices,
    private readonly provider: SandboxPaymentGateway,
    private readonly webhooks: SandboxWebhookSender,
  ) {}

  /** Every billing step due at `now` (Unix seconds); answers how many were taken. */
  async run(now = nowSeconds()): Promise<number> {
    let steps = 0;
    for (const status of ['active', 'past_due'] as const) {
      for (const subscription of await this.store.listBy<SandboxSubscription>('subscription', { status })) {
        const due = await this.dueAt(subscription);
        if (due === null || due > now) continue;
        try {
          if (await this.step(subscription.id, now)) steps += 1;
        } catch (error) {
          this.logger.warn(`Sandbox billing step for ${subscription.id} failed: ${(error as Error).message}`);
        }
      }
    }
    return steps;
  }

  /** The test clock: the subscription's next billing moment, now. Answers that moment (null: nothing is due). */
  async advance(subscriptionId: string): Promise<Date | null> {
    const subscription = await this.store.get<SandboxSubscription>('subscription', subscriptionId);
    const due = await this.dueAt(subscription);
    if (due === null) return null;
    await this.step(subscriptionId, due);
    return new Date(due * 1000);
  }

  /** An unpaid renewal tried again now, off schedule (a new card); true when it was paid. */
  async retryNow(subscriptionId: string): Promise<boolean> {
    const subscription = await this.store.get<SandboxSubscription>('subscription', subscriptionId);
    if (subscription.status !== 'past_due') return false;
    await this.retry(subscription, nowSeconds(), { offSchedule: true });
    const after = await this.store.get<SandboxSubscription>('subscription', subscriptionId);
    return after.status === 'active';
  }

  /** When the subscription's next step falls: its period's end, or the retry of its unpaid renewal. */
  async dueAt(subscription: SandboxSubscription): Promise<number | null> {
    if (subscription.status === 'active') return subscription.currentPeriodEnd;
    if (subscription.status !== 'past_due' || !subscription.latestInvoiceId) return null;
    const invoice = await this.store.get<SandboxInvoice>('invoice', subscription.latestInvoiceId);
    return invoice.status === 'open' ? (invoice.nextPaymentAttempt ?? null) : null;
  }

  private async step(subscriptionId: string, now: number): Promise<boolean> {
    const subscription = await this.store.get<SandboxSubscription>('subscription', subscriptionId);
    if (subscription.status === 'active' && subscription.cancelAtPeriodEnd) {
      await this.provider.endNow(subscriptionId, subscription.currentPeriodEnd);
      return true;
    }
    if (subscription.status === 'active') return this.renew(subscription, now);
    if (subscription.status === 'past_due') return this.retry(subscription, now);
    return false;
  }

  /** The next period's invoice, charged to the card on file (any credit the customer holds is taken first). */
  private async renew(before: SandboxSubscription, now: number): Promise<boolean> {
    const price = await this.prices.get(before.priceId);
    const number = await this.provider.nextInvoiceNumber(before.customerId);
    const outcome = await this.store.transaction(async (tx) => {
      const subscription = (await tx.lock<SandboxSubscription>('subscription', before.id))!;
      const customer = (await tx.lock<SandboxCustomer>('customer', subscription.customerId))!;
      if (subscription.status !== 'active' || subscription.currentPeriodEnd > now || subscription.cancelAtPeriodEnd)
        return null;
      const start = subscription.currentPeriodEnd;
      const end = addInterval(start, intervalOf(subscription));
      const credit = Math.min(customer.creditCents ?? 0, subscription.amount);
      const lines: SandboxInvoiceLine[] = [
        {
          description: price.planName,
          amount: subscription.amount,
          periodStart: start,
          periodEnd: end,
          proration: false,
        },
      ];
      if (credit > 0)
        lines.push({
          description: 'Credit applied',
          amount: -credit,
          periodStart: start,
          periodEnd: start,
          proration: false,
        });
      const pays = subscription.amount - credit === 0 || chargesLater(customer);
      const renewed: SandboxSubscription = {
        ...subscription,
        status: pays ? 'active' : 'past_due',
        currentPeriodStart: start,
        currentPeriodEnd: end,
      };
      const built = this.provider.invoiceOf(
        renewed,
        customer.email,
        pays ? 'paid' : 'open',
        'subscription_cycle',
        lines,
        number,
        now,
      );
      const invoice: SandboxInvoice = pays
        ? built
        : { ...built, attemptCount: 1, nextPaymentAttempt: nextAttemptAt(start, 1), created: now };
      renewed.latestInvoiceId = invoice.id;
      tx.put('subscription', renewed);
      tx.put('invoice', invoice);
      tx.put('customer', { ...customer, creditCents: (customer.creditCents ?? 0) - credit });
      return { subscription: renewed, invoice, pays };
    });
    if (!outcome) return false;
    const invoice = invoiceJson(outcome.invoice, outcome.subscription, this.provider.pdfUrlOf(outcome.invoice));
    if (outcome.pays) {
      await this.webhooks.send('invoice.paid', invoice);
      await this.webhooks.send('customer.subscription.updated', subscriptionJson(outcome.subscription));
    } else {
      await this.webhooks.send('invoice.payment_failed', invoice);
      await this.webhooks.send('customer.subscription.updated', subscriptionJson(outcome.subscription));
    }
    return true;
  }

  /** Another attempt at the unpaid renewal; after the last one fails the invoice is written off and premium ends. */
  private async retry(before: SandboxSubscription, now: number, options = { offSchedule: false }): Promise<boolean> {
    const outcome = await this.store.transaction(async (tx) => {
      const subscription = (await tx.lock<SandboxSubscription>('subscription', before.id))!;
      if (subscription.status !== 'past_due' || !subscription.latestInvoiceId) return null;
      const invoice = (await tx.lock<SandboxInvoice>('invoice', subscription.latestInvoiceId))!;
      const customer = (await tx.lock<SandboxCustomer>('customer', subscription.customerId))!;
      if (invoice.status !== 'open' || invoice.nextPaymentAttempt == null) return null;
      if (invoice.nextPaymentAttempt > now && !options.offSchedule) return null;
      const attempts = (invoice.attemptCount ?? 0) + 1;
      if (chargesLater(customer)) {
        const paid: SandboxInvoice = {
          ...invoice,
          status: 'paid',
          attemptCount: attempts,
          nextPaymentAttempt: null,
          paidAt: now,
        };
        const active: SandboxSubscription = { ...subscription, status: 'active' };
        tx.put('invoice', paid);
        tx.put('subscription', active);
        return { invoice: paid, subscription: active, result: 'paid' as const };
      }
      // A manual attempt that fails leaves the provider's schedule as it was (Stripe counts only automatic retries).
      if (options.offSchedule) return null;
      const next = nextAttemptAt(invoice.periodStart, attempts);
      const failed: SandboxInvoice = {
        ...invoice,
        status: next === null ? 'uncollectible' : 'open',
        attemptCount: attempts,
        nextPaymentAttempt: next,
      };
      const after: SandboxSubscription =
        next === null ? { ...subscription, status: 'canceled', canceledAt: now, endedAt: now } : subscription;
      tx.put('invoice', failed);
      tx.put('subscription', after);
      return {
        invoice: failed,
        subscription: after,
        result: next === null ? ('gave_up' as const) : ('failed' as const),
      };
    });
    if (!outcome) return false;
    const invoice = invoiceJson(outcome.invoice, outcome.subscription, this.provider.pdfUrlOf(outcome.invoice));
    if (outcome.result === 'paid') {
      await this.webhooks.send('invoice.paid', invoice);
      await this.webhooks.send('customer.subscription.updated', subscriptionJson(outcome.subscription));
      return true;
    }
    await this.webhooks.send('invoice.payment_failed', invoice);
    if (outcome.result === 'gave_up')
      await this.webhooks.send('customer.subscription.deleted', subscriptionJson(outcome.subscription));
    return true;
  }
}

/** The worker's tick of the sandbox's billing clock (the web app has none: one clock, as Stripe has one). */
@Injectable()
export class SandboxClock implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SandboxClock');
  private timer?: NodeJS.Timeout;

  constructor(private readonly renewals: SandboxRenewals) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), SANDBOX_CLOCK_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async tick(): Promise<void> {
    try {
      await this.renewals.run();
    } catch (error) {
      this.logger.warn(`Sandbox billing clock failed (${(error as Error).message}); next try in a minute`);
    }
  }
}
