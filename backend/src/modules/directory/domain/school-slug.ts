/**
 * The public address of a school (spec 000 §2): the name lowercased, spaces
 * turned to hyphens, non-word characters removed. Runs of hyphens collapse and
 * edge hyphens go, so "St. Anne's  -  School" becomes "st-annes-school".
 */
export function slugifySchoolName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'school';
}

/** Longest slug we store (column is varchar(255)); leaves room for a "-NNN" suffix. */
const MAX_BASE_LENGTH = 240;

/**
 * The first free slug for `name`: the plain slug, or on a clash the slug with
 * the smallest numeric suffix not taken ("-2", "-3", …). `taken` holds the
 * slugs already used by OTHER schools that start with the base.
 */
export function uniqueSchoolSlug(name: string, taken: Iterable<string>): string {
  const base = slugifySchoolName(name).slice(0, MAX_BASE_LENGTH).replace(/-+$/, '') || 'school';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
