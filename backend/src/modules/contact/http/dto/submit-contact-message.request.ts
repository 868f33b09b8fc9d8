import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { PhoneNumber } from '../../../../shared/http';
import { isSafeMailAddress } from '../../../mail';
import { CONTACT_LIMITS } from '../../domain/contact-message';
import { CONTACT_SUBJECT_VALUES, type ContactSubject } from '../../domain/contact-subject';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** One line only: names and the subject end up in mail headers, where CR/LF would inject headers. */
const ONE_LINE = /^[^\r\n]*$/;

/** The contact form (docs/product.md "Forms, messages and notices"), with its messages. */
export class SubmitContactMessageRequest {
  @ApiProperty({ example: 'Jane', maxLength: CONTACT_LIMITS.name })
  @Transform(trim)
  @IsString({ message: 'First name is required' })
  @MinLength(1, { message: 'First name is required' })
  @MaxLength(CONTACT_LIMITS.name, { message: `First name must be at most ${CONTACT_LIMITS.name} characters` })
  @Matches(ONE_LINE, { message: 'First name must not contain line breaks' })
  firstName: string;

  @ApiProperty({ example: 'Doe', maxLength: CONTACT_LIMITS.name })
  @Transform(trim)
  @IsString({ message: 'Last name is required' })
  @MinLength(1, { message: 'Last name is required' })
  @MaxLength(CONTACT_LIMITS.name, { message: `Last name must be at most ${CONTACT_LIMITS.name} characters` })
  @Matches(ONE_LINE, { message: 'Last name must not contain line breaks' })
  lastName: string;

  @ApiProperty({ example: 'jane@example.com', maxLength: CONTACT_LIMITS.email })
  @Transform(trim)
  @ValidateBy(
    {
      name: 'isSafeMailAddress',
      validator: { validate: (value) => typeof value === 'string' && isSafeMailAddress(value) },
    },
    { message: 'Please enter a valid email address' },
  )
  email: string;

  @ApiPropertyOptional({ type: String, example: '(702) 555-0100', maxLength: CONTACT_LIMITS.phone, nullable: true })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Please enter a valid phone number' })
  @MaxLength(CONTACT_LIMITS.phone, { message: `Phone number must be at most ${CONTACT_LIMITS.phone} characters` })
  @PhoneNumber()
  phone?: string | null;

  @ApiProperty({ enum: CONTACT_SUBJECT_VALUES, example: 'general' })
  @IsIn(CONTACT_SUBJECT_VALUES, { message: 'Please select a subject' })
  subject: ContactSubject;

  @ApiProperty({ minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.message })
  @Transform(trim)
  @IsString({ message: 'Please provide a detailed message (at least 10 characters)' })
  @MinLength(CONTACT_LIMITS.messageMin, { message: 'Please provide a detailed message (at least 10 characters)' })
  @MaxLength(CONTACT_LIMITS.message, { message: `Message must be at most ${CONTACT_LIMITS.message} characters` })
  message: string;
}
