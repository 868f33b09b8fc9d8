/**
 * billing's adapter kit (docs/architecture.md, "Dependency rules"): what other modules' driving and
 * driven adapters (http/, infrastructure/, jobs/, module wiring) and the composition roots (app and
 * worker modules, cli/) may use of this module's adapters. Use cases and domain code never import it:
 * they use the ports, domain types and use cases of index.ts.
 */
export { BillingJobsModule } from './jobs/billing-jobs.module';
export { PaymentEventsRelay } from './jobs/payment-events.relay';
export { STRIPE_API_VERSION } from './infrastructure/stripe-client';
export { translateStripeEvent } from './infrastructure/stripe-event.translate';
export { plansSeeder } from './seed/plans.seeder';
