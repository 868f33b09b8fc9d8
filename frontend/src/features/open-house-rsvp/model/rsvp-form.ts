import { OPEN_HOUSE_GRADES } from '@/entities/open-house';
import type { OpenHouseGrade, RsvpRequest } from '@/shared/api';
import { z } from '@/shared/lib/zod';

/** The server's limits (open-houses RSVP_LIMITS), with its messages. */
export const RSVP_NAME_MAX = 100;
export const RSVP_EMAIL_MAX = 254;
export const PARTY_MIN = 1;
export const PARTY_MAX = 10;

const GRADE_LABELS: ReadonlySet<string> = new Set(OPEN_HOUSE_GRADES.map((grade) => grade.label));
const ONE_LINE = /^[^\r\n]*$/;

/** The RSVP form's rules: the same checks and messages as the server's (RsvpRequest). */
export const rsvpFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(RSVP_NAME_MAX, `Name must be at most ${RSVP_NAME_MAX} characters`)
    .regex(ONE_LINE, 'Name must not contain line breaks'),
  email: z
    .string()
    .trim()
    .max(RSVP_EMAIL_MAX, 'Please enter a valid email address')
    .email('Please enter a valid email address'),
  // The select's value is text; the request carries a whole number.
  partySize: z
    .string()
    .regex(/^\d+$/, 'Party size must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(PARTY_MIN, `Party size must be at least ${PARTY_MIN}`)
        .max(PARTY_MAX, `Party size must be at most ${PARTY_MAX}`),
    ),
  childGrade: z.string().refine((value) => GRADE_LABELS.has(value), "Please select your child's grade"),
});

export type RsvpFormValues = z.input<typeof rsvpFormSchema>;
export type ValidRsvpForm = z.output<typeof rsvpFormSchema>;
export type RsvpField = keyof RsvpFormValues;

export const EMPTY_RSVP_FORM: RsvpFormValues = { name: '', email: '', partySize: '1', childGrade: '' };

export function toRsvpRequest(values: ValidRsvpForm, joinWaitlist: boolean): RsvpRequest {
  return {
    name: values.name,
    email: values.email,
    partySize: values.partySize,
    childGrade: values.childGrade as OpenHouseGrade,
    ...(joinWaitlist && { joinWaitlist: true }),
  };
}

/** The field errors a 400 listed (`errors: {field: [messages]}`), for the fields of this form. */
export function serverFieldErrors(error: unknown): [RsvpField, string][] {
  const errors = (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors;
  if (!errors) return [];
  return Object.entries(errors)
    .filter(([field, messages]) => field in EMPTY_RSVP_FORM && messages.length > 0)
    .map(([field, messages]) => [field as RsvpField, messages[0]]);
}
