import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, MaxLength, ValidateBy } from 'class-validator';
import { IntBetween, PublicLimitParam, PublicPageParam, QueryInt, QueryText } from '../../../../shared/http';
import { OPEN_HOUSE_FORMATS, type OpenHouseFormat } from '../../domain/open-house';
import { GRADE_MAX, GRADE_MIN } from '../../domain/open-house-grades';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): boolean =>
  typeof value === 'string' &&
  DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The /open-houses filters. Dates are Las Vegas days, both included. */
export class ListOpenHousesRequest {
  @ApiPropertyOptional({ minimum: GRADE_MIN, maximum: GRADE_MAX, description: 'Pre-K = -1, K = 0, 1..12' })
  @IsOptional()
  @QueryInt()
  @IntBetween(GRADE_MIN, GRADE_MAX, { message: `grade must be a whole number from ${GRADE_MIN} to ${GRADE_MAX}` })
  grade?: number;

  @ApiPropertyOptional({ description: 'Neighborhood name (case-insensitive)' })
  @IsOptional()
  @QueryText()
  @MaxLength(100, { message: 'neighborhood must be at most 100 characters' })
  neighborhood?: string;

  @ApiPropertyOptional({ example: '2026-12-01', description: 'First day (YYYY-MM-DD, Las Vegas time), included' })
  @IsOptional()
  @QueryText()
  @ValidateBy({ name: 'isDay', validator: { validate: isDay } }, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'Last day (YYYY-MM-DD, Las Vegas time), included' })
  @IsOptional()
  @QueryText()
  @ValidateBy({ name: 'isDay', validator: { validate: isDay } }, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;

  @ApiPropertyOptional({ enum: OPEN_HOUSE_FORMATS, enumName: 'OpenHouseFormat' })
  @IsOptional()
  @QueryText()
  @IsIn(OPEN_HOUSE_FORMATS, { message: 'format must be in_person or virtual' })
  format?: OpenHouseFormat;

  @ApiPropertyOptional({ description: "Only this school's open houses (its slug)" })
  @IsOptional()
  @QueryText()
  @Matches(/^[\w-]{1,255}$/, { message: 'school must be a school slug' })
  school?: string;

  @PublicPageParam()
  page?: number;

  @PublicLimitParam('Open houses')
  limit?: number;
}
