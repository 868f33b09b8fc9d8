export { SchoolEditForm } from './ui/school-edit-form';
export type { SchoolEditFormProps } from './ui/school-edit-form';
export { schoolEditSchema, toSchoolEditValues, toSchoolUpdate } from './model/school-edit-form';
export type { EditableSchool, SchoolEditValues } from './model/school-edit-form';
