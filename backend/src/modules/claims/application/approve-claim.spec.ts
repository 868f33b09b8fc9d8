import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryBilling } from '../../../../test/support/fakes/billing';
import { MemoryClaims } from '../../../../test/support/fakes/claims';
import { fakeConfig } from '../../../../test/support/fakes/config';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { memoryIdentity } from '../../../../test/support/fakes/identity';
import { FakeMailOutbox } from '../../../../test/support/fakes/mail';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { SchoolNotFoundError } from '../../directory';
import {
  ClaimAlreadyDecidedError,
  ClaimCoOwnerConfirmationRequiredError,
  ClaimPaymentPendingError,
  ClaimSchoolRequiredError,
} from '../domain/claims.errors';
import { ApproveClaim } from './approve-claim';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const identity = memoryIdentity(fakeConfig());
  const claims = new MemoryClaims(unitOfWork);
  const billing = memoryBilling(unitOfWork, directory.setSchoolPremium);
  const mail = new FakeMailOutbox(unitOfWork);
  const approve = new ApproveClaim(
    unitOfWork,
    claims,
    directory.lookup,
    directory.createSchool,
    identity.provisionOwner,
    identity.setPasswordLink,
    billing.attachSubscription,
    billing.refunds,
    billing.oneSubscription,
    identity.ownership,
    mail,
    audit.trail,
    fakeConfig(),
  );
  return { unitOfWork, audit: audit.entries, directory, identity, claims, billing, mail, approve };
}

const newListing = { address: '5 Oak Ln', city: 'Las Vegas', zipCode: '89117', grades: 'K-8', schoolType: 'Catholic' };

describe('ApproveClaim', () => {
  it('creates the account and the school from a paid claim, links them, and mails a set-password link', async () => {
    const { approve, claims, directory, identity, mail, audit } = setUp();
    const claim = claims.add();
    claim.markPaidManually(new Date());

    const approved = await approve.execute({ claimId: claim.id, reviewerId: 'admin-1', createSchool: newListing });

    const [school] = directory.schools.table.all();
    expect(school).toMatchObject({ name: 'Desert Oak Academy', slug: 'desert-oak-academy', city: 'Las Vegas' });
    expect(approved).toMatchObject({ userCreated: true });
    expect(claim).toMatchObject({ status: 'approved', schoolId: school.id, reviewedBy: 'admin-1' });
    expect(claims.locked).toEqual([claim.id]);
    const user = await identity.users.findByEmail('rosa@desertoak.example');
    expect(user?.role).toBe('school_admin');
    expect(await identity.ownership.owns(user!.id, school.id)).toBe(true);
    expect(mail.queued).toEqual([
      expect.objectContaining({
        template: 'claim-approved',
        to: 'rosa@desertoak.example',
        key: `claim-approved:${claim.id}`,
        data: expect.objectContaining({
          schoolName: 'Desert Oak Academy',
          setPasswordUrl: expect.stringMatching(/^https:\/\/schools\.example\/set-password\?token=/),
        }),
      }),
    ]);
    expect(audit.actions()).toEqual(['claim.approve']);
    expect(audit.entries[0].after).toMatchObject({ schoolCreated: true, userCreated: true });
  });

  it('links an existing school and hands it the subscription bought at checkout, turning it premium', async () => {
    const { approve, claims, directory, billing } = setUp();
    const school = directory.schools.add({ name: 'Mesa Prep' });
    const claim = claims.add();
    claim.recordProviderPayment({ customerId: 'cus_1', subscriptionId: 'sub_1', at: new Date() });
    const subscription = billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'active' });

    await approve.execute({ claimId: claim.id, reviewerId: 'admin-1', schoolId: school.id });

    expect(subscription.schoolId).toBe(school.id);
    expect([school.isPremium, school.subscriptionStatus]).toEqual([true, 'active']);
  });

  it('refuses an unpaid claim, a decided one, and a missing school, changing nothing', async () => {
    const { approve, claims, directory, identity, mail, audit } = setUp();
    const unpaid = claims.add();
    await expect(
      approve.execute({ claimId: unpaid.id, reviewerId: 'a', createSchool: newListing }),
    ).rejects.toBeInstanceOf(ClaimPaymentPendingError);

    const paid = claims.add({ email: 'second@example.com' });
    paid.markPaidManually(new Date());
    await expect(approve.execute({ claimId: paid.id, reviewerId: 'a', schoolId: 99 })).rejects.toBeInstanceOf(
      SchoolNotFoundError,
    );
    await expect(approve.execute({ claimId: paid.id, reviewerId: 'a' })).rejects.toBeInstanceOf(
      ClaimSchoolRequiredError,
    );

    expect(directory.schools.table.all()).toHaveLength(0);
    expect(identity.users.users).toHaveLength(0);
    expect(mail.queued).toHaveLength(0);
    expect(audit.entries).toHaveLength(0);

    await approve.execute({ claimId: paid.id, reviewerId: 'a', createSchool: newListing });
    await expect(
      approve.execute({ claimId: paid.id, reviewerId: 'a', createSchool: newListing }),
    ).rejects.toBeInstanceOf(ClaimAlreadyDecidedError);
    expect(directory.schools.table.all()).toHaveLength(1);
    expect(mail.queued).toHaveLength(1);
  });

  describe('a school that already has an active owner', () => {
    function withOwner() {
      const context = setUp();
      const school = context.directory.schools.add({ name: 'Mesa Prep' });
      const owner = context.identity.account('olivia@mesaprep.example', 'Olivia');
      owner.lastName = 'Owens';
      context.identity.owners.link(owner.id, school.id);
      const claim = context.claims.add();
      claim.markPaidManually(new Date());
      return { ...context, school, owner, claim };
    }

    it('answers 409 naming the owners without confirmCoOwner, and changes nothing', async () => {
      const { approve, claim, school, identity, mail, audit, unitOfWork } = withOwner();

      const refused = approve.execute({ claimId: claim.id, reviewerId: 'admin-1', schoolId: school.id });

      await expect(refused).rejects.toBeInstanceOf(ClaimCoOwnerConfirmationRequiredError);
      await expect(refused).rejects.toThrow(
        'Mesa Prep already has an owner: Olivia Owens (olivia@mesaprep.example). ' +
          "Approving adds the claimant as a co-owner: confirm with 'Add as co-owner', or reject the claim.",
      );
      expect(claim).toMatchObject({ status: 'pending', schoolId: null, reviewedBy: null });
      expect(identity.users.users).toHaveLength(1);
      expect(identity.owners.links).toHaveLength(1);
      expect(mail.queued).toHaveLength(0);
      expect(audit.entries).toHaveLength(0);
      expect(unitOfWork.rollbacks).toBe(1);
    });

    it('adds the claimant as a co-owner when confirmed, and tells the current owners', async () => {
      const { approve, claim, school, owner, identity, mail, audit } = withOwner();

      const approved = await approve.execute({
        claimId: claim.id,
        reviewerId: 'admin-1',
        schoolId: school.id,
        confirmCoOwner: true,
      });

      expect(claim.status).toBe('approved');
      expect(await identity.ownership.owns(approved.userId, school.id)).toBe(true);
      expect(await identity.ownership.owns(owner.id, school.id)).toBe(true);
      expect(mail.templates()).toEqual(['claim-approved', 'co-owner-added']);
      expect(mail.queued[1]).toEqual({
        template: 'co-owner-added',
        to: 'olivia@mesaprep.example',
        key: `co-owner-added:${claim.id}:${owner.id}`,
        data: {
          firstName: 'Olivia',
          schoolName: 'Mesa Prep',
          coOwnerName: 'Rosa Diaz',
          coOwnerEmail: 'rosa@desertoak.example',
          contactUrl: 'https://schools.example/contact',
        },
      });
      expect(audit.entries[0].after).toMatchObject({ addedAsCoOwnerBeside: [owner.id] });
    });

    it('needs no confirmation when the only other owners are disabled accounts or the claimant', async () => {
      const { approve, claim, school, owner, identity, mail } = withOwner();
      owner.disable();
      const claimant = identity.account('rosa@desertoak.example', 'Rosa');
      identity.owners.link(claimant.id, school.id);

      await approve.execute({ claimId: claim.id, reviewerId: 'admin-1', schoolId: school.id });

      expect(claim.status).toBe('approved');
      expect(mail.templates()).toEqual(['claim-approved']);
    });
  });

  it('refunds the claim’s payment instead of attaching it when the school already pays (one subscription per school)', async () => {
    const { approve, claims, directory, billing, mail, audit } = setUp();
    const school = directory.schools.add({ name: 'Mesa Prep' });
    const own = billing.subscription({ stripeSubscriptionId: 'sub_own', status: 'active', schoolId: school.id });
    await billing.syncPremium.execute(school.id);
    const claim = claims.add();
    claim.recordProviderPayment({ customerId: 'cus_2', subscriptionId: 'sub_claim', at: new Date() });
    const bought = billing.subscription({ stripeSubscriptionId: 'sub_claim', status: 'active' });
    billing.gateway.paid('sub_claim', 99500);

    await approve.execute({ claimId: claim.id, reviewerId: 'admin-1', schoolId: school.id });

    expect(claim).toMatchObject({ status: 'approved', refundId: `re_claim:${claim.id}:refund`, refundAmount: 99500 });
    expect(bought).toMatchObject({ status: 'canceled', schoolId: null });
    expect(own.status).toBe('active');
    expect([school.isPremium, school.subscriptionStatus]).toEqual([true, 'active']);
    expect(mail.queued[0].data).toMatchObject({ refundedCents: 99500 });
    expect(audit.entries[0].after).toMatchObject({ refundId: `re_claim:${claim.id}:refund`, refundAmount: 99500 });
  });
});
