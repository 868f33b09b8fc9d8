import type { ReviewedField } from '@/shared/api/signed-in';

/**
 * docs/product.md "Edits and moderation": the fields of an owner's edit that an
 * admin reviews before they go live (the server's `splitOwnerEdit` decides;
 * this list only marks them in the owner's profile editor). Keyed by the
 * contract's `ReviewedField` (generated from the server's list in directory's
 * owner-edit rule), so a field added to or removed from that list fails the
 * type check here until the form marks it too.
 */
const REVIEWED: Record<ReviewedField, true> = {
  name: true,
  address: true,
  city: true,
  zipCode: true,
  schoolType: true,
  religiousAffiliation: true,
  latitude: true,
  longitude: true,
  additionalImages: true,
  videoUrls: true,
  socialLinks: true,
};

export const REVIEWED_NOTE = 'Reviewed before publishing';

/** True for a form field the owner's edit sends to review (`socialLinks.facebook` counts as `socialLinks`). */
export function isReviewedField(name: string): boolean {
  return Object.hasOwn(REVIEWED, name.split('.')[0]);
}

/** The helper text of a field in an owner's form: the review note first, then the field's own hint. */
export function withReviewNote(name: string, hint?: string): string | undefined {
  if (!isReviewedField(name)) return hint;
  return hint ? `${REVIEWED_NOTE} · ${hint}` : REVIEWED_NOTE;
}
