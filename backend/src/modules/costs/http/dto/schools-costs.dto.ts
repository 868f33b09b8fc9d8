import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsString, MaxLength } from 'class-validator';
import type { PublicCosts } from '../../application/cost-schedule-reads';
import { SchoolCostsResponse } from './school-costs.response';

/** A shortlist holds 10 schools, a comparison 4 (frontend features/shortlist, features/compare-picker). */
export const MAX_COST_SLUGS = 10;
const SLUGS_MESSAGE = `slugs must name 1 to ${MAX_COST_SLUGS} schools`;

export class SchoolsCostsRequest {
  @ApiProperty({
    type: String,
    description: `1 to ${MAX_COST_SLUGS} school slugs, comma-separated, in the order the answer keeps`,
    example: 'the-meadows-school,bishop-gorman-high-school',
  })
  @Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null) return value;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((item) =>
      typeof item === 'string' ? item.split(',') : [item],
    );
    return [
      ...new Set(parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((part) => part !== '')),
    ];
  })
  @ArrayMinSize(1, { message: SLUGS_MESSAGE })
  @ArrayMaxSize(MAX_COST_SLUGS, { message: SLUGS_MESSAGE })
  @IsString({ each: true, message: SLUGS_MESSAGE })
  @MaxLength(255, { each: true, message: 'each slug must be at most 255 characters' })
  slugs!: string[];
}

export class SlugSchoolCostsResponse extends SchoolCostsResponse {
  @ApiProperty()
  slug: string;
}

/** The costs of a shortlist's or comparison's schools in one answer; slugs of no listed school in `missing`. */
export class SchoolsCostsResponse {
  @ApiProperty({ type: [SlugSchoolCostsResponse] })
  schools: SlugSchoolCostsResponse[];
  @ApiProperty({ type: [String] })
  missing: string[];

  static of(answer: { found: PublicCosts[]; missing: string[] }): SchoolsCostsResponse {
    return {
      schools: answer.found.map((costs) => ({ ...SchoolCostsResponse.of(costs), slug: costs.school.slug })),
      missing: answer.missing,
    };
  }
}
