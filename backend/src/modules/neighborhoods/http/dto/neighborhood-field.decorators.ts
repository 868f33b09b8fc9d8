import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { BlankToNull } from '../../../../shared/http';

/** The letter grades the guides use for safety, schools, family friendliness and weather. */
export const LETTER_GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'] as const;

export function RequiredName(label: string, maxLength: number) {
  const message = `${label} is required`;
  return applyDecorators(
    ApiProperty({ maxLength }),
    IsString({ message }),
    IsNotEmpty({ message }),
    Matches(/\S/, { message }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
  );
}

/** Optional free text; blank is none. */
export function OptionalNeighborhoodText(label: string, maxLength: number) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength }),
    BlankToNull(),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength.toLocaleString('en-US')} characters` }),
  );
}

/** A number within a range, optional (blank is none); `decimals` 0 means a whole number. */
export function NumberInRange(label: string, min: number, max: number, decimals: number, unit = '') {
  const range = `between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}${unit}`;
  return applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, minimum: min, maximum: max }),
    BlankToNull(),
    IsOptional(),
    decimals === 0
      ? IsInt({ message: `${label} must be a whole number` })
      : IsNumber(
          { maxDecimalPlaces: decimals, allowNaN: false, allowInfinity: false },
          { message: `${label} must be a number with at most ${decimals} decimal place${decimals > 1 ? 's' : ''}` },
        ),
    Min(min, { message: `${label} must be ${range}` }),
    Max(max, { message: `${label} must be ${range}` }),
  );
}

/** A percentage: 0 to 100 with up to two decimals (decimal(5,2)). */
export const Percentage = (label: string) => NumberInRange(label, 0, 100, 2, ' percent');

/** A letter grade from A+ to F; blank is none. */
export function LetterGrade(label: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, enum: LETTER_GRADES, enumName: 'LetterGrade' }),
    BlankToNull(),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    IsOptional(),
    Matches(/^(A\+|A|A-|B\+|B|B-|C\+|C|C-|D\+|D|D-|F)$/, { message: `${label} must be a letter grade from A+ to F` }),
  );
}

/** A list of short texts (the form splits its comma-separated box); null is an empty list. */
export function ShortTextList(label: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: [String] }),
    Transform(({ value }: { value: unknown }) => (value === null ? [] : value)),
    IsOptional(),
    IsArray({ message: `${label} must be a list` }),
    ArrayMaxSize(50, { message: `${label}: at most 50 entries` }),
    IsString({ each: true, message: `Each entry of ${label} must be text` }),
    MaxLength(200, { each: true, message: `Each entry of ${label} must be at most 200 characters` }),
  );
}
