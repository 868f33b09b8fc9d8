export { InputField, SelectField } from './plain-fields';
export type { InputFieldProps, SelectFieldProps } from './plain-fields';
