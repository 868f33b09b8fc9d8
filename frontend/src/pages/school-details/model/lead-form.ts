import { PHONE_MESSAGE, phonePattern } from '@/shared/lib/phone';
import { z } from '@/shared/lib/zod';
import type { SubmitLeadRequest } from '@/shared/api';

export type LeadType = 'information' | 'tour';
export type TourPeriod = 'morning' | 'afternoon';

/** The most preferred tour times a family may list. */
export const MAX_PREFERRED_TIMES = 3;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1000;

export const PERIOD_OPTIONS: { value: TourPeriod; label: string }[] = [
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
];

/** How far ahead a tour date may be chosen (the server refuses later dates with the same text). */
export const TOUR_DAYS_AHEAD = 365;

/** The schools' time zone: the server judges 'today' (tour dates, school years) by the Las Vegas calendar. */
export const SCHOOL_TIME_ZONE = 'America/Los_Angeles';

/**
 * Today in Las Vegas as a local midnight Date, so a family in another time zone
 * is offered the same dates the server accepts.
 */
export function schoolToday(now: Date): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHOOL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return new Date(year, month - 1, day);
}

/** 'YYYY-MM-DD' of a local Date's calendar day. */
export function isoDate(day: Date): string {
  const month = String(day.getMonth() + 1).padStart(2, '0');
  const date = String(day.getDate()).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${date}`;
}

function daysAfter(today: Date, days: number): string {
  return isoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
}

/** The day after `today`, the earliest date a tour can be asked for. */
export function firstTourDate(today: Date): string {
  return daysAfter(today, 1);
}

/** The latest date a tour can be asked for. */
export function lastTourDate(today: Date): string {
  return daysAfter(today, TOUR_DAYS_AHEAD);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Why a preferred tour date is refused, or null when it is a real weekday after today. */
export function tourDateProblem(value: string, today: Date): string | null {
  const match = ISO_DATE.exec(value);
  if (!match) return 'Please choose a date';
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-31 rolls over to March: such a string is not a calendar date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return 'Please choose a date';
  const weekday = date.getUTCDay();
  if (value <= isoDate(today) || weekday === 0 || weekday === 6) return 'Please choose a future weekday';
  if (value > lastTourDate(today)) return 'Please choose a date within the next year';
  return null;
}

/**
 * The month (0-based: July) a school year is counted from. Classes start in
 * August, but from July on families plan for the coming year, and the server
 * (issue 17's contract) counts school years from July 1, so the two agree.
 */
export const SCHOOL_YEAR_FIRST_MONTH = 6;

/**
 * When a child could start: this school year or one of the next two. Until
 * June, 'this' school year is the one that began the summer before.
 */
export function schoolYearOptions(today: Date): { value: string; label: string }[] {
  const first = today.getMonth() >= SCHOOL_YEAR_FIRST_MONTH ? today.getFullYear() : today.getFullYear() - 1;
  return [0, 1, 2].map((offset) => {
    const start = first + offset;
    const value = `${start}-${start + 1}`;
    return { value, label: offset === 0 ? `${value} (this school year)` : value };
  });
}

const ONE_LINE = /^[^\r\n]*$/;

function name(label: string) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .regex(ONE_LINE, `${label} must not contain line breaks`);
}

/**
 * The form's rules with messages in the style of docs/product.md "Forms, messages and notices"; the server checks the
 * same. `today` decides which tour dates are in the future and which school
 * years are offered.
 */
export function leadFormSchema(today: Date) {
  const years = new Set(schoolYearOptions(today).map((option) => option.value));
  return z
    .object({
      type: z.enum(['information', 'tour']),
      parentFirstName: name('First name'),
      parentLastName: name('Last name'),
      email: z
        .string()
        .trim()
        .max(254, 'Please enter a valid email address')
        .email('Please enter a valid email address'),
      phone: z
        .string()
        .trim()
        .max(30, 'Phone number must be at most 30 characters')
        .regex(phonePattern(), PHONE_MESSAGE),
      childGrade: z.string().min(1, "Please select your child's grade"),
      intendedStart: z.string().refine((value) => years.has(value), 'Please select when your child would start'),
      message: z
        .string()
        .trim()
        .min(MESSAGE_MIN, `Please provide a detailed message (at least ${MESSAGE_MIN} characters)`)
        .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
      preferredTimes: z.array(z.object({ date: z.string(), period: z.string() })),
      consent: z.boolean().refine((value) => value, 'Please agree to be contacted by the school'),
      newsletter: z.boolean(),
      // The honeypot: people never see it, so whatever a bot types there is passed on for the server to judge.
      website: z.string(),
    })
    .superRefine((values, context) => {
      // Information requests carry no dates: rows left from a switched tour form are ignored, not judged.
      if (values.type !== 'tour') return;
      if (values.preferredTimes.length === 0)
        context.addIssue({
          code: 'custom',
          path: ['preferredTimes'],
          message: 'Please add at least one preferred date',
        });
      if (values.preferredTimes.length > MAX_PREFERRED_TIMES)
        context.addIssue({
          code: 'custom',
          path: ['preferredTimes'],
          message: `Please choose at most ${MAX_PREFERRED_TIMES} preferred times`,
        });
      const seen = new Set<string>();
      values.preferredTimes.forEach((time, index) => {
        const problem = tourDateProblem(time.date, today);
        if (problem) context.addIssue({ code: 'custom', path: ['preferredTimes', index, 'date'], message: problem });
        if (time.period !== 'morning' && time.period !== 'afternoon')
          context.addIssue({
            code: 'custom',
            path: ['preferredTimes', index, 'period'],
            message: 'Please choose morning or afternoon',
          });
        const key = `${time.date} ${time.period}`;
        if (!problem && seen.has(key))
          context.addIssue({
            code: 'custom',
            path: ['preferredTimes', index, 'date'],
            message: 'Please choose each preferred time once',
          });
        seen.add(key);
      });
    });
}

export type LeadFormValues = z.input<ReturnType<typeof leadFormSchema>>;
export type ValidLeadForm = z.output<ReturnType<typeof leadFormSchema>>;

export const EMPTY_TOUR_TIME = { date: '', period: '' };

export function emptyLeadForm(type: LeadType): LeadFormValues {
  return {
    type,
    parentFirstName: '',
    parentLastName: '',
    email: '',
    phone: '',
    childGrade: '',
    intendedStart: '',
    message: '',
    preferredTimes: type === 'tour' ? [{ ...EMPTY_TOUR_TIME }] : [],
    consent: false,
    newsletter: false,
    website: '',
  };
}

/** What one open form sends with every attempt: retries of the same form share the idempotency key. */
export interface LeadFormInstance {
  formStartedAt: number;
  idempotencyKey: string;
  sourcePage: string;
}

/** The request body: no phone when empty, preferred times only for a tour. */
export function toLeadRequest(values: ValidLeadForm, instance: LeadFormInstance): SubmitLeadRequest {
  return {
    type: values.type,
    parentFirstName: values.parentFirstName,
    parentLastName: values.parentLastName,
    email: values.email,
    ...(values.phone ? { phone: values.phone } : {}),
    childGrade: values.childGrade as SubmitLeadRequest['childGrade'],
    intendedStart: values.intendedStart,
    message: values.message,
    ...(values.type === 'tour'
      ? { preferredTimes: values.preferredTimes.map(({ date, period }) => ({ date, period: period as TourPeriod })) }
      : {}),
    consent: values.consent,
    newsletter: values.newsletter,
    website: values.website,
    formStartedAt: instance.formStartedAt,
    idempotencyKey: instance.idempotencyKey,
    sourcePage: instance.sourcePage,
  };
}

/** A random version-4 UUID; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
