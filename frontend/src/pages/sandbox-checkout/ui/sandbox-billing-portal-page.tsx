import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { exactPrice, perInterval } from '@/features/subscription-billing';
import { errorText } from '@/shared/api';
import {
  useChangeSandboxSubscriptionMutation,
  useGetSandboxBillingPortalQuery,
  useUpdateSandboxCardMutation,
  type SandboxPortalSubscriptionResponse,
} from '@/shared/api/signed-in';
import { APP_NAME } from '@/shared/config';
import { formatLongDate } from '@/shared/lib/format';
import { usePageMeta } from '@/shared/lib/page-meta';
import { StatePanel, useToast } from '@/shared/ui';
import { TestModeBanner } from './test-mode-banner';

const STATUS_LABEL: Record<SandboxPortalSubscriptionResponse['status'], string> = {
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
};

/**
 * `/sandbox/billing-portal/{id}`: the sandbox's stand-in for Stripe's customer
 * billing portal. Cancel and resume send the same signed webhooks Stripe would; the test clock moves a
 * subscription to its next renewal or retry (docs/decisions/billing-sandbox-lifecycle.md).
 */
export function SandboxBillingPortalPage() {
  usePageMeta({ title: `TEST MODE Billing | ${APP_NAME}` });
  const { id = '' } = useParams();
  const { toast } = useToast();
  const portal = useGetSandboxBillingPortalQuery({ id }, { skip: !id });
  const [change, changeState] = useChangeSandboxSubscriptionMutation();
  const [updateCard, updatingCard] = useUpdateSandboxCardMutation();
  const [cardNumber, setCardNumber] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);

  const onUpdateCard = async (event: FormEvent) => {
    event.preventDefault();
    setCardError(null);
    try {
      const { message } = await updateCard({ id, sandboxCardUpdateRequest: { cardNumber } }).unwrap();
      setCardNumber('');
      toast({ title: 'Card Updated', description: message });
    } catch (error) {
      setCardError(errorText(error, 'The card could not be saved. Please try again.'));
    }
  };

  const act = async (
    subscriptionId: string,
    action: 'cancel' | 'resume' | 'end-now' | 'advance-clock',
    done: string,
  ) => {
    try {
      await change({ id, subscriptionId, sandboxPortalActionRequest: { action } }).unwrap();
      toast({ title: done, description: 'Your school portal shows the change in a moment.' });
    } catch (error) {
      toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  if (portal.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading billing" />
      </Box>
    );
  }
  if (!portal.data) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <TestModeBanner />
        <StatePanel
          headingLevel="h1"
          role="alert"
          title="Billing Session Not Found"
          description="Open billing again from your school dashboard."
        />
      </Container>
    );
  }

  const { customerEmail, returnUrl, subscriptions } = portal.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <TestModeBanner />
      <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
        Billing
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {customerEmail}
      </Typography>
      <Stack spacing={2}>
        {subscriptions.length === 0 && <Typography>No subscriptions yet.</Typography>}
        {subscriptions.map((s) => {
          const date = formatLongDate(s.currentPeriodEnd);
          return (
            <Card key={s.id} variant="outlined" sx={{ borderRadius: 3 }} data-testid="sandbox-subscription">
              <CardContent>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
                  <Box>
                    <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
                      {APP_NAME} Premium · {s.planName}
                    </Typography>
                    <Typography color="text.secondary">
                      {exactPrice(s.amount)} per {perInterval(s.interval)}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {s.status === 'canceled'
                        ? 'This subscription has ended.'
                        : s.status === 'past_due'
                          ? 'The renewal payment failed; it is retried on the provider’s schedule.'
                          : s.cancelAtPeriodEnd
                            ? `Cancels on ${date}`
                            : `Renews on ${date}`}
                    </Typography>
                  </Box>
                  <Chip
                    label={s.cancelAtPeriodEnd && s.status === 'active' ? 'Ending' : STATUS_LABEL[s.status]}
                    color={s.status === 'active' ? (s.cancelAtPeriodEnd ? 'warning' : 'success') : 'default'}
                  />
                </Stack>
                {s.status !== 'canceled' && (
                  <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
                    {s.cancelAtPeriodEnd ? (
                      <Button
                        variant="contained"
                        disabled={changeState.isLoading}
                        onClick={() => act(s.id, 'resume', 'Subscription Resumed')}
                      >
                        Resume subscription
                      </Button>
                    ) : (
                      <Button
                        variant="outlined"
                        color="error"
                        disabled={changeState.isLoading}
                        onClick={() => act(s.id, 'cancel', 'Subscription Cancelled')}
                      >
                        Cancel subscription
                      </Button>
                    )}
                    <Button
                      variant="text"
                      color="error"
                      disabled={changeState.isLoading}
                      onClick={() => act(s.id, 'end-now', 'Subscription Ended')}
                    >
                      End now (test)
                    </Button>
                    {/* Stripe's test clocks, in the sandbox: the next renewal, retry or scheduled end, now. */}
                    <Button
                      variant="text"
                      disabled={changeState.isLoading}
                      onClick={() => act(s.id, 'advance-clock', 'Test Clock Advanced')}
                    >
                      {s.status === 'past_due'
                        ? 'Retry the payment now (test clock)'
                        : 'Advance to the renewal (test clock)'}
                    </Button>
                  </Stack>
                )}
              </CardContent>
            </Card>
          );
        })}
      </Stack>
      <Card variant="outlined" sx={{ borderRadius: 3, mt: 2 }}>
        <CardContent>
          <Box component="form" aria-label="Update card" onSubmit={onUpdateCard} noValidate>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
              Payment method
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              A failed renewal is charged to the new card at once. 4000 0000 0000 0341 pays today and declines at
              renewal.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField
                label="New card number (test)"
                value={cardNumber}
                onChange={(e) => setCardNumber(e.target.value)}
                error={cardError !== null}
                helperText={cardError ?? ' '}
                inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
                size="small"
                sx={{ flex: 1 }}
              />
              <Button
                type="submit"
                variant="outlined"
                disabled={updatingCard.isLoading}
                sx={{ alignSelf: 'flex-start' }}
              >
                Update card
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Button sx={{ mt: 4 }} variant="outlined" href={returnUrl}>
        Return to {APP_NAME}
      </Button>
    </Container>
  );
}
