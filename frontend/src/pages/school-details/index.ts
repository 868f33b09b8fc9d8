export { SchoolDetailsPage as default } from './ui/school-details-page';
export { prefetchSchoolPage as serverPrefetch } from './model/page-queries';
