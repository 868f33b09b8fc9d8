import { Alert, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorText, useConfirmListingByLinkMutation, useReadListingLinkQuery } from '@/shared/api';
import { paths } from '@/shared/config';
import { formatLongDate } from '@/shared/lib/format';
import { usePageMeta } from '@/shared/lib/page-meta';

/**
 * The link of the six-month listing reminder (`?token=`, backend listing-confirmations/application/
 * send-listing-reminders.ts), without signing in. Opening it confirms nothing: mail scanners open links too, so
 * only the button's POST confirms (issue 44). Rendered in the browser from the shell, like the other mailed links.
 */
export function ListingConfirmPage() {
  usePageMeta({ title: 'Confirm your listing', description: 'Confirm that your school’s listing is still correct.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useReadListingLinkQuery({ token }, { skip: !token });
  const [confirm, confirmed] = useConfirmListingByLinkMutation();
  const school = confirmed.data ?? link.data;
  const problem = link.error ?? confirmed.error;
  const lastConfirmed = formatLongDate(link.data?.lastConfirmedAt);

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Confirm your listing
      </Typography>
      {!token || (problem && !confirmed.data) ? (
        <Alert severity="error" role="alert" data-testid="listing-link-problem">
          {token
            ? errorText(problem, 'Something went wrong. Please try again.')
            : 'This link is not valid. Please use the link from your reminder e-mail.'}
        </Alert>
      ) : !school ? (
        <Typography>Loading…</Typography>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2" data-testid="listing-school-name">
                {school.schoolName}
              </Typography>
              {confirmed.data ? (
                <Alert severity="success" role="status" data-testid="listing-confirmed">
                  {`Thank you: you confirmed that the listing of ${confirmed.data.schoolName} is still correct on ${formatLongDate(confirmed.data.lastConfirmedAt)}. The school page shows this date.`}
                </Alert>
              ) : (
                <>
                  <Typography>
                    Please check your school&apos;s page. If everything on it is still correct, confirm it here:
                    families then see the date of your confirmation.
                  </Typography>
                  <Typography color="text.secondary">
                    {lastConfirmed ? `Last confirmed on ${lastConfirmed}.` : 'Not confirmed yet.'}
                  </Typography>
                  <Button
                    variant="contained"
                    disabled={confirmed.isLoading}
                    onClick={() => void confirm({ listingTokenRequest: { token } })}
                  >
                    Everything is still correct
                  </Button>
                </>
              )}
              <Button component={RouterLink} to={paths.school.href(school.schoolSlug)} variant="outlined">
                {`See ${school.schoolName}'s page`}
              </Button>
              <Button component={RouterLink} to={paths.schoolDashboard.href(undefined, school.schoolId)}>
                Something changed? Update it in your school dashboard
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}
