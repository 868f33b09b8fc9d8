import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useGetDashboardSubscriptionQuery } from '@/shared/api';
import { formatLongDate } from '@/shared/lib/format';
import { exactPrice, perInterval } from '../model/plan-pricing';
import { endingNotice, statusBadge } from '../model/subscription-view';
import { NoSubscription } from './no-subscription';
import { useBillingPortal } from './use-billing-portal';

const BILLING_ACTIONS = ['Update Payment Method', 'Upgrade Plan', 'Update Billing', 'Cancel Subscription'] as const;

export interface DashboardBillingTabProps {
  /** Where billing buttons go (default: a full navigation); tests pass a spy. */
  redirect?: (url: string) => void;
}

/**
 * The school dashboard's Billing tab. Its four buttons open the payment
 * provider's customer billing portal, or the sandbox's page in test mode
 * (DECISIONS.md), where payment method, plan and cancellation are managed.
 */
export function DashboardBillingTab({ redirect }: DashboardBillingTabProps = {}) {
  const { data, isLoading, isError } = useGetDashboardSubscriptionQuery({});
  const billing = useBillingPortal(redirect);

  if (isLoading) return <CircularProgress aria-label="Loading billing" />;
  if (isError) return <Alert severity="error">Billing could not be loaded. Please try again.</Alert>;
  const subscription = data?.subscription;
  if (!subscription) return <NoSubscription />;

  const badge = statusBadge(subscription.status, subscription.cancelAtPeriodEnd);
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack spacing={2.5}>
          {subscription.cancelAtPeriodEnd && (
            <Alert severity="warning">
              <AlertTitle>Subscription Ending</AlertTitle>
              {endingNotice(subscription.currentPeriodEnd)}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="overline" color="text.secondary">
                Current plan
              </Typography>
              <Typography variant="h5" component="h2">
                {subscription.planName || 'Premium School'}
              </Typography>
              <Typography color="text.secondary">
                {exactPrice(subscription.price)} per {perInterval(subscription.interval)}
              </Typography>
            </Box>
            <Chip label={badge.label} color={badge.color} sx={{ alignSelf: 'flex-start' }} />
          </Stack>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {subscription.cancelAtPeriodEnd ? 'Access until' : 'Next billing date'}
            </Typography>
            <Typography>{formatLongDate(subscription.currentPeriodEnd) ?? '—'}</Typography>
          </Box>
          <Grid container spacing={1.5}>
            {BILLING_ACTIONS.map((label) => (
              <Grid key={label} size={{ xs: 12, sm: 6 }}>
                <Button
                  fullWidth
                  variant="outlined"
                  color={label === 'Cancel Subscription' ? 'error' : 'primary'}
                  disabled={billing.isOpening}
                  onClick={() => billing.open(subscription.schoolId)}
                >
                  {label}
                </Button>
              </Grid>
            ))}
          </Grid>
          <Typography variant="body2" color="text.secondary">
            These open the secure billing portal, where you can change your card, switch plans, download invoices or
            cancel.
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
