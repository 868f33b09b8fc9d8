import { escapeIcsText, foldIcsLine, renderCalendarInvite } from './calendar-invite';

describe('calendar invite (.ics)', () => {
  it('escapes text values and folds long lines at 75 octets', () => {
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldIcsLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });

  it('writes one VEVENT in UTC with CRLF line ends', () => {
    const ics = renderCalendarInvite(
      {
        uid: 'x@y',
        title: 'Open house',
        start: new Date('2026-12-12T18:00:00Z'),
        end: new Date('2026-12-12T19:00:00Z'),
        location: 'Campus',
      },
      'VPS',
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//VPS//Open houses//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:x@y',
      'SEQUENCE:0',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261212T180000Z',
      'DTEND:20261212T190000Z',
      'SUMMARY:Open house',
      'LOCATION:Campus',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
