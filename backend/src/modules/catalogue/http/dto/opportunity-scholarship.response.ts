import { ApiProperty } from '@nestjs/swagger';
import type { ScholarshipMaximum } from '../../../../config';

export class ScholarshipMaximumResponse {
  @ApiProperty({ example: '2023-24', description: 'The school year the maximum is for' })
  schoolYear: string;

  @ApiProperty({ example: 2023, description: 'First calendar year of that school year' })
  startYear: number;

  @ApiProperty({ example: 9424, description: 'Most one student may receive, whole dollars' })
  maximumAmount: number;
}

/**
 * The Opportunity Scholarship guide's figures (issue 35, "Stale facts"): each amount with the school
 * year it is for, from the operator's configuration (OPPORTUNITY_SCHOLARSHIP_MAXIMUMS), newest first.
 */
export class OpportunityScholarshipResponse {
  @ApiProperty({ type: [ScholarshipMaximumResponse] })
  maximums: ScholarshipMaximumResponse[];

  static from(maximums: readonly ScholarshipMaximum[]): OpportunityScholarshipResponse {
    return {
      maximums: maximums.map(({ startYear, maximumAmount }) => ({
        schoolYear: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
        startYear,
        maximumAmount,
      })),
    };
  }
}
