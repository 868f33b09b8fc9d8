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

/** The gap before each item of the meta line, where its separator sits (clipped at a line's start). */
const META_GAP = '1.1em';
const META_LIST = {
  listStyle: 'none',
  p: 0,
  m: 0,
  ml: `-${META_GAP}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: 0.5,
  '& > li': { position: 'relative', pl: META_GAP },
  '& > li::before': {
    content: '"·"',
    position: 'absolute',
    left: '0.4em',
    top: '50%',
    transform: 'translateY(-50%)',
    color: 'text.secondary',
  },
} as const;

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
      {/*
        Who wrote it, as a list whose '·' separators sit in the gap before each item: the wrapper clips the
        first item of every line by the gap's width, so a line never starts with '·' when it wraps (a phone).
      */}
      <Box sx={{ overflow: 'hidden', mt: 0.5, mb: 1 }}>
        <Box component="ul" aria-label="About the reviewer" data-testid="review-meta" sx={META_LIST}>
          <Typography component="li" variant="body2" sx={{ fontWeight: 600 }}>
            {review.displayName}
          </Typography>
          {review.insider ? (
            <li>
              <Chip size="small" color="warning" variant="outlined" label={INSIDER_LABEL} />
            </li>
          ) : (
            <Typography component="li" variant="body2" color="text.secondary">
              {review.relationshipLabel}
            </Typography>
          )}
          <Typography component="li" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {schoolYearsLabel(review.schoolYears)}
          </Typography>
          <Typography component="li" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {dateFormat.format(new Date(review.publishedAt))}
          </Typography>
        </Box>
      </Box>
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
