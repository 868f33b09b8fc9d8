import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { FakePaymentGateway, memoryBilling } from '../../../../test/support/fakes/billing';
import { fakeConfig } from '../../../../test/support/fakes/config';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { memoryIdentity } from '../../../../test/support/fakes/identity';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { NotSchoolOwnerError } from '../../identity';
import { SubscriptionNotCancellableError, SubscriptionNotFoundError } from '../domain/billing.errors';
import { CancelSubscription } from './cancel-subscription';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const billing = memoryBilling(unitOfWork, directory.setSchoolPremium);
  const identity = memoryIdentity(fakeConfig());
  const gateway = new FakePaymentGateway();
  const school = directory.schools.add({ name: 'Aspen Academy', isPremium: true });
  identity.owners.link('owner-1', school.id);
  const cancel = new CancelSubscription(
    unitOfWork,
    billing.subscriptions,
    identity.ownership,
    gateway,
    billing.syncPremium,
    audit.trail,
  );
  return { billing, gateway, school, cancel, audit };
}

describe('CancelSubscription', () => {
  it('asks the provider to end at period end, records its answer under the row lock, and keeps premium until then', async () => {
    const { cancel, billing, gateway, school, audit } = setUp();
    const subscription = billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'active', schoolId: school.id });

    const answer = await cancel.execute('owner-1', school.id);

    expect(answer.message).toBe(
      'Your subscription will end on February 1, 2026. Premium features stay active until then.',
    );
    expect(gateway.calls).toEqual([
      { method: 'cancelAtPeriodEnd', idempotencyKey: `school-subscription:${subscription.id}:cancel:0` },
    ]);
    expect(subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(billing.subscriptions.locked).toEqual([subscription.id]);
    expect([school.isPremium, school.subscriptionStatus]).toEqual([true, 'active']);
    expect(audit.entries.actions()).toContain('billing.cancellation_scheduled');
  });

  it('refuses someone who does not own the school, before anything else', async () => {
    const { cancel, billing, gateway, school } = setUp();
    billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'active', schoolId: school.id });

    await expect(cancel.execute('stranger', school.id)).rejects.toBeInstanceOf(NotSchoolOwnerError);
    expect(gateway.calls).toHaveLength(0);
  });

  it('answers 404 without a cancellable subscription and 409 when it is already ending', async () => {
    const { cancel, billing, school } = setUp();
    await expect(cancel.execute('owner-1', school.id)).rejects.toBeInstanceOf(SubscriptionNotFoundError);

    const ending = billing.subscription({ stripeSubscriptionId: 'sub_2', status: 'active', schoolId: school.id });
    ending.cancelAtPeriodEnd = true;
    await expect(cancel.execute('owner-1', school.id)).rejects.toBeInstanceOf(SubscriptionNotCancellableError);
  });
});
