import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { NothingToRefundError, RefundTooLargeError, SubscriptionNotFoundError } from '../domain/billing.errors';
import { refundAmount } from '../domain/billing-console';
import { PaymentGateway } from './ports/payment-gateway';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';

export interface IssuedRefund {
  refundId: string;
  invoiceId: string;
  amountCents: number;
}

/**
 * The operator's refund of a subscription's last payment, all or part, with a reason (issue 43,
 * docs/decisions/billing-console.md). It goes through the provider (Stripe or the sandbox), which confirms
 * with `charge.refunded`; the subscription itself goes on: ending it is the owner's cancel or a claim's
 * rejection. The key is built from what has been refunded so far, so a double click refunds once and a
 * second, deliberate refund of the rest is a new one. Audited as `billing.refund_issued` with the provider's ids.
 */
@Injectable()
export class RefundLastPayment {
  constructor(
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly gateway: PaymentGateway,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    input: { actorId: string; subscriptionRowId: number; amountCents: number | null; reason: string },
    now = new Date(),
  ): Promise<IssuedRefund> {
    const subscription = await this.subscriptions.findById(input.subscriptionRowId);
    if (!subscription) throw new SubscriptionNotFoundError();
    if (!subscription.stripeSubscriptionId) throw new NothingToRefundError();
    const payment = await this.gateway.lastPayment(subscription.stripeSubscriptionId);
    if (!payment) throw new NothingToRefundError();
    const amount = refundAmount(payment.paidCents, payment.refundedCents, input.amountCents);
    if (amount === 'nothing') throw new NothingToRefundError();
    if (amount === 'too_large') throw new RefundTooLargeError(payment.paidCents - payment.refundedCents);

    const refund = await this.gateway.refundLastPayment({
      subscriptionId: subscription.stripeSubscriptionId,
      invoiceId: payment.invoiceId,
      amountCents: amount,
      idempotencyKey: `admin-refund:${subscription.id}:${payment.invoiceId}:${payment.refundedCents}:${amount}`,
      metadata: {
        subscriptionRowId: String(subscription.id),
        ...(subscription.schoolId !== null ? { schoolId: String(subscription.schoolId) } : {}),
      },
    });
    // The money has moved: the record of who moved it is written even if the provider's event is late.
    await this.unitOfWork.transaction(() =>
      this.audit.record(
        {
          actorId: input.actorId,
          action: 'billing.refund_issued',
          targetType: 'school_subscription',
          targetId: String(subscription.id),
          before: { paidCents: payment.paidCents, refundedCents: payment.refundedCents },
          after: {
            reason: input.reason.trim(),
            amountCents: refund.amountRefunded,
            refundId: refund.refundId,
            invoiceId: payment.invoiceId,
            subscriptionId: subscription.stripeSubscriptionId,
            schoolId: subscription.schoolId,
          },
        },
        now,
      ),
    );
    return { refundId: refund.refundId, invoiceId: payment.invoiceId, amountCents: refund.amountRefunded };
  }
}
