import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiMovedPermanentlyResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponse, Public, PublicCache } from '../../../shared/http';
import { ListingConfirmations } from '../../listing-confirmations';
import { SchoolPageResponse } from './dto/school-page.response';
import { SchoolCatalogue } from '../application/ports/school-catalogue';
import { SchoolCounts } from '../application/ports/school-counts';
import { SchoolMapPoints } from '../application/ports/school-map-points';
import { SchoolResults } from '../application/ports/school-results';
import { ResolveSearchCentre } from '../application/resolve-search-centre';
import { groupAffiliations } from '../domain/religious-affiliation';
import { SchoolFacetsResponse } from './dto/school-facets.response';
import { SchoolMapPointResponse, SchoolMapResponse } from './dto/school-map.response';
import { SchoolHitResponse, SchoolListResponse, SearchCentreResponse } from './dto/school.response';
import { SCHOOL_PAGE_MAX_AGE_SECONDS, SLUG, readSchoolPage } from './school-page.read';
import { SchoolsBySlugsRequest } from './dto/schools-by-slugs.request';
import { SchoolsBySlugsResponse } from './dto/schools-by-slugs.response';
import { SchoolMapRequest, SearchSchoolsRequest } from './dto/search-schools.request';

/** The most markers one map answer carries; the page says so above the map when there are more. */
export const MAP_POINT_CAP = 2000;

const BAD_SEARCH = {
  type: ErrorResponse,
  description:
    "A malformed parameter (the message names it), a centre outside the valley ('Enter a ZIP code or place in the Las Vegas valley'), a radius not offered, or a radius / distance order without a centre",
};

@ApiTags('schools')
@Public()
@Controller('schools')
export class SchoolsController {
  constructor(
    private readonly results: SchoolResults,
    private readonly map: SchoolMapPoints,
    private readonly counts: SchoolCounts,
    private readonly catalogue: SchoolCatalogue,
    private readonly centres: ResolveSearchCentre,
    private readonly confirmations: ListingConfirmations,
  ) {}

  /**
   * The directory: active schools matching every given filter, in the asked
   * order (default: premium first, then best location match, then name and
   * id: docs/product.md "Search"), optionally within a radius of a centre.
   */
  @Get()
  @PublicCache()
  @ApiOkResponse({ type: SchoolListResponse })
  @ApiBadRequestResponse(BAD_SEARCH)
  async searchSchools(@Query() query: SearchSchoolsRequest): Promise<SchoolListResponse> {
    const centre = await this.centres.execute(query.centreRequest());
    const { schools, total, totalIsLowerBound } = await this.results.search(query.toSearchFilter(centre));
    return {
      schools: schools.map((school) => SchoolHitResponse.fromHit(school)),
      total,
      totalIsLowerBound,
      centre: SearchCentreResponse.from(centre),
    };
  }

  /** Map markers for every school the same search matches (not only one page), up to the cap. */
  @Get('map')
  @PublicCache()
  @ApiOkResponse({ type: SchoolMapResponse })
  @ApiBadRequestResponse(BAD_SEARCH)
  async getSchoolMap(@Query() query: SchoolMapRequest): Promise<SchoolMapResponse> {
    const centre = await this.centres.execute(query.centreRequest());
    const { points, total } = await this.map.mapPoints(query.toFilter(centre), MAP_POINT_CAP);
    return {
      points: points.map((point) => SchoolMapPointResponse.from(point)),
      total,
      capped: total > points.length,
      cap: MAP_POINT_CAP,
      centre: SearchCentreResponse.from(centre),
    };
  }

  /**
   * The schools of a shortlist or comparison, in the order asked. A slug a
   * school had before a rename finds it under its current slug (listed in
   * `renamed`, so the browser can update what it stored); a slug that names
   * no active school (archived, mistyped) is reported in `missing` instead of
   * failing the whole list.
   */
  @Get('by-slugs')
  @PublicCache()
  @ApiOkResponse({ type: SchoolsBySlugsResponse })
  @ApiBadRequestResponse(BAD_SEARCH)
  async getSchoolsBySlugs(@Query() query: SchoolsBySlugsRequest): Promise<SchoolsBySlugsResponse> {
    const centre = await this.centres.execute(query.centreRequest());
    const wellFormed = query.slugs.filter((slug) => SLUG.test(slug));
    const found = wellFormed.length ? await this.results.findBySlugs(wellFormed, centre ?? undefined) : [];
    const bySlug = new Map(found.map((school) => [school.slug, school]));
    const renamed = await this.catalogue.renamedAll(wellFormed.filter((slug) => !bySlug.has(slug)));
    const renamedTargets = [...new Set(renamed.values())].filter((slug) => !bySlug.has(slug));
    if (renamedTargets.length)
      for (const school of await this.results.findBySlugs(renamedTargets, centre ?? undefined))
        bySlug.set(school.slug, school);
    const schoolOf = (slug: string) => bySlug.get(slug) ?? bySlug.get(renamed.get(slug) ?? '');
    const listed = new Set<number>();
    return {
      schools: query.slugs.flatMap((slug) => {
        const school = schoolOf(slug);
        if (!school || listed.has(school.id)) return [];
        listed.add(school.id);
        return [SchoolHitResponse.fromHit(school)];
      }),
      missing: query.slugs.filter((slug) => !schoolOf(slug)),
      renamed: [...renamed].filter(([, current]) => bySlug.has(current)).map(([from, to]) => ({ from, to })),
      centre: SearchCentreResponse.from(centre),
    };
  }

  /**
   * The features, religious affiliations and cities the directory's filters
   * can offer, with counts. It reads every active school (about 50 ms at
   * 100,000), and the values change only with the catalogue: browsers keep it
   * five minutes, the response cache until the next write.
   */
  @Get('facets')
  @PublicCache(300)
  @ApiOkResponse({ type: SchoolFacetsResponse })
  async getSchoolFacets(): Promise<SchoolFacetsResponse> {
    const facets = await this.counts.facets();
    return { ...facets, religiousAffiliationGroups: groupAffiliations(facets.religiousAffiliations) };
  }

  /** One active school by its slug; a slug it had before a rename answers 301 to the current one. */
  @Get('slug/:slug')
  @PublicCache(SCHOOL_PAGE_MAX_AGE_SECONDS)
  @ApiOkResponse({ type: SchoolPageResponse })
  @ApiMovedPermanentlyResponse({ description: "A former slug of the school: Location is the school's current address" })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getSchoolBySlug(
    @Param('slug') slug: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SchoolPageResponse> {
    // Anonymous visitors are answered by the same function before Nest's router (CatalogueModule).
    return readSchoolPage(this.catalogue, this.confirmations, slug, res);
  }
}
