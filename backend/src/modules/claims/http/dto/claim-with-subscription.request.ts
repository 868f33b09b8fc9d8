import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, Matches, ValidateBy, type ValidationOptions } from 'class-validator';
import { isSafeMailAddress } from '../../../mail';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * One rule per field with its two messages (docs/product.md "Forms, messages and notices"):
 * missing or too short → `required`, too long → `tooLong`. A single constraint
 * keeps a field's error list to the one message that applies.
 */
function TextLength(min: number, max: number, required: string, tooLong: string, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'textLength',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length >= min && value.length <= max,
        defaultMessage: (args) => (typeof args?.value === 'string' && args.value.length > max ? tooLong : required),
      },
    },
    options,
  );
}

function EmailAddress(max: number, invalid: string, tooLong: string) {
  return ValidateBy({
    name: 'claimEmail',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length <= max && isSafeMailAddress(value),
      defaultMessage: (args) => (typeof args?.value === 'string' && args.value.length > max ? tooLong : invalid),
    },
  });
}

export const CLAIM_PLAN_TYPES = ['monthly', 'yearly'] as const;

/** The claim form (docs/product.md "Records"). */
export class ClaimWithSubscriptionRequest {
  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Meadows School' })
  @Transform(trim)
  @TextLength(2, 100, 'School name is required', 'School name too long')
  schoolName: string;

  @ApiProperty({ minLength: 2, maxLength: 50, example: 'Jane' })
  @Transform(trim)
  @TextLength(2, 50, 'First name is required', 'First name too long')
  firstName: string;

  @ApiProperty({ minLength: 2, maxLength: 50, example: 'Doe' })
  @Transform(trim)
  @TextLength(2, 50, 'Last name is required', 'Last name too long')
  lastName: string;

  @ApiProperty({ maxLength: 100, example: 'jane.doe@school.example' })
  @Transform(trim)
  @EmailAddress(100, 'Valid email address is required', 'Email too long')
  email: string;

  @ApiProperty({ minLength: 10, maxLength: 20, example: '(702) 555-0100' })
  @Transform(trim)
  @TextLength(10, 20, 'Valid phone number is required', 'Phone number too long')
  phone: string;

  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Head of Admissions' })
  @Transform(trim)
  @TextLength(2, 100, 'Position/title is required', 'Position too long')
  position: string;

  @ApiProperty({ minLength: 10, maxLength: 1000, description: 'How the claimant is affiliated with the school' })
  @Transform(trim)
  @TextLength(10, 1000, 'Please provide details about your affiliation', 'Message too long')
  message: string;

  @ApiProperty({ enum: CLAIM_PLAN_TYPES, example: 'yearly' })
  @IsIn(CLAIM_PLAN_TYPES, { message: 'Please select a subscription plan' })
  planType: (typeof CLAIM_PLAN_TYPES)[number];
}

/** `?sessionId=cs_…`: the checkout id the provider put in the success address. */
export class ClaimCheckoutStatusQuery {
  @ApiProperty({ example: 'cs_test_a1b2c3', maxLength: 255 })
  @Matches(/^[A-Za-z0-9_]{1,255}$/, { message: 'sessionId must be a checkout session id' })
  sessionId: string;
}
