import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { IdentityModule } from '../identity';
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
import { SchoolRepository } from './application/ports/school.repository';
import { SchoolSlugs } from './application/ports/school-slugs';
import { SchoolLookup } from './application/school-lookup';
import { SchoolProfileEditor } from './application/school-profile-editor';
import { SetSchoolActive } from './application/set-school-active';
import { SetSchoolPremium } from './application/set-school-premium';
import { UpdateSchoolFacts } from './application/update-school-facts';
import { AdminCatalogueController } from './http/admin-catalogue.controller';
import { AdminSchoolsController } from './http/admin-schools.controller';
import { PortalSchoolsController } from './http/portal-schools.controller';
import { SchoolDashboardController } from './http/school-dashboard.controller';
import { AdminSchoolReads } from './infrastructure/admin-school-reads';
import { MikroOrmCatalogueStore } from './infrastructure/mikro-orm-catalogue-store';
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
  ],
})
export class DirectoryCoreModule {}

/**
 * The school screens that change schools (web app): the admin's Schools tab and catalogue import, the
 * owner's portal edit and the school dashboard's school; other modules change a school only through the
 * use cases of DirectoryCoreModule. The public reads are the catalogue module's (docs/decisions/catalogue-module.md).
 */
@Module({
  imports: [DirectoryCoreModule, IdentityModule],
  controllers: [AdminSchoolsController, PortalSchoolsController, SchoolDashboardController, AdminCatalogueController],
  providers: [AdminSchoolReads],
  exports: [DirectoryCoreModule, AdminSchoolReads],
})
export class DirectoryModule {}
