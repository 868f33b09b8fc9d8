import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolOwnership } from '../../identity';
import { SubscriptionNotCancellableError, SubscriptionNotFoundError } from '../domain/billing.errors';
import { formatDay } from '../domain/format-day';
import { PaymentGateway } from './ports/payment-gateway';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';
import { SyncSchoolPremium } from './sync-school-premium';

/**
 * The portal's Cancel: the subscription ends when the paid period closes (the
 * school keeps premium until then). The provider's answer is recorded at once,
 * so the portal shows 'Subscription Ending' without waiting for the webhook,
 * which then confirms the same state.
 */
@Injectable()
export class CancelSubscription {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly ownership: SchoolOwnership,
    private readonly gateway: PaymentGateway,
    private readonly syncPremium: SyncSchoolPremium,
    private readonly audit: AuditTrail,
  ) {}

  async execute(userId: string, schoolId: number): Promise<{ message: string }> {
    await this.ownership.assertOwns(userId, schoolId);
    const subscription = await this.subscriptions.findCancellable(schoolId);
    if (!subscription) throw new SubscriptionNotFoundError();
    if (subscription.cancelAtPeriodEnd) throw new SubscriptionNotCancellableError();

    const snapshot = await this.gateway.cancelAtPeriodEnd({
      subscriptionId: subscription.stripeSubscriptionId!,
      // Tied to the state being cancelled: a retry repeats this call, a later cancel (after a resume) is a new one.
      idempotencyKey: `school-subscription:${subscription.id}:cancel:${subscription.stateAt?.getTime() ?? 0}`,
    });
    // Provider events carry whole seconds: this answer counts as news of this second, like its webhook.
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const ending = await this.unitOfWork.transaction(async () => {
      const current = await this.subscriptions.findByIdForUpdate(subscription.id);
      if (!current) throw new SubscriptionNotFoundError();
      const before = { status: current.status, cancelAtPeriodEnd: current.cancelAtPeriodEnd };
      current.applySnapshot(snapshot, at);
      await this.subscriptions.save(current);
      if (current.schoolId !== null) await this.syncPremium.execute(current.schoolId);
      // The owner's own act, recorded with them as actor (the provider's webhook then finds nothing changed).
      await this.audit.record({
        actorId: userId,
        action: 'billing.cancellation_scheduled',
        targetType: 'school_subscription',
        targetId: String(current.id),
        before,
        after: {
          status: current.status,
          cancelAtPeriodEnd: current.cancelAtPeriodEnd,
          subscriptionId: current.stripeSubscriptionId,
          schoolId: current.schoolId,
        },
      });
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
