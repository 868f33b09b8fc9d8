import { Alert, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorText, useConfirmReviewMutation } from '@/shared/api';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';

/**
 * The confirmation link of a review (`?token=`, backend reviews/application/review-mails.ts). Opening it publishes
 * nothing: mail scanners open links too, so only the button's POST publishes (issue 39).
 */
export function ConfirmReviewPage() {
  usePageMeta({ title: 'Publish your review', description: 'Confirm and publish your school review.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, confirmed] = useConfirmReviewMutation();
  const done = confirmed.data;

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Publish your review
      </Typography>
      {!token ? (
        <Alert severity="error" role="alert">
          This link is not valid. Please use the link from your confirmation e-mail.
        </Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              {confirmed.error && (
                <Alert severity="error" role="alert">
                  {errorText(confirmed.error, 'Something went wrong. Please try again.')}
                </Alert>
              )}
              {done ? (
                <>
                  <Alert severity="success" role="status" data-testid="review-confirmed">
                    {done.status === 'published'
                      ? `Thank you: your review of ${done.schoolName} is published.`
                      : `Thank you: your review of ${done.schoolName} is confirmed. A moderator checks it against the review guidelines before it is shown.`}
                  </Alert>
                  {done.schoolSlug && (
                    <Button
                      component={RouterLink}
                      to={`${paths.school.href(done.schoolSlug)}#reviews`}
                      variant="outlined"
                    >
                      {`See ${done.schoolName}`}
                    </Button>
                  )}
                </>
              ) : (
                <>
                  <Typography>
                    Press &lsquo;Publish my review&rsquo; to publish it. If you did not write a review, ignore the
                    e-mail: unconfirmed reviews are deleted after 7 days.
                  </Typography>
                  <Button
                    variant="contained"
                    disabled={confirmed.isLoading}
                    onClick={() => void confirm({ reviewTokenRequest: { token } })}
                  >
                    Publish my review
                  </Button>
                </>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}
