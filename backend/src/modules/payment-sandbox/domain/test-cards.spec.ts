import { AUTHENTICATION_FAILED, CARD_DECLINED, cardOutcome } from './test-cards';

describe('payment sandbox: the test-card rule', () => {
  it('pays with 4242 4242 4242 4242, however it is spaced', () => {
    expect(cardOutcome('4242 4242 4242 4242')).toEqual({ result: 'pays' });
    expect(cardOutcome('4242424242424242')).toEqual({ result: 'pays' });
    expect(cardOutcome('4242-4242-4242-4242')).toEqual({ result: 'pays' });
  });

  it("declines 4000 0000 0000 0002 with Stripe's wording", () => {
    expect(cardOutcome('4000 0000 0000 0002')).toEqual({ result: 'declined', message: 'Your card was declined.' });
    expect(CARD_DECLINED).toBe('Your card was declined.');
  });

  it('asks for authentication with 4000 0025 0000 3155', () => {
    expect(cardOutcome('4000 0025 0000 3155')).toEqual({ result: 'requires_authentication' });
    expect(AUTHENTICATION_FAILED).toMatch(/^We are unable to authenticate your payment method\./);
  });

  it('refuses a mistyped number and a real card, as Stripe test mode does', () => {
    expect(cardOutcome('4242 4242 4242 4241')).toEqual({
      result: 'declined',
      message: 'Your card number is invalid.',
    });
    expect(cardOutcome('12')).toEqual({ result: 'declined', message: 'Your card number is invalid.' });
    // A valid check digit but not one of Stripe's test cards.
    expect(cardOutcome('4111 1111 1111 1111')).toEqual({
      result: 'declined',
      message: expect.stringMatching(
        /^Your card was declined\. Your request was in test mode, but used a non test card/,
      ),
    });
  });

  it('knows a few other test cards with their own answers', () => {
    expect(cardOutcome('5555 5555 5555 4444')).toEqual({ result: 'pays' });
    expect(cardOutcome('4000 0000 0000 9995')).toEqual({
      result: 'declined',
      message: 'Your card has insufficient funds.',
    });
  });
});
