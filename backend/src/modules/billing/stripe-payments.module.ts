import { Global, Module } from '@nestjs/common';
import { PaymentGateway } from './application/ports/payment-gateway';
import { StripePaymentGateway } from './infrastructure/stripe-payment-gateway';

/**
 * Card payments through Stripe: binds the `PaymentGateway` port for every
 * module when STRIPE_SECRET_KEY is set. The composition root imports this or,
 * without keys, the development `PaymentSandboxModule` (never both), so the
 * port is bound once and billing never names the sandbox.
 */
@Global()
@Module({
  providers: [StripePaymentGateway, { provide: PaymentGateway, useExisting: StripePaymentGateway }],
  exports: [PaymentGateway],
})
export class StripePaymentsModule {}
