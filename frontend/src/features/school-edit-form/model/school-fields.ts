import { PHONE_MESSAGE, SCHOOL_PHONE_MIN_DIGITS, isPhoneNumber } from '@/shared/lib/phone';
import { z } from '@/shared/lib/zod';
import { SCHOOL_TYPES, isSchoolType } from '@/entities/school';
import type { SchoolType } from '@/shared/api';
import type { AdminSchoolResponse } from '@/shared/api/signed-in';

/**
 * The school facts every school form validates alike: the owner's profile
 * editor (portal and school dashboard) and the admin's Edit dialog. Values are text while editing. Limits and texts are the
 * server's (backend moderation `profile-field.decorators.ts` and directory
 * `school-field.decorators.ts`), so a 400 never says something the form did not.
 */
export const requiredText = (message: string, max: number, label: string) =>
  z.string().trim().min(1, message).max(max, `${label} must be at most ${max} characters`);
export const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const WEBSITE_PATTERN = /^https?:\/\/[^\s.]+\.[^\s]+$/i;
export const WEBSITE_MESSAGE = 'Please enter a valid web address starting with http:// or https://';
export const optionalWebsite = z
  .string()
  .trim()
  .refine((value) => value === '' || WEBSITE_PATTERN.test(value), WEBSITE_MESSAGE);

const optionalPhone = optionalText(20, 'Phone').refine(
  (value) => value === '' || isPhoneNumber(value, SCHOOL_PHONE_MIN_DIGITS),
  PHONE_MESSAGE,
);

const WHOLE_NUMBER = /^\d+$/;
const tuition = (label: string) =>
  z
    .string()
    .trim()
    // The server's text for a negative amount: '-5' is a whole number, just not a price.
    .refine((value) => !/^-\d+$/.test(value), `${label} cannot be negative`)
    .refine((value) => /^-?\d*$/.test(value), `${label} must be a whole number`)
    .refine((value) => !WHOLE_NUMBER.test(value) || Number(value) <= 10_000_000, `${label} must be at most 10,000,000`);

export const SCHOOL_TYPE_MESSAGE = `School type must be one of: ${SCHOOL_TYPES.join(', ')}`;

/** Chosen from the list; '' until chosen. The output is the contract's `SchoolType`. */
const schoolType = z
  .string()
  .min(1, { message: 'School type is required', abort: true })
  .refine(isSchoolType, SCHOOL_TYPE_MESSAGE)
  .transform((value) => value as SchoolType);

/**
 * The map pin must fall in the Las Vegas valley: the same box as the server's
 * (backend directory `las-vegas-valley.ts`, published in openapi.yaml as the
 * coordinates' minimum and maximum).
 */
export const LAS_VEGAS_VALLEY = {
  latitude: { min: 35.85, max: 36.45 },
  longitude: { min: -115.45, max: -114.85 },
} as const;
export const MAP_PIN_HELP = 'Used to place the school on the map; must be in the Las Vegas valley';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const coordinate = (name: keyof typeof LAS_VEGAS_VALLEY) => {
  const { min, max } = LAS_VEGAS_VALLEY[name];
  const label = name === 'latitude' ? 'Latitude' : 'Longitude';
  return z
    .string()
    .trim()
    .refine((value) => value === '' || DECIMAL.test(value), `${label} must be a number`)
    .refine(
      (value) => !DECIMAL.test(value) || (Number(value) >= min && Number(value) <= max),
      `${label} must be within the Las Vegas valley (${min} to ${max})`,
    );
};

/** The fields both forms share, to spread into each form's `z.object`. */
export const schoolFactFields = {
  name: requiredText('School name is required', 255, 'School name'),
  schoolType,
  grades: requiredText('Grades are required', 100, 'Grades'),
  religiousAffiliation: optionalText(100, 'Religious affiliation'),
  description: optionalText(10_000, 'Description'),
  address: requiredText('Street address is required', 1000, 'Address'),
  city: requiredText('City is required', 100, 'City'),
  zipCode: requiredText('ZIP code is required', 10, 'ZIP code').regex(
    /^\d{5}(-\d{4})?$/,
    'Please enter a valid ZIP code',
  ),
  latitude: coordinate('latitude'),
  longitude: coordinate('longitude'),
  phone: optionalPhone,
  email: z
    .string()
    .trim()
    .max(255, 'Email must be at most 255 characters')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Please enter a valid email address'),
  website: optionalWebsite,
  tuitionMin: tuition('Minimum tuition'),
  tuitionMax: tuition('Maximum tuition'),
};

/**
 * A list box's items: a pasted list may put one item a line or separate them with commas (each way
 * works in every school form); items are trimmed, empties dropped. "a, b\n\n c ," → ['a', 'b', 'c']
 */
export function splitList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A site path or a web address: the hero image and the additional images (the server's rule). */
export const IMAGE_PATTERN = /^(https?:\/\/|\/)\S+$/;
export const IMAGE_URL_MESSAGE = 'Image URL must be a web address (https://…) or a site path starting with /';

const itemList = (message: string, pattern: RegExp) =>
  z.string().refine((value) => splitList(value).every((item) => pattern.test(item)), message);

/** The listing beyond the facts, as owners and admins edit it: lists are text boxes (`splitList`). */
export const schoolListingFields = {
  academicNotes: optionalText(10_000, 'Academic notes'),
  features: z.string(),
  videoUrls: itemList('Each video URL must be a web address starting with http:// or https://', WEBSITE_PATTERN),
  additionalImages: itemList(
    'Each image URL must be a web address (https://…) or a site path starting with /',
    IMAGE_PATTERN,
  ),
};

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One web address box per network. */
export const socialLinkFields = {
  facebook: optionalWebsite,
  instagram: optionalWebsite,
  twitter: optionalWebsite,
  youtube: optionalWebsite,
  linkedin: optionalWebsite,
} satisfies Record<SocialNetwork, typeof optionalWebsite>;

/**
 * Minimum ≤ maximum, reported under the maximum. Compared only when both are
 * whole numbers: "abc" already has its own message under its field.
 */
export function withTuitionInOrder<T extends z.ZodType<{ tuitionMin: string; tuitionMax: string }>>(schema: T) {
  return schema.refine(
    (values) => {
      const [min, max] = [values.tuitionMin.trim(), values.tuitionMax.trim()];
      return !WHOLE_NUMBER.test(min) || !WHOLE_NUMBER.test(max) || Number(min) <= Number(max);
    },
    { path: ['tuitionMax'], message: 'Minimum tuition cannot be greater than maximum tuition' },
  );
}

/** The facts as a school record carries them: the portal's owned school or an admin table row. */
export type SchoolFacts = Pick<AdminSchoolResponse, keyof typeof schoolFactFields>;

export type SchoolFactValues = { [K in keyof typeof schoolFactFields]: z.input<(typeof schoolFactFields)[K]> };
type SchoolFactOutput = { [K in keyof typeof schoolFactFields]: z.output<(typeof schoolFactFields)[K]> };

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function toSchoolFactValues(school: SchoolFacts): SchoolFactValues {
  return {
    name: school.name,
    // A type saved before the list was enforced shows as "not chosen", so the owner picks one of the list.
    schoolType: isSchoolType(school.schoolType) ? school.schoolType : '',
    grades: school.grades,
    religiousAffiliation: text(school.religiousAffiliation),
    description: text(school.description),
    address: school.address,
    city: school.city,
    zipCode: school.zipCode,
    latitude: text(school.latitude),
    longitude: text(school.longitude),
    phone: text(school.phone),
    email: text(school.email),
    website: text(school.website),
    tuitionMin: text(school.tuitionMin),
    tuitionMax: text(school.tuitionMax),
  };
}

const orNull = (value: string) => (value === '' ? null : value);
const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** The request fields: blanks become null (a blank tuition or pin clears it), numbers become numbers. */
export function toSchoolFactRequest(values: SchoolFactOutput) {
  return {
    name: values.name,
    schoolType: values.schoolType,
    grades: values.grades,
    religiousAffiliation: orNull(values.religiousAffiliation),
    description: orNull(values.description),
    address: values.address,
    city: values.city,
    zipCode: values.zipCode,
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
    phone: orNull(values.phone),
    email: orNull(values.email),
    website: orNull(values.website),
    tuitionMin: numberOrNull(values.tuitionMin),
    tuitionMax: numberOrNull(values.tuitionMax),
  };
}
