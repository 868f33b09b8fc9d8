import CloseIcon from '@mui/icons-material/Close';
import RateReviewIcon from '@mui/icons-material/RateReview';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Link,
  Pagination,
  PaginationItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { RatingSummary, ReviewCard } from '@/entities/review';
import { ReviewFeedbackActions, WriteReviewForm } from '@/features/write-review';
import { useListSchoolReviewsQuery, type SchoolReviewsResponse } from '@/shared/api';
import { paths } from '@/shared/config';
import { pageCount } from '@/shared/lib/pagination';
import { NEEDS_SCRIPT_CLASS } from '@/shared/ui';
import { REVIEW_SORT_OPTIONS, reviewsQueryArg } from '../model/page-queries';
import { BlockCard } from './premium-blocks';

/** The href of this page with the review block's sort and page changed (and back to the block). */
function useReviewsHref() {
  const location = useLocation();
  const [search] = useSearchParams();
  return (change: { reviewSort?: string; reviewPage?: number }) => {
    const next = new URLSearchParams(search);
    if (change.reviewSort !== undefined) {
      if (change.reviewSort === 'newest') next.delete('reviewSort');
      else next.set('reviewSort', change.reviewSort);
      next.delete('reviewPage');
    }
    if (change.reviewPage !== undefined) {
      if (change.reviewPage <= 1) next.delete('reviewPage');
      else next.set('reviewPage', String(change.reviewPage));
    }
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ''}#reviews`;
  };
}

export function NotShownLine({ reviews }: { reviews: SchoolReviewsResponse }) {
  if (reviews.removedCount === 0) return null;
  const reasons = reviews.removedByReason.map((row) => `${row.label}: ${row.count}`).join('; ');
  return (
    <Typography variant="body2" color="text.secondary" data-testid="reviews-not-shown">
      {`${reviews.removedCount} ${reviews.removedCount === 1 ? 'review' : 'reviews'} not shown: `}
      <Link component={RouterLink} to={paths.reviewGuidelines.href()} underline="always">
        why
      </Link>
      {` (${reasons})`}
    </Typography>
  );
}

/**
 * The school page's reviews (issue 39): the summary, the reviews in the chosen order with pages, 'Write a Review'.
 * Server-rendered; sorting and paging are links, so the block reads without script.
 */
export function SchoolReviews({ schoolId, schoolName }: { schoolId: number; schoolName: string }) {
  const [search] = useSearchParams();
  const arg = reviewsQueryArg(schoolId, search);
  const { data: reviews } = useListSchoolReviewsQuery(arg);
  const href = useReviewsHref();
  const [writing, setWriting] = useState(false);
  const pages = reviews ? pageCount(reviews.total, reviews.limit) : 0;

  return (
    <Box id="reviews" sx={{ scrollMarginTop: 88 }}>
      <BlockCard id="reviews-title" title="Reviews" icon={<RateReviewIcon />}>
        <Stack spacing={2.5}>
          {reviews && <RatingSummary summary={reviews.summary} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
            <Button
              variant="contained"
              startIcon={<RateReviewIcon />}
              onClick={() => setWriting(true)}
              className={NEEDS_SCRIPT_CLASS}
            >
              Write a Review
            </Button>
            <Typography variant="body2" color="text.secondary">
              Every review follows our{' '}
              <Link component={RouterLink} to={paths.reviewGuidelines.href()} underline="always">
                review guidelines
              </Link>
              , whatever a school pays.
            </Typography>
          </Stack>
          {reviews && <NotShownLine reviews={reviews} />}
          {reviews && reviews.total > 0 && (
            <Box component="nav" aria-label="Sort reviews">
              <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  Sort:
                </Typography>
                {REVIEW_SORT_OPTIONS.map((option) => (
                  <Button
                    key={option.value}
                    size="small"
                    component={RouterLink}
                    to={href({ reviewSort: option.value })}
                    preventScrollReset
                    variant={arg.sort === option.value ? 'outlined' : 'text'}
                    aria-current={arg.sort === option.value ? 'true' : undefined}
                  >
                    {option.label}
                  </Button>
                ))}
              </Stack>
            </Box>
          )}
          {reviews && reviews.items.length === 0 && (
            <Typography color="text.secondary">
              {reviews.total === 0
                ? `No reviews of ${schoolName} yet. Be the first to write one.`
                : 'No reviews on this page.'}
            </Typography>
          )}
          {reviews && reviews.items.length > 0 && (
            <Stack spacing={2.5} divider={<Divider flexItem />} data-testid="review-list">
              {reviews.items.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  schoolName={reviews.schoolName}
                  actions={<ReviewFeedbackActions reviewId={review.id} helpfulCount={review.helpfulCount} />}
                />
              ))}
            </Stack>
          )}
          {pages > 1 && (
            <Pagination
              page={arg.page}
              count={pages}
              aria-label="Review pages"
              renderItem={(item) => (
                <PaginationItem
                  component={RouterLink}
                  to={href({ reviewPage: item.page ?? 1 })}
                  preventScrollReset
                  {...item}
                />
              )}
            />
          )}
        </Stack>
      </BlockCard>
      <Dialog
        open={writing}
        onClose={() => setWriting(false)}
        aria-labelledby="write-review-dialog-title"
        fullWidth
        maxWidth="md"
        scroll="body"
      >
        <DialogTitle id="write-review-dialog-title" sx={{ pr: 6 }}>
          {`Review ${schoolName}`}
          <IconButton
            aria-label="Close"
            onClick={() => setWriting(false)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <WriteReviewForm schoolId={schoolId} schoolName={schoolName} />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
