export { RatingBadge } from './ui/rating-badge';
