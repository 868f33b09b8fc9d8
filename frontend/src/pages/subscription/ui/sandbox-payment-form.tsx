import ScienceIcon from '@mui/icons-material/Science';
import { Alert, AlertTitle, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { SANDBOX_TEST_CARDS, TestModeAuthentication } from '@/features/subscription-billing';
import { errorText } from '@/shared/api';
import {
  useAuthenticateSandboxPaymentMutation,
  useConfirmSandboxPaymentMutation,
  type SandboxPaymentResponse,
} from '@/shared/api/signed-in';
import type { PaymentOutcome } from '../model/payment-outcome';

/**
 * The sandbox's card form (no Stripe keys): confirms the first invoice like the
 * Payment Element would, test cards answering as on the hosted checkout
 * (4000 0025 0000 3155 opens the TEST MODE authentication step first), and the
 * sandbox sends the same signed webhooks.
 */
export function SandboxPaymentForm({
  clientSecret,
  amount,
  onDone,
}: {
  clientSecret: string;
  /** The first payment, formatted, for the authentication step. */
  amount: string;
  onDone: (outcome: PaymentOutcome) => void;
}) {
  const [card, setCard] = useState('4242 4242 4242 4242');
  const [declined, setDeclined] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const [confirm, confirmState] = useConfirmSandboxPaymentMutation();
  const [authenticate, authenticateState] = useAuthenticateSandboxPaymentMutation();
  const busy = confirmState.isLoading || authenticateState.isLoading;

  const attempt = async (action: () => Promise<SandboxPaymentResponse>) => {
    setDeclined(null);
    try {
      const result = await action();
      setAuthenticating(result.status === 'requires_action');
      if (result.status === 'requires_action') return;
      if (result.status === 'failed') setDeclined(result.message);
      onDone(result.status === 'succeeded' ? { ok: true } : { ok: false, message: result.message });
    } catch (error) {
      setAuthenticating(false);
      onDone({ ok: false, message: errorText(error, 'Your payment could not be completed.') });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(() => confirm({ confirmSandboxPaymentRequest: { clientSecret, cardNumber: card } }).unwrap());
  };

  const answer = (result: 'complete' | 'fail') =>
    attempt(() => authenticate({ authenticateSandboxPaymentRequest: { clientSecret, result } }).unwrap());

  return (
    <Box component="form" onSubmit={submit} aria-label="Payment form">
      <Alert
        severity="warning"
        icon={<ScienceIcon />}
        sx={{ mb: 2, border: '2px dashed', borderColor: 'warning.main' }}
      >
        <AlertTitle sx={{ fontWeight: 800, letterSpacing: 1 }}>TEST MODE</AlertTitle>
        No card is charged. {SANDBOX_TEST_CARDS}
      </Alert>
      <Stack spacing={2}>
        <TextField
          label="Card number (test)"
          value={card}
          onChange={(event) => {
            setCard(event.target.value);
            setDeclined(null);
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <Stack direction="row" spacing={2}>
          <TextField label="Expiry" value="12 / 34" fullWidth slotProps={{ input: { readOnly: true } }} />
          <TextField label="CVC" value="123" fullWidth slotProps={{ input: { readOnly: true } }} />
        </Stack>
        {declined && (
          <Alert severity="error" role="alert">
            {declined}
          </Alert>
        )}
      </Stack>
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled={busy}>
        {confirmState.isLoading ? 'Processing...' : 'Subscribe Now'}
      </Button>
      <TestModeAuthentication
        open={authenticating}
        amount={amount}
        busy={busy}
        onComplete={() => answer('complete')}
        onFail={() => answer('fail')}
      />
    </Box>
  );
}
