export { NeighborhoodsModule } from './neighborhoods.module';
export { Neighborhood } from './domain/neighborhood';
export { NeighborhoodCatalogue } from './application/ports/neighborhood-catalogue';
export { neighborhoodsSeeder, seedNeighborhoods, refreshNeighborhoodSchoolCounts } from './seed/neighborhoods.seeder';
export { DEMO_NEIGHBORHOODS } from './seed/demo-neighborhoods';
export type { DemoNeighborhood } from './seed/demo-neighborhood';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { NeighborhoodSchema } from './infrastructure/neighborhood.schema';
