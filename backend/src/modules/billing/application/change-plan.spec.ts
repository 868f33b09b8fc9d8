import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { FakePaymentGateway, memoryBilling } from '../../../../test/support/fakes/billing';
import { fakeConfig } from '../../../../test/support/fakes/config';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { memoryIdentity } from '../../../../test/support/fakes/identity';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { NotSchoolOwnerError } from '../../identity';
import {
  PlanChangeNotAllowedError,
  PlanChangePreviewExpiredError,
  SamePlanError,
  SubscriptionNotFoundError,
} from '../domain/billing.errors';
import { ChangePlan } from './change-plan';
import { SubscriptionPlans } from './subscription-plans';

const MONTHLY = 1;
const YEARLY = 2;

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const billing = memoryBilling(unitOfWork, directory.setSchoolPremium);
  const identity = memoryIdentity(fakeConfig());
  const gateway = new FakePaymentGateway();
  const school = directory.schools.add({ name: 'Aspen Academy', isPremium: true });
  identity.owners.link('owner-1', school.id);
  const changePlan = new ChangePlan(
    unitOfWork,
    billing.subscriptions,
    new SubscriptionPlans(billing.plans, fakeConfig()),
    identity.ownership,
    gateway,
    billing.syncPremium,
    audit.trail,
  );
  const subscribed = (status: 'active' | 'past_due' = 'active') => {
    const row = billing.subscription({ stripeSubscriptionId: 'sub_1', status, schoolId: school.id });
    row.planId = MONTHLY;
    return row;
  };
  return { billing, gateway, school, changePlan, audit, subscribed };
}

describe('ChangePlan', () => {
  it('previews with the provider and switches at the previewed instant, under the row lock, audited once', async () => {
    const { changePlan, gateway, school, audit, subscribed, billing } = setUp();
    const row = subscribed();

    const quote = await changePlan.preview('owner-1', school.id, YEARLY);
    expect(quote).toMatchObject({ amountDueNowCents: 94550, plan: { id: YEARLY, interval: 'yearly' } });
    expect(gateway.calls).toEqual([]);

    const at = new Date(Date.now() - 60_000);
    const answer = await changePlan.execute('owner-1', school.id, YEARLY, at);
    expect(answer).toEqual({
      message: 'Your plan is now Premium Yearly. It renews on February 1, 2026.',
      planId: YEARLY,
    });
    expect(gateway.planChanges).toEqual([
      {
        subscriptionId: 'sub_1',
        priceId: 'price_yearly',
        prorationDate: at,
        idempotencyKey: `school-subscription:${row.id}:plan:${YEARLY}:0`,
      },
    ]);
    expect(row.planId).toBe(YEARLY);
    expect(billing.subscriptions.locked).toEqual([row.id]);
    expect(audit.entries.actions().filter((a) => a === 'billing.plan_changed')).toHaveLength(1);
    expect(school.isPremium).toBe(true);

    // A second click finds the plan switched: nothing more is asked of the provider.
    await expect(changePlan.execute('owner-1', school.id, YEARLY, at)).rejects.toBeInstanceOf(SamePlanError);
    expect(gateway.planChanges).toHaveLength(1);
  });

  it('refuses a past-due or ending subscription, a stale preview, a stranger and a school without one', async () => {
    const { changePlan, gateway, school, subscribed, billing } = setUp();
    await expect(changePlan.preview('owner-1', school.id, YEARLY)).rejects.toBeInstanceOf(SubscriptionNotFoundError);

    const row = subscribed('past_due');
    await expect(changePlan.preview('owner-1', school.id, YEARLY)).rejects.toThrow(
      'Update the card and settle the failed payment before switching plans.',
    );
    row.status = 'active';
    row.cancelAtPeriodEnd = true;
    await expect(changePlan.preview('owner-1', school.id, YEARLY)).rejects.toBeInstanceOf(PlanChangeNotAllowedError);
    row.cancelAtPeriodEnd = false;

    await expect(changePlan.preview('stranger', school.id, YEARLY)).rejects.toBeInstanceOf(NotSchoolOwnerError);
    await expect(
      changePlan.execute('owner-1', school.id, YEARLY, new Date(Date.now() - 31 * 60_000)),
    ).rejects.toBeInstanceOf(PlanChangePreviewExpiredError);
    await expect(changePlan.preview('owner-1', school.id, MONTHLY)).rejects.toBeInstanceOf(SamePlanError);
    expect(gateway.planChanges).toHaveLength(0);
    expect(billing.subscriptions.locked).toHaveLength(0);
  });
});
