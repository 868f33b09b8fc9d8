import { ApiProperty } from '@nestjs/swagger';
import type { ScholarshipRules } from '../../domain/opportunity-scholarship';

export class ScholarshipMaximumResponse {
  @ApiProperty({ example: '2026-27', description: 'The school year the maximum is for' })
  schoolYear: string;

  @ApiProperty({ example: 2026, description: 'First calendar year of that school year' })
  startYear: number;

  @ApiProperty({ example: 9424, description: 'Most one student may receive, whole dollars' })
  maximumAmount: number;
}

/**
 * The Opportunity Scholarship guide's figures (issue 35 "Stale facts"): each school year's maximum award from
 * the operator's rules table (issue 40: no figure in the code or the configuration), newest first.
 */
export class OpportunityScholarshipResponse {
  @ApiProperty({ type: [ScholarshipMaximumResponse] })
  maximums: ScholarshipMaximumResponse[];

  static from(rules: readonly ScholarshipRules[]): OpportunityScholarshipResponse {
    return {
      maximums: [...rules]
        .sort((a, b) => b.schoolYear.localeCompare(a.schoolYear))
        .map((each) => ({
          schoolYear: each.schoolYear,
          startYear: Number(each.schoolYear.slice(0, 4)),
          maximumAmount: each.maxAward,
        })),
    };
  }
}
