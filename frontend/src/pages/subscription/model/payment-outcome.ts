/** What the payment form reports when the first payment has been confirmed or refused. */
export type PaymentOutcome = { ok: true } | { ok: false; message: string };

export const PAYMENT_SUCCESS = { title: 'Payment Successful', description: 'Welcome to your school portal!' } as const;
export const CREATE_FAILED = 'Failed to create subscription. Please try again.';
export const SIGN_IN_AGAIN = 'Please log in to continue.';
