import ScienceIcon from '@mui/icons-material/Science';
import { Alert, AlertTitle, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorText, useConfirmSandboxPaymentMutation } from '@/shared/api';
import type { PaymentOutcome } from '../model/payment-outcome';

/**
 * The sandbox's card form (no Stripe keys): confirms the first invoice like the
 * Payment Element would, and the sandbox sends the same signed webhooks.
 */
export function SandboxPaymentForm({
  clientSecret,
  onDone,
}: {
  clientSecret: string;
  onDone: (outcome: PaymentOutcome) => void;
}) {
  const [card, setCard] = useState('4242 4242 4242 4242');
  const [confirm, { isLoading }] = useConfirmSandboxPaymentMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await confirm({ confirmSandboxPaymentRequest: { clientSecret, cardNumber: card } }).unwrap();
      onDone(result.status === 'succeeded' ? { ok: true } : { ok: false, message: result.message });
    } catch (error) {
      onDone({ ok: false, message: errorText(error, 'Your payment could not be completed.') });
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Payment form">
      <Alert
        severity="warning"
        icon={<ScienceIcon />}
        sx={{ mb: 2, border: '2px dashed', borderColor: 'warning.main' }}
      >
        <AlertTitle sx={{ fontWeight: 800, letterSpacing: 1 }}>TEST MODE</AlertTitle>
        No card is charged. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0025 0000 3155 asks for
        authentication.
      </Alert>
      <Stack spacing={2}>
        <TextField
          label="Card number (test)"
          value={card}
          onChange={(event) => setCard(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <Stack direction="row" spacing={2}>
          <TextField label="Expiry" value="12 / 34" fullWidth slotProps={{ input: { readOnly: true } }} />
          <TextField label="CVC" value="123" fullWidth slotProps={{ input: { readOnly: true } }} />
        </Stack>
      </Stack>
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled={isLoading}>
        {isLoading ? 'Processing...' : 'Subscribe Now'}
      </Button>
    </Box>
  );
}
