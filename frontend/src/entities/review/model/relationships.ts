import type { ReviewRelationship } from '@/shared/api';

/**
 * The relationship question of 'Write a Review' (issue 39): neutral about age; only 'student' asks the 13+
 * confirmation. Keyed by the contract's `ReviewRelationship`.
 */
export const RELATIONSHIP_OPTIONS: Record<ReviewRelationship, string> = {
  current_parent: 'Current parent',
  former_parent: 'Former parent',
  student: 'Student (13 or over)',
  alumnus: 'Alumnus',
  staff_or_relative: 'Staff, board member or relative of staff',
};

/** Staff, board members and their relatives: labelled on the review and not counted in the rating. */
export const INSIDER_LABEL = 'Works at or for this school';

export const ASPECTS = [
  { key: 'academics', label: 'Academics' },
  { key: 'teachers', label: 'Teachers' },
  { key: 'community', label: 'Community' },
  { key: 'communication', label: 'Communication with families' },
] as const;

export type AspectKey = (typeof ASPECTS)[number]['key'];

/** A school year by the year it starts in: 2022 is '2022-23'. */
export const schoolYearLabel = (start: number): string => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

export const schoolYearsLabel = (years: { from: number; to: number }): string =>
  years.from === years.to
    ? schoolYearLabel(years.from)
    : `${schoolYearLabel(years.from)} to ${schoolYearLabel(years.to)}`;
