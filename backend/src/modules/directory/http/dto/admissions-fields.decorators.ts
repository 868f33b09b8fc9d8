import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { BlankToNull, OptionalText } from '../../../../shared/http';
import {
  DEADLINE_LABEL_MAX,
  ENTRY_YEAR_MAX,
  ENTRY_YEAR_MIN,
  FINANCIAL_AID_PROVIDER_MAX,
  MAX_DEADLINES,
  OPENING_GRADES,
  OPENING_STATUSES,
  isCalendarDate,
  isOpeningGrade,
  isOpeningStatus,
  type OpeningStatus,
} from '../../domain/admissions-facts';

/**
 * The validation of a school's admissions facts (issue 20), shared by every
 * form that edits them (admin Edit, the owner's profile editor in the portal
 * and the school dashboard) so all answer the same texts.
 */

export const ENTRY_YEAR_MESSAGE = `Entry year must be a year from ${ENTRY_YEAR_MIN} to ${ENTRY_YEAR_MAX}`;
export const DEADLINE_DATE_MESSAGE = 'Deadline must be a real date (YYYY-MM-DD)';
export const DEADLINE_WINDOW_MESSAGE = 'Deadline must fall in the entry year or the two years before it';
export const FINANCIAL_AID_DEADLINE_MESSAGE = 'Financial aid deadline must be a real date (YYYY-MM-DD)';
export const GRADE_OPENINGS_MESSAGE = `Openings must map grades (${OPENING_GRADES.join(', ')}) to one of: ${OPENING_STATUSES.join(', ')}`;
export const SCHOLARSHIP_MESSAGE = 'Accepts Opportunity Scholarship must be true or false';

const CalendarDate = (message: string) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (value) => isCalendarDate(value) } }, { message });

/** A deadline's year lies in [entryYear - 2, entryYear]: applications open before the year a child starts. */
const InEntryWindow = () =>
  ValidateBy(
    {
      name: 'inEntryWindow',
      validator: {
        validate: (value, args?: ValidationArguments) => {
          const entryYear = (args?.object as { entryYear?: unknown } | undefined)?.entryYear;
          if (!isCalendarDate(value) || typeof entryYear !== 'number' || !Number.isInteger(entryYear)) return true;
          const year = Number(value.slice(0, 4));
          return year >= entryYear - 2 && year <= entryYear;
        },
      },
    },
    { message: DEADLINE_WINDOW_MESSAGE },
  );

/** One application deadline: the year a child would start, the date, an optional label. */
export class ApplicationDeadlineRequest {
  @ApiProperty({
    minimum: ENTRY_YEAR_MIN,
    maximum: ENTRY_YEAR_MAX,
    description: 'First calendar year of the school year a child starts (2027 = 2027-28)',
    example: 2027,
  })
  @ValidateBy(
    {
      name: 'isEntryYear',
      validator: {
        validate: (value) =>
          typeof value === 'number' && Number.isInteger(value) && value >= ENTRY_YEAR_MIN && value <= ENTRY_YEAR_MAX,
      },
    },
    { message: ENTRY_YEAR_MESSAGE },
  )
  entryYear: number;

  @ApiProperty({ format: 'date', example: '2027-01-31', description: 'Las Vegas date; passed the day after' })
  @CalendarDate(DEADLINE_DATE_MESSAGE)
  @InEntryWindow()
  deadline: string;

  @OptionalText('Deadline label', DEADLINE_LABEL_MAX)
  label?: string | null;
}

/** Openings by grade, as documented in OpenAPI (validated as a whole by `GradeOpeningsField`). */
export class GradeOpeningsRequest {
  @ApiPropertyOptional({ enum: OPENING_STATUSES, enumName: 'OpeningStatus' })
  PK?: OpeningStatus;
  @ApiPropertyOptional({ enum: OPENING_STATUSES, enumName: 'OpeningStatus' })
  K?: OpeningStatus;
}
for (const grade of OPENING_GRADES.filter((key) => key !== 'PK' && key !== 'K')) {
  ApiPropertyOptional({ enum: OPENING_STATUSES, enumName: 'OpeningStatus' })(GradeOpeningsRequest.prototype, grade);
}

function isGradeOpenings(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([grade, status]) => isOpeningGrade(grade) && isOpeningStatus(status));
}

export function ApplicationDeadlines() {
  return applyDecorators(
    ApiPropertyOptional({
      type: [ApplicationDeadlineRequest],
      maxItems: MAX_DEADLINES,
      description: 'The whole list (replaces the stored one); [] clears it',
    }),
    IsOptional(),
    IsArray({ message: 'Application deadlines must be a list' }),
    ArrayMaxSize(MAX_DEADLINES, { message: `At most ${MAX_DEADLINES} application deadlines` }),
    ValidateNested({ each: true }),
    Type(() => ApplicationDeadlineRequest),
  );
}

export function FinancialAidProvider() {
  return OptionalText('Financial aid provider', FINANCIAL_AID_PROVIDER_MAX);
}

export function FinancialAidDeadline() {
  return applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2027-02-15' }),
    BlankToNull(),
    IsOptional(),
    CalendarDate(FINANCIAL_AID_DEADLINE_MESSAGE),
  );
}

export function GradeOpeningsField() {
  return applyDecorators(
    ApiPropertyOptional({
      type: GradeOpeningsRequest,
      description: 'Status per grade (PK, K, 1..12); a grade left out has no status shown. Replaces the stored map',
    }),
    IsOptional(),
    ValidateBy(
      { name: 'isGradeOpenings', validator: { validate: isGradeOpenings } },
      { message: GRADE_OPENINGS_MESSAGE },
    ),
  );
}

export function AcceptsOpportunityScholarship() {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, description: "'Accepts the Nevada Opportunity Scholarship'" }),
    // Left out keeps the stored value; null is refused like any other non-boolean.
    ValidateIf((_request, value) => value !== undefined),
    IsBoolean({ message: SCHOLARSHIP_MESSAGE }),
  );
}
