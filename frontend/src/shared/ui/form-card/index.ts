export { FormCard } from './form-card';
