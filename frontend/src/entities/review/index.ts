export { REVIEW_GUIDELINES, guidelineTitle } from './model/guidelines';
export type { ReviewGuidelineId } from './model/guidelines';
export {
  ASPECTS,
  INSIDER_LABEL,
  RELATIONSHIP_OPTIONS,
  schoolYearLabel,
  schoolYearsLabel,
  type AspectKey,
} from './model/relationships';
export { ReviewCard, type ReviewCardProps } from './ui/review-card';
export { NOT_ENOUGH_REVIEWS, RatingSummary } from './ui/rating-summary';
