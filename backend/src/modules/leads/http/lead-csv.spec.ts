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

  it('writes one lead per line with its times and flags', () => {
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
    expect(leadCsvLine(lead, new Date('2026-11-23T10:00:00Z'))).toBe(
      '2026-11-20T10:00:00.000Z,tour,new,,Maria,Lopez,maria@example.com,702-555-0100,Kindergarten,2026-2027,' +
        '"Tue, Dec 8, 2026 (morning)",We would love to visit.,yes,/schools/desert-oak,,yes\r\n',
    );
  });
});
