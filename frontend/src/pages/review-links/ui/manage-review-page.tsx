import { Alert, Button, Card, CardContent, Container, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { guidelineTitle } from '@/entities/review';
import { EditReviewForm } from '@/features/write-review';
import {
  errorText,
  useDeleteManagedReviewMutation,
  useEditManagedReviewMutation,
  useReadManagedReviewQuery,
} from '@/shared/api';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';

const STATUS_TEXT = {
  unconfirmed: 'Not published yet: confirm it from the first e-mail we sent you.',
  held: 'Waiting for a moderator to check it against the review guidelines.',
  published: 'Published.',
  removed: 'Removed under the review guidelines.',
} as const;

/** The edit/delete link of a review's mail (`?token=`): the reviewer edits or deletes it, no account needed. */
export function ManageReviewPage() {
  usePageMeta({ title: 'Manage your review', description: 'Edit or delete your school review.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data: review, error } = useReadManagedReviewQuery({ token }, { skip: !token });
  const [edit] = useEditManagedReviewMutation();
  const [remove, removing] = useDeleteManagedReviewMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  if (removing.data) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Manage your review
        </Typography>
        <Alert severity="success" role="status">
          Your review is deleted, and your e-mail address with it.
        </Alert>
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage your review
      </Typography>
      {!token || error ? (
        <Alert severity="error" role="alert">
          {token
            ? errorText(error, 'This link is not valid.')
            : 'This link is not valid. Please use the link from your e-mail.'}
        </Alert>
      ) : !review ? (
        <Typography>Loading…</Typography>
      ) : (
        <Stack spacing={3}>
          <Alert severity={review.status === 'removed' ? 'warning' : 'info'} data-testid="managed-review-status">
            {STATUS_TEXT[review.status]}
            {review.removalReason && ` Reason: ${guidelineTitle(review.removalReason)}. `}
            {review.removalReason && (
              <Link component={RouterLink} to={paths.reviewGuidelines.href(review.removalReason)} underline="always">
                Read the guideline
              </Link>
            )}
          </Alert>
          {review.status !== 'removed' && (
            <Card variant="outlined">
              <CardContent>
                <EditReviewForm review={review} save={(body) => edit({ token, editReviewRequest: body }).unwrap()} />
              </CardContent>
            </Card>
          )}
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Delete your review
              </Typography>
              <Typography sx={{ mb: 2 }}>It is deleted for good, and your e-mail address with it.</Typography>
              {removing.error && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {errorText(removing.error, 'The review was not deleted. Please try again.')}
                </Alert>
              )}
              {confirmingDelete ? (
                <Stack direction="row" spacing={1}>
                  <Button
                    color="error"
                    variant="contained"
                    disabled={removing.isLoading}
                    onClick={() => void remove({ token })}
                  >
                    Yes, delete my review
                  </Button>
                  <Button onClick={() => setConfirmingDelete(false)}>Keep it</Button>
                </Stack>
              ) : (
                <Button color="error" variant="outlined" onClick={() => setConfirmingDelete(true)}>
                  Delete my review
                </Button>
              )}
            </CardContent>
          </Card>
        </Stack>
      )}
    </Container>
  );
}
