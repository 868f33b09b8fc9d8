import { ApiProperty } from '@nestjs/swagger';
import type { PublicCosts } from '../../application/cost-schedule-reads';
import { CostScheduleResponse } from './cost-schedule.dto';
import { ScholarshipRulesResponse } from './scholarship-rules.dto';

/** The school page's 'Tuition & Costs' and the estimator's figures, in one answer. */
export class SchoolCostsResponse {
  @ApiProperty()
  schoolId: number;
  @ApiProperty({ type: CostScheduleResponse, nullable: true, description: 'null: the school has published none' })
  schedule: CostScheduleResponse | null;
  @ApiProperty({
    type: ScholarshipRulesResponse,
    nullable: true,
    description: "The Opportunity Scholarship rules for the schedule's school year, else the latest entered",
  })
  opportunityScholarship: ScholarshipRulesResponse | null;

  static of(costs: PublicCosts): SchoolCostsResponse {
    return Object.assign(new SchoolCostsResponse(), {
      schoolId: costs.school.id,
      schedule: costs.schedule && CostScheduleResponse.of(costs.schedule),
      opportunityScholarship: costs.scholarship && ScholarshipRulesResponse.of(costs.scholarship),
    });
  }
}
