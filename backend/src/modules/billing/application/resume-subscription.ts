import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolOwnership } from '../../identity';
import { SubscriptionNotFoundError, SubscriptionNotResumableError } from '../domain/billing.errors';
import { formatDay } from '../domain/format-day';
import { PaymentGateway } from './ports/payment-gateway';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';
import { SyncSchoolPremium } from './sync-school-premium';

/**
 * The billing tabs' 'Resume Subscription': takes back a cancellation
 * scheduled for the end of the paid period, which the provider allows until
 * that period closes (Stripe: `cancel_at_period_end` back to false). Recorded
 * at once like a cancellation; the webhook then confirms the same state.
 */
@Injectable()
export class ResumeSubscription {
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
    if (!subscription.canResume()) throw new SubscriptionNotResumableError();

    const snapshot = await this.gateway.resumeSubscription({
      subscriptionId: subscription.stripeSubscriptionId!,
      // Tied to the state being resumed: a retry repeats this call, a resume after a later cancel is a new one.
      idempotencyKey: `school-subscription:${subscription.id}:resume:${subscription.stateAt?.getTime() ?? 0}`,
    });
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const resumed = await this.unitOfWork.transaction(async () => {
      const current = await this.subscriptions.findByIdForUpdate(subscription.id);
      if (!current) throw new SubscriptionNotFoundError();
      const before = { status: current.status, cancelAtPeriodEnd: current.cancelAtPeriodEnd };
      current.applySnapshot(snapshot, at);
      await this.subscriptions.save(current);
      if (current.schoolId !== null) await this.syncPremium.execute(current.schoolId);
      // The owner's own act, recorded with them as actor (the provider's webhook then finds nothing changed).
      await this.audit.record({
        actorId: userId,
        action: 'billing.cancellation_undone',
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

    const renews = resumed.currentPeriodEnd ? ` and renews on ${formatDay(resumed.currentPeriodEnd)}` : '';
    return { message: `Your subscription continues${renews}.` };
  }
}
