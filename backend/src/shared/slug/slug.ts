/**
 * A public address segment made from a name: lowercased, spaces turned to
 * hyphens, non-word characters removed. Runs of hyphens collapse and edge
 * hyphens go, so "St. Anne's  -  School" becomes "st-annes-school". `fallback`
 * stands in when nothing is left.
 */
export function slugify(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** Longest slug base stored (columns are varchar(255)); leaves room for a "-NNN" suffix. */
export const MAX_SLUG_BASE_LENGTH = 240;

/** `slugify`, cut to MAX_SLUG_BASE_LENGTH without a trailing hyphen. */
export function slugBase(name: string, fallback: string): string {
  return slugify(name, fallback).slice(0, MAX_SLUG_BASE_LENGTH).replace(/-+$/, '') || fallback;
}

/**
 * The first free slug for `name`: the plain slug, or on a clash the slug with
 * the smallest numeric suffix not taken ("-2", "-3", …). `taken` holds the
 * slugs already used by OTHER records that start with the base.
 */
export function uniqueSlug(name: string, taken: Iterable<string>, fallback: string): string {
  const base = slugBase(name, fallback);
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
