import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { errorText } from '@/shared/api';
import { useRejectClaimMutation, type ClaimRequestResponse } from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';
import { rejectionPaymentText } from '../model/claim-approval';

const NOTES_REQUIRED = 'Please tell the claimant why the claim is rejected';

/**
 * 'Reject' with notes (docs/product.md "Claims"): says before the admin confirms
 * that the claimant is e-mailed the notes and what happens to the payment.
 */
export function RejectClaimDialog({
  open,
  claim,
  onClose,
}: {
  open: boolean;
  claim: ClaimRequestResponse;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reject, rejecting] = useRejectClaimMutation();
  const titleId = `claim-${claim.id}-reject-title`;

  const close = () => {
    if (rejecting.isLoading) return;
    setProblem(null);
    onClose();
  };

  const onReject = async () => {
    if (!notes.trim()) {
      setProblem(NOTES_REQUIRED);
      return;
    }
    try {
      const { message } = await reject({ id: claim.id, rejectClaimRequest: { notes: notes.trim() } }).unwrap();
      toast({ title: 'Claim Rejected', description: message });
      setNotes('');
      onClose();
    } catch (error) {
      toast({ title: 'Rejection Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Reject the claim for {claim.schoolName}?</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {claim.firstName} {claim.lastName} ({claim.email}) is e-mailed your notes and gets no access to the listing.{' '}
            {rejectionPaymentText(claim)}
          </DialogContentText>
          <TextField
            id={`claim-${claim.id}-reject-notes`}
            label="Notes for the claimant"
            multiline
            minRows={3}
            required
            fullWidth
            value={notes}
            onChange={(event) => {
              setNotes(event.target.value);
              if (problem) setProblem(null);
            }}
            error={!!problem}
            helperText={problem ?? 'Say why, and what they can do (e.g. contact the school office).'}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={rejecting.isLoading}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onReject} disabled={rejecting.isLoading}>
          {rejecting.isLoading ? 'Rejecting...' : 'Reject claim'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
