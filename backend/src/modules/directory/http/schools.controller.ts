import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse, Public, PublicCache } from '../../../shared/http';
import { SchoolCatalogue } from '../application/ports/school-catalogue';
import { SchoolNotFoundError } from '../domain/directory.errors';
import { SchoolListResponse, SchoolResponse } from './dto/school.response';
import { SearchSchoolsRequest } from './dto/search-schools.request';

/** Slugs are word characters and hyphens (spec 000 §2); anything else cannot name a school. */
const SLUG = /^[\w-]{1,255}$/;

@ApiTags('schools')
@Public()
@Controller('schools')
export class SchoolsController {
  constructor(private readonly catalogue: SchoolCatalogue) {}

  /**
   * The directory: active schools matching every given filter, premium first,
   * then best location match, then name and id (DECISIONS.md).
   */
  @Get()
  @PublicCache()
  @ApiOkResponse({ type: SchoolListResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'A malformed parameter; the message names it' })
  async searchSchools(@Query() query: SearchSchoolsRequest): Promise<SchoolListResponse> {
    const { schools, total } = await this.catalogue.search(query.toFilter());
    return { schools: schools.map((school) => SchoolResponse.from(school)), total };
  }

  /** One active school by its slug. */
  @Get('slug/:slug')
  @PublicCache()
  @ApiOkResponse({ type: SchoolResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getSchoolBySlug(@Param('slug') slug: string): Promise<SchoolResponse> {
    const school = SLUG.test(slug) ? await this.catalogue.findBySlug(slug) : null;
    if (!school) throw new SchoolNotFoundError();
    return SchoolResponse.from(school);
  }
}
