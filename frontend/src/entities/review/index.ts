export { REVIEW_GUIDELINES } from './model/guidelines';
export type { ReviewGuidelineId } from './model/guidelines';
