import { Injectable } from '@nestjs/common';
import type { CheckoutCompletedEvent } from '../domain/payment-event';

/** Who a completed checkout's subscription belongs to, when the listener knows. */
export interface CheckoutOwner {
  schoolId: number | null;
  userId: string | null;
}

/**
 * Called inside the transaction that applies a completed checkout (a
 * listener's repositories join it). The claims module registers one to record
 * a claim's payment; billing cannot import claims (claims already uses
 * billing), so the dependency points this way.
 */
export interface CheckoutCompletedListener {
  onCheckoutCompleted(event: CheckoutCompletedEvent): Promise<CheckoutOwner | null>;
}

@Injectable()
export class PaymentEventListeners {
  private readonly checkoutListeners: CheckoutCompletedListener[] = [];

  onCheckoutCompleted(listener: CheckoutCompletedListener): void {
    if (!this.checkoutListeners.includes(listener)) this.checkoutListeners.push(listener);
  }

  async checkoutCompleted(event: CheckoutCompletedEvent): Promise<CheckoutOwner> {
    const owner: CheckoutOwner = { schoolId: null, userId: null };
    for (const listener of this.checkoutListeners) {
      const found = await listener.onCheckoutCompleted(event);
      owner.schoolId ??= found?.schoolId ?? null;
      owner.userId ??= found?.userId ?? null;
    }
    return owner;
  }
}
