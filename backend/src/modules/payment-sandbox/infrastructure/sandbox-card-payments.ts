import { Injectable } from '@nestjs/common';
import {
  NoPaymentAwaitingAuthenticationError,
  SandboxCheckoutExpiredError,
  SandboxObjectNotFoundError,
} from '../domain/payment-sandbox.errors';
import {
  successUrlOf,
  type SandboxCard,
  type SandboxCheckoutSession,
  type SandboxInvoice,
} from '../domain/sandbox-records';
import { AUTHENTICATION_FAILED, AUTHENTICATION_REQUIRED, cardOnFile, cardOutcome } from '../domain/test-cards';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';
import { SandboxPrices } from './sandbox-prices';
import { SandboxStore } from './sandbox-store';

export interface SandboxCheckoutView {
  id: string;
  status: SandboxCheckoutSession['status'];
  customerEmail: string;
  planName: string;
  amount: number;
  interval: 'monthly' | 'yearly';
  successUrl: string;
  cancelUrl: string;
  awaitingAuthentication: boolean;
}

export interface SandboxPaymentResult {
  status: 'succeeded' | 'failed' | 'requires_action';
  message: string;
  /** Where the hosted checkout sends the browser next; null on the /subscription form and while it stays. */
  redirectUrl: string | null;
}

export type AuthenticationResult = 'complete' | 'fail';

/** Where a card is used: a hosted checkout session, or the first invoice of a /subscription subscription. */
interface CardPayment {
  awaitingAuthentication: boolean;
  /** The card waiting for the authentication step. */
  pendingCard: SandboxCard | null;
  setAwaitingAuthentication(awaiting: boolean, card?: SandboxCard): Promise<void>;
  /** Pays with the card, which the customer then keeps on file. */
  pay(card: SandboxCard): Promise<SandboxPaymentResult>;
}

/**
 * What the TEST MODE pages do with a card: the hosted checkout and the
 * /subscription card form follow one rule (`domain/test-cards.ts`), so a test
 * card answers the same on both. A declined card changes nothing and sends
 * nothing, as with Stripe; a card that needs 3-D Secure waits for the TEST
 * MODE authentication step, whose 'Complete' pays and 'Fail' declines.
 */
@Injectable()
export class SandboxCardPayments {
  constructor(
    private readonly store: SandboxStore,
    private readonly prices: SandboxPrices,
    private readonly provider: SandboxPaymentGateway,
  ) {}

  async viewCheckout(id: string): Promise<SandboxCheckoutView> {
    const session = await this.checkout(id);
    const price = await this.prices.get(session.priceId);
    return {
      id: session.id,
      status: session.status,
      customerEmail: session.customerEmail,
      planName: price.planName,
      amount: price.amount,
      interval: price.interval,
      successUrl: successUrlOf(session),
      cancelUrl: session.cancelUrl,
      awaitingAuthentication: session.status === 'open' && Boolean(session.awaitingAuthentication),
    };
  }

  async payCheckout(id: string, cardNumber: string): Promise<SandboxPaymentResult> {
    const session = await this.checkout(id);
    // A second click (or a second tab) after paying just goes on to the success page.
    if (session.status === 'complete') return succeeded(successUrlOf(session));
    if (session.status === 'expired') throw new SandboxCheckoutExpiredError();
    return this.useCard(cardNumber, this.checkoutPayment(session));
  }

  async authenticateCheckout(id: string, result: AuthenticationResult): Promise<SandboxPaymentResult> {
    const session = await this.checkout(id);
    if (session.status === 'complete') return succeeded(successUrlOf(session));
    if (session.status === 'expired') throw new SandboxCheckoutExpiredError();
    return this.authenticate(result, this.checkoutPayment(session));
  }

  async cancelCheckout(id: string): Promise<{ redirectUrl: string }> {
    return { redirectUrl: (await this.checkout(id)).cancelUrl };
  }

  async confirmInvoice(clientSecret: string, cardNumber: string): Promise<SandboxPaymentResult> {
    const invoice = await this.invoice(clientSecret);
    if (invoice.status === 'paid')
      return { status: 'succeeded', message: 'Payment already completed.', redirectUrl: null };
    return this.useCard(cardNumber, this.invoicePayment(invoice));
  }

  async authenticateInvoice(clientSecret: string, result: AuthenticationResult): Promise<SandboxPaymentResult> {
    const invoice = await this.invoice(clientSecret);
    if (invoice.status === 'paid')
      return { status: 'succeeded', message: 'Payment already completed.', redirectUrl: null };
    return this.authenticate(result, this.invoicePayment(invoice));
  }

  // ---- the one flow both pages share ----

  private async useCard(cardNumber: string, payment: CardPayment): Promise<SandboxPaymentResult> {
    const outcome = cardOutcome(cardNumber);
    if (outcome.result === 'pays') return payment.pay(cardOnFile(cardNumber));
    if (outcome.result === 'requires_authentication') {
      await payment.setAwaitingAuthentication(true, cardOnFile(cardNumber));
      return { status: 'requires_action', message: AUTHENTICATION_REQUIRED, redirectUrl: null };
    }
    // A new card replaces one that was waiting for authentication.
    if (payment.awaitingAuthentication) await payment.setAwaitingAuthentication(false);
    return { status: 'failed', message: outcome.message, redirectUrl: null };
  }

  private async authenticate(result: AuthenticationResult, payment: CardPayment): Promise<SandboxPaymentResult> {
    if (!payment.awaitingAuthentication) throw new NoPaymentAwaitingAuthenticationError();
    // A session waiting from before cards were kept pays with a card of no known number.
    if (result === 'complete') return payment.pay(payment.pendingCard ?? cardOnFile('4000002500003155'));
    await payment.setAwaitingAuthentication(false);
    return { status: 'failed', message: AUTHENTICATION_FAILED, redirectUrl: null };
  }

  private checkoutPayment(session: SandboxCheckoutSession): CardPayment {
    return {
      awaitingAuthentication: Boolean(session.awaitingAuthentication),
      pendingCard: session.pendingCard ?? null,
      setAwaitingAuthentication: (awaiting, card) =>
        this.store.transaction(async (tx) => {
          const current = await tx.lock<SandboxCheckoutSession>('checkout_session', session.id);
          if (current?.status === 'open')
            tx.put('checkout_session', { ...current, awaitingAuthentication: awaiting, pendingCard: card ?? null });
        }),
      pay: async (card) => {
        const completed = await this.provider.completeCheckout(session.id, card);
        if (completed.status === 'expired') throw new SandboxCheckoutExpiredError();
        return succeeded(successUrlOf(completed));
      },
    };
  }

  private invoicePayment(invoice: SandboxInvoice): CardPayment {
    return {
      awaitingAuthentication: Boolean(invoice.awaitingAuthentication),
      pendingCard: invoice.pendingCard ?? null,
      setAwaitingAuthentication: (awaiting, card) =>
        this.store.transaction(async (tx) => {
          const current = await tx.lock<SandboxInvoice>('invoice', invoice.id);
          if (current?.status === 'open')
            tx.put('invoice', { ...current, awaitingAuthentication: awaiting, pendingCard: card ?? null });
        }),
      pay: async (card) => {
        await this.provider.payInvoice(invoice.id, card);
        return { status: 'succeeded', message: 'Payment succeeded.', redirectUrl: null };
      },
    };
  }

  private checkout(id: string): Promise<SandboxCheckoutSession> {
    return this.store.get<SandboxCheckoutSession>('checkout_session', id, 'checkout session');
  }

  private async invoice(clientSecret: string): Promise<SandboxInvoice> {
    const invoice = await this.store.findBy<SandboxInvoice>('invoice', { clientSecret });
    if (!invoice) throw new SandboxObjectNotFoundError('payment');
    return invoice;
  }
}

function succeeded(redirectUrl: string): SandboxPaymentResult {
  return { status: 'succeeded', message: 'Payment succeeded.', redirectUrl };
}
