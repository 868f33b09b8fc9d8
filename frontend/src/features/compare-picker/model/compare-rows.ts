/**
 * The features rows of the comparison table: every feature any school has,
 * one row each, so a feature two schools share sits on the same line.
 * Shared by all first, then by how many schools have it, then A to Z; a
 * feature only one school has is marked unique.
 */
export interface FeatureRow {
  feature: string;
  /** One per school, in the schools' order. */
  has: boolean[];
  /** Every compared school has it. */
  shared: boolean;
  /** Exactly one school has it (and more than one school is compared). */
  unique: boolean;
}

/** Case and spacing differences ('STEM ', 'stem') do not split a row; the first spelling is shown. */
function featureKey(feature: string): string {
  return feature.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function alignFeatures(schools: readonly { features?: readonly string[] | null }[]): FeatureRow[] {
  const rows = new Map<string, { feature: string; has: boolean[] }>();
  schools.forEach((school, index) => {
    for (const raw of school.features ?? []) {
      if (typeof raw !== 'string' || !raw.trim()) continue;
      const key = featureKey(raw);
      let row = rows.get(key);
      if (!row) {
        row = { feature: raw.trim(), has: schools.map(() => false) };
        rows.set(key, row);
      }
      row.has[index] = true;
    }
  });
  return [...rows.values()]
    .map((row) => {
      const count = row.has.filter(Boolean).length;
      return { ...row, count, shared: count === schools.length, unique: count === 1 && schools.length > 1 };
    })
    .sort((a, b) => b.count - a.count || a.feature.localeCompare(b.feature))
    .map(({ feature, has, shared, unique }) => ({ feature, has, shared, unique }));
}

/** Slugs from ?schools=a,b,c: well-formed, each once, in order. */
export function parseCompareSlugs(value: string | null | undefined): string[] {
  const slugs = (value ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => /^[\w-]{1,255}$/.test(slug));
  return [...new Set(slugs)];
}
