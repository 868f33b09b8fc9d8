export { SchoolEditForm } from './ui/school-edit-form';
export { MapPinFields, SchoolTypeSelect } from './ui/school-fact-inputs';
export { AdmissionsInputs } from './ui/admissions-inputs';
export {
  admissionsFieldPath,
  admissionsSchema,
  toAdmissionsRequest,
  toAdmissionsValues,
} from './model/admissions-fields';
export type { AdmissionsValues } from './model/admissions-fields';
export {
  optionalText,
  optionalWebsite,
  schoolFactFields,
  toSchoolFactRequest,
  toSchoolFactValues,
  withTuitionInOrder,
  WEBSITE_PATTERN,
  WEBSITE_MESSAGE,
} from './model/school-fields';
export type { SchoolFactValues } from './model/school-fields';
