import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { errorText } from '@/shared/api';
import { useCancelSubscriptionMutation } from '@/shared/api/signed-in';
import { useResumeSubscriptionMutation } from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';
import { canCancel, canResume } from '../model/subscription-view';
import { useBillingPortal } from './use-billing-portal';

export interface SubscriptionActionsProps {
  schoolId: number;
  /** Named in the cancel dialog when the tab knows it. */
  schoolName?: string;
  subscription: { status: string; cancelAtPeriodEnd: boolean };
  /** Where 'Manage Billing' goes (default: a full navigation); tests pass a spy. */
  redirect?: (url: string) => void;
}

/**
 * The billing buttons of both billing tabs, each promising only what it does:
 * 'Manage Billing' opens the provider's billing page (the sandbox's in test
 * mode); 'Cancel Subscription' schedules the end (gone once scheduled);
 * 'Resume Subscription' takes a scheduled end back while the provider allows.
 */
export function SubscriptionActions({ schoolId, schoolName, subscription, redirect }: SubscriptionActionsProps) {
  const { toast } = useToast();
  const billing = useBillingPortal(redirect);
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const [confirming, setConfirming] = useState(false);
  const busy = cancelling.isLoading || resuming.isLoading;

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

  const onResume = async () => {
    try {
      const { message } = await resume({ schoolBillingRequest: { schoolId } }).unwrap();
      toast({ title: 'Subscription Resumed', description: message });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorText(error, 'Failed to resume subscription. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={billing.isOpening} onClick={() => billing.open(schoolId)}>
          Manage Billing
        </Button>
        {canCancel(subscription) && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)}>
            {cancelling.isLoading ? 'Cancelling...' : 'Cancel Subscription'}
          </Button>
        )}
        {canResume(subscription) && (
          <Button variant="contained" disabled={busy} onClick={onResume}>
            {resuming.isLoading ? 'Resuming...' : 'Resume Subscription'}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Manage Billing opens our payment provider&apos;s secure billing page for this subscription.
        {canResume(subscription)
          ? ' Resume keeps the premium listing running and renewing as before.'
          : ' Cancelling keeps the premium listing until the end of the paid period.'}
      </Typography>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`cancel-${schoolId}-title`}>
        <DialogTitle id={`cancel-${schoolId}-title`}>
          {schoolName ? `Cancel the subscription of ${schoolName}?` : 'Cancel the subscription?'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            The premium listing stays active until the end of the current billing period; you will not be charged again.
            You can resume it until then.
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
