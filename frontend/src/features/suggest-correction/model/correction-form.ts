import { z } from '@/shared/lib/zod';
import type { CorrectableField, SchoolResponse, SuggestCorrectionRequest } from '@/shared/api';

/**
 * The public facts a family may suggest a correction to (docs/decisions/corrections.md), in the order the
 * dialog lists them. The server checks the same list and the same value rules.
 */
export const CORRECTABLE_FIELDS: { value: CorrectableField; label: string }[] = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'E-mail' },
  { value: 'website', label: 'Website' },
  { value: 'address', label: 'Street address' },
  { value: 'city', label: 'City' },
  { value: 'zipCode', label: 'ZIP code' },
  { value: 'grades', label: 'Grades' },
  { value: 'tuitionMin', label: 'Lowest yearly tuition' },
  { value: 'tuitionMax', label: 'Highest yearly tuition' },
  { value: 'name', label: 'School name' },
];

export const VALUE_MAX = 300;
export const NOTE_MAX = 1000;

type SchoolFacts = Pick<
  SchoolResponse,
  'name' | 'address' | 'city' | 'zipCode' | 'phone' | 'email' | 'website' | 'grades' | 'tuitionMin' | 'tuitionMax'
>;

/** What the page shows now for the field, as text ('' when nothing is shown). */
export function currentValueOf(school: SchoolFacts, field: CorrectableField): string {
  const value = school[field];
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return `$${value.toLocaleString('en-US')}`;
  return String(value);
}

export const correctionFormSchema = z.object({
  field: z.enum(CORRECTABLE_FIELDS.map((f) => f.value) as [CorrectableField, ...CorrectableField[]], {
    message: 'Please choose what is wrong',
  }),
  value: z
    .string()
    .trim()
    .min(1, 'Please enter the correct value')
    .max(VALUE_MAX, `The correct value must be at most ${VALUE_MAX} characters`),
  note: z.string().max(NOTE_MAX, `The note must be at most ${NOTE_MAX} characters`),
  email: z.union([z.literal(''), z.string().trim().email('Please enter a valid email address')]),
  website: z.string(),
});

export type CorrectionFormValues = z.input<typeof correctionFormSchema>;

export function emptyCorrectionForm(): CorrectionFormValues {
  return { field: 'phone', value: '', note: '', email: '', website: '' };
}

export function toSuggestCorrectionRequest(
  values: CorrectionFormValues,
  formStartedAt: number,
): SuggestCorrectionRequest {
  return {
    field: values.field,
    value: values.value.trim(),
    note: values.note.trim() || null,
    email: values.email.trim() || null,
    website: values.website || undefined,
    formStartedAt,
  };
}
