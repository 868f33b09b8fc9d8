export { RatingBadge } from './ui/rating-badge';
export type { RatingBadgeProps } from './ui/rating-badge';
