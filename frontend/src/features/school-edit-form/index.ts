export { SchoolEditForm } from './ui/school-edit-form';
export { MapPinFields, SchoolTypeSelect } from './ui/school-fact-inputs';
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
