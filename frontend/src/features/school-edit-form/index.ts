export { SchoolEditForm } from './ui/school-edit-form';
