import StarIcon from '@mui/icons-material/Star';
import { Stack, Typography } from '@mui/material';
import type { SchoolRatingResponse } from '@/shared/api';

const reviews = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** The words a screen reader hears for a school's family rating (issue 39), also the compare table's. */
export function ratingText(rating: SchoolRatingResponse): string {
  if (rating.average === null)
    return rating.count ? `${reviews(rating.count)}, not enough for a rating yet` : 'No reviews yet';
  return `Rated ${rating.average.toFixed(1)} out of 5 from ${reviews(rating.count)}`;
}

/**
 * A school's family rating on its card: the average to one decimal and how many reviews it is made of; the
 * count alone below the 3 an average needs; nothing without reviews.
 */
export function SchoolRating({ rating }: { rating: SchoolRatingResponse | null | undefined }) {
  if (!rating || rating.count === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      alignItems="center"
      data-testid="school-rating"
      role="img"
      aria-label={ratingText(rating)}
    >
      {rating.average !== null && (
        <>
          <StarIcon fontSize="small" sx={{ color: '#8a5a00' }} aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 700 }} aria-hidden>
            {rating.average.toFixed(1)}
          </Typography>
        </>
      )}
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {rating.average !== null ? `(${reviews(rating.count)})` : reviews(rating.count)}
      </Typography>
    </Stack>
  );
}
