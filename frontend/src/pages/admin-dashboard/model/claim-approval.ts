import type { ApproveClaimRequest, NewSchoolFromClaimRequest } from '@/shared/api';

/** How the admin ties a claim to a listing: an existing school, or a new one made from the claim. */
export type SchoolChoice =
  { kind: 'existing'; schoolId: number | null; label: string } | { kind: 'new'; school: NewSchoolFromClaimRequest };

export const EMPTY_NEW_SCHOOL: NewSchoolFromClaimRequest = {
  address: '',
  city: 'Las Vegas',
  zipCode: '',
  grades: '',
  schoolType: '',
};

const NEW_SCHOOL_REQUIRED: (keyof NewSchoolFromClaimRequest)[] = ['address', 'city', 'zipCode', 'grades', 'schoolType'];

/** The approve call's body, or null while the choice is incomplete (Approve stays disabled). */
export function approvalBody(choice: SchoolChoice): ApproveClaimRequest | null {
  if (choice.kind === 'existing') return choice.schoolId === null ? null : { schoolId: choice.schoolId };
  const school = Object.fromEntries(
    Object.entries(choice.school).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as NewSchoolFromClaimRequest;
  if (NEW_SCHOOL_REQUIRED.some((key) => !school[key])) return null;
  if (school.zipCode.length < 5) return null;
  for (const key of Object.keys(school) as (keyof NewSchoolFromClaimRequest)[]) if (!school[key]) delete school[key];
  return { createSchool: school };
}

/** 'No claim requests pending' or 'No … found matching "x"' (spec 001 §8 empty states). */
export function emptyText(section: 'active' | 'approved', search: string): string {
  const text = search.trim();
  if (text) return `No ${section === 'active' ? 'claim requests' : 'approved claims'} found matching "${text}"`;
  return section === 'active' ? 'No claim requests pending' : 'No approved claims yet';
}
