import type { SandboxCard } from './sandbox-records';

/**
 * The one rule for what a card number does in the payment sandbox, used by the
 * hosted checkout and by the /subscription card form alike. Numbers and
 * wording are Stripe's test-mode ones (https://docs.stripe.com/testing), so a
 * tester sees here what Stripe would show them.
 */
export type CardOutcome =
  { result: 'pays' } | { result: 'declined'; message: string } | { result: 'requires_authentication' };

export const CARD_DECLINED = 'Your card was declined.';
/** Stripe's 'charge fails after attaching' test card (https://docs.stripe.com/testing#declined-payments). */
export const RENEWAL_DECLINING_CARD = '4000000000000341';
export const AUTHENTICATION_REQUIRED = 'Your bank asks you to authenticate this payment.';
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const INVALID_NUMBER = 'Your card number is invalid.';
const NOT_A_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

/** Stripe's test cards the sandbox knows, by number. */
const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { result: 'pays' },
  '4000056655665556': { result: 'pays' },
  '5555555555554444': { result: 'pays' },
  '4000000000000002': { result: 'declined', message: CARD_DECLINED },
  '4000000000009995': { result: 'declined', message: 'Your card has insufficient funds.' },
  '4000000000000069': { result: 'declined', message: 'Your card has expired.' },
  '4000002500003155': { result: 'requires_authentication' },
  '4000002760003184': { result: 'requires_authentication' },
  // Stripe: attaches to the customer, later charges fail. Here it pays at checkout and declines at renewal.
  [RENEWAL_DECLINING_CARD]: { result: 'pays' },
};

/** What the sandbox keeps of a card that paid: its brand and last four, and whether it declines later charges. */
export function cardOnFile(cardNumber: string, now = new Date()): SandboxCard {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return {
    brand: digits.startsWith('4')
      ? 'visa'
      : digits.startsWith('5')
        ? 'mastercard'
        : /^3[47]/.test(digits)
          ? 'amex'
          : 'unknown',
    last4: digits.slice(-4),
    // Test cards take any future expiry; the sandbox's pages do not ask, so it keeps one three years out.
    expMonth: now.getUTCMonth() + 1,
    expYear: now.getUTCFullYear() + 3,
    declinesLater: digits === RENEWAL_DECLINING_CARD,
  };
}

export function cardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { result: 'declined', message: INVALID_NUMBER };
  return TEST_CARDS[digits] ?? { result: 'declined', message: NOT_A_TEST_CARD };
}

/** The check digit every card number carries (ISO/IEC 7812). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
