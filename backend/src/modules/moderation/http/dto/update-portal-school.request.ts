import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional } from 'class-validator';
import { OptionalText } from '../../../../shared/http';
import { SchoolFactsUpdate, SocialLinks, SocialLinksRequest, TextList } from '../../../directory/adapters';

/**
 * The owner's profile editor (docs/product.md "Forms, messages and notices"; one form, in the portal and the
 * school dashboard): every field optional, every field the owner may edit;
 * what goes live at once and what waits for review follows docs/product.md
 * "Edits and moderation". Only these fields exist here, so an owner can never
 * write isPremium, isActive, subscriptionStatus, ownership or moderation
 * fields (unknown fields answer 400).
 */
export class UpdatePortalSchoolRequest extends SchoolFactsUpdate {
  @ApiPropertyOptional({ description: 'The school id, as the form carries it; must match the path when sent' })
  @IsOptional()
  @IsInt({ message: 'id must be a whole number' })
  id?: number;

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
}
