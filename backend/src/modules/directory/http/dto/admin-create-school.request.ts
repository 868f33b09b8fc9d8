import { ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { SCHOOL_ADMISSIONS_FIELDS, SchoolProfileFields } from './school-profile.request';

class NewSchoolStatus {
  @ApiPropertyOptional({ default: false, description: 'Live at once (true) or saved as a Draft (default)' })
  @IsOptional()
  @IsBoolean({ message: 'Live must be true or false' })
  isActive?: boolean;
}

/**
 * The admin's 'New School' form: every field of the listing (spec 001 §3) with
 * the same rules and texts as the owners' forms; admissions facts are added
 * later, in the Edit form. The slug is derived from the name; premium and
 * subscription state follow billing.
 */
export class AdminCreateSchoolRequest extends IntersectionType(
  OmitType(SchoolProfileFields, SCHOOL_ADMISSIONS_FIELDS),
  NewSchoolStatus,
) {}
