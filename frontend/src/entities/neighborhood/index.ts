export { RatingBadge } from './ui/rating-badge';
export { RatingsSource } from './ui/ratings-source';
export { ratingsSourceText, ratingsSourced } from './model/ratings';
