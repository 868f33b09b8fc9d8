/**
 * The one phone rule of every form, as the server's (backend shared/phone): digits with the usual
 * separators ('(702) 555-0100', '+1 702.555.0100 ext 12'); a school's listing asks for ten digits at
 * least (the area code), a family's lead or contact message for none.
 */
const PHONE_CHARACTERS = '[0-9+(). xXet-]*';

export const PHONE_MESSAGE = 'Please enter a valid phone number';

/** A school's listing: the area code included. */
export const SCHOOL_PHONE_MIN_DIGITS = 10;

export function phonePattern(minDigits = 0): RegExp {
  const digits = minDigits > 0 ? `(?=(?:\\D*\\d){${minDigits}})` : '';
  return new RegExp(`^${digits}${PHONE_CHARACTERS}$`);
}

export function isPhoneNumber(value: string, minDigits = 0): boolean {
  return phonePattern(minDigits).test(value);
}
