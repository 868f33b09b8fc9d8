export { BillingCoreModule, BillingModule } from './billing.module';
export { StripePaymentsModule } from './stripe-payments.module';
export { StartCheckout } from './application/start-checkout';
export { SubscriptionPlans } from './application/subscription-plans';
export { AttachSubscriptionToSchool } from './application/attach-subscription-to-school';
export type { AttachOutcome } from './application/attach-subscription-to-school';
export { OneSubscriptionPerSchool } from './application/one-subscription-per-school';
export { RefundPayment } from './application/refund-payment';
export { ApplyPaymentEvent } from './application/apply-payment-event';
export { ReceivePaymentWebhook } from './application/receive-payment-webhook';
export { PaymentEventListeners } from './application/payment-event-listeners';
export type { CheckoutCompletedListener, CheckoutOwner } from './application/payment-event-listeners';
export { PaymentGateway } from './application/ports/payment-gateway';
export type {
  BillingDetails,
  CardOnFile,
  InvoiceSummary,
  PlanChangePreview,
  CheckoutSessionRequest,
  CreatedSubscription,
  LastPayment,
  LastPaymentRefundRequest,
  RefundRequest,
  RefundResult,
  RefundTarget,
  SubscriptionRequest,
} from './application/ports/payment-gateway';
export { PaymentProviderUnavailableError, PlanChangeDeclinedError } from './domain/billing.errors';
export { DUNNING_WINDOW_DAYS } from './domain/dunning';
export type { CheckoutCompletedEvent, PaymentMetadata, SubscriptionSnapshot } from './domain/payment-event';
export { SubscriptionPlan } from './domain/subscription-plan';
export type { PlanInterval } from './domain/subscription-plan';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { SubscriptionPlanSchema } from './infrastructure/subscription-plan.schema';
export { SchoolSubscriptionSchema } from './infrastructure/school-subscription.schema';
export { StoredPaymentEventSchema } from './infrastructure/stored-payment-event.schema';
export { PremiumCompSchema } from './infrastructure/premium-comp.schema';
