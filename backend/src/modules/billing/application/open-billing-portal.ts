import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { SchoolOwnership } from '../../identity';
import { SubscriptionNotFoundError } from '../domain/billing.errors';
import { PaymentGateway } from './ports/payment-gateway';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';

/**
 * The school dashboard's billing buttons (docs/decisions/actions-the-specification-left-empty.md): a session of the
 * provider's customer billing portal (the sandbox's equivalent page in sandbox
 * mode) for the customer paying for the school.
 */
@Injectable()
export class OpenBillingPortal {
  constructor(
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly ownership: SchoolOwnership,
    private readonly gateway: PaymentGateway,
    private readonly config: AppConfig,
  ) {}

  async execute(userId: string, schoolId: number): Promise<{ url: string }> {
    await this.ownership.assertOwns(userId, schoolId);
    const subscription = await this.subscriptions.findBilled(schoolId);
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
