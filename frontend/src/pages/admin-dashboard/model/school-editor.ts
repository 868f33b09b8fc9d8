import { z } from '@/shared/lib/zod';
import {
  IMAGE_PATTERN,
  IMAGE_URL_MESSAGE,
  SOCIAL_NETWORKS,
  schoolFactFields,
  schoolListingFields,
  socialLinkFields,
  splitList,
  type SocialNetwork,
  toSchoolFactRequest,
  toSchoolFactValues,
  withTuitionInOrder,
} from '@/features/school-edit-form';
import type { AdminSchoolResponse } from '@/shared/api/signed-in';
import type { AdminCreateSchoolRequest, AdminUpdateSchoolRequest } from '@/shared/api/signed-in';

/**
 * The admin's school editor (issue 16): the owner forms' shared fields and
 * texts (`schoolFactFields`, `schoolListingFields`) plus the admin's own fields
 * (hero image, neighborhood, status). Lists are typed one per line or
 * comma-separated (`splitList`); the server checks the same rules.
 */
export const schoolEditorSchema = withTuitionInOrder(
  z.object({
    ...schoolFactFields,
    ...schoolListingFields,
    imageUrl: z
      .string()
      .trim()
      .refine((value) => value === '' || IMAGE_PATTERN.test(value), IMAGE_URL_MESSAGE),
    neighborhoodId: z.string(),
    ...socialLinkFields,
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
  const social = (network: SocialNetwork) => school?.socialLinks?.[network] ?? '';
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
