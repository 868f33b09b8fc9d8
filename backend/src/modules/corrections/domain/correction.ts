import { randomUUID } from 'node:crypto';

/**
 * A family's suggested correction to one public fact of a school (issue 44, docs/decisions/corrections.md).
 * Nothing is applied until a person (an owner of the school or an admin) accepts it; the family's e-mail,
 * when given, is kept only to tell them the outcome and erased CORRECTION_EMAIL_RETENTION_DAYS after the decision.
 */
export const CORRECTABLE_FIELDS = [
  'name',
  'address',
  'city',
  'zipCode',
  'phone',
  'email',
  'website',
  'grades',
  'tuitionMin',
  'tuitionMax',
] as const;

export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** The labels families and owners read (the dialog's select, the dashboard, the mails). */
export const CORRECTABLE_FIELD_LABELS: Record<CorrectableField, string> = {
  name: 'School name',
  address: 'Street address',
  city: 'City',
  zipCode: 'ZIP code',
  phone: 'Phone',
  email: 'E-mail',
  website: 'Website',
  grades: 'Grades',
  tuitionMin: 'Lowest yearly tuition',
  tuitionMax: 'Highest yearly tuition',
};

export const CORRECTION_STATUSES = ['open', 'accepted', 'declined'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_LIMITS = { value: 300, note: 1000, reason: 1000, email: 254 } as const;

/** The family's e-mail is erased this many days after the correction was decided. */
export const CORRECTION_EMAIL_RETENTION_DAYS = 90;

const ZIP = /^\d{5}(-\d{4})?$/;
const PHONE = /^[+()\-.\s\d]{7,25}$/;
const EMAIL = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;
const WEBSITE = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s]*)?$/i;
const TUITION = /^\$?\s*\d{1,3}(,?\d{3})*(\.\d{1,2})?$/;

/** Whole dollars from '12,500', '$12500' or '12500.00'. */
export function tuitionDollars(value: string): number {
  return Math.round(Number(value.replace(/[$,\s]/g, '')));
}

/** Why a suggested value cannot be a value of the field, or null when it can (trimmed value). */
export function suggestedValueProblem(field: CorrectableField, value: string): string | null {
  switch (field) {
    case 'zipCode':
      return ZIP.test(value) ? null : 'Please enter a 5-digit ZIP code';
    case 'phone':
      return PHONE.test(value) && value.replace(/\D/g, '').length >= 7 ? null : 'Please enter a phone number';
    case 'email':
      return EMAIL.test(value) ? null : 'Please enter a valid email address';
    case 'website':
      return WEBSITE.test(value) ? null : 'Please enter a web address, e.g. https://school.example';
    case 'tuitionMin':
    case 'tuitionMax':
      return TUITION.test(value) && tuitionDollars(value) <= 1_000_000
        ? null
        : 'Please enter a yearly amount in dollars, e.g. 12,500';
    default:
      return null;
  }
}

/** The profile change a correction proposes (the directory's ProfileChanges shape for one field). */
export function correctionChange(field: CorrectableField, value: string): Record<string, string | number> {
  if (field === 'tuitionMin' || field === 'tuitionMax') return { [field]: tuitionDollars(value) };
  if (field === 'website' && !/^https?:\/\//i.test(value)) return { website: `https://${value}` };
  return { [field]: value };
}

export class SchoolCorrection {
  id: string;
  schoolId: number;
  field: CorrectableField;
  suggestedValue: string;
  note: string | null;
  email: string | null;
  status: CorrectionStatus;
  /** The listing's value when the family wrote (what they saw), for the decider. */
  currentValue: string | null;
  declineReason: string | null;
  decidedBy: string | null;
  /** 'owner' or 'admin' */
  decidedAs: string | null;
  decidedAt: Date | null;
  createdAt: Date;

  static suggest(input: {
    schoolId: number;
    field: CorrectableField;
    suggestedValue: string;
    currentValue: string | null;
    note?: string | null;
    email?: string | null;
    now: Date;
  }): SchoolCorrection {
    const correction = new SchoolCorrection();
    correction.id = randomUUID();
    correction.schoolId = input.schoolId;
    correction.field = input.field;
    correction.suggestedValue = input.suggestedValue;
    correction.currentValue = input.currentValue;
    correction.note = input.note?.trim() || null;
    correction.email = input.email?.trim().toLowerCase() || null;
    correction.status = 'open';
    correction.declineReason = null;
    correction.decidedBy = null;
    correction.decidedAs = null;
    correction.decidedAt = null;
    correction.createdAt = input.now;
    return correction;
  }

  isOpen(): boolean {
    return this.status === 'open';
  }

  accept(by: string, as: 'owner' | 'admin', now: Date): void {
    this.status = 'accepted';
    this.decidedBy = by;
    this.decidedAs = as;
    this.decidedAt = now;
  }

  decline(by: string, as: 'owner' | 'admin', reason: string, now: Date): void {
    this.status = 'declined';
    this.declineReason = reason;
    this.decidedBy = by;
    this.decidedAs = as;
    this.decidedAt = now;
  }
}
