import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../domain/catalogue/csv';
import { readCatalogueRecord, CATALOGUE_COLUMNS, type CatalogueRecord } from '../domain/catalogue/catalogue-row';
import { REAL_DEMO_SCHOOLS } from './demo-schools';
import { SOURCED_CATALOGUE_PATH, UNCONFIRMED_SCHOOLS, sourcedCatalogueCsv } from './sourced-catalogue';

const committed = readFileSync(join(__dirname, '..', '..', '..', '..', SOURCED_CATALOGUE_PATH), 'utf8');

describe('the production-safe catalogue (backend/catalogue/las-vegas-valley-schools.csv)', () => {
  it('is the sourced facts of the seed’s real schools, up to date (regenerate: npm run catalogue:sourced -w backend)', () => {
    expect(committed).toBe(sourcedCatalogueCsv());
  });

  const [header, ...rows] = parseCsv(committed);
  const records = rows.map(
    ({ cells }) => Object.fromEntries(header.cells.map((name, index) => [name, cells[index]])) as CatalogueRecord,
  );

  it('every row is accepted by the import, and only real schools with confirmed facts are in it', () => {
    expect(header.cells).toEqual([...CATALOGUE_COLUMNS]);
    const realNames = new Set(REAL_DEMO_SCHOOLS.map((school) => school.name));
    expect(records.length).toBe(REAL_DEMO_SCHOOLS.length - UNCONFIRMED_SCHOOLS.size);
    for (const record of records) {
      expect({ name: record.name, problems: readCatalogueRecord(record).problems }).toEqual({
        name: record.name,
        problems: [],
      });
      expect(realNames.has(record.name!)).toBe(true);
      expect(UNCONFIRMED_SCHOOLS.has(record.name!)).toBe(false);
    }
  });

  it('carries no invented or demonstration value: no placeholder phone, e-mail, tuition, features, description', () => {
    for (const record of records) {
      expect({
        name: record.name,
        phone: /555-01\d\d/.test(record.phone ?? ''),
        email: record.email,
        tuition: `${record.tuition_min}${record.tuition_max}`,
        features: record.features,
        description: record.description,
        neighborhood: record.neighborhood,
        example: /^Example /.test(record.name ?? '') || /\.example\b/.test(record.website ?? ''),
      }).toEqual({
        name: record.name,
        phone: false,
        email: '',
        tuition: '',
        features: '',
        description: '',
        neighborhood: '',
        example: false,
      });
    }
  });
});
