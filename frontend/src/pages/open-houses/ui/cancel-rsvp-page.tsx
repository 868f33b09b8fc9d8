import { Alert, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorText, useCancelOpenHouseRsvpMutation, useGetOpenHouseQuery, useLookupRsvpMutation } from '@/shared/api';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { rsvpTimeText } from '../model/rsvp-time';

/** The cancel link from the family's mail (`?token=`): shows the RSVP, then cancels it on request. No account. */
export function CancelRsvpPage() {
  usePageMeta({ title: 'Cancel your RSVP', description: 'Cancel your open house RSVP.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [lookup, found] = useLookupRsvpMutation();
  const [cancel, cancelled] = useCancelOpenHouseRsvpMutation();
  useEffect(() => {
    if (token) void lookup({ rsvpTokenRequest: { token } });
  }, [token, lookup]);
  const rsvp = cancelled.data ?? found.data;
  const problem = cancelled.error ?? found.error;
  const { currentData: openHouse } = useGetOpenHouseQuery({ id: rsvp?.openHouseId ?? '' }, { skip: !rsvp });

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Cancel your RSVP
      </Typography>
      {!token || problem ? (
        <Alert severity="error" role="alert">
          {token
            ? errorText(problem, 'Something went wrong. Please try again.')
            : 'This link is not valid. Please use the link from your confirmation e-mail.'}
        </Alert>
      ) : !rsvp ? (
        <Typography>Loading…</Typography>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {rsvp.title}
              </Typography>
              <Typography>
                {rsvp.schoolName} · {rsvpTimeText(rsvp, openHouse)}
              </Typography>
              {rsvp.openHouseStatus === 'cancelled' ? (
                <Alert severity="info">The school cancelled this open house, so there is nothing to cancel.</Alert>
              ) : rsvp.status === 'cancelled' ? (
                <Alert severity="success" role="status">
                  Your RSVP is cancelled. Thank you for letting the school know.
                </Alert>
              ) : (
                <>
                  <Typography>
                    {rsvp.firstName ? `${rsvp.firstName}, y` : 'Y'}ou have{' '}
                    {rsvp.status === 'waitlisted' ? 'a place on the waitlist' : 'seats saved'} for {rsvp.partySize}{' '}
                    {rsvp.partySize === 1 ? 'person' : 'people'}.
                  </Typography>
                  <Button
                    variant="contained"
                    color="error"
                    disabled={cancelled.isLoading}
                    onClick={() => void cancel({ rsvpTokenRequest: { token } })}
                  >
                    Cancel my RSVP
                  </Button>
                </>
              )}
              <Button component={RouterLink} to={paths.openHouses.href()}>
                See other open houses
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}
