import { z } from 'zod';
import type { OwnedSchoolResponse, SubmitProfileChangesRequest } from '@/shared/api';

/**
 * The dashboard's four-step profile form (spec 001 §5). Values are text while
 * editing; `toProfileRequest` splits the comma lists (trimmed, empties
 * dropped), turns blanks into null and numbers into numbers. Field names with
 * a dot (socialLinks.facebook) are nested objects, so they are sent nested.
 */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'linkedin'] as const;

const URL_PATTERN = /^https?:\/\/[^\s.]+\.[^\s]+$/i;
const URL_MESSAGE = 'Please enter a valid web address starting with http:// or https://';

/** '  a, b ,, c ' → ['a', 'b', 'c'] */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const required = (message: string, max: number, label: string) =>
  z.string().trim().min(1, message).max(max, `${label} must be at most ${max} characters`);
const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);
const optionalUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || URL_PATTERN.test(value), URL_MESSAGE);
const wholeNumber = (label: string) => z.string().trim().regex(/^\d*$/, `${label} must be a whole number`);
const NUMBER = /^-?\d+(\.\d+)?$/;
const coordinate = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || NUMBER.test(value), `${label} must be a number`)
    .refine(
      (value) => !NUMBER.test(value) || Math.abs(Number(value)) <= limit,
      `${label} must be between -${limit} and ${limit}`,
    );
const urlList = (message: string, pattern: RegExp) =>
  z.string().refine((value) => splitList(value).every((item) => pattern.test(item)), message);

export const profileFormSchema = z
  .object({
    name: required('School name is required', 255, 'School name'),
    schoolType: required('School type is required', 100, 'School type'),
    grades: required('Grades are required', 100, 'Grades'),
    religiousAffiliation: optional(100, 'Religious affiliation'),
    description: optional(10_000, 'Description'),
    features: z.string(),
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
      .refine((value) => value === '' || z.email().safeParse(value).success, 'Please enter a valid email address'),
    website: optionalUrl,
    tuitionMin: wholeNumber('Minimum tuition'),
    tuitionMax: wholeNumber('Maximum tuition'),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    academicNotes: optional(10_000, 'Academic notes'),
    videoUrls: urlList('Each video URL must be a web address starting with http:// or https://', URL_PATTERN),
    additionalImages: urlList(
      'Each image URL must be a web address (https://…) or a site path starting with /',
      /^(https?:\/\/|\/)\S+$/,
    ),
    socialLinks: z.object({
      facebook: optionalUrl,
      instagram: optionalUrl,
      twitter: optionalUrl,
      youtube: optionalUrl,
      linkedin: optionalUrl,
    }),
  })
  .refine((v) => v.tuitionMin === '' || v.tuitionMax === '' || Number(v.tuitionMin) <= Number(v.tuitionMax), {
    path: ['tuitionMax'],
    message: 'Minimum tuition cannot be greater than maximum tuition',
  });

export type ProfileFormValues = z.input<typeof profileFormSchema>;
type Output = z.output<typeof profileFormSchema>;

export type ProfileFieldName =
  Exclude<keyof ProfileFormValues, 'socialLinks'> | `socialLinks.${(typeof SOCIAL_NETWORKS)[number]}`;

export interface ProfileStep {
  label: string;
  premium: boolean;
  fields: ProfileFieldName[];
}

/** Spec 001 §9: basic, contact, academic, media. */
export const PROFILE_STEPS: ProfileStep[] = [
  {
    label: 'Basic Info',
    premium: false,
    fields: ['name', 'schoolType', 'grades', 'religiousAffiliation', 'description', 'features'],
  },
  { label: 'Contact', premium: false, fields: ['address', 'city', 'zipCode', 'phone', 'email', 'website'] },
  {
    label: 'Academic',
    premium: true,
    fields: ['tuitionMin', 'tuitionMax', 'latitude', 'longitude', 'academicNotes'],
  },
  {
    label: 'Media & Social',
    premium: true,
    fields: ['videoUrls', 'additionalImages', ...SOCIAL_NETWORKS.map((n) => `socialLinks.${n}` as const)],
  },
];

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form prefilled from the live record. */
export function toProfileValues(school: OwnedSchoolResponse): ProfileFormValues {
  return {
    name: school.name,
    schoolType: school.schoolType,
    grades: school.grades,
    religiousAffiliation: text(school.religiousAffiliation),
    description: text(school.description),
    features: school.features.join(', '),
    address: school.address,
    city: school.city,
    zipCode: school.zipCode,
    phone: text(school.phone),
    email: text(school.email),
    website: text(school.website),
    tuitionMin: text(school.tuitionMin),
    tuitionMax: text(school.tuitionMax),
    latitude: text(school.latitude),
    longitude: text(school.longitude),
    academicNotes: text(school.academicNotes),
    videoUrls: school.videoUrls.join(', '),
    additionalImages: school.additionalImages.join(', '),
    socialLinks: {
      facebook: text(school.socialLinks?.facebook),
      instagram: text(school.socialLinks?.instagram),
      twitter: text(school.socialLinks?.twitter),
      youtube: text(school.socialLinks?.youtube),
      linkedin: text(school.socialLinks?.linkedin),
    },
  };
}

const orNull = (value: string) => (value === '' ? null : value);
const numberOrNull = (value: string) => (value === '' ? null : Number(value));

export function toProfileRequest(values: Output): SubmitProfileChangesRequest {
  return {
    name: values.name,
    schoolType: values.schoolType,
    grades: values.grades,
    religiousAffiliation: orNull(values.religiousAffiliation),
    description: orNull(values.description),
    features: splitList(values.features),
    address: values.address,
    city: values.city,
    zipCode: values.zipCode,
    phone: orNull(values.phone),
    email: orNull(values.email),
    website: orNull(values.website),
    tuitionMin: numberOrNull(values.tuitionMin),
    tuitionMax: numberOrNull(values.tuitionMax),
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
    academicNotes: orNull(values.academicNotes),
    videoUrls: splitList(values.videoUrls),
    additionalImages: splitList(values.additionalImages),
    socialLinks: {
      facebook: orNull(values.socialLinks.facebook),
      instagram: orNull(values.socialLinks.instagram),
      twitter: orNull(values.socialLinks.twitter),
      youtube: orNull(values.socialLinks.youtube),
      linkedin: orNull(values.socialLinks.linkedin),
    },
  };
}

/** The first step holding a field with an error (to show it after a failed submit). */
export function firstStepWithError(errorFields: string[]): number {
  const index = PROFILE_STEPS.findIndex((step) =>
    step.fields.some((field) => errorFields.some((name) => name === field || field.startsWith(`${name}.`))),
  );
  return index === -1 ? 0 : index;
}
