import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryBilling } from '../../../../test/support/fakes/billing';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { SubscriptionAlreadyActiveError } from '../domain/billing.errors';
import type { SubscriptionState } from '../domain/payment-event';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const directory = memoryDirectory(unitOfWork, memoryAuditTrail(unitOfWork).trail);
  return memoryBilling(unitOfWork, directory.setSchoolPremium);
}

describe('OneSubscriptionPerSchool', () => {
  it.each<[SubscriptionState, boolean]>([
    ['active', true],
    ['trialing', true],
    ['past_due', true],
    ['unpaid', true],
    ['paused', true],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['canceled', false],
  ])('counts a %s subscription as live: %s', async (status, live) => {
    const billing = setUp();
    billing.subscription({ stripeSubscriptionId: 'sub_1', status, schoolId: 7 });

    expect(await billing.oneSubscription.hasLive(7)).toBe(live);
  });

  it('looks only at that school, and leaves out the subscription being attached', async () => {
    const billing = setUp();
    billing.subscription({ stripeSubscriptionId: 'sub_own', status: 'active', schoolId: 7 });
    billing.subscription({ stripeSubscriptionId: 'sub_unattached', status: 'active' });

    expect(await billing.oneSubscription.hasLive(8)).toBe(false);
    expect(await billing.oneSubscription.hasLive(7, 'sub_own')).toBe(false);
    expect(await billing.oneSubscription.hasLive(7, 'sub_claim')).toBe(true);
  });

  it('refuses a school with a live subscription with the text that points to the billing page', async () => {
    const billing = setUp();
    billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'past_due', schoolId: 7 });
    billing.subscription({ stripeSubscriptionId: 'sub_2', status: 'canceled', schoolId: 8 });

    await expect(billing.oneSubscription.assertNoneLive([])).resolves.toBeUndefined();
    await expect(billing.oneSubscription.assertNoneLive([8])).resolves.toBeUndefined();
    const refused = billing.oneSubscription.assertNoneLive([8, 7]);
    await expect(refused).rejects.toBeInstanceOf(SubscriptionAlreadyActiveError);
    await expect(refused).rejects.toThrow(
      'This school already has an active premium listing. Manage it from the billing page.',
    );
  });
});
