import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { PlanNotFoundError } from '../domain/billing.errors';
import type { PlanInterval, SubscriptionPlan } from '../domain/subscription-plan';
import { SubscriptionPlanRepository } from './ports/subscription-plan.repository';

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
    private readonly plans: SubscriptionPlanRepository,
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

  syncPriceIds(): Promise<void> {
    return this.plans.setPriceIds(this.configuredPrices());
  }

  configuredPrices(): Record<PlanInterval, string> {
    return { monthly: this.config.payments.priceMonthly, yearly: this.config.payments.priceYearly };
  }

  /** Active plans, cheapest first (monthly, then yearly). */
  listActive(): Promise<SubscriptionPlan[]> {
    return this.plans.listActive();
  }

  async activeById(id: number): Promise<SubscriptionPlan> {
    const plan = await this.plans.findActiveById(id);
    if (!plan) throw new PlanNotFoundError();
    return plan;
  }

  async activeByInterval(interval: PlanInterval): Promise<SubscriptionPlan> {
    const plan = await this.plans.findActiveByInterval(interval);
    if (!plan) throw new PlanNotFoundError();
    return plan;
  }
}
