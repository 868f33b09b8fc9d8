import { Module } from '@nestjs/common';
import { ConfigModule } from './config';
import { DatabaseModule } from './shared/database';
import { QueueModule } from './shared/queue';
import { ObservabilityModule } from './shared/observability';
import { MailJobsModule } from './modules/mail';
import { ContactJobsModule } from './modules/contact';
import { BillingJobsModule } from './modules/billing';
import { ClaimsJobsModule } from './modules/claims';

/**
 * The background process: every module's `*JobsModule` (BullMQ processors).
 * Loaded only by `worker.ts`, never by the web app.
 */
@Module({
  imports: [
    ConfigModule,
    ObservabilityModule.forWorker(),
    DatabaseModule,
    QueueModule.forRoot(),
    MailJobsModule,
    ContactJobsModule,
    BillingJobsModule,
    ClaimsJobsModule,
  ],
})
export class WorkerModule {}
