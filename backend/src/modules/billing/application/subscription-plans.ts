import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config';
import { PlanNotFoundError } from '../domain/billing.errors';
import { SubscriptionPlan, type PlanInterval } from '../domain/subscription-plan';

const SYNC_TIMEOUT_MS = 5000;

/**
 * The plans on sale. Each plan's provider price follows the configuration
 * (STRIPE_PRICE_MONTHLY / STRIPE_PRICE_YEARLY, or the sandbox's stand-ins), so
 * switching a deployment from the sandbox to Stripe needs no data change: the
 * app writes the configured price ids onto the plans when it starts.
 */
@Injectable()
export class SubscriptionPlans implements OnApplicationBootstrap {
  private readonly logger = new Logger('SubscriptionPlans');

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** Awaited, so the first checkout already sees the configured prices; never fails start-up. */
  async onApplicationBootstrap(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), SYNC_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.syncPriceIds(), timeout]);
    } catch (error) {
      this.logger.warn(`Could not align plan price ids with the configuration (${(error as Error).message})`);
    } finally {
      clearTimeout(timer);
    }
  }

  async syncPriceIds(): Promise<void> {
    const em = this.em.fork();
    for (const [interval, priceId] of Object.entries(this.configuredPrices()) as [PlanInterval, string][]) {
      await em.nativeUpdate(
        SubscriptionPlan,
        { interval, stripePriceId: { $ne: priceId } },
        { stripePriceId: priceId },
      );
    }
  }

  configuredPrices(): Record<PlanInterval, string> {
    return { monthly: this.config.payments.priceMonthly, yearly: this.config.payments.priceYearly };
  }

  /** Active plans, cheapest first (monthly, then yearly). */
  listActive(): Promise<SubscriptionPlan[]> {
    return this.em.fork().find(SubscriptionPlan, { isActive: true }, { orderBy: { price: 'asc', id: 'asc' } });
  }

  async activeById(id: number): Promise<SubscriptionPlan> {
    const plan = await this.em.fork().findOne(SubscriptionPlan, { id, isActive: true });
    if (!plan) throw new PlanNotFoundError();
    return plan;
  }

  async activeByInterval(interval: PlanInterval): Promise<SubscriptionPlan> {
    const plan = await this.em
      .fork()
      .findOne(SubscriptionPlan, { interval, isActive: true }, { orderBy: { id: 'asc' } });
    if (!plan) throw new PlanNotFoundError();
    return plan;
  }
}
