export { NeighborhoodsModule } from './neighborhoods.module';
export { Neighborhood } from './domain/neighborhood';
export { NeighborhoodCatalogue } from './application/ports/neighborhood-catalogue';
export { neighborhoodsSeeder, seedNeighborhoods, refreshNeighborhoodSchoolCounts } from './seed/neighborhoods.seeder';
export type { DemoNeighborhood } from './seed/demo-neighborhood';
