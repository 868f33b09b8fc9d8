export { SchoolCard } from './ui/school-card';
export { SchoolCardSkeleton } from './ui/school-card-skeleton';
export { ScholarshipBadge } from './ui/scholarship-badge';
export { UnclaimedNote } from './ui/unclaimed-note';
export { ExampleListingChip } from './ui/example-listing';
export { NotReported } from './ui/not-reported';
export type { NotReportedProps } from './ui/not-reported';
export { uniqueSchools } from './model/school-list';
export { GRADE_BANDS, GRADE_LEVELS, LOCATION_MAX_LENGTH, SCHOOL_TYPES, isSchoolType } from './model/catalogue';
export { REVIEWED_NOTE, isReviewedField, withReviewNote } from './model/owner-edit-rule';
export {
  NOT_REPORTED,
  OPENING_STATUS_LABELS,
  askSchoolHref,
  currentDeadlines,
  formatDeadline,
  gradeLabel,
  hasAdmissionsFacts,
  isDeadlinePassed,
  schoolYearLabel,
  schoolYearStart,
  todayInLasVegas,
} from './model/admissions';
export { SchoolRating, ratingText } from './ui/school-rating';
