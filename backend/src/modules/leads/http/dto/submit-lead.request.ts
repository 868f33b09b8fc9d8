import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { PhoneNumber } from '../../../../shared/http';
import { isSafeMailAddress } from '../../../mail';
import { REQUEST_LEAD_TYPES, type RequestLeadType } from '../../domain/lead';
import {
  CHILD_GRADES,
  LEAD_LIMITS,
  PREFERRED_PERIODS,
  intendedStartOptions,
  preferredTimesProblem,
  type PreferredPeriod,
} from '../../domain/lead-form';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** One line only: names end up in mail headers and the subject, where CR/LF would inject headers. */
const ONE_LINE = /^[^\r\n]*$/;

export class PreferredTimeRequest {
  @ApiProperty({ example: '2026-12-08', description: 'A weekday after today (Las Vegas time), YYYY-MM-DD' })
  date: string;

  @ApiProperty({ enum: PREFERRED_PERIODS, enumName: 'PreferredPeriod' })
  period: PreferredPeriod;
}

/**
 * The 'Request Information' / 'Schedule a Tour' form of a premium school's
 * page (issue 17). Messages follow the contact and claim forms. `website`,
 * `formStartedAt` and `idempotencyKey` are not shown to the family: the first
 * two catch robots, the third makes a repeated send harmless.
 */
export class SubmitLeadRequest {
  @ApiProperty({ enum: REQUEST_LEAD_TYPES, enumName: 'LeadRequestType' })
  @IsIn(REQUEST_LEAD_TYPES, { message: 'Please choose information or a tour' })
  type: RequestLeadType;

  @ApiProperty({ example: 'Jane', maxLength: LEAD_LIMITS.name })
  @Transform(trim)
  @IsString({ message: 'First name is required' })
  @MinLength(1, { message: 'First name is required' })
  @MaxLength(LEAD_LIMITS.name, { message: `First name must be at most ${LEAD_LIMITS.name} characters` })
  @Matches(ONE_LINE, { message: 'First name must not contain line breaks' })
  parentFirstName: string;

  @ApiProperty({ example: 'Doe', maxLength: LEAD_LIMITS.name })
  @Transform(trim)
  @IsString({ message: 'Last name is required' })
  @MinLength(1, { message: 'Last name is required' })
  @MaxLength(LEAD_LIMITS.name, { message: `Last name must be at most ${LEAD_LIMITS.name} characters` })
  @Matches(ONE_LINE, { message: 'Last name must not contain line breaks' })
  parentLastName: string;

  @ApiProperty({ example: 'jane@example.com', maxLength: LEAD_LIMITS.email })
  @Transform(trim)
  @ValidateBy(
    {
      name: 'isSafeMailAddress',
      validator: { validate: (value) => typeof value === 'string' && isSafeMailAddress(value) },
    },
    { message: 'Please enter a valid email address' },
  )
  email: string;

  @ApiPropertyOptional({ type: String, example: '(702) 555-0100', maxLength: LEAD_LIMITS.phone, nullable: true })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Please enter a valid phone number' })
  @MaxLength(LEAD_LIMITS.phone, { message: `Phone number must be at most ${LEAD_LIMITS.phone} characters` })
  @PhoneNumber()
  phone?: string | null;

  @ApiProperty({
    enum: CHILD_GRADES,
    enumName: 'ChildGrade',
    description: 'The grade list of docs/product.md "The lists"',
  })
  @IsIn(CHILD_GRADES, { message: "Please select your child's grade" })
  childGrade: string;

  @ApiProperty({
    example: '2026-2027',
    description: 'This school year (school years start on July 1, Las Vegas time) or one of the next two, as YYYY-YYYY',
  })
  @ValidateBy(
    {
      name: 'isIntendedStart',
      validator: { validate: (value) => typeof value === 'string' && intendedStartOptions(new Date()).includes(value) },
    },
    { message: 'Please select when your child would start' },
  )
  intendedStart: string;

  @ApiProperty({ minLength: LEAD_LIMITS.messageMin, maxLength: LEAD_LIMITS.messageMax })
  @Transform(trim)
  @IsString({ message: `Message must be at least ${LEAD_LIMITS.messageMin} characters` })
  @MinLength(LEAD_LIMITS.messageMin, { message: `Message must be at least ${LEAD_LIMITS.messageMin} characters` })
  @MaxLength(LEAD_LIMITS.messageMax, { message: `Message must be at most ${LEAD_LIMITS.messageMax} characters` })
  message: string;

  @ApiPropertyOptional({
    type: [PreferredTimeRequest],
    maxItems: LEAD_LIMITS.preferredTimes,
    description: 'Tour requests only: up to three future weekdays, each with morning or afternoon',
  })
  @IsOptional()
  @ValidateBy({
    name: 'preferredTimes',
    validator: {
      validate: (value, args) =>
        preferredTimesProblem(value, new Date()) === null &&
        ((args?.object as SubmitLeadRequest).type === 'tour' || (value as unknown[]).length === 0),
      defaultMessage: (args) =>
        preferredTimesProblem(args?.value, new Date()) ?? 'Preferred times are only given for a tour request',
    },
  })
  preferredTimes?: PreferredTimeRequest[];

  @ApiProperty({ description: 'The required consent line: "I agree that {school} may contact me about admissions"' })
  @Equals(true, { message: 'Please agree to be contacted by the school' })
  consent: boolean;

  @ApiProperty({ description: "The separate, unticked box for the school's newsletter" })
  @IsBoolean({ message: 'newsletter must be true or false' })
  newsletter: boolean;

  @ApiPropertyOptional({ description: 'Hidden from people (honeypot): anything in it marks the request as spam' })
  @IsOptional()
  @IsString({ message: 'website must be text' })
  website?: string;

  @ApiProperty({ example: 1767225600000, description: 'When the form was opened (ms since the epoch)' })
  @IsInt({ message: 'formStartedAt must be a time in milliseconds' })
  formStartedAt: number;

  @ApiProperty({ format: 'uuid', description: 'One per filled-in form: sending it again stores nothing new' })
  @IsUUID('all', { message: 'idempotencyKey must be a UUID' })
  idempotencyKey: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: LEAD_LIMITS.sourcePage,
    nullable: true,
    example: '/schools/desert-oak-academy',
  })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'sourcePage must be text' })
  @MaxLength(LEAD_LIMITS.sourcePage, { message: `sourcePage must be at most ${LEAD_LIMITS.sourcePage} characters` })
  @Matches(ONE_LINE, { message: 'sourcePage must be one line' })
  sourcePage?: string | null;
}
