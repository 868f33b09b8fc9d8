import { OptionalText } from '../../../../shared/http';
import { SocialLinks, SocialLinksRequest, TextList } from './profile-field.decorators';
import { HeroImage, NeighborhoodRef } from './listing-field.decorators';
import { SchoolFactsUpdate } from './school-facts-update.request';

/**
 * The admin's school Edit form: every field of the listing (docs/product.md "Records"), with
 * the owner forms' rules. Status has its own switch (and archive); premium and
 * subscription state follow billing and are never set by hand here.
 */
export class AdminUpdateSchoolRequest extends SchoolFactsUpdate {
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
}
