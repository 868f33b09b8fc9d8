import { z } from '@/shared/lib/zod';
import {
  optionalText,
  optionalWebsite,
  schoolFactFields,
  toSchoolFactRequest,
  toSchoolFactValues,
  withTuitionInOrder,
} from '@/features/school-edit-form';
import type { AdminSchoolResponse } from '@/shared/api/signed-in';
import type { AdminCreateSchoolRequest, AdminUpdateSchoolRequest } from '@/shared/api/signed-in';

/**
 * The admin's school editor (issue 16): the owner forms' shared fields and
 * texts (`schoolFactFields`) plus the rest of the listing. Lists are typed one
 * per line or comma-separated; the server checks the same rules.
 */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'linkedin'] as const;
type Network = (typeof SOCIAL_NETWORKS)[number];

const IMAGE = /^(https?:\/\/|\/)\S+$/;
const WEB = /^https?:\/\/\S+$/i;

/** "a, b\nc" → ['a', 'b', 'c'] */
export function splitList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

const list = (check: (item: string) => boolean, message: string) =>
  z.string().refine((text) => splitList(text).every(check), message);

export const schoolEditorSchema = withTuitionInOrder(
  z.object({
    ...schoolFactFields,
    academicNotes: optionalText(10_000, 'Academic notes'),
    features: z.string(),
    videoUrls: list((item) => WEB.test(item), 'Each video URL must be a web address starting with http:// or https://'),
    additionalImages: list(
      (item) => IMAGE.test(item),
      'Each image URL must be a web address (https://…) or a site path starting with /',
    ),
    imageUrl: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || IMAGE.test(value),
        'Image URL must be a web address (https://…) or a site path starting with /',
      ),
    neighborhoodId: z.string(),
    facebook: optionalWebsite,
    instagram: optionalWebsite,
    twitter: optionalWebsite,
    youtube: optionalWebsite,
    linkedin: optionalWebsite,
    isActive: z.boolean(),
  }),
);

export type SchoolEditorValues = z.input<typeof schoolEditorSchema>;
export type SchoolEditorOutput = z.output<typeof schoolEditorSchema>;
export type SchoolEditorField = keyof SchoolEditorValues;

const EMPTY_FACTS = {
  name: '',
  schoolType: '',
  grades: '',
  religiousAffiliation: '',
  description: '',
  address: '',
  city: 'Las Vegas',
  zipCode: '',
  latitude: '',
  longitude: '',
  phone: '',
  email: '',
  website: '',
  tuitionMin: '',
  tuitionMax: '',
};

/** The form's values for a school (edit) or a blank new one. */
export function toSchoolEditorValues(school: AdminSchoolResponse | null): SchoolEditorValues {
  const social = (network: Network) => school?.socialLinks?.[network] ?? '';
  return {
    ...(school ? toSchoolFactValues(school) : EMPTY_FACTS),
    academicNotes: school?.academicNotes ?? '',
    features: (school?.features ?? []).join(', '),
    videoUrls: (school?.videoUrls ?? []).join('\n'),
    additionalImages: (school?.additionalImages ?? []).join('\n'),
    imageUrl: school?.imageUrl ?? '',
    neighborhoodId: school?.neighborhoodId ? String(school.neighborhoodId) : '',
    facebook: social('facebook'),
    instagram: social('instagram'),
    twitter: social('twitter'),
    youtube: social('youtube'),
    linkedin: social('linkedin'),
    isActive: school?.isActive ?? false,
  };
}

/** The request body: the shared facts as the owner forms send them, lists as arrays, links nested. */
export function toSchoolEditorRequest(values: SchoolEditorOutput): AdminUpdateSchoolRequest & AdminCreateSchoolRequest {
  return {
    ...toSchoolFactRequest(values),
    academicNotes: values.academicNotes === '' ? null : values.academicNotes,
    features: splitList(values.features),
    videoUrls: splitList(values.videoUrls),
    additionalImages: splitList(values.additionalImages),
    imageUrl: values.imageUrl === '' ? null : values.imageUrl,
    neighborhoodId: values.neighborhoodId === '' ? null : Number(values.neighborhoodId),
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, values[network] || null])),
    isActive: values.isActive,
  };
}
