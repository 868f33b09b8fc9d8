import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsString, MaxLength } from 'class-validator';
import {
  HOUSEHOLD_SIZES,
  type ScholarshipRules,
  type ScholarshipRulesInput,
} from '../../domain/opportunity-scholarship';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The operator's entry of one school year's Nevada Opportunity Scholarship rules. */
export class ScholarshipRulesRequest {
  @ApiProperty({ example: '2026-27' })
  @IsString({ message: 'School year must read like 2026-27' })
  schoolYear: string;

  @ApiProperty({
    type: [Number],
    minItems: HOUSEHOLD_SIZES,
    maxItems: HOUSEHOLD_SIZES,
    description: 'Yearly household income limit in whole dollars for household sizes 1 to 12, in that order',
  })
  @IsArray({ message: `Enter an income limit for each household size from 1 to ${HOUSEHOLD_SIZES}` })
  @ArrayMinSize(HOUSEHOLD_SIZES, {
    message: `Enter an income limit for each household size from 1 to ${HOUSEHOLD_SIZES}`,
  })
  @ArrayMaxSize(HOUSEHOLD_SIZES, {
    message: `Enter an income limit for each household size from 1 to ${HOUSEHOLD_SIZES}`,
  })
  @IsInt({ each: true, message: 'An income limit must be whole dollars' })
  incomeLimits: number[];

  @ApiProperty({ description: 'Maximum award per student for the year, whole dollars' })
  @IsInt({ message: 'The maximum award must be whole dollars' })
  maxAward: number;

  @ApiProperty({ example: 'https://opportunityscholarship.nv.gov/' })
  @Transform(trim)
  @IsString({ message: "Enter the program page's https:// address" })
  @MaxLength(500, { message: 'The address must be at most 500 characters' })
  sourceUrl: string;

  @ApiProperty({ example: '2026-12-01', description: 'The date the figures were checked against the source' })
  @IsString({ message: 'Please enter a valid date' })
  checkedOn: string;

  toInput(): ScholarshipRulesInput {
    return {
      schoolYear: this.schoolYear,
      incomeLimits: this.incomeLimits,
      maxAward: this.maxAward,
      sourceUrl: this.sourceUrl,
      checkedOn: this.checkedOn,
    };
  }
}

export class ScholarshipRulesResponse {
  @ApiProperty()
  id: number;
  @ApiProperty({ example: '2026-27' })
  schoolYear: string;
  @ApiProperty({ type: [Number], description: 'Household sizes 1 to 12, in that order' })
  incomeLimits: number[];
  @ApiProperty()
  maxAward: number;
  @ApiProperty()
  sourceUrl: string;
  @ApiProperty({ example: '2026-12-01' })
  checkedOn: string;

  static of(rules: ScholarshipRules): ScholarshipRulesResponse {
    const { id, schoolYear, incomeLimits, maxAward, sourceUrl, checkedOn } = rules;
    return Object.assign(new ScholarshipRulesResponse(), {
      id,
      schoolYear,
      incomeLimits,
      maxAward,
      sourceUrl,
      checkedOn,
    });
  }
}
