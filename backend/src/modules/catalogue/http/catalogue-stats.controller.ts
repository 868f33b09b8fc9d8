import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../../config';
import { Public, PublicCache } from '../../../shared/http';
import { ArticleCatalogue } from '../../articles';
import { NeighborhoodCatalogue } from '../../neighborhoods';
import { SchoolCounts } from '../application/ports/school-counts';
import { MapTilesResponse, StatsResponse } from './dto/school.response';

@ApiTags('catalogue')
@Public()
@Controller()
export class CatalogueStatsController {
  constructor(
    private readonly schools: SchoolCounts,
    private readonly neighborhoods: NeighborhoodCatalogue,
    private readonly articles: ArticleCatalogue,
    private readonly config: AppConfig,
  ) {}

  /** The home page's statistics strip, counting public records only. */
  @Get('stats')
  @PublicCache()
  @ApiOkResponse({ type: StatsResponse })
  async getStats(): Promise<StatsResponse> {
    const [schools, neighborhoodCount, articleCount] = await Promise.all([
      this.schools.counts(),
      this.neighborhoods.count(),
      this.articles.countPublished(),
    ]);
    return { schoolCount: schools.schools, neighborhoodCount, schoolTypeCount: schools.schoolTypes, articleCount };
  }

  /** The browser maps key as plain text; empty when none is configured (the pages then show the map fallback). */
  @Get('google-maps-key')
  @PublicCache(300)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'The key, or an empty body' })
  getGoogleMapsKey(): string {
    return this.config.googleMapsApiKey;
  }

  /**
   * The keyless map's tile source (MAP_TILES_STYLE_URL): a MapLibre style URL, null when none is
   * configured. Used only when there is no Google key; with neither, map areas show the list.
   */
  @Get('map-tiles')
  @PublicCache(300)
  @ApiOkResponse({ type: MapTilesResponse })
  getMapTiles(): MapTilesResponse {
    return { styleUrl: this.config.mapTilesStyleUrl || null };
  }
}
