import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional } from 'class-validator';
import { OptionalEmail, OptionalText, OptionalUrl, RequiredText, Tuition, ZipCode } from '../../../moderation';

/**
 * The portal's 'Edit School Information' form (spec 001 §5): every field
 * optional, applied at once. Only these fields exist here, so an owner can
 * never write isPremium, isActive, subscriptionStatus, ownership or moderation
 * fields (unknown fields answer 400).
 */
export class UpdatePortalSchoolRequest {
  @ApiPropertyOptional({ description: 'The school id, as the form carries it; must match the path when sent' })
  @IsOptional()
  @IsInt({ message: 'id must be a whole number' })
  id?: number;

  @RequiredText('School name is required', 255, 'School name', true)
  name?: string;

  @RequiredText('Street address is required', 1000, 'Address', true)
  address?: string;

  @RequiredText('City is required', 100, 'City', true)
  city?: string;

  @ZipCode(true)
  zipCode?: string;

  @OptionalText('Phone', 20)
  phone?: string | null;

  @OptionalEmail()
  email?: string | null;

  @OptionalUrl()
  website?: string | null;

  @OptionalText('Description', 10_000)
  description?: string | null;

  @Tuition('Minimum tuition')
  tuitionMin?: number | null;

  @Tuition('Maximum tuition')
  tuitionMax?: number | null;

  @RequiredText('Grades are required', 100, 'Grades', true)
  grades?: string;

  @RequiredText('School type is required', 100, 'School type', true)
  schoolType?: string;

  @OptionalText('Religious affiliation', 100)
  religiousAffiliation?: string | null;
}
