import { Alert, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorText, useCancelOpenHouseRsvpMutation, useGetOpenHouseQuery, useLookupRsvpMutation } from '@/shared/api';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { rsvpTimeText } from '../model/rsvp-time';

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/**
 * The family's RSVP, from the link in their mails (`?token=`): 'You're registered' with the event, and
 * cancelling on request. No account. The confirmation mail's 'See your registration' opens it too: the public
 * event page it linked before could not say the family was registered.
 */
export function CancelRsvpPage() {
  usePageMeta({ title: 'Your open house RSVP', description: 'Your open house RSVP: see it or cancel it.' });
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
        Your RSVP
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
                  <Alert severity={rsvp.status === 'waitlisted' ? 'info' : 'success'} role="status">
                    {rsvp.firstName ? `${rsvp.firstName}, y` : 'Y'}
                    {rsvp.status === 'waitlisted'
                      ? `ou're on the waitlist for ${people(rsvp.partySize)}.`
                      : `ou're registered: seats saved for ${people(rsvp.partySize)}.`}
                  </Alert>
                  <Typography>Can&apos;t make it? Please cancel so another family can have your seats.</Typography>
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
              <Button component={RouterLink} to={paths.openHouse.href(rsvp.openHouseId)}>
                See the open house
              </Button>
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
