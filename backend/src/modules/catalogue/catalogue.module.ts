import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { ArticlesModule } from '../articles';
import { AuditModule } from '../audit';
import { IdentityModule } from '../identity';
import { ListingConfirmations, ListingConfirmationsCoreModule } from '../listing-confirmations';
import { NeighborhoodsModule } from '../neighborhoods';
import { PlaceCentres } from './application/ports/place-centres';
import { SavedSchoolSearch } from './application/ports/saved-school-search';
import { SchoolCatalogue } from './application/ports/school-catalogue';
import { SchoolChanges } from './application/ports/school-changes';
import { SchoolCounts } from './application/ports/school-counts';
import { SchoolMapPoints } from './application/ports/school-map-points';
import { SchoolResults } from './application/ports/school-results';
import { ValleyPlaces } from './application/ports/valley-places';
import { ResolveSearchCentre } from './application/resolve-search-centre';
import { AddValleyPlace, RemoveValleyPlace } from './application/valley-place-admin';
import { CatalogueStatsController } from './http/catalogue-stats.controller';
import { AdminPlacesController, PlacesController } from './http/places.controller';
import { DtoSavedSchoolSearch } from './http/saved-school-search';
import { SCHOOL_PAGE_MAX_AGE_SECONDS, SCHOOL_PAGE_PATH, readSchoolPage } from './http/school-page.read';
import { SchoolsController } from './http/schools.controller';
import { MikroOrmPlaceCentres } from './infrastructure/mikro-orm-place-centres';
import { MikroOrmSchoolCatalogue } from './infrastructure/mikro-orm-school-catalogue';
import { MikroOrmSchoolChanges } from './infrastructure/mikro-orm-school-changes';
import { MikroOrmSchoolCounts } from './infrastructure/mikro-orm-school-counts';
import { MikroOrmSchoolMapPoints } from './infrastructure/mikro-orm-school-map-points';
import { MikroOrmSchoolResults } from './infrastructure/mikro-orm-school-results';
import { MikroOrmValleyPlaces } from './infrastructure/mikro-orm-valley-places';

/**
 * The public reads of schools without any screen, one port per question (docs/decisions/catalogue-module.md):
 * the published SchoolCatalogue (a school's page, former slugs, the sitemap) and SchoolCounts for other
 * modules, the search's results, map points, place centres and the saved-search evaluation of alerts, for
 * the web app and the worker's digest job alike.
 */
@Module({
  providers: [
    { provide: SchoolCatalogue, useClass: MikroOrmSchoolCatalogue },
    { provide: SchoolResults, useClass: MikroOrmSchoolResults },
    { provide: SchoolCounts, useClass: MikroOrmSchoolCounts },
    { provide: SchoolMapPoints, useClass: MikroOrmSchoolMapPoints },
    { provide: SchoolChanges, useClass: MikroOrmSchoolChanges },
    { provide: PlaceCentres, useClass: MikroOrmPlaceCentres },
    ResolveSearchCentre,
    { provide: SavedSchoolSearch, useClass: DtoSavedSchoolSearch },
  ],
  exports: [
    SchoolCatalogue,
    SchoolResults,
    SchoolCounts,
    SchoolMapPoints,
    SchoolChanges,
    PlaceCentres,
    ResolveSearchCentre,
    SavedSchoolSearch,
  ],
})
export class CatalogueCoreModule {}

/**
 * The public school screens (web app): the directory search, the school page, the statistics strip, the
 * gazetteer's places and the admin's Data-tab place list (`valley_place`, which this module owns).
 */
@Module({
  imports: [
    CatalogueCoreModule,
    NeighborhoodsModule,
    ArticlesModule,
    IdentityModule,
    AuditModule,
    ListingConfirmationsCoreModule,
  ],
  controllers: [SchoolsController, CatalogueStatsController, PlacesController, AdminPlacesController],
  providers: [{ provide: ValleyPlaces, useClass: MikroOrmValleyPlaces }, AddValleyPlace, RemoveValleyPlace],
  exports: [CatalogueCoreModule],
})
export class CatalogueModule {
  constructor(rules: HttpRules, catalogue: SchoolCatalogue, confirmations: ListingConfirmations) {
    // Public search, details and counts (its own and neighborhoods') are read from directory's `school`, and a
    // school's `managed` flag from identity's `school_owner` (change trigger: migration school_owner_notify): a
    // write to either clears the response cache. (`app_user` is only joined to ignore disabled accounts; it
    // changes at every sign-in, so it does not clear the cache: disabling an owner shows within the cache's
    // lifetime.)
    rules.publicAnswersReadFrom('school', 'school_owner');
    // The gazetteer: the place list, and every search whose centre is one of its places.
    rules.publicAnswersReadFrom('valley_place');
    // The school page of anonymous visitors, answered before Nest's router: same use case, same answers,
    // a fraction of the per-request work (issue 22, docs/performance.md).
    rules.leanPublicRead({
      path: SCHOOL_PAGE_PATH,
      maxAgeSeconds: SCHOOL_PAGE_MAX_AGE_SECONDS,
      answer: ({ slug }, res) => readSchoolPage(catalogue, confirmations, slug, res),
    });
  }
}
