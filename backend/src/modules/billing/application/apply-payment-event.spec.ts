import { SchoolOwnerContacts } from '../../identity';
import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { MemoryPaymentEvents, memoryBilling, StoredEventParser } from '../../../../test/support/fakes/billing';
import { fakeConfig } from '../../../../test/support/fakes/config';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { FakeMailOutbox } from '../../../../test/support/fakes/mail';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import type { PaymentEvent } from '../domain/payment-event';
import { ApplyPaymentEvent } from './apply-payment-event';
import { PaymentEventListeners } from './payment-event-listeners';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const owners = new (class extends SchoolOwnerContacts {
    readonly bySchool = new Map<number, { email: string; firstName: string | null }[]>();
    async activeOwnersOf(schoolId: number) {
      return this.bySchool.get(schoolId) ?? [];
    }
  })();
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const billing = memoryBilling(unitOfWork, directory.setSchoolPremium);
  const events = new MemoryPaymentEvents(unitOfWork);
  const listeners = new PaymentEventListeners();
  const mail = new FakeMailOutbox(unitOfWork);
  const apply = new ApplyPaymentEvent(
    unitOfWork,
    events,
    new StoredEventParser(),
    billing.subscriptions,
    billing.plans,
    listeners,
    billing.syncPremium,
    billing.oneSubscription,
    billing.refunds,
    directory.lookup,
    mail,
    fakeConfig(),
    audit.trail,
    owners,
  );
  return { unitOfWork, directory, billing, events, listeners, mail, apply, audit, owners };
}

function invoicePaid(overrides: Partial<PaymentEvent> = {}): PaymentEvent {
  return {
    type: 'invoice.paid',
    eventId: 'evt_paid',
    occurredAt: at(10),
    subscriptionId: 'sub_1',
    customerId: 'cus_1',
    periodStart: at(0),
    periodEnd: at(30 * 86400),
    priceId: 'price_monthly',
    metadata: {},
    ...overrides,
  } as PaymentEvent;
}

describe('ApplyPaymentEvent', () => {
  it('applies an event once: the subscription started from /subscription turns active and the school premium', async () => {
    const { apply, events, billing, directory, unitOfWork } = setUp();
    const school = directory.schools.add({ name: 'Mesa Prep' });
    const started = billing.subscription({ stripeSubscriptionId: 'unused', status: 'incomplete', schoolId: school.id });
    started.stripeSubscriptionId = null;
    events.store(invoicePaid({ metadata: { subscriptionRowId: String(started.id), schoolId: String(school.id) } }));

    expect(await apply.execute('evt_paid')).toBe('applied');
    expect(await apply.execute('evt_paid')).toBe('skipped');

    expect(started).toMatchObject({ stripeSubscriptionId: 'sub_1', status: 'active', planId: 1 });
    expect([school.isPremium, school.subscriptionStatus]).toEqual([true, 'active']);
    expect(events.events.get('evt_paid')).toMatchObject({ outcome: 'applied', processedAt: expect.any(Date) });
    expect(events.locked).toEqual(['evt_paid', 'evt_paid']);
    expect(unitOfWork.commits).toBe(2);
  });

  it('asks the checkout listeners (claims) who a completed checkout belongs to and links the subscription', async () => {
    const { apply, events, listeners, billing } = setUp();
    listeners.onCheckoutCompleted({ onCheckoutCompleted: async () => ({ schoolId: 12, userId: 'owner-1' }) });
    events.store({
      type: 'checkout.completed',
      eventId: 'evt_checkout',
      occurredAt: at(5),
      checkoutSessionId: 'cs_1',
      customerId: 'cus_9',
      subscriptionId: 'sub_9',
      customerEmail: 'rosa@example.com',
      metadata: { claimId: '3', planId: '2' },
    });

    await apply.execute('evt_checkout');

    expect(await billing.subscriptions.findByProviderId('sub_9')).toMatchObject({
      schoolId: 12,
      userId: 'owner-1',
      planId: 2,
      stripeCustomerId: 'cus_9',
    });
  });

  it('marks a failed renewal past due and mails the customer with the school’s name', async () => {
    const { apply, events, billing, directory, mail } = setUp();
    const school = directory.schools.add({ name: 'Juniper School' });
    billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'active', schoolId: school.id });
    events.store({
      type: 'invoice.payment_failed',
      eventId: 'evt_failed',
      occurredAt: at(20),
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      customerEmail: 'billing@juniper.example',
      amountDue: 9900,
      hostedInvoiceUrl: null,
      nextPaymentAttempt: at(3 * 86400),
      periodStart: at(0),
      priceId: null,
      metadata: {},
    });

    await apply.execute('evt_failed');

    expect((await billing.subscriptions.findByProviderId('sub_1'))?.status).toBe('past_due');
    expect(school.subscriptionStatus).toBe('past_due');
    expect(mail.queued).toEqual([
      {
        template: 'payment-failed',
        to: 'billing@juniper.example',
        key: 'payment-failed:evt_failed',
        data: {
          schoolName: 'Juniper School',
          amountCents: 9900,
          billingUrl: 'https://schools.example/portal',
          nextAttemptOn: 'January 4, 2026',
          // The dunning window (domain/dunning.ts) counted from the invoice's due day.
          premiumEndsOn: 'January 15, 2026',
        },
      },
    ]);
  });

  it('mails the owner by name through the lifecycle, each mail once: started, cancelling, ended', async () => {
    const { apply, events, billing, directory, mail, owners, audit } = setUp();
    const school = directory.schools.add({ name: 'Sage Academy' });
    owners.bySchool.set(school.id, [{ email: 'rosa@sage.example', firstName: 'Rosa' }]);
    billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'incomplete', schoolId: school.id });
    const first = invoicePaid({
      eventId: 'evt_first',
      invoiceId: 'in_1',
      customerEmail: 'rosa@sage.example',
      amountPaid: 9900,
      paidAt: at(10),
      billingReason: 'subscription_create',
    } as Partial<PaymentEvent>);
    events.store(first);
    events.store({ ...first, eventId: 'evt_first_again' } as PaymentEvent);
    await apply.execute('evt_first');
    await apply.execute('evt_first_again');
    const snapshot = (cancel: boolean, status = 'active') => ({
      status,
      cancelAtPeriodEnd: cancel,
      currentPeriodStart: at(0),
      currentPeriodEnd: at(30 * 86400),
      canceledAt: status === 'canceled' ? at(30 * 86400) : null,
    });
    const change = (eventId: string, seconds: number, cancel: boolean, status = 'active') =>
      events.store({
        type: status === 'canceled' ? 'subscription.deleted' : 'subscription.updated',
        eventId,
        occurredAt: at(seconds),
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
        snapshot: snapshot(cancel, status),
        priceId: 'price_monthly',
        metadata: {},
      } as PaymentEvent);
    change('evt_cancel', 100, true);
    change('evt_cancel_repeat', 101, true);
    change('evt_deleted', 30 * 86400, true, 'canceled');
    for (const id of ['evt_cancel', 'evt_cancel_repeat', 'evt_deleted', 'evt_deleted']) await apply.execute(id);

    expect(mail.queued.map((m) => [m.template, m.to, (m.data as { firstName?: string }).firstName])).toEqual([
      ['subscription-started', 'rosa@sage.example', 'Rosa'],
      ['cancellation-scheduled', 'rosa@sage.example', 'Rosa'],
      ['premium-ended', 'rosa@sage.example', 'Rosa'],
    ]);
    expect(mail.queued[1].data).toMatchObject({ schoolName: 'Sage Academy', endsOn: 'January 31, 2026' });
    expect(mail.queued[2].data).not.toHaveProperty('paymentFailed');
    expect(audit.entries.actions()).toEqual([
      'billing.subscription_started',
      'billing.payment_succeeded',
      'billing.payment_succeeded',
      'billing.cancellation_scheduled',
      'billing.subscription_ended',
    ]);
  });

  it('a payment after a failure is “payment recovered”; retries that run out end premium with the failure named', async () => {
    const { apply, events, billing, directory, mail, owners } = setUp();
    const school = directory.schools.add({ name: 'Cactus Day School' });
    owners.bySchool.set(school.id, [{ email: 'lee@cactus.example', firstName: 'Lee' }]);
    billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'past_due', schoolId: school.id });
    events.store(
      invoicePaid({
        eventId: 'evt_recovered',
        invoiceId: 'in_2',
        occurredAt: at(40 * 86400),
        customerEmail: 'lee@cactus.example',
        amountPaid: 9900,
        paidAt: at(40 * 86400),
        billingReason: 'subscription_cycle',
        periodStart: at(30 * 86400),
        periodEnd: at(60 * 86400),
      } as Partial<PaymentEvent>),
    );
    await apply.execute('evt_recovered');
    expect(mail.templates()).toEqual(['payment-recovered']);

    billing.subscription({ stripeSubscriptionId: 'sub_2', status: 'past_due', schoolId: school.id });
    events.store({
      type: 'subscription.deleted',
      eventId: 'evt_gave_up',
      occurredAt: at(45 * 86400),
      subscriptionId: 'sub_2',
      customerId: 'cus_1',
      snapshot: {
        status: 'canceled',
        cancelAtPeriodEnd: false,
        currentPeriodStart: at(30 * 86400),
        currentPeriodEnd: at(60 * 86400),
        canceledAt: at(45 * 86400),
      },
      priceId: 'price_monthly',
      metadata: {},
    } as PaymentEvent);
    await apply.execute('evt_gave_up');
    expect(mail.queued[1]).toMatchObject({
      template: 'premium-ended',
      to: 'lee@cactus.example',
      data: { firstName: 'Lee', schoolName: 'Cactus Day School', paymentFailed: true },
      key: 'premium-ended:sub_2',
    });
  });

  it('marks events it does not act on as ignored, and skips unknown ones', async () => {
    const { apply, events } = setUp();
    events.store({ type: 'ignored', eventId: 'evt_other' });

    expect(await apply.execute('evt_other')).toBe('ignored');
    expect(await apply.execute('evt_unknown')).toBe('skipped');
  });

  it('leaves the event unprocessed, and queues no mail, when applying it fails (the job retries it)', async () => {
    const { apply, events, listeners, mail } = setUp();
    listeners.onCheckoutCompleted({
      onCheckoutCompleted: async () => {
        throw new Error('database went away');
      },
    });
    events.store({
      type: 'checkout.completed',
      eventId: 'evt_checkout',
      occurredAt: at(5),
      checkoutSessionId: 'cs_1',
      customerId: 'cus_9',
      subscriptionId: 'sub_9',
      customerEmail: null,
      metadata: {},
    });

    await expect(apply.execute('evt_checkout')).rejects.toThrow('database went away');
    expect(events.events.get('evt_checkout')?.processedAt).toBeNull();
    expect(mail.queued).toHaveLength(0);
  });
});
