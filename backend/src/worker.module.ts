import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, type PaymentsConfig } from './config';
import { ENTITIES } from './entities';
import { DatabaseModule } from './shared/database';
import { QueueModule, StartProcessors } from './shared/queue';
import { ObservabilityModule } from './shared/observability';
import { MailJobsModule } from './modules/mail/adapters';
import { ContactJobsModule } from './modules/contact/adapters';
import { StripePaymentsModule } from './modules/billing';
import { BillingJobsModule } from './modules/billing/adapters';
import { PaymentSandboxModule } from './modules/payment-sandbox';
import { ClaimsJobsModule } from './modules/claims';
import { LeadsJobsModule } from './modules/leads/adapters';
import { OpenHousesJobsModule } from './modules/open-houses/adapters';
import { AnalyticsJobsModule } from './modules/analytics/adapters';
import { AlertsJobsModule } from './modules/alerts/adapters';
import { ReviewsJobsModule } from './modules/reviews/adapters';
import { CorrectionsJobsModule } from './modules/corrections/adapters';
import { ListingConfirmationsJobsModule } from './modules/listing-confirmations/adapters';

/**
 * The background process: every module's `*JobsModule` (BullMQ processors).
 * Loaded only by `worker.ts`, never by the web app. No HTTP: no controller,
 * guard or middleware reaches this graph (test/operations/worker-module.e2e-spec.ts).
 * StartProcessors starts the processors once every module has initialised.
 */
@Module({
  imports: [
    ConfigModule,
    ObservabilityModule.forWorker(),
    DatabaseModule.forRoot(ENTITIES),
    QueueModule.forRoot(),
    MailJobsModule,
    ContactJobsModule,
    BillingJobsModule,
    ClaimsJobsModule,
    LeadsJobsModule,
    OpenHousesJobsModule,
    AnalyticsJobsModule,
    AlertsJobsModule,
    ReviewsJobsModule,
    CorrectionsJobsModule,
    ListingConfirmationsJobsModule,
  ],
  providers: [StartProcessors],
})
export class WorkerModule {
  /** The worker for one payment mode (see AppModule.withPayments); the sandbox without its pages. */
  static withPayments(mode: PaymentsConfig['mode']): DynamicModule {
    return {
      module: WorkerModule,
      imports: [mode === 'stripe' ? StripePaymentsModule : PaymentSandboxModule.forWorker()],
    };
  }
}
