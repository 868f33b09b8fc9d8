export { ClaimSchoolPage as default } from './ui/claim-school-page';
