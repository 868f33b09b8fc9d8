import { MAX_AUTOMATIC_CHECKS, checkoutSessionId, returnView } from './checkout-return';

describe('the checkout return', () => {
  it('reads only a well-formed session id from the address', () => {
    expect(checkoutSessionId(new URLSearchParams('status=success&session_id=cs_test_sbx_ab12'))).toBe(
      'cs_test_sbx_ab12',
    );
    expect(checkoutSessionId(new URLSearchParams('status=success'))).toBeNull();
    expect(checkoutSessionId(new URLSearchParams('session_id=..%2Fadmin'))).toBeNull();
    expect(checkoutSessionId(new URLSearchParams('session_id={CHECKOUT_SESSION_ID}'))).toBeNull();
  });

  it('says "paid" only when the server says so', () => {
    const sessionId = 'cs_1';
    expect(returnView({ sessionId, status: 'paid', checks: 0 })).toBe('paid');
    expect(returnView({ sessionId, status: undefined, checks: 0 })).toBe('confirming');
    expect(returnView({ sessionId, status: 'pending', checks: 1 })).toBe('confirming');
    expect(returnView({ sessionId, status: 'pending', checks: MAX_AUTOMATIC_CHECKS })).toBe('slow');
    expect(returnView({ sessionId, status: 'unknown', checks: 0 })).toBe('not-found');
    // Someone typing ?status=success by hand is not told anything was received.
    expect(returnView({ sessionId: null, status: undefined, checks: 0 })).toBe('not-found');
  });
});
