import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { OptionalText } from '../../../../shared/http';
import type { SchoolType } from '../../domain/school-type';
import { HeroImage, NeighborhoodRef } from './listing-field.decorators';
import {
  OptionalEmail,
  OptionalPhone,
  OptionalUrl,
  RequiredText,
  SocialLinks,
  SocialLinksRequest,
  TextList,
  Tuition,
  ZipCode,
} from './profile-field.decorators';
import { SchoolTypeField, ValleyCoordinate } from './school-field.decorators';

/**
 * The admin's 'New School' form: every field of the listing (docs/product.md "Records") with
 * the same rules and texts as the owners' forms. The slug is derived from the
 * name; premium and subscription state follow billing.
 */
export class AdminCreateSchoolRequest {
  @RequiredText('School name is required', 255, 'School name', false)
  name: string;

  @RequiredText('Street address is required', 1000, 'Address', false)
  address: string;

  @RequiredText('City is required', 100, 'City', false)
  city: string;

  @ZipCode(false)
  zipCode: string;

  @ValleyCoordinate('latitude')
  latitude?: number | null;

  @ValleyCoordinate('longitude')
  longitude?: number | null;

  @OptionalPhone()
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

  @RequiredText('Grades are required', 100, 'Grades', false)
  grades: string;

  @SchoolTypeField(false)
  schoolType: SchoolType;

  @OptionalText('Religious affiliation', 100)
  religiousAffiliation?: string | null;

  @OptionalText('Academic notes', 10_000)
  academicNotes?: string | null;

  @TextList('feature', 'text')
  features?: string[];

  @TextList('video URL', 'url')
  videoUrls?: string[];

  @TextList('image URL', 'image')
  additionalImages?: string[];

  @SocialLinks()
  socialLinks?: SocialLinksRequest;

  @HeroImage()
  imageUrl?: string | null;

  @NeighborhoodRef()
  neighborhoodId?: number | null;

  @ApiPropertyOptional({ default: false, description: 'Live at once (true) or saved as a Draft (default)' })
  @IsOptional()
  @IsBoolean({ message: 'Live must be true or false' })
  isActive?: boolean;
}
