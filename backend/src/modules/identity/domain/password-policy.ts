import { COMMON_PASSWORDS } from './common-passwords';

/** NIST SP 800-63B style: a length range and a blocklist, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  tooCommon: 'This password is too common. Please choose a less predictable one.',
} as const;

/** Characters as people count them (an emoji is one), not UTF-16 units. */
function length(password: string): number {
  return [...password].length;
}

/**
 * Why `password` is refused, or null when it is acceptable. A common password
 * is refused as is and with digits or symbols tacked on the end ("password123!"),
 * which is how most people "strengthen" one.
 */
export function passwordPolicyProblem(password: string): string | null {
  if (length(password) < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length(password) > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return PASSWORD_MESSAGES.tooCommon;
  const stem = lowered.replace(/[\d\W_]+$/u, '');
  if (stem.length >= 4 && COMMON_PASSWORDS.has(stem)) return PASSWORD_MESSAGES.tooCommon;
  return null;
}
