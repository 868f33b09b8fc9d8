export { CatalogueCoreModule, CatalogueModule } from './catalogue.module';
export { SchoolCatalogue } from './application/ports/school-catalogue';
export { SchoolCounts } from './application/ports/school-counts';
export type { SchoolSearchFilter } from './application/ports/school-filter';
export { SavedSchoolSearch } from './application/ports/saved-school-search';
export type { SavedSearchFilters } from './application/ports/saved-school-search';
export type { ChangedSchool } from './application/ports/school-changes';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { ValleyPlaceSchema } from './infrastructure/valley-place.schema';
