import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches, MaxLength, ValidateBy } from 'class-validator';
import { BlankToNull } from '../../../../shared/http';
import {
  LetterGrade,
  NumberInRange,
  OptionalNeighborhoodText,
  Percentage,
  RequiredName,
  ShortTextList,
} from './neighborhood-field.decorators';

const MAX_INT = 2_000_000_000;

/** 'YYYY-MM-DD' naming a day that exists (2026-02-30 is refused, not handed to PostgreSQL). */
function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The admin's neighborhood editor: every field of docs/product.md "Records" (the school
 * count is counted live, never sent). Sent whole for a new guide and for an
 * edit; an empty optional field clears it. Ranges follow the columns.
 */
export class NeighborhoodProfileRequest {
  @RequiredName('Name', 100)
  name: string;

  @RequiredName('City', 100)
  city: string;

  @OptionalNeighborhoodText('Description', 10_000)
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '/images/neighborhoods/summerlin.svg' })
  @BlankToNull()
  @IsOptional()
  @Matches(/^(https?:\/\/|\/)\S+$/, {
    message: 'Image URL must be a web address (https://…) or a site path starting with /',
  })
  @MaxLength(2000, { message: 'Image URL must be at most 2000 characters' })
  imageUrl?: string | null;

  @NumberInRange('Average tuition minimum', 0, 10_000_000, 0, ' dollars')
  averageTuitionMin?: number | null;

  @NumberInRange('Average tuition maximum', 0, 10_000_000, 0, ' dollars')
  averageTuitionMax?: number | null;

  @NumberInRange('Population', 0, MAX_INT, 0)
  population?: number | null;

  @NumberInRange('Median household income', 0, MAX_INT, 0, ' dollars')
  medianHouseholdIncome?: number | null;

  @NumberInRange('Median home value', 0, MAX_INT, 0, ' dollars')
  medianHomeValue?: number | null;

  @NumberInRange('Cost of living index', 0, 999.99, 2)
  costOfLivingIndex?: number | null;

  @LetterGrade('Safety rating')
  crimeRating?: string | null;

  @NumberInRange('Walkability score', 0, 100, 0)
  walkabilityScore?: number | null;

  @LetterGrade('Public school rating')
  publicSchoolRating?: string | null;

  @NumberInRange('Diversity index', 0, 1, 2)
  diversityIndex?: number | null;

  @LetterGrade('Family friendly rating')
  familyFriendlyRating?: string | null;

  @ShortTextList('Nearby amenities')
  nearbyAmenities?: string[];

  @ShortTextList('Recreation options')
  recreationOptions?: string[];

  @ShortTextList('Transportation options')
  transportationOptions?: string[];

  @Percentage('College readiness rate')
  collegeReadinessRate?: number | null;

  @NumberInRange('Average commute', 0, 300, 0, ' minutes')
  averageCommute?: number | null;

  @OptionalNeighborhoodText('Parent education level', 50)
  parentEducationLevel?: string | null;

  @NumberInRange('Average family size', 0, 9.99, 2)
  averageFamilySize?: number | null;

  @Percentage('Kids under 18')
  kidsUnder18Percentage?: number | null;

  @Percentage('Senior population')
  seniorPopulationPercentage?: number | null;

  @Percentage('Private school enrollment rate')
  privateSchoolEnrollmentRate?: number | null;

  @NumberInRange('Average class size', 0, 999.9, 1)
  averageClassSize?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 10, example: '1:15' })
  @BlankToNull()
  @IsOptional()
  @Matches(/^\s*1\s*:\s*\d{1,3}(\.\d)?\s*$/, { message: 'Teacher-student ratio must look like 1:15' })
  @MaxLength(10, { message: 'Teacher-student ratio must be at most 10 characters' })
  teacherStudentRatio?: string | null;

  @ShortTextList('Extracurricular opportunities')
  extracurricularOpportunities?: string[];

  @LetterGrade('Weather rating')
  weatherRating?: string | null;

  @OptionalNeighborhoodText('Source of the ratings', 300)
  ratingsSource?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description:
      'The day the ratings were true of (YYYY-MM-DD); the public pages show them only with a source and this date',
  })
  @BlankToNull()
  @IsOptional()
  @ValidateBy(
    { name: 'isCalendarDate', validator: { validate: isCalendarDate } },
    { message: 'Ratings as of must be a date (YYYY-MM-DD)' },
  )
  ratingsAsOf?: string | null;
}
