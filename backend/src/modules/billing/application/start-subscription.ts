import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { SubscriptionAlreadyActiveError } from '../domain/billing.errors';
import { SchoolSubscription } from '../domain/school-subscription';
import { PaymentGateway } from './ports/payment-gateway';
import { SchoolListing } from './ports/school-listing';
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
    private readonly em: EntityManager,
    private readonly ownership: SchoolOwnership,
    private readonly plans: SubscriptionPlans,
    private readonly gateway: PaymentGateway,
    private readonly school: SchoolListing,
    private readonly config: AppConfig,
  ) {}

  async execute(user: SessionUser, input: { planId: number; schoolId: number }): Promise<StartedSubscription> {
    await this.ownership.assertOwns(user.id, input.schoolId);
    const plan = await this.plans.activeById(input.planId);

    const { row, schoolName, knownCustomerId } = await this.em.fork().transactional(async (em) => {
      const live = await em.count(SchoolSubscription, {
        schoolId: input.schoolId,
        status: { $nin: ['incomplete', 'incomplete_expired', 'canceled'] },
      });
      if (live) throw new SubscriptionAlreadyActiveError();
      const pending =
        (await em.findOne(
          SchoolSubscription,
          {
            schoolId: input.schoolId,
            planId: plan.id,
            status: 'incomplete',
            createdAt: { $gt: new Date(Date.now() - REUSE_PENDING_MS) },
          },
          { orderBy: { id: 'desc' } },
        )) ?? SchoolSubscription.request({ schoolId: input.schoolId, userId: user.id, planId: plan.id });
      em.persist(pending);
      await em.flush();
      const previous = await em.findOne(
        SchoolSubscription,
        { userId: user.id, stripeCustomerId: { $ne: null } },
        { orderBy: { id: 'desc' } },
      );
      return {
        row: pending,
        schoolName: (await this.school.nameOf(em, input.schoolId)) ?? '',
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

    await this.em.fork().transactional(async (em) => {
      const current = await em.findOneOrFail(SchoolSubscription, { id: row.id });
      // A webhook may already have recorded the id (it finds the row through metadata); both write the same.
      if (!current.stripeSubscriptionId) current.attachProvider(created.subscriptionId, created.customerId);
      current.fillIn({ stripeCustomerId: created.customerId });
    });

    return {
      clientSecret: created.clientSecret,
      mode: this.gateway.mode,
      publishableKey: this.config.payments.publishableKey,
    };
  }
}
