import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryBilling } from '../../../../test/support/fakes/billing';
import { MemoryClaims } from '../../../../test/support/fakes/claims';
import { fakeConfig } from '../../../../test/support/fakes/config';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { memoryIdentity } from '../../../../test/support/fakes/identity';
import { FakeMailOutbox } from '../../../../test/support/fakes/mail';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { PaymentProviderUnavailableError } from '../../billing';
import { ClaimAlreadyDecidedError, ClaimNotFoundError } from '../domain/claims.errors';
import { RejectClaim } from './reject-claim';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const identity = memoryIdentity(fakeConfig());
  const claims = new MemoryClaims(unitOfWork);
  const billing = memoryBilling(unitOfWork, directory.setSchoolPremium);
  const mail = new FakeMailOutbox(unitOfWork);
  const reject = new RejectClaim(unitOfWork, claims, billing.refunds, mail, audit.trail, fakeConfig());
  return { unitOfWork, audit: audit.entries, identity, claims, billing, gateway: billing.gateway, mail, reject };
}

const notes = 'We could not confirm your role.';

describe('RejectClaim', () => {
  it('refunds a paid claim, ends its subscription, grants nothing and mails the claimant the notes', async () => {
    const { reject, claims, billing, gateway, identity, mail, audit } = setUp();
    const claim = claims.add();
    const paidAt = new Date('2026-01-02T00:00:00Z');
    claim.recordProviderPayment({ customerId: 'cus_1', subscriptionId: 'sub_1', at: paidAt });
    const subscription = billing.subscription({ stripeSubscriptionId: 'sub_1', status: 'active' });
    gateway.paid('sub_1', 99500);
    const now = new Date('2026-01-03T00:00:00Z');

    await reject.execute({ claimId: claim.id, reviewerId: 'admin-1', notes }, now);

    expect(claim).toMatchObject({
      status: 'rejected',
      reviewedBy: 'admin-1',
      reviewedAt: now,
      adminNotes: notes,
      refundId: `re_claim:${claim.id}:refund`,
      refundAmount: 99500,
      refundedAt: now,
      userId: null,
      schoolId: null,
    });
    expect(claims.locked).toEqual([claim.id]);
    expect(gateway.calls).toEqual([{ method: 'refund', idempotencyKey: `claim:${claim.id}:refund` }]);
    expect(subscription).toMatchObject({ status: 'canceled', schoolId: null });
    expect(identity.users.users).toHaveLength(0);
    expect(identity.owners.links).toHaveLength(0);
    expect(mail.queued).toEqual([
      {
        template: 'claim-rejected',
        to: 'rosa@desertoak.example',
        key: `claim-rejected:${claim.id}`,
        data: { firstName: 'Rosa', schoolName: 'Desert Oak Academy', notes, refundedCents: 99500 },
        // The mail says 'reply to this e-mail' and comes from a no-reply address: replies go to the team.
        replyTo: 'hello@schools.example',
      },
    ]);
    expect(audit.actions()).toEqual(['claim.reject']);
    expect(audit.entries[0]).toMatchObject({
      before: { status: 'pending', paymentStatus: 'completed' },
      after: {
        status: 'rejected',
        notes,
        refundId: `re_claim:${claim.id}:refund`,
        refundAmount: 99500,
        subscriptionEnded: 'sub_1',
      },
    });
  });

  it('refuses a second rejection with 409 without asking the provider again', async () => {
    const { reject, claims, gateway, mail, audit } = setUp();
    const claim = claims.add();
    claim.recordProviderPayment({ customerId: 'cus_1', subscriptionId: 'sub_1', at: new Date() });
    gateway.paid('sub_1', 99500);
    await reject.execute({ claimId: claim.id, reviewerId: 'admin-1', notes });

    const again = reject.execute({ claimId: claim.id, reviewerId: 'admin-2', notes: 'Again' });

    await expect(again).rejects.toBeInstanceOf(ClaimAlreadyDecidedError);
    await expect(again).rejects.toThrow('This claim request has already been rejected');
    expect(gateway.calls).toHaveLength(1);
    expect(claim).toMatchObject({ reviewedBy: 'admin-1', adminNotes: notes });
    expect(mail.queued).toHaveLength(1);
    expect(audit.entries).toHaveLength(1);
  });

  it('refunds through the checkout when the payment webhook has not named the subscription yet', async () => {
    const { reject, claims, gateway } = setUp();
    const claim = claims.add();
    claim.recordCheckoutSession('cs_1');
    gateway.paid('sub_1', 9900, 'cs_1');

    await reject.execute({ claimId: claim.id, reviewerId: 'admin-1', notes });

    expect(claim).toMatchObject({ status: 'rejected', refundAmount: 9900 });
    expect(gateway.ended.has('sub_1')).toBe(true);
  });

  it('closes an unpaid checkout, and mails no refund', async () => {
    const { reject, claims, gateway, mail } = setUp();
    const claim = claims.add();
    claim.recordCheckoutSession('cs_open');

    await reject.execute({ claimId: claim.id, reviewerId: 'admin-1', notes });

    expect(gateway.closedCheckouts.has('cs_open')).toBe(true);
    expect(claim).toMatchObject({ status: 'rejected', refundId: null, refundAmount: null });
    expect(mail.queued[0].data).toEqual({ firstName: 'Rosa', schoolName: 'Desert Oak Academy', notes });
  });

  it('tells a claimant who paid outside the checkout that nothing was refunded here', async () => {
    const { reject, claims, gateway, mail } = setUp();
    const claim = claims.add();
    claim.markPaidManually(new Date());

    await reject.execute({ claimId: claim.id, reviewerId: 'admin-1', notes });

    expect(gateway.calls).toHaveLength(0);
    expect(mail.queued[0].data).toMatchObject({ paidOutsideCheckout: true });
  });

  it('refuses an approved or unknown claim, and changes nothing when the provider fails', async () => {
    const { reject, claims, gateway, mail, audit, unitOfWork } = setUp();
    const approved = claims.add();
    approved.approve({ reviewerId: 'admin-1', userId: 'u1', schoolId: 3, at: new Date() });
    await expect(reject.execute({ claimId: approved.id, reviewerId: 'a', notes })).rejects.toThrow(
      'This claim request has already been approved',
    );
    await expect(reject.execute({ claimId: 999, reviewerId: 'a', notes })).rejects.toBeInstanceOf(ClaimNotFoundError);

    const paid = claims.add({ email: 'second@example.com' });
    paid.recordProviderPayment({ customerId: 'cus_2', subscriptionId: 'sub_2', at: new Date() });
    gateway.refund = async () => {
      throw new PaymentProviderUnavailableError();
    };
    await expect(reject.execute({ claimId: paid.id, reviewerId: 'a', notes })).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );

    expect(paid).toMatchObject({ status: 'pending', refundId: null });
    expect(mail.queued).toHaveLength(0);
    expect(audit.entries).toHaveLength(0);
    expect(unitOfWork.rollbacks).toBe(3);
  });
});
