import { Module } from '@nestjs/common';
import { processorProvider } from '../../../shared/queue';
import { BillingCoreModule } from '../billing.module';
import { PaymentEventsProcessor, paymentEventsWorkerSettings } from './payment-events.processor';
import { PAYMENT_EVENTS_QUEUE } from './payment-events.queue';
import { PaymentEventsRelay } from './payment-events.relay';
import { BillingClock } from './billing-clock';

/**
 * The worker's billing jobs: applying payment events and relaying stored ones
 * the queue missed, and the billing clock (comps that ran out, renewal notices). Other modules' jobs hook into applying an event through
 * the PaymentEventListeners it exports (BillingCoreModule).
 */
@Module({
  imports: [BillingCoreModule],
  providers: [
    processorProvider(PaymentEventsProcessor, PAYMENT_EVENTS_QUEUE, paymentEventsWorkerSettings),
    PaymentEventsRelay,
    BillingClock,
  ],
  exports: [PaymentEventsRelay, BillingCoreModule],
})
export class BillingJobsModule {}
