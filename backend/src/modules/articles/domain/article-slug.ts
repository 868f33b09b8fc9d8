import { slugBase, uniqueSlug } from '../../../shared/slug';

/**
 * Articles take the schools' slug rule (spec 000 §2: lowercase, hyphens, word
 * characters), fallback included, so every address already given out stays the
 * one this gives; unique among articles.
 */
const FALLBACK = 'school';

export function articleSlugBase(title: string): string {
  return slugBase(title, FALLBACK);
}

/** The first free slug for `title`; `taken` holds the article slugs that start with its base. */
export function uniqueArticleSlug(title: string, taken: Iterable<string>): string {
  return uniqueSlug(title, taken, FALLBACK);
}
