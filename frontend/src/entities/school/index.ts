export { SchoolCard } from './ui/school-card';
export { SchoolCardSkeleton } from './ui/school-card-skeleton';
export { ScholarshipBadge } from './ui/scholarship-badge';
export { uniqueSchools } from './model/school-list';
export { GRADE_BANDS, GRADE_LEVELS, LOCATION_MAX_LENGTH, SCHOOL_TYPES, isSchoolType } from './model/catalogue';
export { REVIEWED_FIELDS, REVIEWED_NOTE, isReviewedField, withReviewNote } from './model/owner-edit-rule';
export {
  OPENING_GRADE_KEYS,
  OPENING_STATUS_LABELS,
  formatDeadline,
  gradeLabel,
  hasAdmissionsFacts,
  isDeadlinePassed,
  schoolYearLabel,
  todayInLasVegas,
} from './model/admissions';
