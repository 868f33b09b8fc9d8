import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { PaymentMetadata } from '../domain/payment-event';
import { PaymentGateway, type RefundResult, type RefundTarget } from './ports/payment-gateway';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';
import { SyncSchoolPremium } from './sync-school-premium';

export type RefundPaymentInput = RefundTarget & {
  /** From the caller's row (e.g. `claim:{id}:refund`): a retry never refunds twice. */
  idempotencyKey: string;
  metadata?: PaymentMetadata;
};

/**
 * Gives a payment back through the provider and ends its subscription at
 * once (a rejected claim, a second subscription a school must not have). The
 * local subscription row is marked canceled right away, so no screen waits
 * for the provider's `customer.subscription.deleted`, which then confirms the
 * same state. Joins the caller's transaction; safe to call again.
 */
@Injectable()
export class RefundPayment {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly gateway: PaymentGateway,
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly syncPremium: SyncSchoolPremium,
  ) {}

  async execute(input: RefundPaymentInput): Promise<RefundResult> {
    const result = await this.gateway.refund(input);
    if (!result.subscriptionId) return result;
    // Provider events carry whole seconds: this answer counts as news of this second, like its webhook.
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    await this.unitOfWork.transaction(async () => {
      const subscription = await this.subscriptions.findByProviderId(result.subscriptionId!);
      if (!subscription || subscription.isFinal()) return;
      subscription.applySnapshot(
        {
          status: 'canceled',
          cancelAtPeriodEnd: false,
          currentPeriodStart: null,
          currentPeriodEnd: null,
          canceledAt: at,
        },
        at,
      );
      await this.subscriptions.save(subscription);
      if (subscription.schoolId !== null) await this.syncPremium.execute(subscription.schoolId);
    });
    return result;
  }
}
