import type { School } from './school';
import {
  LIST_FIELDS,
  REQUIRED_FIELDS,
  SCALAR_FIELDS,
  SOCIAL_NETWORKS,
  STRUCTURED_FIELDS,
  sameProfileValue,
  sameScalarValue,
  type ProfileChanges,
  type SchoolProfile,
  type SocialNetwork,
} from './school-profile';

/**
 * Undoing an applied profile change (docs/product.md "Edits and moderation": an
 * admin can revert an applied owner change in one action). The change is known
 * only by its audit entry's `before`/`after` field maps, so these rules read
 * those: which entries can be reverted at all, and which of their fields still
 * hold what the change set (a later edit wins: such a field is left as it is).
 */

/** The audit actions that record a profile change applied to a school (an owner's live edit, an approval, an admin's edit). */
export const REVERTIBLE_ACTIONS: readonly string[] = ['school.updated', 'school.change_applied'];

/** What an admin's revert records (with the reverted entry's id as `revertOf`). */
export const REVERT_ACTION = 'school.change_reverted';

/** The listing fields outside the profile that the admin's Edit form records beside it (EditSchoolListing). */
export const LISTING_EXTRA_FIELDS = ['imageUrl', 'neighborhoodId'] as const;
export type ListingExtraField = (typeof LISTING_EXTRA_FIELDS)[number];

const PROFILE_FIELDS: readonly string[] = [...SCALAR_FIELDS, ...LIST_FIELDS, ...STRUCTURED_FIELDS, 'socialLinks'];
const isExtra = (field: string): field is ListingExtraField =>
  (LISTING_EXTRA_FIELDS as readonly string[]).includes(field);

/** An audit entry as these rules need it. */
export interface RecordedChange {
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The recorded fields a revert can set back: the profile's and the listing
 * extras. Never the slug: a name set back derives its slug again (the editor),
 * and the slug history keeps every former address redirecting.
 */
function revertibleFields(after: unknown): string[] {
  return Object.keys(fieldsOf(after)).filter((field) => PROFILE_FIELDS.includes(field) || isExtra(field));
}

/** Whether an audit entry records a school profile change a revert can undo (not whether it still can: see `planRevert`). */
export function isRevertibleChange(entry: Omit<RecordedChange, 'before'>): boolean {
  return (
    REVERTIBLE_ACTIONS.includes(entry.action) &&
    entry.targetType === 'school' &&
    /^\d+$/.test(entry.targetId) &&
    revertibleFields(entry.after).length > 0
  );
}

export interface RevertPlan {
  /** The profile fields to set back, as a proposal for `School.applyProfileChanges`. */
  changes: ProfileChanges;
  /** The listing extras to set back. */
  extras: Partial<Record<ListingExtraField, unknown>>;
  /** Fields set back (a social link as `socialLinks.<network>`). */
  reverted: string[];
  /** Fields the change set that were changed again since: left as they are. */
  changedSince: string[];
}

/**
 * What reverting a recorded change does to the school as it is now: each field
 * the change set goes back to its `before` value only while it still holds the
 * change's `after` value, compared as `diffProfile` compares. Social links are
 * taken network by network (the maps are recorded whole, an absent network is
 * no link): a network the change set goes back to its old link, or is removed
 * (null) when it had none. A required field is never emptied (the trail never
 * records one empty, since changes skip blank required fields).
 */
export function planRevert(school: School, recorded: Pick<RecordedChange, 'before' | 'after'>): RevertPlan {
  const live: SchoolProfile = school.profile();
  const before = fieldsOf(recorded.before);
  const after = fieldsOf(recorded.after);
  const changes: Record<string, unknown> = {};
  const extras: Partial<Record<ListingExtraField, unknown>> = {};
  const reverted: string[] = [];
  const changedSince: string[] = [];

  for (const field of revertibleFields(after)) {
    if (field === 'socialLinks') {
      const was = fieldsOf(before.socialLinks);
      const became = fieldsOf(after.socialLinks);
      const now = fieldsOf(live.socialLinks);
      const links: Partial<Record<SocialNetwork, string | null>> = {};
      for (const network of SOCIAL_NETWORKS) {
        if (sameScalarValue(was[network], became[network])) continue;
        if (sameScalarValue(now[network], became[network])) {
          links[network] = typeof was[network] === 'string' ? (was[network] as string) : null;
          reverted.push(`socialLinks.${network}`);
        } else changedSince.push(`socialLinks.${network}`);
      }
      if (Object.keys(links).length) changes.socialLinks = links;
      continue;
    }
    if (isExtra(field)) {
      if (sameScalarValue(before[field], after[field])) continue;
      if (!sameScalarValue(school[field], after[field])) {
        changedSince.push(field);
        continue;
      }
      extras[field] = before[field] ?? null;
      reverted.push(field);
      continue;
    }
    const profileField = field as keyof SchoolProfile;
    if (sameProfileValue(profileField, before[field], after[field])) continue;
    if (!sameProfileValue(profileField, live[profileField], after[field])) {
      changedSince.push(field);
      continue;
    }
    const value = before[field] ?? null;
    if ((REQUIRED_FIELDS as readonly string[]).includes(field) && sameScalarValue(value, null)) continue;
    changes[field] = value;
    reverted.push(field);
  }
  return { changes: changes as ProfileChanges, extras, reverted, changedSince };
}
