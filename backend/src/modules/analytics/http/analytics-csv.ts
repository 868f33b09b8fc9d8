import type { SchoolDay } from '../infrastructure/analytics-reads';

export const DAILY_CSV_HEADER = [
  'Date',
  'Impressions',
  'Profile views',
  'Clicks',
  'Leads',
  'Shortlist adds',
  'Compare adds',
];

/** The daily figures as CSV (BOM first, CRLF lines); every value is a date or a number, so nothing needs quoting. */
export function dailyCsv(days: SchoolDay[]): string {
  const lines = [
    DAILY_CSV_HEADER.join(','),
    ...days.map((day) =>
      [day.day, day.impressions, day.profileViews, day.clicks, day.leads, day.shortlistAdds, day.compareAdds].join(','),
    ),
  ];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
