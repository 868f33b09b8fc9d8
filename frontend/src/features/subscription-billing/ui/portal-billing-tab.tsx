import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  useCancelSubscriptionMutation,
  useGetPortalSubscriptionQuery,
  type PortalSchoolLinkResponse,
} from '@/shared/api';
import { formatLongDate } from '@/shared/lib/format';
import { useToast } from '@/shared/ui';
import { exactPrice, perInterval } from '../model/plan-pricing';
import { canCancel, endingNotice, statusBadge } from '../model/subscription-view';
import { NoSubscription } from './no-subscription';
import { useBillingPortal } from './use-billing-portal';

function SubscriptionDetails({ schoolId, schoolName }: { schoolId: number; schoolName: string }) {
  const { toast } = useToast();
  const { data, isLoading, isError } = useGetPortalSubscriptionQuery({ schoolId });
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const billing = useBillingPortal();
  const [confirming, setConfirming] = useState(false);

  if (isLoading) return <CircularProgress aria-label="Loading subscription" />;
  if (isError) return <Alert severity="error">The subscription could not be loaded. Please try again.</Alert>;
  const subscription = data?.subscription;
  if (!subscription) return <NoSubscription />;

  const badge = statusBadge(subscription.status, subscription.cancelAtPeriodEnd);
  const onCancel = async () => {
    setConfirming(false);
    try {
      const { message } = await cancel({ schoolBillingRequest: { schoolId } }).unwrap();
      toast({ title: 'Subscription Cancelled', description: message });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to cancel subscription. Please try again.',
        variant: 'destructive',
      });
    }
  };

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
        <Chip label={badge.label} color={badge.color} sx={{ alignSelf: 'flex-start' }} />
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={billing.isOpening} onClick={() => billing.open(schoolId)}>
          Manage Billing
        </Button>
        {canCancel(subscription) && (
          <Button variant="outlined" color="error" disabled={cancelling.isLoading} onClick={() => setConfirming(true)}>
            {cancelling.isLoading ? 'Cancelling...' : 'Cancel Subscription'}
          </Button>
        )}
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`cancel-${schoolId}-title`}>
        <DialogTitle id={`cancel-${schoolId}-title`}>Cancel the subscription of {schoolName}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The premium listing stays active until the end of the current billing period; you will not be charged again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep Subscription</Button>
          <Button color="error" variant="contained" onClick={onCancel}>
            Cancel Subscription
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

export interface PortalBillingTabProps {
  /** The user's schools, as `GET /api/portal/schools` lists them. */
  schools: PortalSchoolLinkResponse[];
}

/** The portal's Billing tab (spec 001 §2): a school picker when there are several, and 'Subscription Details'. */
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
          <SubscriptionDetails key={school.schoolId} schoolId={school.schoolId} schoolName={school.school.name} />
        ) : (
          <Typography color="text.secondary">No schools to show.</Typography>
        )}
      </CardContent>
    </Card>
  );
}
