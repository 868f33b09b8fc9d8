import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
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
import { isSafeMailAddress } from '../../../mail';
import { OPEN_HOUSE_GRADE_LABELS } from '../../domain/open-house-grades';
import { RSVP_LIMITS } from '../../domain/rsvp';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A family's RSVP (no account). */
export class RsvpRequest {
  @ApiProperty({ maxLength: RSVP_LIMITS.nameMax, example: 'Maria Lopez' })
  @Transform(trim)
  @IsString({ message: 'Name is required' })
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(RSVP_LIMITS.nameMax, { message: `Name must be at most ${RSVP_LIMITS.nameMax} characters` })
  @Matches(/^[^\r\n]*$/, { message: 'Name must not contain line breaks' })
  name: string;

  @ApiProperty({ example: 'maria@example.com', maxLength: RSVP_LIMITS.email })
  @Transform(trim)
  @ValidateBy(
    {
      name: 'isSafeMailAddress',
      validator: { validate: (value) => typeof value === 'string' && isSafeMailAddress(value) },
    },
    { message: 'Please enter a valid email address' },
  )
  email: string;

  @ApiProperty({ minimum: RSVP_LIMITS.partyMin, maximum: RSVP_LIMITS.partyMax, example: 2 })
  @IsInt({ message: 'Party size must be a whole number' })
  @Min(RSVP_LIMITS.partyMin, { message: 'Party size must be at least 1' })
  @Max(RSVP_LIMITS.partyMax, { message: `Party size must be at most ${RSVP_LIMITS.partyMax}` })
  partySize: number;

  @ApiProperty({ enum: OPEN_HOUSE_GRADE_LABELS, enumName: 'OpenHouseGrade' })
  @IsIn(OPEN_HOUSE_GRADE_LABELS, { message: "Please select your child's grade" })
  childGrade: string;

  @ApiPropertyOptional({ description: 'Join the waitlist when the open house is full (after a 409)' })
  @IsOptional()
  @IsBoolean({ message: 'joinWaitlist must be true or false' })
  joinWaitlist?: boolean;
}

export class RsvpTokenRequest {
  @ApiProperty({ description: 'The token from the cancel link in the confirmation mail' })
  @IsString({ message: 'token is required' })
  @MaxLength(200, { message: 'token is not valid' })
  token: string;
}

export class CheckInRequest {
  @ApiProperty()
  @IsBoolean({ message: 'checkedIn must be true or false' })
  checkedIn: boolean;
}
