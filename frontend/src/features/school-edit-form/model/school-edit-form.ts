import { z } from '@/shared/lib/zod';
import type { OwnedSchoolResponse, SubmitProfileChangesRequest } from '@/shared/api/signed-in';
import { admissionsSchema, toAdmissionsRequest, toAdmissionsValues } from './admissions-fields';
import {
  SOCIAL_NETWORKS,
  schoolFactFields,
  schoolListingFields,
  socialLinkFields,
  splitList,
  toSchoolFactRequest,
  toSchoolFactValues,
  withTuitionInOrder,
} from './school-fields';

/**
 * The school's own counts for the page's 'School profile' (issue 44), shown beside the NCES survey's: the
 * server's rules (a whole number up to 20,000 students; FTE teachers with one decimal, up to 2,000).
 */
const figure = (label: string, max: number, decimals: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => !/^-/.test(value), `${label} cannot be negative`)
    .refine(
      (value) => value === '' || (decimals ? /^\d+(\.\d)?$/ : /^\d+$/).test(value),
      decimals ? `${label} must be a number with at most one decimal` : `${label} must be a whole number`,
    )
    .refine((value) => value === '' || Number(value) <= max, `${label} must be at most ${max.toLocaleString('en-US')}`);

export const schoolFigureFields = {
  enrollment: figure('Enrollment', 20_000, false),
  teachersFte: figure('Full-time-equivalent teachers', 2_000, true),
};

/**
 * The owner's one profile editor (docs/product.md "Forms, messages and notices", issue 36): the portal's
 * 'School Information' and the school dashboard's 'Profile' show this same
 * form, with every field an owner may edit. Values are text while editing;
 * `toSchoolUpdate` splits the lists (`splitList`), turns
 * blanks into null and numbers into numbers, and sends social links nested.
 * The server decides what goes live and what waits for review (docs/product.md
 * "Edits and moderation").
 */
export const schoolEditSchema = withTuitionInOrder(
  z.object({
    ...schoolFactFields,
    ...schoolListingFields,
    ...schoolFigureFields,
    admissions: admissionsSchema,
    socialLinks: z.object(socialLinkFields),
  }),
);

export type SchoolEditValues = z.input<typeof schoolEditSchema>;
type SchoolEditOutput = z.output<typeof schoolEditSchema>;

/** A field of the form as react-hook-form names it (social links nested). */
export type SchoolEditFieldName =
  Exclude<keyof SchoolEditValues, 'socialLinks' | 'admissions'> | `socialLinks.${(typeof SOCIAL_NETWORKS)[number]}`;

/** Every plain input's name, for matching the server's field messages. */
export const SCHOOL_EDIT_FIELDS: readonly SchoolEditFieldName[] = [
  ...(Object.keys(schoolFactFields) as (keyof typeof schoolFactFields)[]),
  ...(Object.keys(schoolListingFields) as (keyof typeof schoolListingFields)[]),
  ...(Object.keys(schoolFigureFields) as (keyof typeof schoolFigureFields)[]),
  ...SOCIAL_NETWORKS.map((network) => `socialLinks.${network}` as const),
];

/** What the form is filled from: the owned school, as the portal and the dashboard both load it. */
export type EditableSchool = OwnedSchoolResponse;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function toSchoolEditValues(school: EditableSchool): SchoolEditValues {
  return {
    ...toSchoolFactValues(school),
    features: school.features.join(', '),
    academicNotes: text(school.academicNotes),
    videoUrls: school.videoUrls.join(', '),
    additionalImages: school.additionalImages.join(', '),
    enrollment: text(school.enrollment),
    teachersFte: text(school.teachersFte),
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

/** The request body: the portal's PUT and the dashboard's submission take the same fields. */
export function toSchoolUpdate(values: SchoolEditOutput): SubmitProfileChangesRequest {
  return {
    ...toSchoolFactRequest(values),
    features: splitList(values.features),
    academicNotes: orNull(values.academicNotes),
    videoUrls: splitList(values.videoUrls),
    additionalImages: splitList(values.additionalImages),
    enrollment: values.enrollment === '' ? null : Number(values.enrollment),
    teachersFte: values.teachersFte === '' ? null : Number(values.teachersFte),
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

/**
 * The input a server field message belongs to: `name`, `socialLinks.facebook`, a list's item (`videoUrls.1`)
 * on its list's input; null for one the form has no input for (admissions fields have their own mapping).
 */
export function inputForServerField(field: string): SchoolEditFieldName | null {
  const known = SCHOOL_EDIT_FIELDS as readonly string[];
  if (known.includes(field)) return field as SchoolEditFieldName;
  const list = field.split('.')[0];
  return ['features', 'videoUrls', 'additionalImages'].includes(list) ? (list as SchoolEditFieldName) : null;
}
