import {
  Alert,
  AlertTitle,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { PortalSchoolLinkResponse } from '@/shared/api/signed-in';
import { formatLongDate } from '@/shared/lib/format';
import { usePortalSubscription } from '../model/awaited-subscription';
import { exactPrice, perInterval } from '../model/plan-pricing';
import { subscriptionLabel } from '../model/subscription-label';
import { endingNotice } from '../model/subscription-view';
import { NoSubscription } from './no-subscription';
import { SubscriptionActions } from './subscription-actions';

function SubscriptionDetails({
  schoolId,
  schoolName,
  premium,
}: {
  schoolId: number;
  schoolName: string;
  /** Premium without a subscription (granted by the team): said so, as on the dashboard's Billing tab. */
  premium: boolean;
}) {
  const { data, isLoading, isError, activating } = usePortalSubscription(schoolId);

  if (isLoading) return <CircularProgress aria-label="Loading subscription" />;
  if (isError) return <Alert severity="error">The subscription could not be loaded. Please try again.</Alert>;
  const subscription = data?.subscription;
  if (!subscription && activating)
    return <CircularProgress aria-label="Payment received: activating the subscription" />;
  if (!subscription) return <NoSubscription premium={premium} />;

  const badge = subscriptionLabel(subscription);
  return (
    <Stack spacing={2}>
      {subscription.cancelAtPeriodEnd && (
        <Alert severity="warning">
          <AlertTitle>Subscription Ending</AlertTitle>
          {endingNotice(subscription.currentPeriodEnd)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h6" component="h4">
            {subscription.plan.name} plan
          </Typography>
          <Typography color="text.secondary">
            {exactPrice(subscription.plan.price)} per {perInterval(subscription.plan.interval)}
          </Typography>
          {subscription.currentPeriodEnd && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {subscription.cancelAtPeriodEnd ? 'Access until' : 'Next billing date'}:{' '}
              {formatLongDate(subscription.currentPeriodEnd)}
            </Typography>
          )}
        </Box>
        <Chip label={badge.label} color={badge.tone} sx={{ alignSelf: 'flex-start' }} />
      </Stack>
      <SubscriptionActions schoolId={schoolId} schoolName={schoolName} subscription={subscription} />
    </Stack>
  );
}

export interface PortalBillingTabProps {
  /** The user's schools, as `GET /api/portal/schools` lists them. */
  schools: PortalSchoolLinkResponse[];
}

/** The portal's Billing tab (docs/product.md "Signed-in screens"): a school picker when there are several, and 'Subscription Details'. */
export function PortalBillingTab({ schools }: PortalBillingTabProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const schoolId = picked ?? schools[0]?.schoolId ?? null;
  const school = schools.find((s) => s.schoolId === schoolId);

  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Subscription Details
        </Typography>
        {schools.length > 1 && (
          <TextField
            select
            label="School"
            size="small"
            value={schoolId ?? ''}
            onChange={(event) => setPicked(Number(event.target.value))}
            sx={{ mb: 3, minWidth: 260 }}
          >
            {schools.map((s) => (
              <MenuItem key={s.schoolId} value={s.schoolId}>
                {s.school.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {school ? (
          <SubscriptionDetails
            key={school.schoolId}
            schoolId={school.schoolId}
            schoolName={school.school.name}
            premium={school.school.isPremium}
          />
        ) : (
          <Typography color="text.secondary">No schools to show.</Typography>
        )}
      </CardContent>
    </Card>
  );
}
