import ScienceIcon from '@mui/icons-material/Science';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';

/** The payment sandbox's test cards, as both of its card forms list them. */
export const SANDBOX_TEST_CARDS =
  '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0025 0000 3155 asks for authentication.';

/**
 * The payment sandbox's stand-in for the bank's 3-D Secure page (what Stripe
 * test mode shows for 4000 0025 0000 3155): the tester chooses the bank's
 * answer. 'Complete' pays; 'Fail' declines.
 */
export function TestModeAuthentication({
  open,
  amount,
  busy,
  onComplete,
  onFail,
}: {
  open: boolean;
  /** The amount being authorised, already formatted. */
  amount: string;
  busy: boolean;
  onComplete: () => void;
  onFail: () => void;
}) {
  return (
    <Dialog open={open} aria-labelledby="test-mode-authentication-title" maxWidth="xs" fullWidth>
      <DialogTitle id="test-mode-authentication-title">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <VerifiedUserIcon color="primary" />
          <span>Authenticate this payment</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Alert
          severity="warning"
          icon={<ScienceIcon />}
          sx={{ mb: 2, border: '2px dashed', borderColor: 'warning.main' }}
        >
          <AlertTitle sx={{ fontWeight: 800, letterSpacing: 1 }}>TEST MODE</AlertTitle>
          No bank is asked: you choose what the bank answers.
        </Alert>
        <DialogContentText>
          Your bank asks you to confirm the payment of {amount}. Complete the authentication to pay, or fail it to see a
          declined payment.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" color="error" disabled={busy} onClick={onFail}>
          Fail
        </Button>
        <Button variant="contained" disabled={busy} onClick={onComplete}>
          Complete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
