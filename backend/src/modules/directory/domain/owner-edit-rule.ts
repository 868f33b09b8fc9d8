import type { ProfileChanges } from './school-profile';

/**
 * docs/product.md "Edits and moderation": one rule for an owner's edit, in the
 * portal and the school dashboard alike. Fields that identify the school or
 * could mislead families wait for an admin; facts a verified owner knows best
 * go live at once.
 *
 * Admissions facts (application deadlines, financial aid provider and its
 * deadline, openings by grade, 'Accepts the Nevada Opportunity Scholarship')
 * are such facts: the school sets them, they change through the season, and
 * a day's wait would make 'few seats' or a deadline stale. They go live at
 * once, recorded in the audit trail like every applied edit.
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
] as const satisfies readonly (keyof ProfileChanges)[];

/** Owner-editable fields that go live at once (everything not in REVIEWED_FIELDS); listed for the forms and tests. */
export const ADMISSIONS_FACT_FIELDS = [
  'applicationDeadlines',
  'financialAidProvider',
  'financialAidDeadline',
  'gradeOpenings',
  'acceptsOpportunityScholarship',
] as const satisfies readonly (keyof ProfileChanges)[];

export type ReviewedField = (typeof REVIEWED_FIELDS)[number];

export function isReviewedField(field: string): field is ReviewedField {
  return (REVIEWED_FIELDS as readonly string[]).includes(field);
}

export interface OwnerEditSplit {
  /** Applied to the listing at once. */
  live: ProfileChanges;
  /** Stored as a pending change for an admin to approve. */
  reviewed: ProfileChanges;
}

/** Splits an owner's change (already reduced to what differs) into its live and reviewed parts. */
export function splitOwnerEdit(changes: ProfileChanges): OwnerEditSplit {
  const live: Record<string, unknown> = {};
  const reviewed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    (isReviewedField(field) ? reviewed : live)[field] = value;
  }
  return { live: live as ProfileChanges, reviewed: reviewed as ProfileChanges };
}
