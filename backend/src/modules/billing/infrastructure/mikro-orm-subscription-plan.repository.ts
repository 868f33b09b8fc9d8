import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SubscriptionPlanRepository } from '../application/ports/subscription-plan.repository';
import { SubscriptionPlan, type PlanInterval } from '../domain/subscription-plan';

@Injectable()
export class MikroOrmSubscriptionPlanRepository extends SubscriptionPlanRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  listActive(): Promise<SubscriptionPlan[]> {
    return this.em.find(SubscriptionPlan, { isActive: true }, { orderBy: { price: 'asc', id: 'asc' } });
  }

  findActiveById(id: number): Promise<SubscriptionPlan | null> {
    return this.em.findOne(SubscriptionPlan, { id, isActive: true });
  }

  findActiveByInterval(interval: PlanInterval): Promise<SubscriptionPlan | null> {
    return this.em.findOne(SubscriptionPlan, { interval, isActive: true }, { orderBy: { id: 'asc' } });
  }

  async exists(id: number): Promise<boolean> {
    return (await this.em.count(SubscriptionPlan, { id })) > 0;
  }

  findById(id: number): Promise<SubscriptionPlan | null> {
    return this.em.findOne(SubscriptionPlan, { id });
  }

  findByPriceId(priceId: string): Promise<SubscriptionPlan | null> {
    return this.em.findOne(SubscriptionPlan, { stripePriceId: priceId });
  }

  async setPriceIds(prices: Record<PlanInterval, string>): Promise<void> {
    // Runs at start-up, outside any request or transaction: a fork of its own.
    const em = this.em.fork();
    for (const [interval, priceId] of Object.entries(prices) as [PlanInterval, string][]) {
      await em.nativeUpdate(
        SubscriptionPlan,
        { interval, stripePriceId: { $ne: priceId } },
        { stripePriceId: priceId },
      );
    }
  }
}
