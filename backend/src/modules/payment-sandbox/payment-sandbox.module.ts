import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { BillingCoreModule, PaymentGateway } from '../billing';
import { PaymentSandboxController } from './http/payment-sandbox.controller';
import { SandboxBillingPortal } from './infrastructure/sandbox-billing-portal';
import { SandboxCardPayments } from './infrastructure/sandbox-card-payments';
import { SandboxInvoices } from './infrastructure/sandbox-invoices';
import { SandboxPaymentGateway } from './infrastructure/sandbox-payment-gateway';
import { SandboxPrices } from './infrastructure/sandbox-prices';
import { SandboxClock, SandboxRenewals } from './infrastructure/sandbox-renewals';
import { SandboxStore } from './infrastructure/sandbox-store';
import { SandboxWebhookSender } from './infrastructure/sandbox-webhook-sender';

/** The provider double and what it needs: enough for the worker, which serves no pages. */
const PROVIDER: Provider[] = [
  SandboxStore,
  SandboxPrices,
  SandboxWebhookSender,
  SandboxPaymentGateway,
  SandboxRenewals,
  { provide: PaymentGateway, useExisting: SandboxPaymentGateway },
];

/**
 * The payment sandbox (docs/decisions/payment-sandbox.md), for development
 * and demos: a stand-in for Stripe that binds billing's `PaymentGateway` port,
 * serves the TEST MODE pages and sends signed events to billing's webhook
 * intake. The composition root loads it only when no STRIPE_SECRET_KEY is set
 * (`StripePaymentsModule` otherwise); billing never imports it.
 *
 * Global because it binds a port other modules inject (billing's use cases,
 * claims' refunds); it imports billing for the intake and the plans' prices.
 */
@Module({})
export class PaymentSandboxModule {
  /** The web app: the provider double and its hosted pages. */
  static forWeb(): DynamicModule {
    return {
      module: PaymentSandboxModule,
      global: true,
      imports: [BillingCoreModule],
      controllers: [PaymentSandboxController],
      providers: [...PROVIDER, SandboxCardPayments, SandboxBillingPortal, SandboxInvoices],
      exports: [PaymentGateway],
    };
  }

  /** The worker: the provider double only (a job may refund; nobody visits pages there). */
  static forWorker(): DynamicModule {
    return {
      module: PaymentSandboxModule,
      global: true,
      imports: [BillingCoreModule],
      // The billing clock runs here only: one clock renews, as Stripe has one.
      providers: [...PROVIDER, SandboxClock],
      exports: [PaymentGateway],
    };
  }
}
