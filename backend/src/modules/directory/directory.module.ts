import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { ArticlesModule } from '../articles';
import { AuditModule } from '../audit';
import { IdentityModule } from '../identity';
import { NeighborhoodsModule } from '../neighborhoods';
import { ApplyProfileChange } from './application/apply-profile-change';
import { AssignSchoolSlug } from './application/assign-school-slug';
import { ArchiveSchool } from './application/archive-school';
import { ExportCatalogue } from './application/export-catalogue';
import { ImportCatalogue } from './application/import-catalogue';
import { CatalogueStore } from './application/ports/catalogue-store';
import { CreateSchool } from './application/create-school';
import { CreateSchoolListing } from './application/create-school-listing';
import { EditSchoolListing } from './application/edit-school-listing';
import { RestoreSchool } from './application/restore-school';
import { RevertProfileChange } from './application/revert-profile-change';
import { SchoolCatalogue } from './application/ports/school-catalogue';
import { SchoolRepository } from './application/ports/school.repository';
import { SchoolSlugs } from './application/ports/school-slugs';
import { SchoolLookup } from './application/school-lookup';
import { SchoolProfileEditor } from './application/school-profile-editor';
import { SetSchoolActive } from './application/set-school-active';
import { SetSchoolPremium } from './application/set-school-premium';
import { UpdateSchoolFacts } from './application/update-school-facts';
import { ValleyPlaces } from './application/ports/valley-places';
import { AddValleyPlace, RemoveValleyPlace } from './application/valley-place-admin';
import { AdminPlacesController, PlacesController } from './http/places.controller';
import { MikroOrmValleyPlaces } from './infrastructure/mikro-orm-valley-places';
import { AdminCatalogueController } from './http/admin-catalogue.controller';
import { AdminSchoolsController } from './http/admin-schools.controller';
import { ResolveSearchCentre } from './application/resolve-search-centre';
import { CatalogueStatsController } from './http/catalogue-stats.controller';
import { PortalSchoolsController } from './http/portal-schools.controller';
import { SchoolDashboardController } from './http/school-dashboard.controller';
import { SCHOOL_PAGE_MAX_AGE_SECONDS, SCHOOL_PAGE_PATH, readSchoolPage } from './http/school-page.read';
import { SchoolsController } from './http/schools.controller';
import { SavedSchoolSearch } from './application/ports/saved-school-search';
import { DtoSavedSchoolSearch } from './http/saved-school-search';
import { AdminSchoolReads } from './infrastructure/admin-school-reads';
import { MikroOrmCatalogueStore } from './infrastructure/mikro-orm-catalogue-store';
import { MikroOrmSchoolCatalogue } from './infrastructure/mikro-orm-school-catalogue';
import { MikroOrmSchoolSlugs } from './infrastructure/mikro-orm-school-slugs';
import { MikroOrmSchoolRepository } from './infrastructure/mikro-orm-school.repository';

/**
 * Schools: the only module that writes the `school` table, through the use
 * cases here. No controllers, so the worker (billing's premium sync) can load
 * it without any HTTP guard.
 */
@Module({
  imports: [AuditModule],
  providers: [
    { provide: SchoolSlugs, useClass: MikroOrmSchoolSlugs },
    { provide: SchoolRepository, useClass: MikroOrmSchoolRepository },
    AssignSchoolSlug,
    SchoolLookup,
    SchoolProfileEditor,
    CreateSchool,
    ApplyProfileChange,
    UpdateSchoolFacts,
    RevertProfileChange,
    SetSchoolActive,
    SetSchoolPremium,
    CreateSchoolListing,
    EditSchoolListing,
    ArchiveSchool,
    RestoreSchool,
    { provide: CatalogueStore, useClass: MikroOrmCatalogueStore },
    ImportCatalogue,
    ExportCatalogue,
    { provide: ValleyPlaces, useClass: MikroOrmValleyPlaces },
    AddValleyPlace,
    RemoveValleyPlace,
  ],
  exports: [
    CreateSchoolListing,
    EditSchoolListing,
    ArchiveSchool,
    RestoreSchool,
    AssignSchoolSlug,
    SchoolLookup,
    CreateSchool,
    ApplyProfileChange,
    UpdateSchoolFacts,
    RevertProfileChange,
    SetSchoolActive,
    SetSchoolPremium,
    ImportCatalogue,
    ExportCatalogue,
    ValleyPlaces,
    AddValleyPlace,
    RemoveValleyPlace,
  ],
})
export class DirectoryCoreModule {}

/**
 * The public search without any screen: the catalogue reads and saved searches
 * (alerts), for the web app and the worker's digest job alike.
 */
@Module({
  providers: [
    { provide: SchoolCatalogue, useClass: MikroOrmSchoolCatalogue },
    ResolveSearchCentre,
    { provide: SavedSchoolSearch, useClass: DtoSavedSchoolSearch },
  ],
  exports: [SchoolCatalogue, ResolveSearchCentre, SavedSchoolSearch],
})
export class DirectorySearchModule {}

/**
 * The school screens (web app): the public catalogue, the admin's Schools tab,
 * the owner's portal edit and the school dashboard's school; other modules
 * change a school only through the use cases of DirectoryCoreModule.
 */
@Module({
  imports: [DirectoryCoreModule, DirectorySearchModule, NeighborhoodsModule, ArticlesModule, IdentityModule],
  controllers: [
    SchoolsController,
    CatalogueStatsController,
    AdminSchoolsController,
    PortalSchoolsController,
    SchoolDashboardController,
    AdminCatalogueController,
    PlacesController,
    AdminPlacesController,
  ],
  providers: [AdminSchoolReads],
  exports: [DirectoryCoreModule, DirectorySearchModule, AdminSchoolReads],
})
export class DirectoryModule {
  constructor(rules: HttpRules, catalogue: SchoolCatalogue) {
    // Public search, details and counts (its own and neighborhoods') are read from `school`, and a school's
    // `managed` flag from identity's `school_owner` (change trigger: migration school_owner_notify): a write
    // to either clears the response cache. (`app_user` is only joined to ignore disabled accounts; it changes
    // at every sign-in, so it does not clear the cache: disabling an owner shows within the cache's lifetime.)
    rules.publicAnswersReadFrom('school', 'school_owner');
    // The gazetteer: the place list, and every search whose centre is one of its places.
    rules.publicAnswersReadFrom('valley_place');
    // The school page of anonymous visitors, answered before Nest's router: same use case, same answers,
    // a fraction of the per-request work (issue 22, docs/performance.md).
    rules.leanPublicRead({
      path: SCHOOL_PAGE_PATH,
      maxAgeSeconds: SCHOOL_PAGE_MAX_AGE_SECONDS,
      answer: ({ slug }, res) => readSchoolPage(catalogue, slug, res),
    });
  }
}
