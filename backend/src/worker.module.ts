import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, type PaymentsConfig } from './config';
import { ENTITIES } from './entities';
import { DatabaseModule } from './shared/database';
import { QueueModule, StartProcessors } from './shared/queue';
import { ObservabilityModule } from './shared/observability';
import { MailJobsModule } from './modules/mail';
import { ContactJobsModule } from './modules/contact';
import { BillingJobsModule, StripePaymentsModule } from './modules/billing';
import { PaymentSandboxModule } from './modules/payment-sandbox';
import { ClaimsJobsModule } from './modules/claims';
import { LeadsJobsModule } from './modules/leads';
import { OpenHousesJobsModule } from './modules/open-houses';
import { AnalyticsJobsModule } from './modules/analytics';
import { AlertsJobsModule } from './modules/alerts';

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
