export { FormTextField } from './form-text-field';
