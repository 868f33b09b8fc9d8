import { Injectable } from '@nestjs/common';
import { SchoolOwnership } from '../../identity';
import { PaymentGateway, type BillingDetails } from './ports/payment-gateway';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';

/**
 * The Billing tab's card on file and invoices, asked of the provider each time (it keeps them; we keep only the
 * last payment, for the operator's console). A school that never paid has neither.
 */
@Injectable()
export class SchoolBillingDetails {
  constructor(
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly ownership: SchoolOwnership,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute(userId: string, schoolId: number): Promise<BillingDetails> {
    await this.ownership.assertOwns(userId, schoolId);
    const subscription = await this.subscriptions.findBilled(schoolId);
    if (!subscription?.stripeSubscriptionId || !subscription.stripeCustomerId) return { card: null, invoices: [] };
    return this.gateway.billingDetails({
      subscriptionId: subscription.stripeSubscriptionId,
      customerId: subscription.stripeCustomerId,
    });
  }
}
