export { SchoolCard } from './ui/school-card';
export { SchoolCardSkeleton } from './ui/school-card-skeleton';
export { uniqueSchools } from './model/school-list';
export { GRADE_LEVELS, SCHOOL_TYPES } from './model/catalogue';
