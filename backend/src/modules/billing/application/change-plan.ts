import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolOwnership } from '../../identity';
import {
  PlanChangeNotAllowedError,
  PlanChangePreviewExpiredError,
  SamePlanError,
  SubscriptionNotFoundError,
} from '../domain/billing.errors';
import { formatDay } from '../domain/format-day';
import type { SchoolSubscription } from '../domain/school-subscription';
import type { SubscriptionPlan } from '../domain/subscription-plan';
import { PaymentGateway, type PlanChangePreview } from './ports/payment-gateway';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';
import { SubscriptionPlans } from './subscription-plans';
import { SyncSchoolPremium } from './sync-school-premium';

/** How long the price a school was shown is honoured: Stripe prorates to the second, a short wait changes cents. */
const PREVIEW_VALID_MS = 30 * 60_000;

export interface PlanSwitchQuote extends PlanChangePreview {
  plan: SubscriptionPlan;
}

/**
 * The Billing tab's 'Switch to yearly' / 'Switch to monthly' (docs/decisions/billing-sandbox-lifecycle.md): the
 * provider computes the proration, the school sees it, and confirming switches at that same instant (Stripe's
 * `proration_date`). The switch is invoiced at once and a new period starts; a declined card changes nothing.
 * Recorded at once like a cancellation; the provider's webhook then confirms the same plan.
 */
@Injectable()
export class ChangePlan {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly plans: SubscriptionPlans,
    private readonly ownership: SchoolOwnership,
    private readonly gateway: PaymentGateway,
    private readonly syncPremium: SyncSchoolPremium,
    private readonly audit: AuditTrail,
  ) {}

  async preview(userId: string, schoolId: number, planId: number): Promise<PlanSwitchQuote> {
    const { subscription, plan } = await this.switchable(userId, schoolId, planId);
    const preview = await this.gateway.previewPlanChange({
      subscriptionId: subscription.stripeSubscriptionId!,
      priceId: plan.stripePriceId,
    });
    return { ...preview, plan };
  }

  async execute(
    userId: string,
    schoolId: number,
    planId: number,
    prorationDate: Date,
  ): Promise<{ message: string; planId: number }> {
    const age = Date.now() - prorationDate.getTime();
    if (age > PREVIEW_VALID_MS || age < -60_000) throw new PlanChangePreviewExpiredError();
    const { subscription, plan } = await this.switchable(userId, schoolId, planId);

    const snapshot = await this.gateway.changePlan({
      subscriptionId: subscription.stripeSubscriptionId!,
      priceId: plan.stripePriceId,
      prorationDate,
      // Tied to the state being changed: a double click switches once, a later switch back is a new one.
      idempotencyKey: `school-subscription:${subscription.id}:plan:${plan.id}:${subscription.stateAt?.getTime() ?? 0}`,
    });
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const switched = await this.unitOfWork.transaction(async () => {
      const current = await this.subscriptions.findByIdForUpdate(subscription.id);
      if (!current) throw new SubscriptionNotFoundError();
      const before = { planId: current.planId, status: current.status };
      current.applySnapshot(snapshot, at);
      const changed = current.planId !== plan.id;
      current.planId = plan.id;
      await this.subscriptions.save(current);
      if (current.schoolId !== null) await this.syncPremium.execute(current.schoolId);
      // The owner's act, with them as actor; when the provider's webhook came first it already recorded it.
      if (changed)
        await this.audit.record({
          actorId: userId,
          action: 'billing.plan_changed',
          targetType: 'school_subscription',
          targetId: String(current.id),
          before,
          after: {
            planId: plan.id,
            status: current.status,
            subscriptionId: current.stripeSubscriptionId,
            schoolId: current.schoolId,
          },
        });
      return current;
    });
    const renews = switched.currentPeriodEnd ? ` It renews on ${formatDay(switched.currentPeriodEnd)}.` : '';
    return { message: `Your plan is now ${plan.name}.${renews}`, planId: plan.id };
  }

  /** The school's subscription in good standing and the other plan it may switch to. */
  private async switchable(
    userId: string,
    schoolId: number,
    planId: number,
  ): Promise<{ subscription: SchoolSubscription; plan: SubscriptionPlan }> {
    await this.ownership.assertOwns(userId, schoolId);
    const subscription = await this.subscriptions.findCancellable(schoolId);
    if (!subscription?.stripeSubscriptionId) throw new SubscriptionNotFoundError();
    if (subscription.status === 'past_due') throw new PlanChangeNotAllowedError('past_due');
    if (subscription.cancelAtPeriodEnd) throw new PlanChangeNotAllowedError('ending');
    const plan = await this.plans.activeById(planId);
    if (plan.id === subscription.planId) throw new SamePlanError();
    return { subscription, plan };
  }
}
