import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse, Public, PublicCache } from '../../../shared/http';
import { CostScheduleReads } from '../application/cost-schedule-reads';
import { SchoolCostsResponse } from './dto/school-costs.response';
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

  /** A listed school's published cost schedule (null when it has none) and the program rules for its year. */
  @Get('schools/:slug/costs')
  @PublicCache()
  @ApiOkResponse({ type: SchoolCostsResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'School not found' })
  async getSchoolCosts(@Param('slug') slug: string): Promise<SchoolCostsResponse> {
    return SchoolCostsResponse.of(await this.reads.publicBySlug(slug));
  }

  /**
   * The current Nevada Opportunity Scholarship rules (the latest school year the operator entered). Beside the
   * older `GET /api/opportunity-scholarship` (the configured maximums the guide page shows).
   */
  @Get('opportunity-scholarship/rules')
  @PublicCache()
  @ApiOkResponse({ type: ScholarshipRulesResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No rules entered yet' })
  async getCurrentScholarshipRules(): Promise<ScholarshipRulesResponse> {
    const rules = await this.reads.currentScholarship();
    if (!rules) throw new NotFoundException('No Opportunity Scholarship rules have been entered');
    return ScholarshipRulesResponse.of(rules);
  }
}
