/**
 * docs/product.md "Edits and moderation": the fields of an owner's edit that an
 * admin reviews before they go live (the server's `splitOwnerEdit` decides;
 * this list only marks them in the owner's profile editor).
 */
export const REVIEWED_FIELDS = [
  'name',
  'address',
  'city',
  'zipCode',
  'schoolType',
  'religiousAffiliation',
  'latitude',
  'longitude',
  'additionalImages',
  'videoUrls',
  'socialLinks',
] as const;

export const REVIEWED_NOTE = 'Reviewed before publishing';

/** True for a form field the owner's edit sends to review (`socialLinks.facebook` counts as `socialLinks`). */
export function isReviewedField(name: string): boolean {
  return (REVIEWED_FIELDS as readonly string[]).includes(name.split('.')[0]);
}

/** The helper text of a field in an owner's form: the review note first, then the field's own hint. */
export function withReviewNote(name: string, hint?: string): string | undefined {
  if (!isReviewedField(name)) return hint;
  return hint ? `${REVIEWED_NOTE} · ${hint}` : REVIEWED_NOTE;
}
