import type { Lead } from '../domain/lead';
import { isOverdue } from '../domain/lead';
import { describePreferredTimes, SCHOOL_TIME_ZONE } from '../domain/lead-form';
import { CLOSED_REASON_LABELS, LEAD_STATUS_LABELS, LEAD_TYPE_LABELS } from '../domain/lead-labels';
import type { ClosedReason, LeadStatus, LeadType } from '../domain/lead-status';

// Typed here so a value added to the vocabulary without a label fails to compile.
const TYPES: Record<LeadType, string> = LEAD_TYPE_LABELS;
const STATUSES: Record<LeadStatus, string> = LEAD_STATUS_LABELS;
const REASONS: Record<ClosedReason, string> = CLOSED_REASON_LABELS;

export const LEAD_CSV_HEADER = [
  'Received (Las Vegas time)',
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
  'Sent from',
  'First response (Las Vegas time)',
  'Overdue',
  'Notes',
];

/** A note of the school's on a lead, as the export lists it. */
export interface LeadCsvNote {
  actorName: string;
  text: string | null;
  createdAt: Date;
}

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

const LOCAL_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * '2026-11-20 02:00': the school's local time in the one form Excel, Numbers
 * and Google Sheets all read as a date and time (an ISO 'T…Z' stays text, and in UTC).
 */
export function csvLocalTime(at: Date): string {
  const part = Object.fromEntries(LOCAL_TIME.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** What the family sent and where the school stands, under the inbox's names; an RSVP asked no start or newsletter. */
export function leadCsvLine(lead: Lead, notes: readonly LeadCsvNote[], now: Date): string {
  const rsvp = lead.type === 'open_house';
  return csvLine([
    csvLocalTime(lead.createdAt),
    TYPES[lead.type],
    STATUSES[lead.status],
    lead.closedReason ? REASONS[lead.closedReason] : '',
    lead.parentFirstName,
    lead.parentLastName,
    lead.email,
    lead.phone ?? '',
    lead.childGrade,
    lead.intendedStart ?? '',
    describePreferredTimes(lead.preferredTimes),
    lead.message,
    rsvp ? '' : lead.newsletter ? 'Yes' : 'No',
    lead.sourcePage ?? '',
    lead.firstRespondedAt ? csvLocalTime(lead.firstRespondedAt) : '',
    isOverdue(lead, now) ? 'Yes' : 'No',
    notes
      .filter((note) => note.text)
      .map((note) => `${csvLocalTime(note.createdAt)} ${note.actorName}: ${note.text}`)
      .join('\n'),
  ]);
}
