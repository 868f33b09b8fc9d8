import { Box, Chip, Paper, Rating, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { PublicReviewResponse } from '@/shared/api';
import { visuallyHidden } from '@/shared/ui';
import { INSIDER_LABEL, schoolYearsLabel } from '../model/relationships';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export interface ReviewCardProps {
  review: PublicReviewResponse;
  schoolName: string;
  /** Buttons under the review (Helpful, Report), or the owner's reply form. */
  actions?: ReactNode;
}

/** One published review as anyone reads it: stars, title, text, who wrote it, and the school's response. */
export function ReviewCard({ review, schoolName, actions }: ReviewCardProps) {
  return (
    <Box component="article" aria-labelledby={`review-${review.id}-title`} data-testid="review-card">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Rating value={review.overall} readOnly size="small" aria-hidden />
        <Typography component="span" sx={visuallyHidden}>
          {`${review.overall} out of 5 stars`}
        </Typography>
        <Typography id={`review-${review.id}-title`} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {review.title}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: 0.5, mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {review.displayName}
        </Typography>
        {review.insider ? (
          <Chip size="small" color="warning" variant="outlined" label={INSIDER_LABEL} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {review.relationshipLabel}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {`· ${schoolYearsLabel(review.schoolYears)} · ${dateFormat.format(new Date(review.publishedAt))}`}
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.body}</Typography>
      {review.reply && (
        <Paper variant="outlined" sx={{ mt: 1.5, p: 1.5, bgcolor: 'grey.50' }} data-testid="review-reply">
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {`Response from ${schoolName}`}
            {review.reply.status === 'held' && ' (waiting for moderation, not shown yet)'}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply.text}
          </Typography>
        </Paper>
      )}
      {actions && <Box sx={{ mt: 1 }}>{actions}</Box>}
    </Box>
  );
}
