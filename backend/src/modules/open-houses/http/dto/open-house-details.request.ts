import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { OPEN_HOUSE_FORMATS, OPEN_HOUSE_LIMITS, type OpenHouseFormat } from '../../domain/open-house';
import { GRADE_MAX, GRADE_MIN } from '../../domain/open-house-grades';
import { WALL_TIME_PATTERN, fromWallTime } from '../../domain/open-house-time';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const ONE_LINE = /^[^\r\n]*$/;
const L = OPEN_HOUSE_LIMITS;

/** What an owner enters for an open house (create and edit). */
export class OpenHouseDetailsRequest {
  @ApiProperty({ minLength: L.titleMin, maxLength: L.titleMax, example: 'Fall Open House' })
  @Transform(trim)
  @IsString({ message: 'Title is required' })
  @MinLength(L.titleMin, { message: `Title must be at least ${L.titleMin} characters` })
  @MaxLength(L.titleMax, { message: `Title must be at most ${L.titleMax} characters` })
  @Matches(ONE_LINE, { message: 'Title must not contain line breaks' })
  title: string;

  @ApiProperty({
    example: '2026-12-12T10:00',
    description: 'Start as Las Vegas wall time (America/Los_Angeles), YYYY-MM-DDTHH:mm',
  })
  @ValidateBy(
    {
      name: 'isWallTime',
      validator: {
        validate: (value) => typeof value === 'string' && WALL_TIME_PATTERN.test(value) && !!fromWallTime(value),
      },
    },
    { message: 'Please enter a valid date and time' },
  )
  startsAtLocal: string;

  @ApiProperty({ minimum: L.durationMin, maximum: L.durationMax, example: 90 })
  @IsInt({ message: 'Duration must be a whole number of minutes' })
  @Min(L.durationMin, { message: `Duration must be at least ${L.durationMin} minutes` })
  @Max(L.durationMax, { message: `Duration must be at most ${L.durationMax / 60} hours` })
  durationMinutes: number;

  @ApiProperty({ enum: OPEN_HOUSE_FORMATS, enumName: 'OpenHouseFormat' })
  @IsIn(OPEN_HOUSE_FORMATS, { message: 'Please choose in person or virtual' })
  format: OpenHouseFormat;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.locationMax,
    description: 'In person: where on campus (e.g. "Main gym"); the school address is always shown',
  })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Location must be text' })
  @MaxLength(L.locationMax, { message: `Location must be at most ${L.locationMax} characters` })
  @Matches(ONE_LINE, { message: 'Location must not contain line breaks' })
  location?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.urlMax, example: 'https://meet.example.com/abc' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Meeting link must be text' })
  @MaxLength(L.urlMax, { message: `Meeting link must be at most ${L.urlMax} characters` })
  virtualUrl?: string | null;

  @ApiProperty({ minimum: L.capacityMin, maximum: L.capacityMax, example: 30 })
  @IsInt({ message: 'Capacity must be a whole number' })
  @Min(L.capacityMin, { message: `Capacity must be at least ${L.capacityMin}` })
  @Max(L.capacityMax, { message: `Capacity must be at most ${L.capacityMax}` })
  capacity: number;

  @ApiProperty({ minimum: GRADE_MIN, maximum: GRADE_MAX, description: 'First grade it is for (Pre-K = -1, K = 0)' })
  @IsInt({ message: 'Please choose the first grade' })
  @Min(GRADE_MIN, { message: 'Please choose the first grade' })
  @Max(GRADE_MAX, { message: 'Please choose the first grade' })
  gradeMin: number;

  @ApiProperty({ minimum: GRADE_MIN, maximum: GRADE_MAX, description: 'Last grade it is for (Pre-K = -1, K = 0)' })
  @IsInt({ message: 'Please choose the last grade' })
  @Min(GRADE_MIN, { message: 'Please choose the last grade' })
  @Max(GRADE_MAX, { message: 'Please choose the last grade' })
  gradeMax: number;

  @ApiProperty({ maxLength: L.descriptionMax })
  @Transform(trim)
  @IsString({ message: 'Description must be text' })
  @MaxLength(L.descriptionMax, { message: `Description must be at most ${L.descriptionMax} characters` })
  description: string;
}
