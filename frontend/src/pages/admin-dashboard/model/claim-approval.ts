import type { ApproveClaimRequest, ClaimRequestResponse, NewSchoolFromClaimRequest } from '@/shared/api/signed-in';
import { schoolOptionLabel } from './school-label';

/** The new listing's fields while the admin fills them: the school type is '' until one is chosen. */
export type NewSchoolDraft = Omit<NewSchoolFromClaimRequest, 'schoolType'> & {
  schoolType: NewSchoolFromClaimRequest['schoolType'] | '';
};

/** How the admin ties a claim to a listing: an existing school, or a new one made from the claim. */
export type SchoolChoice =
  { kind: 'existing'; schoolId: number | null; label: string } | { kind: 'new'; school: NewSchoolDraft };

export const EMPTY_NEW_SCHOOL: NewSchoolDraft = {
  address: '',
  city: 'Las Vegas',
  zipCode: '',
  grades: '',
  schoolType: '',
};

const NEW_SCHOOL_REQUIRED: (keyof NewSchoolDraft)[] = ['address', 'city', 'zipCode', 'grades', 'schoolType'];

/**
 * Where the picker starts: the owned school the claim names, when there is one
 * (the admin sees its owners at once), else the one listing of the claim's
 * school name, else nothing picked yet. A picker that shows a school has
 * chosen it (issue 36): it never shows a name while Approve waits for a choice.
 */
export function initialChoice(claim: Pick<ClaimRequestResponse, 'conflict' | 'namedSchool'>): SchoolChoice {
  const named = claim.namedSchool;
  if (claim.conflict) {
    const label = named?.id === claim.conflict.schoolId ? schoolOptionLabel(named) : claim.conflict.schoolName;
    return { kind: 'existing', schoolId: claim.conflict.schoolId, label };
  }
  if (named) return { kind: 'existing', schoolId: named.id, label: schoolOptionLabel(named) };
  return { kind: 'existing', schoolId: null, label: '' };
}

/** Paid, or needing no payment (its school already pays): the claim can be decided. */
export function isReadyForReview(claim: Pick<ClaimRequestResponse, 'paymentStatus'>): boolean {
  return claim.paymentStatus !== 'pending';
}

const twoDecimals = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Cents as the admin screens show money: `$995.00`. */
export function centsText(cents: number): string {
  return twoDecimals.format(cents / 100);
}

/** 'Olivia Owens (owner@example.com)', joined for a sentence. */
export function ownersText(owners: { name: string; email: string }[]): string {
  return owners.map((owner) => `${owner.name} (${owner.email})`).join(', ');
}

/** What rejecting does to the claimant's payment, said before the admin confirms. */
export function rejectionPaymentText(
  claim: Pick<ClaimRequestResponse, 'paymentStatus' | 'paymentSource' | 'firstName'>,
): string {
  if (claim.paymentStatus === 'pending')
    return 'Nothing was paid: the open checkout is closed so it can no longer be paid.';
  if (claim.paymentStatus === 'not_required')
    return 'Nothing was paid: the school already has a premium subscription, so this claim needed no payment.';
  if (claim.paymentSource === 'manual')
    return `The payment was marked completed by hand (paid outside the checkout): refund it to ${claim.firstName} directly; the e-mail says the team will be in touch.`;
  return 'The payment is refunded in full to the card through the payment provider, and its subscription is cancelled at once.';
}

/** The approve call's body, or null while the choice is incomplete (Approve stays disabled). */
export function approvalBody(choice: SchoolChoice): ApproveClaimRequest | null {
  if (choice.kind === 'existing') return choice.schoolId === null ? null : { schoolId: choice.schoolId };
  const school = Object.fromEntries(
    Object.entries(choice.school).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as NewSchoolDraft;
  if (NEW_SCHOOL_REQUIRED.some((key) => !school[key])) return null;
  if (school.zipCode.length < 5) return null;
  for (const key of Object.keys(school) as (keyof NewSchoolDraft)[]) if (!school[key]) delete school[key];
  // Every required field is set (checked above), so the type is one of the list.
  return { createSchool: school as NewSchoolFromClaimRequest };
}

/** Why Approve is disabled, said beside it; null when the claim can be approved. */
export function approvalHint(paid: boolean, choice: SchoolChoice): string | null {
  if (!paid) return 'Approval needs the payment completed.';
  if (approvalBody(choice)) return null;
  return choice.kind === 'existing'
    ? 'Choose the school in the directory to approve.'
    : "Fill in the new listing's address, city, ZIP code, grades and type to approve.";
}

const SECTION_NOUN = { active: 'claim requests', approved: 'approved claims', rejected: 'rejected claims' } as const;
const SECTION_EMPTY = {
  active: 'No claim requests pending',
  approved: 'No approved claims yet',
  rejected: 'No rejected claims',
} as const;

/** 'No claim requests pending' or 'No … found matching "x"' (docs/product.md "Forms, messages and notices"). */
export function emptyText(section: 'active' | 'approved' | 'rejected', search: string): string {
  const text = search.trim();
  if (text) return `No ${SECTION_NOUN[section]} found matching "${text}"`;
  return SECTION_EMPTY[section];
}
