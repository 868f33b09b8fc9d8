import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional } from 'class-validator';
import { SchoolFactsUpdate } from '../../../directory';

/**
 * The portal's 'Edit School Information' form (spec 001 §5): every field
 * optional; what goes live at once and what waits for review follows
 * DECISIONS.md "Edits and moderation". Only these fields exist here, so an owner can
 * never write isPremium, isActive, subscriptionStatus, ownership or moderation
 * fields (unknown fields answer 400).
 */
export class UpdatePortalSchoolRequest extends SchoolFactsUpdate {
  @ApiPropertyOptional({ description: 'The school id, as the form carries it; must match the path when sent' })
  @IsOptional()
  @IsInt({ message: 'id must be a whole number' })
  id?: number;
}
