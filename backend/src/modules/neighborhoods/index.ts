export { NeighborhoodsModule } from './neighborhoods.module';
export { Neighborhood } from './domain/neighborhood';
export { NeighborhoodCatalogue } from './application/ports/neighborhood-catalogue';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { NeighborhoodSchema } from './infrastructure/neighborhood.schema';
