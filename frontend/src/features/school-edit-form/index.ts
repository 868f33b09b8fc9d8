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
  IMAGE_PATTERN,
  IMAGE_URL_MESSAGE,
  SOCIAL_NETWORKS,
  optionalText,
  optionalWebsite,
  schoolFactFields,
  schoolListingFields,
  socialLinkFields,
  splitList,
  toSchoolFactRequest,
  toSchoolFactValues,
  withTuitionInOrder,
  WEBSITE_PATTERN,
  WEBSITE_MESSAGE,
} from './model/school-fields';
export type { SchoolFactValues, SocialNetwork } from './model/school-fields';
