/** 'March 1, 2027': how billing texts (messages, receipts) name a day. */
export function formatDay(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
