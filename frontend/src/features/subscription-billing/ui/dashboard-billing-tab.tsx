import {
  Alert,
  AlertTitle,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useGetDashboardSubscriptionQuery } from '@/shared/api/signed-in';
import { formatLongDate } from '@/shared/lib/format';
import { exactPrice, perInterval } from '../model/plan-pricing';
import { subscriptionLabel } from '../model/subscription-label';
import { canSwitchPlan, endingNotice } from '../model/subscription-view';
import { BillingHistory } from './billing-history';
import { NoSubscription } from './no-subscription';
import { PlanSwitch } from './plan-switch';
import { SubscriptionActions } from './subscription-actions';

export interface DashboardBillingTabProps {
  /** Where 'Manage Billing' goes (default: a full navigation); tests pass a spy. */
  redirect?: (url: string) => void;
  /** The school is premium without a subscription (the site's team made it so). */
  premium?: boolean;
  /** Which of the owner's schools (default: their oldest link). */
  schoolId?: number;
}

/**
 * The school dashboard's Billing tab: the school's own subscription and the
 * billing buttons (issue 15: each promises only what it does). 'Manage
 * Billing' opens the payment provider's billing page, or the sandbox's in test
 * mode (docs/product.md "Subscriptions"); cancel, resume and the plan switch are done here, and the card on
 * file and every invoice are shown (issue 43).
 */
export function DashboardBillingTab({ redirect, premium = false, schoolId }: DashboardBillingTabProps = {}) {
  const { data, isLoading, isError } = useGetDashboardSubscriptionQuery({ schoolId });

  if (isLoading) return <CircularProgress aria-label="Loading billing" />;
  if (isError) return <Alert severity="error">Billing could not be loaded. Please try again.</Alert>;
  const subscription = data?.subscription;
  if (!subscription) return <NoSubscription premium={premium} />;

  const badge = subscriptionLabel(subscription);
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
            <Chip label={badge.label} color={badge.tone} sx={{ alignSelf: 'flex-start' }} />
          </Stack>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {subscription.cancelAtPeriodEnd ? 'Access until' : 'Next billing date'}
            </Typography>
            <Typography>{formatLongDate(subscription.currentPeriodEnd) ?? '—'}</Typography>
          </Box>
          <SubscriptionActions schoolId={subscription.schoolId} subscription={subscription} redirect={redirect} />
          {canSwitchPlan(subscription) && (
            <Box>
              <PlanSwitch schoolId={subscription.schoolId} subscription={subscription} />
            </Box>
          )}
          <Divider />
          <BillingHistory schoolId={subscription.schoolId} />
        </Stack>
      </CardContent>
    </Card>
  );
}
