import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsBoolean,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { IntBetween, QueryBoolean, QueryInt, QueryList, QueryText } from '../../../../shared/http';
import { parseGradeSpan } from '../../domain/grade-span';
import type { SchoolSearchFilter } from '../../application/ports/school-catalogue';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;
/** Largest PostgreSQL integer: tuition columns are int4. */
const MAX_TUITION = 2_147_483_647;
const MAX_LIST_ITEMS = 20;
const MAX_ITEM_LENGTH = 100;

/** Each value names at least one grade ("Pre-K", "Elementary (K-5)", "9th - 12th", "6-8"). */
function IsGradeLevel(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isGradeLevel',
      validator: {
        validate: (value) => typeof value === 'string' && value.length <= MAX_ITEM_LENGTH && !!parseGradeSpan(value),
      },
    },
    options,
  );
}

/** Query of `GET /api/schools`. Lists accept a repeated key or a single value. */
export class SearchSchoolsRequest {
  @ApiPropertyOptional({ description: '1-based page number', default: 1, minimum: 1 })
  @IsOptional()
  @QueryInt()
  @IntBetween(1, MAX_PAGE, { message: `page must be a whole number from 1 to ${MAX_PAGE}` })
  page?: number;

  @ApiPropertyOptional({
    description: `Schools per page; values above ${MAX_PAGE_SIZE} are capped`,
    default: DEFAULT_PAGE_SIZE,
    minimum: 1,
  })
  @IsOptional()
  @QueryInt()
  @IntBetween(1, Number.MAX_SAFE_INTEGER, { message: 'limit must be a whole number of at least 1' })
  limit?: number;

  @ApiPropertyOptional({
    description: 'Free text matched against name, city, ZIP code, address and neighborhood (typo-tolerant)',
    maxLength: 200,
  })
  @IsOptional()
  @QueryText()
  @IsString({ message: 'location must be a single text value' })
  @MaxLength(200, { message: 'location must be at most 200 characters' })
  location?: string;

  @ApiPropertyOptional({
    description:
      'Grade levels (e.g. "Pre-K", "Elementary (K-5)", "9th - 12th"); a school matches when its grades overlap any of them',
    type: [String],
  })
  @IsOptional()
  @QueryList()
  @ArrayMaxSize(MAX_LIST_ITEMS, { message: `grades accepts at most ${MAX_LIST_ITEMS} values` })
  @IsGradeLevel({ each: true, message: 'grades must be grade levels such as Pre-K, K-5 or 9-12' })
  grades?: string[];

  @ApiPropertyOptional({ description: 'School types; any of them matches', type: [String] })
  @IsOptional()
  @QueryList()
  @ArrayMaxSize(MAX_LIST_ITEMS, { message: `schoolTypes accepts at most ${MAX_LIST_ITEMS} values` })
  @IsString({ each: true, message: 'schoolTypes must be text values' })
  @MaxLength(MAX_ITEM_LENGTH, {
    each: true,
    message: `schoolTypes values must be at most ${MAX_ITEM_LENGTH} characters`,
  })
  schoolTypes?: string[];

  @ApiPropertyOptional({ description: 'Neighborhood names (case-insensitive); any of them matches', type: [String] })
  @IsOptional()
  @QueryList()
  @ArrayMaxSize(MAX_LIST_ITEMS, { message: `neighborhoods accepts at most ${MAX_LIST_ITEMS} values` })
  @IsString({ each: true, message: 'neighborhoods must be text values' })
  @MaxLength(MAX_ITEM_LENGTH, {
    each: true,
    message: `neighborhoods values must be at most ${MAX_ITEM_LENGTH} characters`,
  })
  neighborhoods?: string[];

  @ApiPropertyOptional({ description: 'Lowest yearly tuition wanted, in dollars', minimum: 0 })
  @IsOptional()
  @QueryInt()
  @IntBetween(0, MAX_TUITION, { message: `tuitionMin must be a whole number from 0 to ${MAX_TUITION}` })
  tuitionMin?: number;

  @ApiPropertyOptional({ description: 'Highest yearly tuition wanted, in dollars', minimum: 0 })
  @IsOptional()
  @QueryInt()
  @IntBetween(0, MAX_TUITION, { message: `tuitionMax must be a whole number from 0 to ${MAX_TUITION}` })
  tuitionMax?: number;

  @ApiPropertyOptional({ description: 'Exact ZIP code', maxLength: 10 })
  @IsOptional()
  @QueryText()
  @IsString({ message: 'zipCode must be a single text value' })
  @MaxLength(10, { message: 'zipCode must be at most 10 characters' })
  zipCode?: string;

  @ApiPropertyOptional({ description: 'Features; a school having any of them matches', type: [String] })
  @IsOptional()
  @QueryList()
  @ArrayMaxSize(MAX_LIST_ITEMS, { message: `features accepts at most ${MAX_LIST_ITEMS} values` })
  @IsString({ each: true, message: 'features must be text values' })
  @MaxLength(MAX_ITEM_LENGTH, { each: true, message: `features values must be at most ${MAX_ITEM_LENGTH} characters` })
  features?: string[];

  @ApiPropertyOptional({ description: 'true: premium schools only' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;

  toFilter(): SchoolSearchFilter {
    return {
      page: this.page ?? 1,
      limit: Math.min(this.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
      location: this.location || undefined,
      grades: this.grades?.map((grade) => parseGradeSpan(grade)!),
      schoolTypes: this.schoolTypes,
      neighborhoods: this.neighborhoods,
      tuitionMin: this.tuitionMin,
      tuitionMax: this.tuitionMax,
      zipCode: this.zipCode || undefined,
      features: this.features,
      featured: this.featured,
    };
  }
}
