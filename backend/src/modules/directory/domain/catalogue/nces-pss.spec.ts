import { isNcesPssHeader, ncesPssProfile, ncesPssRecord, pssSurveyYear, titleCase } from './nces-pss';

const row = (overrides: Record<string, string> = {}) => ({
  PPIN: 'A1',
  PINST: 'ST. EXAMPLE OF THE VALLEY SCHOOL',
  PADDRS: '1 MAIN ST',
  PCITY: 'NORTH LAS VEGAS',
  PSTABB: 'NV',
  PZIP: '89031',
  PPHONE: '7025550100',
  LOGR2022: '2',
  HIGR2022: '13',
  RELIG: '3',
  ORIENT: '',
  LATITUDE22: '36.25',
  LONGITUDE22: '-115.17',
  ...overrides,
});

describe('NCES PSS mapping', () => {
  it('recognises the survey by its PPIN and PINST columns', () => {
    expect(isNcesPssHeader(['PPIN', 'PINST', 'PCITY'])).toBe(true);
    expect(isNcesPssHeader(['external_id', 'name'])).toBe(false);
  });

  it('maps a valley row to the catalogue layout', () => {
    expect(ncesPssRecord(row())).toEqual({
      record: {
        external_id: 'A1',
        name: 'St. Example of the Valley School',
        address: '1 Main St',
        city: 'North Las Vegas',
        zip_code: '89031',
        phone: '(702) 555-0100',
        grades: 'Pre-K - 8th',
        school_type: 'College Prep',
        religious_affiliation: '',
        latitude: '36.25',
        longitude: '-115.17',
      },
    });
  });

  it.each([
    [{ RELIG: '1', ORIENT: '1' }, 'Faith-Based', 'Catholic'],
    [{ RELIG: '2', ORIENT: '20' }, 'Faith-Based', 'Lutheran'],
    [{ RELIG: '2', ORIENT: '18' }, 'Faith-Based', 'Jewish'],
    [{ RELIG: '2', ORIENT: '99' }, 'Faith-Based', ''],
    // 29 is "Other" religious orientation: not necessarily Christian, so no affiliation is claimed.
    [{ RELIG: '2', ORIENT: '29' }, 'Faith-Based', ''],
    [{ RELIG: '3', ORIENT: '30' }, 'College Prep', ''],
    [{ RELIG: '3', PINST: 'DESERT MONTESSORI' }, 'Montessori', ''],
  ])('RELIG/ORIENT %j → %s, %s', (overrides, type, affiliation) => {
    const mapped = ncesPssRecord(row(overrides));
    expect('record' in mapped && [mapped.record.school_type, mapped.record.religious_affiliation]).toEqual([
      type,
      affiliation,
    ]);
  });

  it.each([
    ['3', '17', 'K - 12th'],
    ['14', '17', '9th - 12th'],
    ['6', '6', '1st'],
    ['1', '1', 'Ungraded'],
    ['42', '17', ''],
  ])('grade codes %s–%s → "%s"', (low, high, grades) => {
    const mapped = ncesPssRecord(row({ LOGR2022: low, HIGR2022: high }));
    expect('record' in mapped && mapped.record.grades).toBe(grades);
  });

  it('skips rows outside the valley; a valley ZIP without a usable pin is kept without one', () => {
    expect(ncesPssRecord(row({ PCITY: 'RENO', PZIP: '89501', LATITUDE22: '39.5', LONGITUDE22: '-119.8' }))).toEqual({
      skipped: 'outside the Las Vegas valley (RENO, NV, 89501)',
    });
    expect(ncesPssRecord(row({ PSTABB: 'AZ' }))).toHaveProperty('skipped');
    const unpinned = ncesPssRecord(row({ LATITUDE22: '', LONGITUDE22: '' }));
    expect('record' in unpinned && [unpinned.record.latitude, unpinned.record.longitude]).toEqual(['', '']);
  });

  it('lists the physical location (PL_ADD…) when the mailing address (PADDRS…) is elsewhere', () => {
    const poBox = { PADDRS: 'PO BOX 55973', PCITY: 'LAS VEGAS', PZIP: '89101' };
    const mapped = ncesPssRecord(
      row({ ...poBox, PL_ADD: '500 40TH ST S', PL_CIT: 'HENDERSON', PL_STABB: 'NV', PL_ZIP: '89014' }),
    );
    expect('record' in mapped && [mapped.record.address, mapped.record.city, mapped.record.zip_code]).toEqual([
      '500 40th St S',
      'Henderson',
      '89014',
    ]);
    // A school in Reno with a Las Vegas mailing address is not a valley school.
    const reno = {
      PL_ADD: '1 LAKE ST',
      PL_CIT: 'RENO',
      PL_STABB: 'NV',
      PL_ZIP: '89501',
      LATITUDE22: '',
      LONGITUDE22: '',
    };
    expect(ncesPssRecord(row({ ...poBox, ...reno }))).toEqual({
      skipped: 'outside the Las Vegas valley (RENO, NV, 89501)',
    });
    // Without a physical location the mailing address is all there is.
    const plain = ncesPssRecord(row({ PL_ADD: '', PL_CIT: '', PL_STABB: '', PL_ZIP: '' }));
    expect('record' in plain && plain.record.address).toBe('1 Main St');
  });

  it('title-cases the survey’s capitals', () => {
    expect(titleCase("O'MALLEY-SMITH ACADEMY AND SCHOOL")).toBe("O'malley-Smith Academy and School");
    expect(titleCase('J.O.Y. ACADEMY')).toBe('J.O.Y. Academy');
  });
});

describe('NCES PSS survey figures', () => {
  it('reads the survey year from the columns’ year suffix', () => {
    expect(pssSurveyYear(['PPIN', 'PINST', 'LATITUDE22'])).toBe('2021-22');
    expect(pssSurveyYear(['PPIN', 'PINST', 'LOGR2020'])).toBe('2019-20');
    expect(pssSurveyYear(['PPIN', 'PINST', 'LATITUDE'])).toBeNull();
  });

  it('keeps enrollment, FTE teachers, the ratio and the make-up, with the survey year', () => {
    const figures = {
      NUMSTUDS: '386',
      NUMTEACH: '24.5',
      STTCH_RT: '15.76',
      P_INDIAN: '0.5',
      P_ASIAN: '12.2',
      P_HISP: '31.09',
      P_BLACK: '9.8',
      P_WHITE: '38.1',
      P_PACIFIC: '1.3',
      P_TR: '7',
    };
    expect(ncesPssProfile(row(figures), '2021-22')).toEqual({
      surveyYear: '2021-22',
      enrollment: 386,
      teachersFte: 24.5,
      studentTeacherRatio: 15.8,
      raceEthnicity: {
        americanIndianOrAlaskaNative: 0.5,
        asian: 12.2,
        hispanicOrLatino: 31.1,
        black: 9.8,
        white: 38.1,
        nativeHawaiianOrPacificIslander: 1.3,
        twoOrMoreRaces: 7,
      },
    });
  });

  it('computes a missing ratio, drops "not applicable" figures, and keeps nothing without any', () => {
    expect(ncesPssProfile(row({ NUMSTUDS: '100', NUMTEACH: '8' }), '2021-22')).toMatchObject({
      enrollment: 100,
      teachersFte: 8,
      studentTeacherRatio: 12.5,
      raceEthnicity: null,
    });
    expect(ncesPssProfile(row({ NUMSTUDS: '-1', NUMTEACH: '' }), '2021-22')).toBeNull();
    expect(ncesPssProfile(row({ NUMSTUDS: '100' }), null)).toBeNull();
  });
});
