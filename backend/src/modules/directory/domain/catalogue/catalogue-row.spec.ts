import { readCatalogueRecord, toCatalogueRecord, CATALOGUE_COLUMNS } from './catalogue-row';

const valid = {
  name: 'Sample School',
  address: '1 Main St',
  city: 'Las Vegas',
  zip_code: '89101',
  grades: 'K-5',
  school_type: 'Classical',
};

describe('catalogue rows', () => {
  it('reads a row into school facts; empty cells set nothing', () => {
    const { entry, problems } = readCatalogueRecord({
      ...valid,
      website: 'sample.example',
      tuition_min: '$9,000',
      features: 'Latin; Choir ;',
      is_active: 'no',
    });
    expect(problems).toEqual([]);
    expect(entry).toEqual({
      externalId: null,
      slug: null,
      neighborhood: null,
      facts: {
        ...{ name: 'Sample School', address: '1 Main St', city: 'Las Vegas', zipCode: '89101', grades: 'K-5' },
        schoolType: 'Classical',
        website: 'https://sample.example',
        tuitionMin: 9000,
        features: ['Latin', 'Choir'],
        isActive: false,
      },
    });
  });

  it('lists every problem of a row', () => {
    const { entry, problems } = readCatalogueRecord({
      name: '',
      address: 'x',
      city: 'x',
      zip_code: 'abc',
      phone: 'call us',
      grades: 'K',
      school_type: 'Space',
      latitude: '36.1',
      tuition_min: 'lots',
      external_id: 'has space',
      slug: 'Bad Slug',
    });
    expect(entry).toBeNull();
    expect(problems).toEqual([
      'name is required',
      'external_id must be 1 to 64 letters, digits or . _ : - (no spaces)',
      'slug must be lowercase letters and digits joined by single hyphens',
      'Please enter a valid ZIP code ("abc")',
      'Please enter a valid phone number ("call us")',
      expect.stringContaining('School type must be one of'),
      'latitude and longitude go together: give both or neither',
      'tuition_min must be a whole number of dollars (0 to 9999999), not "lots"',
    ]);
  });

  it('writes a school in column order, which reads back to the same facts', () => {
    const cells = toCatalogueRecord({
      externalId: 'X1',
      slug: 'sample-school',
      name: 'Sample School',
      address: '1 Main St',
      city: 'Las Vegas',
      zipCode: '89101',
      phone: null,
      email: null,
      website: 'https://sample.example',
      grades: 'K-5',
      schoolType: 'Classical',
      religiousAffiliation: null,
      latitude: '36.10000000',
      longitude: -115.2,
      tuitionMin: 9000,
      tuitionMax: null,
      features: ['Latin', 'Choir'],
      description: null,
      isActive: true,
      neighborhood: 'Summerlin',
    });
    const record = Object.fromEntries(CATALOGUE_COLUMNS.map((column, index) => [column, cells[index]]));
    expect(record).toMatchObject({
      latitude: '36.1',
      longitude: '-115.2',
      features: 'Latin; Choir',
      is_active: 'true',
    });
    expect(readCatalogueRecord(record).entry).toMatchObject({
      externalId: 'X1',
      slug: 'sample-school',
      neighborhood: 'Summerlin',
      facts: { latitude: 36.1, features: ['Latin', 'Choir'], tuitionMin: 9000 },
    });
  });
});
