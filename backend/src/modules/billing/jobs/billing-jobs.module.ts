import { Module } from '@nestjs/common';
import { BillingModule } from '../billing.module';
import { PaymentEventsProcessor } from './payment-events.processor';
import { PaymentEventsRelay } from './payment-events.relay';

/** The worker's billing jobs: applying payment events and relaying stored ones the queue missed. */
@Module({
  imports: [BillingModule],
  providers: [PaymentEventsProcessor, PaymentEventsRelay],
  exports: [PaymentEventsRelay],
})
export class BillingJobsModule {}
