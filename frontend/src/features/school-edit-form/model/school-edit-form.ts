import { z } from 'zod';
import type { AdminUpdateSchoolRequest } from '@/shared/api';

/**
 * The 'Edit School Information' form (spec 001 §5), used by the portal and by
 * the admin's Edit dialog. Every value is text while editing; `toSchoolUpdate`
 * turns blanks into null (a blank tuition clears it) and tuition into numbers.
 */
const required = (message: string, max: number, label: string) =>
  z.string().trim().min(1, message).max(max, `${label} must be at most ${max} characters`);
const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);
const WHOLE_NUMBER = /^\d+$/;
const tuition = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, `${label} must be a whole number`)
    .refine((value) => !WHOLE_NUMBER.test(value) || Number(value) <= 10_000_000, `${label} must be at most 10,000,000`);

export const schoolEditSchema = z
  .object({
    name: required('School name is required', 255, 'School name'),
    address: required('Street address is required', 1000, 'Address'),
    city: required('City is required', 100, 'City'),
    zipCode: required('ZIP code is required', 10, 'ZIP code').regex(
      /^\d{5}(-\d{4})?$/,
      'Please enter a valid ZIP code',
    ),
    phone: optional(20, 'Phone'),
    email: z
      .string()
      .trim()
      .max(255, 'Email must be at most 255 characters')
      .refine((value) => value === '' || z.email().safeParse(value).success, 'Please enter a valid email address'),
    website: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value),
        'Please enter a valid web address starting with http:// or https://',
      ),
    description: optional(10_000, 'Description'),
    tuitionMin: tuition('Minimum tuition'),
    tuitionMax: tuition('Maximum tuition'),
    grades: required('Grades are required', 100, 'Grades'),
    schoolType: required('School type is required', 100, 'School type'),
    religiousAffiliation: optional(100, 'Religious affiliation'),
  })
  .refine(
    // Compared only when both are whole numbers: "abc" already has its own message under its field.
    (values) => {
      const [min, max] = [values.tuitionMin.trim(), values.tuitionMax.trim()];
      return !WHOLE_NUMBER.test(min) || !WHOLE_NUMBER.test(max) || Number(min) <= Number(max);
    },
    { path: ['tuitionMax'], message: 'Minimum tuition cannot be greater than maximum tuition' },
  );

export type SchoolEditValues = z.input<typeof schoolEditSchema>;
export type SchoolEditFieldName = keyof SchoolEditValues;

export const SCHOOL_EDIT_FIELDS: readonly SchoolEditFieldName[] = [
  'name',
  'address',
  'city',
  'zipCode',
  'phone',
  'email',
  'website',
  'description',
  'tuitionMin',
  'tuitionMax',
  'grades',
  'schoolType',
  'religiousAffiliation',
];

/** What the form is filled from: the portal's owned school or an admin table row. */
export interface EditableSchool {
  name: string;
  address: string;
  city: string;
  zipCode: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  tuitionMin: number | null;
  tuitionMax: number | null;
  grades: string;
  schoolType: string;
  religiousAffiliation: string | null;
}

export function toSchoolEditValues(school: EditableSchool): SchoolEditValues {
  return {
    name: school.name,
    address: school.address,
    city: school.city,
    zipCode: school.zipCode,
    phone: school.phone ?? '',
    email: school.email ?? '',
    website: school.website ?? '',
    description: school.description ?? '',
    tuitionMin: school.tuitionMin === null ? '' : String(school.tuitionMin),
    tuitionMax: school.tuitionMax === null ? '' : String(school.tuitionMax),
    grades: school.grades,
    schoolType: school.schoolType,
    religiousAffiliation: school.religiousAffiliation ?? '',
  };
}

const orNull = (value: string) => (value === '' ? null : value);
const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** The request body (portal PUT and admin PUT take the same fields). */
export function toSchoolUpdate(values: z.output<typeof schoolEditSchema>): AdminUpdateSchoolRequest {
  return {
    name: values.name,
    address: values.address,
    city: values.city,
    zipCode: values.zipCode,
    phone: orNull(values.phone),
    email: orNull(values.email),
    website: orNull(values.website),
    description: orNull(values.description),
    tuitionMin: numberOrNull(values.tuitionMin),
    tuitionMax: numberOrNull(values.tuitionMax),
    grades: values.grades,
    schoolType: values.schoolType,
    religiousAffiliation: orNull(values.religiousAffiliation),
  };
}
