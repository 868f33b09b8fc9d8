import { Module } from '@nestjs/common';
import { AppConfig } from '../../config';
import { QueueModule } from '../../shared/queue';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { ApplyPaymentEvent } from './application/apply-payment-event';
import { AttachSubscriptionToSchool } from './application/attach-subscription-to-school';
import { CancelSubscription } from './application/cancel-subscription';
import { OpenBillingPortal } from './application/open-billing-portal';
import { PaymentEventListeners } from './application/payment-event-listeners';
import { PaymentEventQueue } from './application/ports/payment-event-queue';
import { PaymentEventStore } from './application/ports/payment-event-store';
import { PaymentGateway } from './application/ports/payment-gateway';
import { SchoolListing } from './application/ports/school-listing';
import { WebhookSignature } from './application/ports/webhook-signature';
import { ReceivePaymentWebhook } from './application/receive-payment-webhook';
import { StartCheckout } from './application/start-checkout';
import { StartSubscription } from './application/start-subscription';
import { SubscriptionPlans } from './application/subscription-plans';
import { SandboxController } from './http/sandbox.controller';
import { StripeWebhookController } from './http/stripe-webhook.controller';
import { SubscriptionPlansController } from './http/subscription-plans.controller';
import { SubscriptionsController } from './http/subscriptions.controller';
import { MikroOrmPaymentEventStore } from './infrastructure/mikro-orm-payment-event.store';
import { SandboxPaymentGateway } from './infrastructure/sandbox/sandbox-payment-gateway';
import { SandboxProvider } from './infrastructure/sandbox/sandbox-provider';
import { SqlSchoolListing } from './infrastructure/sql-school-listing';
import { StripePaymentGateway } from './infrastructure/stripe-payment-gateway';
import { StripeWebhookSignature } from './infrastructure/stripe-webhook-signature';
import { SubscriptionReads } from './infrastructure/subscription-reads';
import { BullMqPaymentEventQueue, PAYMENT_EVENTS_QUEUE } from './jobs/payment-events.queue';

/**
 * Plans, subscriptions, the payment port and the webhook intake. Stripe when
 * STRIPE_SECRET_KEY is set, the in-app sandbox otherwise; nothing outside this
 * module can tell which. Imported by the web app and the worker; processors
 * live in BillingJobsModule (worker only).
 */
@Module({
  imports: [QueueModule.registerQueues(PAYMENT_EVENTS_QUEUE), IdentityModule, MailModule],
  controllers: [SubscriptionPlansController, StripeWebhookController, SubscriptionsController, SandboxController],
  providers: [
    StripePaymentGateway,
    SandboxPaymentGateway,
    SandboxProvider,
    {
      provide: PaymentGateway,
      inject: [AppConfig, StripePaymentGateway, SandboxPaymentGateway],
      useFactory: (config: AppConfig, stripe: StripePaymentGateway, sandbox: SandboxPaymentGateway) =>
        config.payments.mode === 'stripe' ? stripe : sandbox,
    },
    { provide: WebhookSignature, useClass: StripeWebhookSignature },
    { provide: PaymentEventStore, useClass: MikroOrmPaymentEventStore },
    { provide: PaymentEventQueue, useClass: BullMqPaymentEventQueue },
    { provide: SchoolListing, useClass: SqlSchoolListing },
    PaymentEventListeners,
    ReceivePaymentWebhook,
    ApplyPaymentEvent,
    SubscriptionPlans,
    StartCheckout,
    StartSubscription,
    CancelSubscription,
    OpenBillingPortal,
    SubscriptionReads,
    AttachSubscriptionToSchool,
  ],
  exports: [
    StartCheckout,
    SubscriptionPlans,
    AttachSubscriptionToSchool,
    PaymentEventListeners,
    ApplyPaymentEvent,
    PaymentEventStore,
    PaymentEventQueue,
    WebhookSignature,
  ],
})
export class BillingModule {}
