import { isInValley, valleyMessage } from '../las-vegas-valley';
import { PHONE_MESSAGE, isPhoneNumber } from '../../../../shared/phone';
import { SCHOOL_PHONE_MIN_DIGITS } from '../phone-number';
import { isSchoolType, SCHOOL_TYPE_MESSAGE } from '../school-type';

/**
 * The catalogue's CSV layout (docs/catalogue-import.md): what the admin export
 * writes and the import reads back. Only facts about the school; media, social
 * links, premium status and owners are never part of a catalogue.
 */
export const CATALOGUE_COLUMNS = [
  'external_id',
  'slug',
  'name',
  'address',
  'city',
  'zip_code',
  'phone',
  'email',
  'website',
  'grades',
  'school_type',
  'religious_affiliation',
  'latitude',
  'longitude',
  'tuition_min',
  'tuition_max',
  'neighborhood',
  'features',
  'description',
  'is_active',
] as const;

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export type CatalogueRecord = Partial<Record<CatalogueColumn, string>>;

/** The columns a row must fill. */
export const REQUIRED_COLUMNS: readonly CatalogueColumn[] = [
  'name',
  'address',
  'city',
  'zip_code',
  'grades',
  'school_type',
];

/** The school fields an import writes (the catalogue's facts), by their names on School. */
export interface CatalogueFacts {
  name: string;
  address: string;
  city: string;
  zipCode: string;
  phone?: string;
  email?: string;
  website?: string;
  grades: string;
  schoolType: string;
  religiousAffiliation?: string;
  latitude?: number;
  longitude?: number;
  tuitionMin?: number;
  tuitionMax?: number;
  features?: string[];
  description?: string;
  isActive?: boolean;
}

export type CatalogueField = keyof CatalogueFacts;

/** One row read and checked: the facts it sets (an empty cell sets nothing) and how it is matched. */
export interface CatalogueEntry {
  externalId: string | null;
  slug: string | null;
  neighborhood: string | null;
  facts: CatalogueFacts;
}

const EXTERNAL_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ZIP = /^\d{5}(-\d{4})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FEATURE_SEPARATOR = ';';
const MAX_LENGTH: Partial<Record<CatalogueColumn, number>> = {
  name: 255,
  city: 100,
  phone: 20,
  email: 255,
  website: 2000,
  religious_affiliation: 100,
  grades: 100,
  address: 500,
  description: 5000,
  neighborhood: 100,
};

function wholeDollars(text: string, label: string, problems: string[]): number | undefined {
  if (!/^\d{1,7}$/.test(text.replace(/[$,]/g, ''))) {
    problems.push(`${label} must be a whole number of dollars (0 to 9999999), not "${text}"`);
    return undefined;
  }
  return Number(text.replace(/[$,]/g, ''));
}

function coordinate(text: string, which: 'latitude' | 'longitude', problems: string[]): number | undefined {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) {
    problems.push(`${which === 'latitude' ? 'Latitude' : 'Longitude'} must be a number, not "${text}"`);
    return undefined;
  }
  if (!isInValley(which, value)) {
    problems.push(valleyMessage(which));
    return undefined;
  }
  return value;
}

const TRUE = ['true', 'yes', '1', 'live', 'active'];
const FALSE = ['false', 'no', '0', 'draft', 'inactive'];

/**
 * Reads one catalogue row with the same rules as the owner's and admin's forms
 * (required facts, ZIP, e-mail, web address, school type, tuition range, a map
 * pin inside the valley). Returns every problem of the row, not just the first.
 */
export function readCatalogueRecord(record: CatalogueRecord): { entry: CatalogueEntry | null; problems: string[] } {
  const problems: string[] = [];
  const cell = (column: CatalogueColumn) => (record[column] ?? '').trim();
  for (const column of REQUIRED_COLUMNS) {
    if (!cell(column)) problems.push(`${column} is required`);
  }
  for (const [column, max] of Object.entries(MAX_LENGTH) as [CatalogueColumn, number][]) {
    if (cell(column).length > max) problems.push(`${column} must be at most ${max} characters`);
  }
  const externalId = cell('external_id') || null;
  if (externalId && !EXTERNAL_ID.test(externalId)) {
    problems.push('external_id must be 1 to 64 letters, digits or . _ : - (no spaces)');
  }
  const slug = cell('slug').toLowerCase() || null;
  if (slug && !SLUG.test(slug)) problems.push('slug must be lowercase letters and digits joined by single hyphens');
  const zipCode = cell('zip_code');
  if (zipCode && !ZIP.test(zipCode)) problems.push(`Please enter a valid ZIP code ("${zipCode}")`);
  const phone = cell('phone');
  if (phone && !isPhoneNumber(phone, SCHOOL_PHONE_MIN_DIGITS)) problems.push(`${PHONE_MESSAGE} ("${phone}")`);
  const email = cell('email');
  if (email && !EMAIL.test(email)) problems.push(`Please enter a valid email address ("${email}")`);
  let website = cell('website');
  if (website && !/^https?:\/\//i.test(website)) website = `https://${website}`;
  if (website) {
    try {
      const url = new URL(website);
      if (!url.hostname.includes('.')) throw new Error('no host');
    } catch {
      problems.push(`Please enter a valid web address ("${cell('website')}")`);
    }
  }
  const schoolType = cell('school_type');
  if (schoolType && !isSchoolType(schoolType)) problems.push(SCHOOL_TYPE_MESSAGE);

  const facts: CatalogueFacts = {
    name: cell('name').replace(/\s+/g, ' '),
    address: cell('address'),
    city: cell('city'),
    zipCode,
    grades: cell('grades'),
    schoolType,
  };
  if (phone) facts.phone = phone;
  if (email) facts.email = email;
  if (website) facts.website = website;
  if (cell('religious_affiliation')) facts.religiousAffiliation = cell('religious_affiliation');
  if (cell('description')) facts.description = cell('description');
  if (cell('features')) {
    facts.features = cell('features')
      .split(FEATURE_SEPARATOR)
      .map((feature) => feature.trim())
      .filter(Boolean);
  }
  const latitude = cell('latitude');
  const longitude = cell('longitude');
  if (Boolean(latitude) !== Boolean(longitude))
    problems.push('latitude and longitude go together: give both or neither');
  else if (latitude) {
    facts.latitude = coordinate(latitude, 'latitude', problems);
    facts.longitude = coordinate(longitude, 'longitude', problems);
  }
  if (cell('tuition_min')) facts.tuitionMin = wholeDollars(cell('tuition_min'), 'tuition_min', problems);
  if (cell('tuition_max')) facts.tuitionMax = wholeDollars(cell('tuition_max'), 'tuition_max', problems);
  if (facts.tuitionMin !== undefined && facts.tuitionMax !== undefined && facts.tuitionMin > facts.tuitionMax) {
    problems.push('Minimum tuition cannot be greater than maximum tuition');
  }
  const active = cell('is_active').toLowerCase();
  if (active) {
    if (TRUE.includes(active)) facts.isActive = true;
    else if (FALSE.includes(active)) facts.isActive = false;
    else problems.push(`is_active must be true or false, not "${cell('is_active')}"`);
  }
  if (problems.length) return { entry: null, problems };
  return { entry: { externalId, slug, neighborhood: cell('neighborhood') || null, facts }, problems };
}

/** The fields a row sets, in column order (what "updated" lists). */
export function factFields(facts: CatalogueFacts): CatalogueField[] {
  return (Object.keys(facts) as CatalogueField[]).filter((field) => facts[field] !== undefined);
}

/** A school as a catalogue row (the export); the import reads it back to the same facts. */
export function toCatalogueRecord(school: {
  externalId: string | null;
  slug: string;
  name: string;
  address: string;
  city: string;
  zipCode: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  grades: string;
  schoolType: string;
  religiousAffiliation: string | null;
  latitude: number | string | null;
  longitude: number | string | null;
  tuitionMin: number | null;
  tuitionMax: number | null;
  features: string[];
  description: string | null;
  isActive: boolean;
  neighborhood: string | null;
}): string[] {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const values: Record<CatalogueColumn, string> = {
    external_id: text(school.externalId),
    slug: school.slug,
    name: school.name,
    address: school.address,
    city: school.city,
    zip_code: school.zipCode,
    phone: text(school.phone),
    email: text(school.email),
    website: text(school.website),
    grades: school.grades,
    school_type: school.schoolType,
    religious_affiliation: text(school.religiousAffiliation),
    latitude: school.latitude === null ? '' : String(Number(school.latitude)),
    longitude: school.longitude === null ? '' : String(Number(school.longitude)),
    tuition_min: text(school.tuitionMin),
    tuition_max: text(school.tuitionMax),
    neighborhood: text(school.neighborhood),
    features: (school.features ?? []).join(`${FEATURE_SEPARATOR} `),
    description: text(school.description),
    is_active: school.isActive ? 'true' : 'false',
  };
  return CATALOGUE_COLUMNS.map((column) => values[column]);
}
