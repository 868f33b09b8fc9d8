import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryBilling } from '../../../../test/support/fakes/billing';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const directory = memoryDirectory(unitOfWork, memoryAuditTrail(unitOfWork).trail);
  const billing = memoryBilling(unitOfWork, directory.setSchoolPremium);
  return { unitOfWork, directory, billing, gateway: billing.gateway, refunds: billing.refunds };
}

describe('RefundPayment', () => {
  it('gives the payment back, ends the local subscription at once and takes premium off the school', async () => {
    const { billing, directory, gateway, refunds, unitOfWork } = setUp();
    const school = directory.schools.add({ name: 'Mesa Prep' });
    const subscription = billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'active', schoolId: school.id });
    await billing.syncPremium.execute(school.id);
    expect(school.isPremium).toBe(true);
    gateway.paid('sub_1', 99500);

    const result = await refunds.execute({ subscriptionId: 'sub_1', idempotencyKey: 'claim:4:refund' });

    expect(result).toEqual({ refundId: 're_claim:4:refund', amountRefunded: 99500, subscriptionId: 'sub_1' });
    expect(gateway.ended.has('sub_1')).toBe(true);
    expect(subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false, cancelledAt: expect.any(Date) });
    expect([school.isPremium, school.subscriptionStatus]).toEqual([false, 'canceled']);
    expect(unitOfWork.commits).toBe(1);
  });

  it('refunds a checkout through the subscription its payment created', async () => {
    const { billing, gateway, refunds } = setUp();
    const subscription = billing.subscription({ stripeSubscriptionId: 'sub_9', status: 'active' });
    gateway.paid('sub_9', 9900, 'cs_9');

    const result = await refunds.execute({ checkoutSessionId: 'cs_9', idempotencyKey: 'claim:9:refund' });

    expect(result).toMatchObject({ amountRefunded: 9900, subscriptionId: 'sub_9' });
    expect(subscription.status).toBe('canceled');
  });

  it('closes an unpaid checkout and records nothing', async () => {
    const { billing, gateway, refunds, unitOfWork } = setUp();

    const result = await refunds.execute({ checkoutSessionId: 'cs_open', idempotencyKey: 'claim:1:refund' });

    expect(result).toEqual({ refundId: null, amountRefunded: 0, subscriptionId: null });
    expect(gateway.closedCheckouts.has('cs_open')).toBe(true);
    expect(billing.subscriptions.table.all()).toHaveLength(0);
    expect(unitOfWork.commits).toBe(0);
  });

  it('is safe to call again: the same refund answers, and the ended row keeps the time it ended', async () => {
    const { billing, gateway, refunds } = setUp();
    const subscription = billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'active' });
    gateway.paid('sub_1', 99500);

    const first = await refunds.execute({ subscriptionId: 'sub_1', idempotencyKey: 'claim:4:refund' });
    const endedAt = subscription.stateAt;
    const again = await refunds.execute({ subscriptionId: 'sub_1', idempotencyKey: 'claim:4:refund' });

    expect(again).toEqual(first);
    expect(gateway.refunds.size).toBe(1);
    expect(subscription.stateAt).toBe(endedAt);
  });

  it('ends a subscription the webhooks have not told us of yet only at the provider (its deletion event records it)', async () => {
    const { billing, gateway, refunds } = setUp();
    gateway.paid('sub_new', 99500);

    await expect(refunds.execute({ subscriptionId: 'sub_new', idempotencyKey: 'k' })).resolves.toMatchObject({
      subscriptionId: 'sub_new',
    });
    expect(gateway.ended.has('sub_new')).toBe(true);
    expect(billing.subscriptions.table.all()).toHaveLength(0);
  });
});
