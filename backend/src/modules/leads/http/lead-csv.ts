import type { Lead } from '../domain/lead';
import { isOverdue } from '../domain/lead';
import { describePreferredTimes } from '../domain/lead-form';

export const LEAD_CSV_HEADER = [
  'Received',
  'Type',
  'Status',
  'Closed reason',
  'First name',
  'Last name',
  'Email',
  'Phone',
  "Child's grade",
  'Intended start',
  'Preferred times',
  'Message',
  'Newsletter',
  'Source page',
  'First response',
  'Overdue',
];

/**
 * One CSV field (RFC 4180). A value a spreadsheet would run as a formula
 * (starting with = + - @, tab or CR) gets a leading apostrophe: these values
 * are typed by the public.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export function leadCsvLine(lead: Lead, now: Date): string {
  return csvLine([
    lead.createdAt.toISOString(),
    lead.type,
    lead.status,
    lead.closedReason ?? '',
    lead.parentFirstName,
    lead.parentLastName,
    lead.email,
    lead.phone ?? '',
    lead.childGrade,
    lead.intendedStart,
    describePreferredTimes(lead.preferredTimes),
    lead.message,
    lead.newsletter ? 'yes' : 'no',
    lead.sourcePage ?? '',
    lead.firstRespondedAt?.toISOString() ?? '',
    isOverdue(lead, now) ? 'yes' : 'no',
  ]);
}
