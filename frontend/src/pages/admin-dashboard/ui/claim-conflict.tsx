import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { ClaimConflictResponse, ClaimRequestResponse } from '@/shared/api/signed-in';
import { ownersText } from '../model/claim-approval';

/**
 * docs/product.md "Claims": the admin sees who already owns the school a claim
 * is for (the public claim form never says).
 */
export function ConflictBanner({ conflict }: { conflict: ClaimConflictResponse }) {
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="claim-conflict">
      <AlertTitle>
        {conflict.schoolName} already has {conflict.owners.length === 1 ? 'an owner' : 'owners'}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {conflict.owners.map((owner) => (
          <li key={owner.email}>
            {owner.name} ({owner.email})
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        Approving adds this claimant as a co-owner beside them, and they are told by e-mail. If the claimant should not
        manage this school, reject the claim instead.
      </Box>
    </Alert>
  );
}

/** The explicit 'Add as co-owner' the approval of a conflicting claim needs. */
export function CoOwnerDialog({
  open,
  claim,
  conflict,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  claim: ClaimRequestResponse;
  conflict: ClaimConflictResponse;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = `claim-${claim.id}-co-owner-title`;
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Add as co-owner?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {conflict.schoolName} is managed by {ownersText(conflict.owners)}. Approving gives {claim.firstName}{' '}
          {claim.lastName} ({claim.email}) the same access to the listing, and the current{' '}
          {conflict.owners.length === 1 ? 'owner is' : 'owners are'} told by e-mail.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="warning" onClick={onConfirm}>
          Add as co-owner
        </Button>
      </DialogActions>
    </Dialog>
  );
}
