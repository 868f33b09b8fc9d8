export { OpenHouseReadsModule, OpenHousesModule } from './open-houses.module';
export { OpenHousesJobsModule } from './jobs/open-houses-jobs.module';
export { OpenHouseReads } from './infrastructure/open-house-reads';
export type { PublicOpenHouseRow } from './infrastructure/open-house-reads';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { OpenHouseSchema } from './infrastructure/open-house.schema';
export { OpenHouseRsvpSchema } from './infrastructure/open-house-rsvp.schema';
export { demoOpenHousesSeeder } from './seed/demo-open-houses.seeder';
