import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { isSafeMailAddress } from '../../../mail';
import {
  CORRECTABLE_FIELDS,
  CORRECTION_LIMITS,
  CORRECTION_STATUSES,
  suggestedValueProblem,
  type CorrectableField,
  type CorrectionStatus,
} from '../../domain/correction';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : (value ?? null);
const ONE_LINE = /^[^\r\n]*$/;

/** The school page's 'Suggest a correction' dialog (no account). `website` and `formStartedAt` catch robots. */
export class SuggestCorrectionRequest {
  @ApiProperty({ enum: CORRECTABLE_FIELDS, enumName: 'CorrectableField' })
  @IsIn(CORRECTABLE_FIELDS, { message: 'Please choose what is wrong' })
  field: CorrectableField;

  @ApiProperty({ example: '(702) 555-0199', maxLength: CORRECTION_LIMITS.value })
  @Transform(trim)
  @IsString({ message: 'Please enter the correct value' })
  @MinLength(1, { message: 'Please enter the correct value' })
  @MaxLength(CORRECTION_LIMITS.value, {
    message: `The correct value must be at most ${CORRECTION_LIMITS.value} characters`,
  })
  @Matches(ONE_LINE, { message: 'The correct value must be one line' })
  @ValidateBy({
    name: 'suggestedValue',
    validator: {
      validate: (value, args) => {
        const field = (args?.object as SuggestCorrectionRequest).field;
        if (typeof value !== 'string' || !(CORRECTABLE_FIELDS as readonly unknown[]).includes(field)) return true;
        return suggestedValueProblem(field, value) === null;
      },
      defaultMessage: (args) =>
        suggestedValueProblem((args?.object as SuggestCorrectionRequest).field, String(args?.value)) ?? '',
    },
  })
  value: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CORRECTION_LIMITS.note })
  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'The note must be text' })
  @MaxLength(CORRECTION_LIMITS.note, { message: `The note must be at most ${CORRECTION_LIMITS.note} characters` })
  note?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'jane@example.com',
    description: 'Optional: to hear whether the correction was accepted',
  })
  @Transform(blankToNull)
  @IsOptional()
  @ValidateBy(
    {
      name: 'isSafeMailAddress',
      validator: {
        validate: (value) =>
          typeof value === 'string' && value.length <= CORRECTION_LIMITS.email && isSafeMailAddress(value),
      },
    },
    { message: 'Please enter a valid email address' },
  )
  email?: string | null;

  @ApiPropertyOptional({ description: 'Hidden from people (honeypot): anything in it means a robot' })
  @IsOptional()
  @IsString({ message: 'website must be text' })
  website?: string;

  @ApiProperty({ example: 1767225600000, description: 'When the form was opened (ms since the epoch)' })
  @IsInt({ message: 'formStartedAt must be a time in milliseconds' })
  formStartedAt: number;
}

export class DeclineCorrectionRequest {
  @ApiProperty({ maxLength: CORRECTION_LIMITS.reason, description: 'Told to the family if they gave an e-mail' })
  @Transform(trim)
  @IsString({ message: 'Please give a reason' })
  @MinLength(1, { message: 'Please give a reason' })
  @MaxLength(CORRECTION_LIMITS.reason, { message: `The reason must be at most ${CORRECTION_LIMITS.reason} characters` })
  reason: string;
}

export class CorrectionListRequest {
  @ApiPropertyOptional({ enum: CORRECTION_STATUSES, enumName: 'CorrectionStatus', description: 'Default: open' })
  @IsOptional()
  @IsIn(CORRECTION_STATUSES, { message: 'status must be open, accepted or declined' })
  status?: CorrectionStatus;
}
