import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Button, CircularProgress, Container, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetClaimCheckoutStatusQuery } from '@/shared/api/signed-in';
import { paths } from '@/shared/config';
import { StatePanel } from '@/shared/ui';
import { CHECK_EVERY_MS, returnView } from '../model/checkout-return';

const CONFIRMING = 'We are confirming your payment…';

/**
 * Where the checkout returns (`/claim-school?status=success&session_id=…`).
 * "We have received your payment" only once the server confirms that checkout
 * was paid (the provider's verified webhook); until then 'We are confirming
 * your payment…', asked again a few times on its own, with a Refresh button.
 */
export function CheckoutReturnPanel({ sessionId }: { sessionId: string | null }) {
  const [checks, setChecks] = useState(0);
  const query = useGetClaimCheckoutStatusQuery({ sessionId: sessionId ?? '' }, { skip: !sessionId });
  const { refetch, isFetching } = query;
  const view = returnView({ sessionId, status: query.data?.status, checks });

  // Asks again every few seconds while the payment may still be on its way; stops once answered or used up.
  useEffect(() => {
    if (view !== 'confirming' || isFetching) return;
    const timer = window.setTimeout(() => {
      setChecks((n) => n + 1);
      void refetch();
    }, CHECK_EVERY_MS);
    return () => window.clearTimeout(timer);
  }, [view, isFetching, refetch, checks]);

  const refresh = () => {
    setChecks(0);
    if (sessionId) void refetch();
  };

  if (view === 'paid') {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <StatePanel
          headingLevel="h1"
          icon={<CheckCircleIcon sx={{ color: 'success.main' }} />}
          title="Claim Request Submitted!"
          description={
            <>
              Thank you! We have received your payment and your claim request. Our team verifies every request,
              typically within 24-48 hours. Once approved, we will e-mail you a link to set your password and reach your
              school portal.
            </>
          }
          actions={
            <Button component={RouterLink} to={paths.home.href()} variant="contained">
              Return to Homepage
            </Button>
          }
        />
      </Container>
    );
  }

  const detail = {
    confirming: 'This usually takes a few seconds. This page checks again on its own.',
    slow: 'This is taking longer than usual. Refresh in a minute: your claim is saved. If you were charged and this page still cannot confirm it, contact us.',
    'not-found':
      'We could not find a payment for this page. If you completed the checkout, refresh in a minute or contact us; otherwise you can submit your claim again.',
  }[view];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <StatePanel
        headingLevel="h1"
        icon={<HourglassTopIcon />}
        title="Confirming Your Payment"
        description={
          <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
            <span>{CONFIRMING}</span>
            <span>{detail}</span>
            {(view === 'confirming' || isFetching) && <CircularProgress size={24} aria-label="Checking the payment" />}
          </Stack>
        }
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            <Button variant="contained" onClick={refresh} disabled={isFetching}>
              Refresh
            </Button>
            {view !== 'confirming' && (
              <Button component={RouterLink} to={paths.contact.href()} variant="outlined">
                Contact Us
              </Button>
            )}
            {view === 'not-found' && (
              <Button component={RouterLink} to={paths.claimSchool.href()} variant="text">
                Submit a Claim
              </Button>
            )}
          </Stack>
        }
      />
    </Container>
  );
}
