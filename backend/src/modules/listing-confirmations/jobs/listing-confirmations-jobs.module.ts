import { Module } from '@nestjs/common';
import { QueueModule, processorProvider } from '../../../shared/queue';
import { ListingConfirmationsCoreModule } from '../listing-confirmations.module';
import {
  LISTING_CONFIRMATIONS_QUEUE,
  ListingConfirmationsProcessor,
  listingConfirmationsWorkerSettings,
} from './listing-confirmations.processor';

/** The worker's listing reminders. Imported by worker.module.ts only. */
@Module({
  imports: [ListingConfirmationsCoreModule, QueueModule.registerQueues(LISTING_CONFIRMATIONS_QUEUE)],
  providers: [
    processorProvider(ListingConfirmationsProcessor, LISTING_CONFIRMATIONS_QUEUE, listingConfirmationsWorkerSettings),
  ],
})
export class ListingConfirmationsJobsModule {}
