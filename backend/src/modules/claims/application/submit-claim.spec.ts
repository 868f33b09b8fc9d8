import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { FakePaymentGateway, MemoryPlans, memoryBilling } from '../../../../test/support/fakes/billing';
import { MemoryClaims } from '../../../../test/support/fakes/claims';
import { fakeConfig } from '../../../../test/support/fakes/config';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { FakeMailOutbox } from '../../../../test/support/fakes/mail';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { StartCheckout, SubscriptionPlans } from '../../billing';
import { SubmitClaim, type ClaimInput } from './submit-claim';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const config = fakeConfig();
  const plans = new SubscriptionPlans(new MemoryPlans(), config);
  const gateway = new FakePaymentGateway();
  const claims = new MemoryClaims(unitOfWork);
  const mail = new FakeMailOutbox(unitOfWork);
  const directory = memoryDirectory(unitOfWork, memoryAuditTrail(unitOfWork).trail);
  const billing = memoryBilling(unitOfWork, directory.setSchoolPremium);
  const submit = new SubmitClaim(
    unitOfWork,
    claims,
    plans,
    new StartCheckout(plans, gateway),
    directory.lookup,
    billing.oneSubscription,
    mail,
    config,
  );
  return { unitOfWork, gateway, claims, mail, directory, billing, submit };
}

const input: ClaimInput = {
  schoolName: 'Desert Oak Academy',
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: ' Rosa@DesertOak.example ',
  phone: '702-555-0101',
  position: 'Principal',
  message: 'We run this school.',
  planType: 'yearly',
};

describe('SubmitClaim', () => {
  it('stores the claim with its plan, queues "claim received" with it, then opens the checkout', async () => {
    const { submit, claims, mail, gateway, unitOfWork } = setUp();

    const result = await submit.execute(input);

    const [claim] = claims.table.all();
    expect(claim).toMatchObject({
      email: 'rosa@desertoak.example',
      planId: 2,
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(result).toEqual({ claimId: claim.id, checkoutUrl: 'https://pay.example/2' });
    expect(mail.queued).toEqual([
      expect.objectContaining({ template: 'claim-received', key: `claim-received:${claim.id}` }),
    ]);
    expect(unitOfWork.commits).toBe(1);
    expect(gateway.calls).toEqual([
      { method: 'createCheckoutSession', idempotencyKey: `claim:${claim.id}:checkout:${claim.updatedAt.getTime()}` },
    ]);
    expect(claims.checkoutSessions.get(claim.id)).toBe(`cs_claim:${claim.id}:checkout:${claim.updatedAt.getTime()}`);
  });

  it('resumes the same unpaid claim when it is sent again: no second claim, no second mail', async () => {
    const { submit, claims, mail } = setUp();
    const first = await submit.execute(input);
    const again = await submit.execute({ ...input, schoolName: ' desert  oak academy', planType: 'monthly' });

    expect(again.claimId).toBe(first.claimId);
    expect(claims.table.all()).toHaveLength(1);
    expect(claims.table.get(first.claimId)?.planId).toBe(1);
    expect(mail.queued).toHaveLength(1);
  });

  it('keeps the stored claim and its mail when the provider then fails, so a retry resumes it', async () => {
    const { submit, claims, mail, gateway } = setUp();
    gateway.createCheckoutSession = async () => {
      throw new Error('provider down');
    };

    await expect(submit.execute(input)).rejects.toThrow('provider down');

    // The claim and its mail committed before the provider was asked.
    expect(claims.table.all()).toHaveLength(1);
    expect(mail.queued).toHaveLength(1);
  });

  it('records a claim for a school that already pays without payment, tells the claimant and the team (issue 36)', async () => {
    const { submit, claims, mail, gateway, directory, billing } = setUp();
    const school = directory.schools.add({ name: 'Desert Oak Academy' });
    billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'active', schoolId: school.id });

    const result = await submit.execute({ ...input, schoolName: 'desert  oak ACADEMY' });

    const [claim] = claims.table.all();
    expect(result).toEqual({ claimId: claim.id, checkoutUrl: null });
    expect(claim).toMatchObject({
      email: 'rosa@desertoak.example',
      planId: null,
      status: 'pending',
      paymentStatus: 'not_required',
      stripeSessionId: null,
    });
    expect(claim.isReadyForReview()).toBe(true);
    expect(gateway.calls).toHaveLength(0);
    expect(mail.queued).toEqual([
      {
        template: 'claim-received',
        to: 'rosa@desertoak.example',
        data: { firstName: 'Rosa', schoolName: 'desert  oak ACADEMY' },
        key: `claim-received:${claim.id}`,
      },
      {
        template: 'claim-awaiting-review',
        to: 'inbox@schools.example',
        data: {
          schoolName: 'desert  oak ACADEMY',
          claimantName: 'Rosa Diaz',
          claimantEmail: 'rosa@desertoak.example',
          position: 'Principal',
          payment: 'No payment needed: the school already has a premium subscription',
          reviewUrl: 'https://schools.example/admin-dashboard?tab=claims',
        },
        key: `claim-awaiting-review:${claim.id}`,
      },
    ]);

    // Sent again: the same claim, no second mail to anyone.
    const again = await submit.execute(input);
    expect(again).toEqual({ claimId: claim.id, checkoutUrl: null });
    expect(claims.table.all()).toHaveLength(1);
    expect(mail.queued).toHaveLength(2);
  });

  it('an unpaid claim sent again once its school pays needs no payment any more', async () => {
    const { submit, claims, directory, billing, mail } = setUp();
    const school = directory.schools.add({ name: 'Desert Oak Academy' });
    const first = await submit.execute(input);
    billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'active', schoolId: school.id });

    const again = await submit.execute(input);

    expect(again).toEqual({ claimId: first.claimId, checkoutUrl: null });
    expect(claims.table.get(first.claimId)).toMatchObject({ paymentStatus: 'not_required', planId: null });
    expect(mail.templates()).toEqual(['claim-received', 'claim-awaiting-review']);
  });
});
