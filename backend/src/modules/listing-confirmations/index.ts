export { ListingConfirmationsModule, ListingConfirmationsCoreModule } from './listing-confirmations.module';
// The read port: when an owner last confirmed a school's listing ('From the school, {date}').
export { ListingConfirmations } from './application/listing-confirmations';
export type { LatestConfirmation } from './application/listing-confirmations';
export type { ConfirmationChannel } from './domain/listing-confirmation';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { ListingConfirmationSchema, ListingReminderSchema } from './infrastructure/listing-confirmation.schema';
