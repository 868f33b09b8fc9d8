import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { SchoolSubscriptionRepository } from '../application/ports/school-subscription.repository';
import { SchoolSubscription } from '../domain/school-subscription';

/**
 * Through the injected EntityManager: in a request it is the request's fork,
 * inside a transaction (the caller's `UnitOfWork`) it is that transaction's.
 */
@Injectable()
export class MikroOrmSchoolSubscriptionRepository extends SchoolSubscriptionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findByProviderId(stripeSubscriptionId: string): Promise<SchoolSubscription | null> {
    return this.em.findOne(SchoolSubscription, { stripeSubscriptionId });
  }

  findUnattached(id: number): Promise<SchoolSubscription | null> {
    return this.em.findOne(SchoolSubscription, { id, stripeSubscriptionId: null });
  }

  findById(id: number): Promise<SchoolSubscription | null> {
    return this.em.findOne(SchoolSubscription, { id });
  }

  findByIdForUpdate(id: number): Promise<SchoolSubscription | null> {
    return this.em.findOne(SchoolSubscription, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  findLive(schoolId: number): Promise<SchoolSubscription[]> {
    return this.em.find(
      SchoolSubscription,
      { schoolId, status: { $nin: ['incomplete', 'incomplete_expired', 'canceled'] } },
      { orderBy: { id: 'asc' } },
    );
  }

  findPendingSince(schoolId: number, planId: number, since: Date): Promise<SchoolSubscription | null> {
    return this.em.findOne(
      SchoolSubscription,
      { schoolId, planId, status: 'incomplete', createdAt: { $gt: since } },
      { orderBy: { id: 'desc' } },
    );
  }

  findLatestWithCustomer(userId: string): Promise<SchoolSubscription | null> {
    return this.em.findOne(
      SchoolSubscription,
      { userId, stripeCustomerId: { $ne: null } },
      { orderBy: { id: 'desc' } },
    );
  }

  findLatestByCustomerId(customerId: string): Promise<SchoolSubscription | null> {
    return this.em.findOne(SchoolSubscription, { stripeCustomerId: customerId }, { orderBy: { id: 'desc' } });
  }

  findCancellable(schoolId: number): Promise<SchoolSubscription | null> {
    return this.em.findOne(
      SchoolSubscription,
      { schoolId, status: { $in: ['active', 'trialing', 'past_due'] }, stripeSubscriptionId: { $ne: null } },
      { orderBy: { id: 'desc' } },
    );
  }

  findBilled(schoolId: number): Promise<SchoolSubscription | null> {
    return this.em.findOne(
      SchoolSubscription,
      { schoolId, stripeCustomerId: { $ne: null }, status: { $nin: ['incomplete', 'incomplete_expired'] } },
      { orderBy: { id: 'desc' } },
    );
  }

  findRenewingBetween(from: Date, to: Date): Promise<SchoolSubscription[]> {
    return this.em.find(SchoolSubscription, {
      schoolId: { $ne: null },
      status: { $in: ['active', 'trialing'] },
      cancelAtPeriodEnd: false,
      currentPeriodEnd: { $gt: from, $lte: to },
    });
  }

  findBySchool(schoolId: number): Promise<SchoolSubscription[]> {
    return this.em.find(SchoolSubscription, { schoolId }, { orderBy: { id: 'asc' } });
  }

  async save(subscription: SchoolSubscription): Promise<void> {
    await this.em.persist(subscription).flush();
  }
}
