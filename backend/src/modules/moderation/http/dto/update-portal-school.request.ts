import { ApiPropertyOptional, IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { IsInt, IsOptional } from 'class-validator';
import { SCHOOL_LISTING_FIELDS, SchoolFactsUpdate, SchoolProfileFields } from '../../../directory/adapters';

class PortalSchoolId {
  @ApiPropertyOptional({ description: 'The school id, as the form carries it; must match the path when sent' })
  @IsOptional()
  @IsInt({ message: 'id must be a whole number' })
  id?: number;
}

/**
 * The owner's profile editor (spec 001 §5; one form, in the portal and the
 * school dashboard): every field optional, every field the owner may edit;
 * what goes live at once and what waits for review follows DECISIONS.md
 * "Edits and moderation". Only these fields exist here, so an owner can never
 * write isPremium, isActive, subscriptionStatus, ownership or moderation
 * fields, nor the admin's hero image and neighborhood (unknown fields answer 400).
 */
export class UpdatePortalSchoolRequest extends IntersectionType(
  PortalSchoolId,
  PartialType(PickType(SchoolProfileFields, SCHOOL_LISTING_FIELDS)),
  SchoolFactsUpdate,
) {}
