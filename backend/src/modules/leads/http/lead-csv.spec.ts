import { Lead } from '../domain/lead';
import { csvField, csvLine, leadCsvLine } from './lead-csv';

describe('lead CSV', () => {
  it('quotes fields with commas, quotes or line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+1 702 555 0100')).toBe("'+1 702 555 0100");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes one lead per line: Las Vegas times a spreadsheet reads as dates, the inbox labels, the notes', () => {
    const lead = Lead.submit(
      {
        schoolId: 7,
        type: 'tour',
        parentFirstName: 'Maria',
        parentLastName: 'Lopez',
        email: 'maria@example.com',
        phone: '702-555-0100',
        childGrade: 'Kindergarten',
        intendedStart: '2026-2027',
        message: 'We would love to visit.',
        preferredTimes: [{ date: '2026-12-08', period: 'morning' }],
        newsletter: true,
        sourcePage: '/schools/desert-oak',
        idempotencyKey: 'k',
      },
      new Date('2026-11-20T10:00:00Z'),
      null,
    );
    lead.changeStatus('closed', 'not_a_fit', { userId: 'u1', name: 'Olivia Owens' }, new Date('2026-11-21T17:05:00Z'));
    const notes = [
      { actorName: 'Olivia Owens', text: 'Called back', createdAt: new Date('2026-11-21T17:00:00Z') },
      { actorName: 'Olivia Owens', text: null, createdAt: new Date('2026-11-21T17:01:00Z') },
      { actorName: 'Sam Staff', text: 'Not our grades', createdAt: new Date('2026-11-21T17:04:00Z') },
    ];
    expect(leadCsvLine(lead, notes, new Date('2026-11-23T10:00:00Z'))).toBe(
      '2026-11-20 02:00,Tour,Closed,Not a fit,Maria,Lopez,maria@example.com,702-555-0100,Kindergarten,2026-2027,' +
        '"Tue, Dec 8, 2026 (morning)",We would love to visit.,Yes,/schools/desert-oak,2026-11-21 09:05,No,' +
        '"2026-11-21 09:00 Olivia Owens: Called back\n2026-11-21 09:04 Sam Staff: Not our grades"\r\n',
    );
  });

  it("leaves out what an RSVP's form never asked: intended start, newsletter, the page it came from", () => {
    const rsvp = Lead.submit(
      {
        schoolId: 7,
        type: 'open_house',
        parentFirstName: 'Ana',
        parentLastName: 'First',
        email: 'ana@example.com',
        childGrade: 'Kindergarten',
        intendedStart: null,
        message: 'RSVP for the open house, party of 2.',
        newsletter: false,
        sourcePage: null,
        idempotencyKey: 'r',
      },
      new Date('2026-07-04T19:00:00Z'),
      null,
    );
    // July: Las Vegas is on daylight time (UTC-7).
    expect(leadCsvLine(rsvp, [], new Date('2026-07-04T20:00:00Z'))).toBe(
      '2026-07-04 12:00,Open house RSVP,New,,Ana,First,ana@example.com,,Kindergarten,,,' +
        '"RSVP for the open house, party of 2.",,,,No,\r\n',
    );
  });
});
