/**
 * An iCalendar (RFC 5545) file for one event, as mail attachments carry it
 * (`invite.ics`). Plain text, CRLF line ends, long lines folded at 75 octets,
 * text values escaped; times in UTC so every calendar shows them in its own zone. No ORGANIZER: the file
 * only publishes the event (no attendees, no replies expected), and calendar apps offered to reply to the
 * unreachable address it named; the school's name is in the summary and the description.
 */
export interface CalendarEvent {
  /** Stable per event and attendee, so a later update replaces the entry instead of adding one. */
  uid: string;
  title: string;
  start: Date;
  end: Date;
  description?: string;
  location?: string;
  url?: string;
  /** CANCEL removes the entry from calendars that imported it. */
  method?: 'PUBLISH' | 'CANCEL';
  /** Raise it on every change of the same uid. */
  sequence?: number;
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function renderCalendarInvite(event: CalendarEvent, productName: string, now = new Date()): string {
  const method = event.method ?? 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(productName)}//Open houses//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
