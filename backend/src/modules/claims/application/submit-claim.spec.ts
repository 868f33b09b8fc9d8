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

  it('refuses a claim for a school that already has a live subscription, before storing or opening anything', async () => {
    const { submit, claims, mail, gateway, directory, billing } = setUp();
    const school = directory.schools.add({ name: 'Desert Oak Academy' });
    billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'active', schoolId: school.id });

    await expect(submit.execute({ ...input, schoolName: 'desert  oak ACADEMY ' })).rejects.toThrow(
      'This school already has an active premium listing. Manage it from the billing page.',
    );
    expect(claims.table.all()).toHaveLength(0);
    expect(mail.queued).toHaveLength(0);
    expect(gateway.calls).toHaveLength(0);
  });
});
