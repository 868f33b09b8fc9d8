import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { SchoolLookup } from '../../directory';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { SubscriptionNotFoundError } from '../domain/billing.errors';
import { SchoolSubscription } from '../domain/school-subscription';
import { OneSubscriptionPerSchool } from './one-subscription-per-school';
import { PaymentGateway } from './ports/payment-gateway';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';
import { SubscriptionPlans } from './subscription-plans';

/** An unpaid subscription started less than this long ago is offered again instead of a new one. */
const REUSE_PENDING_MS = 23 * 3600 * 1000;

export interface StartedSubscription {
  clientSecret: string;
  mode: 'stripe' | 'sandbox';
  /** For Stripe.js in the browser; empty in sandbox mode. */
  publishableKey: string;
}

/**
 * `/subscription`: an owner subscribes one of their schools to a plan. The
 * local row is written first and names the provider call's idempotency key, so
 * a retry (double click, reload) answers the same subscription and client
 * secret instead of a second charge. The school becomes premium only when the
 * provider's `invoice.paid` webhook says so.
 */
@Injectable()
export class StartSubscription {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly oneSubscription: OneSubscriptionPerSchool,
    private readonly ownership: SchoolOwnership,
    private readonly plans: SubscriptionPlans,
    private readonly gateway: PaymentGateway,
    private readonly schools: SchoolLookup,
    private readonly config: AppConfig,
  ) {}

  async execute(user: SessionUser, input: { planId: number; schoolId: number }): Promise<StartedSubscription> {
    await this.ownership.assertOwns(user.id, input.schoolId);
    const plan = await this.plans.activeById(input.planId);

    const { row, schoolName, knownCustomerId } = await this.unitOfWork.transaction(async () => {
      await this.oneSubscription.assertNoneLive([input.schoolId]);
      const pending =
        (await this.subscriptions.findPendingSince(input.schoolId, plan.id, new Date(Date.now() - REUSE_PENDING_MS))) ??
        SchoolSubscription.request({ schoolId: input.schoolId, userId: user.id, planId: plan.id });
      await this.subscriptions.save(pending);
      const previous = await this.subscriptions.findLatestWithCustomer(user.id);
      return {
        row: pending,
        schoolName: (await this.schools.nameOf(input.schoolId)) ?? '',
        knownCustomerId: pending.stripeCustomerId ?? previous?.stripeCustomerId ?? null,
      };
    });

    const customerId =
      knownCustomerId ??
      (
        await this.gateway.createCustomer({
          email: user.email,
          name: [user.firstName, user.lastName].filter(Boolean).join(' '),
          metadata: { userId: user.id },
          idempotencyKey: `user:${user.id}:customer`,
        })
      ).id;
    const created = await this.gateway.createSubscription({
      customerId,
      priceId: plan.stripePriceId,
      metadata: {
        schoolId: String(input.schoolId),
        planId: String(plan.id),
        userId: user.id,
        subscriptionRowId: String(row.id),
        schoolName,
      },
      idempotencyKey: `school:${input.schoolId}:plan:${plan.id}:subscription:${row.id}`,
    });

    await this.unitOfWork.transaction(async () => {
      const current = await this.subscriptions.findByIdForUpdate(row.id);
      if (!current) throw new SubscriptionNotFoundError();
      // A webhook may already have recorded the id (it finds the row through metadata); both write the same.
      if (!current.stripeSubscriptionId) current.attachProvider(created.subscriptionId, created.customerId);
      current.fillIn({ stripeCustomerId: created.customerId });
      await this.subscriptions.save(current);
    });

    return {
      clientSecret: created.clientSecret,
      mode: this.gateway.mode,
      publishableKey: this.config.payments.publishableKey,
    };
  }
}
