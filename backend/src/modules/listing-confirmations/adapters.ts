/** listing-confirmations' adapter kit for the composition roots: the worker's jobs module. */
export { ListingConfirmationsJobsModule } from './jobs/listing-confirmations-jobs.module';
