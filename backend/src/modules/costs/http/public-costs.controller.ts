import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse, Public, PublicCache } from '../../../shared/http';
import { CostScheduleReads } from '../application/cost-schedule-reads';
import { OpportunityScholarshipResponse } from './dto/opportunity-scholarship.response';
import { SchoolCostsResponse } from './dto/school-costs.response';
import { SchoolsCostsRequest, SchoolsCostsResponse } from './dto/schools-costs.dto';
import { ScholarshipRulesResponse } from './dto/scholarship-rules.dto';

/**
 * What families read of costs (issue 40). Nothing here takes a family's income or household: the
 * estimate is worked out in the browser from these published figures (docs/decisions/cost-schedule.md).
 */
@ApiTags('costs')
@Public()
@Controller()
export class PublicCostsController {
  constructor(private readonly reads: CostScheduleReads) {}

  /**
   * The shortlist's and compare page's costs: every named listed school's schedule and program rules in one
   * answer (one request, not one per school), in the order asked; unknown or unlisted slugs in `missing`.
   */
  @Get('schools/costs')
  @PublicCache()
  @ApiOkResponse({ type: SchoolsCostsResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'slugs missing or more than 10' })
  async getSchoolsCosts(@Query() query: SchoolsCostsRequest): Promise<SchoolsCostsResponse> {
    return SchoolsCostsResponse.of(await this.reads.publicBySlugs(query.slugs));
  }

  /** A listed school's published cost schedule (null when it has none) and the program rules for its year. */
  @Get('schools/:slug/costs')
  @PublicCache()
  @ApiOkResponse({ type: SchoolCostsResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'School not found' })
  async getSchoolCosts(@Param('slug') slug: string): Promise<SchoolCostsResponse> {
    return SchoolCostsResponse.of(await this.reads.publicBySlug(slug));
  }

  /** The current Nevada Opportunity Scholarship rules (the latest school year the operator entered). */
  @Get('opportunity-scholarship/rules')
  @PublicCache()
  @ApiOkResponse({ type: ScholarshipRulesResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No rules entered yet' })
  async getCurrentScholarshipRules(): Promise<ScholarshipRulesResponse> {
    const rules = await this.reads.currentScholarship();
    if (!rules) throw new NotFoundException('No Opportunity Scholarship rules have been entered');
    return ScholarshipRulesResponse.of(rules);
  }

  /**
   * The Opportunity Scholarship guide's amounts, each with its school year, newest first: the maximum award of
   * each year in the operator's rules (empty until one is entered; the guide then points to the Department).
   */
  @Get('opportunity-scholarship')
  @PublicCache(300)
  @ApiOkResponse({ type: OpportunityScholarshipResponse })
  async getOpportunityScholarship(): Promise<OpportunityScholarshipResponse> {
    return OpportunityScholarshipResponse.from(await this.reads.scholarshipYears());
  }
}
