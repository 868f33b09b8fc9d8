export { SchoolDetailsPage as default } from './ui/school-details-page';
