import type { EditReviewRequest, ManagedReviewResponse, ReviewRelationship, WriteReviewRequest } from '@/shared/api';
import { z } from '@/shared/lib/zod';

/** The limits of the contract (backend reviews dto: REVIEW_LIMITS), checked here first so a family sees them while typing. */
export const REVIEW_TEXT_MIN = 80;
export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_TITLE_MAX = 120;
export const EARLIEST_SCHOOL_YEAR = 1950;

const RELATIONSHIPS = [
  'current_parent',
  'former_parent',
  'student',
  'alumnus',
  'staff_or_relative',
] as const satisfies readonly ReviewRelationship[];

const stars = (label: string) =>
  z
    .number({ error: `Please rate ${label}` })
    .int()
    .min(1, `Please rate ${label}`)
    .max(5, `Please rate ${label}`)
    .nullable()
    .refine((value) => value !== null, `Please rate ${label}`);

/** The school years a review may cover, newest first, by the year each starts in. */
export function schoolYearStarts(today: Date): number[] {
  const latest = today.getUTCFullYear() + 1;
  return Array.from({ length: latest - EARLIEST_SCHOOL_YEAR + 1 }, (_, index) => latest - index);
}

const content = {
  overall: stars('the school overall'),
  academics: stars('academics'),
  teachers: stars('teachers'),
  community: stars('community'),
  communication: stars('communication with families'),
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(REVIEW_TITLE_MAX, `Title must be at most ${REVIEW_TITLE_MAX} characters`),
  body: z
    .string()
    .trim()
    .min(REVIEW_TEXT_MIN, `Review must be at least ${REVIEW_TEXT_MIN} characters`)
    .max(REVIEW_TEXT_MAX, `Review must be at most ${REVIEW_TEXT_MAX} characters`),
  relationship: z.union([z.enum(RELATIONSHIPS), z.literal('')]).refine((value) => value !== '', {
    message: 'Please choose your relationship to the school',
  }),
  // Not required here: the server refuses a student without it, with its message on this field, and stores nothing.
  studentAge13OrOver: z.boolean(),
  schoolYearFrom: z.union([z.number(), z.literal('')]).refine((value) => value !== '', {
    message: 'Please choose the first school year your review covers',
  }),
  schoolYearTo: z.union([z.number(), z.literal('')]).refine((value) => value !== '', {
    message: 'Please choose the last school year your review covers',
  }),
};

const yearsInOrder = <T extends { schoolYearFrom: number | ''; schoolYearTo: number | '' }>(values: T) =>
  values.schoolYearFrom === '' || values.schoolYearTo === '' || values.schoolYearTo >= values.schoolYearFrom;
const YEARS_ORDER = { message: 'The last school year must not be before the first', path: ['schoolYearTo'] };

export const writeReviewSchema = z
  .object({
    ...content,
    firstName: z.string().trim().min(1, 'First name is required').max(50, 'First name must be at most 50 characters'),
    lastName: z.string().trim().min(1, 'Last name is required').max(50, 'Last name must be at most 50 characters'),
    displayName: z.string().trim().max(60, 'Display name must be at most 60 characters'),
    email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  })
  .refine(yearsInOrder, YEARS_ORDER);

export const editReviewSchema = z
  .object({
    ...content,
    displayName: z
      .string()
      .trim()
      .min(1, 'Display name is required')
      .max(60, 'Display name must be at most 60 characters'),
  })
  .refine(yearsInOrder, YEARS_ORDER);

export type WriteReviewValues = z.input<typeof writeReviewSchema>;
export type EditReviewValues = z.input<typeof editReviewSchema>;

const EMPTY_CONTENT = {
  overall: null,
  academics: null,
  teachers: null,
  community: null,
  communication: null,
  title: '',
  body: '',
  relationship: '',
  studentAge13OrOver: false,
  schoolYearFrom: '',
  schoolYearTo: '',
} as const;

export const emptyWriteReview = (): WriteReviewValues => ({
  ...EMPTY_CONTENT,
  firstName: '',
  lastName: '',
  displayName: '',
  email: '',
});

/** 'Jane D.': the display name the server gives a review when the reviewer leaves it empty. */
export function defaultDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  return first ? `${first}${initial ? ` ${initial}.` : ''}` : '';
}

type ContentValues = Pick<WriteReviewValues, keyof typeof content>;

function toContent(values: ContentValues) {
  return {
    overall: values.overall as number,
    academics: values.academics as number,
    teachers: values.teachers as number,
    community: values.community as number,
    communication: values.communication as number,
    title: values.title.trim(),
    body: values.body.trim(),
    relationship: values.relationship as ReviewRelationship,
    ...(values.relationship === 'student' ? { studentAge13OrOver: values.studentAge13OrOver } : {}),
    schoolYearFrom: values.schoolYearFrom as number,
    schoolYearTo: values.schoolYearTo as number,
  };
}

export function toWriteReviewRequest(values: WriteReviewValues): WriteReviewRequest {
  return {
    ...toContent(values),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(values.displayName.trim() ? { displayName: values.displayName.trim() } : {}),
    email: values.email.trim(),
  };
}

export function toEditReviewRequest(values: EditReviewValues): EditReviewRequest {
  return { ...toContent(values), displayName: values.displayName.trim() };
}

export function editValuesOf(review: ManagedReviewResponse): EditReviewValues {
  return {
    overall: review.overall,
    academics: review.academics,
    teachers: review.teachers,
    community: review.community,
    communication: review.communication,
    title: review.title,
    body: review.body,
    relationship: review.relationship,
    // A confirmed student's review was accepted as 13 or over.
    studentAge13OrOver: review.relationship === 'student',
    schoolYearFrom: review.schoolYearFrom,
    schoolYearTo: review.schoolYearTo,
    displayName: review.displayName,
  };
}
