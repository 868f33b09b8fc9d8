import {
  STALE_NOTE,
  factProvenance,
  groupProvenance,
  recordFactSources,
  schoolYearStart,
  surveyYearFromSuffix,
} from './fact-provenance';

const NOW = new Date('2026-12-02T18:00:00Z');

describe('fact provenance', () => {
  it('names the school, the team or the survey', () => {
    expect(factProvenance({ source: 'school', at: '2026-11-03' }, null, NOW)).toEqual({
      source: 'school',
      label: 'From the school, Nov 3, 2026',
      date: '2026-11-03',
      stale: false,
    });
    expect(factProvenance({ source: 'team', at: '2026-01-15' }, null, NOW)?.label).toBe('Directory team, Jan 15, 2026');
    expect(factProvenance({ source: 'nces', at: '2026-12-01', surveyYear: '2021-22' }, null, NOW)).toEqual({
      source: 'nces',
      label: 'NCES Private School Survey 2021-22',
      date: '2021-07-01',
      stale: true,
    });
    expect(factProvenance(undefined, null, NOW)).toBeNull();
  });

  it('calls a fact stale when its school year is more than two school years back (1 July)', () => {
    // Now is school year 2026-27: 2024-25 is two back, still fine; 2023-24 is older.
    expect(factProvenance({ source: 'school', at: '2024-07-01' }, null, NOW)?.stale).toBe(false);
    expect(factProvenance({ source: 'school', at: '2024-06-30' }, null, NOW)?.stale).toBe(true);
    expect(factProvenance({ source: 'nces', at: '2026-12-01', surveyYear: '2024-25' }, null, NOW)?.stale).toBe(false);
    expect(factProvenance({ source: 'nces', at: '2026-12-01', surveyYear: '2023-24' }, null, NOW)?.stale).toBe(true);
    // The school year turns on 1 July, Las Vegas time (07:00 UTC).
    const fact = { source: 'team' as const, at: '2024-06-30' };
    expect(factProvenance({ ...fact, at: '2023-07-01' }, null, new Date('2026-07-01T06:59:00Z'))?.stale).toBe(false);
    expect(factProvenance({ ...fact, at: '2023-07-01' }, null, new Date('2026-07-01T07:00:00Z'))?.stale).toBe(true);
    expect(STALE_NOTE).toBe('Reported over two years ago: check with the school');
  });

  it("a newer confirmation of the listing makes a fact the school's, of that date; never an NCES one", () => {
    const confirmed = new Date('2026-11-20T20:00:00Z');
    expect(factProvenance({ source: 'team', at: '2022-03-01' }, confirmed, NOW)).toEqual({
      source: 'school',
      label: 'From the school, Nov 20, 2026',
      date: '2026-11-20',
      stale: false,
    });
    expect(factProvenance({ source: 'school', at: '2026-11-25' }, confirmed, NOW)?.label).toBe(
      'From the school, Nov 25, 2026',
    );
    expect(factProvenance({ source: 'nces', at: '2026-11-01', surveyYear: '2021-22' }, confirmed, NOW)?.label).toBe(
      'NCES Private School Survey 2021-22',
    );
    // The same day as a team's edit: the school vouched for the listing as it was that day.
    expect(factProvenance({ source: 'team', at: '2026-11-20' }, confirmed, NOW)?.label).toBe(
      'From the school, Nov 20, 2026',
    );
  });

  it('a group shows its newest fact', () => {
    const sources = {
      phone: { source: 'school' as const, at: '2026-11-03' },
      email: { source: 'team' as const, at: '2025-02-01' },
    };
    expect(groupProvenance(sources, ['email', 'phone', 'website'], null, NOW)?.label).toBe(
      'From the school, Nov 3, 2026',
    );
    expect(groupProvenance(sources, ['website'], null, NOW)).toBeNull();
  });

  it('reads school years and survey years', () => {
    expect(schoolYearStart('2026-06-30')).toBe(2025);
    expect(schoolYearStart('2026-07-01')).toBe(2026);
    expect(surveyYearFromSuffix('22')).toBe('2021-22');
    expect(surveyYearFromSuffix('2020')).toBe('2019-20');
    expect(surveyYearFromSuffix('2000')).toBe('1999-00');
    expect(surveyYearFromSuffix('x')).toBeNull();
  });

  it('records written fields on the Las Vegas date', () => {
    // 03:00 UTC on 3 Nov is still 2 Nov in Las Vegas.
    expect(recordFactSources({}, ['phone'], 'school', new Date('2026-11-03T03:00:00Z'))).toEqual({
      phone: { source: 'school', at: '2026-11-02' },
    });
    expect(recordFactSources(null, ['name'], 'nces', NOW, '2021-22')).toEqual({
      name: { source: 'nces', at: '2026-12-02', surveyYear: '2021-22' },
    });
  });
});
