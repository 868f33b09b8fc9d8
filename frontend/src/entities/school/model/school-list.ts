import type { SchoolRatingResponse } from '@/shared/api';

/** The fields a school card reads; the API's SchoolResponse fits this shape. */
export interface SchoolSummary {
  id?: number | null;
  name: string;
  slug: string;
  address?: string | null;
  city?: string | null;
  zipCode?: string | null;
  phone?: string | null;
  description?: string | null;
  grades?: string | null;
  features?: string[] | null;
  schoolType?: string | null;
  tuitionMin?: number | null;
  tuitionMax?: number | null;
  isPremium?: boolean | null;
  /** An invented listing of the demo seed (docs/seed-data.md): labelled 'Example listing'. */
  isExample?: boolean | null;
  imageUrl?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** The family rating (issue 39), on search answers. */
  rating?: SchoolRatingResponse | null;
}

/** docs/product.md "Client behaviour": records without an id are dropped and each id is kept once. */
export function uniqueSchools<T extends { id?: number | null }>(
  schools: readonly (T | null | undefined)[] | null | undefined,
): T[] {
  const seen = new Set<number>();
  const result: T[] = [];
  for (const school of schools ?? []) {
    if (!school || school.id === null || school.id === undefined) continue;
    if (seen.has(school.id)) continue;
    seen.add(school.id);
    result.push(school);
  }
  return result;
}

/** Card chips: 2 features, or 4 for a premium school; the rest become '+N more'. */
export function cardFeatures(
  features: readonly string[] | null | undefined,
  isPremium: boolean,
): { shown: string[]; more: number } {
  const all = (features ?? []).filter((feature) => feature.trim() !== '');
  const limit = isPremium ? 4 : 2;
  return { shown: all.slice(0, limit), more: isPremium ? Math.max(0, all.length - limit) : 0 };
}
