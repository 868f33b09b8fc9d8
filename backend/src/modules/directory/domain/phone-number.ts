/**
 * A school's phone number as a listing shows it: digits with the usual separators ('(702) 555-0100',
 * '+1 702.555.0100 ext 12') and at least ten digits, the area code included. Owners' phone edits go
 * live at once (docs/product.md "Edits and moderation"), so a listing must never show 'call us' or 'abc' as its number.
 */
export const PHONE_PATTERN = /^(?=(?:\D*\d){10})[0-9+(). xXet-]*$/;

export const PHONE_MESSAGE = 'Please enter a valid phone number';
