import { Injectable } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { SubscriptionPlans, type PlanInterval } from '../../billing';
import { SandboxObjectNotFoundError } from '../domain/payment-sandbox.errors';

export interface SandboxPrice {
  id: string;
  /** The plan sold at this price, for the TEST MODE pages. */
  planName: string;
  /** Cents. */
  amount: number;
  interval: PlanInterval;
}

/**
 * Stripe's Prices, in the sandbox: a price id means what billing's plan sold
 * at that id says (in sandbox mode the plans carry the sandbox's stand-in ids).
 * Read in a context of its own, like every sandbox read: a remote provider
 * answers whether or not its caller is inside a request or a transaction.
 */
@Injectable()
export class SandboxPrices {
  constructor(
    private readonly plans: SubscriptionPlans,
    private readonly em: EntityManager,
  ) {}

  async get(priceId: string): Promise<SandboxPrice> {
    // The stand-in for an outside system reads in a context of its own, never the caller's (which may have none).
    const plans = await RequestContext.create(this.em.fork(), () => this.plans.listActive());
    const plan = plans.find((p) => p.stripePriceId === priceId);
    if (!plan) throw new SandboxObjectNotFoundError(`price ${priceId}`);
    return { id: priceId, planName: plan.name, amount: plan.price, interval: plan.interval };
  }
}
