import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Divider,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SANDBOX_TEST_CARDS, TestModeAuthentication, exactPrice, perInterval } from '@/features/subscription-billing';
import { errorText } from '@/shared/api';
import {
  useAuthenticateSandboxCheckoutMutation,
  useCancelSandboxCheckoutMutation,
  useGetSandboxCheckoutQuery,
  usePaySandboxCheckoutMutation,
  type SandboxPaymentResponse,
} from '@/shared/api/signed-in';
import { APP_NAME } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { StatePanel, useToast } from '@/shared/ui';
import { TestModeBanner } from './test-mode-banner';

export interface SandboxCheckoutPageProps {
  /** Leaves for the success or cancel address (a full navigation, as from Stripe's page). */
  redirect?: (url: string) => void;
}

/**
 * `/sandbox/checkout/{id}`: the sandbox's stand-in for Stripe Checkout, where the claimant pays or cancels.
 * Test cards answer as on Stripe: a declined card keeps the claimant here with Stripe's message, and
 * 4000 0025 0000 3155 opens the TEST MODE authentication step first.
 */
export function SandboxCheckoutPage({ redirect = (url) => window.location.assign(url) }: SandboxCheckoutPageProps) {
  usePageMeta({ title: `TEST MODE Checkout | ${APP_NAME}` });
  const { id = '' } = useParams();
  const { toast } = useToast();
  const checkout = useGetSandboxCheckoutQuery({ id }, { skip: !id });
  const [pay, payState] = usePaySandboxCheckoutMutation();
  const [authenticate, authenticateState] = useAuthenticateSandboxCheckoutMutation();
  const [cancel, cancelState] = useCancelSandboxCheckoutMutation();
  const [card, setCard] = useState('4242 4242 4242 4242');
  const [declined, setDeclined] = useState<string | null>(null);
  // Null until the page itself asks: a reload in the middle of authentication shows the step again.
  const [authenticating, setAuthenticating] = useState<boolean | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = payState.isLoading || authenticateState.isLoading || cancelState.isLoading || leaving;

  const leave = (url: string) => {
    setLeaving(true);
    redirect(url);
  };

  const attempt = async (action: () => Promise<SandboxPaymentResponse>) => {
    setDeclined(null);
    try {
      const result = await action();
      if (result.status === 'succeeded' && result.redirectUrl) {
        setAuthenticating(false);
        leave(result.redirectUrl);
      } else if (result.status === 'requires_action') {
        setAuthenticating(true);
      } else {
        setAuthenticating(false);
        setDeclined(result.message);
      }
    } catch (error) {
      setAuthenticating(false);
      toast({ title: 'Payment Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const cancelCheckout = async () => {
    try {
      leave((await cancel({ id }).unwrap()).redirectUrl);
    } catch (error) {
      toast({ title: 'Payment Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  if (checkout.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading checkout" />
      </Box>
    );
  }
  if (!checkout.data) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <TestModeBanner />
        <StatePanel
          headingLevel="h1"
          role="alert"
          title="Checkout Not Found"
          description="This test checkout does not exist or has expired."
        />
      </Container>
    );
  }

  const session = checkout.data;
  const cardDigits = card.replace(/\D/g, '');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <TestModeBanner />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
            <CardContent>
              <Typography variant="overline" color="text.secondary">
                Subscribe to {APP_NAME} Premium
              </Typography>
              <Typography variant="h2" component="p" sx={{ fontSize: '2rem', fontWeight: 800 }}>
                {exactPrice(session.amount)}
              </Typography>
              <Typography color="text.secondary">per {perInterval(session.interval)}</Typography>
              <Divider sx={{ my: 2 }} />
              <Stack spacing={0.5}>
                <Typography sx={{ fontWeight: 600 }}>{session.planName} plan</Typography>
                <Typography variant="body2" color="text.secondary">
                  Billed to {session.customerEmail}
                </Typography>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" sx={{ borderRadius: 3 }}>
            <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
              <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 2 }}>
                Pay with card
              </Typography>
              {session.status === 'open' ? (
                <Stack spacing={2}>
                  <TextField label="Email" value={session.customerEmail} slotProps={{ input: { readOnly: true } }} />
                  <TextField
                    label="Card number (test)"
                    value={card}
                    onChange={(event) => {
                      setCard(event.target.value);
                      setDeclined(null);
                    }}
                    helperText={SANDBOX_TEST_CARDS}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                  />
                  <Stack direction="row" spacing={2}>
                    <TextField label="Expiry" value="12 / 34" slotProps={{ input: { readOnly: true } }} fullWidth />
                    <TextField label="CVC" value="123" slotProps={{ input: { readOnly: true } }} fullWidth />
                  </Stack>
                  {declined && (
                    <Alert severity="error" role="alert">
                      {declined}
                    </Alert>
                  )}
                  <Button
                    variant="contained"
                    size="large"
                    startIcon={<LockIcon />}
                    disabled={busy || cardDigits.length < 12}
                    onClick={() => attempt(() => pay({ id, paySandboxCheckoutRequest: { cardNumber: card } }).unwrap())}
                  >
                    {payState.isLoading || leaving ? 'Processing...' : `Pay ${exactPrice(session.amount)}`}
                  </Button>
                  <Button variant="text" disabled={busy} onClick={cancelCheckout}>
                    Cancel and return
                  </Button>
                  <TestModeAuthentication
                    open={(authenticating ?? session.awaitingAuthentication) && !leaving}
                    amount={exactPrice(session.amount)}
                    busy={busy}
                    onComplete={() =>
                      attempt(() => authenticate({ id, sandboxAuthenticationRequest: { result: 'complete' } }).unwrap())
                    }
                    onFail={() =>
                      attempt(() => authenticate({ id, sandboxAuthenticationRequest: { result: 'fail' } }).unwrap())
                    }
                  />
                </Stack>
              ) : (
                <Stack spacing={2}>
                  <Typography>
                    {session.status === 'complete' ? 'This checkout is already paid.' : 'This checkout has expired.'}
                  </Typography>
                  <Button
                    variant="contained"
                    disabled={busy}
                    onClick={() => leave(session.status === 'complete' ? session.successUrl : session.cancelUrl)}
                  >
                    Continue
                  </Button>
                </Stack>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
