import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { SchoolOwnership } from '../../identity';
import { SubscriptionNotCancellableError, SubscriptionNotFoundError } from '../domain/billing.errors';
import { SchoolSubscription } from '../domain/school-subscription';
import { PaymentGateway } from './ports/payment-gateway';
import { SchoolListing } from './ports/school-listing';

/**
 * The portal's Cancel: the subscription ends when the paid period closes (the
 * school keeps premium until then). The provider's answer is recorded at once,
 * so the portal shows 'Subscription Ending' without waiting for the webhook,
 * which then confirms the same state.
 */
@Injectable()
export class CancelSubscription {
  constructor(
    private readonly em: EntityManager,
    private readonly ownership: SchoolOwnership,
    private readonly gateway: PaymentGateway,
    private readonly school: SchoolListing,
  ) {}

  async execute(userId: string, schoolId: number): Promise<{ message: string }> {
    await this.ownership.assertOwns(userId, schoolId);
    const subscription = await this.em
      .fork()
      .findOne(
        SchoolSubscription,
        { schoolId, status: { $in: ['active', 'trialing', 'past_due'] }, stripeSubscriptionId: { $ne: null } },
        { orderBy: { id: 'desc' } },
      );
    if (!subscription) throw new SubscriptionNotFoundError();
    if (subscription.cancelAtPeriodEnd) throw new SubscriptionNotCancellableError();

    const snapshot = await this.gateway.cancelAtPeriodEnd({
      subscriptionId: subscription.stripeSubscriptionId!,
      // Tied to the state being cancelled: a retry repeats this call, a later cancel (after a resume) is a new one.
      idempotencyKey: `school-subscription:${subscription.id}:cancel:${subscription.stateAt?.getTime() ?? 0}`,
    });
    // Provider events carry whole seconds: this answer counts as news of this second, like its webhook.
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const ending = await this.em.fork().transactional(async (em) => {
      const current = await em.findOneOrFail(
        SchoolSubscription,
        { id: subscription.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      current.applySnapshot(snapshot, at);
      await em.flush();
      if (current.schoolId !== null) await this.school.syncPremium(em, current.schoolId);
      return current;
    });

    const until = ending.currentPeriodEnd
      ? ` on ${formatDay(ending.currentPeriodEnd)}`
      : ' at the end of the current period';
    return {
      message: `Your subscription will end${until}. Premium features stay active until then.`,
    };
  }
}

function formatDay(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
