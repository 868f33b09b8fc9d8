import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config';
import { SchoolOwnership } from '../../identity';
import { SubscriptionNotFoundError } from '../domain/billing.errors';
import { SchoolSubscription } from '../domain/school-subscription';
import { PaymentGateway } from './ports/payment-gateway';

/**
 * The school dashboard's billing buttons (DECISIONS.md): a session of the
 * provider's customer billing portal (the sandbox's equivalent page in sandbox
 * mode) for the customer paying for the school.
 */
@Injectable()
export class OpenBillingPortal {
  constructor(
    private readonly em: EntityManager,
    private readonly ownership: SchoolOwnership,
    private readonly gateway: PaymentGateway,
    private readonly config: AppConfig,
  ) {}

  async execute(userId: string, schoolId: number): Promise<{ url: string }> {
    await this.ownership.assertOwns(userId, schoolId);
    const subscription = await this.em
      .fork()
      .findOne(
        SchoolSubscription,
        { schoolId, stripeCustomerId: { $ne: null }, status: { $nin: ['incomplete', 'incomplete_expired'] } },
        { orderBy: { id: 'desc' } },
      );
    if (!subscription?.stripeCustomerId) throw new SubscriptionNotFoundError();
    // Portal sessions are short-lived: one per school and minute, so a double click opens the same one.
    const minute = Math.floor(Date.now() / 60_000);
    return this.gateway.createBillingPortalSession({
      customerId: subscription.stripeCustomerId,
      returnUrl: `${this.config.publicUrl}/school-dashboard`,
      idempotencyKey: `school:${schoolId}:billing-portal:${minute}`,
    });
  }
}
