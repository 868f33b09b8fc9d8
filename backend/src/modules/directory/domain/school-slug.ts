import { slugBase, slugify, uniqueSlug } from '../../../shared/slug';

/**
 * The public address of a school (docs/product.md "Pages and addresses"): the name lowercased, spaces
 * turned to hyphens, non-word characters removed. Runs of hyphens collapse and
 * edge hyphens go, so "St. Anne's  -  School" becomes "st-annes-school".
 */
export function slugifySchoolName(name: string): string {
  return slugify(name, 'school');
}

/** The slug a name gives before any clash is resolved (what "-2", "-3" suffixes are added to). */
export function schoolSlugBase(name: string): string {
  return slugBase(name, 'school');
}

/**
 * The first free slug for `name`: the plain slug, or on a clash the slug with
 * the smallest numeric suffix not taken ("-2", "-3", …). `taken` holds the
 * slugs already used by OTHER schools that start with the base.
 */
export function uniqueSchoolSlug(name: string, taken: Iterable<string>): string {
  return uniqueSlug(name, taken, 'school');
}
