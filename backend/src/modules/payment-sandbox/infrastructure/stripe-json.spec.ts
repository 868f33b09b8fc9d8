import type Stripe from 'stripe';
import { translateStripeEvent } from '../../billing/adapters';
import type { SandboxInvoice, SandboxRefund, SandboxSubscription } from '../domain/sandbox-records';
import { checkoutSessionJson, invoiceJson, refundedChargeJson, stripeEvent, subscriptionJson } from './stripe-json';

/** The sandbox's events, read by billing's translator of Stripe events: they must mean what Stripe's mean. */
describe('payment sandbox: Stripe-shaped events', () => {
  it('reads the sandbox’s events exactly like Stripe’s', () => {
    const subscription: SandboxSubscription = {
      id: 'sub_sbx_1',
      customerId: 'cus_sbx_1',
      priceId: 'price_sandbox_yearly',
      amount: 99500,
      interval: 'year',
      metadata: { claimId: '42', planId: '2' },
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: 1767225600,
      currentPeriodEnd: 1798761600,
      canceledAt: null,
      endedAt: null,
      latestInvoiceId: 'in_sbx_1',
      created: 1767225600,
    };
    const invoice: SandboxInvoice = {
      id: 'in_sbx_1',
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      customerEmail: 'jane@school.example',
      amountDue: 99500,
      status: 'paid',
      clientSecret: 'pi_sbx_secret',
      periodStart: 1767225600,
      periodEnd: 1798761600,
      hostedInvoiceUrl: 'http://localhost:3000/portal',
      billingReason: 'subscription_create',
      created: 1767225600,
    };
    const asEvent = (type: string, object: Record<string, unknown>) =>
      stripeEvent('evt_sbx_1', type, object, 1767225600) as unknown as Stripe.Event;

    expect(translateStripeEvent(asEvent('invoice.paid', invoiceJson(invoice, subscription)))).toMatchObject({
      type: 'invoice.paid',
      subscriptionId: 'sub_sbx_1',
      periodEnd: new Date(1798761600 * 1000),
      priceId: 'price_sandbox_yearly',
      metadata: { claimId: '42', planId: '2' },
    });
    expect(
      translateStripeEvent(asEvent('customer.subscription.updated', subscriptionJson(subscription))),
    ).toMatchObject({
      type: 'subscription.updated',
      snapshot: { status: 'active', currentPeriodEnd: new Date(1798761600 * 1000) },
    });
    const session = {
      id: 'cs_test_sbx_1',
      status: 'complete' as const,
      priceId: subscription.priceId,
      customerEmail: 'jane@school.example',
      metadata: { claimId: '42' },
      successUrl: 's',
      cancelUrl: 'c',
      customerId: 'cus_sbx_1',
      subscriptionId: 'sub_sbx_1',
      created: 1767225600,
    };
    expect(
      translateStripeEvent(asEvent('checkout.session.completed', checkoutSessionJson(session, 99500))),
    ).toMatchObject({
      type: 'checkout.completed',
      customerId: 'cus_sbx_1',
      subscriptionId: 'sub_sbx_1',
      metadata: { claimId: '42' },
    });
  });

  it('ends a refunded subscription with customer.subscription.deleted; charge.refunded carries the refund', () => {
    const ended: SandboxSubscription = {
      id: 'sub_sbx_2',
      customerId: 'cus_sbx_2',
      priceId: 'price_sandbox_monthly',
      amount: 9900,
      interval: 'month',
      metadata: { claimId: '43' },
      status: 'canceled',
      cancelAtPeriodEnd: false,
      currentPeriodStart: 1767225600,
      currentPeriodEnd: 1769904000,
      canceledAt: 1767300000,
      endedAt: 1767300000,
      latestInvoiceId: 'in_sbx_2',
      created: 1767225600,
    };
    const asEvent = (type: string, object: Record<string, unknown>) =>
      stripeEvent('evt_sbx_2', type, object, 1767300000) as unknown as Stripe.Event;
    expect(translateStripeEvent(asEvent('customer.subscription.deleted', subscriptionJson(ended)))).toMatchObject({
      type: 'subscription.deleted',
      subscriptionId: 'sub_sbx_2',
      snapshot: { status: 'canceled', canceledAt: new Date(1767300000 * 1000) },
      metadata: { claimId: '43' },
    });

    const invoice: SandboxInvoice = {
      id: 'in_sbx_2',
      subscriptionId: ended.id,
      customerId: ended.customerId,
      customerEmail: 'sam@school.example',
      amountDue: 9900,
      status: 'paid',
      clientSecret: 'pi_sbx_abc_secret_def',
      periodStart: 1767225600,
      periodEnd: 1769904000,
      hostedInvoiceUrl: 'http://localhost:3000/portal',
      billingReason: 'subscription_create',
      created: 1767225600,
    };
    const refund: SandboxRefund = {
      id: 're_sbx_2',
      invoiceId: invoice.id,
      subscriptionId: ended.id,
      customerId: ended.customerId,
      paymentIntentId: 'pi_sbx_abc',
      chargeId: 'ch_sbx_2',
      amount: 9900,
      metadata: { claimId: '43' },
      created: 1767300000,
    };
    expect(refundedChargeJson(invoice, refund)).toMatchObject({
      id: 'ch_sbx_2',
      object: 'charge',
      amount: 9900,
      amount_refunded: 9900,
      refunded: true,
      payment_intent: 'pi_sbx_abc',
      customer: 'cus_sbx_2',
    });
    // Billing records the refund (the audit log); the subscription's end is what changes access.
    expect(translateStripeEvent(asEvent('charge.refunded', refundedChargeJson(invoice, refund)))).toMatchObject({
      type: 'charge.refunded',
      customerId: 'cus_sbx_2',
      paymentIntentId: 'pi_sbx_abc',
      amount: 9900,
      amountRefunded: 9900,
    });
  });
});
