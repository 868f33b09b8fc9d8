import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { QueueModule } from '../../shared/queue';
import { AuditModule } from '../audit';
import { DirectoryCoreModule } from '../directory';
import { IdentityModule, SchoolOwnerContacts } from '../identity';
import { SqlSchoolOwnerContacts } from '../identity/adapters';
import { MailModule } from '../mail';
import { ApplyPaymentEvent } from './application/apply-payment-event';
import { AttachSubscriptionToSchool } from './application/attach-subscription-to-school';
import { CancelSubscription } from './application/cancel-subscription';
import { OneSubscriptionPerSchool } from './application/one-subscription-per-school';
import { OpenBillingPortal } from './application/open-billing-portal';
import { PaymentEventListeners } from './application/payment-event-listeners';
import { PaymentEventParser } from './application/ports/payment-event-parser';
import { PaymentEventQueue } from './application/ports/payment-event-queue';
import { PaymentEventStore } from './application/ports/payment-event-store';
import { PremiumCompRepository } from './application/ports/premium-comp.repository';
import { PremiumComps } from './application/premium-comps';
import { RefundLastPayment } from './application/refund-last-payment';
import { SendRenewalReminders } from './application/send-renewal-reminders';
import { SchoolSubscriptionRepository } from './application/ports/school-subscription.repository';
import { SubscriptionPlanRepository } from './application/ports/subscription-plan.repository';
import { WebhookSignature } from './application/ports/webhook-signature';
import { ReceivePaymentWebhook } from './application/receive-payment-webhook';
import { RefundPayment } from './application/refund-payment';
import { ResumeSubscription } from './application/resume-subscription';
import { ChangePlan } from './application/change-plan';
import { SchoolBillingDetails } from './application/school-billing-details';
import { StartCheckout } from './application/start-checkout';
import { StartSubscription } from './application/start-subscription';
import { SubscriptionPlans } from './application/subscription-plans';
import { SyncSchoolPremium } from './application/sync-school-premium';
import { AdminBillingController } from './http/admin-billing.controller';
import { STRIPE_WEBHOOK_RULE, StripeWebhookController } from './http/stripe-webhook.controller';
import { SubscriptionPlansController } from './http/subscription-plans.controller';
import { SubscriptionsController } from './http/subscriptions.controller';
import { BillingConsoleReads } from './infrastructure/billing-console-reads';
import { MikroOrmPaymentEventStore } from './infrastructure/mikro-orm-payment-event.store';
import { MikroOrmPremiumCompRepository } from './infrastructure/mikro-orm-premium-comp.repository';
import { MikroOrmSchoolSubscriptionRepository } from './infrastructure/mikro-orm-school-subscription.repository';
import { MikroOrmSubscriptionPlanRepository } from './infrastructure/mikro-orm-subscription-plan.repository';
import { StripePaymentEventParser } from './infrastructure/stripe-payment-event.parser';
import { StripeWebhookSignature } from './infrastructure/stripe-webhook-signature';
import { SubscriptionReads } from './infrastructure/subscription-reads';
import { BullMqPaymentEventQueue, PAYMENT_EVENTS_QUEUE } from './jobs/payment-events.queue';

/**
 * What both processes need: the payment-events queue and store, applying a
 * stored event (with its listeners), attaching a subscription to a school and
 * keeping its premium flag in step, the webhook intake and the plans (the
 * payment sandbox needs the last two in both). No controllers and nothing from
 * identity, so the worker (BillingJobsModule) loads no HTTP guard or middleware.
 * The PaymentGateway port is bound by the composition root: `StripePaymentsModule`
 * when STRIPE_SECRET_KEY is set, the development `PaymentSandboxModule` otherwise.
 */
@Module({
  imports: [QueueModule.registerQueues(PAYMENT_EVENTS_QUEUE), DirectoryCoreModule, MailModule, AuditModule],
  providers: [
    { provide: PremiumCompRepository, useClass: MikroOrmPremiumCompRepository },
    // Identity's read of a school's owners, bound here as the worker's jobs modules do (no HTTP guards loaded).
    { provide: SchoolOwnerContacts, useClass: SqlSchoolOwnerContacts },
    PremiumComps,
    SendRenewalReminders,
    { provide: PaymentEventStore, useClass: MikroOrmPaymentEventStore },
    { provide: PaymentEventQueue, useClass: BullMqPaymentEventQueue },
    { provide: PaymentEventParser, useClass: StripePaymentEventParser },
    { provide: SchoolSubscriptionRepository, useClass: MikroOrmSchoolSubscriptionRepository },
    { provide: SubscriptionPlanRepository, useClass: MikroOrmSubscriptionPlanRepository },
    { provide: WebhookSignature, useClass: StripeWebhookSignature },
    PaymentEventListeners,
    ApplyPaymentEvent,
    AttachSubscriptionToSchool,
    SyncSchoolPremium,
    ReceivePaymentWebhook,
    SubscriptionPlans,
    OneSubscriptionPerSchool,
    RefundPayment,
  ],
  exports: [
    WebhookSignature,
    ReceivePaymentWebhook,
    SubscriptionPlans,
    PaymentEventStore,
    PaymentEventQueue,
    SchoolSubscriptionRepository,
    SubscriptionPlanRepository,
    PaymentEventListeners,
    ApplyPaymentEvent,
    AttachSubscriptionToSchool,
    SyncSchoolPremium,
    OneSubscriptionPerSchool,
    RefundPayment,
    PremiumComps,
    SendRenewalReminders,
  ],
})
export class BillingCoreModule {}

/**
 * Plans, subscriptions and the webhook intake (web app): the controllers with
 * identity's guards. Processors live in BillingJobsModule (worker only).
 * Declares what its webhook needs from the HTTP pipeline.
 */
@Module({
  imports: [BillingCoreModule, DirectoryCoreModule, IdentityModule, AuditModule],
  controllers: [SubscriptionPlansController, StripeWebhookController, SubscriptionsController, AdminBillingController],
  providers: [
    StartCheckout,
    StartSubscription,
    CancelSubscription,
    ResumeSubscription,
    ChangePlan,
    SchoolBillingDetails,
    OpenBillingPortal,
    SubscriptionReads,
    RefundLastPayment,
    BillingConsoleReads,
  ],
  exports: [BillingCoreModule, StartCheckout],
})
export class BillingModule {
  constructor(rules: HttpRules) {
    rules.route(STRIPE_WEBHOOK_RULE);
  }
}
