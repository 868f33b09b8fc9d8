import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Box, Button } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { PaymentOutcome } from '../model/payment-outcome';

// One Stripe.js per publishable key; `pure` loads the script only when a payment form first appears.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (!stripeByKey.has(publishableKey)) stripeByKey.set(publishableKey, loadStripe(publishableKey));
  return stripeByKey.get(publishableKey)!;
}

function SubscribeForm({ onDone }: { onDone: (outcome: PaymentOutcome) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    // Cards needing no extra step finish here; 3-D Secure and redirect methods come back to /portal.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/portal` },
      redirect: 'if_required',
    });
    setBusy(false);
    onDone(error ? { ok: false, message: error.message ?? 'Your payment could not be completed.' } : { ok: true });
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Payment form">
      <PaymentElement />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled={!stripe || busy}>
        {busy ? 'Processing...' : 'Subscribe Now'}
      </Button>
    </Box>
  );
}

/** Stripe's Payment Element for the subscription's first invoice (Stripe mode only; loaded lazily). */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  onDone,
}: {
  publishableKey: string;
  clientSecret: string;
  onDone: (outcome: PaymentOutcome) => void;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <SubscribeForm onDone={onDone} />
    </Elements>
  );
}
