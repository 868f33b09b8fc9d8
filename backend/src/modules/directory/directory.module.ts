import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles';
import { NeighborhoodsModule } from '../neighborhoods';
import { AssignSchoolSlug } from './application/assign-school-slug';
import { SchoolCatalogue } from './application/ports/school-catalogue';
import { SchoolSlugs } from './application/ports/school-slugs';
import { CatalogueStatsController } from './http/catalogue-stats.controller';
import { SchoolsController } from './http/schools.controller';
import { MikroOrmSchoolCatalogue } from './infrastructure/mikro-orm-school-catalogue';
import { MikroOrmSchoolSlugs } from './infrastructure/mikro-orm-school-slugs';

@Module({
  imports: [NeighborhoodsModule, ArticlesModule],
  controllers: [SchoolsController, CatalogueStatsController],
  providers: [
    { provide: SchoolCatalogue, useClass: MikroOrmSchoolCatalogue },
    { provide: SchoolSlugs, useClass: MikroOrmSchoolSlugs },
    AssignSchoolSlug,
  ],
  // AssignSchoolSlug: every write that sets or changes a school's name (portal edits, admin) runs it before saving.
  exports: [SchoolCatalogue, AssignSchoolSlug],
})
export class DirectoryModule {}
