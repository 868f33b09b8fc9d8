/**
 * A phone number as people type it: digits with the usual separators ('(702) 555-0100',
 * '+1 702.555.0100 ext 12'). The one rule of every phone field (a family's lead or contact message, a
 * school's listing, a catalogue row); a field that must reach a real line asks for `minDigits` digits
 * at least (a school's listing: ten, the area code included).
 */
const PHONE_CHARACTERS = '[0-9+(). xXet-]*';

export const PHONE_MESSAGE = 'Please enter a valid phone number';

/** The rule as a pattern (for class-validator's `Matches` and the catalogue import). */
export function phonePattern(minDigits = 0): RegExp {
  const digits = minDigits > 0 ? `(?=(?:\\D*\\d){${minDigits}})` : '';
  return new RegExp(`^${digits}${PHONE_CHARACTERS}$`);
}

export function isPhoneNumber(value: string, minDigits = 0): boolean {
  return phonePattern(minDigits).test(value);
}
