import { z } from '@/shared/lib/zod';
import type { AdmissionsFactsResponse } from '@/shared/api';
import type { AdminUpdateSchoolRequest } from '@/shared/api/signed-in';
import { admissionsSchema, toAdmissionsRequest, toAdmissionsValues } from './admissions-fields';
import {
  schoolFactFields,
  toSchoolFactRequest,
  toSchoolFactValues,
  withTuitionInOrder,
  type SchoolFacts,
} from './school-fields';

/**
 * The 'Edit School Information' form (spec 001 §5), used by the portal and by
 * the admin's Edit dialog: the shared school facts, nothing more.
 */
export const schoolEditSchema = withTuitionInOrder(z.object({ ...schoolFactFields, admissions: admissionsSchema }));

export type SchoolEditValues = z.input<typeof schoolEditSchema>;
export type SchoolEditFieldName = keyof SchoolEditValues;

export const SCHOOL_EDIT_FIELDS = Object.keys(schoolFactFields) as readonly Exclude<
  SchoolEditFieldName,
  'admissions'
>[];

/** What the form is filled from: the portal's owned school or an admin table row. */
export type EditableSchool = SchoolFacts & { admissions?: AdmissionsFactsResponse };

export function toSchoolEditValues(school: EditableSchool): SchoolEditValues {
  return { ...toSchoolFactValues(school), admissions: toAdmissionsValues(school.admissions) };
}

/** The request body (portal PUT and admin PUT take the same fields). */
export function toSchoolUpdate(values: z.output<typeof schoolEditSchema>): AdminUpdateSchoolRequest {
  return { ...toSchoolFactRequest(values), ...toAdmissionsRequest(values.admissions) };
}
