import { CATALOGUE_COLUMNS, type CatalogueRecord } from '../domain/catalogue/catalogue-row';
import { toCsv } from '../domain/catalogue/csv';
import { slugifySchoolName } from '../domain/school-slug';
import type { DemoSchool } from './demo-school';
import { REAL_DEMO_SCHOOLS } from './demo-schools';

/** Where the production-safe catalogue lives in the repository (and in the image: backend/catalogue/). */
export const SOURCED_CATALOGUE_PATH = 'catalogue/las-vegas-valley-schools.csv';

/**
 * Real schools left out of the production catalogue because a fact the import
 * needs (street address, ZIP code, grades, even the city) is only a plausible
 * value in the seed (docs/seed-data.md marks them _approx._ or _plausible_).
 * The NCES file, or an admin by hand, can add them with confirmed facts.
 */
export const UNCONFIRMED_SCHOOLS: ReadonlyMap<string, string> = new Map([
  ['Mountain View Lutheran School', 'address approximate'],
  ['Redeemer Lutheran School', 'address approximate'],
  ['Achievement Academy', 'grades plausible'],
  ['International Christian Academy', 'grades plausible'],
  ['Shenker Academy', 'address approximate'],
  ['Challenger School – Desert Hills', 'city, address and coordinates plausible'],
  ['Temple Beth Sholom Mallin Early Childhood Education Center', 'address approximate'],
  ['Calvary Chapel Green Valley Christian Academy', 'grades plausible'],
  ['University Baptist Academy', 'grades plausible'],
  ['Trinity International School', 'address plausible'],
  ['Cornerstone Christian Academy', 'address plausible'],
  ['American Heritage Academy', 'address, grades and type plausible'],
  ['J.O.Y. Academy of Southern Nevada', 'address, grades and type plausible'],
]);

/**
 * The sourced facts of one real school as a catalogue row: name, address, city,
 * ZIP, the phone and website a source shows, grades, type, affiliation and the
 * map pin. Nothing plausible (tuition, features, description), no neighborhood
 * (the demo neighborhoods are not in a production database) and no external id
 * (rows match by slug, so a later NCES import can give each school its PPIN).
 */
export function sourcedCatalogueRecord(school: DemoSchool): CatalogueRecord {
  return {
    slug: slugifySchoolName(school.name),
    name: school.name,
    address: school.address,
    city: school.city,
    zip_code: school.zipCode,
    phone: school.phone && !/555-01\d\d/.test(school.phone) ? school.phone : '',
    website: school.website ?? '',
    grades: school.grades,
    school_type: school.schoolType,
    religious_affiliation: school.religiousAffiliation ?? '',
    latitude: String(school.latitude),
    longitude: String(school.longitude),
    is_active: 'true',
  };
}

/** The production-safe catalogue as CSV text (what SOURCED_CATALOGUE_PATH holds). */
export function sourcedCatalogueCsv(): string {
  const schools = REAL_DEMO_SCHOOLS.filter((school) => !UNCONFIRMED_SCHOOLS.has(school.name));
  const rows = schools.map((school) => {
    const record = sourcedCatalogueRecord(school);
    return CATALOGUE_COLUMNS.map((column) => record[column] ?? '');
  });
  return toCsv([CATALOGUE_COLUMNS, ...rows]);
}
