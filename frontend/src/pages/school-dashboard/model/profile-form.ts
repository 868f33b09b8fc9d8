import { z } from '@/shared/lib/zod';
import {
  admissionsSchema,
  toAdmissionsRequest,
  toAdmissionsValues,
  optionalText,
  optionalWebsite,
  schoolFactFields,
  toSchoolFactRequest,
  toSchoolFactValues,
  withTuitionInOrder,
  WEBSITE_PATTERN,
} from '@/features/school-edit-form';
import type { OwnedSchoolResponse } from '@/shared/api/signed-in';
import type { SubmitProfileChangesRequest } from '@/shared/api/signed-in';

/**
 * The dashboard's four-step profile form (spec 001 §5). Values are text while
 * editing; `toProfileRequest` splits the comma lists (trimmed, empties
 * dropped), turns blanks into null and numbers into numbers. Field names with
 * a dot (socialLinks.facebook) are nested objects, so they are sent nested.
 */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'linkedin'] as const;

/** '  a, b ,, c ' → ['a', 'b', 'c'] */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const urlList = (message: string, pattern: RegExp) =>
  z.string().refine((value) => splitList(value).every((item) => pattern.test(item)), message);

/** The shared school facts plus what only the dashboard edits: features, notes, media and social links. */
export const profileFormSchema = withTuitionInOrder(
  z.object({
    ...schoolFactFields,
    features: z.string(),
    academicNotes: optionalText(10_000, 'Academic notes'),
    videoUrls: urlList('Each video URL must be a web address starting with http:// or https://', WEBSITE_PATTERN),
    additionalImages: urlList(
      'Each image URL must be a web address (https://…) or a site path starting with /',
      /^(https?:\/\/|\/)\S+$/,
    ),
    admissions: admissionsSchema,
    socialLinks: z.object({
      facebook: optionalWebsite,
      instagram: optionalWebsite,
      twitter: optionalWebsite,
      youtube: optionalWebsite,
      linkedin: optionalWebsite,
    }),
  }),
);

export type ProfileFormValues = z.input<typeof profileFormSchema>;
type Output = z.output<typeof profileFormSchema>;

export type ProfileFieldName =
  Exclude<keyof ProfileFormValues, 'socialLinks'> | `socialLinks.${(typeof SOCIAL_NETWORKS)[number]}`;

export interface ProfileStep {
  label: string;
  premium: boolean;
  fields: ProfileFieldName[];
}

/**
 * Spec 001 §9: basic, contact, academic, media. The map pin sits with the
 * address it places (issue 15: explained, not raw boxes in 'Academic').
 */
export const PROFILE_STEPS: ProfileStep[] = [
  {
    label: 'Basic Info',
    premium: false,
    fields: ['name', 'schoolType', 'grades', 'religiousAffiliation', 'description', 'features'],
  },
  {
    label: 'Contact',
    premium: false,
    fields: ['address', 'city', 'zipCode', 'latitude', 'longitude', 'phone', 'email', 'website'],
  },
  // Admissions facts (issue 20) sit with tuition: what a family weighs when applying.
  { label: 'Academic', premium: true, fields: ['tuitionMin', 'tuitionMax', 'academicNotes', 'admissions'] },
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
    ...toSchoolFactValues(school),
    features: school.features.join(', '),
    academicNotes: text(school.academicNotes),
    videoUrls: school.videoUrls.join(', '),
    additionalImages: school.additionalImages.join(', '),
    admissions: toAdmissionsValues(school.admissions),
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

export function toProfileRequest(values: Output): SubmitProfileChangesRequest {
  return {
    ...toSchoolFactRequest(values),
    features: splitList(values.features),
    academicNotes: orNull(values.academicNotes),
    videoUrls: splitList(values.videoUrls),
    additionalImages: splitList(values.additionalImages),
    ...toAdmissionsRequest(values.admissions),
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

/** The wizard's toast (DECISIONS.md): 'Changes Submitted' when any field waits for review, else 'Changes Published'. */
export function profileSavedToast(reviewedFields: readonly string[]): { title: string; description: string } {
  return reviewedFields.length
    ? { title: 'Changes Submitted', description: 'Your profile changes have been submitted for review.' }
    : { title: 'Changes Published', description: 'Your changes are live.' };
}
