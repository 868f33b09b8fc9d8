/**
 * A school's phone number as a listing shows it: the one phone rule (shared/phone) with at least ten
 * digits, the area code included. Owners' phone edits go live at once (docs/product.md "Edits and moderation"), so a listing must
 * never show 'call us' or 'abc' as its number.
 */
export const SCHOOL_PHONE_MIN_DIGITS = 10;
