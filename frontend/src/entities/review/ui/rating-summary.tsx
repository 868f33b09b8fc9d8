import { Box, LinearProgress, Rating, Stack, Typography } from '@mui/material';
import type { RatingSummaryResponse } from '@/shared/api';
import { visuallyHidden } from '@/shared/ui';
import { ASPECTS } from '../model/relationships';

export const NOT_ENOUGH_REVIEWS = 'Not enough reviews yet';

const STARS = [5, 4, 3, 2, 1] as const;

const reviewsWord = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * The rating of a school's reviews: the average overall to one decimal, the count, the distribution by star and
 * the aspect averages; below 3 counted reviews only 'Not enough reviews yet' (issue 39), as the server decides.
 */
export function RatingSummary({ summary }: { summary: RatingSummaryResponse }) {
  const insiders = summary.count - summary.countedCount;
  const countLine = `${reviewsWord(summary.count)}${insiders > 0 ? ` (${insiders} from people who work at or for this school, not counted in the rating)` : ''}`;
  if (!summary.enoughReviews || summary.average === null) {
    return (
      <Box data-testid="rating-summary">
        <Typography sx={{ fontWeight: 700 }}>{NOT_ENOUGH_REVIEWS}</Typography>
        <Typography variant="body2" color="text.secondary">
          {`${countLine}. The average shows from 3 counted reviews.`}
        </Typography>
      </Box>
    );
  }
  const distribution = summary.distribution;
  return (
    <Box
      data-testid="rating-summary"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr 1fr' }, alignItems: 'start' }}
    >
      <Box>
        <Typography component="p" sx={{ fontSize: '2.75rem', fontWeight: 800, lineHeight: 1 }}>
          <span data-testid="rating-average">{summary.average.toFixed(1)}</span>
          <Box component="span" sx={visuallyHidden}>
            {' out of 5'}
          </Box>
        </Typography>
        <Rating value={summary.average} precision={0.1} readOnly aria-hidden />
        <Typography variant="body2" color="text.secondary" data-testid="rating-count">
          {countLine}
        </Typography>
      </Box>
      {distribution && (
        <Box component="dl" aria-label="Reviews by star" sx={{ m: 0 }}>
          {STARS.map((star) => {
            const count = distribution[String(star) as keyof typeof distribution];
            const share = summary.countedCount ? (count / summary.countedCount) * 100 : 0;
            return (
              <Stack key={star} direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
                <Typography component="dt" variant="body2" sx={{ width: 52, flexShrink: 0 }}>
                  {`${star} star${star === 1 ? '' : 's'}`}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={share}
                  aria-hidden
                  sx={{ flex: 1, height: 8, borderRadius: 4 }}
                />
                <Typography component="dd" variant="body2" sx={{ m: 0, width: 28, textAlign: 'right' }}>
                  {count}
                </Typography>
              </Stack>
            );
          })}
        </Box>
      )}
      {summary.aspects && (
        <Box component="dl" aria-label="Averages by aspect" sx={{ m: 0 }}>
          {ASPECTS.map((aspect) => (
            <Stack key={aspect.key} direction="row" justifyContent="space-between" spacing={1} sx={{ mb: 0.5 }}>
              <Typography component="dt" variant="body2">
                {aspect.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
                {summary.aspects![aspect.key].toFixed(1)}
              </Typography>
            </Stack>
          ))}
        </Box>
      )}
    </Box>
  );
}
