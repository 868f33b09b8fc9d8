import { Module } from '@nestjs/common';
import { SpaServerSide } from '../../shared/http';
import { ArticlesModule } from '../articles';
import { CatalogueCoreModule } from '../catalogue';
import { NeighborhoodsModule } from '../neighborhoods';
import { OpenHousesModule } from '../open-houses';
import { ReviewDigestsModule } from '../reviews';
import { SeoSpaServerSide } from './http/seo-spa-server-side';

/**
 * Search-engine view of the site: `serveSpa` (shared/http) finds the
 * SpaServerSide provided here and uses it for robots.txt, the sitemap and the
 * page heads of school, neighborhood and article pages.
 */
@Module({
  imports: [CatalogueCoreModule, NeighborhoodsModule, ArticlesModule, OpenHousesModule, ReviewDigestsModule],
  providers: [{ provide: SpaServerSide, useClass: SeoSpaServerSide }],
  exports: [SpaServerSide],
})
export class SeoModule {}
