/**
 * The twelve school types of docs/product.md "The lists". The one list behind the directory's
 * type filter, the owners' and admins' forms and the API contract's
 * `SchoolType` enum (the frontend reads it from the generated types), so a
 * school can never be saved under a type no filter offers.
 */
export const SCHOOL_TYPES = [
  'Faith-Based',
  'Montessori',
  'College Prep',
  'Classical',
  'Language Immersion',
  'Special Needs',
  'All Boys',
  'All Girls',
  'Boarding',
  'Inquiry-Based',
  'STEM Focus',
  'Arts Focus',
] as const;

export type SchoolType = (typeof SCHOOL_TYPES)[number];

export function isSchoolType(value: unknown): value is SchoolType {
  return typeof value === 'string' && (SCHOOL_TYPES as readonly string[]).includes(value);
}

export const SCHOOL_TYPE_MESSAGE = `School type must be one of: ${SCHOOL_TYPES.join(', ')}`;
