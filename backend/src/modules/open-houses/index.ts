export { OpenHouseReadsModule, OpenHousesModule } from './open-houses.module';
export { OpenHouseReads } from './application/ports/open-house-reads';
export type { PublicOpenHouseRow } from './application/ports/open-house-reads';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { OpenHouseSchema } from './infrastructure/open-house.schema';
export { OpenHouseRsvpSchema } from './infrastructure/open-house-rsvp.schema';
