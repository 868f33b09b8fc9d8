import type { SchoolType } from '@/shared/api';

/**
 * The school types of docs/product.md "The lists" as the API contract names them (`SchoolType`,
 * generated from the backend's directory list). Keyed by the contract's type,
 * so a type added to or removed from the server's list fails the type check
 * here. Key order is the filters' and the forms' order.
 */
const LISTED: Record<SchoolType, true> = {
  'Faith-Based': true,
  Montessori: true,
  'College Prep': true,
  Classical: true,
  'Language Immersion': true,
  'Special Needs': true,
  'All Boys': true,
  'All Girls': true,
  Boarding: true,
  'Inquiry-Based': true,
  'STEM Focus': true,
  'Arts Focus': true,
};

export const SCHOOL_TYPES = Object.keys(LISTED) as readonly SchoolType[];

export function isSchoolType(value: unknown): value is SchoolType {
  return typeof value === 'string' && Object.hasOwn(LISTED, value);
}

/** Sent verbatim as `grades`; the server reads each as a grade span. */
export const GRADE_LEVELS = [
  'Pre-K',
  'Kindergarten',
  'Elementary (K-5)',
  'Middle School (6-8)',
  'High School (9-12)',
  '1st - 5th',
  '6th - 8th',
  '9th - 12th',
] as const;

/**
 * The directory's grade choices (issue 35): one list whose levels do not overlap, from Pre-K to 12th, so
 * ticking one never also means another ('Elementary (K-5)' and '1st - 5th' were two boxes for mostly the
 * same grades). Any grade text still works in a link (the server parses its span).
 */
export const GRADE_BANDS = [
  'Pre-K',
  'Kindergarten',
  'Elementary (1st - 5th)',
  'Middle School (6th - 8th)',
  'High School (9th - 12th)',
] as const;

/**
 * The longest free-text place a directory search takes (`location`): the server refuses a longer one
 * with 'location must be at most 200 characters', so the search boxes take no more.
 */
export const LOCATION_MAX_LENGTH = 200;
