export { SchoolCard } from './ui/school-card';
export type { SchoolCardProps } from './ui/school-card';
export { SchoolCardSkeleton } from './ui/school-card-skeleton';
export { cardFeatures, uniqueSchools } from './model/school-list';
export type { SchoolSummary } from './model/school-list';
export { GRADE_LEVELS, SCHOOL_TYPES } from './model/catalogue';
